import { outboxMessages, type Db } from '@kemudi/db';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, type MessageChannel, type MessageGateway } from './gateways';

export type DispatchOptions = {
  gateways: Partial<Record<MessageChannel, MessageGateway>>;
  /** Attempts before a message is marked failed (MESSAGE_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Delay before the first retry; each further retry waits twice as long (MESSAGE_RETRY_BASE_SECONDS). */
  retryBaseSeconds: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /**
   * How long a claimed row is left alone before another round may take it again: a process that
   * dies while sending does not lose the message (the gateway's idempotency key prevents a double).
   */
  leaseSeconds?: number;
  /** Real time, not the app's `now` (FIXED_NOW pins promo dates, never message delivery). */
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
};

export type DispatchResult = { sent: number; retried: number; failed: number };

/** Delay before attempt n+1 after n failed attempts: base, 2·base, 4·base, … */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return baseSeconds * 2 ** Math.max(0, attempts - 1);
}

/**
 * One round: claims the due 'pending' rows of channels that have a gateway (FOR UPDATE SKIP
 * LOCKED, so API processes never take the same row), sends each, and marks it sent, schedules a
 * retry with exponential back-off, or marks it failed after the last attempt or a final refusal.
 * Claiming is one short statement; the sending happens outside any transaction.
 */
export async function dispatchDue(db: Db, options: DispatchOptions): Promise<DispatchResult> {
  const { gateways, maxAttempts, retryBaseSeconds, batchSize = 20, leaseSeconds = 120, clock = () => new Date(), log } = options;
  const channels = Object.keys(gateways) as MessageChannel[];
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  if (channels.length === 0) return result;

  const now = clock();
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now), inArray(outboxMessages.channel, channels)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(inArray(outboxMessages.id, due))
    .returning();

  for (const row of claimed) {
    const gateway = gateways[row.channel as MessageChannel];
    if (!gateway) continue;
    const mine = and(eq(outboxMessages.id, row.id), eq(outboxMessages.status, 'pending'));
    try {
      await gateway.send({ id: row.id, channel: gateway.channel, recipient: row.recipient, subject: row.subject, body: row.body, payload: row.payload ?? null });
      await db.update(outboxMessages).set({ status: 'sent', sentAt: clock(), lastError: null }).where(mine);
      result.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A programming or network error that is not a DeliveryError is worth another try.
      const retryable = error instanceof DeliveryError ? error.retryable : true;
      if (retryable && row.attempts < maxAttempts) {
        const next = new Date(clock().getTime() + retryDelaySeconds(row.attempts, retryBaseSeconds) * 1000);
        await db.update(outboxMessages).set({ nextAttemptAt: next, lastError: message }).where(mine);
        result.retried += 1;
        log?.warn({ messageId: row.id, channel: row.channel, attempts: row.attempts, err: message }, 'message not delivered; will retry');
      } else {
        await db.update(outboxMessages).set({ status: 'failed', lastError: message }).where(mine);
        result.failed += 1;
        log?.error({ messageId: row.id, channel: row.channel, attempts: row.attempts, err: message }, 'message delivery failed');
      }
    }
  }
  return result;
}

export type Dispatcher = { stop: () => Promise<void> };

/**
 * Runs dispatchDue every `intervalMs` (at once again when a round filled its batch) until
 * stopped; stop() waits for the round in progress.
 */
export function startDispatcher(db: Db, options: DispatchOptions & { intervalMs?: number }): Dispatcher {
  const { intervalMs = 2000, batchSize = 20 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    let again = false;
    try {
      const r = await dispatchDue(db, { ...options, batchSize });
      again = r.sent + r.retried + r.failed >= batchSize;
    } catch (error) {
      options.log?.error({ err: error }, 'message dispatcher round failed');
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
