/**
 * The Leads and Tiket queues' reads (issue 24): the lists with their filters, counts and overdue
 * sort, the detail pages with the actions the caller may take and the timeline, and the CSV rows.
 * Every read carries the caller's scope (`branchCondition`): a sales sees their own branch's leads
 * assigned to them or to nobody; another branch's record is not found.
 */
import { bookings, branches, leadEvents, leads, staff, staffBranches, type Db } from '@kemudi/db';
import type { LeadDetail, LeadListData, LeadListQuery, LeadSummary, LeadTimelineEntry, TicketDetail, TicketListData, TicketListQuery, TicketSummary } from '@kemudi/domain/contracts/staff-leads';
import { LEAD_TERMINAL_STATUSES, leadStatusesFor, ticketActionsFor } from '@kemudi/domain/lead-transitions';
import { LEAD_FORM_LABELS, LEAD_KIND_LABELS, LEAD_STATUSES, SALES_LEAD_KINDS, TICKET_STATUSES, type LeadKind, type LeadStatus, type TicketStatus } from '@kemudi/domain/leads';
import { can } from '@kemudi/domain/staff-roles';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toPage } from '../../lib/paging';
import { branchCondition, recordNotFound, recordTimeline, wibDay, type RecordPlace, type StaffCaller } from '../staff';

export type LeadRow = typeof leads.$inferSelect;
type LeadQuery = z.output<typeof LeadListQuery>;
type TicketQuery = z.output<typeof TicketListQuery>;

/** Which records a queue holds: sales leads, or Hubungi Kami tickets (kind 'contact'). */
export type Queue = 'leads' | 'tickets';
const kindsOf = (queue: Queue) => (queue === 'leads' ? inArray(leads.kind, [...SALES_LEAD_KINDS]) : eq(leads.kind, 'contact'));

/** A lead's place for the staff guard (404 when missing, of the other queue, or out of scope). */
export async function placeOfLead(db: Db, queue: Queue, id: string): Promise<RecordPlace | undefined> {
  const [row] = await db
    .select({ branchSlug: leads.branchSlug, assigneeId: leads.assignedStaffId })
    .from(leads)
    .where(and(eq(leads.id, id), kindsOf(queue)))
    .limit(1);
  if (!row) return undefined;
  return queue === 'leads' ? row : { branchSlug: row.branchSlug };
}

/** `%text%` for ILIKE, with the pattern characters of the visitor's text taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search, branch and period: what both queues filter by. */
function commonFilters(caller: StaffCaller, queue: Queue, query: { q?: string | undefined; branch?: string | undefined; from?: string | undefined; to?: string | undefined }) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return [
    kindsOf(queue),
    branchCondition(caller, leads.branchSlug, queue === 'leads' ? leads.assignedStaffId : undefined),
    pattern ? or(ilike(leads.leadNo, pattern), ilike(leads.name, pattern), ilike(leads.phoneNumber, pattern), ilike(leads.email, pattern)) : undefined,
    query.branch ? eq(leads.branchSlug, query.branch) : undefined,
    query.from ? gte(leads.createdAt, wibDay(query.from)) : undefined,
    query.to ? lt(leads.createdAt, wibDay(query.to, 1)) : undefined,
  ];
}

/** The first-contact deadline: a lead still 'baru' created before `cutoff` is overdue. */
export const overdueCutoff = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
const overdueSql = (cutoff: Date) => sql`(${leads.status} = 'baru' and ${leads.createdAt} < ${cutoff.toISOString()}::timestamptz)`;

function leadFilters(caller: StaffCaller, query: LeadQuery, cutoff: Date): SQL | undefined {
  const assignee =
    query.assignee === 'none' ? isNull(leads.assignedStaffId) : query.assignee === 'me' ? eq(leads.assignedStaffId, caller.id) : query.assignee ? eq(leads.assignedStaffId, query.assignee) : undefined;
  return and(
    ...commonFilters(caller, 'leads', query),
    query.kind ? eq(leads.kind, query.kind) : undefined,
    assignee,
    query.overdue === 'true' ? overdueSql(cutoff) : query.overdue === 'false' ? not(overdueSql(cutoff)) : undefined,
  );
}

const assignee = sql<string | null>`(select ${staff.name} from ${staff} where ${staff.id} = ${leads.assignedStaffId})`;
const branchName = sql<string | null>`(select ${branches.name} from ${branches} where ${branches.slug} = ${leads.branchSlug})`;
const summaryColumns = { lead: leads, assigneeName: assignee, branchName };
type SummaryRow = { lead: LeadRow; assigneeName: string | null; branchName: string | null };

/** "Toyota Avanza 1.5 G CVT", a booking's title, or the trade-in's new car: what the lead is about. */
function carOf(row: LeadRow): string | null {
  const p = row.payload as { model?: { name?: string } | null; variant?: { name?: string } | null; title?: string | null };
  if (p.model?.name) return `Toyota ${p.model.name}${p.variant?.name ? ` ${p.variant.name}` : ''}`;
  return p.title ?? null;
}

function summaryOf({ lead, assigneeName, branchName: branch }: SummaryRow, hours: number, now: Date): LeadSummary {
  const dueAt = new Date(lead.createdAt.getTime() + hours * 3_600_000);
  return {
    id: lead.id,
    leadNo: lead.leadNo,
    kind: lead.kind as LeadKind,
    status: lead.status as LeadStatus,
    name: lead.name,
    phoneNumber: lead.phoneNumber,
    email: lead.email,
    branch: lead.branchSlug ? { slug: lead.branchSlug, name: branch ?? lead.branchSlug } : null,
    car: carOf(lead),
    assignee: lead.assignedStaffId && assigneeName !== null ? { id: lead.assignedStaffId, name: assigneeName } : null,
    createdAt: lead.createdAt.toISOString(),
    dueAt: dueAt.toISOString(),
    overdue: lead.status === 'baru' && dueAt.getTime() < now.getTime(),
    firstContactedAt: lead.firstContactedAt?.toISOString() ?? null,
    closedAt: lead.closedAt?.toISOString() ?? null,
  };
}

const LEAD_SORT_COLUMNS = { createdAt: leads.createdAt, status: leads.status, name: leads.name, updatedAt: leads.updatedAt } as const;
const ordered = (column: (typeof LEAD_SORT_COLUMNS)[keyof typeof LEAD_SORT_COLUMNS], dir: 'asc' | 'desc') =>
  dir === 'desc' ? [sql`${column} desc nulls last`, desc(leads.id)] : [sql`${column} asc nulls last`, asc(leads.id)];

/** Counts per status (and all, and those matching `extra`) under `filters`. */
function statusCounts<S extends string>(statuses: readonly S[], extra: Record<string, SQL> = {}) {
  return {
    all: count(),
    ...Object.fromEntries(statuses.map((s) => [s, count(sql`case when ${leads.status} = ${s} then 1 end`)])),
    ...Object.fromEntries(Object.entries(extra).map(([k, cond]) => [k, count(sql`case when ${cond} then 1 end`)])),
  } as Record<'all' | S, ReturnType<typeof count>>;
}

export async function listLeads(app: FastifyInstance, caller: StaffCaller, query: LeadQuery): Promise<LeadListData> {
  const now = app.clock();
  const hours = app.config.LEAD_FIRST_CONTACT_HOURS;
  const cutoff = overdueCutoff(now, hours);
  const filters = leadFilters(caller, query, cutoff);
  const where = and(filters, query.status ? eq(leads.status, query.status) : undefined);
  const [rows, counted] = await Promise.all([
    app.db
      .select(summaryColumns)
      .from(leads)
      .where(where)
      // Overdue first ("Terlambat"), then the chosen order, then the id (a stable page).
      .orderBy(sql`case when ${overdueSql(cutoff)} then 0 else 1 end`, ...ordered(LEAD_SORT_COLUMNS[query.sort], query.dir))
      .limit(query.size)
      .offset(query.page * query.size),
    app.db.select(statusCounts(LEAD_STATUSES, { overdue: overdueSql(cutoff) })).from(leads).where(filters),
  ]);
  const c = counted[0] as Record<string, number> | undefined;
  const counts = Object.fromEntries(['all', 'overdue', ...LEAD_STATUSES].map((k) => [k, Number(c?.[k] ?? 0)])) as LeadListData['counts'];
  const total = query.status ? counts[query.status] : counts.all;
  return { ...toPage(rows.map((r) => summaryOf(r, hours, now)), query.page, query.size, total), counts, firstContactHours: hours };
}

function ticketSummaryOf({ lead, branchName: branch }: Pick<SummaryRow, 'lead' | 'branchName'>): TicketSummary {
  const p = lead.payload as { topicLabel?: string };
  return {
    id: lead.id,
    ticketNo: lead.leadNo,
    status: lead.status as TicketStatus,
    topic: p.topicLabel ?? '—',
    name: lead.name,
    phoneNumber: lead.phoneNumber,
    email: lead.email,
    branch: lead.branchSlug ? { slug: lead.branchSlug, name: branch ?? lead.branchSlug } : null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    closedAt: lead.closedAt?.toISOString() ?? null,
  };
}

export async function listTickets(app: FastifyInstance, caller: StaffCaller, query: TicketQuery): Promise<TicketListData> {
  const filters = and(...commonFilters(caller, 'tickets', query));
  const where = and(filters, query.status ? eq(leads.status, query.status) : undefined);
  const [rows, counted] = await Promise.all([
    app.db
      .select({ lead: leads, branchName })
      .from(leads)
      .where(where)
      .orderBy(...ordered(LEAD_SORT_COLUMNS[query.sort], query.dir))
      .limit(query.size)
      .offset(query.page * query.size),
    app.db.select(statusCounts(TICKET_STATUSES)).from(leads).where(filters),
  ]);
  const c = counted[0] as Record<string, number> | undefined;
  const counts = Object.fromEntries(['all', ...TICKET_STATUSES].map((k) => [k, Number(c?.[k] ?? 0)])) as TicketListData['counts'];
  const total = query.status ? counts[query.status] : counts.all;
  return { ...toPage(rows.map(ticketSummaryOf), query.page, query.size, total), counts };
}

// ---------------------------------------------------------------------------------------------
// Timeline
// ---------------------------------------------------------------------------------------------

/** Audit actions every one of which also writes a lead event: shown once, as the event. */
const MIRRORED = new Set(['lead.assign', 'lead.status', 'lead.note', 'ticket.reply', 'ticket.close', 'ticket.reopen']);

/** The record's events merged with its other audit rows, newest first. */
async function timelineOf(app: FastifyInstance, row: LeadRow, entity: 'lead' | 'ticket'): Promise<LeadTimelineEntry[]> {
  const [events, audit] = await Promise.all([
    app.db
      .select({ event: leadEvents, staffName: staff.name })
      .from(leadEvents)
      .leftJoin(staff, eq(staff.id, leadEvents.staffId))
      .where(eq(leadEvents.leadId, row.id))
      .orderBy(desc(leadEvents.at), desc(leadEvents.id))
      .limit(200),
    recordTimeline(app, entity, row.id),
  ]);
  const customerSide = new Set(['created', 'customer-message', 'reopened']);
  const entries: LeadTimelineEntry[] = events.map(({ event, staffName }) => ({
    at: event.at.toISOString(),
    type: event.type,
    who: staffName ?? (customerSide.has(event.type) ? 'Pelanggan' : 'Sistem'),
    text: event.note,
    ...(event.channels ? { channels: event.channels.split(',') as ('email' | 'whatsapp')[] } : {}),
  }));
  for (const entry of audit) {
    if (MIRRORED.has(entry.action)) continue;
    entries.push({ at: entry.at, type: 'audit', who: entry.staff?.name ?? 'Sistem', text: entry.action });
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

// ---------------------------------------------------------------------------------------------
// Details
// ---------------------------------------------------------------------------------------------

async function summaryRow(db: Db, queue: Queue, id: string): Promise<SummaryRow> {
  const [row] = await db.select(summaryColumns).from(leads).where(and(eq(leads.id, id), kindsOf(queue))).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

/** The active sales of a branch (the assign select; the assign call checks the same). */
export async function salesOfBranch(db: Db, branchSlug: string | null): Promise<{ id: string; name: string }[]> {
  if (!branchSlug) return [];
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .innerJoin(staffBranches, eq(staffBranches.staffId, staff.id))
    .innerJoin(branches, eq(branches.id, staffBranches.branchId))
    .where(and(eq(staff.role, 'sales'), eq(staff.active, true), eq(branches.slug, branchSlug)))
    .orderBy(asc(staff.name));
}

const rupiah = (n: unknown) => (typeof n === 'number' ? `Rp ${n.toLocaleString('id-ID')}` : null);

/** A lead's form facts as label and value, from its payload (each kind keeps its own). */
function factsOf(row: LeadRow): { label: string; value: string }[] {
  const p = row.payload as Record<string, unknown> & {
    salesman?: { name?: string } | null;
    city?: { name?: string } | null;
    tradeIn?: { car?: Record<string, unknown>; estimate?: { low?: number | null; high?: number | null } };
    summary?: { label?: string; value?: string }[];
    to?: string;
  };
  const facts: { label: string; value: string | null | undefined }[] = [
    { label: 'Sales dipilih', value: p.salesman?.name },
    { label: 'Kota', value: p.city?.name },
    { label: 'WhatsApp ke', value: p.to },
  ];
  if (p.tradeIn?.car) {
    const car = p.tradeIn.car;
    facts.push({ label: 'Mobil ditukar', value: [car.brand, car.model, car.type, car.year].filter(Boolean).join(' ') });
    const { low, high } = p.tradeIn.estimate ?? {};
    facts.push({ label: 'Perkiraan harga', value: low && high ? `${rupiah(low)} – ${rupiah(high)}` : 'Tidak dapat diperkirakan' });
  }
  for (const line of Array.isArray(p.summary) ? p.summary : []) if (line.label && line.value) facts.push({ label: line.label, value: String(line.value) });
  return facts.filter((f): f is { label: string; value: string } => Boolean(f.value));
}

export async function leadDetail(app: FastifyInstance, caller: StaffCaller, id: string): Promise<LeadDetail> {
  const now = app.clock();
  const hours = app.config.LEAD_FIRST_CONTACT_HOURS;
  const row = await summaryRow(app.db, 'leads', id);
  const lead = row.lead;
  const [booking] = lead.bookingId
    ? await app.db
        .select({ bookingNo: bookings.bookingNo, kind: bookings.kind, status: bookings.status, slotStart: bookings.slotStart })
        .from(bookings)
        .where(eq(bookings.id, lead.bookingId))
        .limit(1)
    : [];
  const writes = can(caller.role, 'leads.write');
  const open = !LEAD_TERMINAL_STATUSES.includes(lead.status as LeadStatus);
  const manages = writes && caller.role !== 'sales';
  const p = lead.payload as { message?: string | null };
  return {
    lead: {
      ...summaryOf(row, hours, now),
      formLabel: LEAD_FORM_LABELS[lead.formId as keyof typeof LEAD_FORM_LABELS] ?? LEAD_KIND_LABELS[lead.kind as LeadKind] ?? lead.formId,
      sourcePage: lead.sourcePage,
      message: p.message ?? null,
      facts: factsOf(lead),
      booking: booking ? { ...booking, slotStart: booking.slotStart?.toISOString() ?? null } : null,
    },
    actions: {
      statuses: writes ? leadStatusesFor(lead.status as LeadStatus, 'staff') : [],
      take: writes && open && caller.role === 'sales' && lead.assignedStaffId === null,
      assign: manages && open,
      note: writes,
    },
    salesOfBranch: manages && open ? await salesOfBranch(app.db, lead.branchSlug) : [],
    timeline: await timelineOf(app, lead, 'lead'),
  };
}

export async function ticketDetail(app: FastifyInstance, caller: StaffCaller, id: string): Promise<TicketDetail> {
  const row = await summaryRow(app.db, 'tickets', id);
  const p = row.lead.payload as { question?: string; city?: { name?: string } | null; attachmentId?: string | null };
  const allowed = can(caller.role, 'tickets.write') ? ticketActionsFor(row.lead.status as TicketStatus, 'staff') : [];
  return {
    ticket: { ...ticketSummaryOf(row), question: p.question ?? '', city: p.city?.name ?? null, hasAttachment: Boolean(p.attachmentId) },
    actions: { reply: allowed.includes('reply'), close: allowed.includes('close'), reopen: allowed.includes('reopen') },
    timeline: await timelineOf(app, row.lead, 'ticket'),
  };
}

// ---------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------

/** A keyset page (newest first by created_at, then id) of a queue's filtered rows: the CSV batches. */
export function exportPage(app: FastifyInstance, caller: StaffCaller, queue: Queue, query: LeadQuery | TicketQuery) {
  const cutoff = overdueCutoff(app.clock(), app.config.LEAD_FIRST_CONTACT_HOURS);
  const filters =
    queue === 'leads'
      ? and(leadFilters(caller, query as LeadQuery, cutoff), query.status ? eq(leads.status, query.status) : undefined)
      : and(...commonFilters(caller, 'tickets', query), query.status ? eq(leads.status, query.status) : undefined);
  return (after: { createdAt: Date; id: string } | undefined, size: number) =>
    app.db
      .select(summaryColumns)
      .from(leads)
      .where(and(filters, after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(size);
}

export { summaryOf, ticketSummaryOf, type SummaryRow };
export const exportCursor = (row: SummaryRow) => ({ createdAt: row.lead.createdAt, id: row.lead.id });
