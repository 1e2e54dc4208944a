import { encodeRedirect } from '@kemudi/domain/account';
import { formOutcomeOf, type FormOutcome, type Method, sendForm } from './browser-api';
import type { FieldErrors } from './myaccount';

/*
 * The signed-in customer's calls to the site's own routes (/api/profile, /api/my-cars, the orders,
 * the wallet, the push subscription…, which attach the customer's token from its HttpOnly cookie,
 * §4) and what their answers mean for a form: the data, one Indonesian message per refused field, a
 * message for the whole form, or "log in again" (§4/§8: a 401 with redirect true, or no access
 * token at all, sends the browser to the login page). Sent through lib/browser-api.ts.
 */

export type AccountOutcome =
  | { readonly kind: 'ok'; readonly data: unknown }
  | { readonly kind: 'invalid'; readonly fields: FieldErrors; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'login' };

const OFFLINE = 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.';
const UNKNOWN = 'Maaf, permintaan belum berhasil. Silakan coba lagi.';

function accountOutcomeOf(outcome: FormOutcome): AccountOutcome {
  switch (outcome.kind) {
    case 'ok':
      return { kind: 'ok', data: outcome.data };
    case 'invalid':
      return { kind: 'invalid', fields: { ...outcome.fields }, message: outcome.message };
    case 'failed':
      if (outcome.error.status === 401) return { kind: 'login' };
      // The API's own Indonesian message (409 plate already listed, 404 car not found, 429 …).
      return { kind: 'failed', message: outcome.error.status === 0 ? OFFLINE : outcome.message };
  }
}

/** What an answer means for the form (exported for the unit tests); never throws. */
export function readAccountAnswer(status: number, body: unknown): AccountOutcome {
  return accountOutcomeOf(formOutcomeOf(status, body, { failed: UNKNOWN }));
}

/** Sends a JSON request to one of the account routes. */
export async function sendAccountRequest(method: Method, url: string, body?: unknown): Promise<AccountOutcome> {
  return accountOutcomeOf(await sendForm(url, { method, ...(body === undefined ? {} : { body }), messages: { failed: UNKNOWN } }));
}

/** §4: the session is gone; the login page brings the customer back to this page afterwards (§2). */
export function goToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login?redirect=${encodeURIComponent(encodeRedirect(here))}`);
}
