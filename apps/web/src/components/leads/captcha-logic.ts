/*
 * The captcha a lead form needs before it sends (issue 13; §7 "submit-leads?formId= with header
 * X-Captcha", §3 Leads recaptchaToken). The API says which verifier runs (leadCalls.captcha,
 * GET /api/customer/v1/captcha/challenge through the site's proxy):
 * - 'dev' (the local default): the token is in the answer, short-lived — no script, no widget;
 * - 'recaptcha' (v3, score based): Google's script with the site key, a fresh token per submit;
 * - 'turnstile': Cloudflare's widget rendered in the form, its token handed to a callback.
 * A provider's script is loaded only when the API names that provider (never in development,
 * where the API answers 'dev'). Pure and free of zod: the forms' script stays small.
 */

export const CAPTCHA_CHALLENGE_PATH = '/api/customer/v1/captcha/challenge';

export type CaptchaProvider = 'dev' | 'recaptcha' | 'turnstile';

export interface CaptchaChallengeView {
  provider: CaptchaProvider;
  siteKey: string | null;
  token: string | null;
  /** Seconds the dev token stays valid. */
  expiresIn: number;
}

export const CAPTCHA_MESSAGES = {
  LOADING: 'Memuat verifikasi keamanan…',
  FAILED: 'Verifikasi keamanan belum dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
  UNSOLVED: 'Selesaikan verifikasi keamanan terlebih dahulu.',
  RETRY: 'Muat ulang verifikasi',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The challenge of a `{ status, data }` answer, or null when it is not one (or names a provider without what it needs). */
export function readChallenge(body: unknown): CaptchaChallengeView | null {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return null;
  const { provider, siteKey, token, expiresIn } = data;
  if (provider !== 'dev' && provider !== 'recaptcha' && provider !== 'turnstile') return null;
  const view: CaptchaChallengeView = {
    provider,
    siteKey: typeof siteKey === 'string' && siteKey ? siteKey : null,
    token: typeof token === 'string' && token ? token : null,
    expiresIn: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 0,
  };
  if (view.provider === 'dev' ? view.token === null : view.siteKey === null) return null;
  return view;
}

/** The provider's script (explicit rendering for Turnstile; reCAPTCHA v3 runs with the site key in its address). */
export function providerScriptUrl(challenge: Pick<CaptchaChallengeView, 'provider' | 'siteKey'>): string | null {
  if (!challenge.siteKey) return null;
  if (challenge.provider === 'recaptcha') return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(challenge.siteKey)}`;
  if (challenge.provider === 'turnstile') return 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
  return null;
}

/** Whether a dev token taken at `takenAt` (ms) is still good at `now`, with a margin for the trip to the API. */
export function devTokenFresh(takenAt: number, expiresIn: number, now: number): boolean {
  return now < takenAt + Math.max(0, expiresIn - 10) * 1000;
}
