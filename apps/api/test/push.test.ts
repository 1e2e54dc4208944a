/**
 * Web push (issue 11; §4 notification permission, "the push-notification session is cleared") over
 * the real database: the public key, subscribing (SSRF refusal of unknown push services, one row
 * per endpoint, the confirmation push queued with it), unsubscribing, the subscriptions a closed
 * session takes with it, and delivery: the real web-push library signing and encrypting for a
 * local stand-in push service that verifies the VAPID header and decrypts the payload.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customerSessions, outboxMessages, pushSubscriptions } from '@kemudi/db';
import { accountCalls } from '@kemudi/domain/contracts/account';
import { authCalls } from '@kemudi/domain/contracts/auth';
import { pathOf, queryOf, type Call, type CallInput } from '@kemudi/domain/contracts/call';
import { envelope } from '@kemudi/domain/contracts/common';
import { pushCalls } from '@kemudi/domain/contracts/push';
import { and, desc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDue, gatewaysFromConfig, MAX_SUBSCRIPTION_FAILURES, pushEndpointAllowed, queueMessage } from '../src/modules/messages';
import { CONFIRMATION_PUSH, withVapidKeys } from '../src/modules/push';
import { createCustomer, createTestContext, customerToken, testConfig, type TestContext } from './helpers';
import { startPushService, type BrowserSubscription, type PushService } from './push-service';

const VAPID = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:uji@kemudi.co.id';
const pushConfig = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: SUBJECT,
  PUSH_ENDPOINT_HOSTS: '127.0.0.1,fcm.googleapis.com,.push.apple.com',
  RATE_LIMITS: 'off',
};

type Answer = { status: number; body: any };
const errorOf = (a: Answer) => a.body.errors?.[0] as { type: string; message: string } | undefined;

/** A subscription a browser could give for FCM (never sent to in these tests: no dispatcher runs). */
function fcmSubscription(): BrowserSubscription {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(16).toString('base64url')}`,
    keys: { p256dh: `B${randomBytes(64).toString('base64url')}`, auth: randomBytes(16).toString('base64url') },
  };
}

function caller(ctx: TestContext) {
  /** Sends a call as its contract describes it; a 200 answer must parse with the call's own schema. */
  return async <C extends Call>(call: C, input: CallInput<C>, token: string | null = ctx.token): Promise<Answer> => {
    const { query, body } = input as { query?: object; body?: unknown };
    const response = await ctx.app.inject({
      method: call.method,
      url: `${pathOf(call)}${queryOf(query)}`,
      headers: token ? { authorization: `Bearer ${token}`, 'user-agent': 'Uji/1.0' } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const answer = { status: response.statusCode, body: response.json() };
    if (answer.status === 200) {
      const parsed = envelope(call.data).safeParse(answer.body);
      expect(parsed.success, parsed.error?.message).toBe(true);
    }
    return answer;
  };
}

const subscriptionsOf = (ctx: TestContext, customerId: string) => ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
const pushesTo = (ctx: TestContext, customerId: string) =>
  ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'push'), eq(outboxMessages.recipient, customerId)))
    .orderBy(desc(outboxMessages.createdAt));

describe('push calls', () => {
  let ctx: TestContext;
  let send: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await createTestContext(pushConfig);
    send = caller(ctx);
  });
  afterAll(() => ctx.close());

  it('answers the VAPID public key to any caller with a token', async () => {
    const customer = await createCustomer(ctx);
    for (const token of [ctx.token, await customerToken(ctx, customer.id), await customerToken(ctx, customer.id, { temporary: true })]) {
      const res = await send(pushCalls.publicKey, {}, token);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ publicKey: VAPID.publicKey });
    }
    expect((await send(pushCalls.publicKey, {}, null)).status).toBe(401);
  });

  it('stores the subscription for the customer and the session, and queues the confirmation push with it', async () => {
    const customer = await createCustomer(ctx);
    const token = await customerToken(ctx, customer.id);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const sub = fcmSubscription();
    const res = await send(pushCalls.subscribe, { body: { ...sub, expirationTime: null } }, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ subscribed: true });
    const [row] = await subscriptionsOf(ctx, customer.id);
    expect(row).toMatchObject({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, sessionId: sid, userAgent: 'Uji/1.0', failureCount: 0 });
    const pushes = await pushesTo(ctx, customer.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      subject: 'Notifikasi Kemudi aktif',
      body: CONFIRMATION_PUSH.text,
      payload: { url: '/myaccount/notifikasi', tag: CONFIRMATION_PUSH.tag },
      // VAPID keys are configured: the dispatcher of a server would send it.
      status: 'pending',
    });

    // The site re-sends the same subscription silently: no second confirmation, the row moves to the new session.
    const later = await customerToken(ctx, customer.id);
    expect((await send(pushCalls.subscribe, { body: sub }, later)).status).toBe(200);
    const rows = await subscriptionsOf(ctx, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sessionId).not.toBe(sid);
    expect(await pushesTo(ctx, customer.id)).toHaveLength(1);
  });

  it('gives the row of a browser to the customer who subscribes it next', async () => {
    const first = await createCustomer(ctx);
    const second = await createCustomer(ctx);
    const sub = fcmSubscription();
    await send(pushCalls.subscribe, { body: sub }, await customerToken(ctx, first.id));
    const res = await send(pushCalls.subscribe, { body: sub }, await customerToken(ctx, second.id));
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(ctx, first.id)).toHaveLength(0);
    expect((await subscriptionsOf(ctx, second.id)).map((r) => r.endpoint)).toEqual([sub.endpoint]);
    expect(await pushesTo(ctx, second.id)).toHaveLength(1);
  });

  it('refuses an endpoint outside PUSH_ENDPOINT_HOSTS (the API would POST to it) with an Indonesian 400', async () => {
    const customer = await createCustomer(ctx);
    const token = await customerToken(ctx, customer.id);
    const keys = fcmSubscription().keys;
    for (const endpoint of [
      'https://intranet.kemudi.local/admin/hapus',
      'http://169.254.169.254/latest/meta-data/',
      'https://fcm.googleapis.com.penyerang.com/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://push.apple.com.penyerang.com/x',
      'ftp://fcm.googleapis.com/x',
    ]) {
      const res = await send(pushCalls.subscribe, { body: { endpoint, keys } }, token);
      expect(res.status, endpoint).toBe(400);
      expect(errorOf(res)?.message, endpoint).toMatch(/^Alamat layanan notifikasi tidak dikenal/);
    }
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(0);
    expect(await pushesTo(ctx, customer.id)).toHaveLength(0);
    // A subdomain of a '.'-entry is a push service.
    expect((await send(pushCalls.subscribe, { body: { endpoint: 'https://api.push.apple.com/3/device/abc', keys } }, token)).status).toBe(200);
  });

  it('allows plain http only for a loopback stand-in outside production', () => {
    const hosts = ['127.0.0.1', 'fcm.googleapis.com'];
    expect(pushEndpointAllowed('http://127.0.0.1:4555/push/x', hosts, false)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4555/push/x', hosts, true)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/x', hosts, true)).toBe(true);
    expect(pushEndpointAllowed('bukan url', hosts, false)).toBe(false);
  });

  it('refuses a malformed subscription with an Indonesian 400', async () => {
    const customer = await createCustomer(ctx);
    const token = await customerToken(ctx, customer.id);
    const good = fcmSubscription();
    for (const body of [
      {},
      { endpoint: good.endpoint },
      { endpoint: 'bukan-url', keys: good.keys },
      { endpoint: good.endpoint, keys: { p256dh: 'pendek', auth: good.keys.auth } },
      { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: 'bukan base64!' } },
      { endpoint: `https://fcm.googleapis.com/${'x'.repeat(2000)}`, keys: good.keys },
    ]) {
      const res = await send(pushCalls.subscribe, { body: body as never }, token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res)?.type).toBe('ValidationError');
      expect(errorOf(res)?.message).toMatch(/[a-z]/);
      expect(errorOf(res)?.message).not.toMatch(/Required|Invalid|expected/);
    }
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(0);
  });

  it('subscribes and unsubscribes only with a full customer token', async () => {
    const customer = await createCustomer(ctx);
    const sub = fcmSubscription();
    const asGuest = await send(pushCalls.subscribe, { body: sub });
    expect(asGuest.status).toBe(401);
    expect(errorOf(asGuest)?.type).toBe('InvalidTokenError');
    const temporary = await send(pushCalls.subscribe, { body: sub }, await customerToken(ctx, customer.id, { temporary: true }));
    expect(temporary.status).toBe(403);
    expect(errorOf(temporary)?.message).toBe('Verifikasi nomor HP Anda terlebih dahulu untuk melanjutkan.');
    expect((await send(pushCalls.unsubscribe, { body: { endpoint: sub.endpoint } })).status).toBe(401);
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(0);
  });

  it("unsubscribes the customer's own subscription only", async () => {
    const owner = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const ownerToken = await customerToken(ctx, owner.id);
    const sub = fcmSubscription();
    await send(pushCalls.subscribe, { body: sub }, ownerToken);
    const notTheirs = await send(pushCalls.unsubscribe, { body: { endpoint: sub.endpoint } }, await customerToken(ctx, other.id));
    expect(notTheirs.body.data).toEqual({ removed: false });
    expect(await subscriptionsOf(ctx, owner.id)).toHaveLength(1);
    expect((await send(pushCalls.unsubscribe, { body: { endpoint: sub.endpoint } }, ownerToken)).body.data).toEqual({ removed: true });
    expect(await subscriptionsOf(ctx, owner.id)).toHaveLength(0);
    expect((await send(pushCalls.unsubscribe, { body: { endpoint: sub.endpoint } }, ownerToken)).body.data).toEqual({ removed: false });
    const bad = await send(pushCalls.unsubscribe, { body: { endpoint: 'bukan-url' } }, ownerToken);
    expect(bad.status).toBe(400);
    expect(errorOf(bad)?.type).toBe('ValidationError');
  });
});

describe('closing a session clears its push subscriptions (§4)', () => {
  let ctx: TestContext;
  let send: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await createTestContext(pushConfig);
    send = caller(ctx);
  });
  afterAll(() => ctx.close());

  const login = async (username: string, password: string) => {
    const res = await send(accountCalls.login, { body: { username, password } });
    expect(res.status).toBe(200);
    return res.body.data as { access_token: string; refresh_token: string };
  };

  it("logging out deletes that session's subscriptions, not those of the customer's other browsers", async () => {
    const customer = await createCustomer(ctx);
    const phone = await login(customer.email!, customer.password!);
    const laptop = await login(customer.email!, customer.password!);
    const onPhone = fcmSubscription();
    const onLaptop = fcmSubscription();
    await send(pushCalls.subscribe, { body: onPhone }, phone.access_token);
    await send(pushCalls.subscribe, { body: onLaptop }, laptop.access_token);
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(2);

    expect((await send(accountCalls.logout, { body: {} }, phone.access_token)).status).toBe(200);
    expect((await subscriptionsOf(ctx, customer.id)).map((r) => r.endpoint)).toEqual([onLaptop.endpoint]);
    // The logged-out browser cannot subscribe again with its old token.
    expect((await send(pushCalls.subscribe, { body: onPhone }, phone.access_token)).status).toBe(401);
  });

  it('a reused refresh token closes the session and its subscriptions', async () => {
    const customer = await createCustomer(ctx);
    const tokens = await login(customer.email!, customer.password!);
    await send(pushCalls.subscribe, { body: fcmSubscription() }, tokens.access_token);
    const refresh = (refresh_token: string) =>
      send(authCalls.refreshToken, { body: { refresh_token, clientId: ctx.config.OAUTH_CLIENT_ID, clientSecret: ctx.config.OAUTH_CLIENT_SECRET } });
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(1);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(0);
  });

  it('a password reset ends every session and every subscription of the account', async () => {
    const customer = await createCustomer(ctx);
    const a = await login(customer.email!, customer.password!);
    const b = await login(customer.email!, customer.password!);
    await send(pushCalls.subscribe, { body: fcmSubscription() }, a.access_token);
    await send(pushCalls.subscribe, { body: fcmSubscription() }, b.access_token);
    expect((await send(accountCalls.forgotPassword, { query: { userId: customer.email! } })).status).toBe(200);
    const [mail] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.email!)).orderBy(desc(outboxMessages.createdAt)).limit(1);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    expect((await send(accountCalls.resetPassword, { body: { token, password: 'sandibaru99' } })).status).toBe(200);
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(0);
    const sessions = await ctx.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(sessions.every((s) => s.revokedReason === 'password-reset')).toBe(true);
  });
});

describe('delivery through the web-push library to a stand-in push service', () => {
  let ctx: TestContext;
  let send: ReturnType<typeof caller>;
  let service: PushService;
  const options = () => ({ gateways: gatewaysFromConfig(ctx.config, ctx.db), maxAttempts: 3, retryBaseSeconds: 30 });
  /** Runs dispatcher rounds as of `at` (messages queued by the API are due at once). */
  const dispatch = (at = new Date()) => dispatchDue(ctx.db, { ...options(), clock: () => at });

  beforeAll(async () => {
    service = await startPushService();
    ctx = await createTestContext(pushConfig);
    send = caller(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await service.close();
  });

  it('delivers the confirmation push: VAPID-signed for the push service, payload encrypted for the browser', async () => {
    const customer = await createCustomer(ctx);
    const browser = service.subscribe();
    expect((await send(pushCalls.subscribe, { body: browser }, await customerToken(ctx, customer.id))).status).toBe(200);
    const arrived = service.next();
    expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const push = await arrived;
    expect(push.status).toBe(201);
    expect(push.vapid).toMatchObject({ aud: service.origin, sub: SUBJECT, publicKey: VAPID.publicKey });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.payload).toEqual({
      title: 'Notifikasi Kemudi aktif',
      body: CONFIRMATION_PUSH.text,
      url: '/myaccount/notifikasi',
      tag: CONFIRMATION_PUSH.tag,
    });
    const [row] = await subscriptionsOf(ctx, customer.id);
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
    expect((await pushesTo(ctx, customer.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends a queued push to every browser of the customer (the one way later issues notify)', async () => {
    const customer = await createCustomer(ctx);
    const browsers = [service.subscribe(), service.subscribe()];
    for (const b of browsers) {
      await ctx.db.insert(pushSubscriptions).values({ customerId: customer.id, endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth });
    }
    await queueMessage(ctx.db, { channel: 'push', to: customer.id, title: 'Booking servis dikonfirmasi', text: 'Sabtu, 28 Nov 2026 09.00', url: '/myaccount/booking', tag: 'booking-1' });
    const before = service.received.length;
    expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const got = service.received.slice(before);
    expect(got.map((r) => r.path).sort()).toEqual(browsers.map((b) => new URL(b.endpoint).pathname).sort());
    for (const r of got) expect(r.payload).toEqual({ title: 'Booking servis dikonfirmasi', body: 'Sabtu, 28 Nov 2026 09.00', url: '/myaccount/booking', tag: 'booking-1' });
  });

  it('removes a subscription the push service answers 410 Gone, and fails a push with no browser left', async () => {
    const customer = await createCustomer(ctx);
    const browser = service.subscribe();
    await ctx.db.insert(pushSubscriptions).values({ customerId: customer.id, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth });
    await queueMessage(ctx.db, { channel: 'push', to: customer.id, title: 'Pesanan diterima', text: 'Terima kasih.', url: '/myaccount' });
    service.answer(410);
    expect(await dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(service.received.at(-1)?.status).toBe(410);
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(0);
    const [message] = await pushesTo(ctx, customer.id);
    expect(message).toMatchObject({ status: 'failed' });
    expect(message?.lastError).toMatch(/gone \(410\)/);
  });

  it('retries when the push service is unavailable, counting the failures on the subscription', async () => {
    const customer = await createCustomer(ctx);
    const browser = service.subscribe();
    await ctx.db.insert(pushSubscriptions).values({ customerId: customer.id, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth });
    const t0 = new Date();
    await queueMessage(ctx.db, { channel: 'push', to: customer.id, title: 'Promo', text: 'Diskon servis.', url: '/promo' }, t0);
    service.answer(503);
    expect(await dispatch(t0)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await subscriptionsOf(ctx, customer.id))[0]).toMatchObject({ failureCount: 1 });
    const arrived = service.next();
    expect(await dispatch(new Date(t0.getTime() + 31_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await arrived).payload).toMatchObject({ title: 'Promo' });
    expect((await subscriptionsOf(ctx, customer.id))[0]).toMatchObject({ failureCount: 0 });
  });

  it(`never posts to a stored endpoint outside the allowed hosts, and forgets it after ${MAX_SUBSCRIPTION_FAILURES} failures`, async () => {
    const customer = await createCustomer(ctx);
    const keys = service.subscribe().keys;
    await ctx.db.insert(pushSubscriptions).values({ customerId: customer.id, endpoint: 'https://intranet.kemudi.local/hapus', p256dh: keys.p256dh, auth: keys.auth, failureCount: MAX_SUBSCRIPTION_FAILURES - 1 });
    await queueMessage(ctx.db, { channel: 'push', to: customer.id, title: 'Uji', text: 'Uji', url: '/' });
    const before = service.received.length;
    expect(await dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(service.received.length).toBe(before);
    expect(await subscriptionsOf(ctx, customer.id)).toHaveLength(0);
  });

  it('refuses to queue a push to something that is not a customer id or a site path', async () => {
    await expect(queueMessage(ctx.db, { channel: 'push', to: '081234567890', title: 'x', text: 'x', url: '/' })).rejects.toThrow(/customer id/);
    await expect(queueMessage(ctx.db, { channel: 'push', to: '00000000-0000-4000-8000-00000000b0d1', title: 'x', text: 'x', url: 'https://penyerang.com' })).rejects.toThrow(/site path/);
  });
});

describe('VAPID keys of the server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kemudi-vapid-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes them from the environment when set', async () => {
    const config = await withVapidKeys(testConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey }));
    expect(config).toMatchObject({ VAPID_PUBLIC_KEY: VAPID.publicKey, vapidSource: 'environment' });
  });

  it('generates a pair once in development, keeps it in DATA_DIR/vapid.json and reuses it', async () => {
    const first = await withVapidKeys(testConfig({ DATA_DIR: dir }));
    expect(first.vapidSource).toBe('generated');
    const stored = JSON.parse(await readFile(join(dir, 'vapid.json'), 'utf8'));
    expect(stored).toEqual({ publicKey: first.VAPID_PUBLIC_KEY, privateKey: first.VAPID_PRIVATE_KEY });
    const second = await withVapidKeys(testConfig({ DATA_DIR: dir }));
    expect(second).toMatchObject({ vapidSource: 'file', VAPID_PUBLIC_KEY: first.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: first.VAPID_PRIVATE_KEY });
    // The generated pair is one the library signs with.
    expect(() => webpush.getVapidHeaders('https://fcm.googleapis.com', SUBJECT, second.VAPID_PUBLIC_KEY!, second.VAPID_PRIVATE_KEY!, 'aes128gcm')).not.toThrow();
  });

  it('refuses a damaged vapid.json instead of replacing the pair browsers subscribed with', async () => {
    const other = await mkdtemp(join(tmpdir(), 'kemudi-vapid-'));
    await writeFile(join(other, 'vapid.json'), '{"publicKey":"x"}');
    await expect(withVapidKeys(testConfig({ DATA_DIR: other }))).rejects.toThrow(/does not hold a VAPID key pair/);
    await rm(other, { recursive: true, force: true });
  });
});

// Last: an app built without VAPID keys tells the message module that push has no gateway (a
// process-wide setting, as the environment is), which the tests above must not see.
describe('a server without VAPID keys', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('says in Indonesian that notifications are unavailable on a server without VAPID keys', async () => {
    const send = caller(ctx);
    const unavailable = { type: 'PushUnavailable', message: 'Notifikasi belum tersedia saat ini. Coba lagi nanti.' };
    const key = await send(pushCalls.publicKey, {});
    expect(key.status).toBe(503);
    expect(errorOf(key)).toEqual(unavailable);
    const customer = await createCustomer(ctx);
    const sub = await send(pushCalls.subscribe, { body: fcmSubscription() }, await customerToken(ctx, customer.id));
    expect(sub.status).toBe(503);
    expect(errorOf(sub)).toEqual(unavailable);
  });

  it('keeps a push in the outbox: nothing would send it', async () => {
    const customer = await createCustomer(ctx);
    await queueMessage(ctx.db, { channel: 'push', to: customer.id, title: 'Uji', text: 'Uji', url: '/' });
    expect((await pushesTo(ctx, customer.id))[0]).toMatchObject({ status: 'outbox' });
    expect(gatewaysFromConfig(ctx.config, ctx.db).push).toBeUndefined();
  });
});
