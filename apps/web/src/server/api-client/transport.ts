/**
 * The API client's transport: the keep-alive pool of §9, one request within its deadline (§9's
 * time-outs), the body read whole or streamed on, and the errors a failed exchange becomes (502/504).
 * No 'server-only' here: the edge server and Vitest import it.
 */
import { AGENT_MAX_FREE_SOCKETS, AGENT_MAX_SOCKETS, AGENT_TIMEOUT_MS } from '@kemudi/domain/constants';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import { ApiError, badGatewayError, gatewayTimeoutError } from './errors';

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

export type ResponseHeaders = Record<string, string | string[] | undefined>;

export interface Buffered {
  status: number;
  headers: ResponseHeaders;
  bytes: Buffer;
}

/** A per-call deadline: aborts the request when the time-out elapses (§9 30 000 / 15 000 ms). */
export class Deadline {
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

export function toApiError(err: unknown, deadline: Deadline): ApiError {
  if (err instanceof ApiError) return err;
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  if (deadline.expired || UNDICI_TIMEOUT_CODES.has(code)) return gatewayTimeoutError(err);
  return badGatewayError(err);
}

export type HttpMethod = Dispatcher.HttpMethod;

export interface SendInput {
  dispatcher: Dispatcher;
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  timeoutMs: number;
}

export async function send(input: SendInput, deadline: Deadline): Promise<Dispatcher.ResponseData> {
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
export async function exchange(input: SendInput): Promise<Buffered> {
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

export function parseJson(bytes: Buffer): unknown {
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

export const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function streamOf(body: Dispatcher.ResponseData['body']): ReadableStream<Uint8Array> {
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

export function streamOfBytes(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.length > 0) controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

const METHODS = new Set<HttpMethod>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function toMethod(method: string): HttpMethod {
  const upper = method.toUpperCase();
  if (!METHODS.has(upper)) throw new ApiError(405, 'MethodNotAllowed', 'Method Not Allowed');
  return upper;
}
