/** Global search (§2 Search, §7 POST global-search): suggestions and the results page. */
import { z } from 'zod';
import { defineCall } from './call';
import { SitePath } from './common';

/** search_documents.kind values, in the order their groups are listed when relevance ties. */
export const SEARCH_KINDS = ['model', 'variant', 'used-car', 'accessory', 'part', 'package', 'coupon', 'service', 'promo', 'article'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The Indonesian label of each kind, as a group's `label` carries it. */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  model: 'Mobil Baru',
  variant: 'Varian',
  'used-car': 'Mobil Bekas',
  accessory: 'Aksesoris',
  part: 'Suku Cadang',
  package: 'Paket Servis',
  coupon: 'Kupon Servis',
  service: 'Layanan',
  promo: 'Promo',
  article: 'Berita & Tips',
};

const GlobalSearchBody = z.object({
  // §5/§9: suggestions need at least 3 characters (after trimming).
  text: z.string().trim().min(3).max(100).describe('What the visitor typed; 3–100 characters after trimming'),
  limit: z.number().int().min(1).max(20).default(10).describe('Items per kind'),
  kinds: z.array(z.enum(SEARCH_KINDS)).min(1).max(SEARCH_KINDS.length).optional().describe('Only these kinds'),
  page: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(0)
    .describe('Page of each kind’s items, from 0: items page·limit+1 … (page+1)·limit (the results page)'),
  kind: z
    .enum(SEARCH_KINDS)
    .optional()
    .describe('Only this kind answers items; every other matching kind still answers its group with its count and no items'),
});

export const SearchItem = z.object({
  kind: z.enum(SEARCH_KINDS),
  ref: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The item's page on the site. */
  url: SitePath,
  imageUrl: SitePath,
  score: z.number().describe('Relevance (higher first); see the operation description'),
});
export type SearchItem = z.infer<typeof SearchItem>;

export const SearchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  total: z.number().int(),
  items: z.array(SearchItem),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

export const GlobalSearchData = z.object({
  text: z.string(),
  correctedText: z
    .string()
    .nullable()
    .describe('The text with each misspelt word replaced by the closest lexicon term the search used (inova → innova); null when none was'),
  /** Matching documents over every (requested) kind, before the per-kind limit. */
  total: z.number().int(),
  page: z.number().int().describe('The page asked for, from 0'),
  size: z.number().int().describe('Items per kind and page (the limit)'),
  kind: z.enum(SEARCH_KINDS).nullable().describe('The one kind that answers items, or null for every kind'),
  groups: z.array(SearchGroup),
  suggestions: z.array(SearchItem),
  url: SitePath.describe('The full results page (§2 Search: /search/global?text=)'),
});
export type GlobalSearchData = z.infer<typeof GlobalSearchData>;

export const searchCalls = {
  /** §7 POST global-search (§5/§9: at least 3 characters) */
  globalSearch: defineCall({ method: 'POST', shared: true, path: '/api/product/v1/global-search', body: GlobalSearchBody, data: GlobalSearchData }),
} as const;
