import { randomBytes } from 'node:crypto';
import { newsletterSubscriptions } from '@kemudi/db';
import { chatCalls } from '@kemudi/domain/contracts/chat';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { formatRetryDelay } from '@kemudi/domain/format';
import { searchCalls } from '@kemudi/domain/contracts/search';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/lib/limits';
import { trustedProxyMatcher } from '../src/plugins/rate-limit';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

/*
 * The limits of issue 16 ("no limits anywhere"), with RATE_LIMITS on as deployed: once a limit is
 * used up, the call answers 429 with an Indonesian message and Retry-After. Every request names its
 * client address (inject's remoteAddress), as the visitors' addresses reach the API.
 */

type Answer = { status: number; body: any; headers: Record<string, unknown> };

function client(ctx: TestContext) {
  return async (method: 'GET' | 'POST', url: string, options: { from: string; payload?: object; token?: string; headers?: Record<string, string> }): Promise<Answer> => {
    const response = await ctx.app.inject({
      method,
      url,
      remoteAddress: options.from,
      headers: { authorization: `Bearer ${options.token ?? ctx.token}`, ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
}

const maxOf = (name: keyof typeof LIMITS, per: 'ip' | 'customer' | 'field') =>
  LIMITS[name].find((limit) => (per === 'field' ? typeof limit.per === 'object' : limit.per === per))!.max;

/** The 429 of a limit: Indonesian, the wait in words in the message (issue 29), its seconds in the body and the Retry-After header. */
function expectTooMany(answer: Answer, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors[0].message).toMatch(message);
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(answer.body.errors[0].message).toContain(`Coba lagi dalam ${formatRetryDelay(seconds)}.`);
}

const unique = (name: string) => `${name}.${randomBytes(3).toString('hex')}@contoh.com`;
const NEWSLETTER = /^Terlalu banyak permintaan berlangganan\. Coba lagi dalam \d+ (?:detik|menit|jam(?: \d+ menit)?)\.$/;
const CHAT = /^Terlalu banyak pertanyaan dalam waktu singkat\. Coba lagi dalam \d+ (?:detik|menit|jam(?: \d+ menit)?)\.$/;
const SEARCH = /^Terlalu banyak permintaan\. Coba lagi dalam \d+ (?:detik|menit|jam(?: \d+ menit)?)\.$/;

describe('request limits (issue 16)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = client(ctx);
  });
  afterAll(() => ctx.close());

  it('newsletter: an address may subscribe 5 times an hour, by POST and GET together; the next is refused', async () => {
    const from = '203.0.113.10';
    const max = maxOf('subscribe', 'ip');
    expect(max).toBe(5);
    for (let i = 0; i < max; i += 1) {
      const answer = i % 2 === 0
        ? await call('POST', customerCalls.subscribeForm.path, { from, payload: { email: unique('batas') } })
        : await call('GET', `${customerCalls.subscribe.path}?email=${unique('batas')}`, { from });
      expect(answer.status).toBe(200);
    }
    const refused = await call('POST', customerCalls.subscribeForm.path, { from, payload: { email: unique('batas') } });
    expectTooMany(refused, NEWSLETTER);
    expectTooMany(await call('GET', `${customerCalls.subscribe.path}?email=${unique('batas')}`, { from }), NEWSLETTER);
    // Nothing was written for the refused requests, and another address is not affected.
    expect(await ctx.db.select().from(newsletterSubscriptions).where(like(newsletterSubscriptions.email, 'batas.%'))).toHaveLength(max);
    expect((await call('POST', customerCalls.subscribeForm.path, { from: '203.0.113.11', payload: { email: unique('batas') } })).status).toBe(200);
  });

  it('newsletter: one email address is taken 3 times a day, whatever the client address', async () => {
    const email = unique('satu.alamat');
    const max = maxOf('subscribe', 'field');
    expect(max).toBe(3);
    for (let i = 0; i < max; i += 1) {
      expect((await call('POST', customerCalls.subscribeForm.path, { from: `203.0.113.${20 + i}`, payload: { email } })).status).toBe(200);
    }
    // Any spelling of the address counts as the address.
    expectTooMany(await call('POST', customerCalls.subscribeForm.path, { from: '203.0.113.30', payload: { email: ` ${email.toUpperCase()}` } }), NEWSLETTER);
    expectTooMany(await call('GET', `${customerCalls.subscribe.path}?email=${email}`, { from: '203.0.113.31' }), NEWSLETTER);
  });

  it('chat: 20 questions a minute per address, then 429; another address may still ask', async () => {
    const from = '203.0.113.40';
    const max = maxOf('chat', 'ip');
    expect(max).toBe(20);
    for (let i = 0; i < max; i += 1) {
      expect((await call('POST', chatCalls.ask.path, { from, payload: { question: `Berapa harga Avanza ${i}?` } })).status).toBe(200);
    }
    expectTooMany(await call('POST', chatCalls.ask.path, { from, payload: { question: 'Berapa harga Innova?' } }), CHAT);
    expect((await call('POST', chatCalls.ask.path, { from: '203.0.113.41', payload: { question: 'Berapa harga Innova?' } })).status).toBe(200);
  });

  it('chat: a logged-in customer is counted across addresses', async () => {
    const customer = await createCustomer(ctx);
    const token = await customerToken(ctx, customer.id);
    const max = maxOf('chat', 'customer');
    for (let i = 0; i < max; i += 1) {
      const answer = await call('POST', chatCalls.ask.path, { from: `198.51.100.${i + 1}`, token, payload: { question: `Jadwal servis ${i}` } });
      expect(answer.status).toBe(200);
    }
    expectTooMany(await call('POST', chatCalls.ask.path, { from: '198.51.100.200', token, payload: { question: 'Jadwal servis lagi' } }), CHAT);
    // The same address as a guest is not that customer.
    expect((await call('POST', chatCalls.ask.path, { from: '198.51.100.200', payload: { question: 'Jadwal servis lagi' } })).status).toBe(200);
  });

  it('search: 60 a minute per address, then 429 with Retry-After', async () => {
    const from = '203.0.113.50';
    const max = maxOf('search', 'ip');
    expect(max).toBe(60);
    for (let i = 0; i < max; i += 1) {
      expect((await call('POST', searchCalls.globalSearch.path, { from, payload: { text: `avanza ${i}` } })).status).toBe(200);
    }
    expectTooMany(await call('POST', searchCalls.globalSearch.path, { from, payload: { text: 'fortuner' } }), SEARCH);
    expect((await call('POST', searchCalls.globalSearch.path, { from: '203.0.113.51', payload: { text: 'fortuner' } })).status).toBe(200);
  });

  it('documents 429 on the limited calls', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    expect(Object.keys(doc.paths[customerCalls.subscribe.path]!.get!.responses)).toContain('429');
    expect(Object.keys(doc.paths[customerCalls.subscribeForm.path]!.post!.responses)).toContain('429');
    expect(Object.keys(doc.paths[chatCalls.ask.path]!.post!.responses)).toContain('429');
    expect(Object.keys(doc.paths[searchCalls.globalSearch.path]!.post!.responses)).toContain('429');
  });
});

describe('request limits behind the web server (TRUST_PROXY)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'loopback' });
    call = client(ctx);
  });
  afterAll(() => ctx.close());

  it("counts the visitor the web names, and not the web server's own page renders", async () => {
    const max = maxOf('search', 'ip');
    const visitor = { from: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.60' } };
    for (let i = 0; i < max; i += 1) {
      expect((await call('POST', searchCalls.globalSearch.path, { ...visitor, payload: { text: `yaris ${i}` } })).status).toBe(200);
    }
    expectTooMany(await call('POST', searchCalls.globalSearch.path, { ...visitor, payload: { text: 'yaris cross' } }), SEARCH);
    // A render (no visitor named): the web server itself, past the visitor's limit.
    for (let i = 0; i <= max; i += 1) {
      expect((await call('POST', searchCalls.globalSearch.path, { from: '127.0.0.1', payload: { text: `rush ${i}` } })).status).toBe(200);
    }
    // The chat is never rendered by the web: its own address is counted like any other.
    for (let i = 0; i < maxOf('chat', 'ip'); i += 1) await call('POST', chatCalls.ask.path, { from: '127.0.0.1', payload: { question: `Promo ${i}` } });
    expect((await call('POST', chatCalls.ask.path, { from: '127.0.0.1', payload: { question: 'Promo lagi' } })).status).toBe(429);
  });

  it('reads TRUST_PROXY as Fastify does: names, addresses and subnets', () => {
    const loopback = trustedProxyMatcher('loopback');
    expect(['127.0.0.1', '127.8.0.2', '::1', '::ffff:127.0.0.1'].every(loopback)).toBe(true);
    expect(loopback('10.0.0.2')).toBe(false);
    const listed = trustedProxyMatcher('10.0.0.0/8, 192.0.2.7, uniquelocal');
    expect(['10.1.2.3', '192.0.2.7', '172.16.0.1', 'fd00::1'].every(listed)).toBe(true);
    expect(['192.0.2.8', '203.0.113.1', '127.0.0.1'].some(listed)).toBe(false);
    expect(trustedProxyMatcher(false)('127.0.0.1')).toBe(false);
    expect(trustedProxyMatcher(true)('203.0.113.1')).toBe(true);
  });
});

describe('RATE_LIMITS=off (browser tests)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMITS: 'off' });
    call = client(ctx);
  });
  afterAll(() => ctx.close());

  it('lifts the limits per address and per customer, and keeps the one per email address', async () => {
    const from = '127.0.0.1';
    for (let i = 0; i <= maxOf('subscribe', 'ip'); i += 1) {
      expect((await call('POST', customerCalls.subscribeForm.path, { from, payload: { email: unique('bebas') } })).status).toBe(200);
    }
    for (let i = 0; i <= maxOf('chat', 'ip'); i += 1) {
      expect((await call('POST', chatCalls.ask.path, { from, payload: { question: `Harga Agya ${i}` } })).status).toBe(200);
    }
    const email = unique('tetap');
    for (let i = 0; i < maxOf('subscribe', 'field'); i += 1) await call('POST', customerCalls.subscribeForm.path, { from, payload: { email } });
    expectTooMany(await call('POST', customerCalls.subscribeForm.path, { from, payload: { email } }), NEWSLETTER);
  });
});
