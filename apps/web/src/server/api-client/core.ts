/**
 * The one API client (STYLE "One data path"): every call of the web app to the API goes through
 * `ApiClient` — a JSON call (`get`, `post`, `send`) or the proxy's pass-through (`forward`) — with
 * the tokens of §4 (./tokens.ts), the time-outs and keep-alive pool of §9 (./transport.ts) and the
 * 500 ms cache of §9 (./cache.ts).
 *
 * No 'server-only' here: it holds no secret itself (the client credentials are injected) and the
 * edge server and Vitest import it. The configured singletons live in ./index.ts, which does start
 * with `import 'server-only'`; application code imports that module (`@/server/api-client`).
 */
import { DATA_VERSION_HEADER, HTTP_TIMEOUT_MS, RESPONSE_CACHE_MS } from '@kemudi/domain/constants';
import { REQUEST_ID_PATTERN } from '@kemudi/domain/request-id';
import type { Dispatcher } from 'undici';
import { type CachedAnswer, identityOf, ResponseCache } from './cache';
import { apiErrorFromResponse, firstError } from './errors';
import { forwardedFor, sanitizeRequestHeaders, sanitizeResponseHeaders, signedRequestIdHeaders, withBearer } from './headers';
import { authOf, type Auth, type RefreshHook, type SystemTokenSource, type TokenPair, withAuth } from './tokens';
import {
  type Buffered,
  Deadline,
  exchange,
  isSuccess,
  NULL_BODY_STATUSES,
  parseJson,
  type ResponseHeaders,
  send,
  streamOf,
  streamOfBytes,
  toApiError,
  toMethod,
} from './transport';

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
  /**
   * Issue 27: the secret the API's OAUTH_CLIENT_SECRET is (API_CLIENT_SECRET): a call's `requestId`
   * goes to the API signed with it, and the API keeps only ids signed so. Unset: no id is sent.
   */
  requestIdSecret?: string;
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
  /**
   * Our own id of the visitor's request (the edge makes one per request; never the visitor's):
   * sent signed (requestIdSecret), so the API logs the request under it and answers it.
   */
  requestId?: string;
  /**
   * Issue 26: the data version the edge renders this page for (GETs only), or keeps a forwarded
   * answer under (`forward`, any method): an API process still on an older one reads it again before
   * answering, so nothing is cached under the new version with the old data.
   */
  dataVersion?: number;
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

export class ApiClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly cache: ResponseCache;

  constructor(private readonly config: ApiClientConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;
    this.cache = new ResponseCache(config.cacheMs ?? RESPONSE_CACHE_MS, config.now ?? Date.now);
  }

  /**
   * GET a JSON body. §9: an identical GET (same URL, same bearer identity) within 500 ms of the
   * previous answer gets that answer again; identical GETs in flight share one request.
   */
  async get<T>(path: string, options: GetOptions = {}): Promise<T> {
    const url = this.url(path, options.query);
    const auth = authOf(options);
    const answer = await this.cache.answer(`${identityOf(auth)} ${url}`, () => this.callJson('GET', url, undefined, auth, options), options.dataVersion);
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
    this.cache.clearIdentity(identityOf(authOf(options)));
  }

  /**
   * Forgets the cached answers of one API path, for every caller and query (a cart write: the
   * header's next count must be fresh, while the catalogue's cached reads stay).
   */
  clearCachedPath(path: string): void {
    this.cache.clearUrl(this.url(path));
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
    // The browser's own X-Request-Id is dropped too (issue 27); ours goes with its signature.
    const headers = {
      ...sanitizeRequestHeaders(request.headers),
      ...forwardedFor(request.clientIp),
      ...this.requestIdHeaders(request.requestId),
      // The edge's fast path keeps the answer under this data version (issue 26).
      ...(request.dataVersion !== undefined ? { [DATA_VERSION_HEADER]: String(request.dataVersion) } : {}),
    };
    const timeoutMs = request.timeoutMs ?? this.timeoutMs;
    const body = request.body && request.body.byteLength > 0 ? request.body : null;

    type Upstream = { status: number; headers: ResponseHeaders; body: Buffer | Dispatcher.ResponseData['body'] };
    const { result, tokens } = await withAuth<Upstream>(this.config, authOf(request), async (bearer) => {
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

  private requestIdHeaders(requestId: string | undefined): Record<string, string> {
    const secret = this.config.requestIdSecret;
    return requestId && secret && REQUEST_ID_PATTERN.test(requestId) ? signedRequestIdHeaders(requestId, secret) : {};
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
      ...this.requestIdHeaders(options.requestId),
      ...(method === 'GET' && options.dataVersion !== undefined ? { [DATA_VERSION_HEADER]: String(options.dataVersion) } : {}),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? null : JSON.stringify(body);
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const { result, tokens } = await withAuth<Buffered>(this.config, auth, async (bearer) => {
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

export function createApiClient(config: ApiClientConfig): ApiClient {
  return new ApiClient(config);
}
