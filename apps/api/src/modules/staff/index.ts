/**
 * The dealer staff console's API (issue 24): staff accounts, their sign-in with a second factor,
 * sessions in an HttpOnly cookie, roles and branch scope, staff management and the append-only
 * audit log. The one entry app.ts and other modules use.
 *
 * For the queues (bookings, orders, leads, tickets) a module registers its calls under
 * /api/staff/v1 with `access: 'staff'` and a guard, after this module's plugin:
 *   route(app, call, { tags, summary, access: 'staff', guard: requireStaff('orders.read', { branchOf }) }, handler)
 * lists with `branchCondition(signedIn(request), table.branchId[, table.assigneeId])`, and writes
 * with `withAudit(tx, actorOf(app, request), { action, entity, entityId, branchId, before, after })`
 * in the write's own transaction.
 */
export { staffRoutes } from './routes';
export { staffDoc, staffWrites } from './docs';
export { requireStaff, signedIn, branchCondition, inScope, recordNotFound, type RecordPlace } from './scope';
export { withAudit, actorOf, recordTimeline, wibDay, type AuditActor, type AuditRecord } from './audit';
export type { StaffCaller } from './sessions';
export { createFirstAdmin, firstAdminProblem } from './first-admin';
