/**
 * The staff console's Leads and Tiket queues (issue 24), under /api/staff/v1: the sales leads
 * (forms, WhatsApp clicks, Tukar Tambah, Jual Mobil Saya, test drives) with their pipeline and
 * first-contact deadline, and the Hubungi Kami tickets with their replies. Leads need `leads.*`
 * (sales: their own branch, leads assigned to them or to nobody); tickets `tickets.*`. Another
 * branch's record answers 404 like a missing one; a refused status change 409 with the table's
 * message (packages/domain/src/lead-transitions.ts).
 */
import { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES, SALES_LEAD_KINDS, TICKET_STATUSES } from '../leads';
import { defineCall } from './call';
import { pageOf, pageParam, sizeParam } from './common';
import { dateParam, sortDir } from './staff';

const BASE = '/api/staff/v1';
const isoDateTime = z.string().describe('ISO 8601 date-time');

export const LeadStatusField = z.enum(LEAD_STATUSES, { error: 'Status lead tidak dikenal' });
export const TicketStatusField = z.enum(TICKET_STATUSES, { error: 'Status tiket tidak dikenal' });
export const SalesLeadKindField = z.enum(SALES_LEAD_KINDS, { error: 'Jenis lead tidak dikenal' });

/** Error types of these calls (besides ValidationError, NotFoundError, Forbidden and InvalidTransition). */
export const STAFF_LEAD_MESSAGES = {
  /** 409: a sales taking a lead someone took first. */
  AlreadyAssigned: 'Lead ini sudah diambil oleh {name}.',
  /** 403: a sales assigning a lead to someone else, or taking one that is not unassigned. */
  AssignOwnOnly: 'Sales hanya dapat mengambil lead yang belum ditangani untuk dirinya sendiri.',
  /** 422: the assignee is not an active sales of the lead's branch. */
  NotSalesOfBranch: 'Pilih sales yang aktif di cabang lead ini.',
  SameAssignee: 'Lead ini sudah ditangani oleh sales tersebut.',
  NoteRequired: 'Tulis catatan.',
  ReplyChannelRequired: 'Pilih setidaknya satu saluran: Email atau WhatsApp.',
  NoEmail: 'Tiket ini tidak memiliki alamat email pelanggan.',
  NoPhone: 'Tiket ini tidak memiliki nomor WhatsApp pelanggan.',
} as const;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

const Named = z.object({ id: z.uuid(), name: z.string() });
const BranchRef = z.object({ slug: z.string(), name: z.string() });

/** One entry of a lead's or ticket's timeline, newest first: its own events merged with the audit rows. */
export const LeadTimelineEntry = z.object({
  at: isoDateTime,
  /** domain/leads.ts LEAD_EVENT_TYPES, or 'audit' for an audit row without an event of its own. */
  type: z.string(),
  /** The staff member's name, "Pelanggan" or "Sistem". */
  who: z.string(),
  /** Indonesian, as shown. */
  text: z.string(),
  /** A reply's channels. */
  channels: z.array(z.enum(['email', 'whatsapp'])).optional(),
});
export type LeadTimelineEntry = z.infer<typeof LeadTimelineEntry>;

export const LeadSummary = z.object({
  id: z.uuid(),
  leadNo: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: LeadStatusField,
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  branch: BranchRef.nullable(),
  /** The car it is about ("Toyota Avanza 1.5 G CVT"), when the lead names one. */
  car: z.string().nullable(),
  assignee: Named.nullable(),
  createdAt: isoDateTime,
  /** created_at + LEAD_FIRST_CONTACT_HOURS: the first contact is due by then. */
  dueAt: isoDateTime,
  /** Still 'baru' past dueAt ("Terlambat"). */
  overdue: z.boolean(),
  firstContactedAt: isoDateTime.nullable(),
  closedAt: isoDateTime.nullable(),
});
export type LeadSummary = z.infer<typeof LeadSummary>;

const leadCounts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof LEAD_STATUSES)[number], z.ZodNumber>;
export const LeadListData = pageOf(LeadSummary).extend({
  /** Per status under the other filters (the tabs), every status, and the overdue ones. */
  counts: z.object({ all: z.number().int(), overdue: z.number().int(), ...leadCounts }),
  /** LEAD_FIRST_CONTACT_HOURS as the API has it. */
  firstContactHours: z.number(),
});
export type LeadListData = z.infer<typeof LeadListData>;

export const LeadDetail = z.object({
  lead: LeadSummary.extend({
    formLabel: z.string(),
    sourcePage: z.string().nullable(),
    /** What the visitor wrote. */
    message: z.string().nullable(),
    /** Further facts of the form, as label and value ("Mobil ditukar", "Perkiraan harga", "Jadwal"…). */
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    /** The booking it comes with (a test drive, an inspection). */
    booking: z.object({ bookingNo: z.string(), kind: z.string(), status: z.string(), slotStart: isoDateTime.nullable() }).nullable(),
  }),
  /** What the caller may do now (the API still checks each call). */
  actions: z.object({
    /** The statuses the lead may move to (LEAD_TRANSITIONS). */
    statuses: z.array(LeadStatusField),
    /** A sales: "Ambil lead" (unassigned, open). */
    take: z.boolean(),
    /** A manager or admin: assign to a sales of the branch. */
    assign: z.boolean(),
    note: z.boolean(),
  }),
  /** The active sales of the lead's branch (the assign select); empty when the caller may not assign. */
  salesOfBranch: z.array(Named),
  timeline: z.array(LeadTimelineEntry),
});
export type LeadDetail = z.infer<typeof LeadDetail>;

export const TicketSummary = z.object({
  id: z.uuid(),
  ticketNo: z.string(),
  status: TicketStatusField,
  topic: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  branch: BranchRef.nullable(),
  createdAt: isoDateTime,
  /** The last message of either side (the customer's question or a later one, a staff reply). */
  updatedAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

const ticketCounts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof TICKET_STATUSES)[number], z.ZodNumber>;
export const TicketListData = pageOf(TicketSummary).extend({ counts: z.object({ all: z.number().int(), ...ticketCounts }) });
export type TicketListData = z.infer<typeof TicketListData>;

export const TicketDetail = z.object({
  ticket: TicketSummary.extend({
    question: z.string(),
    city: z.string().nullable(),
    hasAttachment: z.boolean(),
  }),
  actions: z.object({ reply: z.boolean(), close: z.boolean(), reopen: z.boolean() }),
  timeline: z.array(LeadTimelineEntry),
});
export type TicketDetail = z.infer<typeof TicketDetail>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const LEAD_SORTS = ['createdAt', 'status', 'name'] as const;
export const TICKET_SORTS = ['updatedAt', 'createdAt', 'status', 'name'] as const;
const Search = z.string().trim().max(100);
const BranchSlugParam = z.string().trim().min(1).max(100);
/** 'true' or 'false' in a query string. */
const Flag = z.enum(['true', 'false'], { error: "isi 'true' atau 'false'" });

/**
 * The Leads queue: overdue leads always first (still 'baru' past their first-contact deadline),
 * then `sort` (default: newest first), then the id.
 */
export const LeadListQuery = z.object({
  /** Lead number, name, phone or email. */
  q: Search.optional(),
  status: LeadStatusField.optional(),
  kind: SalesLeadKindField.optional(),
  branch: BranchSlugParam.optional(),
  /** A staff id, 'none' (unassigned) or 'me'. */
  assignee: z.union([z.uuid(), z.enum(['none', 'me'])], { error: "isi ID staf, 'none' atau 'me'" }).optional(),
  overdue: Flag.optional(),
  /** Inclusive WIB days of created_at. */
  from: dateParam.optional(),
  to: dateParam.optional(),
  sort: z.enum(LEAD_SORTS).default('createdAt'),
  dir: sortDir.unwrap().default('desc'),
  page: pageParam,
  size: sizeParam(25),
});
export type LeadListQuery = z.input<typeof LeadListQuery>;

export const TicketListQuery = z.object({
  /** Ticket number, name, phone or email. */
  q: Search.optional(),
  status: TicketStatusField.optional(),
  branch: BranchSlugParam.optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  sort: z.enum(TICKET_SORTS).default('updatedAt'),
  dir: sortDir.unwrap().default('desc'),
  page: pageParam,
  size: sizeParam(25),
});
export type TicketListQuery = z.input<typeof TicketListQuery>;

export const LeadIdParam = z.object({ id: z.uuid('ID lead tidak valid') });
export const TicketIdParam = z.object({ id: z.uuid('ID tiket tidak valid') });
const Note = z.string().trim().max(1000, 'Catatan paling banyak 1000 karakter');

export const LeadAssignBody = z.object({ staffId: z.uuid('Pilih sales') });
export const LeadStatusBody = z.object({ status: LeadStatusField, note: Note.optional() });
export const LeadNoteBody = z.object({ note: Note.min(1, STAFF_LEAD_MESSAGES.NoteRequired) });
export const TicketReplyBody = z.object({
  message: z.string().trim().min(1, 'Tulis balasan').max(4000, 'Balasan paling banyak 4000 karakter'),
  channels: z
    .array(z.enum(['email', 'whatsapp'], { error: 'Saluran tidak dikenal' }))
    .min(1, STAFF_LEAD_MESSAGES.ReplyChannelRequired)
    .max(2)
    .refine((c) => new Set(c).size === c.length, 'Saluran tidak boleh berulang'),
});
export const TicketNoteBody = z.object({ note: Note.optional() });

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const staffLeadCalls = {
  list: defineCall({ method: 'GET', path: `${BASE}/leads`, query: LeadListQuery, data: LeadListData }),
  detail: defineCall({ method: 'GET', path: `${BASE}/leads/:id`, params: LeadIdParam, data: LeadDetail }),
  /** A manager or admin: to a sales of the lead's branch; a sales: an unassigned lead to themselves ("Ambil lead"). */
  assign: defineCall({ method: 'POST', path: `${BASE}/leads/:id/assign`, params: LeadIdParam, body: LeadAssignBody, data: LeadDetail }),
  status: defineCall({ method: 'POST', path: `${BASE}/leads/:id/status`, params: LeadIdParam, body: LeadStatusBody, data: LeadDetail }),
  note: defineCall({ method: 'POST', path: `${BASE}/leads/:id/notes`, params: LeadIdParam, body: LeadNoteBody, data: LeadDetail }),
};

export const staffTicketCalls = {
  list: defineCall({ method: 'GET', path: `${BASE}/tickets`, query: TicketListQuery, data: TicketListData }),
  detail: defineCall({ method: 'GET', path: `${BASE}/tickets/:id`, params: TicketIdParam, data: TicketDetail }),
  /** By email and/or WhatsApp through the messages outbox; kept on the ticket's timeline. */
  reply: defineCall({ method: 'POST', path: `${BASE}/tickets/:id/reply`, params: TicketIdParam, body: TicketReplyBody, data: TicketDetail }),
  close: defineCall({ method: 'POST', path: `${BASE}/tickets/:id/close`, params: TicketIdParam, body: TicketNoteBody, data: TicketDetail }),
  reopen: defineCall({ method: 'POST', path: `${BASE}/tickets/:id/reopen`, params: TicketIdParam, body: TicketNoteBody, data: TicketDetail }),
};

/** The CSV exports (registerCsvExport; same filters as the lists). */
export const STAFF_LEAD_EXPORTS = { leads: `${BASE}/leads/export.csv`, tickets: `${BASE}/tickets/export.csv` } as const;
