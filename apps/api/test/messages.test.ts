import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outboxMessages, pushSubscriptions } from '@kemudi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import webpush from 'web-push';
import { createHttpGateway, DeliveryError, dispatchDue, gatewaysFromConfig, isOutboxMode, queueMessage, retryDelaySeconds } from '../src/modules/messages';
import { createCustomer, createTestContext, testConfig, type TestContext } from './helpers';

const VAPID_KEYS = webpush.generateVAPIDKeys();
/** Push configured (VAPID keys; production requires them), the local stand-in allowed as a push service. */
const VAPID_ENV = { VAPID_PUBLIC_KEY: VAPID_KEYS.publicKey, VAPID_PRIVATE_KEY: VAPID_KEYS.privateKey, PUSH_ENDPOINT_HOSTS: '127.0.0.1' };

type Received = { headers: IncomingHttpHeaders; body: any };

/**
 * A local stand-in for a message gateway: real HTTP on 127.0.0.1, answering each request with the
 * next status of `statuses` (200 once they run out) and recording what it received.
 */
async function startStandIn(statuses: number[] = []) {
  const received: Received[] = [];
  const listeners: (() => void)[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      // A push arrives encrypted (application/octet-stream): kept as it came.
      const json = String(req.headers['content-type'] ?? '').includes('json');
      received.push({ headers: req.headers, body: raw ? (json ? JSON.parse(raw) : raw) : null });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { id: `gw-${received.length}` } : { error: 'unavailable' }));
      listeners.splice(0).forEach((listener) => listener());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    /** Queues the statuses of the next answers. */
    answer: (...next: number[]) => statuses.push(...next),
    /** Calls `listener` once, after the next request has been answered. */
    onRequest: (listener: () => void) => listeners.push(listener),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type StandIn = Awaited<ReturnType<typeof startStandIn>>;

const KEY = 'test-gateway-key-123';
const message = (id: string, over: Partial<{ channel: 'sms' | 'whatsapp' | 'email'; recipient: string; subject: string | null; body: string }> = {}) => ({
  id,
  channel: 'sms' as const,
  recipient: '081234567890',
  subject: null,
  body: 'Kode verifikasi Kemudi Anda: 123456.',
  ...over,
});

describe('HTTP gateway adapters (against a local stand-in server)', () => {
  let gw: StandIn;
  beforeAll(async () => {
    gw = await startStandIn();
  });
  afterAll(() => gw.close());

  it('posts an SMS or WhatsApp as JSON with the bearer key and the outbox id as idempotency key', async () => {
    const sms = createHttpGateway({ channel: 'sms', url: gw.url, key: KEY });
    await sms.send(message('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'));
    const last = gw.received.at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(last.headers['idempotency-key']).toBe('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.body).toEqual({ to: '+6281234567890', text: 'Kode verifikasi Kemudi Anda: 123456.' });
  });

  it('posts an email with sender and subject', async () => {
    const email = createHttpGateway({ channel: 'email', url: gw.url, key: KEY, from: 'Kemudi <no-reply@kemudi.co.id>' });
    await email.send(message('id-email', { channel: 'email', recipient: 'budi@contoh.com', subject: 'Ubah kata sandi', body: 'Tautan: …' }));
    expect(gw.received.at(-1)!.body).toEqual({
      from: 'Kemudi <no-reply@kemudi.co.id>',
      to: 'budi@contoh.com',
      subject: 'Ubah kata sandi',
      text: 'Tautan: …',
    });
  });

  it('reports a 5xx or 429 as worth retrying and another 4xx as final', async () => {
    const sms = createHttpGateway({ channel: 'sms', url: gw.url, key: KEY });
    gw.answer(503, 429, 400);
    for (const retryable of [true, true, false]) {
      const error = await sms.send(message('id-x')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeliveryError);
      expect((error as DeliveryError).retryable).toBe(retryable);
    }
  });

  it('reports an unreachable gateway as worth retrying', async () => {
    const closed = await startStandIn();
    await closed.close();
    const error = await createHttpGateway({ channel: 'whatsapp', url: closed.url, key: KEY })
      .send(message('id-y'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).retryable).toBe(true);
  });

  it('configures a gateway only for channels with a URL and a key', () => {
    const config = testConfig({ SMS_GATEWAY_URL: gw.url, SMS_GATEWAY_KEY: KEY });
    expect(Object.keys(gatewaysFromConfig(config))).toEqual(['sms']);
    expect(() => testConfig({ SMS_GATEWAY_URL: gw.url })).toThrow(/SMS_GATEWAY_KEY: is required/);
    expect(() => testConfig({ EMAIL_GATEWAY_URL: 'ftp://x', EMAIL_GATEWAY_KEY: KEY })).toThrow(/EMAIL_GATEWAY_URL/);
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240]);
  });
});

describe('dispatcher (SMS gateway configured, WhatsApp left in the outbox)', () => {
  let ctx: TestContext;
  let gw: StandIn;
  const t0 = new Date('2026-11-25T01:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  beforeAll(async () => {
    gw = await startStandIn();
    ctx = await createTestContext({ SMS_GATEWAY_URL: gw.url, SMS_GATEWAY_KEY: KEY, MESSAGE_MAX_ATTEMPTS: '3', MESSAGE_RETRY_BASE_SECONDS: '30' });
  });
  afterAll(async () => {
    await ctx.close();
    await gw.close();
  });

  const options = () => ({
    gateways: gatewaysFromConfig(ctx.config),
    maxAttempts: ctx.config.MESSAGE_MAX_ATTEMPTS,
    retryBaseSeconds: ctx.config.MESSAGE_RETRY_BASE_SECONDS,
  });
  const rowsTo = (recipient: string) => ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  const queue = (to: string, text: string, channel: 'sms' | 'whatsapp' = 'sms') => queueMessage(ctx.db, { channel, to, text }, t0);

  it('sends a due message once and marks it sent; the gateway gets the row id as idempotency key', async () => {
    await queue('+62 811-1000-0001', 'Kode verifikasi Kemudi Anda: 111111.');
    const [row] = await rowsTo('081110000001');
    expect(row?.status).toBe('pending');
    const before = gw.received.length;
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(1) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(gw.received.length).toBe(before + 1);
    expect(gw.received.at(-1)!.headers['idempotency-key']).toBe(row!.id);
    expect(gw.received.at(-1)!.body.to).toBe('+6281110000001');
    const [after] = await rowsTo('081110000001');
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(after?.sentAt).not.toBeNull();
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(2) })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries after a 5xx once the back-off has passed, with the same idempotency key', async () => {
    await queue('081110000002', 'Kode verifikasi Kemudi Anda: 222222.');
    gw.answer(503);
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(10) })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await rowsTo('081110000002');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/503/);
    expect(waiting?.nextAttemptAt.toISOString()).toBe(at(40).toISOString());
    // Not due before the back-off has passed.
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(39) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(40) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const keys = gw.received.slice(-2).map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([waiting!.id, waiting!.id]);
    expect((await rowsTo('081110000002'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a message failed after the maximum number of attempts', async () => {
    await queue('081110000003', 'Kode verifikasi Kemudi Anda: 333333.');
    gw.answer(500, 502, 504);
    const before = gw.received.length;
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(100) })).toMatchObject({ retried: 1 });
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(130) })).toMatchObject({ retried: 1 });
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(190) })).toMatchObject({ failed: 1 });
    expect(gw.received.length).toBe(before + 3);
    expect((await rowsTo('081110000003'))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(100_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(gw.received.length).toBe(before + 3);
  });

  it('gives up at once when the gateway refuses the message (4xx)', async () => {
    await queue('081110000004', 'Kode verifikasi Kemudi Anda: 444444.');
    gw.answer(422);
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(200) })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rowsTo('081110000004'))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps a channel without a gateway in the outbox, never sent', async () => {
    await queue('081110000005', 'Kode verifikasi Kemudi Anda: 555555.', 'whatsapp');
    const before = gw.received.length;
    expect(await dispatchDue(ctx.db, { ...options(), clock: () => at(300) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(gw.received.length).toBe(before);
    expect((await rowsTo('081110000005'))[0]).toMatchObject({ status: 'outbox', attempts: 0 });
  });

  it('runs with the app when asked: a queued message reaches the gateway, and close() stops the dispatcher', async () => {
    const wa = await startStandIn();
    const reached = new Promise<void>((resolve) => wa.onRequest(resolve));
    const app = await buildApp({ db: ctx.db, config: testConfig({ WHATSAPP_GATEWAY_URL: wa.url, WHATSAPP_GATEWAY_KEY: KEY }), jobs: true });
    await queueMessage(ctx.db, { channel: 'whatsapp', to: '081110000006', text: 'Kode verifikasi Kemudi Anda: 666666.' });
    await app.ready();
    await reached;
    await app.close();
    expect(wa.received.map((r) => r.body.to)).toEqual(['+6281110000006']);
    expect((await rowsTo('081110000006'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    await wa.close();
  });

  it('does not serve the development outbox when a gateway is configured', async () => {
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
    expect((await ctx.get('/api/dev/outbox?to=081110000005')).status).toBe(404);
  });
});

describe('GET /api/dev/outbox (outbox mode)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lists what was sent to a phone, newest first, whichever §5 form the phone is written in', async () => {
    await queueMessage(ctx.db, { channel: 'sms', to: '081299990001', text: 'Kode verifikasi Kemudi Anda: 100001.' }, new Date('2026-11-25T01:00:00Z'));
    await queueMessage(ctx.db, { channel: 'whatsapp', to: '+6281299990001', text: 'Kode verifikasi Kemudi Anda: 100002.' }, new Date('2026-11-25T01:01:00Z'));
    await queueMessage(ctx.db, { channel: 'sms', to: '081299990002', text: 'Kode untuk orang lain' }, new Date('2026-11-25T01:02:00Z'));
    for (const to of ['081299990001', '6281299990001', '%2B6281299990001', '%2B62%20812-9999-0001']) {
      const res = await ctx.get(`/api/dev/outbox?to=${to}`);
      expect(res.status, to).toBe(200);
      expect(res.body.data).toEqual([
        { to: '081299990001', channel: 'whatsapp', text: 'Kode verifikasi Kemudi Anda: 100002.', createdAt: '2026-11-25T01:01:00.000Z' },
        { to: '081299990001', channel: 'sms', text: 'Kode verifikasi Kemudi Anda: 100001.', createdAt: '2026-11-25T01:00:00.000Z' },
      ]);
    }
    const [row] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '081299990001'));
    expect(row?.status).toBe('outbox');
  });

  it('matches an email address whatever its case, and answers an empty list for no messages', async () => {
    await queueMessage(ctx.db, { channel: 'email', to: 'Siti@Contoh.com', subject: 'Aktivasi email', text: 'Tautan aktivasi' });
    const res = await ctx.get('/api/dev/outbox?to=SITI@contoh.com');
    expect(res.body.data).toMatchObject([{ to: 'siti@contoh.com', channel: 'email', text: 'Tautan aktivasi' }]);
    expect((await ctx.get('/api/dev/outbox?to=081299990009')).body).toEqual({ status: 200, data: [] });
  });

  it('refuses a value that is neither a phone nor an email, in Indonesian', async () => {
    for (const to of ['12345', 'abc', '0712345678']) {
      const res = await ctx.get(`/api/dev/outbox?to=${to}`);
      expect(res.status, to).toBe(400);
      expect(res.body.errors[0].message).toMatch(/nomor HP/);
    }
    expect((await ctx.get('/api/dev/outbox')).status).toBe(400);
  });

  it('needs a token like every /api call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=081299990001' });
    expect(res.statusCode).toBe(401);
  });

  it('does not exist in production, even without gateways', async () => {
    const productions: Record<string, string>[] = [{ KEMUDI_ENV: 'production' }, { NODE_ENV: 'production' }];
    for (const env of productions) {
      const config = testConfig({ ...env, TOKEN_SECRET: 'p'.repeat(40), OAUTH_CLIENT_SECRET: 'production-secret', MIDTRANS_SERVER_KEY: 'SB-Mid-server-test-key', CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'turnstile-test-secret', CAPTCHA_SITE_KEY: '0x4AAAAAAAtestsitekey', SITE_URL: 'https://www.kemudi.co.id', CONSOLE_ORIGIN: 'https://konsol.kemudi.co.id', ...VAPID_ENV });
      const app = await buildApp({ db: ctx.db, config });
      await app.ready();
      expect(app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
      await app.close();
    }
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(true);
  });
});

// Push delivery itself (VAPID header, encryption, 404/410, failures) is tested in push.test.ts.
describe('push channel (VAPID keys configured, no SMS/WhatsApp/email gateway)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(VAPID_ENV);
  });
  afterAll(() => ctx.close());

  /** A browser subscription of `customerId` whose endpoint is the stand-in. */
  async function subscribed(endpoint: string) {
    const customer = await createCustomer(ctx);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await ctx.db.insert(pushSubscriptions).values({
      customerId: customer.id,
      endpoint,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    return customer;
  }

  it('configures push with VAPID keys and the database, and keeps the development outbox', async () => {
    expect(Object.keys(gatewaysFromConfig(ctx.config, ctx.db))).toEqual(['push']);
    expect(Object.keys(gatewaysFromConfig(ctx.config))).toEqual([]);
    expect(isOutboxMode(ctx.config)).toBe(true);
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(true);
    expect(isOutboxMode(testConfig({ ...VAPID_ENV, SMS_GATEWAY_URL: 'http://127.0.0.1:9/send', SMS_GATEWAY_KEY: KEY }))).toBe(false);
  });

  it('queues a push for a customer id with its { url, tag } payload; codes still go to the outbox', async () => {
    const customer = await subscribed('http://127.0.0.1:9/push/a');
    await queueMessage(ctx.db, { channel: 'push', to: customer.id.toUpperCase(), title: 'Pesanan diterima', text: 'Terima kasih.', url: '/myaccount', tag: 'order-7' });
    const [row] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.id));
    expect(row).toMatchObject({ channel: 'push', subject: 'Pesanan diterima', body: 'Terima kasih.', payload: { url: '/myaccount', tag: 'order-7' }, status: 'pending' });
    await queueMessage(ctx.db, { channel: 'sms', to: '081299990077', text: 'Kode verifikasi Kemudi Anda: 770077.' });
    expect((await ctx.get('/api/dev/outbox?to=081299990077')).body.data).toMatchObject([{ channel: 'sms', text: 'Kode verifikasi Kemudi Anda: 770077.' }]);
  });

  it('runs the dispatcher with the app when only push is configured: a queued push reaches the push service', async () => {
    const service = await startStandIn();
    const customer = await subscribed(service.url);
    const reached = new Promise<void>((resolve) => service.onRequest(resolve));
    const app = await buildApp({ db: ctx.db, config: ctx.config, jobs: true });
    await queueMessage(ctx.db, { channel: 'push', to: customer.id, title: 'Booking servis dikonfirmasi', text: 'Sabtu 09.00', url: '/myaccount' });
    await app.ready();
    await reached;
    await app.close();
    const got = service.received.at(-1)!;
    expect(got.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID_KEYS.publicKey}$`));
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    // Encrypted for the browser: the text is not readable on the way.
    expect(String(got.body)).not.toContain('Booking');
    const [row] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    await service.close();
  });
});
