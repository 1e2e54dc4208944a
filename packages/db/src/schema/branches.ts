import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cities, provinces } from './geo';

export type BranchService = 'sales' | 'bengkel' | 'body-paint' | 'home-service';
/** One row per weekday; `day` 1 = Senin … 7 = Minggu. Closed days have `open`/`close` null. */
export type WorkingDay = { day: number; open: string | null; close: string | null };
export type SalesmanGalleryItem = {
  kind: 'profile' | 'customer';
  title: string;
  caption: string;
  modelCode: string | null;
  date: string;
};

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    cityIsocode: text('city_isocode')
      .notNull()
      .references(() => cities.isocode),
    provinceIsocode: text('province_isocode')
      .notNull()
      .references(() => provinces.isocode),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    services: text('services').array().$type<BranchService[]>().notNull(),
    workingSchedule: jsonb('working_schedule').$type<WorkingDay[]>().notNull(),
    /** Hidden branches (e.g. a closed-for-renovation outlet) are left out of lists unless `hidden=false`. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('branches_city_idx').on(t.cityIsocode)],
);

export const salesmen = pgTable(
  'salesmen',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    position: text('position').notNull(),
    whatsapp: text('whatsapp').notNull(),
    bio: text('bio').notNull(),
    yearsOfService: integer('years_of_service').notNull(),
    /** Model codes this salesman specialises in. */
    specialties: text('specialties').array().notNull(),
    languages: text('languages').array().notNull(),
    gallery: jsonb('gallery').$type<SalesmanGalleryItem[]>().notNull(),
  },
  (t) => [index('salesmen_branch_idx').on(t.branchId)],
);
