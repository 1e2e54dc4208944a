/*
 * The editorial pages' pure helpers (news and tips, reviews, FAQ, the static pages): what their
 * query strings mean, page sizes and tab names — for the pages, their loaders and any client island
 * alike. Article bodies, FAQ answers and page paragraphs are Markdown: @kemudi/domain/markdown.
 */
import { type FAQ_TYPES, NEWS_CATEGORIES, type REVIEW_FEED_TYPES } from '@kemudi/domain/contracts/editorial';

// ---------------------------------------------------------------------------------------------
// News and tips (§3 Article)
// ---------------------------------------------------------------------------------------------

/** The API's categories (content/v1/news?category); the site's filter tabs. */
export { NEWS_CATEGORIES };
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** Articles a list page shows: a 3 × 3 grid on desktop. */
export const NEWS_PAGE_SIZE = 9;
/** Related articles under an article. */
export const RELATED_ARTICLES = 3;

/** The category a `?kategori=` value names (any case), or undefined for every article. */
export function newsCategory(raw: string | undefined): NewsCategory | undefined {
  return NEWS_CATEGORIES.find((c) => c.toLowerCase() === raw?.toLowerCase());
}


// ---------------------------------------------------------------------------------------------
// Reviews (§3 Customer review, §9 rating 1 to 5)
// ---------------------------------------------------------------------------------------------

/** The site's `?jenis=` values and the review feed type each reads. */
export const REVIEW_KINDS = { mobil: 'NEWCAR', layanan: 'SERVICE' } as const satisfies Record<string, (typeof REVIEW_FEED_TYPES)[number]>;
export type ReviewKind = keyof typeof REVIEW_KINDS;
export const REVIEW_PAGE_SIZE = 10;

export function reviewKind(raw: string | undefined): ReviewKind {
  return raw === 'layanan' ? 'layanan' : 'mobil';
}

/** A `?rating=` value on the 1–5 scale, else undefined (no filter). */
export function ratingFilter(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
}

// ---------------------------------------------------------------------------------------------
// FAQ (§7 faq?type&code[&page&size], §9 page size 10)
// ---------------------------------------------------------------------------------------------

type ApiFaqType = (typeof FAQ_TYPES)[number];

/** The FAQ types of the API (FAQ_TYPES of the contract) with the tab names visitors read. */
export const FAQ_CATEGORIES = [
  { type: 'umum', label: 'Umum' },
  { type: 'mobil-baru', label: 'Mobil Baru' },
  { type: 'mobil-bekas', label: 'Mobil Bekas' },
  { type: 'servis', label: 'Servis' },
  { type: 'aksesoris', label: 'Aksesoris' },
  { type: 'kupon', label: 'Kupon Servis' },
  { type: 'akun', label: 'Akun' },
  { type: 'pembayaran', label: 'Pembayaran' },
  { type: 'product', label: 'Model Mobil' },
] as const satisfies readonly { type: ApiFaqType; label: string }[];
export type FaqType = (typeof FAQ_CATEGORIES)[number]['type'];

export function faqType(raw: string | undefined): FaqType | undefined {
  return FAQ_CATEGORIES.find((c) => c.type === raw)?.type;
}

/** A search text the API accepts (at most 100 characters). */
export function faqSearch(raw: string | undefined): string | undefined {
  const text = raw?.replace(/\s+/g, ' ').trim().slice(0, 100);
  return text ? text : undefined;
}

// ---------------------------------------------------------------------------------------------
// Static pages and terms (§7 page/static-page?pageId, termcondition?type)
// ---------------------------------------------------------------------------------------------

/** The pages drawn from page/static-page, each at its own path. */
export type StaticPageId = 'tentang-kami' | 'prestasi' | 'hubungi-kami' | 'syarat-ketentuan-umum' | 'pemberitahuan-privasi';

/** Each static page lives at its own pageId: /tentang-kami, /prestasi, … */
export const contentPagePath = (pageId: StaticPageId) => `/${pageId}`;

/** The service terms the general terms point to (termcondition?type), in this order. */
export const SERVICE_TERM_TYPES = ['test-drive', 'booking-service', 'home-service', 'trade-in', 'kupon-service', 'newsletter'] as const;

