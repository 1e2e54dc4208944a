/**
 * Staff management for group admins (issue 24): the list with search, filters, sort, paging and
 * counts; creating a member (who gets an invitation email and enrols their authenticator at first
 * sign-in); changing a role or branches; deactivating (their sessions end) and activating; resetting
 * a second factor. Each write records its audit row in its own transaction.
 */
import { branches, staff, staffBranches, staffRecoveryCodes, type Db } from '@kemudi/db';
import { STAFF_ERROR_MESSAGES, type StaffBranch, type StaffDetail, type StaffListData, type StaffListQuery, type StaffMe, type StaffMember, type StaffStatus } from '@kemudi/domain/contracts/staff';
import { ROLE_PERMISSIONS, roleNeedsBranches, type StaffRole } from '@kemudi/domain/staff-roles';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sqlStateOf } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { withAudit, recordTimeline, type AuditActor } from './audit';
import { sendPasswordLink } from './links';
import { recordNotFound } from './scope';
import { endAllSessions, type StaffCaller, type Tx } from './sessions';

type StaffRow = typeof staff.$inferSelect;

const conflict = (type: 'EmailTaken' | 'LastAdmin' | 'OwnAccount' | 'InviteNotNeeded', message: string) => new AppError(409, type, message);

export function statusOf(row: Pick<StaffRow, 'active' | 'passwordHash'>): StaffStatus {
  if (!row.active) return 'inactive';
  return row.passwordHash === null ? 'invited' : 'active';
}

/** The branches of each member, by name. */
async function branchesOf(db: Db | Tx, staffIds: string[]): Promise<Map<string, StaffBranch[]>> {
  const map = new Map<string, StaffBranch[]>();
  if (staffIds.length === 0) return map;
  const rows = await db
    .select({ staffId: staffBranches.staffId, id: branches.id, name: branches.name })
    .from(staffBranches)
    .innerJoin(branches, eq(branches.id, staffBranches.branchId))
    .where(inArray(staffBranches.staffId, staffIds))
    .orderBy(asc(branches.name));
  for (const row of rows) map.set(row.staffId, [...(map.get(row.staffId) ?? []), { id: row.id, name: row.name }]);
  return map;
}

function toMember(row: StaffRow, memberBranches: StaffBranch[], now: Date): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    branches: memberBranches,
    status: statusOf(row),
    secondFactor: row.totpEnrolledAt !== null,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member before and after a change (never a hash or a secret). */
function snapshot(row: StaffRow, branchIds: number[]): Record<string, unknown> {
  return { name: row.name, email: row.email, role: row.role, branchIds, active: row.active, secondFactor: row.totpEnrolledAt !== null };
}

/** The signed-in member as the console shows them (auth/me). */
export async function meOf(app: FastifyInstance, caller: StaffCaller): Promise<StaffMe> {
  const memberBranches = (await branchesOf(app.db, [caller.id])).get(caller.id) ?? [];
  return {
    id: caller.id,
    name: caller.name,
    email: caller.email,
    role: caller.role,
    branches: memberBranches,
    permissions: [...ROLE_PERMISSIONS[caller.role]],
    sessionExpiresAt: caller.sessionExpiresAt.toISOString(),
  };
}

/** The branches the staff forms offer. */
export async function listBranches(app: FastifyInstance) {
  const rows = await app.db
    .select({ id: branches.id, name: branches.name, slug: branches.slug, city: sql<string>`coalesce((select name from cities where isocode = ${branches.cityIsocode}), '')` })
    .from(branches)
    .orderBy(asc(branches.name));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

const statusCondition = (status: StaffStatus): SQL | undefined =>
  status === 'inactive'
    ? eq(staff.active, false)
    : and(eq(staff.active, true), status === 'invited' ? isNull(staff.passwordHash) : isNotNull(staff.passwordHash));

const SORTS = { name: staff.name, email: staff.email, role: staff.role, createdAt: staff.createdAt, lastLoginAt: staff.lastLoginAt } as const;

export async function listStaff(app: FastifyInstance, query: z.output<typeof StaffListQuery>): Promise<StaffListData> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filters = and(
    pattern ? or(ilike(staff.name, pattern), ilike(staff.email, pattern)) : undefined,
    query.role ? eq(staff.role, query.role) : undefined,
    query.branchId
      ? inArray(staff.id, app.db.select({ id: staffBranches.staffId }).from(staffBranches).where(eq(staffBranches.branchId, query.branchId)))
      : undefined,
  );
  const where = and(filters, query.status ? statusCondition(query.status) : undefined);
  const column = SORTS[query.sort];
  const order = query.dir === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const [rows, counted] = await Promise.all([
    app.db
      .select()
      .from(staff)
      .where(where)
      .orderBy(order, asc(staff.id))
      .limit(query.size)
      .offset(query.page * query.size),
    app.db
      .select({
        all: count(),
        active: count(sql`case when ${statusCondition('active')} then 1 end`),
        invited: count(sql`case when ${statusCondition('invited')} then 1 end`),
        inactive: count(sql`case when ${statusCondition('inactive')} then 1 end`),
      })
      .from(staff)
      .where(filters),
  ]);
  const memberBranches = await branchesOf(app.db, rows.map((r) => r.id));
  const now = app.clock();
  const counts = counted[0] ?? { all: 0, active: 0, invited: 0, inactive: 0 };
  const total = query.status ? counts[query.status] : counts.all;
  return { ...toPage(rows.map((r) => toMember(r, memberBranches.get(r.id) ?? [], now)), query.page, query.size, total), counts };
}

export async function staffDetail(app: FastifyInstance, id: string): Promise<StaffDetail> {
  const [row] = await app.db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw recordNotFound();
  const memberBranches = (await branchesOf(app.db, [id])).get(id) ?? [];
  return { member: toMember(row, memberBranches, app.clock()), timeline: await recordTimeline(app, 'staff', id) };
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** The branches a role keeps: the given ones (which must exist, at least one where the role needs them) or none. */
async function checkedBranches(tx: Tx, role: StaffRole, branchIds: readonly number[]): Promise<number[]> {
  if (!roleNeedsBranches(role)) return [];
  const unique = [...new Set(branchIds)].sort((a, b) => a - b);
  if (unique.length === 0) throw new AppError(400, 'BranchRequired', STAFF_ERROR_MESSAGES.BranchRequired);
  const found = await tx.select({ id: branches.id }).from(branches).where(inArray(branches.id, unique));
  if (found.length !== unique.length) throw new AppError(400, 'UnknownBranch', STAFF_ERROR_MESSAGES.UnknownBranch);
  return unique;
}

async function lockMember(tx: Tx, id: string): Promise<{ row: StaffRow; branchIds: number[] }> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
  if (!row) throw recordNotFound();
  const rows = await tx.select({ id: staffBranches.branchId }).from(staffBranches).where(eq(staffBranches.staffId, id));
  return { row, branchIds: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/** Refuses a change that would leave no active group admin (the last one cannot lock everyone out). */
async function keepAnAdmin(tx: Tx, row: StaffRow): Promise<void> {
  if (row.role !== 'group_admin' || !row.active) return;
  // Every active admin row is locked, so two admins demoting each other at once cannot both pass.
  const others = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'group_admin'), eq(staff.active, true), ne(staff.id, row.id)))
    .for('update');
  if (others.length === 0) throw conflict('LastAdmin', STAFF_ERROR_MESSAGES.LastAdmin);
}

async function memberAfter(app: FastifyInstance, tx: Tx, id: string): Promise<{ member: StaffMember; row: StaffRow; branchIds: number[] }> {
  const { row, branchIds } = await lockMember(tx, id);
  const memberBranches = (await branchesOf(tx, [id])).get(id) ?? [];
  return { member: toMember(row, memberBranches, app.clock()), row, branchIds };
}

export async function createStaff(
  app: FastifyInstance,
  actor: AuditActor & { name: string },
  input: { name: string; email: string; role: StaffRole; branchIds: number[] },
): Promise<StaffMember> {
  try {
    return await app.db.transaction(async (tx) => {
      const taken = await tx.select({ id: staff.id }).from(staff).where(sql`lower(${staff.email}) = ${input.email}`).limit(1);
      if (taken.length > 0) throw conflict('EmailTaken', STAFF_ERROR_MESSAGES.EmailTaken);
      const branchIds = await checkedBranches(tx, input.role, input.branchIds);
      const [row] = await tx
        .insert(staff)
        .values({ name: input.name, email: input.email, role: input.role, createdBy: actor.staffId, createdAt: actor.at, updatedAt: actor.at })
        .returning();
      if (branchIds.length > 0) await tx.insert(staffBranches).values(branchIds.map((branchId) => ({ staffId: row!.id, branchId })));
      await sendPasswordLink(app, tx, row!, 'invite', actor.name);
      await withAudit(tx, actor, { action: 'staff.create', entity: 'staff', entityId: row!.id, after: snapshot(row!, branchIds) });
      return (await memberAfter(app, tx, row!.id)).member;
    });
  } catch (error) {
    // Two admins adding the same email at once: the unique index (staff_email_lower_idx) refuses the second.
    if (sqlStateOf(error) === '23505') throw conflict('EmailTaken', STAFF_ERROR_MESSAGES.EmailTaken);
    throw error;
  }
}

export async function updateStaff(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  input: { name?: string | undefined; role?: StaffRole | undefined; branchIds?: number[] | undefined },
): Promise<StaffMember> {
  return app.db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    const role = input.role ?? before.row.role;
    if (role !== before.row.role) {
      if (id === actor.staffId) throw conflict('OwnAccount', STAFF_ERROR_MESSAGES.OwnAccount);
      await keepAnAdmin(tx, before.row);
    }
    const branchIds = input.branchIds !== undefined || role !== before.row.role ? await checkedBranches(tx, role, input.branchIds ?? before.branchIds) : before.branchIds;
    await tx
      .update(staff)
      .set({ name: input.name ?? before.row.name, role, updatedAt: actor.at })
      .where(eq(staff.id, id));
    if (branchIds.join() !== before.branchIds.join()) {
      await tx.delete(staffBranches).where(eq(staffBranches.staffId, id));
      if (branchIds.length > 0) await tx.insert(staffBranches).values(branchIds.map((branchId) => ({ staffId: id, branchId })));
    }
    const after = await memberAfter(app, tx, id);
    await withAudit(tx, actor, { action: 'staff.update', entity: 'staff', entityId: id, before: snapshot(before.row, before.branchIds), after: snapshot(after.row, after.branchIds) });
    return after.member;
  });
}

export async function setStaffActive(app: FastifyInstance, actor: AuditActor, id: string, active: boolean): Promise<StaffMember> {
  return app.db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    if (!active) {
      if (id === actor.staffId) throw conflict('OwnAccount', STAFF_ERROR_MESSAGES.OwnAccount);
      await keepAnAdmin(tx, before.row);
    }
    await tx.update(staff).set({ active, updatedAt: actor.at, ...(active ? { failedLogins: 0, lockedUntil: null } : {}) }).where(eq(staff.id, id));
    if (!active) await endAllSessions(app, tx, id, 'deactivated');
    const after = await memberAfter(app, tx, id);
    await withAudit(tx, actor, {
      action: active ? 'staff.activate' : 'staff.deactivate',
      entity: 'staff',
      entityId: id,
      before: snapshot(before.row, before.branchIds),
      after: snapshot(after.row, after.branchIds),
    });
    return after.member;
  });
}

/** Clears the authenticator and the recovery codes; the member's sessions end and they enrol again at their next sign-in. */
export async function resetSecondFactor(app: FastifyInstance, actor: AuditActor, id: string): Promise<StaffMember> {
  return app.db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    await tx
      .update(staff)
      .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, failedLogins: 0, lockedUntil: null, updatedAt: actor.at })
      .where(eq(staff.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await endAllSessions(app, tx, id, 'second-factor-reset');
    const after = await memberAfter(app, tx, id);
    await withAudit(tx, actor, {
      action: 'staff.reset-second-factor',
      entity: 'staff',
      entityId: id,
      before: snapshot(before.row, before.branchIds),
      after: snapshot(after.row, after.branchIds),
    });
    return after.member;
  });
}

/** A new invitation link for a member who has not set a password yet. */
export async function resendInvite(app: FastifyInstance, actor: AuditActor & { name: string }, id: string): Promise<{ sent: true }> {
  await app.db.transaction(async (tx) => {
    const { row } = await lockMember(tx, id);
    if (statusOf(row) !== 'invited') throw conflict('InviteNotNeeded', 'Staf ini sudah membuat kata sandinya atau sudah dinonaktifkan.');
    await sendPasswordLink(app, tx, row, 'invite', actor.name);
    await withAudit(tx, actor, { action: 'staff.invite', entity: 'staff', entityId: id });
  });
  return { sent: true };
}
