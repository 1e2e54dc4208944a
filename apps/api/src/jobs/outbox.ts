import { queryRows, type Db } from '@kemudi/db';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';

/*
 * The one claiming loop of every outbox (issue 26): the message outbox (modules/messages) and the
 * CRM outbox (modules/crm) used to carry a copy each. An outbox table has the columns
 * id, status ('pending' | 'sent' | 'failed' | …), attempts, next_attempt_at, last_error and sent_at.
 *
 * A round claims the due rows in one statement — UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED) RETURNING — which adds one to `attempts` and moves `next_attempt_at` a lease ahead, so the
 * column doubles as "locked until": another process (or this one) takes the row again only once
 * the lease has run out. Delivery happens outside any transaction; the outcome is written back only
 * while the row still carries the claim's attempt number, so a holder whose lease ran out (a slow
 * or paused process) cannot overwrite what the process that took the row over decided.
 *
 * A holder never delivers past its own lease: a batch whose deliveries run long (a gateway timing
 * out message after message) hands the rows it has not reached back before the lease ends
 * (releaseClaim), instead of racing the process that would take them over.
 *
 * What that guarantees with any number of API processes or workers over one database:
 * - no row is handed to two processes at once (the row lock while claiming, the lease after);
 * - a process that dies mid-delivery loses nothing: its claim lapses and the row is delivered by
 *   whoever claims it next (the same row id goes out as the Idempotency-Key, so a delivery that did
 *   reach the other side before the crash is not doubled there).
 */

export type OutboxDelivery = { kind: 'delivered' } | { kind: 'retry'; reason: string } | { kind: 'refused'; reason: string };

/** A row as the shared loop sees it: its id and the attempt number its claim gave it. */
export type ClaimedRow = { id: string | number; attempts: number };

export type OutboxQueue<Row extends ClaimedRow> = {
  /** Names the queue in logs and metrics: 'messages', 'crm'. */
  name: string;
  /** The outbox table (columns above). */
  table: PgTable;
  /** Which rows this process may take besides being due (its channels, its statuses). */
  claimable: SQL;
  /** The claimed rows, read with their module's types. */
  load: (ids: ClaimedRow['id'][]) => Promise<Row[]>;
  /** Sends one row; a throw counts as worth another try (a programming or network error). */
  deliver: (row: Row) => Promise<OutboxDelivery>;
  /** What to log about a row (never its text: codes and personal data stay out of logs). */
  describe: (row: Row) => Record<string, unknown>;
};

export type OutboxOptions = {
  /** Attempts before a row is marked failed. */
  maxAttempts: number;
  /** Delay before the first retry; each further retry waits twice as long. */
  retryBaseSeconds: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claimed row is left to its holder before another round may take it again. */
  leaseSeconds?: number;
  /** Real time (never the app's pinned `now`). */
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
};

export type OutboxRound = { sent: number; retried: number; failed: number };

/** Delay before attempt n+1 after n failed attempts: base, 2·base, 4·base, … */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return baseSeconds * 2 ** Math.max(0, attempts - 1);
}

export const DEFAULT_LEASE_SECONDS = 120;

/**
 * Claims up to `batchSize` due rows for `leaseSeconds` (one statement; see the header). Rows that
 * were written while nobody delivered them (the CRM's 'outbox') become 'pending' as they are claimed.
 */
export async function claimDue(db: Db, queue: Pick<OutboxQueue<ClaimedRow>, 'table' | 'claimable'>, now: Date, batchSize: number, leaseSeconds: number): Promise<ClaimedRow[]> {
  const { table, claimable } = queue;
  const until = new Date(now.getTime() + leaseSeconds * 1000);
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`UPDATE ${table} SET status = 'pending', attempts = attempts + 1, next_attempt_at = ${until.toISOString()}
        WHERE id IN (
          SELECT id FROM ${table}
          WHERE (${claimable}) AND next_attempt_at <= ${now.toISOString()}
          ORDER BY next_attempt_at, id
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, attempts`,
  );
  return rows.map((row) => ({ id: row.id, attempts: Number(row.attempts) }));
}

type Outcome = { status: 'sent'; at: Date } | { status: 'retry'; next: Date; reason: string } | { status: 'failed'; reason: string };

/** Writes a claimed row's outcome, only while the claim is still this one (same attempt number). Returns false when it was taken over. */
export async function settleClaim(db: Db, table: PgTable, row: ClaimedRow, outcome: Outcome): Promise<boolean> {
  const set =
    outcome.status === 'sent'
      ? sql`status = 'sent', sent_at = ${outcome.at.toISOString()}, last_error = NULL`
      : outcome.status === 'retry'
        ? sql`next_attempt_at = ${outcome.next.toISOString()}, last_error = ${outcome.reason}`
        : sql`status = 'failed', last_error = ${outcome.reason}`;
  const done = await queryRows<{ id: unknown }>(
    db,
    sql`UPDATE ${table} SET ${set} WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts} RETURNING id`,
  );
  return done.length > 0;
}

/** Hands a claimed row back untouched (due now, its attempt not counted), while the claim is still this one. */
export async function releaseClaim(db: Db, table: PgTable, row: ClaimedRow, now: Date): Promise<boolean> {
  const done = await queryRows<{ id: unknown }>(
    db,
    sql`UPDATE ${table} SET attempts = attempts - 1, next_attempt_at = ${now.toISOString()}
        WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts} RETURNING id`,
  );
  return done.length > 0;
}

/** A delivery is not started with less than this left of the lease (the gateways' own time-out is 10 s). */
const LEASE_MARGIN_SECONDS = 15;

/**
 * One round of an outbox: claims the due rows, delivers each, and marks it sent, schedules a retry
 * with exponential back-off, or marks it failed after the last attempt or a final refusal. Rows not
 * reached while the lease still had LEASE_MARGIN_SECONDS to run are handed back (releaseClaim).
 */
export async function dispatchOutbox<Row extends ClaimedRow>(db: Db, queue: OutboxQueue<Row>, options: OutboxOptions): Promise<OutboxRound> {
  const { maxAttempts, retryBaseSeconds, batchSize = 20, leaseSeconds = DEFAULT_LEASE_SECONDS, clock = () => new Date(), log } = options;
  const result: OutboxRound = { sent: 0, retried: 0, failed: 0 };
  const claimedAt = clock().getTime();
  const claimed = await claimDue(db, queue, new Date(claimedAt), batchSize, leaseSeconds);
  if (claimed.length === 0) return result;
  const deadline = claimedAt + Math.max(leaseSeconds - LEASE_MARGIN_SECONDS, leaseSeconds / 2) * 1000;
  const attemptsOf = new Map(claimed.map((c) => [String(c.id), c.attempts]));
  const rows = await queue.load(claimed.map((c) => c.id));
  rows.sort((a, b) => (typeof a.id === 'number' && typeof b.id === 'number' ? a.id - b.id : String(a.id).localeCompare(String(b.id))));

  for (const [index, loaded] of rows.entries()) {
    // The attempt number of this claim (the fence), whatever was read after it.
    const row = { ...loaded, attempts: attemptsOf.get(String(loaded.id)) ?? loaded.attempts };
    if (clock().getTime() >= deadline) {
      const rest = rows.slice(index).map((r) => ({ id: r.id, attempts: attemptsOf.get(String(r.id)) ?? r.attempts }));
      for (const left of rest) await releaseClaim(db, queue.table, left, clock());
      log?.warn({ queue: queue.name, released: rest.length }, 'outbox round ran out of its lease; the rows not reached are handed back');
      break;
    }
    let delivery: OutboxDelivery;
    try {
      delivery = await queue.deliver(row);
    } catch (error) {
      delivery = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    const about = { queue: queue.name, ...queue.describe(row), attempts: row.attempts };
    let kept: boolean;
    if (delivery.kind === 'delivered') {
      kept = await settleClaim(db, queue.table, row, { status: 'sent', at: clock() });
      if (kept) result.sent += 1;
    } else if (delivery.kind === 'retry' && row.attempts < maxAttempts) {
      const next = new Date(clock().getTime() + retryDelaySeconds(row.attempts, retryBaseSeconds) * 1000);
      kept = await settleClaim(db, queue.table, row, { status: 'retry', next, reason: delivery.reason });
      if (kept) {
        result.retried += 1;
        log?.warn({ ...about, err: delivery.reason }, 'outbox row not delivered; will retry');
      }
    } else {
      kept = await settleClaim(db, queue.table, row, { status: 'failed', reason: delivery.reason });
      if (kept) {
        result.failed += 1;
        log?.error({ ...about, err: delivery.reason }, 'outbox row delivery failed');
      }
    }
    if (!kept) log?.warn(about, 'outbox row was taken over after its lease ran out; its outcome is left to the new holder');
  }
  return result;
}
