import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_PAGE_LIST, pathPatternRegExp } from '@kemudi/domain/pages';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { API_CACHE_STATS_KEY, type ApiCacheStats } from '@/server/api-client/cache';

/*
 * The web server's Prometheus metrics (issue 26), prom-client: every answer counted and timed by
 * route and status, the page cache's outcomes (x-page-cache), the hits of the API client's 500 ms
 * cache (§9, counted by Next's copy of the client on globalThis), and prom-client's default process
 * metrics (event-loop lag, heap, GC). Labels never carry a raw URL: a page is labelled with its
 * pattern from the page table (`/c/mobil-baru-toyota/:model`), an API call with its service
 * (`/api/order/v1/*`), anything else with a fixed name. GET /metrics answers only to
 * `Authorization: Bearer <METRICS_TOKEN>`; without the variable it does not exist (404).
 */

const PAGE_PATTERNS: readonly { label: string; pattern: RegExp }[] = SITE_PAGE_LIST.map((page) => ({ label: page.path, pattern: pathPatternRegExp(page.path) }));
/** The API's services (the `{service}` of /api/{service}/v1/… in packages/domain/src/contracts); any other is 'other'. */
const API_SERVICES: ReadonlySet<string> = new Set(['customer', 'product', 'content', 'booking', 'parameter', 'order', 'saphybris-proxy', 'promo', 'payment', 'cart', 'media', 'staff']);
const API_PATH = /^\/api\/([a-z][a-z0-9-]{0,40})\/v1(?:\/|$)/;

/** The label of a request's path: its page pattern, its API service, or a fixed name — never the path itself. */
export function routeLabelOf(pathname: string): string {
  if (pathname.startsWith('/_next/')) return '/_next/*';
  if (pathname.startsWith('/api/')) {
    const service = API_PATH.exec(pathname)?.[1];
    if (service) return API_SERVICES.has(service) ? `/api/${service}/v1/*` : '/api/other';
    return pathname.startsWith('/api/docs') ? '/api/docs' : '/api/other';
  }
  if (pathname === '/metrics') return '/metrics';
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { label, pattern } of PAGE_PATTERNS) if (pattern.test(bare)) return label;
  return 'other';
}

const PAGE_CACHE_STATES: ReadonlySet<string> = new Set(['HIT', 'MISS', 'STALE', 'BYPASS', 'ERROR']);
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.4, 0.5, 1, 2.5, 5, 10];

export type EdgeMetrics = {
  /** Counts and times one answer once it is finished. */
  track: (req: IncomingMessage, res: ServerResponse, pathname: string) => void;
  /** Answers GET /metrics (true) or leaves the request alone (false: METRICS_TOKEN unset, so the path is Next's, i.e. a 404). */
  serve: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Counts one page render (issue 26: how many renders a burst took, across processes). */
  rendered: () => void;
  /** Reports the data version the page cache serves (read when /metrics is asked). */
  watchVersion: (current: () => number | undefined) => void;
  registry: Registry;
};

export function createEdgeMetrics(token: string | undefined): EdgeMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'web' });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({ name: 'kemudi_http_requests_total', help: 'HTTP requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers });
  const duration = new Histogram({
    name: 'kemudi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const pageCache = new Counter({ name: 'kemudi_page_cache_total', help: "The page cache's answers by result (HIT, MISS, STALE, BYPASS, ERROR)", labelNames: ['result'], registers });
  const renders = new Counter({ name: 'kemudi_page_renders_total', help: 'Pages rendered by Next for the page cache (a burst for one page and version: one render across every web process)', registers });
  let currentVersion: () => number | undefined = () => undefined;
  new Gauge({
    name: 'kemudi_data_version',
    help: "The API's data version this process's page cache serves (issue 26: every web process should show the same one within DATA_VERSION_POLL_MS of a change; 0 until first read)",
    registers,
    collect() {
      this.set(currentVersion() ?? 0);
    },
  });
  const stats = apiCacheStats();
  new Counter({
    name: 'kemudi_api_client_cache_total',
    help: "Cacheable GETs of the web's API client (§9: 500 ms), by result: hit (answered from the cache or a shared request in flight) or miss",
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, stats.hits);
      this.inc({ result: 'miss' }, stats.misses);
    },
  });

  return {
    registry,
    rendered: () => renders.inc(),
    watchVersion: (current) => {
      currentVersion = current;
    },
    track: (req, res, pathname) => {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const labels = { method: methodLabel(req.method), route: routeLabelOf(pathname), status: String(res.statusCode) };
        requests.inc(labels);
        duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
        const state = res.getHeader('x-page-cache');
        if (typeof state === 'string' && PAGE_CACHE_STATES.has(state)) pageCache.inc({ result: state });
      });
    },
    serve: async (req, res) => {
      if (!token) return false;
      req.resume();
      if (!tokenMatches(req.headers.authorization, token)) {
        res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ errors: [{ type: 'InvalidTokenError', message: 'Token metrik tidak valid' }] }));
        return true;
      }
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

/** The API client cache's counts, shared with Next's copy of the client in this process. */
function apiCacheStats(): ApiCacheStats {
  const store = globalThis as Record<symbol, unknown>;
  store[API_CACHE_STATS_KEY] ??= { hits: 0, misses: 0 };
  return store[API_CACHE_STATS_KEY] as ApiCacheStats;
}

const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A visitor can send any method name: the label keeps the known ones. */
function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'OTHER';
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
