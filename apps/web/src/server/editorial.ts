import 'server-only';

import { PAGE_SIZE } from '@kemudi/domain/constants';
import { z } from 'zod';
import { requireData, softData } from './fetch-data';
import { ArticleCard as HomeArticleCard, BranchCard, loadBranchesOrFallback } from './home';
import { loadLayout } from './layout';
import { LinkUrl, envelope } from './schemas';

/*
 * Loaders of the editorial and information pages (issue 4): reviews, news and tips, FAQ, the
 * static pages (tentang kami, prestasi, hubungi kami, legal) and the service terms. Page → loader →
 * API client → API; every answer parsed here with only the fields the pages read.
 */

/** A site path (`/…`, not `//…`) or an absolute http(s) URL — never `javascript:` and the like. */
const page = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), page: z.number().int(), size: z.number().int(), totalElements: z.number().int(), totalPages: z.number().int() });

const CONTENT = '/api/content/v1';

// ---------------------------------------------------------------------------------------------
// News and tips (§3 Article)
// ---------------------------------------------------------------------------------------------

/** The API's categories (content/v1/news?category); the site's filter tabs. */
export const NEWS_CATEGORIES = ['Berita', 'Tips'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** Articles a list page shows: a 3 × 3 grid on desktop. */
export const NEWS_PAGE_SIZE = 9;
/** Related articles under an article. */
export const RELATED_ARTICLES = 3;

/** The home page's teaser of content/v1/news, with the author the news pages show. */
export const ArticleCard = HomeArticleCard.extend({ author: z.string() });
export type ArticleCard = z.infer<typeof ArticleCard>;
export const ArticleDetail = ArticleCard.extend({ body: z.string(), tags: z.array(z.string()) });
export type ArticleDetail = z.infer<typeof ArticleDetail>;
const NewsPage = envelope(page(ArticleCard));
export type NewsPage = z.infer<typeof NewsPage>['data'];

/** The category a `?kategori=` value names (any case), or undefined for every article. */
export function newsCategory(raw: string | undefined): NewsCategory | undefined {
  return NEWS_CATEGORIES.find((c) => c.toLowerCase() === raw?.toLowerCase());
}

export async function loadNews(category: NewsCategory | undefined, pageIndex: number): Promise<NewsPage> {
  return (await requireData(`${CONTENT}/news`, NewsPage, { category, page: pageIndex, size: NEWS_PAGE_SIZE })).data;
}

/** One article and, softly, the newest others of its category (then of any category) to read next. */
export async function loadArticle(slug: string): Promise<{ article: ArticleDetail; related: ArticleCard[] }> {
  const newestPromise = softData(`${CONTENT}/news`, NewsPage, { size: RELATED_ARTICLES + 1 });
  const article = (await requireData(`${CONTENT}/news/slug/${encodeURIComponent(slug)}`, envelope(ArticleDetail))).data;
  const [sameCategory, newest] = await Promise.all([
    softData(`${CONTENT}/news`, NewsPage, { category: article.category, size: RELATED_ARTICLES + 1 }),
    newestPromise,
  ]);
  const seen = new Set([article.slug]);
  const related: ArticleCard[] = [];
  for (const card of [...(sameCategory?.data.content ?? []), ...(newest?.data.content ?? [])]) {
    if (related.length >= RELATED_ARTICLES || seen.has(card.slug)) continue;
    seen.add(card.slug);
    related.push(card);
  }
  return { article, related };
}

export type BodyBlock = { kind: 'heading' | 'paragraph'; text: string };

/** The API's article body: paragraphs split by blank lines, '## ' lines are subheadings. */
export function parseArticleBody(body: string): BodyBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('## ') ? { kind: 'heading', text: part.slice(3).trim() } : { kind: 'paragraph', text: part }));
}

// ---------------------------------------------------------------------------------------------
// Reviews (§3 Customer review, §9 rating 1 to 5)
// ---------------------------------------------------------------------------------------------

export const REVIEW_KINDS = { mobil: 'NEWCAR', layanan: 'SERVICE' } as const;
export type ReviewKind = keyof typeof REVIEW_KINDS;
export const REVIEW_PAGE_SIZE = 10;

const RatingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type RatingSummary = z.infer<typeof RatingSummary>;
const Review = z.object({
  id: z.number().int(),
  objectCode: z.string(),
  objectName: z.string(),
  objectUrl: LinkUrl,
  reviewerName: z.string(),
  reviewerCity: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  message: z.string(),
  createdDate: z.string(),
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof Review>;
const ReviewObject = z.object({ code: z.string(), name: z.string(), url: LinkUrl, count: z.number().int(), average: z.number() });
export type ReviewObject = z.infer<typeof ReviewObject>;
const ReviewFeed = envelope(page(Review).extend({ summary: RatingSummary, objects: z.array(ReviewObject) }));
export type ReviewFeed = z.infer<typeof ReviewFeed>['data'];

export function reviewKind(raw: string | undefined): ReviewKind {
  return raw === 'layanan' ? 'layanan' : 'mobil';
}

/** A `?rating=` value on the 1–5 scale, else undefined (no filter). */
export function ratingFilter(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
}

export async function loadReviews(kind: ReviewKind, code: string | undefined, rating: number | undefined, pageIndex: number): Promise<ReviewFeed> {
  const query = { type: REVIEW_KINDS[kind], code, rating, page: pageIndex, size: REVIEW_PAGE_SIZE };
  return (await requireData(`${CONTENT}/review/feed`, ReviewFeed, query)).data;
}

// ---------------------------------------------------------------------------------------------
// FAQ (§7 faq?type&code[&page&size], §9 page size 10)
// ---------------------------------------------------------------------------------------------

/** The FAQ types of the API (content schemas FAQ_TYPES) with the tab names visitors read. */
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
] as const;
export type FaqType = (typeof FAQ_CATEGORIES)[number]['type'];

const Faq = z.object({ id: z.number().int(), type: z.string(), code: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;
const FaqPage = envelope(page(Faq));
export type FaqPage = z.infer<typeof FaqPage>['data'];

export function faqType(raw: string | undefined): FaqType | undefined {
  return FAQ_CATEGORIES.find((c) => c.type === raw)?.type;
}

/** A search text the API accepts (at most 100 characters). */
export function faqSearch(raw: string | undefined): string | undefined {
  const text = raw?.replace(/\s+/g, ' ').trim().slice(0, 100);
  return text ? text : undefined;
}

export async function loadFaqs(type: FaqType | undefined, q: string | undefined, pageIndex: number): Promise<FaqPage> {
  return (await requireData(`${CONTENT}/faq`, FaqPage, { type, q, page: pageIndex, size: PAGE_SIZE.FAQ })).data;
}

// ---------------------------------------------------------------------------------------------
// Static pages and terms (§7 page/static-page?pageId, termcondition?type)
// ---------------------------------------------------------------------------------------------

const StaticPage = z.object({
  pageId: z.string(),
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  updatedDate: z.string(),
});
export type StaticPage = z.infer<typeof StaticPage>;

export type StaticPageId = 'tentang-kami' | 'prestasi' | 'hubungi-kami' | 'syarat-ketentuan-umum' | 'pemberitahuan-privasi';

export async function loadStaticPage(pageId: StaticPageId): Promise<StaticPage> {
  return (await requireData(`${CONTENT}/page/static-page`, envelope(StaticPage), { pageId })).data;
}

const Term = z.object({ type: z.string(), title: z.string(), items: z.array(z.string()), updatedDate: z.string() });
export type Term = z.infer<typeof Term>;

/** The service terms the general terms point to (termcondition?type), in this order. */
export const SERVICE_TERM_TYPES = ['test-drive', 'booking-service', 'home-service', 'trade-in', 'kupon-service', 'newsletter'] as const;

/** Each service's terms; one that fails is left out (the general terms still render). */
export async function loadServiceTerms(): Promise<Term[]> {
  const terms = await Promise.all(SERVICE_TERM_TYPES.map((type) => softData(`${CONTENT}/termcondition`, envelope(Term), { type })));
  return terms.flatMap((t) => (t ? [t.data] : []));
}

// ---------------------------------------------------------------------------------------------
// Hubungi Kami: the visitor's nearest branches
// ---------------------------------------------------------------------------------------------

/** The home page's branch card of the same list, with the phone and page link this page shows instead of the services. */
const Branch = BranchCard.omit({ services: true }).extend({ whatsapp: z.string(), url: LinkUrl });
export type ContactBranch = z.infer<typeof Branch>;
export const CONTACT_BRANCH_LIMIT = 4;

/** Branches in the visitor's city (else in the §9 fallback city), or null when the call fails. */
export async function loadContactBranches(): Promise<{ cityName: string; branches: ContactBranch[] } | null> {
  try {
    const { city } = await loadLayout();
    const { branches, isFallback } = await loadBranchesOrFallback(city.cityIsocode, Branch);
    const cityName = isFallback ? (branches[0]?.cityName ?? 'Jakarta Pusat') : city.name;
    return { cityName, branches: branches.slice(0, CONTACT_BRANCH_LIMIT) };
  } catch (error) {
    console.warn(`[page] nearby branches left out: ${(error as Error).message}`);
    return null;
  }
}
