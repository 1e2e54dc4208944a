import { pathOf, type CallInput } from '@kemudi/domain/contracts/call';
import type { customerCalls } from '@kemudi/domain/contracts/customer';
import { ROUTES } from '@kemudi/domain/routes';
import { invalidEmailMessage, MESSAGES } from '@kemudi/domain/validation';
import { dataOf, request } from '@/lib/browser-api';
import { loadContracts } from '@/lib/call-answer';

/*
 * The footer's newsletter call (issue 16: a JSON POST to customer/v1/subscribe through the site's
 * own proxy, which attaches the token; §7's GET stays for other clients) and what its answer means
 * for the form (§4 footer subscribe, §8). With double opt-in a new or pending address is sent a
 * link (emailSaved true: the visitor is asked to confirm from their inbox); a confirmed one is
 * answered emailSaved false, §8 'Anda sudah berlangganan' (issue 29).
 * The answer is parsed with the call's contract; the contract (and zod with it) would weigh more
 * than the whole footer, so it loads when the form is first used (focus, lib/call-answer.ts), not
 * with every page.
 */

type SubscribeCall = typeof customerCalls.subscribeForm;

export type SubscribeOutcome =
  /** 2xx with emailSaved true: the card asking to confirm from the inbox. */
  | { readonly kind: 'saved' }
  /** 2xx with emailSaved false: §8 'Anda sudah berlangganan' (a confirmed address; nothing was sent). */
  | { readonly kind: 'already'; readonly message: string }
  /** 400: the API's §5 check refused the address. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** 429: too many requests from this visitor or for this address; the API's Indonesian words. */
  | { readonly kind: 'limited'; readonly message: string }
  /** §4/§8 InvalidRefreshToken with redirect true: the browser goes to the login page. */
  | { readonly kind: 'login' }
  /** Network failure, time-out, 5xx or an answer we cannot read. */
  | { readonly kind: 'failed' };

/** Shown for a 429 whose body says nothing readable. */
export const LIMITED_MESSAGE = 'Terlalu banyak permintaan berlangganan. Coba lagi nanti.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function firstErrorMessage(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const first: unknown = body.errors[0];
  return isRecord(first) && typeof first.message === 'string' && first.message.trim() !== '' ? first.message : null;
}

/** What a subscribe answer means, its success read with the call's contract; never throws. */
export function readSubscribeAnswer(call: SubscribeCall, status: number, body: unknown): SubscribeOutcome {
  if (status >= 200 && status < 300) {
    const data = call.data.safeParse(dataOf(body));
    if (!data.success) return { kind: 'failed' };
    return data.data.emailSaved ? { kind: 'saved' } : { kind: 'already', message: MESSAGES.ALREADY_SUBSCRIBED };
  }
  // The only input is the address, so any 400 is §5's refusal; the visitor sees §8's own words
  // (the same text the API sends), never a technical message.
  if (status === 400) return { kind: 'invalid', message: invalidEmailMessage() };
  if (status === 429) return { kind: 'limited', message: firstErrorMessage(body) ?? LIMITED_MESSAGE };
  if (status === 401 && isRecord(body) && body.redirect === true) return { kind: 'login' };
  return { kind: 'failed' };
}

/** Sends the (already §5-checked) address. A failure to reach the site is an outcome, not a throw. */
export async function requestSubscribe(email: string, fetchImpl?: typeof globalThis.fetch): Promise<SubscribeOutcome> {
  let call: SubscribeCall;
  try {
    call = (await loadContracts()).customerCalls.subscribeForm;
  } catch {
    return { kind: 'failed' }; // offline: the contracts' chunk did not come
  }
  const body: CallInput<SubscribeCall>['body'] = { email };
  const answer = await request(pathOf(call), { method: call.method, body, ...(fetchImpl ? { fetchImpl } : {}) });
  if (answer.ok) return readSubscribeAnswer(call, answer.status, answer.body);
  // Offline, DNS, time-out: the form says so and keeps the address for another try.
  return answer.error.status === 0 ? { kind: 'failed' } : readSubscribeAnswer(call, answer.error.status, answer.error.body);
}

/** §2: the login page takes a redirect parameter holding the base64-encoded current path. */
export function loginUrlFor(pathWithSearch: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(btoa(pathWithSearch))}`;
}
