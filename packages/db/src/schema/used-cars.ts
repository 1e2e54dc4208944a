import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { carModels, carVariants } from './cars';

export type InspectionItem = { group: string; item: string; status: 'baik' | 'perhatian' | 'diperbaiki'; note: string | null };
export type Inspection = {
  /** 0–100 */
  score: number;
  /** A, B or C */
  grade: string;
  inspectedDate: string;
  inspector: string;
  pointsChecked: number;
  items: InspectionItem[];
};

/** Certified used car (§3 Used car). */
export const usedCars = pgTable(
  'used_cars',
  {
    code: text('code').primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => carModels.code),
    /**
     * The name the car was sold under when the catalogue's model has since been renamed or replaced
     * (the Avanza Veloz before the 2021 Veloz, the Hilux S-Cab before the Hilux Rangga); null: the
     * model's own name.
     */
    modelName: text('model_name'),
    /** Set when the car's variant is still sold new. */
    variantCode: text('variant_code').references(() => carVariants.code),
    variantName: text('variant_name').notNull(),
    year: integer('year').notNull(),
    colorName: text('color_name').notNull(),
    colorHex: text('color_hex').notNull(),
    mileageKm: integer('mileage_km').notNull(),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').notNull(),
    /** Plate region prefix, e.g. B, D, AB, L. */
    plateRegion: text('plate_region').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    ownerCount: integer('owner_count').notNull(),
    /** Remaining certified-warranty months. */
    warrantyMonths: integer('warranty_months').notNull(),
    description: text('description').notNull(),
    /** available | booked | sold */
    status: text('status').notNull().default('available'),
    listedDate: text('listed_date').notNull(),
    inspection: jsonb('inspection').$type<Inspection>().notNull(),
    /**
     * Priced by the used-price rule (packages/domain/src/used-price.ts) rather than by hand: such a
     * listing follows the Jakarta OTR of today's line-up (issue 25, migration 0019).
     */
    pricedByRule: boolean('priced_by_rule').notNull().default(false),
    /** A Jakarta OTR of its model changed: the repricing job (modules/used-cars/reprice.ts) prices it again. */
    repriceDue: boolean('reprice_due').notNull().default(false),
  },
  (t) => [
    index('used_cars_model_idx').on(t.modelCode),
    index('used_cars_branch_idx').on(t.branchId),
    index('used_cars_reprice_due_idx').on(t.repriceDue).where(sql`${t.repriceDue}`),
  ],
);
