/**
 * `npm run seed:history -- --scale 10` (issue 24): adds a demo history — 90 days of leads, bookings
 * and orders across the branches (packages/db/src/seed/history-plan.ts) — to the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR), for the console benchmark or a
 * fuller demo. A fresh database is migrated and seeded first (catalogue, demo customers and staff).
 * Each run adds a new history (the next unused seed, or --seed N); never in production.
 *
 *   npm run seed:history                 one more 1× history (about 2,000 leads, 1,000 bookings, 500 orders)
 *   npm run seed:history -- --scale 10   ten times that (the benchmark's)
 *   --now 2026-11-22T10:00:00+07:00      where the 90 days end (default: now, as the API's clock)
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, HISTORY_MAX_SCALE, isSeeded, seed, seedHistory } from '@kemudi/db';
import { loadConfig } from './env';

function fail(message: string): never {
  console.error(`[seed:history] ${message}`);
  process.exit(1);
}

const USAGE = 'usage: npm run seed:history -- [--scale N] [--seed N] [--now ISO-date-time]';
let args: { scale?: string | undefined; seed?: string | undefined; now?: string | undefined };
try {
  ({ values: args } = parseArgs({ options: { scale: { type: 'string' }, seed: { type: 'string' }, now: { type: 'string' } }, strict: true }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
if (config.NODE_ENV === 'production' || config.KEMUDI_ENV === 'production') fail('refused in production: the demo history is invented data');

const scale = Number(args.scale ?? '1');
if (!(scale > 0 && scale <= HISTORY_MAX_SCALE)) fail(`--scale must be a number above 0 and at most ${HISTORY_MAX_SCALE}\n${USAGE}`);
const seedNo = args.seed === undefined ? undefined : Number(args.seed);
if (seedNo !== undefined && !(Number.isInteger(seedNo) && seedNo >= 1 && seedNo <= 99)) fail(`--seed must be a whole number from 1 to 99\n${USAGE}`);
const now = new Date(args.now ?? Date.now());
if (Number.isNaN(now.getTime())) fail(`--now is not a date-time\n${USAGE}`);

const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite'), poolSize: 2 });
try {
  await handle.migrate();
  if (!(await isSeeded(handle.db))) {
    console.info('[seed:history] empty database: seeding the catalogue, the demo customers and the demo staff first');
    await seed(handle.db, { demoCustomers: true });
  }
  const result = await seedHistory(handle.db, { now, scale, ...(seedNo !== undefined ? { seed: seedNo } : {}) });
  const counts = Object.entries(result!.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.info(`[seed:history] history ${result!.seed} (${result!.scale}×, 90 days to ${now.toISOString()}) added in ${(result!.ms / 1000).toFixed(1)} s: ${counts}`);
} catch (error) {
  fail((error as Error).message);
} finally {
  await handle.close();
}
