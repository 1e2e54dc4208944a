import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { outboxMessages } from '@kemudi/db';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEmail, createSmtpGateway, DeliveryError, dispatchDue, EMAIL_TEMPLATE_NAMES, gatewaysFromConfig, type EmailTemplate, type SmtpGatewayOptions } from '../src/modules/messages';
import { createTestContext, testConfig, type TestContext } from './helpers';

/*
 * Email over SMTP (issue 27) against a real SMTP server in the test (smtp-server, the Nodemailer
 * project's own), read back with mailparser: what arrives (from, to, subject, the Indonesian text
 * and HTML parts, the Message-ID made from the outbox row), authentication after STARTTLS only,
 * and how each failure is reported to the dispatcher — refused connection and time-out retryable,
 * 4xx retryable, 550 and bad credentials final.
 */

const USER = 'kemudi-smtp';
const PASS = 'rahasia-smtp-123';
const FROM = 'Kemudi <no-reply@kemudi.co.id>';

type Arrived = { mail: ParsedMail; secure: boolean; user: unknown; envelope: { from: string; to: string[] } };

/** A real SMTP server on 127.0.0.1 offering STARTTLS (its built-in self-signed certificate) and requiring AUTH over it. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const arrived: Arrived[] = [];
  const logins: { username: string | undefined; secure: boolean }[] = [];
  const server = new SMTPServer({
    secure: false,
    authMethods: ['PLAIN', 'LOGIN'],
    // No credentials before STARTTLS: a client that did not upgrade cannot log in.
    allowInsecureAuth: false,
    authOptional: false,
    logger: false,
    onAuth(auth, session, callback) {
      logins.push({ username: auth.username, secure: session.secure });
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('ditolak')) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (address.address.startsWith('penuh')) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          arrived.push({
            mail,
            secure: session.secure,
            user: session.user,
            envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, arrived, logins, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

const gatewayFor = (port: number, over: Partial<SmtpGatewayOptions> = {}) =>
  createSmtpGateway({
    host: '127.0.0.1',
    port,
    security: 'starttls',
    user: USER,
    pass: PASS,
    from: FROM,
    timeoutMs: 2000,
    // The stand-in's certificate is its own self-signed one.
    tls: { rejectUnauthorized: false },
    ...over,
  });

const reset: EmailTemplate = { template: 'customer-password-reset', data: { name: 'Budi Santoso', link: 'https://www.kemudi.co.id/ubah-kata-sandi?token=abc123', minutes: 30 } };

function emailOf(id: string, to: string, template: EmailTemplate = reset) {
  const email = composeEmail(template);
  return { id, channel: 'email' as const, recipient: to, subject: email.subject, body: email.text, payload: { template: email.template.template, data: email.template.data } };
}

async function failureOf(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('SMTP gateway (a real SMTP server in the test)', () => {
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers over STARTTLS with AUTH: from, to, subject, Indonesian text and HTML parts, Message-ID from the outbox row', async () => {
    const gateway = gatewayFor(smtp.port);
    const id = '7a1c2f4e-0b5d-4c8e-9f10-1234567890ab';
    await gateway.send(emailOf(id, 'budi@contoh.com'));
    const got = smtp.arrived.at(-1)!;
    expect(got.secure).toBe(true);
    expect(got.user).toBe(USER);
    expect(got.envelope).toEqual({ from: 'no-reply@kemudi.co.id', to: ['budi@contoh.com'] });
    const { mail } = got;
    expect(mail.from?.value).toEqual([{ address: 'no-reply@kemudi.co.id', name: 'Kemudi' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe('budi@contoh.com');
    expect(mail.subject).toBe('Ubah kata sandi akun Kemudi');
    expect(mail.messageId).toBe(`<${id}@kemudi.co.id>`);
    expect(mail.headers.get('x-kemudi-outbox-id')).toBe(id);
    // The text part is the outbox row's body, word for word.
    expect(mail.text?.trim()).toBe(emailOf(id, 'budi@contoh.com').body);
    expect(mail.text).toContain('Halo Budi Santoso,');
    expect(mail.text).toContain('Buka tautan berikut dalam 30 menit untuk membuat kata sandi baru:\nhttps://www.kemudi.co.id/ubah-kata-sandi?token=abc123');
    // The HTML part: the template's layout in Indonesian with the link as a button.
    const html = String(mail.html);
    expect(html).toContain('lang="id"');
    expect(html).toContain('Ubah kata sandi</h1>');
    expect(html).toContain('Halo Budi Santoso,');
    expect(html).toMatch(/<a[^>]+href="https:\/\/www\.kemudi\.co\.id\/ubah-kata-sandi\?token=abc123"[^>]*>[\s\S]*Buat kata sandi baru/);
    expect(html).toContain('Jika tombol tidak berfungsi, salin tautan ini ke peramban Anda');
    expect(html).toContain('Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.');
  });

  it('renders every kind of email the site sends, escaping what a customer typed', async () => {
    const gateway = gatewayFor(smtp.port);
    const link = 'https://www.kemudi.co.id/x?token=t';
    const samples: EmailTemplate[] = [
      reset,
      { template: 'email-activation', data: { name: 'Budi', address: 'budi@contoh.com', link, hours: 24 } },
      { template: 'newsletter-confirmation', data: { email: 'budi@contoh.com', link, hours: 72 } },
      { template: 'staff-invite', data: { name: 'Dewi', invitedBy: 'Admin Kemudi', link, hours: 72 } },
      { template: 'staff-password-reset', data: { name: 'Dewi', link, minutes: 30 } },
      { template: 'lead-received', data: { leadNo: 'LD-0001', message: 'Halo Budi, permintaan test drive Anda tercatat.' } },
      { template: 'ticket-received', data: { ticketNo: 'TK-0001', message: 'Halo Budi, pertanyaan Anda sudah kami terima.', question: 'Apakah <b>Avanza</b> ada?' } },
      { template: 'ticket-reopened', data: { ticketNo: 'TK-0001', message: 'Halo Budi, tiket kami buka kembali.', question: 'Masih belum jelas.' } },
      { template: 'ticket-reply', data: { ticketNo: 'TK-0001', name: 'Budi', reply: 'Avanza tersedia di Sunter.', footer: 'Tiket TK-0001 · Tim Kemudi.' } },
    ];
    expect(samples.map((s) => s.template).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
    for (const [i, sample] of samples.entries()) {
      const message = emailOf(`00000000-0000-4000-8000-00000000000${i}`, `pelanggan${i}@contoh.com`, sample);
      await gateway.send(message);
      const { mail } = smtp.arrived.at(-1)!;
      expect(mail.subject).toBe(message.subject);
      expect(mail.text?.trim()).toBe(message.body);
      expect(String(mail.html)).toContain('Kemudi · Dealer resmi Toyota di Indonesia');
    }
    const question = String(smtp.arrived.at(-3)!.mail.html);
    expect(question).toContain('Apakah &lt;b&gt;Avanza&lt;/b&gt; ada?');
    expect(question).not.toContain('<b>Avanza</b>');
  });

  it('sends an email without a template (an older row) with an HTML part made from its text', async () => {
    await gatewayFor(smtp.port).send({ id: 'b2c3d4e5-0000-4000-8000-000000000001', channel: 'email', recipient: 'lama@contoh.com', subject: 'Info Kemudi', body: 'Halo,\n\nIni pesan lama: https://www.kemudi.co.id/promosi', payload: null });
    const { mail } = smtp.arrived.at(-1)!;
    expect(mail.text?.trim()).toBe('Halo,\n\nIni pesan lama: https://www.kemudi.co.id/promosi');
    expect(String(mail.html)).toContain('href="https://www.kemudi.co.id/promosi"');
  });

  it('550 for the recipient is final; 451 is worth retrying', async () => {
    const rejected = await failureOf(gatewayFor(smtp.port).send(emailOf('c0000000-0000-4000-8000-000000000001', 'ditolak@contoh.com')));
    expect(rejected.retryable).toBe(false);
    expect(rejected.message).toMatch(/550/);
    const later = await failureOf(gatewayFor(smtp.port).send(emailOf('c0000000-0000-4000-8000-000000000002', 'penuh@contoh.com')));
    expect(later.retryable).toBe(true);
    expect(later.message).toMatch(/451/);
  });

  it('wrong credentials are final (535) and nothing is delivered', async () => {
    const before = smtp.arrived.length;
    const error = await failureOf(gatewayFor(smtp.port, { pass: 'salah-sandi' }).send(emailOf('c0000000-0000-4000-8000-000000000003', 'budi@contoh.com')));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/535/);
    expect(smtp.arrived.length).toBe(before);
  });

  it('never sends the credentials in clear: a server that does not offer STARTTLS gets neither login nor message', async () => {
    const plain = await startSmtp({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    try {
      const error = await failureOf(gatewayFor(plain.port).send(emailOf('c0000000-0000-4000-8000-000000000004', 'budi@contoh.com')));
      expect(error.message).toMatch(/STARTTLS/i);
      expect(plain.logins).toEqual([]);
      expect(plain.arrived).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('a refused connection and a server that never greets are worth retrying', async () => {
    const silent: TcpServer = createTcpServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const closed: TcpServer = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    try {
      const refused = await failureOf(gatewayFor(closedPort).send(emailOf('d0000000-0000-4000-8000-000000000001', 'budi@contoh.com')));
      expect(refused.retryable).toBe(true);
      expect(refused.message).toMatch(/ECONNECTION|ECONNREFUSED/);
      const started = Date.now();
      const timedOut = await failureOf(gatewayFor(silentPort, { timeoutMs: 300 }).send(emailOf('d0000000-0000-4000-8000-000000000002', 'budi@contoh.com')));
      expect(timedOut.retryable).toBe(true);
      expect(timedOut.message).toMatch(/ETIMEDOUT|timeout/i);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('configuration (SMTP_*)', () => {
  it('makes email go over SMTP with SMTP_HOST, and refuses half or conflicting settings', () => {
    const config = testConfig({ SMTP_HOST: 'email-smtp.ap-southeast-3.amazonaws.com', SMTP_USER: USER, SMTP_PASS: PASS });
    expect(config).toMatchObject({ SMTP_PORT: 587, SMTP_SECURE: 'starttls', SMTP_TIMEOUT_MS: 10_000 });
    expect(Object.keys(gatewaysFromConfig(config))).toEqual(['email']);
    expect(() => testConfig({ SMTP_HOST: 'smtp.contoh.com', SMTP_USER: USER })).toThrow(/SMTP_PASS: SMTP_USER and SMTP_PASS are set together/);
    expect(() => testConfig({ SMTP_USER: USER, SMTP_PASS: PASS })).toThrow(/SMTP_HOST: is required/);
    expect(() => testConfig({ SMTP_HOST: 'smtp.contoh.com', EMAIL_GATEWAY_URL: 'https://gw.contoh.com', EMAIL_GATEWAY_KEY: 'kunci-gateway' })).toThrow(/EMAIL_GATEWAY_URL: cannot be set together with SMTP_HOST/);
    expect(() => testConfig({ SMTP_HOST: 'smtp contoh' })).toThrow(/SMTP_HOST/);
    expect(() => testConfig({ SMTP_HOST: 'smtp.contoh.com', SMTP_SECURE: 'ssl' })).toThrow(/SMTP_SECURE/);
    expect(() => testConfig({ EMAIL_FROM: 'bukan alamat' })).toThrow(/EMAIL_FROM/);
    expect(() => testConfig({ KEMUDI_ENV: 'production', SMTP_HOST: 'smtp.contoh.com', SMTP_SECURE: 'none' })).toThrow(/SMTP_SECURE: cannot be none in production/);
  });
});

describe('the outbox through SMTP (dispatcher)', () => {
  let smtp: Smtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestContext({ SITE_URL: 'https://www.kemudi.test', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: USER, SMTP_PASS: PASS });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('sends the newsletter confirmation queued by the API, keeps the row as the record, and retries nothing once sent', async () => {
    const address = `smtp.${Date.now()}@contoh.com`;
    const answer = await ctx.app.inject({ method: 'POST', url: customerCalls.subscribeForm.path, headers: { authorization: `Bearer ${ctx.token}` }, remoteAddress: '192.0.2.77', payload: { email: address } });
    expect(answer.statusCode).toBe(200);
    const [queued] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, address));
    expect(queued).toMatchObject({ channel: 'email', status: 'pending', subject: 'Konfirmasi langganan newsletter Kemudi' });
    expect(queued?.payload).toMatchObject({ template: 'newsletter-confirmation' });
    // The gateway the configuration makes, trusting the stand-in's self-signed certificate.
    expect(Object.keys(gatewaysFromConfig(ctx.config))).toContain('email');
    const email = gatewayFor(smtp.port);
    const options = { gateways: { email }, maxAttempts: 3, retryBaseSeconds: 30, clock: () => new Date(Date.now() + 1000) };
    expect(await dispatchDue(ctx.db, options)).toMatchObject({ sent: 1, failed: 0 });
    const got = smtp.arrived.find((a) => a.envelope.to.includes(address));
    expect(got?.mail.subject).toBe('Konfirmasi langganan newsletter Kemudi');
    expect(got?.mail.messageId).toBe(`<${queued!.id}@kemudi.co.id>`);
    expect(got?.mail.text?.trim()).toBe(queued!.body);
    expect(queued!.body).toMatch(/^Halo,\n\nKami menerima permintaan berlangganan newsletter Kemudi untuk .+\. Buka tautan berikut dalam 72 jam untuk mengonfirmasinya:\nhttps:\/\/www\.kemudi\.test\/berlangganan\/konfirmasi\?token=/);
    expect(String(got?.mail.html)).toMatch(/href="https:\/\/www\.kemudi\.test\/berlangganan\/konfirmasi\?token=[\w-]+"/);
    expect(String(got?.mail.html)).toContain('Konfirmasi langganan');
    const [sent] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await dispatchDue(ctx.db, options)).toMatchObject({ sent: 0 });
  });
});
