import { NETWORK_MESSAGE, postJson } from '@/lib/post-json';

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
const FALLBACK_MESSAGE = 'Terjadi kesalahan. Silakan coba lagi.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a route's answer means for a form; never throws. */
export function readAccountAnswer(status: number, body: unknown): AccountAnswer {
  if (status >= 200 && status < 300 && isRecord(body) && isRecord(body.data)) return { ok: true, data: body.data };
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  const fields: Record<string, string> = {};
  let message: string | null = null;
  let type = 'HttpError';
  for (const error of errors) {
    const text = typeof error.message === 'string' ? error.message : null;
    if (typeof error.type === 'string' && type === 'HttpError') type = error.type;
    if (!text) continue;
    if (typeof error.field === 'string' && error.field !== '') fields[error.field] ??= text;
    else message ??= text;
  }
  if (message === null && Object.keys(fields).length === 0) message = FALLBACK_MESSAGE;
  const retryAfter = isRecord(body) && typeof body.retryAfter === 'number' && body.retryAfter >= 0 ? Math.ceil(body.retryAfter) : null;
  return { ok: false, status, type, message, fields, retryAfter };
}

/** POSTs `body` as JSON to one of the site's account routes. */
export async function postAccount(path: string, body: unknown, fetchImpl: typeof fetch = fetch): Promise<AccountAnswer> {
  const answer = await postJson(path, body, fetchImpl);
  if (!answer) return { ok: false, status: 0, type: 'NetworkError', message: NETWORK_MESSAGE, fields: {}, retryAfter: null };
  return readAccountAnswer(answer.status, answer.body);
}

/** Sends the browser to `path` with a full page load, so the header is rendered again for the new session. */
export function goTo(path: string): void {
  window.location.assign(path);
}
