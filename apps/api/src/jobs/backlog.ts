import { crmOutbox, outboxMessages, queryRows, type Db } from '@kemudi/db';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Gauge, type Registry } from 'prom-client';

/*
 * The outboxes' backlog as gauges (issue 26), read on every scrape with one COUNT per table over
 * its (status, next_attempt_at) index: the rows waiting ('pending'), given up ('failed'), kept
 * locally because nothing delivers them ('outbox'), and how long the oldest due row has waited —
 * the figure to alert on (a gateway or CRM that stopped taking anything).
 */

const QUEUES: readonly { name: string; table: PgTable }[] = [
  { name: 'messages', table: outboxMessages },
  { name: 'crm', table: crmOutbox },
];

type Counts = { pending: number | string; failed: number | string; outbox: number | string; oldest: number | string | null };

export function registerOutboxGauges(registry: Registry, db: Db): void {
  let reading: Promise<Map<string, Counts>> | undefined;
  /** One read per scrape for both gauges (each gauge's collect asks; the second gets the first's answer). */
  const read = () => {
    reading ??= (async () => {
      const out = new Map<string, Counts>();
      for (const { name, table } of QUEUES) {
        const [row] = await queryRows<Counts>(
          db,
          sql`SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
                     count(*) FILTER (WHERE status = 'failed') AS failed,
                     count(*) FILTER (WHERE status = 'outbox') AS outbox,
                     extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())) AS oldest
              FROM ${table} WHERE status IN ('pending', 'failed', 'outbox')`,
        );
        if (row) out.set(name, row);
      }
      return out;
    })().finally(() => setTimeout(() => (reading = undefined), 0));
    return reading;
  };
  new Gauge({
    name: 'kemudi_outbox_rows',
    help: "Outbox rows by queue (messages, crm) and status: pending (waiting or retrying), failed (given up), outbox (kept: nothing configured to deliver them)",
    labelNames: ['queue', 'status'],
    registers: [registry],
    async collect() {
      for (const [queue, counts] of await read()) {
        for (const status of ['pending', 'failed', 'outbox'] as const) this.set({ queue, status }, Number(counts[status]));
      }
    },
  });
  new Gauge({
    name: 'kemudi_outbox_oldest_due_seconds',
    help: 'How long the oldest due pending row of an outbox has waited (0: none due)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const [queue, counts] of await read()) this.set({ queue }, Math.max(0, Number(counts.oldest ?? 0)));
    },
  });
}
