/**
 * The staff console's Booking queue (issue 24), under /api/staff/v1/bookings: every kind of booking
 * (test drives, workshop service, home service, body & paint, Cubain, inspections, spare-part
 * requests) of the caller's branches, with what a back office does to them — confirm a held slot,
 * move it (the customer's slot rules, without their cut-off), cancel with a reason the customer
 * reads, report the T-CARE stages, answer a spare-part request, close it, and give a test drive to a
 * sales consultant.
 *
 * Who: the service kinds need `bookings.service.*` (service advisors, managers, admins), test drives
 * `bookings.testDrive.*` (sales — of their branch, assigned to them or to nobody —, managers,
 * admins): another kind answers 403, another branch's booking 404 like a missing one. A change the
 * transition tables refuse answers 409 with the table's message (packages/domain/src/
 * booking-transitions.ts). Every change is audited (`booking.<action>`) in its own transaction and
 * the customer is told as with the dealer system's reports.
 */
import { z } from 'zod';
import { BOOKING_ACTIONS } from '../booking-transitions';
import { BOOKING_KINDS, BOOKING_STATUSES, TCARE_STAGES } from '../bookings';
import { AvailabilityData, Booking, BookingNoParams, RescheduleBody, SparePartAnswerBody } from './bookings';
import { defineCall } from './call';
import { pageOf, pageParam, sizeParam } from './common';
import { dateParam, sortDir } from './staff';

const BASE = '/api/staff/v1/bookings';
const isoDateTime = z.string().describe('ISO 8601 date-time');

/** Error types of these calls (besides ValidationError, NotFoundError, Forbidden and InvalidTransition). */
export const STAFF_BOOKING_MESSAGES = {
  /** 422 (issue 25): confirming a booking on a day its branch has since closed. */
  ClosedDay: 'Cabang tutup pada tanggal booking ini ({reason}). Jadwalkan ulang booking ke hari lain sebelum mengonfirmasi.',
  /** 403: a sales giving a test drive to someone else, or taking one somebody has. */
  AssignOwnOnly: 'Sales hanya dapat mengambil test drive yang belum ditangani, untuk dirinya sendiri.',
  /** 409: taken by someone else meanwhile. */
  AlreadyAssigned: 'Test drive ini baru saja diambil sales lain. Muat ulang halaman.',
  /** 422: the assignee is not an active sales of the booking's branch. */
  NotSalesOfBranch: 'Pilih sales yang aktif di cabang booking ini.',
  SameAssignee: 'Test drive ini sudah ditangani oleh sales tersebut.',
  /** 409: a booking without slots (a spare-part request) has none to move to. */
  NoSlots: 'Booking ini tidak memakai jadwal.',
} as const;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

const Named = z.object({ id: z.uuid(), name: z.string() });

/** A row of the queue. */
export const StaffBookingSummary = z.object({
  bookingNo: z.string(),
  kind: z.enum(BOOKING_KINDS),
  kindLabel: z.string(),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  stage: z.enum(TCARE_STAGES).nullable(),
  stageLabel: z.string().nullable(),
  /** What was booked, as the customer reads it ('Servis Berkala 10.000 km · Toyota Avanza 2022 (B 1234 KMD)'). */
  title: z.string(),
  contact: z.object({ name: z.string(), phoneNumber: z.string(), email: z.string().nullable() }),
  branch: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** On the branch's clock ('Rabu, 25 Nov 2026 pukul 10.00 WIB'); null for a spare-part request. */
  slotStart: isoDateTime.nullable(),
  slotLabel: z.string().nullable(),
  /** A test drive's sales consultant. */
  assignee: Named.nullable(),
  createdAt: isoDateTime,
  confirmedAt: isoDateTime.nullable(),
});
export type StaffBookingSummary = z.infer<typeof StaffBookingSummary>;

const statusCounts = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof BOOKING_STATUSES)[number], z.ZodNumber>;
export const StaffBookingListData = pageOf(StaffBookingSummary).extend({
  /** Per status under the other filters (the tabs), and all of them. */
  counts: z.object({ all: z.number().int(), ...statusCounts }),
});
export type StaffBookingListData = z.infer<typeof StaffBookingListData>;

/** An action the caller may take now: the transition tables' row for actor 'staff' and the caller's permission. */
export const StaffBookingAction = z.object({
  action: z.enum(BOOKING_ACTIONS),
  /** A T-CARE report: the stage it reports (the next one). */
  stage: z.enum(TCARE_STAGES).nullable(),
  /** The console's button ('Konfirmasi', 'Tahap: Diterima'). */
  label: z.string(),
});
export type StaffBookingAction = z.infer<typeof StaffBookingAction>;

/** One entry of a booking's history, newest first: its own timeline merged with the staff audit rows. */
export const StaffBookingTimelineEntry = z.object({
  at: isoDateTime,
  /** BOOKING_EVENT_TYPES, or 'audit' for a staff action without a timeline entry of its own (an export). */
  type: z.string(),
  /** The staff member's name, "Pelanggan", "Sistem" or "Sistem dealer". */
  who: z.string(),
  /** Indonesian, as shown. */
  text: z.string(),
});
export type StaffBookingTimelineEntry = z.infer<typeof StaffBookingTimelineEntry>;

export const StaffBookingDetail = z.object({
  /** The booking as the customer reads it (title, summary, next step, T-CARE stages, an answer) with the back office's facts. */
  booking: Booking.omit({ canCancel: true, canReschedule: true, events: true, files: true, url: true, slotQuery: true }).extend({
    stageLabel: z.string().nullable(),
    assignee: Named.nullable(),
    confirmedAt: isoDateTime.nullable(),
    /** Made by (or for) a customer account, not a guest. */
    hasAccount: z.boolean(),
    /** Uploaded files (damage photos, documents), counted. */
    fileCount: z.number().int(),
  }),
  /** What the caller may do now (the API still checks each call). */
  actions: z.array(StaffBookingAction),
  /** A sales: "Ambil test drive" (an open, unassigned test drive). */
  take: z.boolean(),
  /** A manager or admin: the active sales of the branch to assign an open test drive to; empty otherwise. */
  salesOfBranch: z.array(Named),
  timeline: z.array(StaffBookingTimelineEntry),
});
export type StaffBookingDetail = z.infer<typeof StaffBookingDetail>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** slot: the appointment (spare-part requests, which have none, last); created: when it was made. */
export const STAFF_BOOKING_SORTS = ['slot', 'created'] as const;

export const StaffBookingListQuery = z.object({
  /** Booking number, customer name, phone or email. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(BOOKING_STATUSES, { error: 'Status booking tidak dikenal' }).optional(),
  kind: z.enum(BOOKING_KINDS, { error: 'Jenis booking tidak dikenal' }).optional(),
  /** A branch slug. */
  branch: z.string().trim().min(1).max(100).optional(),
  /** A staff id, 'none' (unassigned) or 'me'. */
  assignee: z.union([z.uuid(), z.enum(['none', 'me'])], { error: "isi ID staf, 'none' atau 'me'" }).optional(),
  /** Inclusive WIB days of the slot. */
  from: dateParam.optional(),
  to: dateParam.optional(),
  sort: z.enum(STAFF_BOOKING_SORTS).default('slot'),
  dir: sortDir,
  page: pageParam,
  size: sizeParam(25),
});
export type StaffBookingListQuery = z.input<typeof StaffBookingListQuery>;

export const StaffBookingCancelBody = z.object({
  /** Shown to the customer (timeline and WhatsApp). */
  reason: z.string().trim().min(3, 'Tulis alasan pembatalan untuk pelanggan').max(300, 'Alasan paling banyak 300 karakter'),
});
export const StaffBookingStageBody = z.object({ stage: z.enum(TCARE_STAGES, { error: 'Tahapan T-CARE tidak dikenal' }) });
export const StaffBookingAssignBody = z.object({ staffId: z.uuid('Pilih sales') });

/** The CSV of the filtered list (GET, the list's query; registered by apps/api/src/lib/csv-export.ts). */
export const STAFF_BOOKING_EXPORT = `${BASE}/export.csv` as const;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** An action on one booking: POST …/:bookingNo/<name>, answering the booking as it now is. */
const action = <const P extends string, B extends z.ZodType>(name: P, body: B) =>
  defineCall({ method: 'POST', path: `${BASE}/:bookingNo/${name}`, params: BookingNoParams, body, data: StaffBookingDetail });
const empty = z.object({});

export const staffBookingCalls = {
  list: defineCall({ method: 'GET', path: BASE, query: StaffBookingListQuery, data: StaffBookingListData }),
  detail: defineCall({ method: 'GET', path: `${BASE}/:bookingNo`, params: BookingNoParams, data: StaffBookingDetail }),
  /** The free hours a reschedule may move the booking to (the customer's availability of its resource). */
  slots: defineCall({ method: 'GET', path: `${BASE}/:bookingNo/slots`, params: BookingNoParams, data: AvailabilityData }),
  confirm: action('confirm', empty),
  reschedule: action('reschedule', RescheduleBody),
  cancel: action('cancel', StaffBookingCancelBody),
  stage: action('stage', StaffBookingStageBody),
  answer: action('answer', SparePartAnswerBody),
  complete: action('complete', empty),
  noShow: action('no-show', empty),
  assign: action('assign', StaffBookingAssignBody),
};
