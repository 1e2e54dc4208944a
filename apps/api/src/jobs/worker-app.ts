import type { Db } from '@kemudi/db';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '../env';
import { fileStoreFromConfig } from '../lib/file-store';
import { createAppMetrics, type PoolStats } from '../lib/metrics';
import { healthRoutes } from '../modules/health';
import { metricsPlugin } from '../plugins/metrics';
import { jobsPlugin } from '.';
import { registerOutboxGauges } from './backlog';

export type WorkerOptions = {
  db: Db;
  config: ApiConfig;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  clock?: () => Date;
  poolStats?: () => PoolStats;
};

/**
 * The worker (issue 26): the jobs of the registry and nothing else — no /api route, no OpenAPI
 * document — with a tiny listener for its process manager and Prometheus: GET /health,
 * GET /health/ready (the database answers) and GET /metrics (METRICS_TOKEN). Built here, listened
 * to by src/worker.ts; tests inject into it as into the API.
 */
export async function buildWorkerApp({ db, config, logger = false, now = () => new Date(), clock = () => new Date(), poolStats }: WorkerOptions) {
  // Asked every few seconds by a process manager and Prometheus: no request log.
  const app = Fastify({ logger, logController: new LogController({ disableRequestLogging: true }) });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('clock', clock);
  // The orphan sweep deletes objects, and the move to the bucket writes them (issue 27).
  app.decorate('files', fileStoreFromConfig(config, app.log));
  app.decorate('jobs', null);
  await app.register(metricsPlugin, { metrics: createAppMetrics({ app: 'worker', poolStats }), token: config.METRICS_TOKEN });
  registerOutboxGauges(app.metrics.registry, db);
  await app.register(healthRoutes);
  await app.register(jobsPlugin);
  return app;
}
