import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { createDb, isSeeded, seed, seedBookings, seedDemoCustomers, seedDemoHistoryOnce, seedDemoStaff, seedStock, syncSiteMenu } from '@kemudi/db';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig, type ApiConfig } from './env';
import { databaseAddress, databaseErrorCode, databaseErrorReason, describeDatabaseError, isDatabaseUnavailable } from './lib/db-errors';
import { retryWithBackoff } from './lib/retry';
import { withVapidKeys } from './modules/push';

let config: ApiConfig;
let vapidSource: string;
try {
  // Web push: VAPID keys from the environment, else (development) DATA_DIR/vapid.json, generated once.
  ({ vapidSource, ...config } = await withVapidKeys(loadConfig()));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const logger = {
  level: config.LOG_LEVEL,
};

// An idle pooled connection that fails is told to the app's log once there is one.
let onPoolError = (err: Error) => console.error(`[api] an idle database connection failed: ${err.message}`);
const handle = await createDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, 'pglite'),
  poolSize: config.DB_POOL_SIZE,
  onPoolError: (err) => onPoolError(err),
});

const started = Date.now();
// A database that is down or not reachable yet (issue 16) is waited for, one line per attempt; any
// other database error (a wrong password, a missing extension) stops the API with one line too.
try {
  await retryWithBackoff(
    async () => {
      await handle.db.execute(sql`select 1`);
      // Two API processes starting at once against one PostgreSQL (issue 26): one migrates, the other waits.
      await handle.exclusively(() => handle.migrate());
    },
    {
      shouldRetry: isDatabaseUnavailable,
      onRetry: (error, delayMs) => console.error(`[api] ${describeDatabaseError(error, config.DATABASE_URL)}; retrying in ${delayMs / 1000} s`),
    },
  );
} catch (error) {
  if (databaseErrorCode(error) === undefined) throw error; // not the database's answer: keep the stack
  console.error(`[api] cannot use the database at ${databaseAddress(config.DATABASE_URL)}: ${databaseErrorReason(error)}`);
  await handle.close().catch(() => undefined);
  process.exit(1);
}
// Built once the database answers: its jobs (src/jobs: outboxes and sweeps; JOBS=off leaves them to
// a worker or other processes) would only fail before.
const fixedNow = config.FIXED_NOW ? new Date(config.FIXED_NOW) : undefined;
const app = await buildApp({
  db: handle.db,
  config,
  logger,
  jobs: true,
  ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
  ...(fixedNow ? { now: () => fixedNow } : {}),
});
onPoolError = (err) => app.log.warn({ err }, 'an idle database connection failed; the pool opens a new one');
// The demo customers and the console's demo staff (README) have published passwords: never in production.
const demoCustomers = config.NODE_ENV !== 'production' && config.KEMUDI_ENV !== 'production';
// Seeding and the idempotent catch-ups below, one process at a time (issue 26: processes starting together).
await handle.exclusively(async () => {
  if (!(await isSeeded(handle.db))) {
    app.log.info('empty database: seeding the catalogue');
    await seed(handle.db, { demoCustomers });
  } else if (demoCustomers) {
    // A database seeded before the accounts issue (or the staff console) gets them too (idempotent).
    await seedDemoCustomers(handle.db);
    await seedDemoStaff(handle.db);
  }
  // A database seeded before the commerce issue gets its stock rows (idempotent; what was sold is kept).
  await seedStock(handle.db);
  // Test-drive cars and the Cubain fleet (issue 13), for a database seeded before them too (idempotent).
  await seedBookings(handle.db);
  // The §2 menus as the code has them now, for a database seeded before a menu changed (issue 29).
  if (await syncSiteMenu(handle.db)) app.log.info('site menus updated to the current list');
  // 90 days of demo leads, bookings and orders for the staff console (issue 24), once, ending at the
  // API's clock (the staff's deadlines and payment expiry run on it): never in production, never twice.
  if (demoCustomers) {
    const history = await seedDemoHistoryOnce(handle.db, app.clock());
    if (history) app.log.info({ ...history.counts, ms: history.ms }, 'demo history seeded (90 days of leads, bookings and orders)');
  }
});
app.log.info({ database: handle.kind, ms: Date.now() - started }, 'database ready');
app.log.info({ vapid: vapidSource }, vapidSource === 'generated' ? `VAPID keys generated: ${join(config.DATA_DIR, 'vapid.json')}` : 'VAPID keys loaded');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'stopping after an error');
  else app.log.info({ signal }, 'stopping');
  await app.close();
  await handle.close();
});

await app.listen({ port: config.API_PORT, host: config.API_HOST });
