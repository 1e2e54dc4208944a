/**
 * Input rules of spec §5 and the messages of spec §8, shared by the API (which validates every
 * request) and the web app (which validates as the visitor types).
 */
import { PERCENT_DECIMALS_DEFAULT, PERCENT_MAX, PHONE_MAX_DIGITS, RATING_MAX, RATING_MIN } from './constants';
import { groupThousands } from './money';

/** The address shown in the invalid-email message. */
export const EXAMPLE_EMAIL = 'nama@contoh.com';

/**
 * §8 texts, word for word. The Indonesian ones are shown to visitors; the English ones are the
 * wire messages §8 gives for API and proxy responses (never rendered as page copy).
 */
export const MESSAGES = {
  /** §8: empty subscribe email (shown as an alert). */
  EMAIL_EMPTY: 'Email tidak boleh kosong',
  /** §8: invalid subscribe email; `{email}` is replaced by EXAMPLE_EMAIL. */
  EMAIL_INVALID: 'Mohon masukkan email valid Contoh: {email}',
  /** §8: subscribe answered emailSaved false. */
  ALREADY_SUBSCRIBED: 'Anda sudah berlangganan',
  /** §8: suggestion fetch failure (the list is emptied). */
  SUGGESTIONS_FAILED: 'Gagal menampilkan data',
  /** §8: InvalidSystemToken (403). */
  INVALID_SYSTEM_TOKEN: 'invalid system token',
  /** §8: InvalidRefreshToken (401, redirect true). */
  INVALID_REFRESH_TOKEN: 'invalid refresh token',
  /** §8: non-POST lead submission (405). */
  METHOD_NOT_ALLOWED: 'Method Not Allowed',
  /** §8: lead failure fallback (500). */
  INTERNAL_SERVER_ERROR: 'Internal Server Error',
  /** §8: social login failure default. */
  USER_NOT_AUTHENTICATED: 'User is not authenticated',
  /** §8: missing tokens. */
  NO_ACCESS_TOKEN: 'No access token provided',
  NO_TEMP_COOKIE: 'No temp cookie provided',
} as const;

/** §8: 'Mohon masukkan email valid Contoh: {email}' with the example filled in. */
export function invalidEmailMessage(example: string = EXAMPLE_EMAIL): string {
  return MESSAGES.EMAIL_INVALID.replace('{email}', example);
}

export type SubscribeEmailResult =
  | { readonly ok: true; readonly email: string }
  | {
      readonly ok: false;
      /** §8: 'empty' is shown as an alert, 'invalid' next to the input. */
      readonly reason: 'empty' | 'invalid';
      readonly message: string;
    };

// §5: local part of at least 3 characters. The character set is the one real mailboxes use;
// dots may not lead, trail or double up.
const EMAIL_LOCAL = /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*$/;
const EMAIL_LOCAL_MIN = 3;
const EMAIL_LOCAL_MAX = 64;
// §5: "and a domain" — read as at least two dot-separated labels ending in a TLD of ≥ 2 letters.
const EMAIL_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
const EMAIL_MAX = 254;

/**
 * §5 subscribe email. Trims and lower-cases what the visitor typed; exactly one @, no spaces.
 */
export function validateSubscribeEmail(raw: string | null | undefined): SubscribeEmailResult {
  const email = (raw ?? '').trim().toLowerCase();
  if (email === '') return { ok: false, reason: 'empty', message: MESSAGES.EMAIL_EMPTY };
  const invalid = { ok: false, reason: 'invalid', message: invalidEmailMessage() } as const;
  if (email.length > EMAIL_MAX) return invalid;
  const parts = email.split('@');
  if (parts.length !== 2) return invalid;
  const [local = '', domain = ''] = parts;
  if (local.length < EMAIL_LOCAL_MIN || local.length > EMAIL_LOCAL_MAX || !EMAIL_LOCAL.test(local)) return invalid;
  if (!EMAIL_DOMAIN.test(domain)) return invalid;
  return { ok: true, email };
}

/** Separators people type inside phone numbers: spaces, dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/**
 * §5 normalisation: a leading +62 or 62 becomes 0 ("+62 812-3456-7890" → "081234567890").
 * Separators are removed first. "+62 0812…" (prefix and trunk 0 both typed) gives one 0, not two.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.trim().replace(PHONE_SEPARATORS, '');
  let rest: string;
  if (compact.startsWith('+62')) rest = compact.slice(3);
  else if (compact.startsWith('62')) rest = compact.slice(2);
  else return compact;
  return rest.startsWith('0') ? rest : `0${rest}`;
}

// §5: "pattern starting 08[1-9] after a 62 prefix". A mobile number's subscriber part after 8[1-9]
// has 7 to 10 digits (0812-345-678 … 0812-3456-78901), i.e. 62 + at most 12 digits = §9's 14 digits.
// The trunk 0 is optional because the phone field shows a fixed +62 and cleanPhoneInput drops the 0.
const INDONESIAN_MOBILE = /^0?8[1-9]\d{7,10}$/;

/** §5: Indonesian mobile number, written with +62, 62, 0 or nothing in front of the 8. */
export function isIndonesianPhone(raw: string | null | undefined): boolean {
  if (raw === null || raw === undefined) return false;
  return INDONESIAN_MOBILE.test(normalizePhone(raw));
}

/**
 * §5 phone helper, in the order §5 gives: digits only, cut to 14 digits (§9), then one leading 0
 * removed (the field shows +62 in front, so "0812…" is kept as "812…").
 */
export function cleanPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/**
 * §5 special-character check: true when the text holds anything other than a letter or a digit.
 * Whitespace does NOT count as special: the check guards names and free-text fields
 * ("Budi Santoso" is fine, "Budi!" is not), and whitespace is collapsed separately.
 * Letters are Unicode letters, so "Désirée" passes.
 */
export function hasSpecialCharacters(raw: string): boolean {
  return /[^\p{L}\p{Nd}\s]/u.test(raw.normalize('NFC'));
}

/** §5 numeric-only check: one or more ASCII digits and nothing else ('' is not numeric). */
export function isNumericOnly(raw: string): boolean {
  return /^\d+$/.test(raw);
}

// §5 whitespace and search-length rules: in text-rules.ts (the header search imports them alone).
export { collapseWhitespace, shouldRequestSuggestions } from './text-rules';

/** §3/§9: a customer review rating is a whole number from 1 to 5. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** 15 digits stay below Number.MAX_SAFE_INTEGER (16 digits), whatever maxDigits asks for. */
const CURRENCY_SAFE_DIGITS = 15;

function checkMaxDigits(maxDigits: number | undefined): number {
  if (maxDigits === undefined) return CURRENCY_SAFE_DIGITS;
  if (!Number.isInteger(maxDigits) || maxDigits < 1) {
    throw new RangeError(`maxDigits harus bilangan bulat positif, bukan ${maxDigits}`);
  }
  return Math.min(maxDigits, CURRENCY_SAFE_DIGITS);
}

/**
 * §5 currency input: keeps digits only ("Rp 1.250.000" → 1250000), optionally cut to
 * maxDigits significant digits (leading zeros do not use up the budget). No digit at all → null.
 */
export function parseCurrencyInput(raw: string | null | undefined, maxDigits?: number): number | null {
  const limit = checkMaxDigits(maxDigits);
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  return Number(digits.slice(0, limit));
}

function toCurrencyAmount(value: number | string | null | undefined, maxDigits?: number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    return parseCurrencyInput(String(Math.trunc(value)), maxDigits);
  }
  return parseCurrencyInput(value, maxDigits);
}

/**
 * §5 currency display: "Rp 1.250.000". Empty (or nothing numeric) gives '' — see
 * formatCurrencyInputOrZero for the "Rp 0" variant. Accepts what the field holds, so it can be
 * called on every keystroke: formatCurrencyInput('Rp 1.2500') → 'Rp 12.500'.
 */
export function formatCurrencyInput(value: number | string | null | undefined, maxDigits?: number): string {
  const amount = toCurrencyAmount(value, maxDigits);
  return amount === null ? '' : `Rp ${groupThousands(amount)}`;
}

/** §5: like formatCurrencyInput, but empty gives "Rp 0". */
export function formatCurrencyInputOrZero(value: number | string | null | undefined, maxDigits?: number): string {
  return formatCurrencyInput(value, maxDigits) || 'Rp 0';
}

const MAX_PERCENT_DECIMALS = 20;

/**
 * §5 percentage input: 0 to 100 (§9 PERCENT_MAX) with at most `decimals` decimals (default 3).
 * Extra decimals are cut, not rounded — a digit typed past the limit simply does not appear.
 * Strings accept the Indonesian decimal comma and stray symbols ("12,5%" → 12.5).
 * Nothing numeric → null.
 */
export function clampPercentage(
  raw: number | string | null | undefined,
  decimals: number = PERCENT_DECIMALS_DEFAULT,
): number | null {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_PERCENT_DECIMALS) {
    throw new RangeError(`decimals harus bilangan bulat 0–${MAX_PERCENT_DECIMALS}, bukan ${decimals}`);
  }
  let n: number;
  if (typeof raw === 'number') {
    n = raw;
  } else {
    const cleaned = (raw ?? '').replace(',', '.').replace(/[^\d.-]/g, '');
    if (!/^-?\d*\.?\d*$/.test(cleaned) || !/\d/.test(cleaned)) return null;
    n = Number(cleaned);
  }
  if (Number.isNaN(n)) return null;
  if (n <= 0) return 0;
  if (n >= PERCENT_MAX) return PERCENT_MAX;
  // Cut on the decimal text (1.005 stays 1.005, where Math.trunc(1.005 * 1000) would give 1.004).
  const text = String(n).includes('e') ? n.toFixed(MAX_PERCENT_DECIMALS) : String(n);
  const [whole = '0', fraction = ''] = text.split('.');
  const cut = fraction.slice(0, decimals);
  return Number(cut === '' ? whole : `${whole}.${cut}`);
}

/** §5: keys a number input blocks besides letters — arrows, dot, comma, plus, minus and the exponent e. */
export const BLOCKED_NUMBER_KEYS = ['ArrowUp', 'ArrowDown', '.', ',', '+', '-', 'e', 'E'] as const;

export interface KeyModifiers {
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/**
 * §5: whether a number input should cancel this KeyboardEvent.key — any single letter or one of
 * BLOCKED_NUMBER_KEYS. Named keys (Backspace, Tab, ArrowLeft…) pass. With Ctrl, ⌘ or Alt held the
 * key is a shortcut (copy, paste, zoom out with Ctrl+-), so nothing is blocked.
 */
export function isBlockedNumberKey(key: string, modifiers: KeyModifiers = {}): boolean {
  if (modifiers.ctrlKey === true || modifiers.metaKey === true || modifiers.altKey === true) return false;
  return (BLOCKED_NUMBER_KEYS as readonly string[]).includes(key) || /^\p{L}$/u.test(key);
}
