import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createDb, type Db } from '@kemudi/db';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type ApiConfig } from '../src/env';
import { withDatabase } from './global-setup';

export type TestContext = {
  app: App;
  db: Db;
  config: ApiConfig;
  token: string;
  /** GET with the system token; returns status and parsed JSON body. */
  get: (url: string) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  post: (url: string, payload: unknown) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
};

/** The day the seed data describes: promos, coupons and flash sales are judged as of this moment. */
export const TEST_NOW = new Date('2026-11-22T10:00:00+07:00');

/** The read cache is off unless a test turns it on: tests change rows and read them back. */
export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'data-test', API_CACHE_TTL_SECONDS: '0', ...overrides });

/** A fresh database for this test file (PGlite copy, or a PostgreSQL database from the template) and the app over it. */
export async function createTestContext(configOverrides: Record<string, string> = {}, appOptions: { cachePrefix?: string } = {}): Promise<TestContext> {
  let handle;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `kemudi_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    handle = await createDb({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = await readFile(inject('pgliteDump'));
    handle = await createDb({ loadDataDir: new Blob([dump]) });
  }
  const config = testConfig(configOverrides);
  const app = await buildApp({ db: handle.db, config, now: () => TEST_NOW, ...appOptions });
  await app.ready();
  const tokenResponse = await app.inject({
    method: 'POST',
    url: '/authorizationserver/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: config.OAUTH_CLIENT_ID, client_secret: config.OAUTH_CLIENT_SECRET },
  });
  const token = tokenResponse.json().access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const wrap = (r: Awaited<ReturnType<App['inject']>>) => ({
    status: r.statusCode,
    body: r.headers['content-type']?.toString().includes('json') ? r.json() : r.body,
    headers: r.headers,
  });
  return {
    app,
    db: handle.db,
    config,
    token,
    get: async (url) => wrap(await app.inject({ method: 'GET', url, headers })),
    post: async (url, payload) => wrap(await app.inject({ method: 'POST', url, headers, payload: payload as object })),
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase?.();
    },
  };
}

/**
 * An access token of a logged-in customer, signed as the API signs them. Customer login arrives
 * with the accounts issue; until then tests that need a customer caller mint one here.
 */
export function customerToken(config: ApiConfig, customerId = 'customer-test-1'): string {
  return createSigner({ key: config.TOKEN_SECRET, algorithm: 'HS256', expiresIn: 60_000 })({ sub: customerId, kind: 'customer' });
}
