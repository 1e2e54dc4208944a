import type { FastifyBaseLogger } from 'fastify';

/*
 * The jobs runner (issue 26): every background job of the API — the outboxes' dispatchers and the
 * sweeps — is one entry of the registry (jobs/registry.ts) run here, in an API process unless
 * JOBS=off, or in the worker (src/worker.ts). One timer per job; a job's rounds never overlap in a
 * process; a round that says there is more (a full batch) is followed at once, otherwise the next
 * waits the job's interval. Across processes, every job is safe to run at once (it claims its rows,
 * or changes them with a conditional update): the runner needs no leader.
 */

/** What one round did: the rows it handled, and whether a full batch says more are waiting. */
export type JobRound = { handled: number; more?: boolean };

export type Job = {
  /** Stable name: logs, metrics (`job` label), `nudge()`. */
  name: string;
  intervalMs: number;
  /** 'now': the first round as soon as the runner starts (dispatchers); 'interval': after one interval (sweeps). */
  firstRound?: 'now' | 'interval';
  run: () => Promise<JobRound>;
};

/** Told of every round (metrics). */
export type JobObserver = (job: string, outcome: { ok: boolean; seconds: number; handled: number }) => void;

export type JobRunner = {
  readonly names: readonly string[];
  /** Runs a job's next round at once (after the one in progress): e.g. a price change reprices used cars now. */
  nudge: (name: string) => void;
  /** Stops every timer and waits for the rounds in progress. */
  stop: () => Promise<void>;
};

export function startJobRunner(jobs: readonly Job[], options: { log?: Pick<FastifyBaseLogger, 'error' | 'info'>; observe?: JobObserver } = {}): JobRunner {
  const { log, observe } = options;
  let stopped = false;
  const loops = new Map(
    jobs.map((job) => {
      const state = { timer: undefined as NodeJS.Timeout | undefined, running: undefined as Promise<void> | undefined, again: false };
      const round = async () => {
        const started = process.hrtime.bigint();
        let more = false;
        try {
          const result = await job.run();
          more = result.more === true;
          observe?.(job.name, { ok: true, seconds: secondsSince(started), handled: result.handled });
        } catch (error) {
          observe?.(job.name, { ok: false, seconds: secondsSince(started), handled: 0 });
          log?.error({ err: error, job: job.name }, 'job round failed');
        }
        state.running = undefined;
        const now = state.again || more;
        state.again = false;
        schedule(now ? 0 : job.intervalMs);
      };
      const schedule = (ms: number) => {
        if (stopped) return;
        clearTimeout(state.timer);
        state.timer = setTimeout(() => {
          state.running = round();
        }, ms);
        state.timer.unref();
      };
      return [job.name, { state, schedule }] as const;
    }),
  );
  for (const job of jobs) loops.get(job.name)!.schedule(job.firstRound === 'now' ? 0 : job.intervalMs);

  return {
    names: jobs.map((job) => job.name),
    nudge: (name) => {
      const loop = loops.get(name);
      if (!loop || stopped) return;
      if (loop.state.running) loop.state.again = true;
      else loop.schedule(0);
    },
    stop: async () => {
      stopped = true;
      for (const { state } of loops.values()) clearTimeout(state.timer);
      await Promise.all([...loops.values()].flatMap(({ state }) => (state.running ? [state.running] : [])));
    },
  };
}

function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}
