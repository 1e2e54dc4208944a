/**
 * Global search (§2 Search): the catalogue's full-text ranking with typo correction, and the
 * pieces of it Tanya Tasia reuses. The one entry other modules and app.ts use; nothing outside
 * this folder imports its files directly.
 */
export { searchRoutes } from './routes';
export {
  lexiconWords,
  lookUpSearchWords,
  normalizeSearchText,
  rankedSearchQuery,
  searchQueries,
  type SearchQueries,
  type WordLookup,
} from './service';
