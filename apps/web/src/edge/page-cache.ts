import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { DataVersionWatcher } from './data-version';
import type { MemoryPageStore, RedisPageStore, StoredPage } from './page-store';
import { sendOutagePage } from './outage';
import { renderCookieHeader, type Visitor } from './visitor';

/*
 * The page cache in front of Next (issue 14). A public page (edge/page-rules.ts) is rendered once
 * per city, origin and data version — from a request carrying the city cookie alone — and then
 * served from memory to every guest and customer in that city; the header's personal part is
 * filled in by client islands. A change in the data (the API's data version) makes every page
 * render again on its next request; a page older than PAGE_CACHE_MAX_AGE_SECONDS is served once
 * more while it renders again in the background. Concurrent requests for a page being rendered
 * wait for that one render. When a render fails (the API is down), the last copy of the page is
 * served rather than an error.
 */

/** What a page render answered. */
export interface RenderedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Everything a render may depend on besides the path: the city cookie and, without SITE_URL, the origin. */
export interface RenderRequest {
  /** Path and query, as the visitor asked. */
  path: string;
  /** The city cookie's value (edge/visitor.ts). */
  city: string;
  /** The Host and X-Forwarded-* headers the page's canonical URLs come from (none when SITE_URL is set). */
  originHeaders: Record<string, string>;
  /**
   * A client-side navigation's router headers (RSC, Next-Router-State-Tree, …: what Next's own
   * answer Varies on), when the request is for the page's React Server Component payload.
   */
  routerHeaders?: Record<string, string>;
}

/** The headers Next's RSC answers vary on (its own `Vary`), besides the URL's `_rsc` mark of them. */
export const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'] as const;

/** The router headers of a navigation request, or undefined for a plain page load. */
export function routerHeadersOf(headers: IncomingHttpHeaders): Record<string, string> | undefined {
  if (headers.rsc === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const name of ROUTER_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Renders a page; `version` is the data version it is rendered for (issue 26: passed on to the API). */
export type Render = (request: RenderRequest, version?: number) => Promise<RenderedPage>;

/**
 * The headers a page is rendered with: the city cookie alone (no token, cart or hint cookie, so no
 * render can see who asked), the origin headers, identity encoding (the cache compresses itself).
 */
export function renderHeadersOf(request: RenderRequest): Record<string, string> {
  return {
    ...request.originHeaders,
    accept: 'text/html,application/xhtml+xml',
    'accept-encoding': 'identity',
    'user-agent': 'Kemudi-Edge/1 (page cache)',
    cookie: renderCookieHeader(request.city),
    ...request.routerHeaders,
  };
}

/**
 * For browsers and shared caches (a CDN): public, fresh for a second — the data-version window —
 * and usable for a while longer while the CDN asks again. The HTML depends on the kemudi_city
 * cookie only; Vary names Cookie (a CDN should key on that one cookie).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30';
/** The same page with a Set-Cookie for this visitor (a hint repair) is theirs alone. */
const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
export const PAGE_VARY = 'Cookie, Accept-Encoding';
/** A navigation's payload also varies on the router headers, as Next's own answer says. */
const RSC_VARY = `${PAGE_VARY}, RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch`;

/** Headers of a render worth keeping with the page (the rest are framing or Next's own bookkeeping). */
// The policy names the nonce of the page's own scripts (edge/security.ts): it travels with the copy.
const KEPT_HEADERS = ['content-type', 'content-language', 'link', 'x-robots-tag', 'content-security-policy'] as const;

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * The headers the page's origin is taken from (server/site.ts loadSiteOrigin): none when SITE_URL
 * is set; else the (forwarded) host, when it is a plain host[:port], and the forwarded protocol.
 */
export function originHeadersOf(headers: IncomingHttpHeaders, siteUrlSet: boolean): Record<string, string> {
  if (siteUrlSet) return {};
  const host = first(headers['x-forwarded-host']) ?? first(headers.host) ?? '';
  if (!HOST.test(host)) return {};
  const proto = first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return { 'x-forwarded-host': host.toLowerCase(), 'x-forwarded-proto': proto };
}

export function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && /\bgzip\b/i.test(header) && !/\bgzip\s*;\s*q=0(?:\.0*)?\b/i.test(header);
}

/** How often, and how many times, a process waits for another's render of the same page (issue 26). */
const SHARED_WAIT_POLL_MS = 40;
const SHARED_WAIT_POLLS = 75;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `shared`: another web process rendered it (issue 26) — to this process's visitor, a hit. */
type Outcome = { page: StoredPage; shared?: true } | { rendered: RenderedPage } | { failed: unknown };

export interface PageCacheOptions {
  memory: MemoryPageStore;
  shared?: RedisPageStore | undefined;
  versions: DataVersionWatcher;
  render: Render;
  gzip: (body: Buffer) => Promise<Buffer>;
  maxAgeMs: number;
  now?: () => number;
  log?: (message: string) => void;
}

export class PageCache {
  private readonly inflight = new Map<string, Promise<Outcome>>();
  private readonly now: () => number;
  private readonly log: (message: string) => void;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  static keyOf(request: RenderRequest): string {
    const origin = `${request.originHeaders['x-forwarded-proto'] ?? ''}://${request.originHeaders['x-forwarded-host'] ?? ''}`;
    const router = request.routerHeaders ? `|${JSON.stringify(request.routerHeaders)}` : '';
    return `${origin}|${request.city}|${request.path}${router}`;
  }

  /** Answers a GET or HEAD for a public page. */
  async answer(req: IncomingMessage, res: ServerResponse, visitor: Visitor, request: RenderRequest): Promise<void> {
    const version = this.options.versions.current;
    if (version === undefined) {
      // The API has not told its data version yet (starting, or down since start): nothing is cached.
      const outcome = await this.render(request);
      return this.send(req, res, visitor, outcome, 'BYPASS');
    }
    const key = PageCache.keyOf(request);
    const held = this.options.memory.get(key);
    if (held && held.version === version) {
      if (this.now() - held.renderedAt > this.options.maxAgeMs) {
        void this.fill(key, version, request);
        return this.sendPage(req, res, visitor, held, 'STALE');
      }
      return this.sendPage(req, res, visitor, held, 'HIT');
    }
    const shared = await this.options.shared?.get(version, key);
    if (shared && this.now() - shared.renderedAt <= this.options.maxAgeMs) {
      this.options.memory.set(key, shared);
      return this.sendPage(req, res, visitor, shared, 'HIT');
    }
    const outcome = await this.fill(key, version, request);
    if ('failed' in outcome || ('rendered' in outcome && outcome.rendered.status >= 500)) {
      // The render failed: the last copy of this page (any version) beats an error page.
      const last = held ?? shared;
      if (last) return this.sendPage(req, res, visitor, last, 'STALE');
    }
    return this.send(req, res, visitor, outcome, 'page' in outcome && outcome.shared ? 'HIT' : 'MISS');
  }

  /** One render per page and version at a time, whoever asks; a cacheable answer is kept. */
  private fill(key: string, version: number, request: RenderRequest): Promise<Outcome> {
    const flight = `${version}|${key}`;
    let pending = this.inflight.get(flight);
    if (!pending) {
      pending = this.renderAndKeep(key, version, request).finally(() => this.inflight.delete(flight));
      this.inflight.set(flight, pending);
    }
    return pending;
  }

  /**
   * Issue 26: one render per page and version across every web process. The process that claims it
   * (Redis) renders; the others wait for its copy in the shared store (polling a few times a
   * second, at most SHARED_WAIT_POLLS times) and render themselves only if none comes.
   */
  private async renderAndKeep(key: string, version: number, request: RenderRequest): Promise<Outcome> {
    const shared = this.options.shared;
    if (!shared) return this.renderAndStore(key, version, request);
    if (!(await shared.claim(version, key))) {
      for (let poll = 0; poll < SHARED_WAIT_POLLS; poll++) {
        await delay(SHARED_WAIT_POLL_MS);
        const page = await shared.get(version, key);
        if (page) {
          this.options.memory.set(key, page);
          return { page, shared: true };
        }
        if (!(await shared.claimed(version, key))) break;
      }
    }
    try {
      return await this.renderAndStore(key, version, request);
    } finally {
      await shared.release(version, key);
    }
  }

  private async renderAndStore(key: string, version: number, request: RenderRequest): Promise<Outcome> {
    const renderedAt = this.now();
    const outcome = await this.render(request, version);
    if (!('rendered' in outcome) || !isCacheable(outcome.rendered)) return outcome;
    const { rendered } = outcome;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = rendered.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const page: StoredPage = {
      version,
      renderedAt,
      status: rendered.status,
      headers,
      body: rendered.body,
      gzip: await this.options.gzip(rendered.body),
      etag: `"${createHash('sha1').update(rendered.body).digest('base64url')}"`,
    };
    this.options.memory.set(key, page);
    // Stored before the claim is given back: a process waiting for this copy finds it.
    await this.options.shared?.set(key, page);
    return { page };
  }

  /** `version`: the data version the page is rendered for (undefined: not known yet, not kept). */
  private async render(request: RenderRequest, version?: number): Promise<Outcome> {
    try {
      return { rendered: await this.options.render(request, version) };
    } catch (failed) {
      this.log(`[edge] rendering ${request.path} failed: ${failed instanceof Error ? failed.message : String(failed)}`);
      return { failed };
    }
  }

  private send(req: IncomingMessage, res: ServerResponse, visitor: Visitor, outcome: Outcome, state: string): void {
    // Set on the response too (not only in writeHead's headers), where edge/metrics.ts reads it once the answer is sent.
    res.setHeader('x-page-cache', 'page' in outcome || ('rendered' in outcome && outcome.rendered.status < 500) ? state : 'ERROR');
    if ('page' in outcome) return this.sendPage(req, res, visitor, outcome.page, state);
    // A render that failed or answered 5xx (the API is down) with no copy to serve: the outage page.
    if ('rendered' in outcome && outcome.rendered.status < 500) return sendRendered(req, res, visitor, outcome.rendered, state);
    return sendOutagePage(res, { 'x-page-cache': 'ERROR' }, req.method === 'HEAD');
  }

  private sendPage(req: IncomingMessage, res: ServerResponse, visitor: Visitor, page: StoredPage, state: string): void {
    res.setHeader('x-page-cache', state);
    const headers: Record<string, string | string[] | number> = {
      ...page.headers,
      'cache-control': visitor.hintRepairs.length > 0 ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL,
      vary: page.headers['content-type']?.startsWith('text/x-component') ? RSC_VARY : PAGE_VARY,
      etag: page.etag,
      'x-page-cache': state,
    };
    if (visitor.hintRepairs.length > 0) headers['set-cookie'] = visitor.hintRepairs;
    const validators = req.headers['if-none-match'];
    if (validators !== undefined && validators.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      delete headers['content-type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    const body = gzip ? page.gzip : page.body;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = body.length;
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** Only a complete 200 page (HTML, or its RSC payload for a client-side navigation) that sets no cookie is kept. */
function isCacheable(rendered: RenderedPage): boolean {
  const type = rendered.headers['content-type'];
  return (
    rendered.status === 200 &&
    typeof type === 'string' &&
    (type.startsWith('text/html') || type.startsWith('text/x-component')) &&
    rendered.headers['set-cookie'] === undefined
  );
}

const FRAMING = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie', 'date', 'vary']);

/** A render that is not kept (a 404 page, a redirect): passed on as Next answered it, never cached by anyone. */
function sendRendered(req: IncomingMessage, res: ServerResponse, visitor: Visitor, rendered: RenderedPage, state: string): void {
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(rendered.headers)) if (value !== undefined && !FRAMING.has(name)) headers[name] = value;
  headers['cache-control'] = 'private, no-cache, no-store, max-age=0, must-revalidate';
  headers['x-page-cache'] = state;
  if (visitor.hintRepairs.length > 0) headers['set-cookie'] = visitor.hintRepairs;
  headers['content-length'] = rendered.body.length;
  res.writeHead(rendered.status, headers);
  res.end(req.method === 'HEAD' ? undefined : rendered.body);
}
