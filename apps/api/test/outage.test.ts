import type { DbHandle } from '@kemudi/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/lib/db-errors';
import { openTestDatabase, TEST_NOW, testConfig } from './helpers';

/**
 * Issue 16 "Database outages": while the database cannot be reached, the answers the read cache
 * holds are still given (x-cache STALE), a call it does not hold answers 503 with Retry-After in
 * the §7 error shape instead of 500, readiness says the database is down and liveness stays up.
 * The outage is real: PGlite's handle is closed; on PostgreSQL the test's database is dropped,
 * which ends the pool's connections (57P01) and refuses new ones (3D000).
 */
type Answer = Awaited<ReturnType<App['inject']>>;
type Stack = { app: App; handle: DbHandle; outage: () => Promise<void>; get: (url: string) => Promise<Answer> };

async function openStack(config: Record<string, string>): Promise<Stack> {
  const { handle, drop } = await openTestDatabase({ poolSize: 3, onPoolError: () => undefined });
  const outage = process.env.TEST_DB === 'postgres' ? drop : () => handle.close();
  const app = await buildApp({ db: handle.db, config: testConfig(config), now: () => TEST_NOW });
  await app.ready();
  const token = (
    await app.inject({
      method: 'POST',
      url: '/authorizationserver/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: app.config.OAUTH_CLIENT_ID, client_secret: app.config.OAUTH_CLIENT_SECRET },
    })
  ).json().access_token as string;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { app, handle, outage, get };
}

async function closeStack(stack: Stack | undefined) {
  if (!stack) return;
  await stack.app.close();
  await stack.handle.close().catch(() => undefined);
}

const CACHED = '/api/promo/v1/promo/hero';
const NOT_CACHED = '/api/promo/v1/promo/national?size=1';

function expectUnavailable(response: Answer) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ errors: [{ type: 'ServiceUnavailable', message: SERVICE_UNAVAILABLE_MESSAGE }], retryAfter: 5 });
  // Nothing about the driver or the SQL reaches the client.
  expect(response.body).not.toMatch(/select|ECONN|PGlite|terminat|does not exist/i);
}

describe('a database outage: the data version cannot be read', () => {
  let stack: Stack | undefined;
  beforeAll(async () => {
    // The data version is read on every cached call: the outage shows at once.
    stack = await openStack({ API_CACHE_TTL_SECONDS: '60', API_DATA_VERSION_CHECK_MS: '0' });
  });
  afterAll(() => closeStack(stack));

  it('serves what the cache holds, answers 503 with Retry-After for the rest, and reports not ready', async () => {
    const s = stack!;
    const first = await s.get(CACHED);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const ready = await s.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', pid: process.pid, database: { status: 'up' } });

    await s.outage();

    const stale = await s.get(CACHED);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.json()).toEqual(first.json());
    expectUnavailable(await s.get(NOT_CACHED));

    const notReady = await s.app.inject({ url: '/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBe('5');
    expect(notReady.json()).toMatchObject({
      status: 'unavailable',
      database: { status: 'down' },
      errors: [{ type: 'ServiceUnavailable', message: 'Basis data tidak dapat dihubungi (database unreachable)' }],
    });
    // Liveness never asks the database: the process is healthy, only its database is not.
    const alive = await s.app.inject({ url: '/health' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok', pid: process.pid });
  });
});

describe('a database outage: the answer has expired, the data version is still trusted', () => {
  let stack: Stack | undefined;
  beforeAll(async () => {
    // The version read a moment ago is trusted for a minute; the answer itself lives one second.
    stack = await openStack({ API_CACHE_TTL_SECONDS: '1', API_DATA_VERSION_CHECK_MS: '60000' });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => closeStack(stack));

  it('answers with the expired copy when the call finds the database gone, 503 without one', async () => {
    const s = stack!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = await s.get(CACHED);
    expect(first.headers['x-cache']).toBe('MISS');
    await s.outage();
    // Past the answer's second, within the version's minute: the call runs and meets the outage.
    vi.setSystemTime(Date.now() + 5000);
    const stale = await s.get(CACHED);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.json()).toEqual(first.json());
    expectUnavailable(await s.get(NOT_CACHED));
  });
});
