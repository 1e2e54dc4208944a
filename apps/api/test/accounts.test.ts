/**
 * Customer accounts (issue 10) over the real database: registration, codes read back from the
 * outbox (never a stub), the limits on sending and checking codes, password login, the §4
 * temporary login and its promotion, refresh rotation and reuse, logout, forgotten password and
 * email activation. Time is moved forward on the app's clock instead of waited for.
 */
import { randomBytes } from 'node:crypto';
import { customerSessions, outboxMessages } from '@kemudi/db';
import { ACCOUNT_MESSAGES, OTP_MAX_ATTEMPTS } from '@kemudi/domain/account';
import { ACCOUNT_ERROR_MESSAGES, accountCalls } from '@kemudi/domain/contracts/account';
import { authCalls } from '@kemudi/domain/contracts/auth';
import { pathOf, queryOf, type Call, type CallInput } from '@kemudi/domain/contracts/call';
import { envelope } from '@kemudi/domain/contracts/common';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { formatRetryDelay } from '@kemudi/domain/format';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/lib/password';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

let clockMs = Date.now();
const clock = () => new Date(clockMs);
const advance = (seconds: number) => {
  clockMs += seconds * 1000;
};

let ipCount = 0;
/** Every request comes from its own address unless a test says otherwise, so per-address limits stay out of the way. */
const freshIp = () => {
  ipCount += 1;
  return `10.${Math.floor(ipCount / 62500) % 250}.${Math.floor(ipCount / 250) % 250}.${(ipCount % 250) + 1}`;
};

let phoneCount = 0;
/** A phone number no other test uses (0857 + pid-dependent digits). */
const freshPhone = () => {
  phoneCount += 1;
  return `0857${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCount).padStart(4, '0')}`;
};
const freshEmail = (name = 'uji') => `${name}.${randomBytes(4).toString('hex')}@contoh.com`;

type Answer = { status: number; body: any; headers: Record<string, unknown> };

let ctx: TestContext;

/**
 * Sends a call as its contract describes it, with `token` (default: the system token) from `ip`.
 * A 200 answer must parse with the call's own schema, as the web parses it.
 */
async function send<C extends Call>(call: C, input: CallInput<C>, options: { token?: string; ip?: string } = {}): Promise<Answer> {
  const { params, query, body } = input as { params?: Record<string, string>; query?: object; body?: unknown };
  const response = await ctx.app.inject({
    method: call.method,
    url: `${pathOf(call, params)}${queryOf(query)}`,
    headers: { authorization: `Bearer ${options.token ?? ctx.token}` },
    remoteAddress: options.ip ?? freshIp(),
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  const answer = { status: response.statusCode, body: response.json(), headers: response.headers };
  if (answer.status === 200) {
    const parsed = envelope(call.data).safeParse(answer.body);
    expect(parsed.success, parsed.error?.message).toBe(true);
  }
  return answer;
}

const errorOf = (answer: Answer) => answer.body.errors?.[0] as { type: string; message: string } | undefined;

/** The newest message the outbox holds for a phone or email. */
async function lastMessage(to: string) {
  const [row] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.createdAt)).limit(1);
  return row;
}
async function lastCode(phone: string): Promise<string> {
  const row = await lastMessage(phone);
  const code = /Kode verifikasi Kemudi Anda: (\d{6})\./.exec(row?.body ?? '')?.[1];
  expect(code, row?.body).toBeDefined();
  return code!;
}
const messageCount = async (to: string) => (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to))).length;

const PASSWORD = 'rahasia123';
async function registerCustomer(overrides: { phoneNumber?: string; email?: string; name?: string } = {}) {
  const body = { name: 'Siti Rahma', phoneNumber: freshPhone(), email: freshEmail(), password: PASSWORD, ...overrides };
  const answer = await send(accountCalls.register, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...body, tokens: answer.body.data as { access_token: string; refresh_token: string; temporary: boolean } };
}

/** Registers and verifies the phone by WhatsApp: a customer with a full session. */
async function verifiedCustomer() {
  const registered = await registerCustomer();
  const temp = registered.tokens.access_token;
  expect((await send(accountCalls.generateOtpWhatsApp, { body: { phoneNumber: registered.phoneNumber, purpose: 'register' } }, { token: temp })).status).toBe(200);
  const code = await lastCode(registered.phoneNumber);
  const answer = await send(accountCalls.validateOtpWhatsApp, { body: { phoneNumber: registered.phoneNumber, otp: code, purpose: 'register' } }, { token: temp });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...registered, tokens: answer.body.data as { access_token: string; refresh_token: string; temporary: boolean } };
}

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
});
afterAll(() => ctx.close());

describe('passwords', () => {
  it('are hashed with scrypt, salted, parameters in the string, and verified', async () => {
    const one = await hashPassword('rahasia123');
    const two = await hashPassword('rahasia123');
    expect(one).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('rahasia123', one)).toBe(true);
    expect(await verifyPassword('rahasia124', one)).toBe(false);
    expect(await verifyPassword('rahasia123', 'scrypt$1$1$1$x$y')).toBe(false);
  });
});

describe('registration', () => {
  it('creates an unverified customer with a temporary session (§4)', async () => {
    const registered = await registerCustomer({ phoneNumber: '+62 857-0000-1001', email: 'Siti.Daftar@Contoh.com' });
    expect(registered.tokens.temporary).toBe(true);
    const current = await send(customerCalls.current, { query: { deviceType: 'web' } }, { token: registered.tokens.access_token });
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({
      name: 'Siti Rahma',
      email: 'siti.daftar@contoh.com',
      phoneNumber: '085700001001',
      isSmsVerified: false,
      isWaVerified: false,
      isEmailVerified: false,
      temporary: true,
    });
    expect(current.body.data.customerNo).toMatch(/^KMD\d{8}$/);
    // The temporary login is for verifying the phone only: elsewhere it is not a login.
    const elsewhere = await ctx.app.inject({ method: 'GET', url: '/api/promo/v1/promo/national?size=1', headers: { authorization: `Bearer ${registered.tokens.access_token}` } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses malformed phone numbers (§5) and weak input with Indonesian messages', async () => {
    for (const phoneNumber of ['0212345678', '0801234567', '08123', '08123456789012', 'abc0812345678', '+1 202 555 0100', '']) {
      const answer = await send(accountCalls.register, { body: { name: 'Budi', phoneNumber, email: freshEmail(), password: PASSWORD } });
      expect(answer.status, phoneNumber).toBe(400);
      expect(errorOf(answer)?.type).toBe('ValidationError');
      expect(errorOf(answer)?.message).toContain(phoneNumber === '' ? ACCOUNT_MESSAGES.PHONE_EMPTY : ACCOUNT_MESSAGES.PHONE_INVALID);
    }
    const weak = await send(accountCalls.register, { body: { name: 'Budi', phoneNumber: freshPhone(), email: freshEmail(), password: 'hanyahuruf' } });
    expect(weak.status).toBe(400);
    expect(errorOf(weak)?.message).toContain(ACCOUNT_MESSAGES.PASSWORD_WEAK);
    const badEmail = await send(accountCalls.register, { body: { name: 'Budi', phoneNumber: freshPhone(), email: 'bu@x', password: PASSWORD } });
    expect(errorOf(badEmail)?.message).toContain(ACCOUNT_MESSAGES.EMAIL_INVALID);
    const badName = await send(accountCalls.register, { body: { name: '<b>Budi</b>', phoneNumber: freshPhone(), email: freshEmail(), password: PASSWORD } });
    expect(errorOf(badName)?.message).toContain(ACCOUNT_MESSAGES.NAME_INVALID);
  });

  it('refuses a phone verified on another account and a taken email (409), even when two registrations race', async () => {
    const owner = await createCustomer(ctx, { phone: freshPhone(), email: freshEmail('pemilik') });
    const phoneTaken = await send(accountCalls.register, { body: { name: 'Budi', phoneNumber: owner.phone, email: freshEmail(), password: PASSWORD } });
    expect(phoneTaken.status).toBe(409);
    expect(errorOf(phoneTaken)).toEqual({ type: 'PhoneAlreadyVerified', message: ACCOUNT_ERROR_MESSAGES.PhoneAlreadyVerified });
    const check = await send(accountCalls.checkPhoneVerified, { body: { phoneNumber: owner.phone.replace(/^0/, '+62') } });
    expect(check.body.data).toEqual({ phoneNumber: owner.phone, verifiedOnOtherAccount: true });

    const emailTaken = await send(accountCalls.register, { body: { name: 'Budi', phoneNumber: freshPhone(), email: owner.email!.toUpperCase(), password: PASSWORD } });
    expect(emailTaken.status).toBe(409);
    expect(errorOf(emailTaken)).toEqual({ type: 'EmailAlreadyUsed', message: ACCOUNT_ERROR_MESSAGES.EmailAlreadyUsed });

    const email = freshEmail('balapan');
    const race = await Promise.all(
      [0, 1].map(() => send(accountCalls.register, { body: { name: 'Budi', phoneNumber: freshPhone(), email, password: PASSWORD } })),
    );
    expect(race.map((a) => a.status).sort()).toEqual([200, 409]);

    // An unverified phone may be registered again (the first to verify it keeps it).
    const unverified = await registerCustomer();
    const again = await send(accountCalls.register, { body: { name: 'Budi', phoneNumber: unverified.phoneNumber, email: freshEmail(), password: PASSWORD } });
    expect(again.status).toBe(200);
    // Only a verified phone counts as registered for logging in by code.
    expect((await send(accountCalls.checkAccount, { body: { phoneNumber: unverified.phoneNumber } })).body.data).toEqual({ registered: false, hasPassword: false });
    expect((await send(accountCalls.checkAccount, { body: { phoneNumber: owner.phone } })).body.data).toEqual({ registered: true, hasPassword: true });
    expect((await send(accountCalls.checkAccount, { body: { phoneNumber: freshPhone() } })).body.data).toEqual({ registered: false, hasPassword: false });
  });
});

describe('verifying the phone of a new account (§4 temporary login promoted)', () => {
  it('sends the code to the customer’s own phone and promotes the session on the right code', async () => {
    const registered = await registerCustomer();
    const temp = registered.tokens.access_token;
    // Without the temporary token there is nobody to verify.
    const asGuest = await send(accountCalls.generateOtpWhatsApp, { body: { phoneNumber: registered.phoneNumber, purpose: 'register' } });
    expect(asGuest.status).toBe(401);
    expect(errorOf(asGuest)).toEqual({ type: 'InvalidTokenError', message: 'User is not authenticated' });
    const otherPhone = await send(accountCalls.generateOtpWhatsApp, { body: { phoneNumber: freshPhone(), purpose: 'register' } }, { token: temp });
    expect(otherPhone.status).toBe(400);

    const sent = await send(accountCalls.generateOtpWhatsApp, { body: { phoneNumber: registered.phoneNumber, purpose: 'register' } }, { token: temp });
    expect(sent.body.data).toEqual({ channel: 'whatsapp', phoneNumber: registered.phoneNumber, expiresIn: 300, resendIn: 60 });
    const message = await lastMessage(registered.phoneNumber);
    // The tests run in outbox mode (no gateway): the message stays in the outbox.
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'outbox' });
    expect(message!.body).toMatch(/^Kode verifikasi Kemudi Anda: \d{6}\. Berlaku 5 menit\. Jangan berikan kode ini kepada siapa pun, termasuk petugas Kemudi\.$/);
    const code = await lastCode(registered.phoneNumber);
    // Issue 27: the WhatsApp Cloud API sends it as the authentication template, the code its one parameter.
    expect(message!.payload).toEqual({ whatsapp: { name: 'kemudi_kode_verifikasi', language: 'id', category: 'AUTHENTICATION', params: [code] } });

    const wrong = await send(
      accountCalls.validateOtpWhatsApp,
      { body: { phoneNumber: registered.phoneNumber, otp: code === '000000' ? '111111' : '000000', purpose: 'register' } },
      { token: temp },
    );
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong)).toEqual({ type: 'InvalidOtp', message: 'Kode OTP salah. Sisa percobaan: 4.' });

    const promoted = await send(accountCalls.validateOtpWhatsApp, { body: { phoneNumber: registered.phoneNumber, otp: code, purpose: 'register' } }, { token: temp });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.temporary).toBe(false);
    expect(promoted.body.data.customer).toMatchObject({ isWaVerified: true, isSmsVerified: false, temporary: false, phoneNumber: registered.phoneNumber });
    // The temporary session is over; the full one works everywhere.
    expect((await send(customerCalls.current, {}, { token: temp })).status).toBe(401);
    const current = await send(customerCalls.current, {}, { token: promoted.body.data.access_token });
    expect(current.body.data).toMatchObject({ temporary: false, isWaVerified: true });
    // The code was used up.
    const reused = await send(accountCalls.validateOtpWhatsApp, { body: { phoneNumber: registered.phoneNumber, otp: code, purpose: 'login' } });
    expect(errorOf(reused)?.type).toBe('OtpExpired');
    // The phone is now taken: another registration with it is refused.
    const another = await send(accountCalls.register, { body: { name: 'Budi', phoneNumber: registered.phoneNumber, email: freshEmail(), password: PASSWORD } });
    expect(another.status).toBe(409);
  });

  it('lets only the first of two accounts sharing an unverified phone verify it', async () => {
    const phoneNumber = freshPhone();
    const first = await registerCustomer({ phoneNumber });
    const second = await registerCustomer({ phoneNumber });
    await send(accountCalls.generateOtpSms, { body: { phoneNumber, purpose: 'register' } }, { token: first.tokens.access_token });
    const firstCode = await lastCode(phoneNumber);
    expect((await send(accountCalls.validateOtpSms, { body: { phoneNumber, otp: firstCode, purpose: 'register' } }, { token: first.tokens.access_token })).status).toBe(200);
    const refused = await send(accountCalls.generateOtpSms, { body: { phoneNumber, purpose: 'register' } }, { token: second.tokens.access_token });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)?.type).toBe('PhoneAlreadyVerified');
  });
});

describe('logging in with a code', () => {
  it('answers a full session for a registered phone and marks the channel verified', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), verified: 'whatsapp', password: null });
    const sent = await send(accountCalls.generateOtpSms, { body: { phoneNumber: customer.phone.replace(/^0/, '62'), purpose: 'login' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ channel: 'sms', phoneNumber: customer.phone });
    expect((await lastMessage(customer.phone))!.channel).toBe('sms');
    const login = await send(accountCalls.validateOtpSms, { body: { phoneNumber: customer.phone, otp: await lastCode(customer.phone), purpose: 'login' } });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ temporary: false, expires_in: 900, customer: { name: customer.name, isSmsVerified: true, isWaVerified: true } });
  });

  it('refuses a phone without a verified account (404) and sends nothing', async () => {
    const phoneNumber = freshPhone();
    const answer = await send(accountCalls.generateOtpWhatsApp, { body: { phoneNumber, purpose: 'login' } });
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toEqual({ type: 'PhoneNotRegistered', message: ACCOUNT_ERROR_MESSAGES.PhoneNotRegistered });
    expect(await messageCount(phoneNumber)).toBe(0);
    // Someone registered this phone without verifying it: a code must not log its owner into that account.
    const squatted = await registerCustomer();
    expect((await send(accountCalls.generateOtpSms, { body: { phoneNumber: squatted.phoneNumber, purpose: 'login' } })).status).toBe(404);
    expect(await messageCount(squatted.phoneNumber)).toBe(0);
  });

  it('expires a code after 5 minutes', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), password: null });
    await send(accountCalls.generateOtpSms, { body: { phoneNumber: customer.phone, purpose: 'login' } });
    const code = await lastCode(customer.phone);
    advance(301);
    const late = await send(accountCalls.validateOtpSms, { body: { phoneNumber: customer.phone, otp: code, purpose: 'login' } });
    expect(late.status).toBe(400);
    expect(errorOf(late)).toEqual({ type: 'OtpExpired', message: ACCOUNT_ERROR_MESSAGES.OtpExpired });
  });

  it('ends a code after 5 wrong answers, even for the right one afterwards', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), password: null });
    await send(accountCalls.generateOtpSms, { body: { phoneNumber: customer.phone, purpose: 'login' } });
    const code = await lastCode(customer.phone);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers: Answer[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      answers.push(await send(accountCalls.validateOtpSms, { body: { phoneNumber: customer.phone, otp: wrongCode, purpose: 'login' } }));
    }
    expect(answers.slice(0, 4).map((a) => errorOf(a)?.message)).toEqual([4, 3, 2, 1].map((n) => `Kode OTP salah. Sisa percobaan: ${n}.`));
    expect(answers[4]!.status).toBe(429);
    expect(errorOf(answers[4]!)).toEqual({ type: 'TooManyAttempts', message: ACCOUNT_ERROR_MESSAGES.TooManyAttempts });
    const right = await send(accountCalls.validateOtpSms, { body: { phoneNumber: customer.phone, otp: code, purpose: 'login' } });
    expect(right.status).toBe(429);
    expect(errorOf(right)?.type).toBe('TooManyAttempts');
  });

  it('keeps a 60 s cooldown between codes, and a new code replaces the previous one', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), password: null });
    await send(accountCalls.generateOtpSms, { body: { phoneNumber: customer.phone, purpose: 'login' } });
    const first = await lastCode(customer.phone);
    advance(20);
    // The other channel shares the cooldown: one phone, one clock.
    const early = await send(accountCalls.generateOtpWhatsApp, { body: { phoneNumber: customer.phone, purpose: 'login' } });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      status: 429,
      errors: [{ type: 'TooManyRequests', message: 'Terlalu banyak permintaan kode. Coba lagi dalam 40 detik.' }],
      retryAfter: 40,
    });
    expect(early.headers['retry-after']).toBe('40');
    expect(await messageCount(customer.phone)).toBe(1);
    advance(41);
    expect((await send(accountCalls.generateOtpWhatsApp, { body: { phoneNumber: customer.phone, purpose: 'login' } })).status).toBe(200);
    const second = await lastCode(customer.phone);
    if (first !== second) {
      const old = await send(accountCalls.validateOtpWhatsApp, { body: { phoneNumber: customer.phone, otp: first, purpose: 'login' } });
      expect(errorOf(old)?.type).toBe('InvalidOtp');
    }
    expect((await send(accountCalls.validateOtpWhatsApp, { body: { phoneNumber: customer.phone, otp: second, purpose: 'login' } })).status).toBe(200);
  });

  it('sends at most 5 codes to one phone in an hour', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), password: null });
    for (let i = 0; i < 5; i++) {
      expect((await send(accountCalls.generateOtpSms, { body: { phoneNumber: customer.phone, purpose: 'login' } })).status).toBe(200);
      advance(61);
    }
    const capped = await send(accountCalls.generateOtpSms, { body: { phoneNumber: customer.phone, purpose: 'login' } });
    expect(capped.status).toBe(429);
    // The oldest of the five was sent 5 × 61 s ago: it leaves the hour in 3600 − 305 s.
    expect(capped.body.retryAfter).toBe(3600 - 305);
    // Issue 29: 3295 s is said in minutes.
    expect(errorOf(capped)?.message).toBe('Terlalu banyak permintaan kode. Coba lagi dalam 55 menit.');
    expect(await messageCount(customer.phone)).toBe(5);
    advance(3600 - 305);
    expect((await send(accountCalls.generateOtpSms, { body: { phoneNumber: customer.phone, purpose: 'login' } })).status).toBe(200);
  });

  it('sends at most 20 codes from one address in an hour, whatever the phones', async () => {
    const ip = freshIp();
    const phones = await Promise.all(Array.from({ length: 21 }, async () => (await createCustomer(ctx, { phone: freshPhone(), password: null })).phone));
    for (const phoneNumber of phones.slice(0, 20)) {
      expect((await send(accountCalls.generateOtpSms, { body: { phoneNumber, purpose: 'login' } }, { ip })).status).toBe(200);
    }
    const capped = await send(accountCalls.generateOtpSms, { body: { phoneNumber: phones[20]!, purpose: 'login' } }, { ip });
    expect(capped.status).toBe(429);
    expect(errorOf(capped)?.type).toBe('TooManyRequests');
    expect(await messageCount(phones[20]!)).toBe(0);
    // Another address may still ask for that phone.
    expect((await send(accountCalls.generateOtpSms, { body: { phoneNumber: phones[20]!, purpose: 'login' } })).status).toBe(200);
  });
});

describe('request limits of the rate-limit plugin', () => {
  it('answers 429 in the §7 error shape with the seconds to wait', async () => {
    const ip = freshIp();
    const phoneNumber = freshPhone();
    for (let i = 0; i < 30; i++) expect((await send(accountCalls.checkAccount, { body: { phoneNumber } }, { ip })).status).toBe(200);
    const limited = await send(accountCalls.checkAccount, { body: { phoneNumber } }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.status).toBe(429);
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(limited.body.retryAfter).toBeLessThanOrEqual(60);
    expect(errorOf(limited)).toEqual({ type: 'TooManyRequests', message: `Terlalu banyak permintaan. Coba lagi dalam ${formatRetryDelay(limited.body.retryAfter)}.` });
    expect(limited.headers['retry-after']).toBe(String(limited.body.retryAfter));
    // Another address is not affected.
    expect((await send(accountCalls.checkAccount, { body: { phoneNumber } })).status).toBe(200);
  });

  it('counts a phone however it is written, from any address', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), password: 'rahasia123' });
    const spellings = [customer.phone, customer.phone.replace(/^0/, '+62'), customer.phone.replace(/^0/, '62 ')];
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i++) answers.push(await send(accountCalls.login, { body: { username: spellings[i % 3]!, password: 'salah-sandi1' } }));
    expect(answers.slice(0, 10).every((a) => a.status === 401)).toBe(true);
    expect(answers[10]!.status).toBe(429);
  });
});

describe('password login', () => {
  it('logs in by email or phone; a wrong password or unknown account is the same 401', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), email: freshEmail('masuk') });
    for (const username of [customer.email!.toUpperCase(), customer.phone, customer.phone.replace(/^0/, '+62 ')]) {
      const answer = await send(accountCalls.login, { body: { username, password: customer.password! } });
      expect(answer.status, username).toBe(200);
      expect(answer.body.data).toMatchObject({ temporary: false, expires_in: 900 });
    }
    const wrong = await send(accountCalls.login, { body: { username: customer.email!, password: 'bukan-sandinya1' } });
    const unknown = await send(accountCalls.login, { body: { username: freshEmail('tidakada'), password: 'rahasia123' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(errorOf(answer)).toEqual({ type: 'InvalidCredentials', message: 'Email/nomor HP atau kata sandi salah' });
    }
    const empty = await send(accountCalls.login, { body: { username: ' ', password: '' } });
    expect(empty.status).toBe(400);
  });

  it('gives an account whose phone is not verified the temporary login', async () => {
    const registered = await registerCustomer();
    const answer = await send(accountCalls.login, { body: { username: registered.email, password: PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.temporary).toBe(true);
    expect((await send(customerCalls.current, {}, { token: answer.body.data.access_token })).body.data.temporary).toBe(true);
  });
});

describe('tokens: refresh, reuse, logout', () => {
  const refresh = (refresh_token: string, clientSecret = ctx.config.OAUTH_CLIENT_SECRET) =>
    send(authCalls.refreshToken, { body: { refresh_token, clientId: ctx.config.OAUTH_CLIENT_ID, clientSecret } });

  it('rotates the refresh token; a reused one closes the session (§8 InvalidRefreshToken, redirect)', async () => {
    const customer = await verifiedCustomer();
    const first = await refresh(customer.tokens.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.data.refresh_token).not.toBe(customer.tokens.refresh_token);
    // A renewal in the same second as the login still gives a new access token (jti).
    expect(first.body.data.access_token).not.toBe(customer.tokens.access_token);
    expect((await send(customerCalls.current, {}, { token: first.body.data.access_token })).status).toBe(200);

    const reuse = await refresh(customer.tokens.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }], redirect: true });
    // Whoever held the copy and whoever held the new pair are both out.
    expect((await send(customerCalls.current, {}, { token: first.body.data.access_token })).status).toBe(401);
    expect((await refresh(first.body.data.refresh_token)).status).toBe(401);
  });

  it('refuses an expired, unknown or wrongly-credentialed refresh', async () => {
    const customer = await verifiedCustomer();
    expect((await refresh(customer.tokens.refresh_token, 'salah-rahasia')).status).toBe(403);
    expect((await refresh('tidak-dikenal-sama-sekali')).status).toBe(401);
    advance(31 * 86_400);
    const expired = await refresh(customer.tokens.refresh_token);
    expect(expired.status).toBe(401);
    expect(errorOf(expired)?.type).toBe('InvalidRefreshToken');
  });

  it('logs out: the session’s access and refresh tokens stop working, other sessions go on', async () => {
    const customer = await verifiedCustomer();
    const otherDevice = await send(accountCalls.login, { body: { username: customer.email, password: PASSWORD } });
    const out = await send(accountCalls.logout, { body: {} }, { token: customer.tokens.access_token });
    expect(out.body.data).toEqual({ loggedOut: true });
    const after = await send(customerCalls.current, {}, { token: customer.tokens.access_token });
    expect(after.status).toBe(401);
    expect(errorOf(after)?.type).toBe('InvalidTokenError');
    expect((await refresh(customer.tokens.refresh_token)).status).toBe(401);
    expect((await send(customerCalls.current, {}, { token: otherDevice.body.data.access_token })).status).toBe(200);
    const [session] = await ctx.db.select().from(customerSessions).where(and(eq(customerSessions.revokedReason, 'logout'))).limit(1);
    expect(session?.revokedAt).toBeInstanceOf(Date);
  });

  it('keeps customers apart: a token naming another customer’s session is refused', async () => {
    const a = await createCustomer(ctx, { phone: freshPhone() });
    const b = await createCustomer(ctx, { phone: freshPhone() });
    const tokenA = await customerToken(ctx, a.id);
    const tokenB = await customerToken(ctx, b.id);
    const sidOfB = JSON.parse(Buffer.from(tokenB.split('.')[1]!, 'base64url').toString()).sid as string;
    const forged = ctx.app.signCustomerToken({ customerId: a.id, sessionId: sidOfB, temporary: false });
    expect((await send(customerCalls.current, {}, { token: forged })).status).toBe(401);
    expect((await send(accountCalls.logout, { body: {} }, { token: tokenA })).status).toBe(200);
    const stillB = await send(customerCalls.current, {}, { token: tokenB });
    expect(stillB.body.data.name).toBe(b.name);
  });

  it('answers customers/current only for a customer (§8 User is not authenticated)', async () => {
    const asSystem = await send(customerCalls.current, { query: { deviceType: 'web' } });
    expect(asSystem.status).toBe(401);
    expect(errorOf(asSystem)).toEqual({ type: 'InvalidTokenError', message: 'User is not authenticated' });
    expect((await send(accountCalls.logout, { body: {} })).status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('emails a link, accepts it once, sets the password and ends every session', async () => {
    const customer = await createCustomer(ctx, { phone: freshPhone(), email: freshEmail('lupa') });
    const before = await send(accountCalls.login, { body: { username: customer.email!, password: customer.password! } });
    const asked = await send(accountCalls.forgotPassword, { query: { userId: customer.email!.toUpperCase() } });
    expect(asked.body.data).toEqual({ sent: true });
    const mail = await lastMessage(customer.email!);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Ubah kata sandi akun Kemudi' });
    const token = /http:\/\/localhost:3000\/login\/pw\/change\?token=([\w-]+)/.exec(mail!.body)?.[1];
    expect(token, mail!.body).toBeDefined();

    const valid = await send(accountCalls.validateForgotPassword, { query: { token: token! } });
    expect(valid.body.data.valid).toBe(true);
    expect(valid.body.data.email).toMatch(/^\w{2}\*\*\*@contoh\.com$/);

    const weak = await send(accountCalls.resetPassword, { body: { token: token!, password: 'pendek' } });
    expect(weak.status).toBe(400);
    const reset = await send(accountCalls.resetPassword, { body: { token: token!, password: 'sandibaru99' } });
    expect(reset.body.data).toEqual({ reset: true });
    expect((await send(customerCalls.current, {}, { token: before.body.data.access_token })).status).toBe(401);
    expect((await send(accountCalls.login, { body: { username: customer.email!, password: customer.password! } })).status).toBe(401);
    const after = await send(accountCalls.login, { body: { username: customer.email!, password: 'sandibaru99' } });
    expect(after.status).toBe(200);
    // The link reached the inbox: the address counts as confirmed.
    expect((await send(customerCalls.current, {}, { token: after.body.data.access_token })).body.data.isEmailVerified).toBe(true);

    for (const answer of [
      await send(accountCalls.resetPassword, { body: { token: token!, password: 'sandilain77' } }),
      await send(accountCalls.validateForgotPassword, { query: { token: token! } }),
    ]) {
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ type: 'InvalidResetToken', message: ACCOUNT_ERROR_MESSAGES.InvalidResetToken });
    }
  });

  it('says the same for an unknown address and sends nothing; a link expires after 60 minutes', async () => {
    const unknown = freshEmail('siapa');
    expect((await send(accountCalls.forgotPassword, { query: { userId: unknown } })).body.data).toEqual({ sent: true });
    expect(await messageCount(unknown)).toBe(0);
    expect((await send(accountCalls.forgotPassword, { query: { userId: 'bukan-email' } })).status).toBe(400);

    const customer = await createCustomer(ctx, { phone: freshPhone(), email: freshEmail('kedaluwarsa') });
    await send(accountCalls.forgotPassword, { query: { userId: customer.email! } });
    const token = /token=([\w-]+)/.exec((await lastMessage(customer.email!))!.body)![1]!;
    advance(61 * 60);
    expect(errorOf(await send(accountCalls.validateForgotPassword, { query: { token } }))?.type).toBe('InvalidResetToken');
    expect((await send(accountCalls.resetPassword, { body: { token, password: 'sandibaru99' } })).status).toBe(400);
  });
});

describe('email activation', () => {
  it('emails a link to the customer’s own address and confirms it once', async () => {
    const customer = await verifiedCustomer();
    const token = customer.tokens.access_token;
    expect((await send(accountCalls.emailActivation, { query: { email: customer.email } })).status).toBe(401);
    expect((await send(accountCalls.emailActivation, { query: { email: freshEmail('lain') } }, { token })).status).toBe(400);
    expect((await send(accountCalls.emailActivation, { query: {} }, { token })).status).toBe(400);

    const sent = await send(accountCalls.emailActivation, { query: { email: customer.email } }, { token });
    expect(sent.body.data).toEqual({ sent: true });
    const link = /http:\/\/localhost:3000\/aktivasi-email\?token=([\w-]+)/.exec((await lastMessage(customer.email))!.body)?.[1];
    expect(link).toBeDefined();
    const activated = await send(accountCalls.emailActivation, { query: { token: link! } });
    expect(activated.body.data).toEqual({ activated: true, email: customer.email });
    expect((await send(customerCalls.current, {}, { token })).body.data.isEmailVerified).toBe(true);
    const again = await send(accountCalls.emailActivation, { query: { token: link! } });
    expect(errorOf(again)).toEqual({ type: 'InvalidActivationToken', message: ACCOUNT_ERROR_MESSAGES.InvalidActivationToken });
  });

  it('asks a temporary login to verify the phone first', async () => {
    const registered = await registerCustomer();
    const answer = await send(accountCalls.emailActivation, { query: { email: registered.email } }, { token: registered.tokens.access_token });
    expect(answer.status).toBe(403);
    expect(errorOf(answer)?.type).toBe('PhoneNotVerified');
  });
});

describe('callers that stay off until configured', () => {
  it('answers 503 for Google login and the digital account opening calls', async () => {
    const google = await send(accountCalls.loginSocialMedia, { body: { provider: 'google', idToken: 'x.y.z' } });
    expect(google.status).toBe(503);
    expect(errorOf(google)).toEqual({ type: 'SocialLoginUnavailable', message: 'Login dengan Google belum tersedia.' });
    const dac = [
      await send(accountCalls.dacCheckAccount, { params: { id: 'A1' }, query: { verification: 'x' } }),
      await send(accountCalls.dacToken, { body: { id: 'A1' } }),
      await send(accountCalls.dacRegister, { body: { id: 'A1', phoneNumber: '081234567890' } }),
      await send(accountCalls.dacChangePhone, { body: { id: 'A1', phoneNumber: '081234567890' } }),
    ];
    for (const answer of dac) {
      expect(answer.status).toBe(503);
      expect(errorOf(answer)).toEqual({ type: 'DigitalAccountUnavailable', message: 'Pembukaan rekening digital belum tersedia.' });
    }
  });
});

describe('client address behind a proxy', () => {
  it('believes X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const [trusting, plain] = await Promise.all([createTestContext({ TRUST_PROXY: 'true' }), createTestContext()]);
    try {
      for (const [app, expected] of [
        [trusting, 'counted per forwarded address'],
        [plain, 'counted per peer'],
      ] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 31; i++) {
          const response = await app.app.inject({
            method: 'POST',
            url: accountCalls.checkAccount.path,
            headers: { authorization: `Bearer ${app.token}`, 'x-forwarded-for': `192.0.2.${i + 1}` },
            remoteAddress: '127.0.0.1',
            payload: { phoneNumber: '081234567890' },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.at(-1), expected).toBe(app === trusting ? 200 : 429);
      }
    } finally {
      await Promise.all([trusting.close(), plain.close()]);
    }
  }, 180_000); // two more apps over their own databases
});

// CI sets TEST_REDIS_URL: the limits are shared by every API process.
describe.runIf(process.env.TEST_REDIS_URL)('limits shared through Redis', () => {
  it('counts requests to two API processes together', async () => {
    const prefix = `kemudi-test-${randomBytes(4).toString('hex')}:`;
    const overrides = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const [one, two] = await Promise.all([createTestContext(overrides, { cachePrefix: prefix }), createTestContext(overrides, { cachePrefix: prefix })]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const app = i % 2 === 0 ? one : two;
        const response = await app.app.inject({
          method: 'POST',
          url: accountCalls.checkAccount.path,
          headers: { authorization: `Bearer ${app.token}` },
          remoteAddress: '198.51.100.7',
          payload: { phoneNumber: '081234567890' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  }, 180_000); // two more apps over their own databases
});
