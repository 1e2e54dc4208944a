/**
 * Customer calls that need no account: the newsletter, the consent texts and configuration
 * values (customer accounts come later). The one entry app.ts uses; nothing outside this folder
 * imports its files directly.
 */
export { customerRoutes } from './routes';
