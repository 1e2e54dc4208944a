import { bookingEvents, bookings, rentalFleet, type Db } from '@kemudi/db';
import {
  BODY_PAINT_DESKS_PER_HOUR,
  BOOKING_MESSAGES as M,
  CUBAIN_CLASSES,
  CUBAIN_MAX_DAYS,
  cubainPrice,
  HOME_SERVICE_TEAMS_PER_HOUR,
  INSPECTORS_PER_HOUR,
  isCubainClass,
  normalizeBookingNo,
  SERVICE_STALLS_PER_HOUR,
  TCARE_STAGE_LABELS,
  TEST_DRIVE_KINDS,
  type BookingEventType,
  type BookingKind,
} from '@kemudi/domain/bookings';
import { checkBookingChange, type BookingAction, type BookingChange } from '@kemudi/domain/booking-transitions';
import type { Booking } from '@kemudi/domain/contracts/bookings';
import type { TransitionActor } from '@kemudi/domain/transition-actors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';
import { announce, toCrm, type Announcement } from './announce';
import { bookingNotFound, conflict, SlotFull, type BookingDeps, type DealerBody } from './deps';
import { beforeCutoff, bookingStateOf, provinceOfBooking, slotLabelOf, viewOf, type BookingRow, type SparePartAnswer } from './present';
import { detailOf, ownBooking } from './service';
import { daysBetween, localDate, releaseSlot, takeSlot, zoneOf } from './slots';
import { assertOpenOn, checkSlot, findBranch, rentalsOverlapping, slotTaken, testDriveCapacity, type Target } from './targets';

/*
 * A booking's changes after it is made (issues 13, 24 and 28): every change of its status or T-CARE
 * stage goes through applyBookingChange and so through BOOKING_TRANSITIONS and TCARE_TRANSITIONS
 * (packages/domain/src/booking-transitions.ts): the customer cancels or reschedules, the dealer
 * system confirms and reports stages, answers, completions and no-shows, and the staff console
 * (modules/staff-bookings) does all of it with actor 'staff', its audit row written by `record` in
 * the change's own transaction.
 */

/** What a caller writes in the change's own transaction once it applied (the staff console's audit row). */
export type RecordChange = (tx: Db, before: BookingRow, after: BookingRow) => Promise<void>;
/** What a change writes besides its status: the timeline's note, other columns, and the caller's own record. */
export type ChangeWrite = {
  note: string;
  set?: Partial<typeof bookings.$inferInsert>;
  record?: RecordChange | undefined;
  /** Why the branch cancels: the customer's message says it. */
  reason?: string | undefined;
};

/** What each action writes besides the booking: its timeline entry, its message and the CRM's event. */
const EFFECTS: Readonly<Record<BookingAction, { event: BookingEventType & Announcement; crm: 'cancelled' | 'rescheduled' | 'updated' }>> = {
  confirm: { event: 'confirmed', crm: 'updated' },
  cancel: { event: 'cancelled', crm: 'cancelled' },
  reschedule: { event: 'rescheduled', crm: 'rescheduled' },
  stage: { event: 'stage', crm: 'updated' },
  answer: { event: 'answered', crm: 'updated' },
  complete: { event: 'completed', crm: 'updated' },
  no_show: { event: 'no_show', crm: 'updated' },
};

/** Throws the tables' refusal (409) unless `actor` may make `change`; answers the booking's new status and stage. */
export function assertBookingChange(row: BookingRow, change: BookingChange, actor: TransitionActor) {
  const verdict = checkBookingChange(bookingStateOf(row), change, actor);
  if (!verdict.ok) throw conflict(verdict.type, verdict.message);
  return verdict;
}

/**
 * The one way a booking's status or T-CARE stage changes, in the caller's transaction: the tables
 * must allow it (else 409); the update is conditional on the status and stage the caller read, so
 * two changes at once cannot both apply; a cancelled booking gives back its slot; the timeline
 * entry, the customer's message and the CRM's event are written with it. `set` carries what the
 * change writes besides (a new slot, an answer); `record` what the caller writes with it (an audit
 * row). A booking leaving 'pending' for 'confirmed' (a confirm, or a first T-CARE report) gets its
 * confirmed_at. Returns the updated row, or null when the booking was no longer as read.
 */
export async function applyBookingChange(
  deps: Pick<BookingDeps, 'clock' | 'siteUrl'>,
  tx: Db,
  row: BookingRow,
  change: BookingChange,
  actor: TransitionActor,
  write: ChangeWrite,
): Promise<BookingRow | null> {
  const next = assertBookingChange(row, change, actor);
  const at = deps.clock();
  const confirmed = row.status === 'pending' && next.status === 'confirmed' ? { confirmedAt: at } : {};
  const [done] = await tx
    .update(bookings)
    .set({ status: next.status, stage: next.stage, updatedAt: at, ...confirmed, ...(change.action === 'cancel' ? { cancelledAt: at } : {}), ...write.set })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status), row.stage === null ? isNull(bookings.stage) : eq(bookings.stage, row.stage)))
    .returning();
  if (!done) return null;
  if (change.action === 'cancel' && done.resource && done.slotStart) await releaseSlot(tx, done.resource, done.slotStart);
  const effect = EFFECTS[change.action];
  await tx.insert(bookingEvents).values({ bookingId: done.id, type: effect.event, note: write.note, at });
  await announce(deps, tx, done, effect.event, write.reason);
  await toCrm(deps, tx, done, effect.crm);
  await write.record?.(tx, row, done);
  return done;
}

/** applyBookingChange in a transaction of its own (refused before one is opened). */
export async function changeBooking(deps: BookingDeps, row: BookingRow, change: BookingChange, actor: TransitionActor, write: ChangeWrite) {
  assertBookingChange(row, change, actor);
  return deps.db.transaction((raw) => applyBookingChange(deps, raw as unknown as Db, row, change, actor, write));
}

// ---------------------------------------------------------------------------------------------
// The customer: cancel and reschedule
// ---------------------------------------------------------------------------------------------

/** The customer changes a booking only before the cut-off before its slot (staff are not held to it). */
function assertBeforeCutoff(row: BookingRow, now: Date): void {
  if (!beforeCutoff(row, now)) throw conflict('CutOff', M.CUTOFF);
}

export async function cancelBooking(deps: BookingDeps, customerId: string, bookingNo: string, reason: string | undefined): Promise<Booking> {
  const row = await ownBooking(deps.db, customerId, bookingNo);
  assertBookingChange(row, { action: 'cancel' }, 'customer');
  assertBeforeCutoff(row, deps.now());
  const updated = await changeBooking(deps, row, { action: 'cancel' }, 'customer', { note: reason ? `Dibatalkan oleh pelanggan: ${reason}` : 'Dibatalkan oleh pelanggan' });
  if (!updated) throw conflict('NotChangeable', M.NOT_CHANGEABLE);
  return detailOf(deps, updated);
}

/** Units an hour of a resource (re-read for a reschedule: a branch may have changed its test-drive cars). */
async function capacityOf(db: Db, resource: string): Promise<number> {
  const [kind, ...rest] = resource.split(':');
  switch (kind) {
    case 'td':
      return testDriveCapacity(db, rest[0] ?? '', rest.slice(1).join(':'));
    case 'utd':
      return 1;
    case 'stall':
      return SERVICE_STALLS_PER_HOUR;
    case 'bp':
      return BODY_PAINT_DESKS_PER_HOUR;
    case 'ths':
      return HOME_SERVICE_TEAMS_PER_HOUR;
    default:
      return INSPECTORS_PER_HOUR;
  }
}

export async function rescheduleBooking(deps: BookingDeps, customerId: string, bookingNo: string, body: RescheduleBody): Promise<Booking> {
  const row = await ownBooking(deps.db, customerId, bookingNo);
  return detailOf(deps, await moveBooking(deps, row, body, 'customer'));
}

export type RescheduleBody = { slotStart: string; returnDate?: string | undefined };

/**
 * Moves a booking to another slot of its resource by the customer's slot rules (from tomorrow, 14
 * days, an hour the branch offers and has free; a rental's return day and fleet), for the customer
 * (only until the cut-off) or staff (at any time, who speak to the customer). The new hour is taken
 * and the old one given back in one transaction; `record` writes the caller's audit row in it.
 */
export async function moveBooking(deps: BookingDeps, row: BookingRow, body: RescheduleBody, actor: TransitionActor, record?: RecordChange): Promise<BookingRow> {
  const now = deps.now();
  const refused = () => (actor === 'customer' ? conflict('NotChangeable', M.NOT_CHANGEABLE) : conflict('InvalidTransition', M.RESCHEDULE_REFUSED));
  assertBookingChange(row, { action: 'reschedule' }, actor);
  if (!row.slotStart) throw refused();
  if (actor === 'customer') assertBeforeCutoff(row, now);
  const branch = row.branchSlug ? await findBranch(deps.db, row.branchSlug) : null;
  if (!branch) throw refused();
  const target: Target = {
    branch,
    resource: row.resource,
    capacity: row.resource ? await capacityOf(deps.db, row.resource) : 0,
    cityCode: row.cityCode ?? branch.cityIsocode,
  };
  const start = checkSlot(target, now, new Date(body.slotStart));
  let end: Date | null = null;
  let rental: { carClass: string; units: number; days: number } | null = null;
  if (row.kind === 'cubain') {
    const { offsetMinutes } = zoneOf(branch.provinceIsocode);
    const oldDays = Number(row.details.days ?? 1);
    const days = body.returnDate ? daysBetween(localDate(start, offsetMinutes), body.returnDate) : oldDays;
    if (days < 1 || days > CUBAIN_MAX_DAYS) throw badRequest(M.RENTAL_DATES);
    end = new Date(start.getTime() + days * 86_400_000);
    assertOpenOn(branch, localDate(end, offsetMinutes));
    const carClass = String(row.details.carClass);
    const [fleet] = await deps.db.select({ units: rentalFleet.units }).from(rentalFleet).where(and(eq(rentalFleet.branchSlug, branch.slug), eq(rentalFleet.carClass, carClass)));
    rental = { carClass, units: fleet?.units ?? 0, days };
  } else if (row.slotStart && start.getTime() === row.slotStart.getTime()) {
    throw badRequest('Jadwal baru sama dengan jadwal sekarang. Pilih jadwal lain.');
  }
  try {
    return await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      // The booking row first: a cancel or a second reschedule of it waits, so the old hour is given back once.
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, row.id)).for('update');
      if (!current) throw refused();
      assertBookingChange(current, { action: 'reschedule' }, actor);
      const from = current.slotStart;
      if (!from) throw refused();
      if (rental) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cubain:${branch.slug}:${rental.carClass}`}))`);
        if ((await rentalsOverlapping(tx, branch.slug, rental.carClass, start, end!, current.id)) >= rental.units) throw conflict('RentalUnavailable', M.RENTAL_UNAVAILABLE);
      }
      if (current.resource) {
        if (!(await takeSlot(tx, current.resource, start, target.capacity))) throw new SlotFull();
        await releaseSlot(tx, current.resource, from);
      }
      const details = rental && row.kind === 'cubain' && isCubainClass(rental.carClass) ? cubainDetails(current, rental.days) : current.details;
      const estimate = rental && isCubainClass(rental.carClass) ? cubainPrice(rental.carClass, rental.days, Boolean(current.details.withDriver)) : current.estimate;
      const province = provinceOfBooking(current, branch);
      const done = await applyBookingChange(deps, tx, current, { action: 'reschedule' }, actor, {
        note: `Jadwal dipindahkan dari ${slotLabelOf(from, province)} ke ${slotLabelOf(start, province)}`,
        set: { slotStart: start, slotEnd: end, details, estimate, reminderSentAt: null },
        record,
      });
      // The row is locked: it cannot have changed since it was read.
      if (!done) throw refused();
      return done;
    });
  } catch (error) {
    if (error instanceof SlotFull) throw await slotTaken(deps, target, start);
    throw error;
  }
}

/** A rental's details and view after its days changed. */
function cubainDetails(row: BookingRow, days: number): Record<string, unknown> {
  const view = viewOf(row);
  const carClass = String(row.details.carClass);
  const info = isCubainClass(carClass) ? CUBAIN_CLASSES[carClass] : null;
  return {
    ...row.details,
    days,
    view: {
      title: `Sewa ${info?.name ?? carClass}${row.details.withDriver ? ' dengan Sopir' : ''} · ${days} hari`,
      summary: view.summary.map((l) => (l.label === 'Lama sewa' ? { ...l, value: `${days} hari` } : l)),
    },
  };
}


// ---------------------------------------------------------------------------------------------
// The dealer system
// ---------------------------------------------------------------------------------------------

/** The dealer system's report on a booking: a T-CARE stage, a spare-part answer, completion or a no-show. */
export async function dealerUpdate(deps: BookingDeps, rawNo: string, body: DealerBody): Promise<Booking> {
  const bookingNo = normalizeBookingNo(rawNo);
  if (!bookingNo) throw bookingNotFound();
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo)).limit(1);
  if (!row) throw bookingNotFound();
  let updated: BookingRow | null;
  switch (body.action) {
    case 'confirm':
      updated = await changeBooking(deps, row, { action: 'confirm' }, 'dealer', { note: 'Jadwal dikonfirmasi cabang' });
      break;
    case 'stage':
      updated = await changeBooking(deps, row, { action: 'stage', stage: body.stage }, 'dealer', { note: TCARE_STAGE_LABELS[body.stage] });
      break;
    case 'answer':
      updated = await changeBooking(deps, row, { action: 'answer' }, 'dealer', answerWrite(row, body));
      break;
    case 'complete':
      updated = await changeBooking(deps, row, { action: 'complete' }, 'dealer', { note: 'Selesai' });
      break;
    case 'no_show':
      updated = await changeBooking(deps, row, { action: 'no_show' }, 'dealer', { note: 'Pelanggan tidak hadir' });
      break;
  }
  if (!updated) throw conflict('InvalidTransition', M.BOOKING_CHANGED_MEANWHILE);
  return detailOf(deps, updated);
}

/** A spare-part answer (available or not, the price, the ready day) as the change writes it: the dealer system's and the staff console's. */
export function answerWrite(row: BookingRow, body: { available: boolean; note: string; price?: number | undefined; readyDate?: string | undefined }, record?: RecordChange): ChangeWrite {
  const answer: SparePartAnswer = { available: body.available, note: body.note, price: body.price ?? null, readyDate: body.readyDate ?? null };
  return { note: `${body.available ? 'Tersedia' : 'Belum tersedia'}: ${body.note}`, set: { details: { ...row.details, answer } }, record };
}

/** Only an open test drive has a sales consultant to give it to (409 otherwise). */
export function assertAssignable(row: BookingRow): void {
  if (!TEST_DRIVE_KINDS.includes(row.kind as BookingKind) || (row.status !== 'pending' && row.status !== 'confirmed')) throw conflict('InvalidTransition', M.ASSIGN_REFUSED);
}

/**
 * Gives an open test drive to a sales consultant (issue 24), or takes it off them (null). Not a
 * change of status, so not a row of the transition tables; the update is conditional on the status
 * and the assignee read, so two sales taking the same test drive at once cannot both have it (null
 * for the one that lost). The timeline says who the customer's consultant is; `record` writes the
 * caller's audit row in the same transaction.
 */
export async function assignBooking(deps: BookingDeps, row: BookingRow, assignee: { id: string; name: string } | null, record?: RecordChange): Promise<BookingRow | null> {
  assertAssignable(row);
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const at = deps.clock();
    const [done] = await tx
      .update(bookings)
      .set({ assignedStaffId: assignee?.id ?? null, updatedAt: at })
      .where(
        and(
          eq(bookings.id, row.id),
          eq(bookings.status, row.status),
          row.assignedStaffId === null ? isNull(bookings.assignedStaffId) : eq(bookings.assignedStaffId, row.assignedStaffId),
        ),
      )
      .returning();
    if (!done) return null;
    const note = assignee ? `Sales consultant Anda: ${assignee.name}` : 'Sales consultant akan ditentukan cabang';
    await tx.insert(bookingEvents).values({ bookingId: done.id, type: 'assigned', note, at });
    await toCrm(deps, tx, done, 'updated');
    await record?.(tx, row, done);
    return done;
  });
}
