/**
 * The catalogue's cross-category calls (§7 product-list, products, product-detail, products/facets),
 * answered by the module of each category. The one entry app.ts uses; nothing outside this folder
 * imports its files directly.
 */
export { catalogueRoutes } from './routes';
