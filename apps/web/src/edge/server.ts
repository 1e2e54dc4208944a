import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { DATA_VERSION_HEADER, HTTP_TIMEOUT_MS } from '@kemudi/domain/constants';
import { REQUEST_ID_SIGNATURE_HEADER } from '@kemudi/domain/request-id';
import { Redis } from 'ioredis';
import { Pool, request as undiciRequest } from 'undici';
import { createApiClient } from '@/server/api-client/core';
import { SystemTokenSource } from '@/server/api-client/tokens';
import { createApiAgent } from '@/server/api-client/transport';
import { createApiFastPath } from './api-fast-path';
import { coalesceWrites, compressAnswer } from './compress';
import { parseEdgeConfig, type EdgeConfig } from './config';
import { DataVersionWatcher } from './data-version';
import { createEdgeMetrics } from './metrics';
import { isCacheablePage, guestApiPath } from './page-rules';
import { originHeadersOf, PageCache, renderHeadersOf, routerHeadersOf, type RenderRequest, type RenderedPage } from './page-cache';
import { guardAnswer, sendJsonError } from './outage';
import { MemoryPageStore, RedisPageStore } from './page-store';
import {
  compileTrust,
  contentSecurityPolicy,
  isCrossSite,
  isNonce,
  newNonce,
  NONCE_HEADER,
  requestOrigin,
  securityHeaders,
  settleForwardedHeaders,
} from './security';
import { isStaffApiPath } from './staff-paths';
import { visitorOf } from './visitor';

/*
 * The web app's server (issue 14): Next.js behind a small edge in the same process. The edge
 * answers public pages from its page cache (edge/page-cache.ts) and guests' /api/{service}/v1/…
 * calls itself (edge/api-fast-path.ts); everything else — customers' pages and calls, the login
 * and account routes, Next's assets — goes to Next's request handler as `next start` would send it.
 * See README "Pages and the edge server" for the measurements behind this choice.
 */

const dev = process.argv.includes('--dev');
// As `next start`: a production server unless started for development.
if (!dev) (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';

let config: EdgeConfig;
try {
  config = parseEdgeConfig(process.env);
} catch (err) {
  console.error(`[edge] configuration: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const gzip = promisify(gzipCallback);
const gzipPage = (body: Buffer) => gzip(body, { level: 6 });

// Next itself: its request handler answers whatever the edge does not.
const { default: next } = await import('next');
const app = next({ dev, dir: process.cwd(), port: config.PORT, ...(config.HOSTNAME ? { hostname: config.HOSTNAME } : {}) });
const handle = app.getRequestHandler();
await app.prepare();

// The edge's own API client (the same code as Next's server/api-client.ts, a pool and a system token of its own).
const agent = createApiAgent();
const systemToken = new SystemTokenSource({
  baseUrl: config.web.API_URL,
  clientId: config.web.API_CLIENT_ID,
  clientSecret: config.web.API_CLIENT_SECRET,
  dispatcher: agent,
  timeoutMs: HTTP_TIMEOUT_MS,
});
const apiClient = createApiClient({
  baseUrl: config.web.API_URL,
  systemToken,
  dispatcher: agent,
  timeoutMs: HTTP_TIMEOUT_MS,
  cacheMs: 0,
  // Issue 27: the edge's request id reaches the API signed; the visitor's never does.
  requestIdSecret: config.web.API_CLIENT_SECRET,
});

/**
 * A read of the version waits a few poll intervals at most (1–5 s), not the API client's 30 s: the
 * next poll comes only after it, so one stuck request would otherwise hold every page of this
 * process on the old version, cached, for that long. A read that fails keeps the last version.
 */
const VERSION_READ_TIMEOUT_MS = Math.min(5_000, Math.max(1_000, 4 * config.DATA_VERSION_POLL_MS));
const versions = new DataVersionWatcher(async () => {
  const answer = await apiClient.get<{ data: { version: number } }>(siteCalls.dataVersion.path, { timeoutMs: VERSION_READ_TIMEOUT_MS });
  return answer.data.version;
}, config.DATA_VERSION_POLL_MS);
versions.onChange((version, previous) => {
  // Next's API client keeps answers for 500 ms (§9): a page rendered for the new version must not read older ones.
  const clearNextCache = (globalThis as Record<symbol, unknown>)[Symbol.for('kemudi.web.clearApiCache')];
  if (previous !== undefined && typeof clearNextCache === 'function') (clearNextCache as () => void)();
});

/** Next's build id (a development server has none). */
function readBuildId(): string {
  try {
    return readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}
const buildId = readBuildId();

const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
  : undefined;
redis?.on('error', (err: Error) => console.warn(`[edge] redis unavailable: ${err.message}`));

// A page is rendered by asking this very server with a secret only it knows: Next renders it as
// for any visitor, but from a request that carries the city cookie alone.
const renderSecret = randomUUID();
// This server's own address: loopback, unless it listens on one address only.
const selfHost = !config.HOSTNAME || config.HOSTNAME === '0.0.0.0' || config.HOSTNAME === '::' ? '127.0.0.1' : config.HOSTNAME;
const selfOrigin = `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${config.PORT}`;
const self = new Pool(selfOrigin, { connections: 16, keepAliveTimeout: 10_000 });
const MAX_PAGE_BYTES = 10 * 1024 * 1024;

/**
 * `version`: the data version the page cache renders for (undefined before the API first told it), a
 * required parameter so that no wrapper can drop it: without it the page's API calls may be answered
 * from an API process's cache of the version before, and the old data would be kept under the new one
 * (issue 26's cluster test saw a stale price served as a HIT for 10 s).
 */
async function render(request: RenderRequest, version: number | undefined): Promise<RenderedPage> {
  const res = await undiciRequest(`${selfOrigin}${request.path}`, {
    dispatcher: self,
    method: 'GET',
    // Every render has a nonce of its own: the copy keeps it with its policy (edge/security.ts).
    // The data version it is rendered for goes with its API calls (issue 26, server/api.ts).
    headers: {
      ...renderHeadersOf(request),
      'x-kemudi-render': renderSecret,
      [NONCE_HEADER]: newNonce(),
      ...(version !== undefined ? { [DATA_VERSION_HEADER]: String(version) } : {}),
    },
    headersTimeout: HTTP_TIMEOUT_MS,
    bodyTimeout: HTTP_TIMEOUT_MS,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_PAGE_BYTES) {
      res.body.destroy();
      throw new Error(`page larger than ${MAX_PAGE_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
}

const pageCache = new PageCache({
  memory: new MemoryPageStore(config.PAGE_CACHE_MAX_MB * 1024 * 1024),
  // Keyed by build too: during a rolling deploy, a page of the other build names script files this one does not serve.
  shared: redis ? new RedisPageStore(redis, `kemudi:page:${buildId}:`, config.PAGE_CACHE_MAX_AGE_SECONDS, gzipPage) : undefined,
  versions,
  render: (request, version) => {
    metrics.rendered();
    return render(request, version);
  },
  gzip: gzipPage,
  maxAgeMs: config.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
});
const apiFastPath = createApiFastPath({ client: apiClient, versions, cacheSeconds: config.EDGE_API_CACHE_SECONDS });
const pageCacheOn = config.PAGE_CACHE === 'on' && !dev;

// Issue 26: GET /metrics (Prometheus) for METRICS_TOKEN only; every answer counted by route and status.
const metrics = createEdgeMetrics(config.METRICS_TOKEN);
metrics.watchVersion(() => versions.current);

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/;
/** The visitor's address as this server sees it (the nearest hop). */
function socketAddress(req: IncomingMessage): string | undefined {
  const address = req.socket.remoteAddress;
  return address?.replace(IPV4_MAPPED, '$1');
}

const trustedPeer = compileTrust(config.EDGE_TRUST_PROXY);
const siteIsHttps = config.web.SITE_URL?.startsWith('https:') ?? false;

/**
 * The page's Content-Security-Policy with this nonce: on the request, where Next finds the nonce for
 * its script tags (and components/layout/app-mode.tsx for its own), and on the answer.
 */
function applyPolicy(req: IncomingMessage, res: ServerResponse, nonce: string, https: boolean): void {
  const policy = contentSecurityPolicy(nonce, { dev, https });
  req.headers['content-security-policy'] = policy;
  req.headers[NONCE_HEADER] = nonce;
  res.setHeader('content-security-policy', policy);
}

/** Removes a header (any case) from the request's raw list. */
function dropRawHeader(req: IncomingMessage, name: string): void {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]?.toLowerCase() === name) raw.splice(i, 2);
}

/** A %-escape that does not decode (e.g. `%E0%A4%A`). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const BAD_ADDRESS_PAGE = Buffer.from(
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Alamat tidak valid | Kemudi Toyota</title></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem"><h1>Alamat tidak valid</h1><p>Alamat halaman ini tidak dapat dibaca. Periksa kembali tautannya atau kembali ke <a href="/">beranda</a>.</p></body></html>',
  'utf8',
);

async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.headers['x-kemudi-render'] === renderSecret) {
    // The page cache's own render (the city cookie and origin headers only; edge/page-cache.ts).
    delete req.headers['x-kemudi-render'];
    const nonce = req.headers[NONCE_HEADER];
    applyPolicy(req, res, isNonce(nonce) ? nonce : newNonce(), siteIsHttps || req.headers['x-forwarded-proto'] === 'https');
    return toNext(req, res);
  }
  // Nothing a visitor sends may pose as the edge's own headers.
  delete req.headers['x-kemudi-render'];
  delete req.headers[NONCE_HEADER];
  // Only the edge's own renders say which data version they render for (issue 26).
  delete req.headers[DATA_VERSION_HEADER];
  dropRawHeader(req, DATA_VERSION_HEADER);
  delete req.headers['content-security-policy'];
  delete req.headers['content-security-policy-report-only'];

  const address = socketAddress(req);
  const settled = settleForwardedHeaders(req.headers, address, trustedPeer);
  const https = settled.https || siteIsHttps;
  // The request id is ours: logged by the API and quoted in its error messages. The visitor's own is
  // dropped — from req.headers, which Next reads, and from rawHeaders, which the fast path reads
  // (issue 27: it reached the API through it) — and never passed on: the API client drops any
  // X-Request-Id it is handed and sends ours signed (server/api-client/headers.ts, core.ts).
  const requestId = randomUUID();
  dropRawHeader(req, 'x-request-id');
  dropRawHeader(req, REQUEST_ID_SIGNATURE_HEADER);
  delete req.headers[REQUEST_ID_SIGNATURE_HEADER];
  req.headers['x-request-id'] = requestId;
  res.setHeader('x-request-id', requestId);
  for (const [name, value] of Object.entries(securityHeaders({ https }))) res.setHeader(name, value);
  applyPolicy(req, res, newNonce(), https);

  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const method = req.method ?? 'GET';
  const isApi = pathname.startsWith('/api/');
  // Issue 26: the load balancer's health check — this process answers and is not shutting down
  // (a web process whose API is down still answers: it serves the outage page, not the balancer's).
  if (pathname === '/health/ready' && (method === 'GET' || method === 'HEAD')) {
    req.resume();
    const body = JSON.stringify({ status: closing ? 'stopping' : 'ok', pid: process.pid });
    res.writeHead(closing ? 503 : 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
    res.end(method === 'HEAD' ? undefined : body);
    return;
  }
  metrics.track(req, res, pathname);
  // Before anything that could reach Next or the API: the scrape is answered here or not at all.
  if (pathname === '/metrics' && (method === 'GET' || method === 'HEAD') && (await metrics.serve(req, res))) return;

  if (!decodable(pathname)) {
    if (isApi) return sendJsonError(res, 400, 'BadRequest', 'Alamat tidak valid: penulisan karakter dengan tanda % salah');
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'content-length': BAD_ADDRESS_PAGE.length, 'cache-control': 'no-store' });
    res.end(method === 'HEAD' ? undefined : BAD_ADDRESS_PAGE);
    return;
  }

  // Issue 24: the staff API exists only on the console's origin; here it is a missing address.
  if (isStaffApiPath(pathname)) {
    req.resume();
    return sendJsonError(res, 404, 'NotFoundError', 'Alamat tidak ditemukan');
  }

  if (isApi) {
    if (isCrossSite(method, req.headers, requestOrigin(req.headers, https, config.web.SITE_URL))) {
      return sendJsonError(res, 403, 'CrossSiteRequest', 'Permintaan dari situs lain ditolak. Silakan kirim ulang dari halaman Kemudi.');
    }
    const apiPath = guestApiPath(pathname);
    if (apiPath !== null && !visitorOf(req.headers.cookie).personal) {
      return apiFastPath(req, res, queryAt < 0 ? apiPath : `${apiPath}${url.slice(queryAt)}`, settled.client, requestId);
    }
    return toNext(req, res, 'api');
  }

  // A page load, or a client-side navigation's payload (RSC), of a public page.
  if (pageCacheOn && (method === 'GET' || method === 'HEAD') && isCacheablePage(pathname)) {
    const visitor = visitorOf(req.headers.cookie);
    const routerHeaders = routerHeadersOf(req.headers);
    return pageCache.answer(req, res, visitor, {
      path: url,
      city: visitor.city,
      originHeaders: originHeadersOf(req.headers, config.web.SITE_URL !== undefined),
      ...(routerHeaders ? { routerHeaders } : {}),
    });
  }
  return toNext(req, res, pathname.startsWith('/_next/') ? undefined : 'page');
}

/**
 * Hands a request to Next. Its answer is compressed here (edge/compress.ts; Next's own compression
 * is off), then, for pages and the API routes, replaced by the outage page or §8's error if Next
 * fails (edge/outage.ts), and written to the socket a turn of the event loop at a time.
 */
function toNext(req: IncomingMessage, res: ServerResponse, guard?: 'api' | 'page'): Promise<void> {
  compressAnswer(req, res);
  if (guard) guardAnswer(req, res, guard);
  coalesceWrites(res);
  return handle(req, res);
}

const server = createServer((req, res) => {
  onRequest(req, res).catch((err: unknown) => {
    console.error('[edge] unexpected failure answering %s %s', req.method, req.url, err);
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Terjadi kesalahan pada server');
    } else res.destroy();
  });
});
// A request line or headers too long to read (over Node's 16 KB): an answer in words, not an empty 431.
server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLong = err.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    errors: [tooLong ? { type: 'RequestTooLarge', message: 'Alamat atau header permintaan terlalu panjang' } : { type: 'BadRequest', message: 'Permintaan tidak valid' }],
  });
  socket.end(
    `HTTP/1.1 ${tooLong ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
});
// Keep-alive connections outlive a load balancer's idle time-out (60 s on most), as Next's own server does.
server.keepAliveTimeout = 65_000;
if (dev) {
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
}

versions.start();
server.listen({ port: config.PORT, ...(config.HOSTNAME ? { host: config.HOSTNAME } : {}), backlog: 4096 }, () => {
  console.info(`[edge] site on http://localhost:${config.PORT} (page cache ${pageCacheOn ? 'on' : 'off'}${redis ? ', shared through Redis' : ''})`);
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  versions.stop();
  server.close();
  server.closeIdleConnections();
  void Promise.allSettled([app.close(), self.close(), agent.close(), redis?.quit()]).then(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
