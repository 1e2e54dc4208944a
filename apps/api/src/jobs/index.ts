import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configureDelivery, jobsOf } from './registry';
import { startJobRunner, type JobRunner } from './runner';

/*
 * Background jobs in one place (issue 26): the registry (jobs/registry.ts) run by one runner
 * (jobs/runner.ts) over the shared claiming loop (jobs/outbox.ts). `server.ts` runs them in every
 * API process unless JOBS=off; `worker.ts` runs only them. Tests call the jobs' functions
 * themselves, or build the app with `jobs: true`.
 */

export { jobsOf, configureDelivery } from './registry';
export { startJobRunner, type Job, type JobRound, type JobRunner } from './runner';
export { claimDue, dispatchOutbox, releaseClaim, retryDelaySeconds, settleClaim, type OutboxQueue } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The running jobs of this process (null: none run here, e.g. JOBS=off or a test). */
    jobs: Pick<JobRunner, 'names' | 'nudge'> | null;
  }
}

/**
 * Starts the registry's jobs once the app is ready and stops them (waiting for rounds in progress)
 * when it closes. Does nothing with JOBS=off. Job runs, failures and durations go to the app's
 * metrics (plugins/metrics.ts).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.JOBS === 'off') {
      app.log.info('background jobs are off in this process (JOBS=off)');
      return;
    }
    configureDelivery(app);
    let runner: JobRunner | undefined;
    app.addHook('onReady', async () => {
      const jobs = jobsOf(app);
      runner = startJobRunner(jobs, { log: app.log, observe: app.metrics.observeJob });
      app.jobs = runner;
      app.log.info({ jobs: runner.names }, 'background jobs started');
    });
    app.addHook('onClose', async () => {
      app.jobs = null;
      await runner?.stop();
    });
  },
  { name: 'kemudi-jobs' },
);
