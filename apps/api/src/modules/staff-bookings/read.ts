import { bookingEvents, bookings, branches, cities, staff, staffBranches, uploadedFiles, type Db } from '@kemudi/db';
import { bookingChangesFor, BOOKING_ACTION_LABELS } from '@kemudi/domain/booking-transitions';
import {
  BOOKING_EVENT_LABELS,
  BOOKING_KIND_LABELS,
  BOOKING_KINDS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  normalizeBookingNo,
  TCARE_STAGE_LABELS,
  TEST_DRIVE_KINDS,
  type BookingEventType,
  type BookingKind,
  type BookingStatus,
  type TcareStage,
} from '@kemudi/domain/bookings';
import type {
  StaffBookingAction,
  StaffBookingDetail,
  StaffBookingListData,
  StaffBookingListQuery,
  StaffBookingSummary,
  StaffBookingTimelineEntry,
} from '@kemudi/domain/contracts/staff-bookings';
import { auditActionLabel } from '@kemudi/domain/staff-audit';
import { can, type StaffPermission, type StaffRole } from '@kemudi/domain/staff-roles';
import { TRANSITION_ACTOR_LABELS } from '@kemudi/domain/transition-actors';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { toPage } from '../../lib/paging';
import { localIso, presentBooking, slotLabelOf, slotQueryOf, type BookingDeps, type BookingRow } from '../bookings';
import { branchCondition, inScope, recordNotFound, recordTimeline, requireStaff, signedIn, wibDay, type StaffCaller } from '../staff';

/*
 * The Booking queue's reads (issue 24): who may see which booking, the list with its filters and
 * counts, a booking's detail with the actions the caller may take and its history.
 */

export type ListQuery = z.output<typeof StaffBookingListQuery>;
export type Mode = 'read' | 'write';

export const bookingDeps = (app: FastifyInstance): BookingDeps => ({ app, db: app.db, now: () => app.now(), clock: () => app.clock(), log: app.log, siteUrl: app.config.SITE_URL });

const isTestDrive = (kind: string) => TEST_DRIVE_KINDS.includes(kind as BookingKind);

/** A test drive needs bookings.testDrive.*, every other kind bookings.service.*. */
export function permissionOf(kind: string, mode: Mode): StaffPermission {
  return isTestDrive(kind) ? `bookings.testDrive.${mode}` : `bookings.service.${mode}`;
}

/** The kinds a role may read (or change). */
export function kindsFor(role: StaffRole, mode: Mode): BookingKind[] {
  return BOOKING_KINDS.filter((kind) => can(role, permissionOf(kind, mode)));
}

// ---------------------------------------------------------------------------------------------
// One booking and its guard
// ---------------------------------------------------------------------------------------------

/** A booking with its branch's id and name (the audit row names the branch by id). */
export type Loaded = { row: BookingRow; branchId: number | null; branchName: string | null };

async function loadBooking(db: Db, rawNo: string): Promise<Loaded | null> {
  const bookingNo = normalizeBookingNo(rawNo);
  if (!bookingNo) return null;
  const [found] = await db
    .select({ row: bookings, branchId: branches.id, branchName: branches.name })
    .from(bookings)
    .leftJoin(branches, eq(branches.slug, bookings.branchSlug))
    .where(eq(bookings.bookingNo, bookingNo))
    .limit(1);
  return found ?? null;
}

const guarded = new WeakMap<FastifyRequest, Loaded>();

/**
 * The guard of a call on one booking: 401 without a session; 403 for a role with no booking
 * permission at all; 404 for a missing booking and, the same, one outside the caller's branches (a
 * sales: a test drive assigned to someone else); 403 for a kind the role does not handle (an
 * advisor and a test drive). The booking is kept for the handler (`guardedBooking`).
 */
export function bookingGuard(app: FastifyInstance, mode: Mode) {
  return async function guard(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const caller = signedIn(request);
    const kinds = kindsFor(caller.role, mode);
    // No booking permission at all: the staff module's 403.
    if (kinds.length === 0) return requireStaff(permissionOf('service', mode)).call(this, request, reply);
    const loaded = await loadBooking(app.db, (request.params as { bookingNo: string }).bookingNo);
    if (!loaded || !inScope(caller, { branchSlug: loaded.row.branchSlug, assigneeId: loaded.row.assignedStaffId })) throw recordNotFound();
    await requireStaff(permissionOf(loaded.row.kind, mode)).call(this, request, reply);
    guarded.set(request, loaded);
  };
}

/** The booking as it is now (after a change: the guard's copy is the one before). */
export async function reloaded(db: Db, loaded: Loaded): Promise<Loaded> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, loaded.row.id)).limit(1);
  return { ...loaded, row: row ?? loaded.row };
}

/** The booking the guard loaded for this request. */
export function guardedBooking(request: FastifyRequest): Loaded {
  const loaded = guarded.get(request);
  if (!loaded) throw recordNotFound();
  return loaded;
}

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

const assignee = alias(staff, 'assignee');

/** The caller's bookings under the query's filters, the status filter aside (the counts' condition). */
function filtersOf(caller: StaffCaller, query: ListQuery): SQL | undefined {
  const kinds = kindsFor(caller.role, 'read');
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const phone = query.q?.replace(/[\s-]/g, '').replace(/^\+?62/, '0');
  return and(
    branchCondition(caller, bookings.branchSlug, bookings.assignedStaffId),
    kinds.length === BOOKING_KINDS.length ? undefined : kinds.length > 0 ? inArray(bookings.kind, kinds) : sql`false`,
    query.kind ? eq(bookings.kind, query.kind) : undefined,
    query.branch ? eq(bookings.branchSlug, query.branch) : undefined,
    query.assignee === 'none'
      ? isNull(bookings.assignedStaffId)
      : query.assignee === 'me'
        ? eq(bookings.assignedStaffId, caller.id)
        : query.assignee
          ? eq(bookings.assignedStaffId, query.assignee)
          : undefined,
    query.from ? gte(bookings.slotStart, wibDay(query.from)) : undefined,
    query.to ? lt(bookings.slotStart, wibDay(query.to, 1)) : undefined,
    pattern
      ? or(
          ilike(bookings.bookingNo, pattern),
          ilike(bookings.contactName, pattern),
          ilike(bookings.contactEmail, pattern),
          phone && /^\d{3,}$/.test(phone) ? ilike(bookings.contactPhone, `%${phone}%`) : undefined,
        )
      : undefined,
  );
}

/** The list's order: the slot (spare-part requests, without one, last) or the creation, then the id; a keyset cursor follows it. */
function orderOf(query: Pick<ListQuery, 'sort' | 'dir'>): SQL[] {
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  return query.sort === 'created'
    ? [sql`${bookings.createdAt} ${dir}`, sql`${bookings.id} ${dir}`]
    : [sql`${bookings.slotStart} ${dir} nulls last`, sql`${bookings.id} ${dir}`];
}

export type Cursor = { slotStart: Date | null; createdAt: Date; id: string };

/** The rows after `cursor` in the list's order (the CSV export reads the list in keyset batches). */
function afterCursor(query: Pick<ListQuery, 'sort' | 'dir'>, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const beyond = query.dir === 'desc' ? sql`<` : sql`>`;
  if (query.sort === 'created') return sql`(${bookings.createdAt}, ${bookings.id}) ${beyond} (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
  // Nulls come last either way: after a null slot only null slots, after a slot the later ones and every null one.
  if (cursor.slotStart === null) return and(isNull(bookings.slotStart), sql`${bookings.id} ${beyond} ${cursor.id}::uuid`);
  return or(
    sql`(${bookings.slotStart}, ${bookings.id}) ${beyond} (${cursor.slotStart.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    isNull(bookings.slotStart),
  );
}

export type ListRow = { row: BookingRow; branchName: string | null; provinceIsocode: string | null; assigneeName: string | null };

function selectRows(db: Db, where: SQL | undefined, query: Pick<ListQuery, 'sort' | 'dir'>, limit: number, offset = 0): Promise<ListRow[]> {
  return db
    .select({ row: bookings, branchName: branches.name, provinceIsocode: branches.provinceIsocode, assigneeName: assignee.name })
    .from(bookings)
    .leftJoin(branches, eq(branches.slug, bookings.branchSlug))
    .leftJoin(assignee, eq(assignee.id, bookings.assignedStaffId))
    .where(where)
    .orderBy(...orderOf(query))
    .limit(limit)
    .offset(offset);
}

export function summaryOf({ row, branchName, provinceIsocode, assigneeName }: ListRow): StaffBookingSummary {
  const province = (row.details.provinceIsocode as string | undefined) ?? provinceIsocode ?? 'dki_jakarta';
  const stage = (row.stage as TcareStage | null) ?? null;
  const view = row.details.view as { title?: string } | undefined;
  return {
    bookingNo: row.bookingNo,
    kind: row.kind as BookingKind,
    kindLabel: BOOKING_KIND_LABELS[row.kind as BookingKind],
    status: row.status as BookingStatus,
    statusLabel: BOOKING_STATUS_LABELS[row.status as BookingStatus],
    stage,
    stageLabel: stage ? TCARE_STAGE_LABELS[stage] : null,
    title: view?.title ?? BOOKING_KIND_LABELS[row.kind as BookingKind],
    contact: { name: row.contactName, phoneNumber: row.contactPhone, email: row.contactEmail },
    branch: row.branchSlug ? { slug: row.branchSlug, name: branchName ?? row.branchSlug } : null,
    slotStart: row.slotStart ? localIso(row.slotStart, province) : null,
    slotLabel: slotLabelOf(row.slotStart, province),
    assignee: row.assignedStaffId && assigneeName ? { id: row.assignedStaffId, name: assigneeName } : null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

export async function listBookings(app: FastifyInstance, caller: StaffCaller, query: ListQuery): Promise<StaffBookingListData> {
  const filters = filtersOf(caller, query);
  const where = and(filters, query.status ? eq(bookings.status, query.status) : undefined);
  const [rows, counted] = await Promise.all([
    selectRows(app.db, where, query, query.size, query.page * query.size),
    app.db.select({ status: bookings.status, n: count() }).from(bookings).where(filters).groupBy(bookings.status),
  ]);
  const counts = { all: 0, ...Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) } as StaffBookingListData['counts'];
  for (const { status, n } of counted) {
    if ((BOOKING_STATUSES as readonly string[]).includes(status)) counts[status as BookingStatus] = n;
    counts.all += n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  return { ...toPage(rows.map(summaryOf), query.page, query.size, total), counts };
}

/** One batch of the export: up to `size` rows after the cursor, in the list's order. */
export const exportPage = (app: FastifyInstance, caller: StaffCaller, query: ListQuery) => (after: Cursor | undefined, size: number) =>
  selectRows(app.db, and(filtersOf(caller, query), query.status ? eq(bookings.status, query.status) : undefined, afterCursor(query, after)), query, size);
export const exportCursor = ({ row }: ListRow): Cursor => ({ slotStart: row.slotStart, createdAt: row.createdAt, id: row.id });

// ---------------------------------------------------------------------------------------------
// One booking
// ---------------------------------------------------------------------------------------------

/** The active sales of a branch (those a test drive may be given to). */
export async function salesOf(db: Db, branchId: number): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .innerJoin(staffBranches, eq(staffBranches.staffId, staff.id))
    .where(and(eq(staffBranches.branchId, branchId), eq(staff.role, 'sales'), eq(staff.active, true)))
    .orderBy(asc(staff.name));
}

const OPEN: readonly string[] = ['pending', 'confirmed'];

/** The transition tables' changes for actor 'staff', when the caller may change this kind; a reschedule needs a slot. */
function actionsOf(caller: StaffCaller, row: BookingRow): StaffBookingAction[] {
  if (!can(caller.role, permissionOf(row.kind, 'write'))) return [];
  const state = { kind: row.kind as BookingKind, status: row.status as BookingStatus, stage: (row.stage as TcareStage | null) ?? null };
  return bookingChangesFor(state, 'staff')
    .filter((change) => change.action !== 'reschedule' || row.slotStart !== null)
    .map((change) =>
      change.action === 'stage'
        ? { action: 'stage', stage: change.stage, label: `Tahap: ${TCARE_STAGE_LABELS[change.stage]}` }
        : { action: change.action, stage: null, label: BOOKING_ACTION_LABELS[change.action] },
    );
}

/** Who made a timeline entry that no staff member's audit row claims: the tables leave one actor per kind of change. */
function whoOf(type: BookingEventType): string {
  switch (type) {
    case 'created':
    case 'cancelled':
    case 'rescheduled':
      return TRANSITION_ACTOR_LABELS.customer;
    case 'reminded':
      return TRANSITION_ACTOR_LABELS.system;
    default:
      return TRANSITION_ACTOR_LABELS.dealer;
  }
}

/** The staff action (audit `booking.<action>`) that writes each kind of timeline entry. */
const ACTION_OF_EVENT: Partial<Record<BookingEventType, string>> = {
  confirmed: 'booking.confirm',
  assigned: 'booking.assign',
  rescheduled: 'booking.reschedule',
  cancelled: 'booking.cancel',
  stage: 'booking.stage',
  answered: 'booking.answer',
  completed: 'booking.complete',
  no_show: 'booking.no_show',
};

/**
 * The history, newest first: the booking's own timeline, each entry credited to the staff member
 * whose audit row was written with it (the same transaction and instant), else to the one actor the
 * tables leave for it; then the staff's audit rows with no entry of their own (an export).
 */
async function timelineOf(app: FastifyInstance, row: BookingRow): Promise<StaffBookingTimelineEntry[]> {
  const [events, audits] = await Promise.all([
    app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id)),
    recordTimeline(app, 'booking', row.bookingNo, 200),
  ]);
  const claimed = new Set<number>();
  const entries = events.map((event): StaffBookingTimelineEntry & { order: number } => {
    const type = event.type as BookingEventType;
    const audit = audits.find((a) => !claimed.has(a.id) && a.at === event.at.toISOString() && a.action === ACTION_OF_EVENT[type]);
    if (audit) claimed.add(audit.id);
    return { at: event.at.toISOString(), type, who: audit?.staff?.name ?? whoOf(type), text: `${BOOKING_EVENT_LABELS[type]}: ${event.note}`, order: event.id };
  });
  const others = audits
    .filter((a) => !claimed.has(a.id))
    .map((a) => ({ at: a.at, type: 'audit', who: a.staff?.name ?? TRANSITION_ACTOR_LABELS.system, text: auditActionLabel(a.action), order: 0 }));
  return [...entries, ...others]
    .sort((a, b) => b.at.localeCompare(a.at) || b.order - a.order)
    .map(({ order: _order, ...entry }) => entry);
}

export async function bookingDetail(app: FastifyInstance, caller: StaffCaller, loaded: Loaded): Promise<StaffBookingDetail> {
  const { row } = loaded;
  const [branch] = row.branchSlug
    ? await app.db
        .select({ slug: branches.slug, name: branches.name, address: branches.address, phone: branches.phone, whatsapp: branches.whatsapp, provinceIsocode: branches.provinceIsocode })
        .from(branches)
        .where(eq(branches.slug, row.branchSlug))
        .limit(1)
    : [];
  const [city] = row.cityCode ? await app.db.select({ name: cities.name }).from(cities).where(eq(cities.isocode, row.cityCode)).limit(1) : [];
  const [files] = await app.db.select({ n: count() }).from(uploadedFiles).where(eq(uploadedFiles.bookingId, row.id));
  const [assigned] = row.assignedStaffId ? await app.db.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.id, row.assignedStaffId)) : [];
  const { canCancel: _c, canReschedule: _r, events: _e, files: _f, url: _u, slotQuery: _q, ...shown } = presentBooking(row, (branch) ?? null, city?.name ?? null, [], [], app.now());
  const open = OPEN.includes(row.status) && isTestDrive(row.kind);
  const writes = can(caller.role, permissionOf(row.kind, 'write'));
  const assigns = open && writes && caller.role !== 'sales' && loaded.branchId !== null;
  return {
    booking: {
      ...shown,
      stageLabel: row.stage ? TCARE_STAGE_LABELS[row.stage as TcareStage] : null,
      assignee: assigned ?? null,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      hasAccount: row.customerId !== null,
      fileCount: files?.n ?? 0,
    },
    actions: actionsOf(caller, row),
    take: open && writes && caller.role === 'sales' && row.assignedStaffId === null,
    salesOfBranch: assigns ? await salesOf(app.db, loaded.branchId!) : [],
    timeline: await timelineOf(app, row),
  };
}

/** The slot query of a booking's resource for the reschedule form: the customer's own, or a rental desk's pick-up hours. */
export function slotsQueryOf(row: BookingRow) {
  const query = slotQueryOf(row);
  if (query) return query;
  return row.kind === 'cubain' && row.branchSlug && row.slotStart ? { kind: 'cubain' as const, branchSlug: row.branchSlug } : null;
}
