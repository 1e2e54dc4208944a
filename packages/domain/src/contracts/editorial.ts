/**
 * Editorial content (§7 "Content"): FAQ, news and tips (§3 Article), customer reviews (§3
 * Customer review), static pages, terms and banners.
 */
import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { defineCall } from './call';
import { codeParam, LinkUrl, optionalBoolParam, pageOf, pageParam, requiredEnum, SitePath, sizeParam } from './common';

// ---------------------------------------------------------------------------------------------
// FAQ (§7 faq?type&code[&isLandingPage&page&size], §9 size 10)
// ---------------------------------------------------------------------------------------------

/** The FAQ types the seed and the site use (schema: faqs.type). */
export const FAQ_TYPES = ['umum', 'mobil-baru', 'mobil-bekas', 'servis', 'aksesoris', 'kupon', 'akun', 'pembayaran', 'product'] as const;

const FaqQuery = z.object({
  type: z.enum(FAQ_TYPES).optional().describe('FAQ type; absent = every type'),
  code: z.string().trim().max(100).optional().describe("Page or product code; exact match ('' rows belong to the whole type)"),
  isLandingPage: optionalBoolParam.describe('true = only landing-page questions, false = only the others, absent = both'),
  q: z.string().trim().max(100).optional().describe('Words searched in the question and the answer (every word must occur; case-insensitive)'),
  page: pageParam,
  size: sizeParam(PAGE_SIZE.FAQ),
});

export const FaqItem = z.object({
  id: z.number().int(),
  type: z.string(),
  code: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof FaqItem>;
export const FaqPage = pageOf(FaqItem);
export type FaqPage = z.infer<typeof FaqPage>;

// ---------------------------------------------------------------------------------------------
// Terms, static pages, banners
// ---------------------------------------------------------------------------------------------

const TermQuery = z.object({ type: codeParam('Terms type') });
export const TermData = z.object({
  type: z.string(),
  title: z.string(),
  items: z.array(z.string()),
  updatedDate: z.string(),
});
export type TermData = z.infer<typeof TermData>;

const StaticPageQuery = z
  .object({
    pageId: codeParam('Page id').optional(),
    componentId: codeParam('Component id').optional(),
  })
  .refine((q) => (q.pageId === undefined) !== (q.componentId === undefined), {
    message: "harus berisi tepat satu dari 'pageId' atau 'componentId'",
  });

export const StaticPageData = z.object({
  pageId: z.string(),
  componentId: z.string(),
  title: z.string(),
  description: z.string(),
  /** Each paragraph is Markdown (issue 25; the seeded ones are plain text). */
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  updatedDate: z.string(),
  /** The <title> (the editor's SEO title, else the title); description is the meta description. */
  seoTitle: z.string(),
});
export type StaticPageData = z.infer<typeof StaticPageData>;

const BannerParams = z.object({ location: codeParam('Banner location, e.g. home, login-page') });
export const BannerData = z.object({
  location: z.string(),
  /** The drawn banner (MEDIA.banner). */
  bannerUrl: SitePath,
  title: z.string(),
  subtitle: z.string(),
  /** Where the banner leads: a page of the site or an outside page. */
  linkUrl: LinkUrl,
  color: z.string(),
});
export type BannerData = z.infer<typeof BannerData>;
export const LoginBannerData = z.object({
  title: z.string(),
  subtitle: z.string(),
  linkUrl: LinkUrl,
  bannerUrl: SitePath,
});
export type LoginBannerData = z.infer<typeof LoginBannerData>;

// ---------------------------------------------------------------------------------------------
// Reviews (§3 Customer review: reviewerName, objectCode, rating 1 to 5, createdDate, message)
// ---------------------------------------------------------------------------------------------

export const RatingSummary = z.object({
  /** Mean rating rounded to one decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** A review as a product page shows it (product-detail rateData.content[]). */
export const ProductReview = z.object({
  reviewerName: z.string(),
  reviewerCity: z.string(),
  rating: z.number().int(),
  createdDate: z.string(),
  title: z.string(),
  message: z.string(),
});
export type ProductReview = z.infer<typeof ProductReview>;

/** §3 Product markup rateData: the reviews of one product. */
export const RateData = z.object({
  /** Mean rating rounded to one decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number().int(),
  /** Latest five. */
  content: z.array(ProductReview),
});
export type RateData = z.infer<typeof RateData>;

export const REVIEW_TYPES = ['NEWCAR', 'USEDCAR', 'ACCESSORY', 'SERVICE', 'COUPON'] as const;
const ReviewQuery = z.object({
  type: requiredEnum(REVIEW_TYPES),
  code: codeParam('Code of the reviewed object: model, used car, accessory, service type (e.g. booking-service) or coupon'),
  page: pageParam,
  size: sizeParam(10),
});
export const ReviewItem = z.object({
  id: z.number().int(),
  type: z.string(),
  objectCode: z.string(),
  reviewerName: z.string(),
  reviewerCity: z.string(),
  rating: z.number().int(),
  title: z.string(),
  message: z.string(),
  createdDate: z.string(),
  verifiedPurchase: z.boolean(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;
export const ReviewPage = pageOf(ReviewItem).extend({ summary: RatingSummary });
export type ReviewPage = z.infer<typeof ReviewPage>;

/** /review-produk: reviews across the objects of one type. */
export const REVIEW_FEED_TYPES = ['NEWCAR', 'SERVICE'] as const;
const ReviewFeedQuery = z.object({
  type: z.enum(REVIEW_FEED_TYPES).default('NEWCAR').describe('NEWCAR (models) or SERVICE (after-sales services)'),
  code: codeParam('Model code (NEWCAR) or service type (SERVICE); absent = every object of the type').optional(),
  rating: z.coerce.number().int().min(1).max(5).optional().describe('Only reviews with this rating (1–5)'),
  page: pageParam,
  size: sizeParam(10, 50),
});
export const ReviewFeedItem = ReviewItem.extend({ objectName: z.string(), objectUrl: SitePath });
export type ReviewFeedItem = z.infer<typeof ReviewFeedItem>;
export const ReviewFeedObject = z.object({
  code: z.string(),
  name: z.string(),
  url: SitePath,
  count: z.number().int(),
  average: z.number(),
});
export type ReviewFeedObject = z.infer<typeof ReviewFeedObject>;
export const ReviewFeedPage = pageOf(ReviewFeedItem).extend({
  /** Every review of the type (and code), whatever the rating filter. */
  summary: RatingSummary,
  /** Objects of the type that have reviews, by name: the model filter. */
  objects: z.array(ReviewFeedObject),
});
export type ReviewFeedPage = z.infer<typeof ReviewFeedPage>;

// ---------------------------------------------------------------------------------------------
// News and tips (§3 Article: titlePage, heroImageLink, publishedDate)
// ---------------------------------------------------------------------------------------------

/** The article card every news list answers (home page, news list, salesman news). */
export const ArticleCard = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  author: z.string(),
  publishedDate: z.string(),
  readingMinutes: z.number().int(),
  /** Drawn hero picture (MEDIA.article). */
  imageUrl: SitePath,
  url: SitePath,
});
export type ArticleCard = z.infer<typeof ArticleCard>;

export const NEWS_CATEGORIES = ['Berita', 'Tips'] as const;
const NewsQuery = z.object({
  category: z.enum(NEWS_CATEGORIES).optional().describe('Berita or Tips; both when absent'),
  page: pageParam,
  size: sizeParam(6, 50),
});
export const NewsPage = pageOf(ArticleCard);
export type NewsPage = z.infer<typeof NewsPage>;
const ArticleParams = z.object({ slug: codeParam('Article slug') });
export const ArticleDetail = ArticleCard.extend({
  body: z.string().describe('Markdown (rendered by @kemudi/domain/markdown: no raw HTML); the seeded bodies are paragraphs and ## subheadings'),
  tags: z.array(z.string()),
  relatedModelCodes: z.array(z.string()),
  /** Issue 25: the <title> and meta description (the editor's SEO fields, else the title and summary). */
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** When it went on the site and when it last changed (JSON-LD datePublished, dateModified). */
  publishedAt: z.string().describe('ISO 8601 date-time'),
  updatedAt: z.string().describe('ISO 8601 date-time'),
});
export type ArticleDetail = z.infer<typeof ArticleDetail>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const editorialCalls = {
  /** §7 faq?type&code[&isLandingPage&page&size] */
  faq: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/faq', query: FaqQuery, data: FaqPage }),
  /** §7 termcondition?type */
  termCondition: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/termcondition', query: TermQuery, data: TermData }),
  /** §7 page/static-page?pageId|componentId */
  staticPage: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/page/static-page', query: StaticPageQuery, data: StaticPageData }),
  /** §7 contentCatalog/login-page-banner */
  loginBanner: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/contentCatalog/login-page-banner', data: LoginBannerData }),
  /** §7 "Banner location returns data.bannerUrl" */
  banner: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/banner/location/:location', params: BannerParams, data: BannerData }),
  /** §7 review?type&code */
  reviews: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/review', query: ReviewQuery, data: ReviewPage }),
  /** Reviews across models or services, for /review-produk (§2). */
  reviewFeed: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/review/feed', query: ReviewFeedQuery, data: ReviewFeedPage }),
  /** News and tips, newest first (the list §7 implies for /berita-dan-tips). */
  news: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/news', query: NewsQuery, data: NewsPage }),
  /** One article with its body (§3 Article). */
  article: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/news/slug/:slug', params: ArticleParams, data: ArticleDetail }),
} as const;
