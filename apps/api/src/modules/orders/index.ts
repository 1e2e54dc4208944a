/** Orders (issue 12): checkout, orders, payment notifications and tracking. The one entry app.ts uses. */
export { orderRoutes, type OrderOptions } from './routes';
