import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * The API's Prometheus metrics (issue 26), prom-client. Two registries are scraped together:
 * the process's (prom-client's default metrics — event-loop lag, heap, GC, handles, CPU — made once
 * per process) and the app's own (requests, caches, jobs, the database pool, the outbox backlog),
 * made per built app so that tests may build several apps in one process. Labels never carry a
 * raw URL, an id or anything personal: a request is labelled with its route pattern
 * (`/api/order/v1/orders/:orderNo`), 'unmatched' when no route took it.
 */

let processRegistry: Registry | undefined;

/** prom-client's default metrics of this process, collected on every scrape. */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Latency buckets (seconds): the API's calls mostly answer in milliseconds; the customer pages' goal is p99 ≤ 400 ms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.4, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

export type PoolStats = { total: number; idle: number; waiting: number };

export type AppMetrics = {
  /** This app's own metrics (gauges that read the database register here too). */
  registry: Registry;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** The API read cache's answer (x-cache: HIT, MISS, STALE). */
  observeReadCache: (result: string) => void;
  observeJob: (job: string, outcome: { ok: boolean; seconds: number; handled: number }) => void;
  /** The text a scrape answers, and its content type. */
  scrape: () => Promise<{ contentType: string; body: string }>;
};

/** `app`: the constant label that tells the API's series from the worker's in one Prometheus. */
export function createAppMetrics(options: { app: 'api' | 'worker'; poolStats?: (() => PoolStats) | undefined }): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({ name: 'kemudi_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers });
  const duration = new Histogram({
    name: 'kemudi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const readCache = new Counter({ name: 'kemudi_api_read_cache_total', help: "Answers of the API's read cache routes, by result (HIT, MISS, STALE)", labelNames: ['result'], registers });
  const jobRuns = new Counter({ name: 'kemudi_job_runs_total', help: 'Rounds of a background job', labelNames: ['job'], registers });
  const jobFailures = new Counter({ name: 'kemudi_job_failures_total', help: 'Rounds of a background job that failed (threw)', labelNames: ['job'], registers });
  const jobRows = new Counter({ name: 'kemudi_job_rows_total', help: 'Rows a background job handled', labelNames: ['job'], registers });
  const jobDuration = new Histogram({ name: 'kemudi_job_duration_seconds', help: 'Duration of a background job round', labelNames: ['job'], buckets: JOB_BUCKETS, registers });
  if (options.poolStats) {
    const poolStats = options.poolStats;
    new Gauge({
      name: 'kemudi_db_pool_connections',
      help: 'node-postgres pool: connections open (total), idle, and queries waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    observeReadCache: (result) => {
      if (result === 'HIT' || result === 'MISS' || result === 'STALE') readCache.inc({ result });
    },
    observeJob: (job, { ok, seconds, handled }) => {
      jobRuns.inc({ job });
      if (!ok) jobFailures.inc({ job });
      if (handled > 0) jobRows.inc({ job }, handled);
      jobDuration.observe({ job }, seconds);
    },
    scrape: async () => {
      const merged = Registry.merge([processMetrics(), registry]);
      merged.setDefaultLabels({ app: options.app });
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

/** The bearer token a scrape must carry (constant-time; false when no token is configured). */
export function metricsTokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
