import { OTP_CHANNELS, OTP_TTL_SECONDS, type OtpChannel, type OtpPurpose } from '@kemudi/domain/account';

/*
 * Issue 29: reloading /verifikasi-otp (or /login after "Kirim kode") lost the code field. The code
 * that was sent is pending for this tab: which phone, which channel, when it was sent and when it
 * may be sent again — never the code itself — kept in sessionStorage (this tab only, gone when it
 * closes). After a reload the form opens on the code field again while the code is still valid
 * (OTP_TTL_SECONDS); past that it says the code has expired and offers a new one.
 */

const KEY = 'kemudi:otp-terkirim';

export interface PendingCode {
  purpose: OtpPurpose;
  phoneNumber: string;
  channel: OtpChannel;
  /** When the code was sent (ms since the epoch). */
  sentAt: number;
  /** When "Kirim ulang" may be pressed again (ms since the epoch). */
  resendAt: number;
}

export type PendingLookup = { kind: 'none' } | { kind: 'valid'; pending: PendingCode } | { kind: 'expired'; pending: PendingCode };

function parse(raw: string | null): PendingCode | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingCode> | null;
    if (
      !value ||
      typeof value.purpose !== 'string' ||
      typeof value.phoneNumber !== 'string' ||
      !(OTP_CHANNELS as readonly string[]).includes(value.channel ?? '') ||
      typeof value.sentAt !== 'number' ||
      typeof value.resendAt !== 'number'
    ) {
      return null;
    }
    return value as PendingCode;
  } catch {
    return null;
  }
}

export function rememberPendingCode(pending: PendingCode): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: a reload asks for a new code, as before.
  }
}

export function forgetPendingCode(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/**
 * The code this tab is waiting for, for `purpose` (and `phoneNumber` when the page fixes it):
 * 'valid' while it can still be entered, 'expired' once its 5 minutes are over.
 */
export function findPendingCode(purpose: OtpPurpose, phoneNumber: string | undefined, now = Date.now()): PendingLookup {
  let pending: PendingCode | null;
  try {
    pending = parse(sessionStorage.getItem(KEY));
  } catch {
    return { kind: 'none' };
  }
  if (!pending || pending.purpose !== purpose || (phoneNumber !== undefined && pending.phoneNumber !== phoneNumber)) return { kind: 'none' };
  return now - pending.sentAt < OTP_TTL_SECONDS * 1000 ? { kind: 'valid', pending } : { kind: 'expired', pending };
}
