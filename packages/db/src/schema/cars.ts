import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { cities } from './geo';

import type { BodyType, Fuel } from '@kemudi/domain/vocabulary';

export type { BodyType, Fuel };

/** A model as sold today (§3 Product / Car). `code` is the URL slug: /mobil-baru-toyota/p/{code}. */
export const carModels = pgTable('car_models', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** NEWCAR for every model; product-detail defaults to it (§7). */
  category: text('category').notNull().default('NEWCAR'),
  bodyType: text('body_type').$type<BodyType>().notNull(),
  tagline: text('tagline').notNull(),
  description: text('description').notNull(),
  seats: integer('seats').notNull(),
  doors: integer('doors').notNull(),
  /** Trending order on the home page (page/trending-cars); null = not trending. */
  trendingRank: integer('trending_rank'),
  testDrive: boolean('test_drive').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

export const carVariants = pgTable(
  'car_variants',
  {
    code: text('code').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => carModels.code),
    name: text('name').notNull(),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').$type<Fuel>().notNull(),
    engine: text('engine').notNull(),
    engineCc: integer('engine_cc').notNull(),
    powerPs: integer('power_ps').notNull(),
    torqueNm: integer('torque_nm').notNull(),
    /** Default OTR price (DKI Jakarta), rupiah. */
    priceOtr: bigint('price_otr', { mode: 'number' }).notNull(),
    /** Price before the current discount, when there is one. */
    strikeThroughPrice: bigint('strike_through_price', { mode: 'number' }),
    isPreorder: boolean('is_preorder').notNull().default(false),
    /**
     * Seats of this variant where they differ from the model's (issue 15: a second-row bench seats
     * eight, captain seats seven); null: the model's `seats`.
     */
    seats: integer('seats'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('car_variants_model_idx').on(t.modelCode)],
);

/** OTR price per city; cities without a row use the variant's default OTR. */
export const carVariantPrices = pgTable(
  'car_variant_prices',
  {
    variantCode: text('variant_code')
      .notNull()
      .references(() => carVariants.code),
    cityIsocode: text('city_isocode')
      .notNull()
      .references(() => cities.isocode),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantCode, t.cityIsocode] })],
);

export const carColors = pgTable(
  'car_colors',
  {
    id: serial('id').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => carModels.code),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    /** Roof colour of a two-tone paint. */
    roofHex: text('roof_hex'),
    extraPrice: bigint('extra_price', { mode: 'number' }).notNull().default(0),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('car_colors_model_idx').on(t.modelCode)],
);

/** Specification rows grouped as on a brochure (Mesin, Dimensi, …). `variantValues` overrides `value` per variant code. */
export const carSpecifications = pgTable(
  'car_specifications',
  {
    id: serial('id').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => carModels.code),
    groupName: text('group_name').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    variantValues: jsonb('variant_values').$type<Record<string, string>>(),
    /** Shown among the key specifications on the model page. */
    isKey: boolean('is_key').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('car_specifications_model_idx').on(t.modelCode)],
);

export const carSuperiorities = pgTable(
  'car_superiorities',
  {
    id: serial('id').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => carModels.code),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Icon name drawn by packages/art: engine, safety, comfort, tech, space, fuel, style, offroad. */
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('car_superiorities_model_idx').on(t.modelCode)],
);

export const carGalleries = pgTable(
  'car_galleries',
  {
    id: serial('id').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => carModels.code),
    /** exterior | interior | feature */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    caption: text('caption').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('car_galleries_model_idx').on(t.modelCode)],
);

export const carVideos = pgTable(
  'car_videos',
  {
    id: serial('id').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => carModels.code),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    uploadDate: text('upload_date').notNull(),
  },
  (t) => [index('car_videos_model_idx').on(t.modelCode)],
);
