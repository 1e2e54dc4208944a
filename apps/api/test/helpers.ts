import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createDb, customers, customerSessions, type Db, type DbHandle } from '@kemudi/db';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type ApiConfig } from '../src/env';
import { hashPassword } from '../src/lib/password';
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

/**
 * A fresh copy of the seeded database for one test file: a PGlite copy of the dump, or a PostgreSQL
 * database made from the template. `drop` removes the PostgreSQL copy (with its connections).
 */
export async function openTestDatabase(
  options: { poolSize?: number; onPoolError?: (err: Error) => void } = {},
): Promise<{ handle: DbHandle; drop: () => Promise<void>; url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = await readFile(inject('pgliteDump'));
    return { handle: await createDb({ loadDataDir: new Blob([dump]) }), drop: async () => undefined };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `kemudi_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const handle = await createDb({ databaseUrl: withDatabase(url, name), poolSize: options.poolSize ?? 5, ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}) });
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { handle, drop, url: withDatabase(url, name) };
}

/** A fresh database for this test file (openTestDatabase) and the app over it. */
export async function createTestContext(
  configOverrides: Record<string, string> = {},
  appOptions: { cachePrefix?: string; clock?: () => Date; now?: () => Date } = {},
): Promise<TestContext> {
  const { handle, drop: dropDatabase } = await openTestDatabase({ poolSize: 5 });
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
      await dropDatabase();
    },
  };
}

let customerCount = 0;

export type TestCustomer = { id: string; customerNo: string; name: string; email: string | null; phone: string; password: string | null };

/**
 * A customer row, made the way registration makes one (password hashed; `password: null` for a
 * code-only account), with its phone verified unless `verified: false`. Phones and emails are unique per call unless given.
 */
export async function createCustomer(
  ctx: Pick<TestContext, 'db'>,
  options: { name?: string; email?: string | null; phone?: string; password?: string | null; verified?: boolean | 'sms' | 'whatsapp'; emailVerified?: boolean } = {},
): Promise<TestCustomer> {
  customerCount += 1;
  const unique = `${process.pid % 1000}${customerCount}`.padStart(6, '0').slice(-6);
  const password = options.password === undefined ? 'rahasia123' : options.password;
  const verified = options.verified ?? true;
  const now = new Date();
  const [row] = await ctx.db
    .insert(customers)
    .values({
      customerNo: `KMDT${randomBytes(4).toString('hex')}`,
      name: options.name ?? `Pelanggan Uji ${customerCount}`,
      email: options.email === undefined ? `pelanggan.${unique}.${randomBytes(3).toString('hex')}@contoh.com` : options.email,
      phone: options.phone ?? `0819${unique}${String(randomBytes(1)[0]! % 100).padStart(2, '0')}`,
      passwordHash: password === null ? null : await hashPassword(password),
      smsVerifiedAt: verified === true || verified === 'sms' ? now : null,
      waVerifiedAt: verified === 'whatsapp' ? now : null,
      emailVerifiedAt: options.emailVerified ? now : null,
    })
    .returning();
  return { id: row!.id, customerNo: row!.customerNo, name: row!.name, email: row!.email, phone: row!.phone, password };
}

/**
 * An access token of a logged-in customer: a session row is opened for it (as a login would) and
 * the token is signed as the API signs them. `temporary` gives the §4 temporary login.
 */
export async function customerToken(ctx: Pick<TestContext, 'app' | 'db'>, customerId: string, options: { temporary?: boolean } = {}): Promise<string> {
  const [session] = await ctx.db
    .insert(customerSessions)
    .values({ customerId, temporary: options.temporary ?? false })
    .returning({ id: customerSessions.id });
  return ctx.app.signCustomerToken({ customerId, sessionId: session!.id, temporary: options.temporary ?? false });
}
