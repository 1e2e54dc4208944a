import { crmOutbox, type Db } from '@kemudi/db';
import type { CrmOutboxEntry } from '@kemudi/domain/contracts/leads';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';

/** Any query runner: the database or the caller's open transaction. */
export type CrmTx = Pick<Db, 'insert'>;

export type CrmRecord = {
  recordType: 'lead' | 'booking';
  recordId: string;
  event: 'created' | 'updated' | 'cancelled' | 'rescheduled';
  /**
   * What the dealer's CRM receives: plain JSON (numbers, stage, contact, car, branch, slot…). Name
   * the record's number `leadNo` or `bookingNo`: the development listing finds rows by it.
   */
  payload: Record<string, unknown>;
};

/**
 * Whether this process delivers the CRM outbox (CRM_URL set). Process configuration, set once by the
 * module's plugin when the app is built.
 */
let delivering = false;

export function setCrmDelivering(on: boolean): void {
  delivering = on;
}

/**
 * Queues what the dealer's CRM must receive in the caller's transaction, so it exists exactly when
 * the lead or booking does. With a CRM configured the row is 'pending' (the dispatcher sends it once
 * the transaction has committed, retrying until acknowledged); without one it stays 'outbox'.
 */
export async function queueCrm(tx: CrmTx, record: CrmRecord, now: Date = new Date()): Promise<void> {
  await tx.insert(crmOutbox).values({
    recordType: record.recordType,
    recordId: record.recordId,
    event: record.event,
    payload: record.payload,
    status: delivering ? 'pending' : 'outbox',
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** The development listing (GET /api/dev/crm-outbox): the latest rows, newest first. */
export async function listCrmOutbox(
  db: Db,
  query: { recordType?: 'lead' | 'booking' | undefined; number?: string | undefined; limit: number },
): Promise<CrmOutboxEntry[]> {
  const where: SQL[] = [];
  if (query.recordType) where.push(eq(crmOutbox.recordType, query.recordType));
  const number = query.number?.trim().toUpperCase();
  if (number) {
    where.push(or(sql`${crmOutbox.payload}->>'leadNo' = ${number}`, sql`${crmOutbox.payload}->>'bookingNo' = ${number}`)!);
  }
  const rows = await db
    .select()
    .from(crmOutbox)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(crmOutbox.createdAt), desc(crmOutbox.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    recordType: r.recordType as CrmOutboxEntry['recordType'],
    recordId: r.recordId,
    event: r.event,
    status: r.status as CrmOutboxEntry['status'],
    attempts: r.attempts,
    lastError: r.lastError,
    payload: r.payload,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
