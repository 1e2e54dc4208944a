import { ROUTES } from '@kemudi/domain/routes';
import { pageHref } from '@/components/page/pagination';
import type { ResultKindInfo } from '@/server/search-results';

/** The results page without its query (§2: /search/global?text=): where the page's form sends its GET. */
export const SEARCH_RESULTS_PATH = ROUTES.search('').split('?')[0] ?? '/search/global';

/** The results page for `text`, one kind's tab (or "Semua") and a 0-based page: /search/global?text=…&jenis=…&page=N. */
export function resultsHref(text: string, kind: ResultKindInfo | undefined, page: number): string {
  return pageHref(SEARCH_RESULTS_PATH, { text: text || undefined, jenis: kind?.slug }, kind ? page : 0);
}
