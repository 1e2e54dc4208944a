import 'server-only';

import { newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { searchCalls } from '@kemudi/domain/contracts/search';
import {
  infoOfKind,
  type ResultGroup,
  type ResultKindInfo,
  RESULTS_PAGE_SIZE,
  RESULTS_PER_GROUP,
  type SearchResults,
} from '@/lib/search-results';
import { getApi } from '../api';

/*
 * Loader of the search results page /search/global?text= (§2 Search), parsed with the global-search
 * contract (packages/domain/src/contracts/search.ts). One global-search call per page view: the
 * "Semua" view asks every kind's first few items, a kind's tab asks one page of that kind; both
 * answer every kind's count, so the tabs always show them.
 */

/** POST product/v1/global-search for the page: every kind's count and the items this view shows. */
export async function loadSearchResults(text: string, kind: ResultKindInfo | undefined, page: number): Promise<SearchResults> {
  const api = await getApi();
  const body = kind ? { text, limit: RESULTS_PAGE_SIZE, page, kind: kind.kind } : { text, limit: RESULTS_PER_GROUP };
  const data = await api.require(searchCalls.globalSearch, { body });
  const groups = data.groups.flatMap((g): ResultGroup[] => {
    const info = infoOfKind(g.kind);
    return info ? [{ kind: info, total: g.total, items: g.items }] : [];
  });
  const shown = kind ? groups.find((g) => g.kind.kind === kind.kind) : undefined;
  return {
    text: data.text,
    correctedText: data.correctedText,
    total: data.total,
    groups,
    kind,
    page: kind ? page : 0,
    totalPages: shown ? Math.ceil(shown.total / RESULTS_PAGE_SIZE) : kind ? 0 : 1,
  };
}

/** Searches people often make after the cars (after-sales words that the catalogue answers). */
const POPULAR_AFTERSALES_SEARCHES = ['Ganti oli', 'Kupon servis', 'Ban', 'Kamera mundur', 'Body paint'] as const;

/**
 * The empty state's "Pencarian populer": the trending cars (content/v1/page/trending-cars), then a
 * few after-sales words. The cars are optional: without them only the words are suggested.
 */
export async function loadPopularSearches(): Promise<string[]> {
  const api = await getApi();
  const trending = await api.soft(newCarCalls.trending);
  const cars = (trending ?? []).slice(0, 5).map((c) => c.name.replace(/^Toyota\s+/i, ''));
  return [...new Set([...cars, ...POPULAR_AFTERSALES_SEARCHES])];
}
