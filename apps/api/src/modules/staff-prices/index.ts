/**
 * The console's prices (issue 25): OTR prices per variant and city, colour surcharges, their
 * history, and price-list imports (CSV/XLSX, previewed then applied in one transaction). The one
 * entry app.ts uses.
 */
export { staffPriceRoutes } from './routes';
export { rupiahOf } from './price-list';
