/**
 * The one API client (STYLE "One data path"): tokens, retries, time-outs, the keep-alive pool and the
 * 500 ms response cache of spec §4 and §9.
 *
 * This file deliberately does NOT start with `import 'server-only'`: it holds no secret itself (the
 * client credentials are injected) and Vitest must be able to import it. The configured singletons
 * live in `./api-client.ts`, which does start with `import 'server-only'`; application code imports
 * that module, never this one (only tests and `api-client.ts` do).
 */
import { createHash } from 'node:crypto';
import {
  AGENT_MAX_FREE_SOCKETS,
  AGENT_MAX_SOCKETS,
  AGENT_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  MAX_RETRIES_AFTER_AUTH_ERROR,
  RESPONSE_CACHE_MS,
} from '@kemudi/domain/constants';
import { SYSTEM_TOKEN_PATH, SystemTokenResponse } from '@kemudi/domain/contracts/auth';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

const API_ERROR_BRAND = Symbol.for('kemudi.web.ApiError');

/** The one error type of the client: a non-2xx answer, a time-out, or an unreachable API. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly type: string;
  /** Seconds to wait before asking again, when the API said so (a 429 of the one-time-code limits). */
  retryAfter?: number;
  readonly [API_ERROR_BRAND] = true;

  /**
   * Next bundles this module once per route, while the client instances are shared process-wide
   * (api-client.ts), so an error may come from another copy of this class: `instanceof` checks the
   * brand instead of the prototype chain.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [API_ERROR_BRAND]?: unknown })[API_ERROR_BRAND] === true;
  }

  constructor(status: number, type: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.type = type;
  }
}

/** Error types by which the API refuses a system token (plugins/auth.ts): the token is renewed and the call repeated (§4). */
const SYSTEM_TOKEN_ERRORS: ReadonlySet<string> = new Set(['InvalidTokenError', 'InvalidSystemToken']);

/** §8: the system token cannot be renewed. */
export function invalidSystemTokenError(cause?: unknown): ApiError {
  return new ApiError(403, 'InvalidSystemToken', 'invalid system token', { cause });
}

/** §8: no usable refresh token (the proxy adds `redirect: true`). */
export function invalidRefreshTokenError(cause?: unknown): ApiError {
  return new ApiError(401, 'InvalidRefreshToken', 'invalid refresh token', { cause });
}

function gatewayTimeoutError(cause?: unknown): ApiError {
  return new ApiError(504, 'GatewayTimeout', 'Server tidak merespons tepat waktu. Silakan coba lagi.', { cause });
}

function badGatewayError(cause?: unknown): ApiError {
  return new ApiError(502, 'BadGateway', 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi.', { cause });
}

// ---------------------------------------------------------------------------------------------
// The keep-alive pool (§9 "Agent pool: 3000 sockets, 300 free, time-out 20000 ms")
// ---------------------------------------------------------------------------------------------

/**
 * §9's figures describe Node's `http.Agent` ({ maxSockets: 3000, maxFreeSockets: 300, timeout: 20000 }).
 * They map onto undici like this:
 * - 3000 sockets → `connections: 3000`, the most sockets the pool opens per origin (the client
 *   only talks to one origin, API_URL).
 * - time-out 20 000 ms → `keepAliveTimeout` (and `keepAliveMaxTimeout`, so a longer `Keep-Alive:
 *   timeout=` hint from the API cannot stretch it): an idle socket is closed after 20 s.
 * - 300 free → undici has NO equivalent. `maxFreeSockets` caps how many *idle* sockets
 *   http.Agent keeps; undici keeps every idle connection (up to `connections`) until
 *   `keepAliveTimeout` closes it. `pipelining` (requests in flight per socket) and
 *   `maxCachedSessions` (TLS session tickets) are unrelated knobs, so neither is abused for it.
 *   In effect: after a burst, up to 3000 idle sockets may linger for ≤ 20 s instead of 300.
 *   AGENT_MAX_FREE_SOCKETS is imported only so this gap stays visible next to the constant.
 */
export const AGENT_OPTIONS = {
  connections: AGENT_MAX_SOCKETS,
  keepAliveTimeout: AGENT_TIMEOUT_MS,
  keepAliveMaxTimeout: AGENT_TIMEOUT_MS,
} as const satisfies Agent.Options;
export const UNMAPPED_MAX_FREE_SOCKETS = AGENT_MAX_FREE_SOCKETS;

export function createApiAgent(): Agent {
  return new Agent(AGENT_OPTIONS);
}

// ---------------------------------------------------------------------------------------------
// Low-level exchange
// ---------------------------------------------------------------------------------------------

type ResponseHeaders = Record<string, string | string[] | undefined>;

interface Buffered {
  status: number;
  headers: ResponseHeaders;
  bytes: Buffer;
}

/** A per-call deadline: aborts the request when the time-out elapses (§9 30 000 / 15 000 ms). */
class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(ms: number) {
    this.timer = setTimeout(() => this.controller.abort(), ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get expired(): boolean {
    return this.controller.signal.aborted;
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

const UNDICI_TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function toApiError(err: unknown, deadline: Deadline): ApiError {
  if (err instanceof ApiError) return err;
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  if (deadline.expired || UNDICI_TIMEOUT_CODES.has(code)) return gatewayTimeoutError(err);
  return badGatewayError(err);
}

type HttpMethod = Dispatcher.HttpMethod;

interface SendInput {
  dispatcher: Dispatcher;
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  timeoutMs: number;
}

async function send(input: SendInput, deadline: Deadline): Promise<Dispatcher.ResponseData> {
  try {
    return await undiciRequest(input.url, {
      dispatcher: input.dispatcher,
      method: input.method,
      headers: input.headers,
      body: input.body,
      signal: deadline.signal,
      // undici's own guards, so a stalled socket is noticed even without the deadline.
      headersTimeout: input.timeoutMs,
      bodyTimeout: input.timeoutMs,
    });
  } catch (err) {
    deadline.clear();
    throw toApiError(err, deadline);
  }
}

/** Sends and reads the whole body, all within one deadline. */
async function exchange(input: SendInput): Promise<Buffered> {
  const deadline = new Deadline(input.timeoutMs);
  const res = await send(input, deadline);
  try {
    const bytes = Buffer.from(await res.body.arrayBuffer());
    return { status: res.statusCode, headers: res.headers, bytes };
  } catch (err) {
    throw toApiError(err, deadline);
  } finally {
    deadline.clear();
  }
}

function parseJson(bytes: Buffer): unknown {
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first entry of a §7 failure body `{ errors: [{ type, message }] }`, if the body is one. */
function firstError(body: unknown): { type?: string; message?: string } {
  if (!isRecord(body) || !Array.isArray(body.errors)) return {};
  const first: unknown = body.errors[0];
  if (!isRecord(first)) return {};
  return {
    type: typeof first.type === 'string' ? first.type : undefined,
    message: typeof first.message === 'string' ? first.message : undefined,
  };
}

/** Seconds from `retryAfter` in the first error or the body, else from a Retry-After header in seconds. */
function retryAfterOf(body: unknown, headers: ResponseHeaders | undefined): number | undefined {
  const candidates: unknown[] = [];
  if (isRecord(body)) {
    if (Array.isArray(body.errors) && isRecord(body.errors[0])) candidates.push(body.errors[0].retryAfter);
    candidates.push(body.retryAfter);
  }
  const header = headers?.['retry-after'];
  candidates.push(Number(Array.isArray(header) ? header[0] : (header ?? NaN)));
  const seconds = candidates.find((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0);
  return seconds === undefined ? undefined : Math.ceil(seconds);
}

function apiErrorFromResponse(status: number, body: unknown, headers?: ResponseHeaders): ApiError {
  const { type, message } = firstError(body);
  const error = new ApiError(status, type ?? 'HttpError', message ?? `Permintaan gagal (HTTP ${status}).`);
  const retryAfter = retryAfterOf(body, headers);
  if (retryAfter !== undefined) error.retryAfter = retryAfter;
  return error;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

// ---------------------------------------------------------------------------------------------
// System token (§4: client credentials, cached, renewed)
// ---------------------------------------------------------------------------------------------

export interface SystemTokenConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  dispatcher: Dispatcher;
  timeoutMs?: number;
  now?: () => number;
}

export const TOKEN_PATH = SYSTEM_TOKEN_PATH;
/** What the client reads of the token answer (the contract's other fields are the API's to keep). */
const SYSTEM_TOKEN = SystemTokenResponse.pick({ access_token: true, expires_in: true });

/** Renew this long before `expires_in` runs out: 10 % of the lifetime, at most 30 s. */
function renewalMargin(lifetimeMs: number): number {
  return Math.min(30_000, lifetimeMs * 0.1);
}

/**
 * Holds the system token used for anonymous calls (§4). One instance is shared by `apiClient` and
 * `secondaryApiClient`, so both use (and renew) the same token, and concurrent renewals collapse
 * into one token request.
 */
export class SystemTokenSource {
  private current: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(private readonly config: SystemTokenConfig) {
    this.now = config.now ?? Date.now;
  }

  /** A token valid for a while yet; fetches one when none is cached or it is about to expire. */
  async get(): Promise<string> {
    const current = this.current;
    if (current && this.now() < current.renewAt) return current.token;
    return this.renew();
  }

  /** Forget `token` after the API rejected it, unless another call already replaced it. */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = undefined;
  }

  private renew(): Promise<string> {
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret, dispatcher } = this.config;
    // Unreachable API or time-out → 502/504 from exchange(); an answer that is not a token → §8 403.
    const res = await exchange({
      dispatcher,
      url: `${baseUrl}${TOKEN_PATH}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
      timeoutMs: this.config.timeoutMs ?? HTTP_TIMEOUT_MS,
    });
    const body = parseJson(res.bytes);
    if (!isSuccess(res.status)) throw invalidSystemTokenError(apiErrorFromResponse(res.status, body));
    const parsed = SYSTEM_TOKEN.safeParse(body);
    if (!parsed.success) throw invalidSystemTokenError(parsed.error);
    const { access_token: token, expires_in: expiresIn } = parsed.data;
    const lifetimeMs = expiresIn * 1000;
    this.current = { token, renewAt: this.now() + lifetimeMs - renewalMargin(lifetimeMs) };
    return token;
  }
}

// ---------------------------------------------------------------------------------------------
// The client
// ---------------------------------------------------------------------------------------------

/** What a successful customer-token refresh gives back (§4). */
export interface TokenPair {
  accessToken: string;
  refreshToken?: string;
  /** Access-token lifetime in seconds, when the API says so (used as the cookie max-age). */
  expiresIn?: number;
}

/**
 * §4 refresh: receives the customer's refresh token, answers the new pair, or null when the refresh
 * token is rejected. Throwing (API down, time-out) propagates as that error — the session is kept.
 */
export type RefreshHook = (refreshToken: string) => Promise<TokenPair | null>;

/**
 * One refresh per refresh token (§4). The API rotates refresh tokens and treats a second use of one
 * as theft: it revokes the whole session. A page load can send several requests with the same
 * cookies at once (the middleware before the render, route handlers, a second tab), so the refreshes
 * they would each start are collapsed into one, and its answer is handed for `graceMs` more to
 * requests that were already on their way with the old cookie. Failures (API unreachable) are not
 * kept, so the next request asks again. Per server process: several web processes behind a load
 * balancer should keep a visitor on one of them (sticky sessions) or accept a rare re-login.
 */
export function coalesceRefresh(
  refresh: RefreshHook,
  options: { graceMs?: number; now?: () => number } = {},
): RefreshHook {
  const graceMs = options.graceMs ?? REFRESH_GRACE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: Promise<TokenPair | null>; keepUntil: number | undefined }>();

  function sweep(): void {
    const at = now();
    for (const [key, entry] of entries) if (entry.keepUntil !== undefined && entry.keepUntil <= at) entries.delete(key);
  }

  return (refreshToken) => {
    sweep();
    // Keyed by a digest: the map never holds a usable token.
    const key = createHash('sha256').update(refreshToken).digest('base64url');
    const known = entries.get(key);
    if (known) return known.answer;
    const entry: { answer: Promise<TokenPair | null>; keepUntil: number | undefined } = { answer: refresh(refreshToken), keepUntil: undefined };
    entries.set(key, entry);
    entry.answer.then(
      () => {
        entry.keepUntil = now() + graceMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.answer;
  };
}

/** How long a refresh's answer is handed to requests that still carry the old refresh token. */
export const REFRESH_GRACE_MS = 10_000;

export interface ApiClientConfig {
  baseUrl: string;
  /** Shared system-token holder (see SystemTokenSource). */
  systemToken: SystemTokenSource;
  dispatcher: Dispatcher;
  /** §9: 30 000 ms by default, 15 000 ms for the secondary client. */
  timeoutMs?: number;
  /** §9: 500 ms; 0 turns the cache off (in-flight de-duplication stays). */
  cacheMs?: number;
  refresh?: RefreshHook;
  /** Injectable clock for the response cache (tests). */
  now?: () => number;
}

export interface CallOptions {
  /** The customer's access token; without it the system token is used (§4). */
  token?: string;
  /** The customer's refresh token, handed to the refresh hook on InvalidTokenError (§4). */
  refreshToken?: string;
  /** Called with the new pair after a refresh, so the caller can store it (src/server/session.ts). */
  onTokensRefreshed?: (tokens: TokenPair) => void | Promise<void>;
  /** Public endpoints (Swagger UI, media): send no Authorization header at all. */
  anonymous?: boolean;
  timeoutMs?: number;
  /**
   * The visitor's IP address, sent to the API as the only X-Forwarded-For entry (the API's per-IP
   * limits, e.g. on one-time codes, count visitors, not the web server). Never part of the cache key.
   */
  clientIp?: string;
  /**
   * Extra request headers of a write (issue 13: the X-Captcha of the lead and contact calls). Not
   * part of the §9 cache key, so not for GETs; the client's own headers (accept, content-type,
   * authorization, X-Forwarded-For) always win.
   */
  extraHeaders?: Readonly<Record<string, string>>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface GetOptions extends CallOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
}

export interface ForwardRequest extends CallOptions {
  method: string;
  /** Path and query string on the API, e.g. `/api/promo/v1/promo/hero?page=0`. */
  path: string;
  headers: Headers;
  /** The request body, buffered so it can be sent again after a token renewal. */
  body?: Uint8Array | null;
}

export interface ForwardResponse {
  status: number;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  /** Set when the customer's tokens were refreshed on the way; the caller must store them. */
  tokens?: TokenPair;
}

type Auth =
  | { kind: 'system' }
  | { kind: 'none' }
  | { kind: 'customer'; accessToken: string; refreshToken: string | undefined };

function authOf(options: CallOptions): Auth {
  if (options.anonymous) return { kind: 'none' };
  // §4: a missing user token means the system token is used.
  if (options.token) return { kind: 'customer', accessToken: options.token, refreshToken: options.refreshToken };
  return { kind: 'system' };
}

/** Cache identity: never the same for two customers, never shared between a customer and the system. */
function identityOf(auth: Auth): string {
  switch (auth.kind) {
    case 'none':
      return 'anonymous';
    case 'system':
      return 'system';
    case 'customer':
      return `customer:${createHash('sha256').update(auth.accessToken).digest('base64url')}`;
  }
}

interface Attempt<R> {
  status: number;
  /** `errors[0].type` of a 401/403 answer. */
  errorType: string | undefined;
  result: R;
}

interface CachedAnswer {
  text: string;
  tokens: TokenPair | undefined;
}

interface CacheEntry {
  /** undefined while the request is in flight (concurrent callers share `answer`). */
  expiresAt: number | undefined;
  answer: Promise<CachedAnswer>;
}

// RFC 9110 §7.6.1 hop-by-hop headers, plus ones a proxy must not pass on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'trailers',
  'transfer-encoding',
  'upgrade',
]);
// From the browser: never its credentials (§4: the server attaches the token), nor framing the
// client recomputes. accept-encoding is dropped so the API answers identity-encoded bytes — the
// client must read 401 bodies, and Next compresses towards the browser itself.
const DROPPED_REQUEST_HEADERS = new Set(['authorization', 'cookie', 'host', 'content-length', 'expect', 'accept-encoding']);
// From the API: only src/server/session.ts sets cookies.
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie']);
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function connectionListed(value: string | string[] | null | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    joined
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
}

export function sanitizeRequestHeaders(headers: Headers): Record<string, string> {
  const listed = connectionListed(headers.get('connection'));
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (HOP_BY_HOP.has(key) || DROPPED_REQUEST_HEADERS.has(key) || listed.has(key)) return;
    out[key] = value;
  });
  return out;
}

const IP_ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The visitor's address from the request's X-Forwarded-For: its last entry, the one added by the
 * nearest proxy (Next itself writes the socket's address when the header is absent). Entries further
 * left come from the browser and are not trusted. Deploy behind a proxy that appends to the header
 * (nginx `$proxy_add_x_forwarded_for`), or the visitor could name their own address.
 */
export function clientIpOf(headers: Headers): string | undefined {
  const last = (headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim() ?? '';
  return IP_ADDRESS.test(last) ? last : undefined;
}

export function sanitizeResponseHeaders(headers: ResponseHeaders, baseUrl: string): Headers {
  const listed = connectionListed(headers.connection);
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(key) || DROPPED_RESPONSE_HEADERS.has(key) || listed.has(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      // A redirect to the API's own origin must point at the same path on the web origin instead.
      out.append(key, key === 'location' && item.startsWith(`${baseUrl}/`) ? item.slice(baseUrl.length) : item);
    }
  }
  return out;
}

function streamOf(body: Dispatcher.ResponseData['body']): ReadableStream<Uint8Array> {
  const iterator = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = (await iterator.next()) as IteratorResult<Buffer>;
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      } catch (err) {
        controller.error(err);
      }
    },
    cancel() {
      body.destroy();
    },
  });
}

function streamOfBytes(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.length > 0) controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

const METHODS = new Set<HttpMethod>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function toMethod(method: string): HttpMethod {
  const upper = method.toUpperCase();
  if (!METHODS.has(upper)) throw new ApiError(405, 'MethodNotAllowed', 'Method Not Allowed');
  return upper;
}

export class ApiClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly cacheMs: number;
  private readonly now: () => number;
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly config: ApiClientConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;
    this.cacheMs = config.cacheMs ?? RESPONSE_CACHE_MS;
    this.now = config.now ?? Date.now;
  }

  /**
   * GET a JSON body. §9: an identical GET (same URL, same bearer identity) within 500 ms of the
   * previous answer gets that answer again; identical GETs in flight share one request.
   */
  async get<T>(path: string, options: GetOptions = {}): Promise<T> {
    const url = this.url(path, options.query);
    const auth = authOf(options);
    const key = `${identityOf(auth)} ${url}`;
    let entry = this.cache.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.cache.delete(key);
      entry = undefined;
    }
    if (!entry) entry = this.remember(key, this.callJson('GET', url, undefined, auth, options));
    const answer = await entry.answer;
    if (answer.tokens) await options.onTokensRefreshed?.(answer.tokens);
    return (answer.text === '' ? undefined : JSON.parse(answer.text)) as T;
  }

  /**
   * Forgets every §9 cached answer, and every GET still in flight (callers already waiting keep
   * their answer; it is just not stored): the next GET of any URL asks the API again. For tests,
   * which otherwise wait out the 500 ms between cases, and for a write after which a read must not
   * be answered from the cache (or from a read started before the write).
   */
  clearCache(): void {
    this.cache.clear();
  }

  /**
   * Forgets the cached answers of one caller only (a customer's write through the proxy: their
   * next read — the order after paying or cancelling, the cart after adding — must be fresh, while
   * everyone else's cached reads stay).
   */
  clearCacheOf(options: CallOptions): void {
    const prefix = `${identityOf(authOf(options))} `;
    for (const key of this.cache.keys()) if (key.startsWith(prefix)) this.cache.delete(key);
  }

  /**
   * Forgets the cached answers of one API path, for every caller and query (a cart write: the
   * header's next count must be fresh, while the catalogue's cached reads stay).
   */
  clearCachedPath(path: string): void {
    const url = this.url(path);
    for (const key of this.cache.keys()) {
      const keyUrl = key.slice(key.indexOf(' ') + 1);
      if (keyUrl === url || keyUrl.startsWith(`${url}?`)) this.cache.delete(key);
    }
  }

  /**
   * §7 system-authentication: resolves when a system token can be had (fetching one if needed),
   * throws §8 InvalidSystemToken (or 502/504) otherwise. The token itself never leaves the client.
   */
  async ensureSystemToken(): Promise<void> {
    await this.config.systemToken.get();
  }

  /** POST a JSON body; never cached. */
  async post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return this.send<T>('POST', path, body, options);
  }

  /** POST, PUT, PATCH or DELETE, with an optional JSON body and query; never cached. */
  async send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body: unknown, options: GetOptions = {}): Promise<T> {
    const answer = await this.callJson(method, this.url(path, options.query), body, authOf(options), options);
    if (answer.tokens) await options.onTokensRefreshed?.(answer.tokens);
    return (answer.text === '' ? undefined : JSON.parse(answer.text)) as T;
  }

  /**
   * The proxy's pass-through: method, headers (minus the browser's credentials and hop-by-hop
   * headers), body and query go to the API with the right bearer; status, headers and a streamed
   * body come back. Non-2xx answers are returned, not thrown; only the §4 token rules, time-outs and
   * an unreachable API throw ApiError.
   */
  async forward(request: ForwardRequest): Promise<ForwardResponse> {
    const method = toMethod(request.method);
    const url = this.url(request.path);
    // The browser's own X-Forwarded-For is not trusted: the visitor's address, when known, replaces it.
    const headers = { ...sanitizeRequestHeaders(request.headers), ...forwardedFor(request.clientIp) };
    const timeoutMs = request.timeoutMs ?? this.timeoutMs;
    const body = request.body && request.body.byteLength > 0 ? request.body : null;

    type Upstream = { status: number; headers: ResponseHeaders; body: Buffer | Dispatcher.ResponseData['body'] };
    const { result, tokens } = await this.withAuth<Upstream>(authOf(request), async (bearer) => {
      const deadline = new Deadline(timeoutMs);
      const res = await send(
        { dispatcher: this.config.dispatcher, url, method, headers: withBearer(headers, bearer), body, timeoutMs },
        deadline,
      );
      if (res.statusCode === 401 || res.statusCode === 403) {
        // Read the (small) error body: its type decides whether to renew/refresh and retry.
        let bytes: Buffer;
        try {
          bytes = Buffer.from(await res.body.arrayBuffer());
        } catch (err) {
          throw toApiError(err, deadline);
        } finally {
          deadline.clear();
        }
        return {
          status: res.statusCode,
          errorType: firstError(parseJson(bytes)).type,
          result: { status: res.statusCode, headers: res.headers, body: bytes },
        };
      }
      // The deadline covered the wait for the headers; from here on the body streams to the browser
      // and undici's bodyTimeout (idle time between chunks) guards it.
      deadline.clear();
      return { status: res.statusCode, errorType: undefined, result: { status: res.statusCode, headers: res.headers, body: res.body } };
    });

    const outHeaders = sanitizeResponseHeaders(result.headers, this.baseUrl);
    let outBody: ReadableStream<Uint8Array> | null;
    if (NULL_BODY_STATUSES.has(result.status) || method === 'HEAD') {
      if (!Buffer.isBuffer(result.body)) await result.body.dump();
      outBody = null;
    } else {
      outBody = Buffer.isBuffer(result.body) ? streamOfBytes(result.body) : streamOf(result.body);
    }
    return { status: result.status, headers: outHeaders, body: outBody, tokens };
  }

  private remember(key: string, answer: Promise<CachedAnswer>): CacheEntry {
    const entry: CacheEntry = { expiresAt: undefined, answer };
    this.cache.set(key, entry);
    answer.then(
      () => {
        if (this.cache.get(key) !== entry) return;
        if (this.cacheMs > 0) entry.expiresAt = this.now() + this.cacheMs;
        else this.cache.delete(key);
      },
      () => {
        // Failures are never cached: the next caller asks again.
        if (this.cache.get(key) === entry) this.cache.delete(key);
      },
    );
    this.sweep();
    return entry;
  }

  /** Drops expired answers so the map cannot grow without bound under many distinct URLs. */
  private sweep(): void {
    if (this.cache.size < 512) return;
    const now = this.now();
    for (const [key, entry] of this.cache) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.cache.delete(key);
    }
  }

  private async callJson(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: unknown,
    auth: Auth,
    options: CallOptions,
  ): Promise<CachedAnswer> {
    const headers: Record<string, string> = {
      ...(method === 'GET' ? {} : options.extraHeaders),
      accept: 'application/json',
      ...forwardedFor(options.clientIp),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? null : JSON.stringify(body);
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const { result, tokens } = await this.withAuth<Buffered>(auth, async (bearer) => {
      const res = await exchange({
        dispatcher: this.config.dispatcher,
        url,
        method,
        headers: withBearer(headers, bearer),
        body: payload,
        timeoutMs,
      });
      const errorType = isSuccess(res.status) ? undefined : firstError(parseJson(res.bytes)).type;
      return { status: res.status, errorType, result: res };
    });
    if (!isSuccess(result.status)) throw apiErrorFromResponse(result.status, parseJson(result.bytes), result.headers);
    return { text: result.bytes.toString('utf8'), tokens };
  }

  /**
   * §4 token handling around one call:
   * - system token: on 401 or 403, drop the token, fetch a new one (SystemTokenSource) and repeat;
   *   when no new token can be had, SystemTokenSource throws §8 InvalidSystemToken (403);
   * - customer token: on 401 InvalidTokenError, call the refresh hook and repeat with the new access
   *   token; no refresh token, no hook, or a hook answering null → §8 InvalidRefreshToken (401);
   * - at most MAX_RETRIES_AFTER_AUTH_ERROR (3) repeats per call, whatever the mix; after that the
   *   last answer stands.
   */
  private async withAuth<R>(
    auth: Auth,
    attempt: (bearer: string | undefined) => Promise<Attempt<R>>,
  ): Promise<{ result: R; tokens: TokenPair | undefined }> {
    let retries = 0;
    let customer = auth.kind === 'customer' ? auth : undefined;
    let tokens: TokenPair | undefined;
    for (;;) {
      const bearer =
        auth.kind === 'system' ? await this.config.systemToken.get() : customer ? customer.accessToken : undefined;
      const outcome = await attempt(bearer);
      const authFailure = outcome.status === 401 || outcome.status === 403;
      if (!authFailure || auth.kind === 'none' || retries >= MAX_RETRIES_AFTER_AUTH_ERROR) {
        return { result: outcome.result, tokens };
      }
      if (auth.kind === 'system' && bearer !== undefined) {
        // A refusal of the token itself (or an answer that does not say) renews it; any other typed
        // 401/403 — a refused captcha, a closed dealer call — is the API's real answer, not a stale token.
        if (outcome.errorType !== undefined && !SYSTEM_TOKEN_ERRORS.has(outcome.errorType)) return { result: outcome.result, tokens };
        retries += 1;
        this.config.systemToken.invalidate(bearer);
        continue;
      }
      if (!customer || outcome.status !== 401 || outcome.errorType !== 'InvalidTokenError') {
        // A customer's 403, or a 401 of another type, is the API's real answer.
        return { result: outcome.result, tokens };
      }
      retries += 1;
      const refreshToken = customer.refreshToken;
      const renewed = refreshToken && this.config.refresh ? await this.config.refresh(refreshToken) : null;
      if (!renewed) throw invalidRefreshTokenError();
      // A refresh answer without a new refresh token keeps the old one.
      tokens = { ...renewed, refreshToken: renewed.refreshToken ?? refreshToken };
      customer = { kind: 'customer', accessToken: renewed.accessToken, refreshToken: tokens.refreshToken };
    }
  }

  private url(path: string, query?: GetOptions['query']): string {
    if (!path.startsWith('/')) throw new TypeError(`API path must start with "/": ${path}`);
    let url = `${this.baseUrl}${path}`;
    if (query) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item !== undefined && item !== null) params.append(name, String(item));
        }
      }
      const search = params.toString();
      if (search !== '') url += `${url.includes('?') ? '&' : '?'}${search}`;
    }
    return url;
  }
}

function forwardedFor(clientIp: string | undefined): Record<string, string> {
  return clientIp ? { 'x-forwarded-for': clientIp } : {};
}

function withBearer(headers: Record<string, string>, bearer: string | undefined): Record<string, string> {
  return bearer === undefined ? headers : { ...headers, authorization: `Bearer ${bearer}` };
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  return new ApiClient(config);
}
