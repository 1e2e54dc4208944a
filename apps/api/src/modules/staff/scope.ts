/**
 * Roles and branch scope, enforced on every staff call (issue 24). `requireStaff` is the guard of
 * a staff route: 401 without a full session, 403 for a role lacking the permission, and 404 —
 * exactly the answer for a missing record — for a record of a branch outside the member's scope,
 * so that nobody learns which records exist elsewhere. `branchCondition` turns a member into the
 * SQL condition of their list queries. The roles themselves: packages/domain/src/staff-roles.ts.
 */
import { STAFF_ERROR_MESSAGES } from '@kemudi/domain/contracts/staff';
import { can, ROLE_SCOPE, type StaffPermission } from '@kemudi/domain/staff-roles';
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import type { SessionStage, StaffCaller } from './sessions';

export const notSignedIn = () => new AppError(401, 'NotSignedIn', STAFF_ERROR_MESSAGES.NotSignedIn);
export const forbidden = () => new AppError(403, 'Forbidden', STAFF_ERROR_MESSAGES.Forbidden);
/** The one answer for a missing record and for one outside the caller's scope. */
export const recordNotFound = () => notFound();

/**
 * Where a record sits: its branch — by id (staff records) or by slug (the queues' bookings, orders
 * and leads name their branch by slug) — and (leads, test drives) the staff member it is assigned to.
 */
export type RecordPlace = ({ branchId: number | null } | { branchSlug: string | null }) & { assigneeId?: string | null };

type ScopeCaller = Pick<StaffCaller, 'id' | 'role' | 'branchIds' | 'branchSlugs'>;

/** A full session's staff member; 401 otherwise (no session, or one still at the password stage). */
export function signedIn(request: FastifyRequest): StaffCaller {
  const caller = request.staff;
  if (!caller || caller.stage !== 'full') throw notSignedIn();
  return caller;
}

/** A session at exactly this stage (the second-factor calls want 'password'); 401 otherwise. */
export function sessionAt(request: FastifyRequest, stage: SessionStage): StaffCaller {
  const caller = request.staff;
  if (!caller || caller.stage !== stage) throw notSignedIn();
  return caller;
}

/** Whether a record is within the member's scope (ROLE_SCOPE). A record with no branch is a group admin's alone. */
export function inScope(caller: ScopeCaller, place: RecordPlace): boolean {
  const scope = ROLE_SCOPE[caller.role];
  if (scope === 'all') return true;
  if (scope === 'none') return false;
  const ownBranch = 'branchSlug' in place ? place.branchSlug !== null && caller.branchSlugs.includes(place.branchSlug) : place.branchId !== null && caller.branchIds.includes(place.branchId);
  if (!ownBranch) return false;
  if (scope === 'assigned') return place.assigneeId === undefined || place.assigneeId === null || place.assigneeId === caller.id;
  return true;
}

/**
 * The member's scope as a condition on a list query: undefined for a group admin (every row);
 * `branch in (…)` for a branch manager or a service advisor; for sales also `assignee is null or
 * assignee = me` when the table has an assignee column; false for roles without branch records.
 *   db.select().from(bookings).where(and(branchCondition(caller, bookings.branchId), …filters))
 */
export function branchCondition(caller: ScopeCaller, branchColumn: AnyColumn, assigneeColumn?: AnyColumn): SQL | undefined {
  const scope = ROLE_SCOPE[caller.role];
  if (scope === 'all') return undefined;
  if (scope === 'none' || caller.branchIds.length === 0) return sql`false`;
  // A text column holds slugs (bookings, orders, leads); an integer one, ids.
  const inBranches = branchColumn.dataType === 'string' ? inArray(branchColumn, caller.branchSlugs) : inArray(branchColumn, caller.branchIds);
  if (scope === 'assigned' && assigneeColumn) return and(inBranches, or(isNull(assigneeColumn), eq(assigneeColumn, caller.id)));
  return inBranches;
}

/**
 * The guard of a staff route (RouteDoc `guard`, or a preHandler of the lead's own routes):
 * - no full session → 401 NotSignedIn;
 * - `permission` not held by the role → 403 Forbidden;
 * - `branchOf` (the record's place, read from the request's params; undefined when the record
 *   does not exist) → 404 for a missing record and, the same, for one outside the scope.
 *   route(app, bookingCalls.detail, { access: 'staff', guard: requireStaff('bookings.service.read', {
 *     branchOf: (request) => placeOfBooking(app, request.params.bookingNo) }) }, handler)
 */
export function requireStaff(
  permission?: StaffPermission,
  options: { branchOf?: (request: FastifyRequest) => Promise<RecordPlace | undefined> } = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    const caller = signedIn(request);
    if (permission && !can(caller.role, permission)) throw forbidden();
    if (options.branchOf) {
      const place = await options.branchOf(request);
      if (!place || !inScope(caller, place)) throw recordNotFound();
    }
  };
}
