import { randomBytes } from 'node:crypto';
import { queryRows } from '@kemudi/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

describe('read cache of catalogue calls (in process)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ API_CACHE_TTL_SECONDS: '60' });
  });
  afterAll(() => ctx.close());

  it('answers a repeated catalogue GET from the cache with the same body', async () => {
    const first = await ctx.get('/api/promo/v1/promo/hero');
    const second = await ctx.get('/api/promo/v1/promo/hero');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const other = await ctx.get('/api/promo/v1/promo/national?size=1');
    expect(other.headers['x-cache']).toBe('MISS');
  });

  it('caches global-search per validated body', async () => {
    const a = await ctx.post('/api/product/v1/global-search', { text: 'fortuner' });
    const b = await ctx.post('/api/product/v1/global-search', { text: '  fortuner ', ignored: 'x' });
    const c = await ctx.post('/api/product/v1/global-search', { text: 'avanza' });
    expect(a.headers['x-cache']).toBe('MISS');
    expect(b.headers['x-cache']).toBe('HIT');
    expect(c.headers['x-cache']).toBe('MISS');
    expect(c.body.data.text).toBe('avanza');
  });

  it('never answers from the cache without a valid token, for bad input, errors or customer calls', async () => {
    await ctx.get('/api/promo/v1/promo/hero');
    const noToken = await ctx.app.inject({ url: '/api/promo/v1/promo/hero' });
    expect(noToken.statusCode).toBe(401);
    const bad = await ctx.get('/api/content/v1/faq?size=abc');
    expect(bad.status).toBe(400);
    const missing1 = await ctx.get('/api/promo/v1/promo/slug/tidak-ada');
    const missing2 = await ctx.get('/api/promo/v1/promo/slug/tidak-ada');
    expect(missing2.status).toBe(404);
    expect(missing2.headers['x-cache']).toBe('MISS');
    expect(missing1.body).toEqual(missing2.body);
    const subscribe = await ctx.get('/api/customer/v1/subscribe?email=cache.check@contoh.com');
    const again = await ctx.get('/api/customer/v1/subscribe?email=cache.check@contoh.com');
    expect(subscribe.body.data.emailSaved).toBe(true);
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('read cache: opted into per route, never for a customer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ API_CACHE_TTL_SECONDS: '60' });
  });
  afterAll(() => ctx.close());

  const tokens = new Map<string, string>();
  const asCustomer = async (url: string, name: string) => {
    if (!tokens.has(name)) tokens.set(name, await customerToken(ctx, (await createCustomer(ctx)).id));
    return ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.get(name)}` } });
  };

  it('neither reads nor writes the cache for a call made with a customer token', async () => {
    const url = '/api/promo/v1/promo/national?size=2';
    const first = await asCustomer(url, 'customer-a');
    const second = await asCustomer(url, 'customer-a');
    const other = await asCustomer(url, 'customer-b');
    for (const answer of [first, second, other]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBeUndefined();
    }
    // What customers asked left nothing behind: the first system call of that URL is still a miss.
    expect((await ctx.get(url)).headers['x-cache']).toBe('MISS');
    expect((await ctx.get(url)).headers['x-cache']).toBe('HIT');
    // And a cached answer is never handed to a customer either.
    expect((await asCustomer(url, 'customer-a')).headers['x-cache']).toBeUndefined();
  });

  it('opts in every module’s catalogue and content reads, and the two searches, but no other write', async () => {
    // One read of each business module, under content/v1, product/v1 and parameter/v1.
    const reads = [
      '/api/content/v1/faq',
      '/api/content/v1/menu/category',
      '/api/content/v1/page/trending-cars',
      '/api/content/v1/accessories',
      '/api/content/v1/branch-detail/kemudi-toyota-sunter',
      '/api/product/v1/product-detail?code=avanza',
      '/api/product/v1/used-car/facets',
      '/api/product/v1/salesman/value-propositions',
      '/api/parameter/v1/province',
    ];
    for (const url of reads) {
      const answer = await ctx.get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['x-cache'], url).toBe('MISS');
    }
    const ask = await ctx.post('/api/content/v1/chat/ask', { question: 'Cara booking servis' });
    expect(ask.headers['x-cache']).toBe('MISS');
    const writes: [string, object][] = [
      ['/api/parameter/v1/update-location', { city_name: 'Bandung', city_iso: '3273' }],
      ['/api/parameter/v1/branch', {}],
      ['/api/product/v1/v2/creditcalculator', { otrPrice: 300_000_000, downPaymentPercent: 30, tenorMonths: 48 }],
    ];
    for (const [url, body] of writes) {
      const answer = await ctx.post(url, body);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['x-cache'], url).toBeUndefined();
    }
  });

  it('leaves a route alone unless it opted in (consent texts are not marked cacheable)', async () => {
    const url = '/api/customer/v1/saphybris/pdp-consent';
    const first = await ctx.get(url);
    const second = await ctx.get(url);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBeUndefined();
  });
});

describe('read cache revalidated when data changes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The data version is read on every cached call here; the default trusts it for 1 s.
    ctx = await createTestContext({ API_CACHE_TTL_SECONDS: '3600', API_DATA_VERSION_CHECK_MS: '0' });
  });
  afterAll(() => ctx.close());

  const version = async () => Number((await queryRows<{ version: string }>(ctx.db, sql`select version from data_version where id = 1`))[0]!.version);

  it('answers the changed promo, not the cached one, right after the promo is edited', async () => {
    const before = await ctx.get('/api/promo/v1/promo/hero');
    expect((await ctx.get('/api/promo/v1/promo/hero')).headers['x-cache']).toBe('HIT');
    const slug = before.body.data[0].slug as string;
    await ctx.db.execute(sql`update promos set title = 'Promo Diperbarui' where slug = ${slug}`);
    const after = await ctx.get('/api/promo/v1/promo/hero');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.data.find((p: { slug: string }) => p.slug === slug).title).toBe('Promo Diperbarui');
    expect((await ctx.get('/api/promo/v1/promo/hero')).headers['x-cache']).toBe('HIT');
  });

  it('counts catalogue changes but not customer data (newsletter subscriptions)', async () => {
    const start = await version();
    await ctx.get(`/api/customer/v1/subscribe?email=${randomBytes(4).toString('hex')}@contoh.com`);
    expect(await version()).toBe(start);
    await ctx.db.execute(sql`update car_models set sort_order = sort_order where false`);
    expect(await version()).toBe(start + 1);
  });
});

// CI sets TEST_REDIS_URL (Redis on 127.0.0.1:6379); it is the cache shared by API processes.
describe.runIf(process.env.TEST_REDIS_URL)('read cache shared through Redis', () => {
  const prefix = `kemudi:test:${randomBytes(6).toString('hex')}:`;
  let one: TestContext;
  let two: TestContext;
  beforeAll(async () => {
    const overrides = { API_CACHE_TTL_SECONDS: '60', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    [one, two] = await Promise.all([createTestContext(overrides, { cachePrefix: prefix }), createTestContext(overrides, { cachePrefix: prefix })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('lets a second API process answer from what the first one stored', async () => {
    // Each attempt uses a fresh URL; the first attempts may run before both Redis clients are connected.
    for (let attempt = 0; attempt < 30; attempt++) {
      const url = `/api/parameter/v1/province?attempt=${attempt}`;
      const stored = await one.get(url);
      expect(stored.headers['x-cache']).toBe('MISS');
      for (let poll = 0; poll < 10; poll++) {
        const shared = await two.get(url);
        if (shared.headers['x-cache'] === 'HIT') {
          expect(shared.body).toEqual(stored.body);
          return;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    throw new Error('the second process never saw the shared entry');
  });
});
