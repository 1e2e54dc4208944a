/**
 * Promos, hero slides and their schedule in the staff console (issue 25). The one entry app.ts uses.
 */
export { staffPromoRoutes } from './routes';
