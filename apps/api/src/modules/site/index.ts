/**
 * The site as a whole: its menus (§2) and its sitemap. The one entry other modules and app.ts
 * use; nothing outside this folder imports its files directly.
 */
export { siteRoutes } from './routes';
