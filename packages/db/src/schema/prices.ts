import type { PRICE_SOURCES } from '@kemudi/domain/contracts/staff-prices';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carColors, carVariants } from './cars';
import { cities } from './geo';
import { staff } from './staff';

/*
 * Prices run from the console (issue 25, migration 0019). The prices themselves stay where the site
 * reads them (car_variants.price_otr — the default, DKI Jakarta OTR —, car_variant_prices per city,
 * car_colors.extra_price); these tables record who changed them and the price lists staff import.
 * Neither bumps the data version: the price tables do.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** manual (the console's edit), import (a price list), dealer (the dealer system's push). */
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** One row of a previewed import: what it changes (the file's row number, 1 = the header). */
export type PriceImportChange = {
  row: number;
  variantCode: string;
  /** Null: the variant's default OTR (DKI Jakarta and every city without a price of its own). */
  cityIsocode: string | null;
  from: number;
  to: number;
};
export type PriceImportError = { row: number; message: string };

export const priceImports = pgTable(
  'price_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    fileName: text('file_name').notNull(),
    /** preview: uploaded and checked, nothing applied; applied: its changes were written. */
    status: text('status').$type<'preview' | 'applied'>().notNull().default('preview'),
    rowCount: integer('row_count').notNull(),
    changes: jsonb('changes').$type<PriceImportChange[]>().notNull(),
    errors: jsonb('errors').$type<PriceImportError[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    appliedAt: at('applied_at'),
  },
  (t) => [check('price_imports_status_check', sql`${t.status} in ('preview', 'applied')`)],
);

/** Every change of an OTR price (kind otr: variant + city, null city = the default) or a colour surcharge (kind color). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    kind: text('kind').$type<'otr' | 'color'>().notNull(),
    variantCode: text('variant_code').references(() => carVariants.code, { onDelete: 'cascade' }),
    cityIsocode: text('city_isocode').references(() => cities.isocode),
    colorId: integer('color_id').references(() => carColors.id, { onDelete: 'cascade' }),
    /** The price a visitor saw before (for a city without a row of its own: the default OTR). */
    priceFrom: bigint('price_from', { mode: 'number' }).notNull(),
    priceTo: bigint('price_to', { mode: 'number' }).notNull(),
    source: text('source').$type<PriceSource>().notNull(),
    /** Null for the dealer system's push. */
    staffId: uuid('staff_id').references(() => staff.id),
    importId: uuid('import_id').references(() => priceImports.id),
    reason: text('reason'),
  },
  (t) => [
    index('price_history_otr_idx').on(t.variantCode, t.cityIsocode, t.at.desc()),
    index('price_history_color_idx').on(t.colorId, t.at.desc()),
    check('price_history_kind_check', sql`${t.kind} in ('otr', 'color')`),
    check('price_history_source_check', sql`${t.source} in ('manual', 'import', 'dealer')`),
  ],
);
