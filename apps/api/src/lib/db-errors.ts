import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a visitor reads while the database cannot be reached (issue 16 "Database outages"). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Layanan sedang gangguan, coba lagi sebentar lagi';
/** Seconds a client is told to wait before trying again (Retry-After). */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server (class 08, connection exception, is matched by
 * its prefix): 57P01 admin_shutdown (a restart, or the connection terminated by an operator),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), 53300
 * too_many_connections, 3D000 the database gone (dropped, or not restored yet).
 */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);

/** Errors raised without a code by node-postgres, its pool and PGlite. */
const MESSAGES = [
  /^Connection terminated/, // the server closed the socket (also "… due to connection timeout")
  /timeout exceeded when trying to connect/, // pg-pool connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)$/,
  /^Query read timeout$/,
  /is not currently accepting connections/, // 55000: the database closed to connections (ALLOW_CONNECTIONS false)
];

/**
 * True when `error` (or what caused it: drizzle wraps the driver's error as `cause`, Node's
 * connection attempts to several addresses as an AggregateError) says the database cannot be
 * reached, as opposed to a bad query: then the answer is 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!(value instanceof Error) || depth > 6 || seen.has(value)) return false;
    seen.add(value);
    const code = (value as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (MESSAGES.some((pattern) => pattern.test(value.message))) return true;
    if (value instanceof AggregateError && value.errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(value.cause, depth + 1);
  };
  return visit(error, 0);
}

/** Where the database is, for a log line: `127.0.0.1:5999/kemudi` (never the URL's password). */
export function databaseAddress(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'the embedded database';
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname && url.pathname !== '/' ? url.pathname : ''}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** One line naming the problem, for the boot log: `database not reachable at 127.0.0.1:5999/test (ECONNREFUSED)`. */
export function describeDatabaseError(error: unknown, databaseUrl?: string): string {
  return `database not reachable at ${databaseAddress(databaseUrl)} (${databaseErrorReason(error)})`;
}

/** The first error code in the chain: a SQLSTATE (`28P01`) or a socket error (`ECONNREFUSED`). */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    if (current instanceof AggregateError) {
      const inner = current.errors.map(databaseErrorCode).find((c) => c !== undefined);
      if (inner) return inner;
    }
    current = current.cause;
  }
  return undefined;
}

/** The most telling code (with the server's message for a SQLSTATE) or message in the error chain. */
export function databaseErrorReason(error: unknown): string {
  const code = databaseErrorCode(error);
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    let current: unknown = error;
    while (current instanceof Error && (current as { code?: unknown }).code !== code) current = current.cause;
    return `${code}: ${current instanceof Error ? current.message : ''}`;
  }
  if (code) return code;
  let current: unknown = error;
  while (current instanceof Error && !current.message && current.cause) current = current.cause;
  return current instanceof Error ? current.message : String(error);
}

/**
 * The answer while the database is down: the cached copy of this very call if the read cache had
 * one, even past its time (plugins/response-cache.ts keeps it as `request.staleAnswer`), else 503
 * ServiceUnavailable with Retry-After in the §7 error shape.
 */
export function replyDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (request.staleAnswer !== undefined) {
    request.log.warn({ err: error }, 'database unavailable: answering from the stale cache');
    return reply.status(200).header('content-type', 'application/json; charset=utf-8').header('x-cache', 'STALE').send(request.staleAnswer);
  }
  request.log.warn({ err: error }, 'database unavailable');
  return reply
    .status(503)
    .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS))
    .send({ errors: [{ type: 'ServiceUnavailable', message: SERVICE_UNAVAILABLE_MESSAGE }], retryAfter: SERVICE_UNAVAILABLE_RETRY_SECONDS });
}
