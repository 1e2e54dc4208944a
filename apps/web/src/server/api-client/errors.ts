/**
 * The API client's one error type (a non-2xx answer, a time-out, an unreachable API) and the §7/§8
 * failures it builds from the API's answers. No 'server-only' here: the edge server and Vitest import it.
 */
import type { ResponseHeaders } from './transport';

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
   * (./index.ts), so an error may come from another copy of this class: `instanceof` checks the
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

/** §8: the system token cannot be renewed. */
export function invalidSystemTokenError(cause?: unknown): ApiError {
  return new ApiError(403, 'InvalidSystemToken', 'invalid system token', { cause });
}

/** §8: no usable refresh token (the proxy adds `redirect: true`). */
export function invalidRefreshTokenError(cause?: unknown): ApiError {
  return new ApiError(401, 'InvalidRefreshToken', 'invalid refresh token', { cause });
}

export function gatewayTimeoutError(cause?: unknown): ApiError {
  return new ApiError(504, 'GatewayTimeout', 'Server tidak merespons tepat waktu. Silakan coba lagi.', { cause });
}

export function badGatewayError(cause?: unknown): ApiError {
  return new ApiError(502, 'BadGateway', 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi.', { cause });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first entry of a §7 failure body `{ errors: [{ type, message }] }`, if the body is one. */
export function firstError(body: unknown): { type?: string; message?: string } {
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

export function apiErrorFromResponse(status: number, body: unknown, headers?: ResponseHeaders): ApiError {
  const { type, message } = firstError(body);
  const error = new ApiError(status, type ?? 'HttpError', message ?? `Permintaan gagal (HTTP ${status}).`);
  const retryAfter = retryAfterOf(body, headers);
  if (retryAfter !== undefined) error.retryAfter = retryAfter;
  return error;
}
