/**
 * Customer accounts (issue 10): the limits and the field rules both sides apply — the web app as
 * the visitor types, the API on every request (contracts/account.ts uses the same validators and
 * messages). §5 gives the phone rules; "Password and other form bounds: not shown", so the bounds
 * below are ours.
 */
import { isIndonesianPhone, normalizePhone, validateSubscribeEmail } from './validation';

/** Digits of a one-time code. */
export const OTP_LENGTH = 6;
/** A code expires 5 minutes after it was sent. */
export const OTP_TTL_SECONDS = 300;
/** Wrong answers allowed per code; the fifth wrong one ends the code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Seconds between two codes sent to one phone (the "kirim ulang" countdown). */
export const OTP_RESEND_SECONDS = 60;
/** Codes sent to one phone in an hour (anti "SMS bomber"). */
export const OTP_MAX_PER_PHONE_PER_HOUR = 5;
/** Codes requested from one IP address in an hour. */
export const OTP_MAX_PER_IP_PER_HOUR = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 100;
/** Default lifetime of a customer access token (the API's CUSTOMER_TOKEN_TTL_SECONDS). */
export const CUSTOMER_TOKEN_TTL_SECONDS = 900;
/** Lifetime of a refresh token (the API's REFRESH_TOKEN_TTL_DAYS). */
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** A password-reset link is valid for 60 minutes. */
export const RESET_TOKEN_TTL_MINUTES = 60;
const EMAIL_MAX = 254;

/** The channels a code can be sent by, in the order the site offers them. */
export const OTP_CHANNELS = ['whatsapp', 'sms'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];
export const OTP_CHANNEL_LABELS: Readonly<Record<OtpChannel, string>> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** Why a code is asked for: logging in with a registered phone, or verifying a new account's phone. */
/** booking (issue 13): a guest proves the contact phone of a booking; sent and used by the booking calls only. */
/** change-phone (issue 29): the code sent to the new number a customer moves their account to (My Account). */
export const OTP_PURPOSES = ['login', 'register', 'booking', 'change-phone'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Field messages (Indonesian; shown under the field and answered by the API). */
export const ACCOUNT_MESSAGES = {
  NAME_EMPTY: 'Nama wajib diisi',
  NAME_TOO_LONG: `Nama maksimal ${NAME_MAX} karakter`,
  NAME_INVALID: 'Nama hanya boleh berisi huruf, spasi, titik, koma, apostrof dan tanda hubung',
  PHONE_EMPTY: 'Nomor HP wajib diisi',
  PHONE_INVALID: 'Nomor HP tidak valid. Gunakan nomor seluler Indonesia, contoh: 0812 3456 7890',
  EMAIL_EMPTY: 'Email wajib diisi',
  EMAIL_INVALID: 'Format email tidak valid, contoh: nama@contoh.com',
  PASSWORD_EMPTY: 'Kata sandi wajib diisi',
  PASSWORD_LENGTH: `Kata sandi ${PASSWORD_MIN}–${PASSWORD_MAX} karakter`,
  PASSWORD_WEAK: 'Kata sandi harus berisi huruf dan angka',
  PASSWORD_CONFIRM: 'Konfirmasi kata sandi tidak sama',
  /** Issue 29: changing the password inside My Account. */
  CURRENT_PASSWORD_EMPTY: 'Kata sandi saat ini wajib diisi',
  PASSWORD_SAME: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
  PHONE_SAME: 'Nomor HP baru sama dengan nomor HP akun Anda',
  OTP_INVALID: `Kode OTP terdiri dari ${OTP_LENGTH} angka`,
  TERMS: 'Anda harus menyetujui syarat dan ketentuan',
  USERNAME_EMPTY: 'Email atau nomor HP wajib diisi',
} as const;

// Letters of any script, spaces and the punctuation of real names ("Siti Nur'aini", "R.A. Kartini").
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .,'-]*$/u;

/** §5 collapses whitespace; a name is trimmed and collapsed before it is checked or stored. */
export function cleanName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

export function nameError(value: string | null | undefined): string | null {
  const name = cleanName(value ?? '');
  if (name === '') return ACCOUNT_MESSAGES.NAME_EMPTY;
  if (name.length > NAME_MAX) return ACCOUNT_MESSAGES.NAME_TOO_LONG;
  if (!NAME_PATTERN.test(name)) return ACCOUNT_MESSAGES.NAME_INVALID;
  return null;
}

/**
 * §5: the phone as the account stores it, `08…` ("+62 812-3456-7890", "62812…", "812…" and
 * "0812…" all give "081234567890"); null when it is not an Indonesian mobile number.
 */
export function toAccountPhone(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || !isIndonesianPhone(raw)) return null;
  const phone = normalizePhone(raw);
  return phone.startsWith('0') ? phone : `0${phone}`;
}

export function phoneError(value: string | null | undefined): string | null {
  if ((value ?? '').trim() === '') return ACCOUNT_MESSAGES.PHONE_EMPTY;
  return toAccountPhone(value) === null ? ACCOUNT_MESSAGES.PHONE_INVALID : null;
}

/** §5 email rule (local part ≥ 3, an @, a domain), with the account form's messages. */
export function emailError(value: string | null | undefined): string | null {
  const email = (value ?? '').trim();
  if (email === '') return ACCOUNT_MESSAGES.EMAIL_EMPTY;
  if (email.length > EMAIL_MAX) return ACCOUNT_MESSAGES.EMAIL_INVALID;
  return validateSubscribeEmail(email).ok ? null : ACCOUNT_MESSAGES.EMAIL_INVALID;
}

export function passwordError(value: string | null | undefined): string | null {
  const password = value ?? '';
  if (password === '') return ACCOUNT_MESSAGES.PASSWORD_EMPTY;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return ACCOUNT_MESSAGES.PASSWORD_LENGTH;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return ACCOUNT_MESSAGES.PASSWORD_WEAK;
  return null;
}

export function passwordConfirmError(password: string | null | undefined, confirm: string | null | undefined): string | null {
  return (confirm ?? '') === (password ?? '') && (confirm ?? '') !== '' ? null : ACCOUNT_MESSAGES.PASSWORD_CONFIRM;
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function otpError(value: string | null | undefined): string | null {
  return OTP_PATTERN.test((value ?? '').trim()) ? null : ACCOUNT_MESSAGES.OTP_INVALID;
}

export interface RegistrationInput {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** The registration form's errors by field (an empty object: the form may be sent). */
export function validateRegistration(input: RegistrationInput): Partial<Record<keyof RegistrationInput, string>> {
  const errors: Partial<Record<keyof RegistrationInput, string>> = {};
  const checks: [keyof RegistrationInput, string | null][] = [
    ['name', nameError(input.name)],
    ['phoneNumber', phoneError(input.phoneNumber)],
    ['email', emailError(input.email)],
    ['password', passwordError(input.password)],
    ['confirmPassword', passwordConfirmError(input.password, input.confirmPassword)],
    ['acceptTerms', input.acceptTerms ? null : ACCOUNT_MESSAGES.TERMS],
  ];
  for (const [field, message] of checks) if (message !== null) errors[field] = message;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// /login?redirect=<base64 path> (§2, §6): only a path on this site may come back out.
// ---------------------------------------------------------------------------------------------

const REDIRECT_MAX = 2000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * True for a path on this site: one leading `/` (not `//` or `/\`, which browsers read as another
 * host; a leading `/` also rules out any scheme), no control characters (a tab or newline inside
 * `/\t/evil.com` is dropped by browsers), at most 2000 characters.
 */
export function isSameSitePath(path: string): boolean {
  if (path.length === 0 || path.length > REDIRECT_MAX) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return true;
}

/** The `redirect` parameter for a path of this site (standard base64 of its UTF-8 bytes). */
export function encodeRedirect(path: string): string {
  return toBase64(new TextEncoder().encode(path));
}

/**
 * The path a `redirect` parameter names, or null when it is not valid base64 (standard or
 * URL-safe, padding optional) of a same-site path (see isSameSitePath).
 */
export function decodeRedirect(param: string | null | undefined): string | null {
  if (!param) return null;
  const cleaned = param.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (cleaned.length > Math.ceil((REDIRECT_MAX * 4) / 3) + 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(cleaned)) return null;
  const padded = cleaned.replace(/=+$/, '');
  if (padded.length % 4 === 1) return null;
  try {
    const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const path = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isSameSitePath(path) ? path : null;
  } catch {
    return null;
  }
}
