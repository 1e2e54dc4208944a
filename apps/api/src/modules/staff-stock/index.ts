/**
 * What is left to sell of accessories, spare parts and coupons, in the staff console (issue 25). The one entry app.ts uses.
 */
export { staffStockRoutes } from './routes';
