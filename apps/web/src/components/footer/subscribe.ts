import { HTTP_TIMEOUT_MS } from '@kemudi/domain/constants';
import { invalidEmailMessage } from '@kemudi/domain/validation';

/*
 * The footer's newsletter call (§7 GET customer/v1/subscribe?email=, through the site's own proxy,
 * which attaches the token) and what its answer means for the form (§4 footer subscribe, §8).
 * Parsed by hand rather than with the zod contract: this runs in the browser on every page, and
 * zod would weigh more than the whole footer.
 */

export const SUBSCRIBE_PATH = '/api/customer/v1/subscribe';

export type SubscribeOutcome =
  /** data.emailSaved true: the success card. */
  | { readonly kind: 'saved' }
  /** data.emailSaved false: §8 'Anda sudah berlangganan'. */
  | { readonly kind: 'already' }
  /** 400: the API's §5 check refused the address. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** §4/§8 InvalidRefreshToken with redirect true: the browser goes to the login page. */
  | { readonly kind: 'login' }
  /** Network failure, time-out, 5xx or an answer we cannot read. */
  | { readonly kind: 'failed' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What a subscribe answer means; never throws. */
export function readSubscribeAnswer(status: number, body: unknown): SubscribeOutcome {
  if (status >= 200 && status < 300) {
    const data = isRecord(body) ? body.data : undefined;
    const saved = isRecord(data) ? data.emailSaved : undefined;
    if (saved === true) return { kind: 'saved' };
    if (saved === false) return { kind: 'already' };
    return { kind: 'failed' };
  }
  // The only input is the address, so any 400 is §5's refusal; the visitor sees §8's own words
  // (the same text the API sends), never a technical message.
  if (status === 400) return { kind: 'invalid', message: invalidEmailMessage() };
  if (status === 401 && isRecord(body) && body.redirect === true) return { kind: 'login' };
  return { kind: 'failed' };
}

/** Sends the (already §5-checked) address. A failure to reach the site is an outcome, not a throw. */
export async function requestSubscribe(email: string, fetchImpl: typeof fetch = fetch): Promise<SubscribeOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`${SUBSCRIBE_PATH}?email=${encodeURIComponent(email)}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    // Offline, DNS, time-out: the form says so and keeps the address for another try.
    return { kind: 'failed' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null; // a proxy's HTML error page: judged by its status alone
  }
  return readSubscribeAnswer(response.status, body);
}

/** §2: the login page takes a redirect parameter holding the base64-encoded current path. */
export function loginUrlFor(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(btoa(pathWithSearch))}`;
}
