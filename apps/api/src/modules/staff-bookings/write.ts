import { staff, staffBranches } from '@kemudi/db';
import { BOOKING_MESSAGES as M, TCARE_STAGE_LABELS } from '@kemudi/domain/bookings';
import type { CallBody } from '@kemudi/domain/contracts/call';
import { STAFF_BOOKING_MESSAGES, type staffBookingCalls } from '@kemudi/domain/contracts/staff-bookings';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { closureOn } from '../branches';
import { answerWrite, assertAssignable, assignBooking, changeBooking, moveBooking, type BookingRow, type RecordChange } from '../bookings';
import { actorOf, signedIn, withAudit } from '../staff';
import { bookingDeps, type Loaded } from './read';

/*
 * The Booking queue's actions (issue 24). Each goes through the bookings module — changeBooking
 * and moveBooking, so the transition tables with actor 'staff' — and writes its audit row
 * (`booking.<action>`) in the change's own transaction, stamped with the change's instant (the
 * detail's history joins the two). A refused or failed change leaves no audit row.
 */

export type StaffBookingAction = 'confirm' | 'reschedule' | 'cancel' | 'stage' | 'answer' | 'complete' | 'no_show' | 'assign';

/** What the audit row keeps of a booking before and after. */
function snapshot(row: BookingRow): Record<string, unknown> {
  return {
    status: row.status,
    stage: row.stage,
    slotStart: row.slotStart?.toISOString() ?? null,
    assignedStaffId: row.assignedStaffId,
    ...(row.details.answer ? { answer: row.details.answer } : {}),
  };
}

/** The audit row of a change, written by the bookings module inside the change's transaction. */
function auditOf(app: FastifyInstance, request: FastifyRequest, loaded: Loaded, action: StaffBookingAction, extra: Record<string, unknown> = {}): RecordChange {
  return (tx, before, after) =>
    withAudit(tx, { ...actorOf(app, request), at: after.updatedAt }, {
      action: `booking.${action}`,
      entity: 'booking',
      entityId: loaded.row.bookingNo,
      branchId: loaded.branchId,
      before: snapshot(before),
      after: { ...snapshot(after), ...extra },
    });
}

const changedMeanwhile = () => new AppError(409, 'InvalidTransition', M.BOOKING_CHANGED_MEANWHILE);

type Bodies = {
  reschedule: CallBody<typeof staffBookingCalls.reschedule>;
  cancel: CallBody<typeof staffBookingCalls.cancel>;
  stage: CallBody<typeof staffBookingCalls.stage>;
  answer: CallBody<typeof staffBookingCalls.answer>;
};

/** One change of the transition tables, with what its call sent. */
export type TableChange =
  | { action: 'confirm' | 'complete' | 'no_show' }
  | ({ action: 'cancel' } & Bodies['cancel'])
  | ({ action: 'stage' } & Bodies['stage'])
  | ({ action: 'answer' } & Bodies['answer']);

const NOTES = { confirm: 'Jadwal dikonfirmasi cabang', complete: 'Selesai', no_show: 'Pelanggan tidak hadir' } as const;

/** confirm, cancel, stage, answer, complete, no_show: one change of the transition tables with actor 'staff'. */
export async function changeAction(app: FastifyInstance, request: FastifyRequest, loaded: Loaded, change: TableChange): Promise<void> {
  const deps = bookingDeps(app);
  const { row } = loaded;
  const record = auditOf(app, request, loaded, change.action, change.action === 'cancel' ? { reason: change.reason } : {});
  // Issue 25: a booking on a day its branch has since closed (a holiday) is moved, not confirmed.
  if (change.action === 'confirm' && row.slotStart && row.branchSlug) {
    const closed = await closureOn(app.db, row.branchSlug, row.slotStart);
    if (closed) throw new AppError(422, 'BranchClosed', STAFF_BOOKING_MESSAGES.ClosedDay.replace('{reason}', closed.reason));
  }
  let done: BookingRow | null;
  switch (change.action) {
    case 'stage':
      done = await changeBooking(deps, row, { action: 'stage', stage: change.stage }, 'staff', { note: TCARE_STAGE_LABELS[change.stage], record });
      break;
    case 'answer':
      done = await changeBooking(deps, row, { action: 'answer' }, 'staff', answerWrite(row, change, record));
      break;
    case 'cancel':
      done = await changeBooking(deps, row, { action: 'cancel' }, 'staff', { note: `Dibatalkan oleh cabang: ${change.reason}`, reason: change.reason, record });
      break;
    default:
      done = await changeBooking(deps, row, { action: change.action }, 'staff', { note: NOTES[change.action], record });
  }
  if (!done) throw changedMeanwhile();
}

/** Moves the booking by the customer's slot rules, without their cut-off (staff speak to the customer). */
export async function rescheduleAction(app: FastifyInstance, request: FastifyRequest, loaded: Loaded, body: Bodies['reschedule']): Promise<void> {
  if (!loaded.row.slotStart) throw new AppError(409, 'InvalidTransition', STAFF_BOOKING_MESSAGES.NoSlots);
  await moveBooking(bookingDeps(app), loaded.row, body, 'staff', auditOf(app, request, loaded, 'reschedule'));
}

/**
 * Gives a test drive to a sales of its branch: a manager or an admin to any active sales there; a
 * sales only to themselves, and only one nobody has (403 otherwise).
 */
export async function assignAction(app: FastifyInstance, request: FastifyRequest, loaded: Loaded, staffId: string): Promise<void> {
  const caller = signedIn(request);
  const { row } = loaded;
  assertAssignable(row);
  if (caller.role === 'sales' && (staffId !== caller.id || row.assignedStaffId !== null)) throw new AppError(403, 'Forbidden', STAFF_BOOKING_MESSAGES.AssignOwnOnly);
  if (row.assignedStaffId === staffId) throw new AppError(422, 'SameAssignee', STAFF_BOOKING_MESSAGES.SameAssignee);
  const [sales] =
    loaded.branchId === null
      ? []
      : await app.db
          .select({ id: staff.id, name: staff.name })
          .from(staff)
          .innerJoin(staffBranches, and(eq(staffBranches.staffId, staff.id), eq(staffBranches.branchId, loaded.branchId)))
          .where(and(eq(staff.id, staffId), eq(staff.role, 'sales'), eq(staff.active, true)))
          .limit(1);
  if (!sales) throw new AppError(422, 'NotSalesOfBranch', STAFF_BOOKING_MESSAGES.NotSalesOfBranch);
  const done = await assignBooking(bookingDeps(app), row, sales, auditOf(app, request, loaded, 'assign', { assignee: sales.name }));
  if (!done) throw new AppError(409, 'AlreadyAssigned', STAFF_BOOKING_MESSAGES.AlreadyAssigned);
}
