import { encodeRedirect } from '@kemudi/domain/account';
import { HTTP_TIMEOUT_MS } from '@kemudi/domain/constants';
import type { FieldErrors } from '@/lib/myaccount';

/*
 * The My Account forms' calls to the site's own routes (/api/profile, /api/my-cars…, which attach
 * the customer's token from its HttpOnly cookie, §4) and what their answers mean for a form: the
 * data, one Indonesian message per refused field, a message for the whole form, or "log in again"
 * (§4/§8: a 401 with redirect true, or no access token at all, sends the browser to the login page).
 */

export type AccountOutcome =
  | { readonly kind: 'ok'; readonly data: unknown }
  | { readonly kind: 'invalid'; readonly fields: FieldErrors; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'login' };

const OFFLINE = 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.';
const UNKNOWN = 'Maaf, permintaan belum berhasil. Silakan coba lagi.';

interface ErrorItem {
  type?: unknown;
  message?: unknown;
  field?: unknown;
}

function errorsOf(body: unknown): ErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter((e): e is ErrorItem => typeof e === 'object' && e !== null) : [];
}

/** What an answer means for the form (exported for the unit tests); never throws. */
export function readAccountAnswer(status: number, body: unknown): AccountOutcome {
  if (status >= 200 && status < 300) {
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    return { kind: 'ok', data };
  }
  const errors = errorsOf(body);
  if (status === 401) return { kind: 'login' };
  const fields: FieldErrors = {};
  let message = '';
  for (const error of errors) {
    const text = typeof error.message === 'string' ? error.message : '';
    if (!text) continue;
    if (typeof error.field === 'string' && error.field && !(error.field in fields)) fields[error.field] = text;
    else if (!message) message = text;
  }
  if (status === 400 && Object.keys(fields).length > 0) {
    return { kind: 'invalid', fields, message: message || 'Periksa kembali isian yang ditandai.' };
  }
  // The API's own Indonesian message (409 plate already listed, 404 car not found, 429 …).
  return { kind: 'failed', message: message || UNKNOWN };
}

/** Sends a JSON request to one of the account routes. */
export async function sendAccountRequest(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<AccountOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: 'no-store',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed', message: OFFLINE };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = null; // an HTML error page of a proxy: judged by its status alone
  }
  return readAccountAnswer(response.status, parsed);
}

/** §4: the session is gone; the login page brings the customer back to this page afterwards (§2). */
export function goToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login?redirect=${encodeURIComponent(encodeRedirect(here))}`);
}
