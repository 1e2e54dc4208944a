import 'server-only';

import { z } from 'zod';
import { requirePost, softData } from './fetch-data';
import { SitePath } from './schemas';

/*
 * Loader of the search results page /search/global?text= (§2 Search). One global-search call per
 * page view: the "Semua" view asks every kind's first few items, a kind's tab asks one page of
 * that kind; both answer every kind's count, so the tabs always show them.
 */

/** §5/§9: a search needs at least 3 characters; fewer is never sent to the API. */
export const MIN_SEARCH_LENGTH = 3;
/** The API's limit on the text (GlobalSearchBody). */
export const MAX_SEARCH_LENGTH = 100;
/** Results of one kind per page on its tab. */
export const RESULTS_PAGE_SIZE = 12;
/** Results of each kind in the "Semua" view, before "Lihat semua …". */
export const RESULTS_PER_GROUP = 4;

/**
 * The kinds global-search answers, in the order the tabs show them, with the `jenis` value the
 * page's URL uses (Indonesian, readable in a shared link) and the label.
 */
export const RESULT_KINDS = [
  { kind: 'model', slug: 'mobil-baru', label: 'Mobil Baru' },
  { kind: 'variant', slug: 'varian', label: 'Varian' },
  { kind: 'used-car', slug: 'mobil-bekas', label: 'Mobil Bekas' },
  { kind: 'accessory', slug: 'aksesoris', label: 'Aksesoris' },
  { kind: 'part', slug: 'suku-cadang', label: 'Suku Cadang' },
  { kind: 'package', slug: 'paket-servis', label: 'Paket Servis' },
  { kind: 'coupon', slug: 'kupon-servis', label: 'Kupon Servis' },
  { kind: 'service', slug: 'layanan', label: 'Layanan' },
  { kind: 'promo', slug: 'promo', label: 'Promo' },
  { kind: 'article', slug: 'berita-dan-tips', label: 'Berita & Tips' },
] as const;
export type ResultKind = (typeof RESULT_KINDS)[number]['kind'];
export type ResultKindInfo = (typeof RESULT_KINDS)[number];

/** The kind a `jenis` value names; undefined (every kind) for a missing or unknown one. */
export const kindOfSlug = (slug: string | undefined): ResultKindInfo | undefined => RESULT_KINDS.find((k) => k.slug === slug);
export const infoOfKind = (kind: string): ResultKindInfo | undefined => RESULT_KINDS.find((k) => k.kind === kind);

/** §5: whitespace collapsed to single spaces (as the API does), cut to what the API accepts. */
export const normalizeQuery = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);

/** A path on this site (`/…`, never `//host`), so an answer cannot put a foreign or script URL in a link. */

const SearchItem = z.object({
  kind: z.string(),
  ref: z.string(),
  title: z.string().min(1),
  subtitle: z.string(),
  url: SitePath,
  imageUrl: SitePath,
});
export type SearchResult = z.infer<typeof SearchItem>;

const SearchAnswer = z.object({
  data: z.object({
    text: z.string(),
    correctedText: z.string().nullable(),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    groups: z.array(z.object({ kind: z.string(), label: z.string(), total: z.number().int(), items: z.array(SearchItem) })),
  }),
});

export interface ResultGroup {
  kind: ResultKindInfo;
  total: number;
  items: SearchResult[];
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

/** POST product/v1/global-search for the page: every kind's count and the items this view shows. */
export async function loadSearchResults(text: string, kind: ResultKindInfo | undefined, page: number): Promise<SearchResults> {
  const body = kind
    ? { text, limit: RESULTS_PAGE_SIZE, page, kind: kind.kind }
    : { text, limit: RESULTS_PER_GROUP };
  const { data } = await requirePost('/api/product/v1/global-search', SearchAnswer, body);
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

const TrendingAnswer = z.object({ data: z.array(z.object({ name: z.string().min(1), url: SitePath })) });

/** Searches people often make after the cars (after-sales words that the catalogue answers). */
const POPULAR_AFTERSALES_SEARCHES = ['Ganti oli', 'Kupon servis', 'Ban', 'Kamera mundur', 'Body paint'] as const;

/**
 * The empty state's "Pencarian populer": the trending cars (content/v1/page/trending-cars), then a
 * few after-sales words. The cars are optional: without them only the words are suggested.
 */
export async function loadPopularSearches(): Promise<string[]> {
  const trending = await softData('/api/content/v1/page/trending-cars', TrendingAnswer);
  const cars = (trending?.data ?? []).slice(0, 5).map((c) => c.name.replace(/^Toyota\s+/i, ''));
  return [...new Set([...cars, ...POPULAR_AFTERSALES_SEARCHES])];
}
