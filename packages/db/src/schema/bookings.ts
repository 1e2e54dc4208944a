import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staff } from './staff';

/**
 * Bookings, trade-in and leads (issue 13): every "book", "ask" and "sell" a visitor starts ends in
 * one of these rows, written in one transaction with the messages about it (outbox_messages) and
 * what the dealer's CRM must receive (crm_outbox). None of these tables bumps the catalogue data
 * version: they change all day and must never empty the read cache of the catalogue.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Test-drive cars of a sales branch: `units` cars of one model, each able to take one visitor an
 * hour. A slot of (branch, model) is full when as many bookings hold it as the branch has units.
 * Seeded at every start (onConflictDoNothing), like product stock.
 */
export const testDriveUnits = pgTable(
  'test_drive_units',
  {
    branchSlug: text('branch_slug').notNull(),
    modelCode: text('model_code').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchSlug, t.modelCode] }), check('test_drive_units_units_check', sql`${t.units} >= 0`)],
);

/** Cubain rental cars of a branch by class (e.g. 'city-car', 'mpv', 'suv', 'premium'): `units` cars of that class. */
export const rentalFleet = pgTable(
  'rental_fleet',
  {
    branchSlug: text('branch_slug').notNull(),
    carClass: text('car_class').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchSlug, t.carClass] }), check('rental_fleet_units_check', sql`${t.units} >= 0`)],
);

/**
 * How much of a bookable resource an hour has used. `resource` names what is booked: a branch's
 * test-drive cars of a model ('td:{branch}:{model}'), one used car ('utd:{code}'), a workshop's
 * stalls ('stall:{branch}'), body & paint estimators ('bp:{branch}'), the home-service team of a
 * city ('ths:{city}'), inspectors ('insp:{branch}' / 'insp-home:{city}'). Taken with one conditional
 * upsert (`WHERE used < capacity`), so two visitors racing for the last unit cannot both win.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    resource: text('resource').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resource, t.slotStart] }), check('booking_slots_used_check', sql`${t.used} >= 0`)],
);

/**
 * A booking of any kind (domain/bookings.ts BOOKING_KINDS). A guest's booking has no customer (their
 * phone was verified by a one-time code); a booking made by phone of an existing customer is theirs.
 * `details` holds what the kind asks (model and variant, the car and service type, the address,
 * damage and insurance, the rental class, the part, the car to inspect), as its zod contract says.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the visitor and typed on /tracking-order: e.g. 'TD-261127-7KQ2MX'. */
    bookingNo: text('booking_no').notNull().unique(),
    kind: text('kind').notNull(),
    /** domain/bookings.ts BOOKING_STATUSES */
    status: text('status').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    /** '08…' (§5 normalised). */
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    branchSlug: text('branch_slug'),
    /** City of a home service or home inspection (and of the branch otherwise). */
    cityCode: text('city_code'),
    /** The booking_slots resource the slot was taken from (null: none, e.g. a spare-part request). */
    resource: text('resource'),
    slotStart: timestamp('slot_start', { withTimezone: true }),
    /** Cubain: the return (the rental holds its car from slot_start to slot_end). */
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** Estimated price in rupiah (service, home service, rental), when the kind has one. */
    estimate: bigint('estimate', { mode: 'number' }),
    /** T-CARE stage a workshop reports (service and body & paint): diterima … siap-diambil. */
    stage: text('stage'),
    sourcePage: text('source_page'),
    /** A retried request answers the booking already made: unique per phone. */
    idempotencyKey: text('idempotency_key').notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Staff console (issue 24): when the branch confirmed the booking (status pending → confirmed). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Staff console: the sales consultant a test drive is assigned to (null: nobody yet, any sales of the branch may take it). */
    assignedStaffId: uuid('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_idempotency_idx').on(t.contactPhone, t.idempotencyKey),
    // The staff queues: a branch's bookings by status and slot, or newest first.
    index('bookings_branch_status_slot_idx').on(t.branchSlug, t.status, t.slotStart),
    index('bookings_branch_created_idx').on(t.branchSlug, t.createdAt.desc()),
    index('bookings_created_idx').on(t.createdAt.desc()),
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    index('bookings_reminder_idx').on(t.slotStart).where(sql`${t.reminderSentAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index('bookings_resource_idx').on(t.resource, t.slotStart),
  ],
);

/** A booking's timeline: created, rescheduled, cancelled, each T-CARE stage, a branch's answer. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** domain/bookings.ts BOOKING_EVENT_TYPES */
    type: text('type').notNull(),
    /** Indonesian, as shown on the timeline. */
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.at)],
);

/**
 * Uploaded files (damage photos, KTP, SIM, selfie, a contact form's attachment): checked by their
 * bytes (not the name or the declared type), kept in the database or an S3-compatible bucket (issue 27)
 * so every API process sees them,
 * and only ever served back as the checked image/PDF type with nosniff. Uploaded before the form is
 * sent (`booking_id`/`lead_id` null until then); unattached files are deleted after a day.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** domain/bookings.ts UPLOAD_PURPOSES */
    purpose: text('purpose').notNull(),
    /** image/jpeg | image/png | image/webp | application/pdf, from the bytes. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data'),
    /** Issue 27: where the bytes are: 'db' (data) or 's3' (storage_key in S3_BUCKET); apps/api/src/lib/file-store.ts. */
    storage: text('storage').notNull().default('db'),
    storageKey: text('storage_key'),
    /** Who uploaded it: the customer, or for a guest a random per-browser owner key (HttpOnly cookie). */
    ownerCustomerId: uuid('owner_customer_id'),
    ownerKey: text('owner_key'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_files_booking_idx').on(t.bookingId), index('uploaded_files_orphan_idx').on(t.createdAt).where(sql`${t.bookingId} IS NULL AND ${t.leadId} IS NULL`)],
);

/**
 * A lead (§3 Leads: formId, phoneNumber copied to uniqueID): a form of §7 submit-leads / leadsv3, a
 * WhatsApp hand-over, a trade-in (Tukar Tambah), a contact question (with its ticket number).
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'LD-261127-…', or the ticket number of a contact question 'TK-261127-…'. */
    leadNo: text('lead_no').notNull().unique(),
    /** domain/leads.ts LEAD_KINDS */
    kind: text('kind').notNull(),
    formId: text('form_id').notNull(),
    /** Null for a WhatsApp hand-over by a guest (the chat itself carries the phone). */
    phoneNumber: text('phone_number'),
    /** §3: phoneNumber copied to uniqueID. */
    uniqueId: text('unique_id'),
    name: text('name'),
    email: text('email'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    modelCode: text('model_code'),
    variantCode: text('variant_code'),
    branchSlug: text('branch_slug'),
    salesmanSlug: text('salesman_slug'),
    sourcePage: text('source_page'),
    /** Whatever else the form carried (the trade-in car and its estimate, the topic and question, …). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A retried submission answers the lead already made. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    ip: text('ip'),
    /**
     * Staff console (issue 24). A sales lead: domain/leads.ts LEAD_STATUSES (baru → dihubungi →
     * janji-temu → terjual / batal); a Hubungi Kami ticket (kind 'contact'): TICKET_STATUSES.
     */
    status: text('status').notNull().default('baru'),
    /**
     * The booking this lead comes from: a test drive or a Jual Mobil Saya inspection also opens a
     * sales lead (kinds 'test-drive', 'sell-car'), whose slot lives on the booking.
     */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The staff member working it (a sales consultant of its branch); null: nobody yet. */
    assignedStaffId: uuid('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The first time staff reached the customer (status left 'baru'): the first-contact deadline is met then. */
    firstContactedAt: timestamp('first_contacted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_kind_idx').on(t.kind, t.createdAt),
    index('leads_phone_idx').on(t.phoneNumber),
    // The staff queues: a branch's leads by status, newest first; someone's own.
    index('leads_branch_status_created_idx').on(t.branchSlug, t.status, t.createdAt.desc()),
    index('leads_created_idx').on(t.createdAt.desc()),
    index('leads_assigned_idx').on(t.assignedStaffId, t.status),
    index('leads_email_idx').on(t.email),
    uniqueIndex('leads_booking_idx').on(t.bookingId).where(sql`${t.bookingId} IS NOT NULL`),
  ],
);

/**
 * A lead's or a ticket's timeline (staff console, issue 24): created, assigned, each status change
 * with its note, notes, a ticket's replies (by email and/or WhatsApp, through the outbox) and the
 * customer's later messages (which reopen a closed ticket).
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** domain/leads.ts LEAD_EVENT_TYPES */
    type: text('type').notNull(),
    /** Indonesian, as shown on the timeline (a note, a reply's text, the customer's message). */
    note: text('note').notNull(),
    /** Who wrote it; null for the customer or the system. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** A reply's channels: 'email', 'whatsapp' or 'email,whatsapp'. */
    channels: text('channels'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.at)],
);

/**
 * What the dealer's CRM must receive (a lead or a booking, created or changed), written in the
 * transaction of the change. Delivered by the CRM dispatcher through the CRM adapter with retries
 * until acknowledged; without a CRM configured the rows stay here with status 'outbox' (the local
 * default), so an outage or a missing CRM never fails a visitor's request and loses nothing.
 */
export const crmOutbox = pgTable(
  'crm_outbox',
  {
    id: serial('id').primaryKey(),
    /** lead | booking */
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    /** created | updated | cancelled | rescheduled */
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** outbox | pending | sent | failed */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('crm_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
