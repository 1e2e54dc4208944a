import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Bytes as a Buffer whichever driver answers (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Promos (§7 promo calls). A promo with no city/branch/product/salesman scope is national. */
export const promos = pgTable('promos', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  /** Mobil Baru | Purna Jual | Mobil Bekas | Aksesoris */
  category: text('category').notNull(),
  /** national | city | branch | product | salesman */
  scope: text('scope').notNull(),
  cityIsocodes: text('city_isocodes').array().notNull(),
  branchSlugs: text('branch_slugs').array().notNull(),
  productCodes: text('product_codes').array().notNull(),
  salesmanSlugs: text('salesman_slugs').array().notNull(),
  isHero: boolean('is_hero').notNull().default(false),
  /** Accent colour of the drawn hero. */
  heroColor: text('hero_color').notNull(),
  terms: jsonb('terms').$type<string[]>().notNull(),
  /** WIB days the promo is valid, both included (what cards show); kept in step with startsAt/endsAt. */
  validFrom: text('valid_from').notNull(),
  validUntil: text('valid_until').notNull(),
  publishedDate: text('published_date').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /**
   * Issue 25 (migration 0020): draft | published | unpublished. Only a published promo is on the
   * site, and only from startsAt (included) to endsAt (excluded) — instants, scheduled to the minute.
   */
  state: text('state').notNull().default('published'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** An uploaded picture (promo_images) instead of the drawn one. */
  imageId: uuid('image_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('promos_running_idx').on(t.state, t.startsAt, t.endsAt)]);

/**
 * Pictures uploaded for promos in the console (issue 25): checked by their bytes like every upload
 * of the site (JPEG, PNG or WebP, at most 5 MB), kept in the database so that every API process
 * serves them, under /api/media/v1/promo/{slug}/{id}.{ext}.
 */
export const promoImages = pgTable('promo_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data'),
  /** Issue 27: where the bytes are: 'db' (data) or 's3' (storage_key in S3_BUCKET); apps/api/src/lib/file-store.ts. */
  storage: text('storage').notNull().default('db'),
  storageKey: text('storage_key'),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** News and tips (§3 Article). */
export const articles = pgTable('articles', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Berita | Tips */
  category: text('category').notNull(),
  summary: text('summary').notNull(),
  /** Paragraphs separated by blank lines; lines starting with '## ' are subheadings. */
  body: text('body').notNull(),
  author: text('author').notNull(),
  publishedDate: text('published_date').notNull(),
  tags: text('tags').array().notNull(),
  relatedModelCodes: text('related_model_codes').array().notNull(),
  heroColor: text('hero_color').notNull(),
  readingMinutes: integer('reading_minutes').notNull(),
  /**
   * Issue 25 (migration 0023): draft | published | unpublished. A published article is on the site
   * from publishedAt (an instant, to the minute); publishedDate is its WIB day, kept in step.
   */
  state: text('state').notNull().default('published'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** SEO title and description; empty = the title and the summary. */
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member who last changed it (null: the seed). */
  updatedBy: uuid('updated_by'),
}, (t) => [index('articles_published_idx').on(t.state, t.publishedAt)]);

/** §3 Customer review: reviewerName, objectCode, rating 1–5, createdDate, message. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    /** NEWCAR | USEDCAR | ACCESSORY | SERVICE | COUPON */
    type: text('type').notNull(),
    objectCode: text('object_code').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerCity: text('reviewer_city').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdDate: text('created_date').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(true),
  },
  (t) => [index('reviews_object_idx').on(t.type, t.objectCode)],
);

/** §7 content/v1/faq?type&code. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    /** umum | mobil-baru | mobil-bekas | servis | aksesoris | kupon | akun | pembayaran | product */
    type: text('type').notNull(),
    /** Page or product code the question belongs to ('' for the whole type). */
    code: text('code').notNull().default(''),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    isLandingPage: boolean('is_landing_page').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [index('faqs_type_code_idx').on(t.type, t.code)],
);

export type StaticSection = { heading: string; paragraphs: string[] };

/** page/static-page?pageId|componentId. */
export const staticPages = pgTable('static_pages', {
  pageId: text('page_id').primaryKey(),
  componentId: text('component_id').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  sections: jsonb('sections').$type<StaticSection[]>().notNull(),
  updatedDate: text('updated_date').notNull(),
  /** Issue 25 (migration 0023): the <title> (empty = the title); description is the meta description. */
  seoTitle: text('seo_title').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** termcondition?type */
export const termConditions = pgTable('term_conditions', {
  type: text('type').primaryKey(),
  title: text('title').notNull(),
  items: jsonb('items').$type<string[]>().notNull(),
  updatedDate: text('updated_date').notNull(),
});

/** Menu categories (header, Purna Jual submenu, quick menu, home tiles). */
export const menuCategories = pgTable('menu_categories', {
  id: serial('id').primaryKey(),
  /** header | purna-jual | quick-menu | home-tile | footer */
  location: text('location').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  /** The mobile drawer hides items with hideOnMobile (§2: only Mobil Baru). */
  hideOnMobile: boolean('hide_on_mobile').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** Banner per location; the API answers data.bannerUrl (§7). */
export const banners = pgTable('banners', {
  location: text('location').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  linkUrl: text('link_url').notNull(),
  color: text('color').notNull(),
});

/** §3 consent items; §9 checkbox text is source 4 detail 4, popup text source 4 detail 5. */
export const consentTexts = pgTable(
  'consent_texts',
  {
    consentSourceCode: integer('consent_source_code').notNull(),
    consentSourceDetailCode: integer('consent_source_detail_code').notNull(),
    title: text('title').notNull(),
    bodyMessage: text('body_message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.consentSourceCode, t.consentSourceDetailCode] })],
);

/** get-config/{key}: dates stored ISO (yyyy-mm-dd), answered dd/mm/yyyy (§3). */
export const configs = pgTable('configs', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description').notNull(),
});

/**
 * Newsletter addresses (§4 footer subscribe). Double opt-in (issue 16): a subscription is pending
 * (confirmedAt null) until the link emailed to the address is opened; only the hash of that link's
 * token is kept. Rows from before issue 16 were made confirmed by the migration.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  /** Lower-cased, trimmed. */
  email: text('email').primaryKey(),
  source: text('source').notNull().default('footer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the address confirmed its subscription; null while pending. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** sha256 (hex) of the pending confirmation link's token; null once confirmed. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
});
