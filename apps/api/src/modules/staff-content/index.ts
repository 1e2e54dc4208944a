/**
 * Articles, FAQ entries and static pages in the staff console (issue 25). The one entry app.ts uses.
 */
export { staffContentRoutes } from './routes';
