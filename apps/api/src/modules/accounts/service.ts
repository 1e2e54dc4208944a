/**
 * Customer accounts (issue 10): registration, login by code or password, the temporary login
 * and its promotion (§4), logout, forgotten password and email activation. Every change that
 * sends a message writes the message in the same transaction (modules/messages).
 */
import { randomInt } from 'node:crypto';
import { accountTokens, customers } from '@kemudi/db';
import { ACCOUNT_MESSAGES, RESET_TOKEN_TTL_MINUTES, toAccountPhone, type OtpChannel, type OtpPurpose } from '@kemudi/domain/account';
import { ACCOUNT_ERROR_MESSAGES, type OtpLoginData, type OtpSentData } from '@kemudi/domain/contracts/account';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import { and, eq, gt, isNull, ne, or, sql, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { USER_NOT_AUTHENTICATED, type Caller, type CustomerCaller } from '../../plugins/auth';
import { composeEmail, queueMessage } from '../messages';
import {
  findCustomerByEmail,
  findCustomerById,
  findCustomerByPhone,
  findVerifiedCustomerByPhone,
  isUniqueViolation,
  maskEmail,
  phoneVerified,
  toCurrentCustomer,
  type CustomerRow,
} from './customers';
import { consumeCode, markPhoneVerified, sendCode } from './otp';
import { closeAllSessions, closeOtherSessions, closeSession, opaqueToken, openSession, sha256, type ClientInfo, type TokenPair, type Tx } from './sessions';

const EMAIL_ACTIVATION_TTL_HOURS = 24;
const EMAIL_INDEX = 'customers_email_lower_idx';
const VERIFIED_PHONE_INDEX = 'customers_verified_phone_idx';

const phoneTaken = () => new AppError(409, 'PhoneAlreadyVerified', ACCOUNT_ERROR_MESSAGES.PhoneAlreadyVerified);
const emailTaken = () => new AppError(409, 'EmailAlreadyUsed', ACCOUNT_ERROR_MESSAGES.EmailAlreadyUsed);
const notAuthenticated = () => new AppError(401, 'InvalidTokenError', USER_NOT_AUTHENTICATED);
const invalidCredentials = () => new AppError(401, 'InvalidCredentials', ACCOUNT_ERROR_MESSAGES.InvalidCredentials);

function requireCustomer(caller: Caller): CustomerCaller {
  if (caller.kind !== 'customer') throw notAuthenticated();
  return caller;
}

async function callerRow(app: FastifyInstance, caller: CustomerCaller): Promise<CustomerRow> {
  const row = await findCustomerById(app.db, caller.customerId);
  if (!row) throw notAuthenticated();
  return row;
}

/** Is the phone verified on an account other than `exceptId`'s? */
async function phoneVerifiedElsewhere(db: FastifyInstance['db'] | Tx, phone: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.phone, phone),
        or(isNotNull(customers.smsVerifiedAt), isNotNull(customers.waVerifiedAt)),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Checks before registering or logging in
// ---------------------------------------------------------------------------------------------

/** §7 check-phonenumber-verified-on-other-account. */
export async function checkPhoneVerified(app: FastifyInstance, phone: string, caller: Caller) {
  const exceptId = caller.kind === 'customer' ? caller.customerId : undefined;
  return { phoneNumber: phone, verifiedOnOtherAccount: await phoneVerifiedElsewhere(app.db, phone, exceptId) };
}

/**
 * §7 customers/checking-account: the login page says "Nomor belum terdaftar" without sending a
 * code. Only an account that verified the phone counts (the one a code logs into); an unverified
 * registration logs in with its email and password, then verifies.
 */
export async function checkAccount(app: FastifyInstance, phone: string) {
  const row = await findVerifiedCustomerByPhone(app.db, phone);
  return { registered: row !== undefined, hasPassword: typeof row?.passwordHash === 'string' };
}

// ---------------------------------------------------------------------------------------------
// Registration and the temporary login (§4)
// ---------------------------------------------------------------------------------------------

async function insertCustomer(tx: Tx, values: Omit<typeof customers.$inferInsert, 'customerNo'>): Promise<CustomerRow> {
  // A customer number is KMD + 8 random digits; a rare clash simply draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const customerNo = `KMD${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const [row] = await tx.insert(customers).values({ ...values, customerNo }).onConflictDoNothing({ target: customers.customerNo }).returning();
    if (row) return row;
  }
  throw new Error('no free customer number after 5 draws');
}

/**
 * §7 customers/register: a customer with an unverified phone and a temporary session (§4); the
 * phone is verified next with a code (purpose 'register'). Refused when the phone is verified on
 * another account or the email is taken — also when two registrations race (unique indexes).
 */
export async function register(
  app: FastifyInstance,
  input: { name: string; phoneNumber: string; email: string; password: string },
  client: ClientInfo,
): Promise<TokenPair> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.db.transaction(async (tx) => {
      if (await phoneVerifiedElsewhere(tx, input.phoneNumber)) throw phoneTaken();
      if (await findCustomerByEmail(tx, input.email)) throw emailTaken();
      const now = app.clock();
      const row = await insertCustomer(tx, {
        name: input.name,
        email: input.email,
        phone: input.phoneNumber,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      return openSession(app, tx, row.id, true, client);
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw emailTaken();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// One-time codes
// ---------------------------------------------------------------------------------------------

/**
 * §7 generate-otp / whatsapp/generate-otp. 'login': the phone must be verified on an account.
 * 'register': the caller's own phone, with the temporary (or full) customer token.
 */
export async function requestCode(
  app: FastifyInstance,
  input: { phoneNumber: string; purpose: OtpPurpose; channel: OtpChannel },
  caller: Caller,
  ip: string | null,
): Promise<OtpSentData> {
  if (input.purpose === 'register') {
    const row = await callerRow(app, requireCustomer(caller));
    if (row.phone !== input.phoneNumber) throw badRequest('Nomor HP tidak sama dengan nomor HP akun Anda.');
    if (await phoneVerifiedElsewhere(app.db, input.phoneNumber, row.id)) throw phoneTaken();
  } else if (!(await findVerifiedCustomerByPhone(app.db, input.phoneNumber))) {
    throw new AppError(404, 'PhoneNotRegistered', ACCOUNT_ERROR_MESSAGES.PhoneNotRegistered);
  }
  return sendCode(app, { phone: input.phoneNumber, channel: input.channel, purpose: input.purpose, ip });
}

/**
 * §7 validate-otp / whatsapp/validate-otp. 'login': a full session for the phone's account, the
 * phone now verified by the code's channel. 'register': the caller's phone verified (the effect
 * of §7 update-profile?otpType), the temporary session closed and a full one answered (promotion).
 */
export async function verifyCode(
  app: FastifyInstance,
  input: { phoneNumber: string; otp: string; purpose: OtpPurpose },
  caller: Caller,
  client: ClientInfo,
): Promise<OtpLoginData> {
  let registering: CustomerCaller | undefined;
  if (input.purpose === 'register') {
    registering = requireCustomer(caller);
    const row = await callerRow(app, registering);
    if (row.phone !== input.phoneNumber) throw badRequest('Nomor HP tidak sama dengan nomor HP akun Anda.');
  }
  try {
    return await consumeCode(app, { phone: input.phoneNumber, purpose: input.purpose, code: input.otp }, async (tx, channel) => {
      const row = registering ? await findCustomerById(tx, registering.customerId) : await findVerifiedCustomerByPhone(tx, input.phoneNumber);
      if (!row) throw new AppError(404, 'PhoneNotRegistered', ACCOUNT_ERROR_MESSAGES.PhoneNotRegistered);
      await markPhoneVerified(app, tx, row.id, channel);
      if (registering) await closeSession(app, tx, registering.sessionId, 'promoted');
      const pair = await openSession(app, tx, row.id, false, client);
      const verified = (await findCustomerById(tx, row.id))!;
      return { ...pair, customer: toCurrentCustomer(verified, false) };
    });
  } catch (error) {
    if (isUniqueViolation(error, VERIFIED_PHONE_INDEX)) throw phoneTaken();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Password login, logout, the current customer
// ---------------------------------------------------------------------------------------------

/**
 * Email or phone with a password. A customer whose phone is not verified yet gets the §4
 * temporary login (`temporary: true`); the web then sends them to /verifikasi-otp.
 */
export async function login(app: FastifyInstance, input: { username: string; password: string }, client: ClientInfo): Promise<TokenPair> {
  const username = input.username.trim();
  let row: CustomerRow | undefined;
  if (username.includes('@')) row = await findCustomerByEmail(app.db, username);
  else {
    const phone = toAccountPhone(username);
    row = phone ? await findCustomerByPhone(app.db, phone) : undefined;
  }
  // The same work whether or not the account exists: the answer time does not tell.
  const hash = row?.passwordHash ?? (await decoyHash());
  const matches = await verifyPassword(input.password, hash);
  if (!row?.passwordHash || !matches) throw invalidCredentials();
  const customer = row;
  return app.db.transaction((tx) => openSession(app, tx, customer.id, !phoneVerified(customer), client));
}

/** Ends the caller's session: its access token stops working at once, its refresh token too. */
export async function logout(app: FastifyInstance, caller: Caller): Promise<{ loggedOut: true }> {
  await closeSession(app, app.db, requireCustomer(caller).sessionId, 'logout');
  return { loggedOut: true };
}

/** §7 customers/current (§4 login state). */
export async function currentCustomer(app: FastifyInstance, caller: Caller): Promise<CurrentCustomer> {
  const customer = requireCustomer(caller);
  return toCurrentCustomer(await callerRow(app, customer), customer.temporary);
}

// ---------------------------------------------------------------------------------------------
// Links by email: password reset and email activation
// ---------------------------------------------------------------------------------------------

type LinkKind = 'password_reset' | 'email_activation';

async function createLinkToken(app: FastifyInstance, tx: Tx, customerId: string, kind: LinkKind, email: string, ttlMs: number): Promise<string> {
  const token = opaqueToken();
  const now = app.clock();
  await tx.insert(accountTokens).values({
    customerId,
    kind,
    tokenHash: sha256(token),
    email: email.toLowerCase(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Uses up a link token; undefined when it is unknown, used or expired. */
async function useLinkToken(app: FastifyInstance, tx: Tx, token: string, kind: LinkKind) {
  const now = app.clock();
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ customerId: accountTokens.customerId, email: accountTokens.email });
  return row;
}

const resetLinkInvalid = () => new AppError(400, 'InvalidResetToken', ACCOUNT_ERROR_MESSAGES.InvalidResetToken);

/**
 * §7 forgot-password?userId=: emails a link to /login/pw/change, valid RESET_TOKEN_TTL_MINUTES.
 * Always answers `sent: true`, so the form does not tell whether an address has an account.
 */
export async function forgotPassword(app: FastifyInstance, email: string): Promise<{ sent: true }> {
  const row = await findCustomerByEmail(app.db, email);
  if (row?.email) {
    const address = row.email;
    await app.db.transaction(async (tx) => {
      const token = await createLinkToken(app, tx, row.id, 'password_reset', address, RESET_TOKEN_TTL_MINUTES * 60_000);
      const link = `${app.config.SITE_URL}/login/pw/change?token=${token}`;
      await queueMessage(
        tx,
        {
          channel: 'email',
          to: address,
          ...composeEmail({ template: 'customer-password-reset', data: { name: row.name, link, minutes: RESET_TOKEN_TTL_MINUTES } }),
        },
        app.clock(),
      );
    });
  }
  return { sent: true };
}

/** §7 validate-forgot-password?token=: the link still works (the page then asks for the new password). */
export async function validateResetToken(app: FastifyInstance, token: string): Promise<{ valid: true; email: string }> {
  const [row] = await app.db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.kind, 'password_reset'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, app.clock()),
      ),
    )
    .limit(1);
  if (!row) throw resetLinkInvalid();
  return { valid: true, email: maskEmail(row.email) };
}

/** §7 customers/reset-password: a new password from a valid link; every session of the account ends. */
export async function resetPassword(app: FastifyInstance, input: { token: string; password: string }): Promise<{ reset: true }> {
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    const used = await useLinkToken(app, tx, input.token, 'password_reset');
    if (!used) throw resetLinkInvalid();
    const now = app.clock();
    // The link reached the inbox, so the address is confirmed too.
    await tx
      .update(customers)
      .set({
        passwordHash,
        updatedAt: now,
        emailVerifiedAt: sql`case when lower(${customers.email}) = ${used.email} then coalesce(${customers.emailVerifiedAt}, ${now.toISOString()}::timestamptz) else ${customers.emailVerifiedAt} end`,
      })
      .where(eq(customers.id, used.customerId));
    await closeAllSessions(app, tx, used.customerId, 'password-reset');
  });
  return { reset: true };
}

/**
 * §7 email-activation: `?email=` (the customer's own address, customer token) emails a link to
 * /aktivasi-email valid 24 hours; `?token=` (from that link) confirms the address.
 */
export async function emailActivation(
  app: FastifyInstance,
  input: { email?: string | undefined; token?: string | undefined },
  caller: Caller,
): Promise<{ sent: true } | { activated: true; email: string }> {
  if (input.token) {
    const token = input.token;
    return app.db.transaction(async (tx) => {
      const used = await useLinkToken(app, tx, token, 'email_activation');
      const now = app.clock();
      const activated = used
        ? await tx
            .update(customers)
            .set({ emailVerifiedAt: now, updatedAt: now })
            .where(and(eq(customers.id, used.customerId), sql`lower(${customers.email}) = ${used.email}`))
            .returning({ email: customers.email })
        : [];
      if (!used || activated.length !== 1) throw new AppError(400, 'InvalidActivationToken', ACCOUNT_ERROR_MESSAGES.InvalidActivationToken);
      return { activated: true as const, email: used.email };
    });
  }
  if (!input.email) throw badRequest("Parameter 'email' atau 'token' wajib diisi.");
  const customer = requireCustomer(caller);
  if (customer.temporary) throw new AppError(403, 'PhoneNotVerified', 'Verifikasi nomor HP Anda terlebih dahulu untuk melanjutkan.');
  const row = await callerRow(app, customer);
  if (!row.email || row.email.toLowerCase() !== input.email) throw badRequest('Email tidak sama dengan email akun Anda.');
  const address = row.email.toLowerCase();
  await app.db.transaction(async (tx) => {
    const token = await createLinkToken(app, tx, row.id, 'email_activation', address, EMAIL_ACTIVATION_TTL_HOURS * 3_600_000);
    const link = `${app.config.SITE_URL}/aktivasi-email?token=${token}`;
    await queueMessage(
      tx,
      {
        channel: 'email',
        to: address,
        ...composeEmail({ template: 'email-activation', data: { name: row.name, address, link, hours: EMAIL_ACTIVATION_TTL_HOURS } }),
      },
      app.clock(),
    );
  });
  return { sent: true };
}

// ---------------------------------------------------------------------------------------------
// My Account › Keamanan Akun (issue 29): the password and the phone number
// ---------------------------------------------------------------------------------------------

/**
 * A new password, given the current one (a wrong one: 400 WrongCurrentPassword, counted by the
 * route's limits). The caller's session stays; every other session of the account ends, so a
 * device left logged in elsewhere is logged out with the old password.
 */
export async function changePassword(
  app: FastifyInstance,
  input: { currentPassword: string; newPassword: string },
  caller: Caller,
): Promise<{ changed: true }> {
  const customer = requireCustomer(caller);
  const row = await callerRow(app, customer);
  if (!row.passwordHash) throw new AppError(400, 'NoPasswordYet', ACCOUNT_ERROR_MESSAGES.NoPasswordYet);
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw new AppError(400, 'WrongCurrentPassword', ACCOUNT_ERROR_MESSAGES.WrongCurrentPassword);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, 'ValidationError', ACCOUNT_MESSAGES.PASSWORD_SAME);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: app.clock() }).where(eq(customers.id, row.id));
    await closeOtherSessions(app, tx, row.id, customer.sessionId, 'password-change');
  });
  return { changed: true };
}

/** The new number must differ from the account's and not be verified on another account (§4/§5 verification). */
async function assertPhoneMayMove(app: FastifyInstance, row: CustomerRow, phone: string): Promise<void> {
  if (row.phone === phone) throw new AppError(400, 'ValidationError', ACCOUNT_MESSAGES.PHONE_SAME);
  if (await phoneVerifiedElsewhere(app.db, phone, row.id)) throw phoneTaken();
}

/**
 * The code to the new number (§7 change-phone, verified as §4/§5 describe): sent by WhatsApp or
 * SMS with the login code's limits (one a minute and 5 an hour per phone, 20 an hour per address:
 * 429 with the wait in words), under a purpose of its own, so it never logs anyone in.
 */
export async function requestPhoneChangeCode(
  app: FastifyInstance,
  input: { phoneNumber: string; channel: OtpChannel },
  caller: Caller,
  ip: string | null,
): Promise<OtpSentData> {
  const row = await callerRow(app, requireCustomer(caller));
  await assertPhoneMayMove(app, row, input.phoneNumber);
  return sendCode(app, { phone: input.phoneNumber, channel: input.channel, purpose: 'change-phone', ip });
}

/**
 * §7 customers/change-phone: with the code sent to the new number, the account moves to it,
 * verified by the code's channel only (the old number's verification does not carry over).
 */
export async function changePhone(app: FastifyInstance, input: { phoneNumber: string; otp: string }, caller: Caller): Promise<CurrentCustomer> {
  const customer = requireCustomer(caller);
  const row = await callerRow(app, customer);
  await assertPhoneMayMove(app, row, input.phoneNumber);
  try {
    return await consumeCode(app, { phone: input.phoneNumber, purpose: 'change-phone', code: input.otp }, async (tx, channel) => {
      const now = app.clock();
      await tx
        .update(customers)
        .set({ phone: input.phoneNumber, smsVerifiedAt: channel === 'sms' ? now : null, waVerifiedAt: channel === 'whatsapp' ? now : null, updatedAt: now })
        .where(eq(customers.id, row.id));
      return toCurrentCustomer((await findCustomerById(tx, row.id))!, false);
    });
  } catch (error) {
    if (isUniqueViolation(error, VERIFIED_PHONE_INDEX)) throw phoneTaken();
    throw error;
  }
}
