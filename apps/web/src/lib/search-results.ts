/*
 * The search results page's pure parts (/search/global?text=&jenis=&page=, §2 Search): the text's
 * limits and normalisation, the kinds and their tabs, and the page's links. No fetching: the page,
 * its loader and its components share it.
 */
import { SEARCH_MIN_CHARS } from '@kemudi/domain/constants';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchItem, type SearchKind } from '@kemudi/domain/contracts/search';
import { SITE_PAGES } from '@kemudi/domain/pages';
import { collapseWhitespace } from '@kemudi/domain/validation';
import { pageHref } from '@/lib/search-params';

/** §5/§9: a search needs at least 3 characters; fewer is never sent to the API. */
export const MIN_SEARCH_LENGTH = SEARCH_MIN_CHARS;
/** The API's limit on the text (global-search body). */
export const MAX_SEARCH_LENGTH = 100;
/** Results of one kind per page on its tab. */
export const RESULTS_PAGE_SIZE = 12;
/** Results of each kind in the "Semua" view, before "Lihat semua …". */
export const RESULTS_PER_GROUP = 4;

/** The `jenis` value of each kind in the page's URL: Indonesian, readable in a shared link. */
const KIND_SLUGS = {
  model: 'mobil-baru',
  variant: 'varian',
  'used-car': 'mobil-bekas',
  accessory: 'aksesoris',
  part: 'suku-cadang',
  package: 'paket-servis',
  coupon: 'kupon-servis',
  service: 'layanan',
  promo: 'promo',
  article: 'berita-dan-tips',
} as const satisfies Record<SearchKind, string>;

export interface ResultKindInfo {
  kind: SearchKind;
  slug: (typeof KIND_SLUGS)[SearchKind];
  label: string;
}

/** The kinds global-search answers, in the order the tabs show them, with their `jenis` value and label. */
export const RESULT_KINDS: readonly ResultKindInfo[] = SEARCH_KINDS.map((kind) => ({ kind, slug: KIND_SLUGS[kind], label: SEARCH_KIND_LABELS[kind] }));

/** The kind a `jenis` value names; undefined (every kind) for a missing or unknown one. */
export const kindOfSlug = (slug: string | undefined): ResultKindInfo | undefined => RESULT_KINDS.find((k) => k.slug === slug);
export const infoOfKind = (kind: string): ResultKindInfo | undefined => RESULT_KINDS.find((k) => k.kind === kind);

/** §5: whitespace collapsed to single spaces (as the API does), cut to what the API accepts. */
export const normalizeQuery = (text: string | undefined) => collapseWhitespace(text ?? '').trim().slice(0, MAX_SEARCH_LENGTH);

export interface ResultGroup {
  kind: ResultKindInfo;
  total: number;
  items: SearchItem[];
}

export interface SearchResults {
  text: string;
  /** The spelling the search used when it corrected a word ('innova' for 'inova'); null otherwise. */
  correctedText: string | null;
  total: number;
  /** Every kind with a match, in the API's order (best match first), with its count. */
  groups: ResultGroup[];
  /** The kind shown on its own (a tab), or undefined for "Semua". */
  kind: ResultKindInfo | undefined;
  /** 0-based page of that kind. */
  page: number;
  totalPages: number;
}

/** What the page lists: every group's first items on "Semua", the chosen kind's page on its tab. */
export function shownItems(results: SearchResults): SearchItem[] {
  return results.kind ? (results.groups.find((g) => g.kind.kind === results.kind?.kind)?.items ?? []) : results.groups.flatMap((g) => g.items);
}

/** The results page without its query (§2: /search/global?text=): where the page's form sends its GET. */
export const SEARCH_RESULTS_PATH = SITE_PAGES.search.path;

/** The results page for `text`, one kind's tab (or "Semua") and a 0-based page: /search/global?text=…&jenis=…&page=N. */
export function resultsHref(text: string, kind: ResultKindInfo | undefined, page: number): string {
  return pageHref(SEARCH_RESULTS_PATH, { text: text || undefined, jenis: kind?.slug }, kind ? page : 0);
}
