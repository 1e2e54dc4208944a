import { CONSENT_CODES, CONSENT_STATUS } from '@kemudi/domain/constants';
import type { SingleIdData, SubmitModalBody, SubmitModalData } from '@kemudi/domain/contracts/dealer-sync';
import type { ConsentItem } from '@kemudi/domain/contracts/customer';
import type { PostLoginStep } from '@kemudi/domain/post-login';
import { sendAccountRequest } from '@/lib/account-request';

/*
 * The post-login modal's calls to the site's own routes (issue 11): /api/get-singleid and
 * /api/submit-modal (§7 front-end proxy routes, which attach the customer's token from its
 * HttpOnly cookie), the consent texts (§7 pdp-consent through the /api/customer/v1 proxy; §8
 * built-in texts when that fails) and the city names the o2oprofile step shows. Answers are parsed
 * with the calls' own contracts (this module is part of the lazily loaded island, so zod is loaded
 * with it, after the page is up). Failures are silent (§8 "Most other failures are silent"): the
 * modal then simply does not open, or says so inside the step.
 */

export const SINGLE_ID_ROUTE = '/api/get-singleid';
export const SUBMIT_MODAL_ROUTE = '/api/submit-modal';
const CONSENT_TEXTS_PATH = '/api/customer/v1/saphybris/pdp-consent';
const CITIES_PATH = '/api/parameter/v1/cities';

/** get-singleid's answer, or null when it cannot be read (not logged in, the API down, a broken answer). */
export async function fetchSingleId(): Promise<SingleIdData | null> {
  const outcome = await sendAccountRequest('GET', SINGLE_ID_ROUTE);
  if (outcome.kind !== 'ok') return null;
  const { SingleIdData } = await import('@kemudi/domain/contracts/dealer-sync');
  const parsed = SingleIdData.safeParse(outcome.data);
  return parsed.success ? parsed.data : null;
}

export type StepAnswer = { ok: true; data: SubmitModalData } | { ok: false; message: string; login: boolean };

/** One step's answer (POST submit-modal). */
export async function submitStep(body: SubmitModalBody): Promise<StepAnswer> {
  const outcome = await sendAccountRequest('POST', SUBMIT_MODAL_ROUTE, body);
  if (outcome.kind === 'login') return { ok: false, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.', login: true };
  if (outcome.kind !== 'ok') return { ok: false, message: outcome.message, login: false };
  const { SubmitModalData } = await import('@kemudi/domain/contracts/dealer-sync');
  const parsed = SubmitModalData.safeParse(outcome.data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: 'Maaf, jawaban belum dapat disimpan. Silakan coba lagi.', login: false };
}

/** The consent texts pdp-consent answers (§7), or null when the call fails (§8: the caller uses the built-in texts). */
export async function fetchConsentTexts(): Promise<ConsentItem[] | null> {
  const outcome = await sendAccountRequest('GET', CONSENT_TEXTS_PATH);
  if (outcome.kind !== 'ok') return null;
  const { ConsentData } = await import('@kemudi/domain/contracts/customer');
  const parsed = ConsentData.safeParse(outcome.data);
  return parsed.success ? parsed.data.body : null;
}

/** The names of the given city isocodes (an empty map when the list cannot be read: the step then shows the code). */
export async function fetchCityNames(isocodes: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (isocodes.length === 0) return names;
  const outcome = await sendAccountRequest('GET', CITIES_PATH);
  if (outcome.kind !== 'ok' || !Array.isArray(outcome.data)) return names;
  const wanted = new Set(isocodes);
  for (const city of outcome.data as unknown[]) {
    if (typeof city !== 'object' || city === null) continue;
    const { isocode, name } = city as { isocode?: unknown; name?: unknown };
    if (typeof isocode === 'string' && typeof name === 'string' && wanted.has(isocode)) names.set(isocode, name);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------
// "Nanti saja": remembered for this browser session, per customer
// ---------------------------------------------------------------------------------------------

const DISMISSED_PREFIX = 'kemudi:post-login-ditunda:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the modal may then come back on the next page load
  }
}

/** The steps the customer put off in this browser session ("Nanti saja"). */
export function readDismissed(customerKey: string): PostLoginStep[] {
  try {
    const raw = storage()?.getItem(DISMISSED_PREFIX + customerKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((s): s is PostLoginStep => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(customerKey: string, steps: readonly PostLoginStep[]): void {
  try {
    storage()?.setItem(DISMISSED_PREFIX + customerKey, JSON.stringify(steps));
  } catch {
    // Not remembered: the modal comes back on the next page load, nothing worse.
  }
}

/** Whether the modal should open on a page load: some step was not put off in this session. */
export function hasNewStep(steps: readonly PostLoginStep[], dismissed: readonly PostLoginStep[]): boolean {
  return steps.some((s) => !dismissed.includes(s));
}

// ---------------------------------------------------------------------------------------------
// A guest's consent (§7 submit-modal PUT pdpConsentNotLoggedIn), for the lead forms
// ---------------------------------------------------------------------------------------------

export interface GuestConsent {
  agreed: boolean;
  phoneNumber: string;
  customerName: string;
}

/**
 * Stores a guest's answer to the consent checkbox of a form (§9 source 4 detail 4) — PUT
 * /api/submit-modal with type pdpConsentNotLoggedIn, sent with the system token by the route.
 */
export async function submitGuestConsent(consent: GuestConsent): Promise<StepAnswer> {
  const body = {
    type: 'pdpConsentNotLoggedIn' as const,
    consentStatusId: consent.agreed ? CONSENT_STATUS.agreed : CONSENT_STATUS.declined,
    phoneNumber: consent.phoneNumber,
    customerName: consent.customerName,
    consentSourceCode: CONSENT_CODES.checkbox.source,
    consentSourceDetailCode: CONSENT_CODES.checkbox.detail,
  };
  const outcome = await sendAccountRequest('PUT', SUBMIT_MODAL_ROUTE, body);
  if (outcome.kind !== 'ok') return { ok: false, message: outcome.kind === 'login' ? 'Maaf, persetujuan belum dapat disimpan. Silakan coba lagi.' : outcome.message, login: false };
  const { SubmitModalData } = await import('@kemudi/domain/contracts/dealer-sync');
  const parsed = SubmitModalData.safeParse(outcome.data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: 'Maaf, persetujuan belum dapat disimpan. Silakan coba lagi.', login: false };
}
