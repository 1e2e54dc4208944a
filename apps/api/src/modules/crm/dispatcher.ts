import { crmOutbox, type Db } from '@kemudi/db';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CrmAdapter } from './adapter';

export type CrmDispatchOptions = {
  adapter: CrmAdapter;
  /** Attempts before a row is marked failed (CRM_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Delay before the first retry; each further retry waits twice as long (CRM_RETRY_BASE_SECONDS). */
  retryBaseSeconds: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /**
   * How long a claimed row is left alone before another round may take it again: a process that
   * dies while delivering loses nothing (the Idempotency-Key keeps the CRM from a double).
   */
  leaseSeconds?: number;
  /** Real time (never the app's pinned `now`). */
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
};

export type CrmDispatchResult = { sent: number; retried: number; failed: number };

/** Delay before attempt n+1 after n failed attempts: base, 2·base, 4·base, … */
export function crmRetryDelaySeconds(attempts: number, baseSeconds: number): number {
  return baseSeconds * 2 ** Math.max(0, attempts - 1);
}

/**
 * One round (the shape of the message dispatcher): claims due rows (FOR UPDATE SKIP LOCKED, so API
 * processes never take the same row) with a lease, delivers each through the adapter outside any
 * transaction, and marks it sent, schedules a retry with exponential back-off, or marks it failed
 * after the last attempt or a final refusal. Rows written while no CRM was configured ('outbox')
 * are delivered too once one is: the CRM gets every lead and booking, late rather than never.
 */
export async function dispatchCrmDue(db: Db, options: CrmDispatchOptions): Promise<CrmDispatchResult> {
  const { adapter, maxAttempts, retryBaseSeconds, batchSize = 20, leaseSeconds = 120, clock = () => new Date(), log } = options;
  const result: CrmDispatchResult = { sent: 0, retried: 0, failed: 0 };
  const now = clock();
  const due = db
    .select({ id: crmOutbox.id })
    .from(crmOutbox)
    .where(and(inArray(crmOutbox.status, ['pending', 'outbox']), lte(crmOutbox.nextAttemptAt, now)))
    .orderBy(asc(crmOutbox.nextAttemptAt), asc(crmOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(crmOutbox)
    .set({ status: 'pending', attempts: sql`${crmOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(inArray(crmOutbox.id, due))
    .returning();
  claimed.sort((a, b) => a.id - b.id);

  for (const row of claimed) {
    const mine = and(eq(crmOutbox.id, row.id), eq(crmOutbox.status, 'pending'));
    let outcome;
    try {
      outcome = await adapter.deliver({ id: row.id, recordType: row.recordType, recordId: row.recordId, event: row.event, payload: row.payload, createdAt: row.createdAt });
    } catch (error) {
      // An adapter that throws (a programming error) is worth another try, not a lost record.
      outcome = { kind: 'retry' as const, reason: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === 'acknowledged') {
      await db.update(crmOutbox).set({ status: 'sent', sentAt: clock(), lastError: null }).where(mine);
      result.sent += 1;
    } else if (outcome.kind === 'retry' && row.attempts < maxAttempts) {
      const next = new Date(clock().getTime() + crmRetryDelaySeconds(row.attempts, retryBaseSeconds) * 1000);
      await db.update(crmOutbox).set({ nextAttemptAt: next, lastError: outcome.reason }).where(mine);
      result.retried += 1;
      log?.warn({ crmRow: row.id, recordType: row.recordType, attempts: row.attempts, err: outcome.reason }, 'CRM did not take the record; will retry');
    } else {
      await db.update(crmOutbox).set({ status: 'failed', lastError: outcome.reason }).where(mine);
      result.failed += 1;
      log?.error({ crmRow: row.id, recordType: row.recordType, attempts: row.attempts, err: outcome.reason }, 'CRM delivery failed');
    }
  }
  return result;
}

export type CrmDispatcher = { stop: () => Promise<void> };

/** Runs dispatchCrmDue every `intervalMs` (at once again when a round filled its batch) until stopped; stop() waits for the round in progress. */
export function startCrmDispatcher(db: Db, options: CrmDispatchOptions & { intervalMs?: number }): CrmDispatcher {
  const { intervalMs = 5000, batchSize = 20 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    let again = false;
    try {
      const r = await dispatchCrmDue(db, { ...options, batchSize });
      again = r.sent + r.retried + r.failed >= batchSize;
    } catch (error) {
      options.log?.error({ err: error }, 'CRM dispatcher round failed');
    }
    if (!stopped) schedule(again ? 0 : intervalMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = round();
    }, ms);
    timer.unref();
  };

  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
