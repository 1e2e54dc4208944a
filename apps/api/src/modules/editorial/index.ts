/**
 * Editorial content (§7 "Content"): FAQ, news and tips, customer reviews, static pages, terms and
 * banners. The one entry other modules and app.ts use; nothing outside this folder imports its
 * files directly.
 */
export { editorialRoutes } from './routes';
export { articlePublished, latestArticles } from './news';
export { rateDataOf, ratingSummaries } from './reviews';
