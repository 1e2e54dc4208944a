import { HTTP_TIMEOUT_MS } from '@kemudi/domain/constants';
import type { Call, CallData, CallMethod } from '@kemudi/domain/contracts/call';
import { loadContracts } from './call-answer';

export { warmContracts } from './call-answer';

/*
 * The one way a browser island talks to the site (issue 28): same-origin JSON calls to the site's
 * own routes and proxies (/api/…, which attach the visitor's token from its HttpOnly cookie, §4),
 * with the §9 time-out, never cached unless the caller asks. Components never call `fetch`
 * themselves (eslint.config.mjs forbids it under src/components): they call this module.
 *
 * - `request(path, options)` sends and reads the answer: `{ ok: true, status, data, body }` for a
 *   2xx, `{ ok: false, error }` otherwise; it never throws but for the caller's own abort.
 * - `ApiError` is every failure: the §7 error shape `{ errors: [{ type, message, field? }] }` read
 *   into the first Indonesian message, its type, the status (0: no answer at all), the messages by
 *   field, the seconds a 429 asks to wait (the body's `retryAfter`, else the Retry-After header)
 *   and §4's `redirect: true` (the session is gone).
 * - `requestCall(pick, input)` is the same for a call that has a contract in packages/domain: the
 *   path comes from the contract and the `data` is parsed with it; it throws the ApiError. The
 *   contracts carry zod, which no public page ships in its first load (README "First-load
 *   JavaScript within 120 KB gzip"): they are loaded lazily (lib/call-answer.ts), once for all.
 * - `beacon(path, body)` posts with `keepalive` and forgets (the WhatsApp lead, which must outlive
 *   the page the wa.me link replaces).
 */

/** The message for an answer that never came (offline, time-out). */
export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.';

/** Said when a failed answer carries no message of its own. */
export const FALLBACK_MESSAGE = 'Terjadi kesalahan. Silakan coba lagi.';

export type Method = CallMethod;

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON; leave out for a request without a body. */
  body?: unknown;
  /** More headers (e.g. X-Captcha); JSON's content-type and accept are set here. */
  headers?: Readonly<Record<string, string>>;
  /** The caller's abort (a newer search, a closed dialog): its abort rejects with its reason. */
  signal?: AbortSignal;
  /** How long to wait for the answer; §9 HTTP_TIMEOUT_MS unless said, null for no limit of our own. */
  timeoutMs?: number | null;
  /** 'no-store' unless said ('default' lets the browser's HTTP cache answer a GET). */
  cache?: RequestCache;
  /** The message of a failure whose answer says nothing readable. */
  fallback?: string;
  /** The fetch to use (unit tests hand in theirs); the browser's own by default. */
  fetchImpl?: typeof fetch;
}

/** A failed call: what the visitor is told and what the caller decides on. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The answer's HTTP status; 0 when none came (offline, time-out). */
    readonly status: number,
    /** The first error's §7 type ('NetworkError' when no answer came, 'HttpError' when the body named none). */
    readonly type: string,
    /** The first message that names no field, in Indonesian; null when the answer gave none. */
    readonly apiMessage: string | null,
    /** What to show: `apiMessage`, else the caller's fallback. */
    message: string,
    /** The messages by field name (`errors[].field`), the first for each field. */
    readonly fields: Readonly<Record<string, string>>,
    /** Seconds to wait before asking again (a 429); null when the answer named none. */
    readonly retryAfter: number | null,
    /** §4: the answer said `redirect: true` (the session is gone: log in again). */
    readonly redirect: boolean,
    /** The answer's body as read (undefined when it was not JSON), for a caller with its own reading. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

export type ApiResult = { readonly ok: true; readonly status: number; readonly data: unknown; readonly body: unknown } | { readonly ok: false; readonly error: ApiError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `data` of a §7 `{ status, data }` body (undefined for any other body). */
export function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : undefined;
}

function retryAfterOf(body: unknown, header: string | null): number | null {
  const value = isRecord(body) ? body.retryAfter : undefined;
  if (typeof value === 'number' && value >= 0) return Math.ceil(value);
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** What a failed answer says (exported for the readers' unit tests); never throws. */
export function apiErrorOf(status: number, body: unknown, fallback: string = FALLBACK_MESSAGE, retryAfterHeader: string | null = null): ApiError {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  const fields: Record<string, string> = {};
  let message: string | null = null;
  let type: string | null = null;
  for (const error of errors) {
    if (type === null && typeof error.type === 'string') type = error.type;
    const text = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : null;
    if (!text) continue;
    if (typeof error.field === 'string' && error.field !== '') fields[error.field] ??= text;
    else message ??= text;
  }
  const redirect = isRecord(body) && body.redirect === true;
  return new ApiError(status, type ?? 'HttpError', message, message ?? fallback, fields, retryAfterOf(body, retryAfterHeader), redirect, body);
}

/** The failure of a request whose answer never came. */
function networkError(): ApiError {
  return new ApiError(0, 'NetworkError', null, NETWORK_MESSAGE, {}, null, false, undefined);
}

/** One signal for the caller's abort and our time-out (AbortSignal.any is too new for some phones). */
function signalOf(signal: AbortSignal | undefined, timeoutMs: number | null): AbortSignal | undefined {
  if (timeoutMs === null) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  const both = new AbortController();
  const stop = (from: AbortSignal) => () => both.abort(from.reason);
  if (signal.aborted) both.abort(signal.reason);
  signal.addEventListener('abort', stop(signal), { once: true });
  timeout.addEventListener('abort', stop(timeout), { once: true });
  return both.signal;
}

/** Sends one request to the site and reads its answer; rejects only when the caller's `signal` aborted it. */
export async function request(path: string, options: RequestOptions = {}): Promise<ApiResult> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, headers, signal, timeoutMs = HTTP_TIMEOUT_MS, cache = 'no-store', fallback, fetchImpl = fetch } = options;
  if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`browser-api: ${path} is not a path of this site`);
  const abort = signalOf(signal, timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache,
      credentials: 'same-origin',
      ...(abort ? { signal: abort } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: networkError() };
  }
  let read: unknown;
  try {
    read = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    read = undefined; // a proxy's HTML error page: judged by its status alone
  }
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, data: dataOf(read), body: read };
  return { ok: false, error: apiErrorOf(response.status, read, fallback, response.headers.get('retry-after')) };
}

/** The status and body of the answer (null when none came), for a caller with its own reader of them; never throws but for the caller's abort. */
export async function exchange(path: string, options: RequestOptions = {}): Promise<{ status: number; body: unknown } | null> {
  const result = await request(path, options);
  if (result.ok) return { status: result.status, body: result.body };
  return result.error.status === 0 ? null : { status: result.error.status, body: result.error.body };
}

/** The `data` of a 2xx answer, or throws its ApiError (for callers that only show a failure). */
export async function requestData(path: string, options: RequestOptions = {}): Promise<unknown> {
  const result = await request(path, options);
  if (!result.ok) throw result.error;
  return result.data;
}

type Contracts = Awaited<ReturnType<typeof loadContracts>>;

export interface CallRequest {
  params?: Readonly<Record<string, string | number>>;
  query?: object;
  body?: unknown;
}

/**
 * A call with a contract: the path (and method) from the contract, the answer's `data` parsed with
 * it. Throws the ApiError of a failed answer, or one with the caller's fallback when the data breaks
 * the contract (an answer we cannot show); rejects with the abort of the caller's `signal`.
 */
export async function requestCall<C extends Call>(
  pick: (contracts: Contracts) => C,
  input: CallRequest = {},
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<CallData<C>> {
  let contracts: Contracts;
  try {
    contracts = await loadContracts();
  } catch {
    throw networkError(); // the contracts' chunk could not be loaded: offline
  }
  const call = pick(contracts);
  const data = await requestData(`${contracts.pathOf(call, input.params)}${contracts.queryOf(input.query)}`, { ...options, method: call.method, ...(input.body === undefined ? {} : { body: input.body }) });
  const parsed = call.data.safeParse(data);
  if (!parsed.success) throw new ApiError(200, 'ContractError', null, options.fallback ?? FALLBACK_MESSAGE, {}, null, false, data);
  return parsed.data as CallData<C>;
}

/**
 * Posts `body` with `keepalive` (it outlives the page) and forgets it: the answer is never read and
 * a failure never reaches the visitor (the WhatsApp lead, issue 13).
 */
export function beacon(path: string, body: unknown): void {
  try {
    void fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // fetch itself refused (an old browser's keepalive limits): nothing to tell.
  }
}

/** What an answer means for a form: its data, the messages beside their fields, or one message. */
export type FormOutcome =
  | { readonly kind: 'ok'; readonly status: number; readonly data: unknown }
  /** A 400 that named fields: each message beside its field, `message` for the whole form. */
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>>; readonly message: string; readonly error: ApiError }
  /** Any other refusal, or no answer at all (`error.status` 0): the API's Indonesian words, else the fallback. */
  | { readonly kind: 'failed'; readonly message: string; readonly error: ApiError };

export interface FormMessages {
  /** The form's message when the answer named only fields. */
  invalid?: string;
  /** The message when the answer said nothing readable. */
  failed?: string;
}

function formOutcomeOfError(error: ApiError, messages: FormMessages): FormOutcome {
  if (error.status === 400 && Object.keys(error.fields).length > 0) {
    return { kind: 'invalid', fields: error.fields, message: error.apiMessage ?? messages.invalid ?? 'Periksa kembali isian yang ditandai.', error };
  }
  return { kind: 'failed', message: error.message, error };
}

/** What a status and body mean for a form (exported for the readers' unit tests); never throws. */
export function formOutcomeOf(status: number, body: unknown, messages: FormMessages = {}): FormOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok', status, data: dataOf(body) };
  return formOutcomeOfError(apiErrorOf(status, body, messages.failed), messages);
}

/** Sends a form's request and reads the answer as the form shows it; never throws. */
export async function sendForm(path: string, options: RequestOptions & { messages?: FormMessages } = {}): Promise<FormOutcome> {
  const { messages = {}, ...rest } = options;
  const result = await request(path, { ...rest, ...(messages.failed ? { fallback: messages.failed } : {}) });
  return result.ok ? { kind: 'ok', status: result.status, data: result.data } : formOutcomeOfError(result.error, messages);
}
