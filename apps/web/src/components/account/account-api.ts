import { type ApiError, apiErrorOf, NETWORK_MESSAGE, request } from '@/lib/browser-api';

/*
 * How the login and registration forms talk to the site's own routes (src/app/api/login, …): a
 * same-origin JSON POST, and an answer read into what a form shows — the data, or a message (per
 * field when the route named one) and, for the one-time-code limits, the seconds to wait. Tokens
 * never pass through here: the routes keep them in HttpOnly cookies.
 */

export type AccountFailure = {
  readonly ok: false;
  readonly status: number;
  readonly type: string;
  /** A message for the whole form (the first error without a field). */
  readonly message: string | null;
  /** Messages by field name, from `errors[].field`. */
  readonly fields: Readonly<Record<string, string>>;
  /** Seconds to wait (429 of the code limits). */
  readonly retryAfter: number | null;
};

export type AccountAnswer = { readonly ok: true; readonly data: Record<string, unknown> } | AccountFailure;

export { NETWORK_MESSAGE };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failureOf(error: ApiError): AccountFailure {
  // A message for the whole form only when no field was named (the fields speak for themselves).
  const message = error.apiMessage ?? (Object.keys(error.fields).length === 0 ? error.message : null);
  return { ok: false, status: error.status, type: error.type, message, fields: error.fields, retryAfter: error.retryAfter };
}

/** What a route's answer means for a form; never throws. */
export function readAccountAnswer(status: number, body: unknown): AccountAnswer {
  if (status >= 200 && status < 300 && isRecord(body) && isRecord(body.data)) return { ok: true, data: body.data };
  return failureOf(apiErrorOf(status, body));
}

/** POSTs `body` as JSON to one of the site's account routes. */
export async function postAccount(path: string, body: unknown, fetchImpl?: typeof globalThis.fetch): Promise<AccountAnswer> {
  const result = await request(path, { body, ...(fetchImpl ? { fetchImpl } : {}) });
  if (result.ok) return readAccountAnswer(result.status, result.body);
  if (result.error.status === 0) return { ok: false, status: 0, type: 'NetworkError', message: NETWORK_MESSAGE, fields: {}, retryAfter: null };
  return failureOf(result.error);
}

/** Sends the browser to `path` with a full page load, so the header is rendered again for the new session. */
export function goTo(path: string): void {
  window.location.assign(path);
}
