import { dataVersion } from '@kemudi/db';
import { DATA_VERSION_HEADER } from '@kemudi/domain/constants';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * Issue 14: the web server caches whole pages and asks GET /api/content/v1/data-version (at most
 * once a second) whether the site's data changed. The call reads the database every time, is
 * never cached, and makes this API process's read cache switch to the version it answers at once.
 */

const PATH = siteCalls.dataVersion.path;

async function storedVersion(ctx: TestContext) {
  const [row] = await ctx.db.select().from(dataVersion).where(eq(dataVersion.id, 1));
  return row!;
}

describe('GET /api/content/v1/data-version (read cache on, version trusted for 60 s)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The cache would not look at the version again for a minute: only the call can make it switch.
    ctx = await createTestContext({ API_CACHE_TTL_SECONDS: '3600', API_DATA_VERSION_CHECK_MS: '60000' });
  });
  afterAll(() => ctx.close());

  it('answers the stored version and when it changed, with Cache-Control: no-store, never from the cache', async () => {
    const stored = await storedVersion(ctx);
    const first = await ctx.get(PATH);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-cache']).toBeUndefined();
    const data = siteCalls.dataVersion.data.parse(first.body.data);
    expect(data).toEqual({ version: stored.version, changedAt: stored.changedAt.toISOString() });
    expect(first.body.status).toBe(200);

    const second = await ctx.get(PATH);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(second.body.data).toEqual(first.body.data);
  });

  it('needs the system token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: PATH });
    expect(res.statusCode).toBe(401);
  });

  it('answers a higher version right after a catalogue table changes', async () => {
    const before = siteCalls.dataVersion.data.parse((await ctx.get(PATH)).body.data);
    await ctx.db.execute(sql`update car_variants set price_otr = price_otr + 1000 where code = (select min(code) from car_variants)`);
    const after = siteCalls.dataVersion.data.parse((await ctx.get(PATH)).body.data);
    expect(after.version).toBeGreaterThan(before.version);
    expect(Date.parse(after.changedAt)).toBeGreaterThanOrEqual(Date.parse(before.changedAt));
    expect(after.version).toBe((await storedVersion(ctx)).version);
  });

  it('makes a cached new-car list answer fresh at once, without waiting for the version check', async () => {
    const url = '/api/product/v1/product-list?slug=mobil-baru-toyota&size=100';
    const avanzaName = (body: { data: { content: { code: string; name: string }[] } }) => body.data.content.find((c) => c.code === 'avanza')?.name;
    const miss = await ctx.get(url);
    expect(miss.status).toBe(200);
    const hit = await ctx.get(url);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(avanzaName(hit.body)).toBe('Avanza');

    await ctx.db.execute(sql`update car_models set name = 'Avanza Terbaru' where code = 'avanza'`);
    // The cache still trusts the version it read: the old answer.
    const stale = await ctx.get(url);
    expect(stale.headers['x-cache']).toBe('HIT');
    expect(avanzaName(stale.body)).toBe('Avanza');

    const version = await ctx.get(PATH);
    expect(version.body.data.version).toBe((await storedVersion(ctx)).version);

    const fresh = await ctx.get(url);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(avanzaName(fresh.body)).toBe('Avanza Terbaru');
    expect((await ctx.get(url)).headers['x-cache']).toBe('HIT');
  });

  it('answers a page rendered for a newer data version with fresh data at once (issue 26: another API process learnt it)', async () => {
    const url = '/api/product/v1/product-list?slug=mobil-baru-toyota&size=100';
    const rushName = (body: { data: { content: { code: string; name: string }[] } }) => body.data.content.find((c) => c.code === 'rush')?.name;
    const call = (version?: number) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.token}`, ...(version !== undefined ? { [DATA_VERSION_HEADER]: String(version) } : {}) } });
    await ctx.get(url);
    expect((await ctx.get(url)).headers['x-cache']).toBe('HIT');

    // The web server learnt the new version from another process; this one still trusts its own.
    await ctx.db.execute(sql`update car_models set name = 'Rush Baru' where code = 'rush'`);
    const old = await call();
    expect(old.headers['x-cache']).toBe('HIT');
    expect(rushName(old.json())).toBe('Rush');

    const rendered = await call((await storedVersion(ctx)).version);
    expect(rendered.headers['x-cache']).toBe('MISS');
    expect(rushName(rendered.json())).toBe('Rush Baru');
    // A version nobody has (a made-up header) is answered all the same, from the version there is.
    const madeUp = await call(999_999_999);
    expect(madeUp.statusCode).toBe(200);
    expect(rushName(madeUp.json())).toBe('Rush Baru');
  });

  it('answers every call of a page rendered for a newer version with fresh data, side by side (none from the old version)', async () => {
    const url = '/api/product/v1/product-list?slug=mobil-baru-toyota&size=100';
    const rushName = (body: { data: { content: { code: string; name: string }[] } }) => body.data.content.find((c) => c.code === 'rush')?.name;
    const call = (version?: number) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.token}`, ...(version !== undefined ? { [DATA_VERSION_HEADER]: String(version) } : {}) } });
    const before = rushName((await call()).json());
    expect((await call()).headers['x-cache']).toBe('HIT');

    await ctx.db.execute(sql`update car_models set name = 'Rush Lagi' where code = 'rush'`);
    const version = (await storedVersion(ctx)).version;
    // A page's calls run at once: the first makes this process read the version, the others wait for that read.
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(version)));
    expect(answers.map((a) => rushName(a.json()))).toEqual(answers.map(() => 'Rush Lagi'));
    // (Cached or not: within 50 ms of another forced read a call is answered uncached, so no x-cache is asserted.)
    await ctx.db.execute(sql`update car_models set name = ${before ?? 'Rush'} where code = 'rush'`);
  });

  it('is documented with the other calls', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    }>();
    const op = doc.paths[PATH]?.get;
    expect(op?.summary).toMatch(/version/i);
    expect(op?.description).toMatch(/no-store/);
  });
});

describe('GET /api/content/v1/data-version with the read cache off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('still answers the stored version', async () => {
    const res = await ctx.get(PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await storedVersion(ctx);
    expect(res.body.data).toEqual({ version: stored.version, changedAt: stored.changedAt.toISOString() });
    await ctx.db.execute(sql`update car_models set sort_order = sort_order where code = 'avanza'`);
    expect((await ctx.get(PATH)).body.data.version).toBe(stored.version + 1);
  });
});
