/**
 * One-time codes by SMS or WhatsApp (§7 generate-otp / validate-otp). The login code of the site
 * this replaces is abused by "SMS bomber" scripts, so sending is limited per phone and per address
 * here, from the otp_challenges rows — the limits hold across API processes with or without Redis
 * (the route limits of @fastify/rate-limit come first, see routes.ts):
 * - one code per phone per OTP_RESEND_SECONDS, at most OTP_MAX_PER_PHONE_PER_HOUR per phone and
 *   OTP_MAX_PER_IP_PER_HOUR per address in any hour (429 with the seconds to wait);
 * - a code is 6 digits from crypto.randomInt, stored as an HMAC (TOKEN_SECRET), valid
 *   OTP_TTL_SECONDS, answered wrong at most OTP_MAX_ATTEMPTS times, used once; a new code
 *   replaces the previous one.
 * The check and the insert run under a per-phone transaction lock, so concurrent requests cannot
 * both slip under a limit.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { customers, otpChallenges } from '@kemudi/db';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_IP_PER_HOUR,
  OTP_MAX_PER_PHONE_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type OtpChannel,
  type OtpPurpose,
} from '@kemudi/domain/account';
import { ACCOUNT_ERROR_MESSAGES } from '@kemudi/domain/contracts/account';
import type { OtpSentData } from '@kemudi/domain/contracts/account';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { tooManyRequests } from '../../plugins/rate-limit';
import { queueMessage, whatsappOtpTemplate } from '../messages';
import type { Tx } from './sessions';

const HOUR_MS = 3_600_000;

/** The message that carries the code (issue 10 design: Indonesian, with a warning not to share it). */
export const otpText = (code: string) =>
  `Kode verifikasi Kemudi Anda: ${code}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas Kemudi.`;

const hashCode = (secret: string, phone: string, code: string) => createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Serialises the sending and checking of codes for one phone (released at commit). */
async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** 429 when the phone or the address has had its codes; otherwise nothing. */
async function assertMaySend(tx: Tx, phone: string, ip: string | null, now: Date): Promise<void> {
  // ip is null when per-address limits are off (RATE_LIMITS=off).
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const recent = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, hourAgo)))
    .orderBy(desc(otpChallenges.createdAt));
  const latest = recent[0];
  const message = ACCOUNT_ERROR_MESSAGES.TooManyOtpRequests;
  if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
    throw tooManyRequests(secondsUntil(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000, now.getTime()), message);
  }
  if (recent.length >= OTP_MAX_PER_PHONE_PER_HOUR) {
    // The window frees up when the oldest of the last N codes is an hour old.
    const oldest = recent[OTP_MAX_PER_PHONE_PER_HOUR - 1]!;
    throw tooManyRequests(secondsUntil(oldest.createdAt.getTime() + HOUR_MS, now.getTime()), message);
  }
  if (ip === null) return;
  const fromIp = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.ip, ip), gt(otpChallenges.createdAt, hourAgo)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(OTP_MAX_PER_IP_PER_HOUR);
  if (fromIp.length >= OTP_MAX_PER_IP_PER_HOUR) {
    const oldest = fromIp[OTP_MAX_PER_IP_PER_HOUR - 1]!;
    throw tooManyRequests(secondsUntil(oldest.createdAt.getTime() + HOUR_MS, now.getTime()), message);
  }
}

/**
 * Sends a code to `phone` by `channel` — the challenge row and the outgoing message are written in
 * one transaction — unless a limit says to wait.
 */
export async function sendCode(
  app: FastifyInstance,
  input: { phone: string; channel: OtpChannel; purpose: OtpPurpose; ip: string | null },
): Promise<OtpSentData> {
  await app.db.transaction(async (tx) => {
    const now = app.clock();
    await lockPhone(tx, input.phone);
    await assertMaySend(tx, input.phone, app.config.RATE_LIMITS === 'off' ? null : input.ip, now);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await tx.insert(otpChallenges).values({
      phone: input.phone,
      channel: input.channel,
      purpose: input.purpose,
      codeHash: hashCode(app.config.TOKEN_SECRET, input.phone, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
      ip: input.ip,
    });
    // By WhatsApp: the authentication template with its copy-code button (issue 27); the body keeps the record.
    const text = otpText(code);
    await queueMessage(tx, input.channel === 'whatsapp' ? { channel: 'whatsapp', to: input.phone, text, template: whatsappOtpTemplate(code) } : { channel: 'sms', to: input.phone, text }, now);
  });
  return { channel: input.channel, phoneNumber: input.phone, expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS };
}

type CheckOutcome = { ok: true; channel: OtpChannel } | { ok: false; error: AppError };

/**
 * Checks a code against the phone's latest code for that purpose (a newer code replaces older
 * ones) and uses it up. Wrong: 400 InvalidOtp with the attempts left (the attempt is counted even
 * though the request fails); the fifth wrong answer, or any answer after it: 429 TooManyAttempts;
 * expired, used or none: 400 OtpExpired. `onValid` runs in the same transaction as the use of the
 * code, so a code is never used up by a login that then fails, nor used twice.
 */
export async function consumeCode<T>(
  app: FastifyInstance,
  input: { phone: string; purpose: OtpPurpose; code: string },
  onValid: (tx: Tx, channel: OtpChannel) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  const outcome = await app.db.transaction(async (tx): Promise<CheckOutcome> => {
    const now = app.clock();
    await lockPhone(tx, input.phone);
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, input.phone), eq(otpChallenges.purpose, input.purpose)))
      .orderBy(desc(otpChallenges.createdAt), asc(otpChallenges.id))
      .limit(1);
    const expired = () => ({ ok: false as const, error: new AppError(400, 'OtpExpired', ACCOUNT_ERROR_MESSAGES.OtpExpired) });
    const tooMany = () => ({ ok: false as const, error: new AppError(429, 'TooManyAttempts', ACCOUNT_ERROR_MESSAGES.TooManyAttempts, { status: 429 }) });
    if (!challenge || challenge.consumedAt !== null) return expired();
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) return tooMany();
    if (challenge.expiresAt.getTime() <= now.getTime()) return expired();
    if (!sameHash(challenge.codeHash, hashCode(app.config.TOKEN_SECRET, input.phone, input.code))) {
      const attempts = challenge.attempts + 1;
      await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
      if (attempts >= OTP_MAX_ATTEMPTS) return tooMany();
      const left = OTP_MAX_ATTEMPTS - attempts;
      return { ok: false, error: new AppError(400, 'InvalidOtp', ACCOUNT_ERROR_MESSAGES.InvalidOtp.replace('{n}', String(left))) };
    }
    await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id));
    const channel = challenge.channel === 'sms' ? 'sms' : 'whatsapp';
    result = await onValid(tx, channel);
    return { ok: true, channel };
  });
  if (!outcome.ok) throw outcome.error;
  return result as T;
}

/** Marks the phone verified by the channel the code went through (§7 update-profile?otpType effect). */
export async function markPhoneVerified(app: FastifyInstance, tx: Tx, customerId: string, channel: OtpChannel): Promise<void> {
  const now = app.clock();
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx
    .update(customers)
    .set(
      channel === 'sms'
        ? { smsVerifiedAt: sql`coalesce(${customers.smsVerifiedAt}, ${at})`, updatedAt: now }
        : { waVerifiedAt: sql`coalesce(${customers.waVerifiedAt}, ${at})`, updatedAt: now },
    )
    .where(eq(customers.id, customerId));
}
