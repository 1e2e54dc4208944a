import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LEAD_MESSAGES } from '@kemudi/domain/leads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../env';
import { AppError } from '../../lib/errors';

/*
 * The captcha of the lead and contact forms (issue 13; §3 recaptchaToken, §7 "submit-leads?formId=
 * with header X-Captcha"). One interface, three verifiers: the development one (the local default:
 * the site signs its own short-lived tokens, so `npm start` runs the whole flow without an
 * account), Google reCAPTCHA v3 and Cloudflare Turnstile (their siteverify endpoints with
 * CAPTCHA_SECRET). The check itself is a plugin (captchaGuard) that the protected routes' scope
 * registers: the routes stay free of it (STYLE.md "protection as plugins").
 */

export type CaptchaProvider = ApiConfig['CAPTCHA_PROVIDER'];
export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

/** The provider could not be asked (network, time-out, 5xx, our own secret refused): 503, never 500. */
export class CaptchaUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaUnavailableError';
  }
}

export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  /** The public site key the page's widget runs with (null for 'dev'). */
  readonly siteKey: string | null;
  /** 'dev' only: a fresh token for the page; null for a real provider (its widget makes one). */
  issue(): { token: string; expiresIn: number } | null;
  /** Checks a token; throws CaptchaUnavailableError when the provider cannot answer. */
  verify(token: string, ip: string | null): Promise<CaptchaVerdict>;
}

/** How long a development token is good for (issue 13: ten minutes, bound to nothing personal). */
export const DEV_CAPTCHA_TTL_SECONDS = 10 * 60;
const DEV_PREFIX = 'dev1';

/**
 * The development verifier: `dev1.<expiry, unix seconds>.<nonce>.<HMAC-SHA256>` with a key derived
 * from TOKEN_SECRET (so every API process of a deployment agrees and a token cannot be made without
 * it). It proves only that the page asked this API for a token in the last ten minutes — which is
 * why production refuses it (env.ts).
 */
export function createDevCaptcha(tokenSecret: string, clock: () => Date): CaptchaVerifier {
  const key = createHmac('sha256', tokenSecret).update('kemudi captcha dev v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    provider: 'dev',
    siteKey: null,
    issue() {
      const expires = Math.floor(clock().getTime() / 1000) + DEV_CAPTCHA_TTL_SECONDS;
      const body = `${DEV_PREFIX}.${expires}.${randomBytes(9).toString('base64url')}`;
      return { token: `${body}.${sign(body)}`, expiresIn: DEV_CAPTCHA_TTL_SECONDS };
    },
    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== DEV_PREFIX || !/^\d{1,12}$/.test(parts[1]!)) return { ok: false, reason: 'malformed' };
      const given = Buffer.from(parts[3]!);
      const expected = Buffer.from(sign(parts.slice(0, 3).join('.')));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad signature' };
      if (Number(parts[1]) * 1000 < clock().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true };
    },
  };
}

type SiteverifyAnswer = { success?: unknown; score?: unknown; 'error-codes'?: unknown };

/** Our own side is wrong (the secret, the request): the visitor is not to blame, so these are outages. */
const OWN_FAULTS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error']);

async function siteverify(url: string, form: Record<string, string>, timeoutMs: number): Promise<SiteverifyAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new CaptchaUnavailableError(`captcha provider unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CaptchaUnavailableError(`captcha provider answered ${response.status}`);
  }
  try {
    return (await response.json()) as SiteverifyAnswer;
  } catch {
    throw new CaptchaUnavailableError('captcha provider answered something that is not JSON');
  }
}

function judge(answer: SiteverifyAnswer, minScore: number | null): CaptchaVerdict {
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
  if (codes.some((c) => OWN_FAULTS.has(c))) throw new CaptchaUnavailableError(`captcha provider refused our request: ${codes.join(', ')}`);
  if (answer.success !== true) return { ok: false, reason: codes.join(', ') || 'not successful' };
  // reCAPTCHA v3 scores each visit (1.0 a person, 0.0 a bot); v2 and Turnstile answer no score.
  if (minScore !== null && typeof answer.score === 'number' && answer.score < minScore) return { ok: false, reason: `score ${answer.score}` };
  return { ok: true };
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type RemoteCaptchaOptions = {
  secret: string;
  siteKey?: string | undefined;
  verifyUrl?: string | undefined;
  /** reCAPTCHA v3 only: the lowest score accepted. */
  minScore?: number;
  timeoutMs?: number;
};

/** Google reCAPTCHA (v3 with its score; v2 answers none): POST secret, response, remoteip to siteverify. */
export function createRecaptcha({ secret, siteKey, verifyUrl, minScore = 0.5, timeoutMs = 5000 }: RemoteCaptchaOptions): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    siteKey: siteKey ?? null,
    issue: () => null,
    async verify(token, ip) {
      const answer = await siteverify(verifyUrl ?? RECAPTCHA_VERIFY_URL, { secret, response: token, ...(ip ? { remoteip: ip } : {}) }, timeoutMs);
      return judge(answer, minScore);
    },
  };
}

/** Cloudflare Turnstile: POST secret, response, remoteip to its siteverify. */
export function createTurnstile({ secret, siteKey, verifyUrl, timeoutMs = 5000 }: RemoteCaptchaOptions): CaptchaVerifier {
  return {
    provider: 'turnstile',
    siteKey: siteKey ?? null,
    issue: () => null,
    async verify(token, ip) {
      const answer = await siteverify(verifyUrl ?? TURNSTILE_VERIFY_URL, { secret, response: token, ...(ip ? { remoteip: ip } : {}) }, timeoutMs);
      return judge(answer, null);
    },
  };
}

/** The verifier the environment configures (CAPTCHA_PROVIDER; env.ts makes a real one bring its secret). */
export function captchaFromConfig(config: ApiConfig, clock: () => Date): CaptchaVerifier {
  const common = { secret: config.CAPTCHA_SECRET ?? '', siteKey: config.CAPTCHA_SITE_KEY, verifyUrl: config.CAPTCHA_VERIFY_URL };
  if (config.CAPTCHA_PROVIDER === 'recaptcha') return createRecaptcha({ ...common, minScore: config.CAPTCHA_MIN_SCORE });
  if (config.CAPTCHA_PROVIDER === 'turnstile') return createTurnstile(common);
  return createDevCaptcha(config.TOKEN_SECRET, clock);
}

/** Turnstile tokens reach 2048 characters; anything far longer is not a token. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * The X-Captcha check as a plugin: every route of the scope that registers it needs a valid token.
 * Missing → 400 CaptchaRequired; refused → 403 CaptchaFailed; provider outage → 503
 * CaptchaUnavailable. Runs as a preHandler, after validation and after the scope's limits (a
 * flood of bad tokens is counted, and never reaches the provider past the limit).
 */
export const captchaGuard = fp(
  async (app: FastifyInstance, opts: { verifier: CaptchaVerifier }) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const header = request.headers['x-captcha'];
      const token = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
      if (token === '') throw new AppError(400, 'CaptchaRequired', LEAD_MESSAGES.CAPTCHA_REQUIRED);
      if (token.length > MAX_TOKEN_LENGTH) throw new AppError(403, 'CaptchaFailed', LEAD_MESSAGES.CAPTCHA_FAILED);
      let verdict: CaptchaVerdict;
      try {
        verdict = await opts.verifier.verify(token, request.ip || null);
      } catch (error) {
        request.log.warn({ err: (error as Error).message, provider: opts.verifier.provider }, 'captcha provider unavailable');
        throw new AppError(503, 'CaptchaUnavailable', LEAD_MESSAGES.CAPTCHA_UNAVAILABLE);
      }
      if (!verdict.ok) {
        request.log.info({ reason: verdict.reason, provider: opts.verifier.provider }, 'captcha refused');
        throw new AppError(403, 'CaptchaFailed', LEAD_MESSAGES.CAPTCHA_FAILED);
      }
    });
  },
  { name: 'captcha-guard' },
);
