import closeWithGrace from 'close-with-grace';
import { createDb } from '@kemudi/db';
import { sql } from 'drizzle-orm';
import { loadConfig, type ApiConfig } from './env';
import { buildWorkerApp } from './jobs/worker-app';
import { describeDatabaseError, isDatabaseUnavailable } from './lib/db-errors';
import { retryWithBackoff } from './lib/retry';
import { withVapidKeys } from './modules/push';

/*
 * `npm run worker -w @kemudi/api` (issue 26): a process that runs only the background jobs
 * (src/jobs/registry.ts) — the outboxes' dispatchers and the sweeps — beside API processes started
 * with JOBS=off (or not: every job is safe with any number of processes). It needs DATABASE_URL:
 * the embedded PGlite database belongs to the one process that opened it. It does not migrate:
 * the API does, at its start.
 */

let config: ApiConfig;
try {
  // Web push: the same VAPID keys as the API (environment, else DATA_DIR/vapid.json).
  config = await withVapidKeys(loadConfig());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!config.DATABASE_URL) {
  console.error('[worker] DATABASE_URL is required: the embedded database (PGlite) is opened by the API process alone; without a server, leave JOBS on in the API.');
  process.exit(1);
}
if (config.JOBS === 'off') {
  console.error('[worker] JOBS=off leaves a worker nothing to do (JOBS is for API processes).');
  process.exit(1);
}

let onPoolError = (err: Error) => console.error(`[worker] an idle database connection failed: ${err.message}`);
const handle = await createDb({ databaseUrl: config.DATABASE_URL, poolSize: Math.min(config.DB_POOL_SIZE, 5), onPoolError: (err) => onPoolError(err) });
await retryWithBackoff(() => handle.db.execute(sql`select 1`), {
  shouldRetry: isDatabaseUnavailable,
  onRetry: (error, delayMs) => console.error(`[worker] ${describeDatabaseError(error, config.DATABASE_URL)}; retrying in ${delayMs / 1000} s`),
});

const fixedNow = config.FIXED_NOW ? new Date(config.FIXED_NOW) : undefined;
const app = await buildWorkerApp({
  db: handle.db,
  config,
  logger: { level: config.LOG_LEVEL },
  ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
  ...(fixedNow ? { now: () => fixedNow } : {}),
});
onPoolError = (err) => app.log.warn({ err }, 'an idle database connection failed; the pool opens a new one');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'stopping after an error');
  else app.log.info({ signal }, 'stopping');
  await app.close();
  await handle.close();
});

await app.listen({ port: config.WORKER_PORT, host: config.API_HOST });
