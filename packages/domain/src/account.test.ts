import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  OTP_CHANNEL_LABELS,
  OTP_CHANNELS,
  decodeRedirect,
  emailError,
  encodeRedirect,
  nameError,
  otpError,
  passwordConfirmError,
  passwordError,
  phoneError,
  toAccountPhone,
  validateRegistration,
} from './account';

describe('account field rules', () => {
  it('stores every §5 way of writing a mobile number as 08…', () => {
    for (const raw of ['081234567890', '+62 812-3456-7890', '6281234567890', '81234567890', '(0812) 3456 7890']) {
      expect(toAccountPhone(raw), raw).toBe('081234567890');
    }
    expect(phoneError('0812 3456 7890')).toBeNull();
  });

  it('refuses malformed phone numbers (§5: 08[1-9] and 7 to 10 more digits)', () => {
    for (const raw of ['0212345678', '0801234567', '08123', '0812345678901234', '08123abc567', '+1 202 555 0100', '62-0-812']) {
      expect(toAccountPhone(raw), raw).toBeNull();
      expect(phoneError(raw), raw).toBe(ACCOUNT_MESSAGES.PHONE_INVALID);
    }
    expect(phoneError('   ')).toBe(ACCOUNT_MESSAGES.PHONE_EMPTY);
  });

  it('checks names, emails, passwords and codes with Indonesian messages', () => {
    expect(nameError('  Siti   Nur\'aini ')).toBeNull();
    expect(nameError('R.A. Kartini')).toBeNull();
    expect(nameError('')).toBe(ACCOUNT_MESSAGES.NAME_EMPTY);
    expect(nameError('<script>')).toBe(ACCOUNT_MESSAGES.NAME_INVALID);
    expect(nameError('a'.repeat(101))).toBe(ACCOUNT_MESSAGES.NAME_TOO_LONG);
    expect(emailError('budi@contoh.com')).toBeNull();
    expect(emailError('')).toBe(ACCOUNT_MESSAGES.EMAIL_EMPTY);
    expect(emailError('bu@contoh.com')).toBe(ACCOUNT_MESSAGES.EMAIL_INVALID);
    expect(passwordError('rahasia123')).toBeNull();
    expect(passwordError('pendek1')).toBe(ACCOUNT_MESSAGES.PASSWORD_LENGTH);
    expect(passwordError('a1'.repeat(33))).toBe(ACCOUNT_MESSAGES.PASSWORD_LENGTH);
    expect(passwordError('hanyahuruf')).toBe(ACCOUNT_MESSAGES.PASSWORD_WEAK);
    expect(passwordError('12345678')).toBe(ACCOUNT_MESSAGES.PASSWORD_WEAK);
    expect(passwordConfirmError('rahasia123', 'rahasia123')).toBeNull();
    expect(passwordConfirmError('rahasia123', 'rahasia124')).toBe(ACCOUNT_MESSAGES.PASSWORD_CONFIRM);
    expect(otpError('012345')).toBeNull();
    for (const code of ['12345', '1234567', '12a456', '']) expect(otpError(code), code).toBe(ACCOUNT_MESSAGES.OTP_INVALID);
  });

  it('validates the whole registration form by field', () => {
    const valid = { name: 'Budi', phoneNumber: '0812 3456 7890', email: 'budi@contoh.com', password: 'rahasia123', confirmPassword: 'rahasia123', acceptTerms: true };
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, phoneNumber: '021555', confirmPassword: 'x', acceptTerms: false })).toEqual({
      phoneNumber: ACCOUNT_MESSAGES.PHONE_INVALID,
      confirmPassword: ACCOUNT_MESSAGES.PASSWORD_CONFIRM,
      acceptTerms: ACCOUNT_MESSAGES.TERMS,
    });
  });

  it('offers WhatsApp first, then SMS', () => {
    expect(OTP_CHANNELS).toEqual(['whatsapp', 'sms']);
    expect(OTP_CHANNEL_LABELS.sms).toBe('SMS');
  });
});

describe('the login redirect parameter', () => {
  it('round-trips a path of the site, query and non-ASCII included', () => {
    for (const path of ['/', '/myaccount/overview', '/c/mobil-baru-toyota?bodyType=suv&page=2', '/cari?q=mobil%20keluarga', '/berita/é']) {
      expect(decodeRedirect(encodeRedirect(path)), path).toBe(path);
    }
    expect(encodeRedirect('/myaccount/overview')).toBe('L215YWNjb3VudC9vdmVydmlldw==');
  });

  it('accepts URL-safe base64 without padding', () => {
    const standard = encodeRedirect('/c/mobil-baru-toyota?a=>>>?');
    expect(standard).toMatch(/[+/]/);
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeRedirect(urlSafe)).toBe('/c/mobil-baru-toyota?a=>>>?');
  });

  it('answers null for anything that could leave the site or is not base64', () => {
    const refused = ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'myaccount', '/\t/evil.example', '/a\nb', `/${'a'.repeat(2000)}`, ''];
    for (const path of refused) expect(decodeRedirect(encodeRedirect(path)), JSON.stringify(path)).toBeNull();
    for (const param of [null, undefined, '', '%%%', 'L215YW*j', 'a']) expect(decodeRedirect(param), String(param)).toBeNull();
    // Bytes that are not UTF-8.
    expect(decodeRedirect(btoa('/\xff\xfe'))).toBeNull();
  });
});
