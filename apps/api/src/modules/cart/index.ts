/** Cart (issue 12): §7 global-cart and products/stock. The one entry app.ts uses. */
export { cartRoutes } from './routes';
