import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import webpush from 'web-push';
import { configs, HISTORY_META_PREFIX } from '@kemudi/db';
import { loadConfig } from '../src/env';
import { createTestContext, testConfig, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('system token (§7 Commerce services, §8)', () => {
  it('issues a bearer token for the client credentials, as JSON or as a form', async () => {
    const config = testConfig();
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/authorizationserver/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: config.OAUTH_CLIENT_ID, client_secret: config.OAUTH_CLIENT_SECRET },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ token_type: 'bearer', expires_in: config.TOKEN_TTL_SECONDS });
    expect(json.json().access_token.split('.')).toHaveLength(3);

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/authorizationserver/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${config.OAUTH_CLIENT_ID}&client_secret=${config.OAUTH_CLIENT_SECRET}`,
    });
    expect(form.statusCode).toBe(200);
    const token = form.json().access_token;
    const hero = await ctx.app.inject({ url: '/api/promo/v1/promo/hero', headers: { authorization: `Bearer ${token}` } });
    expect(hero.statusCode).toBe(200);
  });

  it('answers 403 InvalidSystemToken when the credentials cannot obtain a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/authorizationserver/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'kemudi-web', client_secret: 'wrong-secret' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [{ type: 'InvalidSystemToken', message: 'invalid system token' }] });
  });

  it('rejects an unsupported grant with an Indonesian 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/authorizationserver/oauth/token',
      payload: { grant_type: 'password', client_id: 'kemudi-web', client_secret: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: 'ValidationError' });
    expect(response.json().errors[0].message).toContain("Kolom 'grant_type'");
  });

  it('answers 401 InvalidTokenError for a missing, malformed, forged or expired token', async () => {
    const missing = await ctx.app.inject({ url: '/api/promo/v1/promo/hero' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ errors: [{ type: 'InvalidTokenError', message: 'No access token provided' }] });

    for (const token of ['abc', `${ctx.token}x`, ctx.token.replace(/\.[^.]+$/, '.c2lnbmF0dXJl')]) {
      const response = await ctx.app.inject({ url: '/api/promo/v1/promo/hero', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].type).toBe('InvalidTokenError');
    }

    // A token signed by another deployment's secret is not ours (signed here as that deployment's
    // token endpoint would: opening a second database for it took most of this test's time).
    const foreign = createSigner({ key: 'another-secret-that-is-long-enough-to-be-valid', algorithm: 'HS256', expiresIn: 3_600_000 })({
      sub: 'anonymous',
      kind: 'system',
      cid: ctx.config.OAUTH_CLIENT_ID,
    });
    const response = await ctx.app.inject({ url: '/api/promo/v1/promo/hero', headers: { authorization: `Bearer ${foreign}` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('error shape (§7, §8)', () => {
  it('answers unknown paths with a 404 in the error shape', async () => {
    const response = await ctx.get('/api/content/v1/tidak-ada');
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toMatchObject({ type: 'NotFoundError' });
    expect(response.body.errors[0].message).toContain('tidak ditemukan');
  });

  it('answers malformed JSON with a 400 and no parser internals', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/v1/global-search',
      headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
      payload: '{"text": "avanza"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ type: 'BadRequest', message: 'Permintaan tidak valid' }] });
  });

  it('carries a request id on every answer (one of our servers only when signed: request-guards.test.ts)', async () => {
    const response = await ctx.app.inject({ url: '/api/promo/v1/promo/hero', headers: { authorization: `Bearer ${ctx.token}` } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI document (/api/docs)', () => {
  it('serves the docs page and a document describing the §7 paths', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const doc = await ctx.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/customer/v1/subscribe',
      '/api/product/v1/global-search',
      '/api/promo/v1/promo/hero',
      '/api/content/v1/faq',
      '/api/parameter/v1/province',
      '/authorizationserver/oauth/token',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('newsletter subscription (§4 footer subscribe, §5, §8)', () => {
  // Each request from an address of its own: the newsletter allows 5 an hour per address (limits.test.ts).
  let from = 0;
  const subscribe = async (query: string) => {
    from += 1;
    const response = await ctx.app.inject({
      url: `/api/customer/v1/subscribe${query}`,
      headers: { authorization: `Bearer ${ctx.token}` },
      remoteAddress: `198.51.100.${from}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('takes an address trimmed and lower-cased, with the same answer the second time (issue 16: double opt-in, newsletter.test.ts)', async () => {
    const first = await subscribe('?email=' + encodeURIComponent('  Budi.Santoso@Contoh.co.id '));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 200, data: { emailSaved: true, email: 'budi.santoso@contoh.co.id' } });
    const again = await subscribe('?email=budi.santoso@contoh.co.id');
    expect(again.body).toEqual(first.body);
  });

  it('refuses an empty address with the §5 message', async () => {
    for (const query of ['?email=%20%20', '']) {
      const response = await subscribe(query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: [{ type: 'ValidationError', message: 'Email tidak boleh kosong' }] });
    }
  });

  it('refuses a malformed address with the §5 message and an example', async () => {
    for (const email of ['ab@contoh.com', 'budi', 'budi@', 'budi@contoh', 'bu di@contoh.com']) {
      const response = await subscribe('?email=' + encodeURIComponent(email));
      expect(response.status, email).toBe(400);
      expect(response.body.errors[0].message).toMatch(/^Mohon masukkan email valid Contoh: \S+@\S+\.\S+$/);
    }
  });
});

describe('consent texts (§7 pdp-consent, §9 consent codes)', () => {
  it('answers the checkbox (4/4) and popup (4/5) texts in data.body', async () => {
    const response = await ctx.get('/api/customer/v1/saphybris/pdp-consent');
    expect(response.status).toBe(200);
    const codes = response.body.data.body.map((c: { consentSourceCode: number; consentSourceDetailCode: number }) => `${c.consentSourceCode}/${c.consentSourceDetailCode}`);
    expect(codes).toEqual(['4/4', '4/5']);
    for (const item of response.body.data.body) expect(item.bodyMessage.length).toBeGreaterThan(40);
  });

  it('adds the other texts with isAll=true and refuses a bad flag', async () => {
    const all = await ctx.get('/api/customer/v1/saphybris/pdp-consent?isAll=true');
    expect(all.body.data.body.length).toBeGreaterThan(2);
    const bad = await ctx.get('/api/customer/v1/saphybris/pdp-consent?isAll=mungkin');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toContain("Parameter 'isAll'");
  });
});

describe('configuration dates (§3 Config response, §7 get-config)', () => {
  it('answers a stored date as dd/mm/yyyy', async () => {
    const response = await ctx.get('/api/customer/v1/get-config/promo-period-end');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ key: 'promo-period-end', value: '31/12/2026' });
  });

  it('answers an unknown key with an Indonesian 404', async () => {
    const response = await ctx.get('/api/customer/v1/get-config/tidak-ada');
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toEqual({ type: 'NotFoundError', message: "Konfigurasi 'tidak-ada' tidak ditemukan" });
  });

  it('never answers the bookkeeping rows of the demo history runs: a 404 like a missing key', async () => {
    await ctx.db.insert(configs).values({ key: `${HISTORY_META_PREFIX}7`, value: '2026-11-22', description: 'demo history run' }).onConflictDoNothing();
    const response = await ctx.get(`/api/customer/v1/get-config/${HISTORY_META_PREFIX}7`);
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toEqual({ type: 'NotFoundError', message: `Konfigurasi '${HISTORY_META_PREFIX}7' tidak ditemukan` });
  });
});

describe('configuration validation', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'empat ribu' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ FIXED_NOW: 'besok' })).toThrow(/FIXED_NOW/);
    expect(loadConfig({}).API_PORT).toBe(4000);
  });

  it('refuses to start in production with a development secret, naming each one', () => {
    const vapid = webpush.generateVAPIDKeys();
    const own = {
      TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
      OAUTH_CLIENT_SECRET: 'a-production-client-secret',
      // Web push: production has no DATA_DIR/vapid.json fallback.
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // Payments: production has no simulated provider.
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-production-test-key',
      // Captcha (issue 13): production has no development verifier.
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'turnstile-production-test-secret',
      CAPTCHA_SITE_KEY: '0x4AAAAAAAtestsitekey',
      SITE_URL: 'https://www.kemudi.co.id',
      // Issue 24: the staff console's origin (staff emails link to it).
      CONSOLE_ORIGIN: 'https://konsol.kemudi.co.id',
    };
    for (const production of [{ NODE_ENV: 'production' }, { KEMUDI_ENV: 'production' }]) {
      expect(() => loadConfig(production)).toThrow(/TOKEN_SECRET: is the development default[\s\S]*OAUTH_CLIENT_SECRET: is the development default/);
      expect(() => loadConfig({ ...production, TOKEN_SECRET: own.TOKEN_SECRET })).toThrow(/OAUTH_CLIENT_SECRET/);
      expect(() => loadConfig({ ...production, OAUTH_CLIENT_SECRET: own.OAUTH_CLIENT_SECRET })).toThrow(/TOKEN_SECRET/);
      expect(loadConfig({ ...production, ...own }).TOKEN_SECRET).toBe(own.TOKEN_SECRET);
      expect(() => loadConfig({ ...production, ...own, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' })).toThrow(/VAPID_PUBLIC_KEY: is required in production/);
      // Issue 27: at least one real payment provider (Midtrans or Xendit), and no charge goes to the simulated one.
      expect(() => loadConfig({ ...production, ...own, MIDTRANS_SERVER_KEY: '' })).toThrow(/PAYMENT_PROVIDER: needs a real payment provider in production: set MIDTRANS_SERVER_KEY, or XENDIT_SECRET_KEY/);
      const xendit = { MIDTRANS_SERVER_KEY: '', XENDIT_SECRET_KEY: 'xnd_production_test_key', XENDIT_CALLBACK_TOKEN: 'callback-token-of-the-dashboard' };
      expect(loadConfig({ ...production, ...own, ...xendit }).XENDIT_SECRET_KEY).toBe(xendit.XENDIT_SECRET_KEY);
      expect(() => loadConfig({ ...production, ...own, ...xendit, XENDIT_CALLBACK_TOKEN: '' })).toThrow(/XENDIT_CALLBACK_TOKEN: XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN are set together[\s\S]*needs a real payment provider/);
      expect(() => loadConfig({ ...production, ...own, PAYMENT_PROVIDER_QRIS: 'simulated' })).toThrow(/PAYMENT_PROVIDER_QRIS: cannot be simulated in production/);
      expect(() => loadConfig({ ...production, ...own, XENDIT_BASE_URL: 'http://api.xendit.co' })).toThrow(/XENDIT_BASE_URL: must be an https:\/\/ URL in production/);
      expect(() => loadConfig({ ...production, ...own, CAPTCHA_PROVIDER: 'dev' })).toThrow(/CAPTCHA_PROVIDER: cannot be dev in production/);
      expect(() => loadConfig({ ...production, ...own, VAPID_PRIVATE_KEY: '' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/);
      // Issue 16: the emails' links must name the public site, not the development default.
      expect(() => loadConfig({ ...production, ...own, SITE_URL: '' })).toThrow(/SITE_URL: is required in production/);
      expect(() => loadConfig({ ...production, ...own, CONSOLE_ORIGIN: '' })).toThrow(/CONSOLE_ORIGIN: is required in production/);
    }
    // On a developer's machine the defaults keep `npm start` working without any setup.
    expect(loadConfig({}).TOKEN_SECRET).toMatch(/change-me/);
  });
});
