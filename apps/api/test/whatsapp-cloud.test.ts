import { createServer } from 'node:net';
import { outboxMessages } from '@kemudi/db';
import { accountCalls } from '@kemudi/domain/contracts/account';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDue, gatewaysFromConfig, queueMessage, registerWhatsAppTemplates, whatsappMessage, WHATSAPP_TEMPLATE_NAMES } from '../src/modules/messages';
import { createCustomer, createTestContext, testConfig, type TestContext } from './helpers';
import {
  APP_SECRET,
  CLOUD_TOKEN,
  metaSignature,
  PHONE_NUMBER_ID,
  startWhatsAppCloudStandIn,
  statusNotification,
  VERIFY_TOKEN,
  WABA_ID,
  type WhatsAppCloudStandIn,
} from './whatsapp-cloud-stand-in';

/*
 * WhatsApp through the Cloud API (issue 27) against a local stand-in of Meta's Graph API that
 * checks each send as Meta documents it, and Meta's status webhooks signed with the app secret.
 */

const WEBHOOK = '/api/messages/v1/webhooks/whatsapp';


const cloudEnv = (graphUrl: string, extra: Record<string, string> = {}) => ({
  WHATSAPP_CLOUD_TOKEN: CLOUD_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  WHATSAPP_GRAPH_URL: graphUrl,
  MESSAGE_PROVIDER_TIMEOUT_MS: '500',
  MESSAGE_MAX_ATTEMPTS: '3',
  ...extra,
});

/** A port nothing listens on: a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let phoneCount = 0;
const freshPhone = () => `0813${String(process.pid % 1000).padStart(3, '0')}7${String((phoneCount += 1)).padStart(4, '0')}`;

describe('WhatsApp Cloud API (against a local stand-in of the Graph API)', () => {
  let meta: WhatsAppCloudStandIn;
  let ctx: TestContext;
  // Real time: the login code is queued at the app's real clock.
  let clock = new Date();

  beforeAll(async () => {
    meta = await startWhatsAppCloudStandIn();
    ctx = await createTestContext(cloudEnv(meta.url, { RATE_LIMITS: 'off' }));
    // The dealer registers the templates first (npm run whatsapp:register-templates): Meta's checks of each apply.
    const registered = await registerWhatsAppTemplates({ graphUrl: meta.url, businessAccountId: WABA_ID, token: CLOUD_TOKEN });
    expect(registered.filter((r) => r.outcome !== 'created')).toEqual([]);
  });
  afterAll(async () => {
    await ctx?.close();
    await meta?.close();
  });

  /** One dispatcher round a minute after the last, so every retry is due. */
  const dispatch = () => {
    clock = new Date(clock.getTime() + 3_600_000);
    return dispatchDue(ctx.db, { gateways: gatewaysFromConfig(ctx.config), maxAttempts: 3, retryBaseSeconds: 30, clock: () => clock });
  };
  const rowsTo = (phone: string) => ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.createdAt));
  const post = (url: string, body: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${ctx.token}` }, payload: body as object, remoteAddress: '10.27.0.1' });

  it('registers every template once: Meta accepts each, a second run finds them there', async () => {
    expect(Object.keys(meta.templates).sort()).toEqual([...WHATSAPP_TEMPLATE_NAMES].sort());
    // The authentication template's text is Meta's preset, with the security sentence asked for.
    expect(meta.templates.kemudi_kode_verifikasi).toEqual({ category: 'AUTHENTICATION', language: 'id', text: '*{{1}}* adalah kode verifikasi Anda. Demi keamanan, jangan bagikan kode ini.' });
    const again = await registerWhatsAppTemplates({ graphUrl: meta.url, businessAccountId: WABA_ID, token: CLOUD_TOKEN });
    expect(new Set(again.map((r) => r.outcome))).toEqual(new Set(['exists']));
    const refused = await registerWhatsAppTemplates({ graphUrl: meta.url, businessAccountId: WABA_ID, token: 'EAAsalahTokenYangTidakDikenal', names: ['kemudi_tiket_balasan'] });
    expect(refused).toEqual([{ name: 'kemudi_tiket_balasan', outcome: 'failed', detail: expect.stringMatching(/^401 190 /) }]);
  });

  it('sends the login code as the authentication template with its copy-code button, and that code logs the customer in', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), verified: 'whatsapp' });
    const asked = await post(accountCalls.generateOtpWhatsApp.path, { phoneNumber: customer.phone, purpose: 'login' });
    expect(asked.statusCode, asked.body).toBe(200);
    const [queued] = await rowsTo(customer.phone);
    expect(queued).toMatchObject({ channel: 'whatsapp', status: 'pending' });

    expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const request = meta.requests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${CLOUD_TOKEN}`);
    expect(request.path).toBe(`/v26.0/${PHONE_NUMBER_ID}/messages`);
    const code = request.body.template.components[0].parameters[0].text as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `+62${customer.phone.slice(1)}`,
      type: 'template',
      template: {
        name: 'kemudi_kode_verifikasi',
        language: { code: 'id' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
    expect(meta.sent.at(-1)).toMatchObject({ name: 'kemudi_kode_verifikasi', copyCode: code, rendered: `*${code}* adalah kode verifikasi Anda. Demi keamanan, jangan bagikan kode ini.` });

    // The row is sent, carries Meta's message id, and keeps the text of the code as the record.
    const [row] = await rowsTo(customer.phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: meta.sent.at(-1)!.id });
    expect(row!.body).toContain(`Kode verifikasi Kemudi Anda: ${code}.`);

    // What the customer copied from WhatsApp works.
    const login = await post(accountCalls.validateOtpWhatsApp.path, { phoneNumber: customer.phone, otp: code, purpose: 'login' });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('sends a booking update as a utility template: what the phone shows is the outbox record', async () => {
    const phone = freshPhone();
    const message = whatsappMessage('kemudi_booking_kabar', [
      'Servis Berkala',
      'BK-261125-ABC12',
      'terkonfirmasi pada Rabu, 25 Nov 2026 pukul 10.00 WIB di Kemudi Toyota Sunter. Lacak atau ubah di https://www.kemudi.co.id/lacak/BK-261125-ABC12',
    ]);
    await queueMessage(ctx.db, { channel: 'whatsapp', to: phone, ...message }, clock);
    expect(await dispatch()).toMatchObject({ sent: 1 });
    const sent = meta.sent.at(-1)!;
    expect(sent).toMatchObject({ name: 'kemudi_booking_kabar', language: 'id', to: `+62${phone.slice(1)}` });
    expect(sent.params).toEqual(['Servis Berkala', 'BK-261125-ABC12', message.template.params[2]]);
    const [row] = await rowsTo(phone);
    expect(row!.body).toBe(sent.rendered);
    expect(row!.body).toMatch(/^Kemudi: Servis Berkala \(BK-261125-ABC12\) terkonfirmasi pada Rabu/);
    expect(row!.payload).toEqual({ whatsapp: { name: 'kemudi_booking_kabar', language: 'id', category: 'UTILITY', params: sent.params } });
  });

  it('sends a staff reply written over several lines on one line (Meta refuses new lines in a parameter)', async () => {
    const phone = freshPhone();
    await queueMessage(ctx.db, { channel: 'whatsapp', to: phone, ...whatsappMessage('kemudi_tiket_balasan', ['Budi', 'Jadwal terdekat:\nSabtu pagi.\n\n\tTerima kasih.', 'TK-1']) }, clock);
    expect(await dispatch()).toMatchObject({ sent: 1 });
    expect(meta.sent.at(-1)!.params).toEqual(['Budi', 'Jadwal terdekat: Sabtu pagi. Terima kasih.', 'TK-1']);
    expect((await rowsTo(phone))[0]!.body).toBe(meta.sent.at(-1)!.rendered);
  });

  it('marks a message without a template failed at once: the Cloud API cannot start a conversation with free text', async () => {
    const phone = freshPhone();
    await queueMessage(ctx.db, { channel: 'whatsapp', to: phone, text: 'Teks bebas tanpa template' }, clock);
    const before = meta.requests.length;
    expect(await dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(meta.requests.length).toBe(before);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/no template/) });
  });

  describe('failure modes', () => {
    const queueOne = async () => {
      const phone = freshPhone();
      await queueMessage(ctx.db, { channel: 'whatsapp', to: phone, ...whatsappMessage('kemudi_pesanan_status', ['ORD-1', 'Dikirim', 'Mobil Anda dalam perjalanan.', 'https://www.kemudi.co.id/akun/pesanan/ORD-1']) }, clock);
      return phone;
    };

    it('retries a 5xx, a 429 and a throttle code sent with 400 (130429), and sends once Meta answers', async () => {
      const phone = await queueOne();
      meta.failNext({ status: 503, code: 2, message: 'Service temporarily unavailable' });
      expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect((await rowsTo(phone))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/503/) });
      meta.failNext({ status: 429, code: 80007, message: 'Rate limit issues' });
      expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      // Three attempts are the limit: this one is the third and goes through.
      expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
      const other = await queueOne();
      meta.failNext({ status: 400, code: 130429, message: 'Rate limit hit' });
      expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect((await rowsTo(other))[0]!.lastError).toMatch(/130429/);
      expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    });

    it('gives up at once on a refusal: an unknown template (132001), a bad token (190)', async () => {
      for (const failure of [
        { status: 404, code: 132001, message: 'Template name does not exist in the translation' },
        { status: 401, code: 190, message: 'Invalid OAuth access token' },
      ]) {
        const phone = await queueOne();
        meta.failNext(failure);
        expect(await dispatch()).toMatchObject({ failed: 1 });
        expect((await rowsTo(phone))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining(String(failure.code)) });
      }
    });

    it('retries when Meta does not answer in time', async () => {
      const phone = await queueOne();
      meta.failNext('hang');
      const started = Date.now();
      expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await rowsTo(phone))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/unreachable/) });
      expect(await dispatch()).toMatchObject({ sent: 1 });
    });

    it('retries when the connection is refused', async () => {
      const config = testConfig(cloudEnv(`http://127.0.0.1:${await closedPort()}/v26.0`));
      const phone = await queueOne();
      clock = new Date(clock.getTime() + 3_600_000);
      const round = await dispatchDue(ctx.db, { gateways: gatewaysFromConfig(config), maxAttempts: 3, retryBaseSeconds: 30, clock: () => clock });
      expect(round).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect((await rowsTo(phone))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/unreachable/) });
      expect(await dispatch()).toMatchObject({ sent: 1 });
    });
  });

  describe('status webhook', () => {
    /** Posts `body` as Meta does: the raw bytes and their signature. */
    const notify = (raw: string, signature: string | null = metaSignature(raw)) =>
      ctx.app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, payload: raw });

    /** A message sent through the stand-in: its row's phone and Meta's id. */
    const sendOne = async () => {
      const phone = freshPhone();
      await queueMessage(ctx.db, { channel: 'whatsapp', to: phone, ...whatsappMessage('kemudi_pesanan_dibayar', ['ORD-2', 'Rp 1.000.000', 'Pesanan Anda kami siapkan.', 'https://www.kemudi.co.id/akun/pesanan/ORD-2']) }, clock);
      await dispatch();
      const [row] = await rowsTo(phone);
      return { phone, id: row!.providerMessageId! };
    };
    const t = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

    it('answers the subscription handshake only with our verify token', async () => {
      const ok = await ctx.app.inject({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      expect(ok.headers['content-type']).toMatch(/^text\/plain/);
      const wrong = await ctx.app.inject({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=tebakan-yang-salah-sekali&hub.challenge=1158201444` });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ errors: [{ type: 'Forbidden', message: 'Token verifikasi webhook WhatsApp tidak cocok' }] });
      const notSubscribe = await ctx.app.inject({ method: 'GET', url: `${WEBHOOK}?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1` });
      expect(notSubscribe.statusCode).toBe(403);
      const script = await ctx.app.inject({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=%3Cscript%3E` });
      expect(script.statusCode).toBe(400);
      expect(script.body).not.toContain('<script>');
    });

    it('stores sent, delivered and read on the message, keeping the first time of each; a replay changes nothing', async () => {
      const { phone, id } = await sendOne();
      const raw = JSON.stringify(
        statusNotification([
          { id, status: 'sent', timestamp: t('2026-11-25T02:00:00Z') },
          { id, status: 'delivered', timestamp: t('2026-11-25T02:00:05Z') },
        ]),
      );
      const first = await notify(raw);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'ok', applied: 2, ignored: 0 });
      expect((await rowsTo(phone))[0]).toMatchObject({ deliveryStatus: 'delivered', deliveredAt: new Date('2026-11-25T02:00:05Z'), readAt: null });

      // Read arrives, then (late, out of order) the same 'delivered' again: read stays.
      expect((await notify(JSON.stringify(statusNotification([{ id, status: 'read', timestamp: t('2026-11-25T02:10:00Z') }])))).statusCode).toBe(200);
      const replay = await notify(raw);
      expect(replay.statusCode).toBe(200);
      const [row] = await rowsTo(phone);
      expect(row).toMatchObject({ status: 'sent', deliveryStatus: 'read', deliveredAt: new Date('2026-11-25T02:00:05Z'), readAt: new Date('2026-11-25T02:10:00Z'), deliveryError: null });
    });

    it('stores a failure with its error code and title', async () => {
      const { phone, id } = await sendOne();
      const raw = JSON.stringify(
        statusNotification([
          { id, status: 'failed', timestamp: t('2026-11-25T03:00:00Z'), errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'Recipient is not a WhatsApp user' } }] },
        ]),
      );
      expect((await notify(raw)).json()).toEqual({ status: 'ok', applied: 1, ignored: 0 });
      expect((await rowsTo(phone))[0]).toMatchObject({
        deliveryStatus: 'failed',
        deliveryFailedAt: new Date('2026-11-25T03:00:00Z'),
        deliveryError: '131026 Message undeliverable Recipient is not a WhatsApp user',
      });
      // A late 'delivered' does not hide the failure.
      await notify(JSON.stringify(statusNotification([{ id, status: 'delivered', timestamp: t('2026-11-25T03:00:01Z') }])));
      expect((await rowsTo(phone))[0]!.deliveryStatus).toBe('failed');
    });

    it('refuses a bad or missing signature with 401 and changes nothing', async () => {
      const { phone, id } = await sendOne();
      const raw = JSON.stringify(statusNotification([{ id, status: 'read', timestamp: t('2026-11-25T04:00:00Z') }]));
      for (const signature of [metaSignature(raw, 'another-app-secret-entirely'), metaSignature(`${raw} `), 'sha256=zz', 'sha1=abc', null]) {
        const res = await notify(raw, signature);
        expect(res.statusCode, String(signature)).toBe(401);
        expect(res.json()).toEqual({ errors: [{ type: 'InvalidSignature', message: 'Tanda tangan webhook WhatsApp tidak sah' }] });
      }
      expect((await rowsTo(phone))[0]).toMatchObject({ deliveryStatus: null, readAt: null });
    });

    it('checks the signature on the raw bytes Meta sent (escaped characters included)', async () => {
      const { phone, id } = await sendOne();
      // Meta escapes non-ASCII as \uXXXX: re-serialising the parsed JSON would change the bytes.
      const raw = JSON.stringify(statusNotification([{ id, status: 'delivered', timestamp: t('2026-11-25T05:00:00Z') }])).replace('"object"', '"note":"Pesan \\u00e9","object"');
      expect((await notify(raw)).statusCode).toBe(200);
      expect((await rowsTo(phone))[0]!.deliveryStatus).toBe('delivered');
    });

    it('answers 200 to a status of a message it does not know, and 400 to a signed body that is not a notification', async () => {
      const raw = JSON.stringify(statusNotification([{ id: 'wamid.HBgLNjI4MTIzNDU2Nzg5MBUCABEYEjQ0', status: 'delivered', timestamp: t('2026-11-25T06:00:00Z') }]));
      const res = await notify(raw);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', applied: 0, ignored: 1 });
      const garbage = await notify('{"object": ');
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().errors[0].message).toBe('Isi webhook WhatsApp bukan JSON yang valid');
    });
  });
});

describe('WhatsApp Cloud API configuration', () => {
  const base = cloudEnv('https://graph.facebook.com/v26.0');

  it('chooses the Cloud API when its variables are set, and needs all four', () => {
    expect(Object.keys(gatewaysFromConfig(testConfig(base)))).toEqual(['whatsapp']);
    const { WHATSAPP_APP_SECRET: _secret, ...withoutSecret } = base;
    expect(() => testConfig(withoutSecret)).toThrow(/WHATSAPP_APP_SECRET: is required with the WhatsApp Cloud API/);
    expect(() => testConfig({ ...base, WHATSAPP_PHONE_NUMBER_ID: '+62 811' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: must be the numeric phone number ID/);
  });

  it('refuses the Cloud API together with the JSON gateway, and a plain-http Graph URL in production', () => {
    expect(() => testConfig({ ...base, WHATSAPP_GATEWAY_URL: 'https://gw.example.com/send', WHATSAPP_GATEWAY_KEY: 'kunci-gateway-123' })).toThrow(/WHATSAPP_GATEWAY_URL: cannot be set together with WHATSAPP_CLOUD_TOKEN/);
    const production = { KEMUDI_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), OAUTH_CLIENT_SECRET: 'rahasia-produksi', SITE_URL: 'https://www.kemudi.co.id' };
    expect(() => testConfig({ ...base, ...production, WHATSAPP_GRAPH_URL: 'http://graph.example.com/v26.0' })).toThrow(/WHATSAPP_GRAPH_URL: must be an https:\/\/ URL in production/);
  });

  it('serves the webhook only when the Cloud API is configured', async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1` });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
