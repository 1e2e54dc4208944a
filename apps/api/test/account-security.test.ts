/**
 * My Account › Keamanan Akun (issue 29): changing the password with the current one, and moving
 * the account to a new phone number with a code sent to that number (§7 change-phone, verified as
 * §4/§5 describe) under the login code's limits. Codes are read from the outbox, as a customer
 * reads them from WhatsApp or SMS.
 */
import { customerSessions, outboxMessages } from '@kemudi/db';
import { ACCOUNT_MESSAGES } from '@kemudi/domain/account';
import { ACCOUNT_ERROR_MESSAGES, accountCalls } from '@kemudi/domain/contracts/account';
import { pathOf, queryOf, type Call, type CallInput } from '@kemudi/domain/contracts/call';
import { envelope } from '@kemudi/domain/contracts/common';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { formatRetryDelay } from '@kemudi/domain/format';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

type Answer = { status: number; body: any; headers: Record<string, unknown> };

let ctx: TestContext;
let ipCount = 0;
const freshIp = () => `10.29.${Math.floor(++ipCount / 250) % 250}.${(ipCount % 250) + 1}`;
let phoneCount = 0;
const freshPhone = () => `0858${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneCount).padStart(4, '0')}`;

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

async function lastCode(phone: string): Promise<string> {
  const [row] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.createdAt)).limit(1);
  const code = /Kode verifikasi Kemudi Anda: (\d{6})\./.exec(row?.body ?? '')?.[1];
  expect(code, row?.body).toBeDefined();
  return code!;
}
const openSessions = async (customerId: string) =>
  ctx.db.select({ id: customerSessions.id }).from(customerSessions).where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('changing the password (issue 29)', () => {
  it('takes the current password, keeps this session, ends the others; the new one logs in, the old one no longer', async () => {
    const customer = await createCustomer(ctx, { password: 'rahasia123' });
    const token = await customerToken(ctx, customer.id);
    const elsewhere = await customerToken(ctx, customer.id);
    const answer = await send(accountCalls.changePassword, { body: { currentPassword: 'rahasia123', newPassword: 'RahasiaBaru2026' } }, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ changed: true });
    expect(await openSessions(customer.id)).toHaveLength(1);
    expect((await send(customerCalls.current, { query: { deviceType: 'web' } }, { token })).status).toBe(200);
    expect((await send(customerCalls.current, { query: { deviceType: 'web' } }, { token: elsewhere })).status).toBe(401);
    const login = (password: string) => send(accountCalls.login, { body: { username: customer.email!, password } });
    expect((await login('RahasiaBaru2026')).status).toBe(200);
    expect((await login('rahasia123')).status).toBe(401);
  });

  it('refuses a wrong current password, a weak or unchanged new one, in Indonesian, and changes nothing', async () => {
    const customer = await createCustomer(ctx, { password: 'rahasia123' });
    const token = await customerToken(ctx, customer.id);
    const wrong = await send(accountCalls.changePassword, { body: { currentPassword: 'salah12345', newPassword: 'RahasiaBaru2026' } }, { token });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong)).toEqual({ type: 'WrongCurrentPassword', message: ACCOUNT_ERROR_MESSAGES.WrongCurrentPassword });
    const weak = await send(accountCalls.changePassword, { body: { currentPassword: 'rahasia123', newPassword: 'pendek' } }, { token });
    expect(weak.status).toBe(400);
    expect(errorOf(weak)?.message).toContain(ACCOUNT_MESSAGES.PASSWORD_LENGTH);
    const same = await send(accountCalls.changePassword, { body: { currentPassword: 'rahasia123', newPassword: 'rahasia123' } }, { token });
    expect(errorOf(same)).toEqual({ type: 'ValidationError', message: ACCOUNT_MESSAGES.PASSWORD_SAME });
    const empty = await send(accountCalls.changePassword, { body: { currentPassword: '', newPassword: 'RahasiaBaru2026' } }, { token });
    expect(errorOf(empty)?.message).toContain(ACCOUNT_MESSAGES.CURRENT_PASSWORD_EMPTY);
    expect((await send(accountCalls.login, { body: { username: customer.email!, password: 'rahasia123' } })).status).toBe(200);

    const withoutPassword = await createCustomer(ctx, { password: null });
    const noPassword = await send(accountCalls.changePassword, { body: { currentPassword: 'apa saja1', newPassword: 'RahasiaBaru2026' } }, { token: await customerToken(ctx, withoutPassword.id) });
    expect(errorOf(noPassword)).toEqual({ type: 'NoPasswordYet', message: ACCOUNT_ERROR_MESSAGES.NoPasswordYet });
  });

  it('is for a logged-in customer only: a guest and a temporary login are refused', async () => {
    const body = { currentPassword: 'rahasia123', newPassword: 'RahasiaBaru2026' };
    expect((await send(accountCalls.changePassword, { body })).status).toBe(401);
    const customer = await createCustomer(ctx, { verified: false });
    expect((await send(accountCalls.changePassword, { body }, { token: await customerToken(ctx, customer.id, { temporary: true }) })).status).toBe(403);
  });
});

describe('changing the phone number (issue 29, §7 change-phone)', () => {
  it('sends a code to the new number; with it the account moves there, verified by that channel, and logs in with it', async () => {
    const customer = await createCustomer(ctx, { verified: 'sms' });
    const token = await customerToken(ctx, customer.id);
    const phone = freshPhone();
    const sent = await send(accountCalls.changePhoneCode, { body: { phoneNumber: phone, channel: 'whatsapp' } }, { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ channel: 'whatsapp', phoneNumber: phone });
    const code = await lastCode(phone);

    // The code is for the change only: it logs nobody in.
    expect((await send(accountCalls.validateOtpWhatsApp, { body: { phoneNumber: phone, otp: code, purpose: 'login' } })).status).not.toBe(200);

    const moved = await send(accountCalls.changePhone, { body: { phoneNumber: phone, otp: code } }, { token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ phoneNumber: phone, isWaVerified: true, isSmsVerified: false });
    expect((await send(customerCalls.current, { query: { deviceType: 'web' } }, { token })).body.data.phoneNumber).toBe(phone);
    expect((await send(accountCalls.login, { body: { username: phone, password: customer.password! } })).status).toBe(200);
    // Asked again: the number is the account's own now, and the code is used up.
    expect(errorOf(await send(accountCalls.changePhone, { body: { phoneNumber: phone, otp: code } }, { token }))).toEqual({ type: 'ValidationError', message: ACCOUNT_MESSAGES.PHONE_SAME });
  });

  it("refuses the account's own number, a number verified on another account, and a wrong code, in Indonesian", async () => {
    const customer = await createCustomer(ctx);
    const token = await customerToken(ctx, customer.id);
    const own = await send(accountCalls.changePhoneCode, { body: { phoneNumber: customer.phone, channel: 'sms' } }, { token });
    expect(own.status).toBe(400);
    expect(errorOf(own)?.message).toBe(ACCOUNT_MESSAGES.PHONE_SAME);
    const other = await createCustomer(ctx);
    const taken = await send(accountCalls.changePhoneCode, { body: { phoneNumber: other.phone, channel: 'sms' } }, { token });
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toEqual({ type: 'PhoneAlreadyVerified', message: ACCOUNT_ERROR_MESSAGES.PhoneAlreadyVerified });

    const phone = freshPhone();
    expect((await send(accountCalls.changePhoneCode, { body: { phoneNumber: phone, channel: 'sms' } }, { token })).status).toBe(200);
    const right = await lastCode(phone);
    const wrong = await send(accountCalls.changePhone, { body: { phoneNumber: phone, otp: right === '000000' ? '111111' : '000000' } }, { token });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong)).toEqual({ type: 'InvalidOtp', message: 'Kode OTP salah. Sisa percobaan: 4.' });
    expect((await send(customerCalls.current, { query: { deviceType: 'web' } }, { token })).body.data.phoneNumber).toBe(customer.phone);
  });

  it('sends codes with the login code’s limits: one a minute per number, the wait said in words', async () => {
    const customer = await createCustomer(ctx);
    const token = await customerToken(ctx, customer.id);
    const phone = freshPhone();
    expect((await send(accountCalls.changePhoneCode, { body: { phoneNumber: phone, channel: 'whatsapp' } }, { token })).status).toBe(200);
    const again = await send(accountCalls.changePhoneCode, { body: { phoneNumber: phone, channel: 'sms' } }, { token });
    expect(again.status).toBe(429);
    expect(again.body.retryAfter).toBeGreaterThan(0);
    expect(errorOf(again)).toEqual({
      type: 'TooManyRequests',
      message: ACCOUNT_ERROR_MESSAGES.TooManyOtpRequests.replace('{n} detik', formatRetryDelay(again.body.retryAfter)),
    });
  });

  it('is for a logged-in customer only', async () => {
    expect((await send(accountCalls.changePhoneCode, { body: { phoneNumber: freshPhone(), channel: 'sms' } })).status).toBe(401);
    expect((await send(accountCalls.changePhone, { body: { phoneNumber: freshPhone(), otp: '123456' } })).status).toBe(401);
  });
});

