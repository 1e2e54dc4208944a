/**
 * Jobs in one place (issue 26): the shared claiming loop of the outboxes (src/jobs/outbox.ts), the
 * runner and the worker. Two runners over one database — on PostgreSQL two pools, as two processes
 * would have — deliver every message exactly once; a claim whose holder died is taken over once its
 * lease has run out, and the late holder cannot overwrite the outcome; JOBS=off starts no loop.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb, outboxMessages, type Db, type DbHandle } from '@kemudi/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { claimDue, settleClaim, startJobRunner } from '../src/jobs';
import { buildWorkerApp } from '../src/jobs/worker-app';
import { dispatchDue, gatewaysFromConfig, queueMessage, setDeliveringChannels } from '../src/modules/messages';
import { openTestDatabase, testConfig } from './helpers';

type Received = { headers: IncomingHttpHeaders; body: { to?: string; text?: string } };

/** A message gateway on 127.0.0.1 that takes `delayMs` per message (so deliveries of two runners overlap) and records each. */
async function startGateway(delayMs = 5) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Received['body'] });
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id":"ok"}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Gateway = Awaited<ReturnType<typeof startGateway>>;

const KEY = 'test-gateway-key-123';
/** Phones of one test: 0813 + a 2-digit run + a 6-digit serial. */
const phone = (run: number, n: number) => `0813${String(run).padStart(2, '0')}${String(n).padStart(6, '0')}`;

/** Every idempotency key the gateway got, with how many times. */
function deliveriesById(gateway: Gateway): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of gateway.received) {
    const id = String(r.headers['idempotency-key']);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('the shared claiming loop over one database', () => {
  let gateway: Gateway;
  let first: { handle: DbHandle; drop: () => Promise<void>; url?: string };
  /** A second connection to the same database: a second pool on PostgreSQL, the same PGlite otherwise (it has one connection). */
  let second: { db: Db; close: () => Promise<void> };
  let config: ReturnType<typeof testConfig>;

  beforeAll(async () => {
    gateway = await startGateway();
    config = testConfig({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: KEY, MESSAGE_MAX_ATTEMPTS: '3' });
    // What an API process with this gateway sets when it starts: SMS rows are queued 'pending'.
    setDeliveringChannels(['sms']);
    first = await openTestDatabase({ poolSize: 5 });
    if (first.url) {
      const other = await createDb({ databaseUrl: first.url, poolSize: 5 });
      second = { db: other.db, close: other.close };
    } else {
      second = { db: first.handle.db, close: async () => undefined };
    }
  });
  afterAll(async () => {
    await second?.close();
    await first?.handle.close();
    await first?.drop();
    await gateway?.close();
  });

  const options = () => ({ gateways: gatewaysFromConfig(config), maxAttempts: config.MESSAGE_MAX_ATTEMPTS, retryBaseSeconds: 30 });
  const rowsOf = (db: Db, run: number) => db.select().from(outboxMessages).where(like(outboxMessages.recipient, `0813${String(run).padStart(2, '0')}%`));

  it('two runners claiming at once deliver each message exactly once', async () => {
    const count = 60;
    for (let n = 0; n < count; n += 1) await queueMessage(first.handle.db, { channel: 'sms', to: phone(1, n), text: `Kode verifikasi Kemudi Anda: ${String(n).padStart(6, '0')}.` });
    const before = gateway.received.length;
    // Rounds of both "processes" at once, small batches, until nothing is left.
    for (let round = 0; round < 40; round += 1) {
      const results = await Promise.all([
        dispatchDue(first.handle.db, { ...options(), batchSize: 7 }),
        dispatchDue(second.db, { ...options(), batchSize: 7 }),
        dispatchDue(first.handle.db, { ...options(), batchSize: 7 }),
        dispatchDue(second.db, { ...options(), batchSize: 7 }),
      ]);
      if (results.every((r) => r.sent + r.retried + r.failed === 0)) break;
    }
    const rows = await rowsOf(first.handle.db, 1);
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(gateway.received.length - before).toBe(count);
    const counts = deliveriesById(gateway);
    for (const row of rows) expect(counts.get(row.id), row.recipient).toBe(1);
  });

  it('two workers (the jobs runner) deliver a backlog exactly once, none lost', async () => {
    const count = 45;
    for (let n = 0; n < count; n += 1) await queueMessage(first.handle.db, { channel: 'sms', to: phone(2, n), text: `Pesan ${n}` });
    const workers = [await buildWorkerApp({ db: first.handle.db, config }), await buildWorkerApp({ db: second.db, config })];
    try {
      await Promise.all(workers.map((w) => w.ready()));
      expect(workers.map((w) => w.jobs?.names.includes('messages.dispatch'))).toEqual([true, true]);
      await vi.waitFor(async () => expect((await rowsOf(first.handle.db, 2)).every((r) => r.status === 'sent')).toBe(true), { timeout: 20_000, interval: 100 });
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    const rows = await rowsOf(first.handle.db, 2);
    expect(rows).toHaveLength(count);
    const counts = deliveriesById(gateway);
    expect(rows.map((r) => counts.get(r.id))).toEqual(rows.map(() => 1));
  });

  it("takes over a claim whose holder died once its lease has run out, and the late holder cannot overwrite the outcome", async () => {
    const t0 = new Date(Date.now() + 3_600_000);
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    await queueMessage(first.handle.db, { channel: 'sms', to: phone(3, 1), text: 'Kode verifikasi Kemudi Anda: 333333.' }, t0);
    const [queued] = await rowsOf(first.handle.db, 3);
    // A process claims the row (lease 120 s) and dies before it sends anything.
    const claimed = await claimDue(second.db, { table: outboxMessages, claimable: eq(outboxMessages.recipient, phone(3, 1)) }, at(1), 10, 120);
    expect(claimed).toEqual([{ id: queued!.id, attempts: 1 }]);
    const before = gateway.received.length;
    // While the lease holds, nobody else takes it.
    expect(await dispatchDue(first.handle.db, { ...options(), clock: () => at(100) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(gateway.received.length).toBe(before);
    // Once it has run out, the next round delivers it: nothing is lost.
    expect(await dispatchDue(first.handle.db, { ...options(), clock: () => at(122) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(gateway.received.slice(before).map((r) => r.headers['idempotency-key'])).toEqual([queued!.id]);
    // The first holder comes back and reports a failure: its claim is no longer the row's.
    expect(await settleClaim(second.db, outboxMessages, claimed[0]!, { status: 'failed', reason: 'late' })).toBe(false);
    const [after] = await first.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.id, queued!.id)));
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('never delivers past its lease: a round whose deliveries ran long hands the rows it did not reach back, attempts uncounted', async () => {
    const t0 = new Date(Date.now() + 7_200_000);
    for (let n = 0; n < 3; n += 1) await queueMessage(first.handle.db, { channel: 'sms', to: phone(5, n), text: `Pesan ${n}` }, t0);
    const before = gateway.received.length;
    // The clock of a process whose first delivery took longer than the lease allows (120 s lease, 15 s margin).
    let calls = 0;
    const clock = () => new Date(t0.getTime() + (calls++ === 0 ? 1000 : 110_000));
    const round = await dispatchDue(first.handle.db, { ...options(), clock });
    expect(round).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(gateway.received.length).toBe(before);
    const rows = await rowsOf(first.handle.db, 5);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
    // Due again at once: the next round (any process) sends them.
    expect(await dispatchDue(second.db, { ...options(), clock: () => new Date(t0.getTime() + 111_000) })).toEqual({ sent: 3, retried: 0, failed: 0 });
  });

  it('JOBS=off starts no loop: a queued message stays where it is', async () => {
    const off = testConfig({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: KEY, JOBS: 'off' });
    const app = await buildApp({ db: first.handle.db, config: off, jobs: true });
    const worker = await buildWorkerApp({ db: first.handle.db, config: off });
    await Promise.all([app.ready(), worker.ready()]);
    try {
      expect(app.jobs).toBeNull();
      expect(worker.jobs).toBeNull();
      const before = gateway.received.length;
      await queueMessage(first.handle.db, { channel: 'sms', to: phone(4, 1), text: 'Kode verifikasi Kemudi Anda: 444444.' });
      // A dispatcher would have run at once and again after 2 s.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(gateway.received.length).toBe(before);
      expect((await rowsOf(first.handle.db, 4))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await Promise.all([app.close(), worker.close()]);
    }
    // The same app with jobs on runs the registry.
    const on = await buildApp({ db: first.handle.db, config, jobs: true });
    await on.ready();
    try {
      expect(on.jobs?.names).toEqual(['messages.dispatch', 'orders.expire', 'bookings.remind', 'uploads.delete-orphans', 'used-cars.reprice']);
      await vi.waitFor(async () => expect((await rowsOf(first.handle.db, 4))[0]?.status).toBe('sent'), { timeout: 10_000, interval: 100 });
    } finally {
      await on.close();
    }
  });
});

describe('the jobs runner', () => {
  it('never overlaps a job with itself, runs again at once after a full batch, reports failures, and stop() waits for the round in progress', async () => {
    let active = 0;
    let most = 0;
    let rounds = 0;
    const seen: { job: string; ok: boolean }[] = [];
    const runner = startJobRunner(
      [
        {
          name: 'drain',
          intervalMs: 60_000,
          firstRound: 'now',
          run: async () => {
            active += 1;
            most = Math.max(most, active);
            rounds += 1;
            await new Promise((resolve) => setTimeout(resolve, 10));
            active -= 1;
            return { handled: 5, more: rounds < 3 };
          },
        },
        {
          name: 'broken',
          intervalMs: 60_000,
          firstRound: 'now',
          run: async () => {
            throw new Error('boom');
          },
        },
      ],
      { observe: (job, outcome) => seen.push({ job, ok: outcome.ok }) },
    );
    runner.nudge('drain');
    await vi.waitFor(() => expect(rounds).toBe(3), { timeout: 5000, interval: 10 });
    runner.nudge('drain');
    await runner.stop();
    expect(active).toBe(0);
    expect(most).toBe(1);
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(seen).toContainEqual({ job: 'broken', ok: false });
    expect(seen.filter((s) => s.job === 'drain').every((s) => s.ok)).toBe(true);
  });
});
