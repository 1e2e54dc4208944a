/**
 * The staff audit log (issue 24): who did what, when, to which record, with the record before and
 * after. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE, migration 0013). Every staff
 * write records its row with `withAudit` in the transaction of the write itself: the row exists
 * exactly when the change does — an action that fails (and rolls back) leaves none.
 */
import { staff, staffAudit, type Db } from '@kemudi/db';
import type { AuditEntry, AuditListData, AuditListQuery } from '@kemudi/domain/contracts/staff';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { toPage } from '../../lib/paging';
import type { Tx } from './sessions';

/** Who acts and from where: the signed-in staff member (null for the create-admin script), the address and the request id. */
export interface AuditActor {
  staffId: string | null;
  ip: string | null;
  requestId: string | null;
  /** When (the API's clock: tests move it). */
  at: Date;
}

export interface AuditRecord {
  /** `<area>.<verb>`, e.g. `staff.create`, `auth.login`, `booking.status`. */
  action: string;
  /** The kind of record: `staff`, `session`, `booking`, … */
  entity: string;
  entityId?: string | number | null;
  /** The record's branch (the audit list of a branch manager can be filtered by it later). */
  branchId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The actor of a staff request: `request.staff` when signed in (any stage), else nobody. */
export function actorOf(app: FastifyInstance, request: FastifyRequest, staffId: string | null = request.staff?.id ?? null): AuditActor {
  return { staffId, ip: request.ip || null, requestId: request.id, at: app.clock() };
}

/**
 * Records one staff action in `tx`, the transaction of the action itself. The queues (bookings,
 * orders, leads, tickets) call it the same way:
 *   await app.db.transaction(async (tx) => { …change…; await withAudit(tx, actorOf(app, request), { action, entity, entityId, branchId, before, after }); });
 */
export async function withAudit(tx: Tx | Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(staffAudit).values({
    at: actor.at,
    staffId: actor.staffId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    branchId: record.branchId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

/** The start of a WIB (UTC+7) day, YYYY-MM-DD. */
export const wibDay = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+07:00`) + plusDays * 86_400_000);

/** The staff member a row is about (entity 'staff'), for its name. */
const subject = alias(staff, 'subject');

async function selectEntries(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: staffAudit, staffName: staff.name, subjectName: subject.name })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .leftJoin(subject, and(eq(staffAudit.entity, 'staff'), eq(sql`${subject.id}::text`, staffAudit.entityId)))
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ entry, staffName, subjectName }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    staff: entry.staffId && staffName !== null ? { id: entry.staffId, name: staffName } : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    subject: subjectName,
    branchId: entry.branchId,
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
    requestId: entry.requestId,
  }));
}

/** The audit list of the console (filters: staff, action, entity, record, WIB days; newest first). */
export async function listAudit(app: FastifyInstance, query: z.output<typeof AuditListQuery>): Promise<AuditListData> {
  const where = and(
    query.staffId ? eq(staffAudit.staffId, query.staffId) : undefined,
    query.action ? eq(staffAudit.action, query.action) : undefined,
    query.entity ? eq(staffAudit.entity, query.entity) : undefined,
    query.entityId ? eq(staffAudit.entityId, query.entityId) : undefined,
    query.from ? gte(staffAudit.at, wibDay(query.from)) : undefined,
    query.to ? lt(staffAudit.at, wibDay(query.to, 1)) : undefined,
  );
  const [content, total] = await Promise.all([selectEntries(app.db, where, query.size, query.page * query.size), app.db.$count(staffAudit, where)]);
  return toPage(content, query.page, query.size, total);
}

/** The latest rows about one record (a detail page's timeline). */
export function recordTimeline(app: FastifyInstance, entity: string, entityId: string, limit = 50): Promise<AuditEntry[]> {
  return selectEntries(app.db, and(eq(staffAudit.entity, entity), eq(staffAudit.entityId, entityId)), limit);
}

