import { describe, expect, it } from 'vitest';
import {
  BLOCKED_NUMBER_KEYS,
  EXAMPLE_EMAIL,
  MESSAGES,
  clampPercentage,
  cleanPhoneInput,
  collapseWhitespace,
  formatCurrencyInput,
  formatCurrencyInputOrZero,
  hasSpecialCharacters,
  invalidEmailMessage,
  isBlockedNumberKey,
  isIndonesianPhone,
  isNumericOnly,
  isValidRating,
  normalizePhone,
  parseCurrencyInput,
  shouldRequestSuggestions,
  validateSubscribeEmail,
} from './validation';

describe('MESSAGES (§8, word for word)', () => {
  it('holds the visitor-facing texts', () => {
    expect(MESSAGES.EMAIL_EMPTY).toBe('Email tidak boleh kosong');
    expect(MESSAGES.EMAIL_INVALID).toBe('Mohon masukkan email valid Contoh: {email}');
    expect(MESSAGES.ALREADY_SUBSCRIBED).toBe('Anda sudah berlangganan');
    expect(MESSAGES.SUGGESTIONS_FAILED).toBe('Gagal menampilkan data');
  });

  it('holds the wire messages of the API and proxy', () => {
    expect(MESSAGES.METHOD_NOT_ALLOWED).toBe('Method Not Allowed');
    expect(MESSAGES.INTERNAL_SERVER_ERROR).toBe('Internal Server Error');
    expect(MESSAGES.USER_NOT_AUTHENTICATED).toBe('User is not authenticated');
    expect(MESSAGES.NO_ACCESS_TOKEN).toBe('No access token provided');
    expect(MESSAGES.NO_TEMP_COOKIE).toBe('No temp cookie provided');
  });

  it('fills the example address into the invalid-email message', () => {
    expect(invalidEmailMessage()).toBe('Mohon masukkan email valid Contoh: nama@contoh.com');
    expect(invalidEmailMessage('x@y.id')).toBe('Mohon masukkan email valid Contoh: x@y.id');
  });
});

describe('validateSubscribeEmail (§5)', () => {
  it('accepts a valid address, trimmed and lower-cased', () => {
    expect(validateSubscribeEmail('  Budi.Santoso@Gmail.COM ')).toEqual({ ok: true, email: 'budi.santoso@gmail.com' });
    expect(validateSubscribeEmail('abc@toyota.co.id')).toEqual({ ok: true, email: 'abc@toyota.co.id' });
    expect(validateSubscribeEmail('a_b+promo@mail-server.id')).toMatchObject({ ok: true });
  });

  it('accepts its own example address', () => {
    expect(validateSubscribeEmail(EXAMPLE_EMAIL)).toEqual({ ok: true, email: EXAMPLE_EMAIL });
  });

  it('answers empty input (after trimming) with the empty alert', () => {
    for (const raw of ['', '   ', '\t\n', null, undefined]) {
      expect(validateSubscribeEmail(raw)).toEqual({ ok: false, reason: 'empty', message: 'Email tidak boleh kosong' });
    }
  });

  it('needs a local part of at least 3 characters', () => {
    expect(validateSubscribeEmail('ab@gmail.com')).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Mohon masukkan email valid Contoh: nama@contoh.com',
    });
    expect(validateSubscribeEmail('abc@gmail.com').ok).toBe(true);
  });

  it('needs exactly one @ and no spaces', () => {
    for (const raw of ['budigmail.com', 'budi@@gmail.com', 'bu@di@gmail.com', 'budi santoso@gmail.com', 'budi@gmail .com']) {
      expect(validateSubscribeEmail(raw), raw).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });

  it('needs a domain with a dot and a TLD of at least 2 letters', () => {
    for (const raw of ['budi@', 'budi@gmail', 'budi@gmail.c', 'budi@gmail.123', 'budi@.com', 'budi@-gmail.com', 'budi@gmail..com']) {
      expect(validateSubscribeEmail(raw), raw).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses dots that lead, trail or double in the local part', () => {
    for (const raw of ['.budi@gmail.com', 'budi.@gmail.com', 'bu..di@gmail.com']) {
      expect(validateSubscribeEmail(raw), raw).toMatchObject({ ok: false });
    }
  });
});

describe('normalizePhone (§5: +62 or 62 → 0)', () => {
  it('replaces the country prefix by 0', () => {
    expect(normalizePhone('+6281234567890')).toBe('081234567890');
    expect(normalizePhone('6281234567890')).toBe('081234567890');
  });

  it('removes separators and keeps numbers already starting with 0', () => {
    expect(normalizePhone(' +62 812-3456-7890 ')).toBe('081234567890');
    expect(normalizePhone('0812 3456 7890')).toBe('081234567890');
  });

  it('does not double the 0 when prefix and trunk 0 are both typed', () => {
    expect(normalizePhone('+62 0812 3456 7890')).toBe('081234567890');
  });
});

describe('isIndonesianPhone (§5: 08[1-9] after a 62 prefix)', () => {
  it('accepts mobile numbers written with +62, 62, 0 or nothing before the 8', () => {
    for (const raw of ['+6281234567890', '6281234567890', '081234567890', '81234567890', '+62 812-3456-789']) {
      expect(isIndonesianPhone(raw), raw).toBe(true);
    }
  });

  it('accepts 10 to 13 digits in the 0 form', () => {
    expect(isIndonesianPhone('0812345678')).toBe(true); // 10
    expect(isIndonesianPhone('0812345678901')).toBe(true); // 13
    expect(isIndonesianPhone('081234567')).toBe(false); // 9
    expect(isIndonesianPhone('08123456789012')).toBe(false); // 14
  });

  it('refuses 080…, land lines and foreign numbers', () => {
    expect(isIndonesianPhone('08012345678')).toBe(false);
    expect(isIndonesianPhone('0215550123')).toBe(false);
    expect(isIndonesianPhone('+6591234567')).toBe(false);
    expect(isIndonesianPhone('+1 812 345 6789')).toBe(false);
  });

  it('refuses letters and empty values', () => {
    expect(isIndonesianPhone('0812abc45678')).toBe(false);
    expect(isIndonesianPhone('')).toBe(false);
    expect(isIndonesianPhone(null)).toBe(false);
  });
});

describe('cleanPhoneInput (§5: digits only, cut to 14, one leading 0 removed)', () => {
  it('keeps digits only and removes one leading 0', () => {
    expect(cleanPhoneInput('0812-3456-7890')).toBe('81234567890');
    expect(cleanPhoneInput('00812')).toBe('0812');
    expect(cleanPhoneInput('abc')).toBe('');
  });

  it('cuts to 14 digits before removing the 0', () => {
    expect(cleanPhoneInput('812345678901234567')).toBe('81234567890123');
    expect(cleanPhoneInput('0812345678901234')).toBe('8123456789012');
  });
});

describe('hasSpecialCharacters (§5)', () => {
  it('is false for letters, digits and spaces (spaces are not special)', () => {
    expect(hasSpecialCharacters('Budi Santoso 2')).toBe(false);
    expect(hasSpecialCharacters('Désirée')).toBe(false);
    expect(hasSpecialCharacters('')).toBe(false);
  });

  it('is true for punctuation and symbols', () => {
    for (const raw of ['Budi!', 'a.b', 'x@y', 'Rp-1', '<script>', 'emoji 🚗', "Jum'at"]) {
      expect(hasSpecialCharacters(raw), raw).toBe(true);
    }
  });
});

describe('isNumericOnly (§5)', () => {
  it('accepts ASCII digits only', () => {
    expect(isNumericOnly('0812')).toBe(true);
    expect(isNumericOnly('')).toBe(false);
    expect(isNumericOnly('12 3')).toBe(false);
    expect(isNumericOnly('1.000')).toBe(false);
    expect(isNumericOnly('-1')).toBe(false);
  });
});

describe('collapseWhitespace (§5)', () => {
  it('turns every whitespace run into one space without trimming', () => {
    expect(collapseWhitespace('Budi   \t Santoso')).toBe('Budi Santoso');
    expect(collapseWhitespace('a\n\nb')).toBe('a b');
    expect(collapseWhitespace('Budi ')).toBe('Budi ');
  });
});

describe('shouldRequestSuggestions (§5: at least 3 characters)', () => {
  it('asks from 3 characters, ignoring surrounding spaces', () => {
    expect(shouldRequestSuggestions('ya')).toBe(false);
    expect(shouldRequestSuggestions(' ya ')).toBe(false);
    expect(shouldRequestSuggestions('yar')).toBe(true);
  });
});

describe('isValidRating (§3: 1 to 5)', () => {
  it('accepts whole numbers 1–5 only', () => {
    expect([1, 3, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 4.5, Number.NaN, '5'].some(isValidRating)).toBe(false);
  });
});

describe('parseCurrencyInput (§5)', () => {
  it('keeps digits only', () => {
    expect(parseCurrencyInput('Rp 1.250.000')).toBe(1250000);
    expect(parseCurrencyInput('12a3')).toBe(123);
    expect(parseCurrencyInput('0')).toBe(0);
    expect(parseCurrencyInput('007')).toBe(7);
  });

  it('gives null when there is no digit', () => {
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('Rp ')).toBeNull();
    expect(parseCurrencyInput(null)).toBeNull();
  });

  it('cuts to the maximum digit count, leading zeros not counted', () => {
    expect(parseCurrencyInput('123456789', 6)).toBe(123456);
    expect(parseCurrencyInput('000123456', 6)).toBe(123456);
    expect(() => parseCurrencyInput('1', 0)).toThrow(RangeError);
  });

  it('never goes past 15 digits, so the number stays exact', () => {
    expect(parseCurrencyInput('9'.repeat(20))).toBe(999_999_999_999_999);
  });
});

describe('formatCurrencyInput (§5)', () => {
  it('shows Rp with dot thousands', () => {
    expect(formatCurrencyInput(1250000)).toBe('Rp 1.250.000');
    expect(formatCurrencyInput('Rp 1.2500')).toBe('Rp 12.500');
    expect(formatCurrencyInput('0')).toBe('Rp 0');
  });

  it('gives an empty value for empty input, or Rp 0 in the zero variant', () => {
    expect(formatCurrencyInput('')).toBe('');
    expect(formatCurrencyInput(null)).toBe('');
    expect(formatCurrencyInputOrZero('')).toBe('Rp 0');
    expect(formatCurrencyInputOrZero(undefined)).toBe('Rp 0');
    expect(formatCurrencyInputOrZero(5000)).toBe('Rp 5.000');
  });

  it('respects the maximum digit count and refuses negative numbers', () => {
    expect(formatCurrencyInput('123456789', 6)).toBe('Rp 123.456');
    expect(formatCurrencyInput(-5)).toBe('');
  });

  it('is stable when applied again to its own output', () => {
    const once = formatCurrencyInput('246600000');
    expect(formatCurrencyInput(once)).toBe(once);
  });
});

describe('clampPercentage (§5: 0–100, default 3 decimals)', () => {
  it('clamps to 0–100', () => {
    expect(clampPercentage(150)).toBe(100);
    expect(clampPercentage('100.5')).toBe(100);
    expect(clampPercentage(-3)).toBe(0);
    expect(clampPercentage('-3')).toBe(0);
  });

  it('cuts (does not round) to 3 decimals by default', () => {
    expect(clampPercentage(12.34567)).toBe(12.345);
    expect(clampPercentage('99.9999')).toBe(99.999);
    expect(clampPercentage(1.005)).toBe(1.005);
  });

  it('takes another decimal count', () => {
    expect(clampPercentage('12.345', 1)).toBe(12.3);
    expect(clampPercentage('12.9', 0)).toBe(12);
    expect(clampPercentage(0.0000001, 8)).toBe(0.0000001);
    expect(() => clampPercentage(1, -1)).toThrow(RangeError);
  });

  it('reads the Indonesian decimal comma and ignores stray symbols', () => {
    expect(clampPercentage('12,5')).toBe(12.5);
    expect(clampPercentage('12,5%')).toBe(12.5);
    expect(clampPercentage('12,')).toBe(12);
  });

  it('gives null when there is no number', () => {
    expect(clampPercentage('')).toBeNull();
    expect(clampPercentage('.')).toBeNull();
    expect(clampPercentage('1.2.3')).toBeNull();
    expect(clampPercentage(null)).toBeNull();
    expect(clampPercentage(Number.NaN)).toBeNull();
  });
});

describe('number input keys (§5)', () => {
  it('lists arrows, dot, comma, plus, minus and e/E', () => {
    expect([...BLOCKED_NUMBER_KEYS]).toEqual(['ArrowUp', 'ArrowDown', '.', ',', '+', '-', 'e', 'E']);
  });

  it('blocks those keys and any single letter', () => {
    for (const key of [...BLOCKED_NUMBER_KEYS, 'a', 'Z', 'é']) {
      expect(isBlockedNumberKey(key), key).toBe(true);
    }
  });

  it('lets digits and named editing keys through', () => {
    for (const key of ['0', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Enter', 'Home']) {
      expect(isBlockedNumberKey(key), key).toBe(false);
    }
  });

  it('lets shortcuts with Ctrl, ⌘ or Alt through (copy, paste, zoom out)', () => {
    expect(isBlockedNumberKey('v', { ctrlKey: true })).toBe(false);
    expect(isBlockedNumberKey('c', { metaKey: true })).toBe(false);
    expect(isBlockedNumberKey('-', { ctrlKey: true })).toBe(false);
    expect(isBlockedNumberKey('v', { ctrlKey: false })).toBe(true);
  });
});
