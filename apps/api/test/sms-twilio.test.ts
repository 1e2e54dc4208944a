import { createServer } from 'node:net';
import { outboxMessages } from '@kemudi/db';
import { accountCalls } from '@kemudi/domain/contracts/account';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDue, gatewaysFromConfig, queueMessage } from '../src/modules/messages';
import { createCustomer, createTestContext, testConfig, type TestContext } from './helpers';
import { MESSAGING_SERVICE_SID, startTwilioStandIn, statusCallback, TWILIO_SID, TWILIO_TOKEN, type TwilioStandIn } from './twilio-stand-in';

const CALLBACK_URL = 'https://www.kemudi.test/api/messages/v1/webhooks/twilio';

/* SMS through Twilio's Messages API (issue 27) against a local stand-in that checks requests as Twilio documents them. */

const twilioEnv = (baseUrl: string, extra: Record<string, string> = {}) => ({
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  TWILIO_MESSAGING_SERVICE_SID: MESSAGING_SERVICE_SID,
  TWILIO_BASE_URL: baseUrl,
  MESSAGE_PROVIDER_TIMEOUT_MS: '500',
  ...extra,
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let phoneCount = 0;
const freshPhone = () => `0813${String(process.pid % 1000).padStart(3, '0')}8${String((phoneCount += 1)).padStart(4, '0')}`;

describe('SMS through Twilio (against a local stand-in of the Messages API)', () => {
  let twilio: TwilioStandIn;
  let ctx: TestContext;
  let clock = new Date();

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    ctx = await createTestContext(twilioEnv(twilio.url, { RATE_LIMITS: 'off', TWILIO_STATUS_CALLBACK_URL: CALLBACK_URL }));
  });
  afterAll(async () => {
    await ctx?.close();
    await twilio?.close();
  });

  const dispatch = (config = ctx.config) => {
    clock = new Date(clock.getTime() + 3_600_000);
    return dispatchDue(ctx.db, { gateways: gatewaysFromConfig(config), maxAttempts: 3, retryBaseSeconds: 30, clock: () => clock });
  };
  const rowsTo = (phone: string) => ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.createdAt));
  const post = (url: string, body: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${ctx.token}` }, payload: body as object, remoteAddress: '10.27.1.1' });

  it('sends the login code by SMS (form-encoded, Basic auth, the Messaging Service) and that code logs the customer in', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), verified: 'sms' });
    const asked = await post(accountCalls.generateOtpSms.path, { phoneNumber: customer.phone, purpose: 'login' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });

    const request = twilio.requests.at(-1)!;
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`);
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(request.form).sort()).toEqual(['Body', 'MessagingServiceSid', 'StatusCallback', 'To']);
    expect(request.form).toMatchObject({ To: `+62${customer.phone.slice(1)}`, MessagingServiceSid: MESSAGING_SERVICE_SID, StatusCallback: CALLBACK_URL });
    const code = /Kode verifikasi Kemudi Anda: (\d{6})\./.exec(request.form.Body ?? '')?.[1];
    expect(code).toBeDefined();

    const [row] = await rowsTo(customer.phone);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', providerMessageId: twilio.messages.at(-1)!.sid, body: request.form.Body });
    expect(row!.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);

    const login = await post(accountCalls.validateOtpSms.path, { phoneNumber: customer.phone, otp: code, purpose: 'login' });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('sends from one sender (TWILIO_FROM) when no Messaging Service is set', async () => {
    const config = testConfig({ TWILIO_ACCOUNT_SID: TWILIO_SID, TWILIO_AUTH_TOKEN: TWILIO_TOKEN, TWILIO_FROM: 'KEMUDI', TWILIO_BASE_URL: twilio.url });
    const phone = freshPhone();
    await queueMessage(ctx.db, { channel: 'sms', to: phone, text: 'Kode verifikasi Kemudi Anda: 424242.' }, clock);
    expect(await dispatch(config)).toMatchObject({ sent: 1 });
    // Without TWILIO_STATUS_CALLBACK_URL no callback is asked for.
    expect(twilio.requests.at(-1)!.form).toEqual({ To: `+62${phone.slice(1)}`, Body: 'Kode verifikasi Kemudi Anda: 424242.', From: 'KEMUDI' });
  });

  describe('status callbacks', () => {
    const sendOne = async () => {
      const phone = freshPhone();
      await queueMessage(ctx.db, { channel: 'sms', to: phone, text: 'Kode verifikasi Kemudi Anda: 777777.' }, clock);
      expect(await dispatch()).toMatchObject({ sent: 1 });
      return { phone, message: twilio.messages.at(-1)! };
    };
    const callback = (cb: ReturnType<typeof statusCallback>, signature: string | null = cb.signature) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/messages/v1/webhooks/twilio',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
        payload: new URLSearchParams(cb.form).toString(),
      });

    it('stores sent and delivered on the SMS; a replay or a late "sent" changes nothing', async () => {
      const { phone, message } = await sendOne();
      expect((await callback(statusCallback(message, 'queued'))).json()).toEqual({ status: 'ok', applied: false });
      expect((await callback(statusCallback(message, 'sent'))).json()).toEqual({ status: 'ok', applied: true });
      expect((await rowsTo(phone))[0]).toMatchObject({ deliveryStatus: 'sent', deliveredAt: null });
      const delivered = await callback(statusCallback(message, 'delivered'));
      expect(delivered.statusCode).toBe(200);
      const [row] = await rowsTo(phone);
      expect(row).toMatchObject({ deliveryStatus: 'delivered' });
      expect(row!.deliveredAt).toBeInstanceOf(Date);
      await callback(statusCallback(message, 'delivered'));
      await callback(statusCallback(message, 'sent'));
      expect((await rowsTo(phone))[0]).toMatchObject({ deliveryStatus: 'delivered', deliveredAt: row!.deliveredAt });
    });

    it('stores an undelivered SMS with its error code', async () => {
      const { phone, message } = await sendOne();
      expect((await callback(statusCallback(message, 'undelivered', '30003'))).statusCode).toBe(200);
      expect((await rowsTo(phone))[0]).toMatchObject({ deliveryStatus: 'failed', deliveryError: '30003 undelivered' });
    });

    it('refuses a bad or missing signature with 401 and changes nothing', async () => {
      const { phone, message } = await sendOne();
      const forged = statusCallback(message, 'delivered', undefined, 'token-orang-lain-12345');
      for (const signature of [forged.signature, null, 'bm90LWEtc2lnbmF0dXJl']) {
        const res = await callback(statusCallback(message, 'delivered'), signature);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: [{ type: 'InvalidSignature', message: 'Tanda tangan callback Twilio tidak sah' }] });
      }
      // A field changed after signing (the status) breaks the signature too.
      const tampered = statusCallback(message, 'delivered');
      const res = await callback({ ...tampered, form: { ...tampered.form, MessageStatus: 'failed' } });
      expect(res.statusCode).toBe(401);
      expect((await rowsTo(phone))[0]).toMatchObject({ deliveryStatus: null });
    });

    it('answers 200 to a message it does not know', async () => {
      const unknown = statusCallback({ sid: `SM${'a'.repeat(32)}`, to: '+6281200000000', body: 'x', messagingServiceSid: null, from: 'KEMUDI', statusCallback: CALLBACK_URL }, 'delivered');
      const res = await callback(unknown);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', applied: false });
    });
  });

  describe('failure modes', () => {
    const queueOne = async () => {
      const phone = freshPhone();
      await queueMessage(ctx.db, { channel: 'sms', to: phone, text: 'Kode verifikasi Kemudi Anda: 123456.' }, clock);
      return phone;
    };

    it('retries a 5xx and a 429, then sends', async () => {
      const phone = await queueOne();
      twilio.failNext({ status: 503, code: 20500, message: 'Internal Server Error' });
      expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect((await rowsTo(phone))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/503/) });
      twilio.failNext({ status: 429, code: 20429, message: 'Too Many Requests' });
      expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect((await rowsTo(phone))[0]!.lastError).toMatch(/429: 20429 Too Many Requests/);
      expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect((await rowsTo(phone))[0]).toMatchObject({ status: 'sent', attempts: 3 });
    });

    it('gives up at once on a 4xx refusal (an invalid number, bad credentials)', async () => {
      for (const failure of [
        { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." },
        { status: 401, code: 20003, message: 'Authenticate' },
      ]) {
        const phone = await queueOne();
        twilio.failNext(failure);
        expect(await dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
        expect((await rowsTo(phone))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining(`${failure.status}: ${failure.code}`) });
      }
      // The real refusal too: the stand-in checks the credentials itself.
      const wrongToken = testConfig(twilioEnv(twilio.url, { TWILIO_AUTH_TOKEN: 'token-yang-sudah-dicabut' }));
      const phone = await queueOne();
      expect(await dispatch(wrongToken)).toEqual({ sent: 0, retried: 0, failed: 1 });
      expect((await rowsTo(phone))[0]!.lastError).toMatch(/401: 20003 Authenticate/);
    });

    it('retries when Twilio does not answer in time', async () => {
      const phone = await queueOne();
      twilio.failNext('hang');
      const started = Date.now();
      expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await rowsTo(phone))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/twilio unreachable/) });
      expect(await dispatch()).toMatchObject({ sent: 1 });
    });

    it('retries when the connection is refused', async () => {
      const refused = testConfig(twilioEnv(`http://127.0.0.1:${await closedPort()}`));
      const phone = await queueOne();
      expect(await dispatch(refused)).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect((await rowsTo(phone))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/twilio unreachable/) });
      expect(await dispatch()).toMatchObject({ sent: 1 });
    });
  });
});

describe('Twilio configuration', () => {
  const base = twilioEnv('https://api.twilio.com');

  it('chooses Twilio for SMS when its variables are set, and needs a sender', () => {
    expect(Object.keys(gatewaysFromConfig(testConfig(base)))).toEqual(['sms']);
    const { TWILIO_MESSAGING_SERVICE_SID: _service, ...withoutSender } = base;
    expect(() => testConfig(withoutSender)).toThrow(/TWILIO_MESSAGING_SERVICE_SID: is required with Twilio, or TWILIO_FROM/);
    expect(() => testConfig({ ...base, TWILIO_AUTH_TOKEN: '' })).toThrow(/TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set together/);
    expect(() => testConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_ACCOUNT_SID: must be a Twilio account SID/);
    expect(() => testConfig({ ...base, TWILIO_STATUS_CALLBACK_URL: 'https://www.kemudi.co.id/twilio' })).toThrow(/TWILIO_STATUS_CALLBACK_URL: must end with \/api\/messages\/v1\/webhooks\/twilio/);
  });

  it('refuses Twilio together with the JSON SMS gateway, and a plain-http Twilio URL in production', () => {
    expect(() => testConfig({ ...base, SMS_GATEWAY_URL: 'https://gw.example.com/sms', SMS_GATEWAY_KEY: 'kunci-gateway-123' })).toThrow(/SMS_GATEWAY_URL: cannot be set together with TWILIO_ACCOUNT_SID/);
    const production = { KEMUDI_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), OAUTH_CLIENT_SECRET: 'rahasia-produksi', SITE_URL: 'https://www.kemudi.co.id' };
    expect(() => testConfig({ ...base, ...production, TWILIO_BASE_URL: 'http://api.twilio.example' })).toThrow(/TWILIO_BASE_URL: must be an https:\/\/ URL in production/);
  });
});
