import { bigint, boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const accessories = pgTable('accessories', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  strikeThroughPrice: bigint('strike_through_price', { mode: 'number' }),
  /** Model codes it fits. */
  fittingModels: text('fitting_models').array().notNull(),
  /** Icon drawn by the SVG art module (packages/art). */
  icon: text('icon').notNull(),
  installMinutes: integer('install_minutes'),
  warrantyMonths: integer('warranty_months'),
  /** Shown in contentCatalog/trending-product-aftersales. */
  isTrending: boolean('is_trending').notNull().default(false),
});

export const spareParts = pgTable('spare_parts', {
  /** Toyota part number, e.g. 90915-YZZN1. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  fittingModels: text('fitting_models').array().notNull(),
  /** Recommended replacement interval. */
  replaceEveryKm: integer('replace_every_km'),
  icon: text('icon').notNull(),
});

export type PackageItem = { name: string; kind: 'jasa' | 'part' };

export const servicePackages = pgTable('service_packages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Servis Berkala | Paket Hemat | Perawatan AC | Kaki-kaki | Perawatan Mesin */
  type: text('type').notNull(),
  modelCodes: text('model_codes').array().notNull(),
  kmInterval: integer('km_interval'),
  description: text('description').notNull(),
  items: jsonb('items').$type<PackageItem[]>().notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  normalPrice: bigint('normal_price', { mode: 'number' }),
  durationMinutes: integer('duration_minutes').notNull(),
});

export const serviceCoupons = pgTable('service_coupons', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** berkala | ac | body-paint | kaki-kaki | home-service */
  serviceType: text('service_type').notNull(),
  modelCodes: text('model_codes').array().notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  normalPrice: bigint('normal_price', { mode: 'number' }).notNull(),
  validFrom: text('valid_from').notNull(),
  validUntil: text('valid_until').notNull(),
  /** Days a bought coupon stays usable. */
  usableDays: integer('usable_days').notNull(),
  quota: integer('quota').notNull(),
  terms: jsonb('terms').$type<string[]>().notNull(),
  isTrending: boolean('is_trending').notNull().default(false),
});

export type ContentStep = { title: string; description: string };
export type ContentFaqRef = { question: string; answer: string };

/** Long-form content per after-sales service (service/content, §7). */
export const serviceContents = pgTable('service_contents', {
  /** booking-service | home-service | body-paint | trade-in | spare-parts | layanan-bengkel | cubain | tracking-order */
  serviceType: text('service_type').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
  steps: jsonb('steps').$type<ContentStep[]>().notNull(),
  /** Indicative price text, e.g. 'Mulai Rp 450.000'. */
  priceNote: text('price_note'),
});

/** Individual services a workshop offers (content/v1/service?serviceType&serviceCategory). */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    /** bengkel | body-paint | home-service */
    serviceType: text('service_type').notNull(),
    /** berkala | perbaikan | perawatan | kaki-kaki | kelistrikan | cat | ... */
    serviceCategory: text('service_category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceFrom: bigint('price_from', { mode: 'number' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('services_type_idx').on(t.serviceType, t.serviceCategory)],
);

/** contentCatalog/flash-sale: time-boxed prices on after-sales items. */
export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  /** accessory | coupon | package | part */
  itemKind: text('item_kind').notNull(),
  itemCode: text('item_code').notNull(),
  /** Matches the category filter of the call (aksesoris | kupon | paket | suku-cadang). */
  category: text('category').notNull(),
  /** Empty = every city. */
  cityIsocodes: text('city_isocodes').array().notNull(),
  salePrice: bigint('sale_price', { mode: 'number' }).notNull(),
  startsAt: text('starts_at').notNull(),
  endsAt: text('ends_at').notNull(),
  quota: integer('quota').notNull(),
  sold: integer('sold').notNull().default(0),
});
