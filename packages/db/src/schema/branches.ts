import { boolean, customType, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** Issue 25: a photo uploaded in the staff console (else the site draws an avatar from the slug). */
    photoId: uuid('photo_id').references(() => salesmanPhotos.id, { onDelete: 'set null' }),
    /** Issue 25: an inactive salesman (left, on leave) is left out of the site's lists. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('salesmen_branch_idx').on(t.branchId)],
);

/** Bytes as a Buffer whichever driver answers (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Issue 25: salesman photos uploaded in the staff console (type judged from the bytes, as every upload). */
export const salesmanPhotos = pgTable('salesman_photos', {
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

/**
 * Issue 25: days a branch is closed whatever its week says (national holidays, stock-taking), in
 * the branch's own calendar. No booking slot is offered on them. Bumps the data version (0021).
 */
export const branchClosures = pgTable(
  'branch_closures',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('branch_closures_branch_date_unique').on(t.branchId, t.date)],
);
