import { randomBytes } from 'node:crypto';
import { leads } from '@kemudi/db';
import { leadCalls } from '@kemudi/domain/contracts/leads';
import { LEAD_MESSAGES } from '@kemudi/domain/leads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { CaptchaUnavailableError, createRecaptcha, createTurnstile } from '../src/modules/leads';
import { CAPTCHA_SECRET, startCaptchaStandIn, type CaptchaStandIn } from './crm-captcha-stand-in';
import { createTestContext, type TestContext } from './helpers';

/*
 * The captcha adapter with a real provider (issue 13): Google reCAPTCHA v3 and Cloudflare Turnstile,
 * each against a local stand-in of its siteverify endpoint; and the configuration rules.
 */

const SITE_KEY = '6LcKemudiTestSiteKey';
let phoneCount = 0;
const newPhone = () => `0858${String(process.pid % 1000).padStart(3, '0')}${String((phoneCount += 1)).padStart(5, '0')}`;
const lead = () => ({ name: 'Bayu Pratama', phoneNumber: newPhone(), consent: true, idempotencyKey: randomBytes(12).toString('hex') });

for (const provider of ['recaptcha', 'turnstile'] as const) {
  describe(`captcha through ${provider} (issue 13)`, () => {
    let ctx: TestContext;
    let standIn: CaptchaStandIn;
    const submit = async (captcha: string, body = lead()) => {
      const r = await ctx.app.inject({
        method: 'POST',
        url: `${leadCalls.submit.path}?formId=minta-penawaran`,
        remoteAddress: '10.14.0.7',
        headers: { authorization: `Bearer ${ctx.token}`, 'x-captcha': captcha },
        payload: body,
      });
      return { status: r.statusCode, body: r.json(), phone: body.phoneNumber };
    };

    beforeAll(async () => {
      standIn = await startCaptchaStandIn(provider);
      ctx = await createTestContext({ CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET, CAPTCHA_SITE_KEY: SITE_KEY, CAPTCHA_VERIFY_URL: standIn.url, CAPTCHA_MIN_SCORE: '0.5' });
    });
    afterAll(async () => {
      await ctx.close();
      await standIn.close();
    });

    it("hands the page the provider and its site key, no token (the provider's widget makes one)", async () => {
      const res = await ctx.get(leadCalls.captcha.path);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ provider, siteKey: SITE_KEY, token: null, expiresIn: 0 });
    });

    it('accepts a token the provider vouches for and sends it the secret, the token and the address', async () => {
      standIn.mode = 'normal';
      const res = await submit('human');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const asked = standIn.requests.at(-1)!;
      expect(asked.contentType).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(asked.form)).toEqual({ secret: CAPTCHA_SECRET, response: 'human', remoteip: '10.14.0.7' });
      expect(await ctx.db.select().from(leads).where(eq(leads.phoneNumber, res.phone))).toHaveLength(1);
    });

    it(`refuses a token the provider rejects${provider === 'recaptcha' ? ' and a low score' : ''} (403) and writes nothing`, async () => {
      standIn.mode = 'normal';
      for (const token of provider === 'recaptcha' ? ['forged', 'bot'] : ['forged']) {
        const res = await submit(token);
        expect(res.status).toBe(403);
        expect(res.body.errors[0]).toEqual({ type: 'CaptchaFailed', message: LEAD_MESSAGES.CAPTCHA_FAILED });
        expect(await ctx.db.select().from(leads).where(eq(leads.phoneNumber, res.phone))).toHaveLength(0);
      }
    });

    it('answers 503 in Indonesian when the provider is down or answers nonsense — never 500', async () => {
      for (const mode of ['5xx', 'garbage'] as const) {
        standIn.mode = mode;
        const res = await submit('human');
        expect(res.status, mode).toBe(503);
        expect(res.body.errors[0]).toEqual({ type: 'CaptchaUnavailable', message: LEAD_MESSAGES.CAPTCHA_UNAVAILABLE });
      }
      standIn.mode = 'normal';
      expect((await submit('human')).status).toBe(200);
      // A secret the provider refuses is our fault, not the visitor's: an outage too.
      const wrong = (provider === 'recaptcha' ? createRecaptcha : createTurnstile)({ secret: 'not-the-secret', verifyUrl: standIn.url });
      await expect(wrong.verify('human', null)).rejects.toBeInstanceOf(CaptchaUnavailableError);
    });
  });
}

describe('captcha and CRM configuration (issue 13)', () => {
  const production = {
    NODE_ENV: 'production',
    TOKEN_SECRET: 'a-production-token-secret-of-enough-length',
    OAUTH_CLIENT_SECRET: 'a-production-client-secret',
    VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'A'.repeat(43),
    MIDTRANS_SERVER_KEY: 'SB-Mid-server-production-key',
    SITE_URL: 'https://www.kemudi.co.id',
    CONSOLE_ORIGIN: 'https://konsol.kemudi.co.id',
  };

  it('refuses the development captcha in production, and a real one without its secret', () => {
    expect(() => loadConfig(production)).toThrow(/CAPTCHA_PROVIDER: cannot be dev in production/);
    expect(() => loadConfig({ ...production, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: CAPTCHA_SECRET, CAPTCHA_SITE_KEY: SITE_KEY })).not.toThrow();
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/CAPTCHA_SECRET: is required when CAPTCHA_PROVIDER is recaptcha[\s\S]*CAPTCHA_SITE_KEY: is required/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: CAPTCHA_SECRET })).toThrow(/CAPTCHA_SITE_KEY: is required when CAPTCHA_PROVIDER is turnstile/);
  });

  it('needs CRM_API_KEY with CRM_URL, and https for it in production', () => {
    expect(() => loadConfig({ CRM_URL: 'http://127.0.0.1:9/leads' })).toThrow(/CRM_API_KEY: is required when CRM_URL is set/);
    expect(() => loadConfig({ CRM_URL: 'http://127.0.0.1:9/leads', CRM_API_KEY: 'crm-key-0123' })).not.toThrow();
    const real = { ...production, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: CAPTCHA_SECRET, CAPTCHA_SITE_KEY: SITE_KEY, CRM_API_KEY: 'crm-key-0123' };
    expect(() => loadConfig({ ...real, CRM_URL: 'http://crm.dealer.example/leads' })).toThrow(/CRM_URL: must be an https:\/\/ URL in production/);
    expect(() => loadConfig({ ...real, CRM_URL: 'https://crm.dealer.example/leads' })).not.toThrow();
  });
});
