/**
 * The staff console's content (issue 25): news and tips articles, FAQ entries and static pages,
 * under /api/staff/v1/content. Permission `content.edit` (content editors and group admins; 403
 * for everyone else). Article bodies and static pages are Markdown, rendered by
 * @kemudi/domain/markdown on the site and in the console's preview alike; FAQ answers are plain text. Times: the console edits WIB wall-clock times; the API answers
 * instants (ISO 8601).
 */
import { z } from 'zod';
import { defineCall } from './call';
import { pageOf, pageParam, sizeParam } from './common';
import { FAQ_TYPES, NEWS_CATEGORIES } from './editorial';
import { AuditEntry, sortDir } from './staff';
import { WibDateTime } from './staff-promos';

const BASE = '/api/staff/v1/content';
const isoDateTime = z.string().describe('ISO 8601 date-time');

export const CONTENT_MESSAGES = {
  SlugTaken: 'Slug ini sudah dipakai artikel lain. Pilih slug lain.',
  ArticleNotFound: 'Artikel tidak ditemukan',
  FaqNotFound: 'Pertanyaan tidak ditemukan',
  PageNotFound: 'Halaman tidak ditemukan',
  ReorderMismatch: 'Urutan tidak cocok dengan daftar pertanyaan saat ini. Muat ulang halaman lalu coba lagi.',
} as const;

/** How long search engines show a title and a description before cutting it (the counters' limits). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const ARTICLE_STATES = ['draft', 'published', 'unpublished'] as const;
/** draft, scheduled (published, its time not come), live, unpublished. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'live', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draf',
  scheduled: 'Terjadwal',
  live: 'Tayang',
  unpublished: 'Tidak tayang',
};

export const contentSlugField = z
  .string()
  .trim()
  .min(3, 'Slug minimal 3 karakter')
  .max(100, 'Slug maksimal 100 karakter')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug hanya huruf kecil, angka dan tanda hubung (mis. tips-merawat-aki)');

const text = (label: string, max: number, min = 1) => z.string().trim().min(min, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} maksimal ${max} karakter`).default('');

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

export const StaffArticleRow = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  author: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  publishedAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type StaffArticleRow = z.infer<typeof StaffArticleRow>;

export const StaffArticleListData = pageOf(StaffArticleRow).extend({
  counts: z.object(Object.fromEntries(ARTICLE_STATUSES.map((s) => [s, z.number().int()])) as Record<ArticleStatus, z.ZodNumber>),
});
export type StaffArticleListData = z.infer<typeof StaffArticleListData>;

export const ARTICLE_SORTS = ['publishedAt', 'updatedAt', 'title'] as const;
export const StaffArticleListQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Title or slug'),
  status: z.enum(ARTICLE_STATUSES).optional(),
  category: z.enum(NEWS_CATEGORIES).optional(),
  sort: z.enum(ARTICLE_SORTS).default('publishedAt'),
  dir: sortDir.default('desc'),
  page: pageParam,
  size: sizeParam(25),
});
export type StaffArticleListQuery = z.input<typeof StaffArticleListQuery>;

export const StaffArticleBody = z.object({
  title: text('Judul', 150, 5),
  category: z.enum(NEWS_CATEGORIES, 'Pilih kategori artikel'),
  summary: text('Ringkasan', 300),
  body: text('Isi artikel', 50_000),
  author: text('Penulis', 100),
  /** When it goes on the site once published (WIB, to the minute); absent: now (create) or unchanged (edit). */
  publishedAt: WibDateTime.optional(),
  seoTitle: optionalText('Judul SEO', SEO_TITLE_MAX),
  seoDescription: optionalText('Deskripsi SEO', SEO_DESCRIPTION_MAX),
  tags: z.array(z.string().trim().min(1).max(40)).max(10, 'Topik maksimal 10').default([]),
});
export type StaffArticleBody = z.input<typeof StaffArticleBody>;
export const StaffArticleCreateBody = StaffArticleBody.extend({ slug: contentSlugField });
export type StaffArticleCreateBody = z.input<typeof StaffArticleCreateBody>;

export const StaffArticle = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  body: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  state: z.enum(ARTICLE_STATES),
  status: z.enum(ARTICLE_STATUSES),
  publishedAt: isoDateTime,
  /** The same instant as a WIB wall-clock time, for the form. */
  publishedAtWib: z.string(),
  readingMinutes: z.number().int(),
  /** The article's page on the site. */
  url: z.string(),
  updatedAt: isoDateTime,
  timeline: z.array(AuditEntry),
});
export type StaffArticle = z.infer<typeof StaffArticle>;

const SlugParam = z.object({ slug: z.string().trim().min(1).max(100) });

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

export const StaffFaq = z.object({
  id: z.number().int(),
  type: z.string(),
  code: z.string(),
  question: z.string(),
  answer: z.string(),
  isLandingPage: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: isoDateTime,
});
export type StaffFaq = z.infer<typeof StaffFaq>;

export const StaffFaqListQuery = z.object({
  type: z.enum(FAQ_TYPES).optional(),
  code: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
});
export type StaffFaqListQuery = z.input<typeof StaffFaqListQuery>;
export const StaffFaqListData = z.object({ content: z.array(StaffFaq), types: z.array(z.string()) });
export type StaffFaqListData = z.infer<typeof StaffFaqListData>;

export const StaffFaqBody = z.object({
  type: z.enum(FAQ_TYPES, 'Pilih kategori pertanyaan'),
  code: z.string().trim().max(60).default(''),
  question: text('Pertanyaan', 300, 5),
  answer: text('Jawaban', 5000),
  isLandingPage: z.boolean().default(false),
});
export type StaffFaqBody = z.input<typeof StaffFaqBody>;

/** The questions of one (type, code) group in their new order: every id of the group, once. */
export const StaffFaqReorderBody = z.object({
  type: z.enum(FAQ_TYPES),
  code: z.string().trim().max(60).default(''),
  ids: z.array(z.number().int()).min(1).max(500),
});
export type StaffFaqReorderBody = z.input<typeof StaffFaqReorderBody>;
const FaqIdParam = z.object({ id: z.coerce.number().int().min(1) });

// ---------------------------------------------------------------------------------------------
// Static pages
// ---------------------------------------------------------------------------------------------

export const StaffStaticPageRow = z.object({ pageId: z.string(), title: z.string(), url: z.string().nullable(), updatedAt: isoDateTime });
export const StaffStaticPage = z.object({
  pageId: z.string(),
  title: z.string(),
  seoTitle: z.string(),
  /** The lead under the title and the meta description. */
  description: z.string(),
  /** The sections as Markdown ('## ' headings). */
  body: z.string(),
  updatedDate: z.string(),
  url: z.string().nullable(),
  updatedAt: isoDateTime,
  timeline: z.array(AuditEntry),
});
export type StaffStaticPage = z.infer<typeof StaffStaticPage>;
export const StaffStaticPageBody = z.object({
  title: text('Judul', 150, 3),
  seoTitle: optionalText('Judul SEO', SEO_TITLE_MAX),
  description: text('Deskripsi', SEO_DESCRIPTION_MAX),
  body: text('Isi halaman', 50_000),
});
export type StaffStaticPageBody = z.input<typeof StaffStaticPageBody>;
const PageIdParam = z.object({ pageId: z.string().trim().min(1).max(100) });

export const staffContentCalls = {
  articles: defineCall({ method: 'GET', path: `${BASE}/articles`, query: StaffArticleListQuery, data: StaffArticleListData }),
  article: defineCall({ method: 'GET', path: `${BASE}/articles/:slug`, params: SlugParam, data: StaffArticle }),
  createArticle: defineCall({ method: 'POST', path: `${BASE}/articles`, body: StaffArticleCreateBody, data: StaffArticle }),
  updateArticle: defineCall({ method: 'PATCH', path: `${BASE}/articles/:slug`, params: SlugParam, body: StaffArticleBody, data: StaffArticle }),
  publishArticle: defineCall({ method: 'POST', path: `${BASE}/articles/:slug/publish`, params: SlugParam, body: z.object({}), data: StaffArticle }),
  unpublishArticle: defineCall({ method: 'POST', path: `${BASE}/articles/:slug/unpublish`, params: SlugParam, body: z.object({}), data: StaffArticle }),
  faqs: defineCall({ method: 'GET', path: `${BASE}/faqs`, query: StaffFaqListQuery, data: StaffFaqListData }),
  createFaq: defineCall({ method: 'POST', path: `${BASE}/faqs`, body: StaffFaqBody, data: StaffFaq }),
  updateFaq: defineCall({ method: 'PATCH', path: `${BASE}/faqs/:id`, params: FaqIdParam, body: StaffFaqBody, data: StaffFaq }),
  deleteFaq: defineCall({ method: 'POST', path: `${BASE}/faqs/:id/delete`, params: FaqIdParam, body: z.object({}), data: z.object({ id: z.number().int() }) }),
  reorderFaqs: defineCall({ method: 'POST', path: `${BASE}/faqs/reorder`, body: StaffFaqReorderBody, data: StaffFaqListData }),
  pages: defineCall({ method: 'GET', path: `${BASE}/pages`, data: z.object({ content: z.array(StaffStaticPageRow) }) }),
  page: defineCall({ method: 'GET', path: `${BASE}/pages/:pageId`, params: PageIdParam, data: StaffStaticPage }),
  updatePage: defineCall({ method: 'PATCH', path: `${BASE}/pages/:pageId`, params: PageIdParam, body: StaffStaticPageBody, data: StaffStaticPage }),
} as const;
