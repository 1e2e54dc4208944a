/**
 * The site's pictures, drawn as SVG from the data (/api/media/v1; not JSON, so no contract). The
 * one entry app.ts uses; nothing outside this folder imports its files directly.
 */
export { mediaRoutes } from './routes';
