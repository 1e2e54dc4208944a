import { crmOutbox, type Db } from '@kemudi/db';

/** Any query runner: the database or the caller's open transaction. */
export type CrmTx = Pick<Db, 'insert'>;

export type CrmRecord = {
  recordType: 'lead' | 'booking';
  recordId: string;
  event: 'created' | 'updated' | 'cancelled' | 'rescheduled';
  /** What the dealer's CRM receives: plain JSON (numbers, stage, contact, car, branch, slot…). */
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
