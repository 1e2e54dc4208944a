import { LEAD_MESSAGES } from '@kemudi/domain/leads';
import { describe, expect, it } from 'vitest';
import { devTokenFresh, providerScriptUrl, readChallenge } from './captcha-logic';
import { leadOf, readLeadAnswer, ticketOf } from './lead-request';

describe('readChallenge', () => {
  it("'dev' carries its token; a provider carries its site key", () => {
    expect(readChallenge({ status: 200, data: { provider: 'dev', siteKey: null, token: 'dev.abc', expiresIn: 600 } })).toEqual({
      provider: 'dev',
      siteKey: null,
      token: 'dev.abc',
      expiresIn: 600,
    });
    expect(readChallenge({ data: { provider: 'turnstile', siteKey: '0x4AAAAAAAB', token: null, expiresIn: 0 } })?.provider).toBe('turnstile');
  });

  it('refuses an answer it cannot use: an unknown provider, a dev answer without a token, a provider without its key', () => {
    expect(readChallenge({ data: { provider: 'hcaptcha', siteKey: 'k', token: null, expiresIn: 0 } })).toBeNull();
    expect(readChallenge({ data: { provider: 'dev', siteKey: null, token: null, expiresIn: 600 } })).toBeNull();
    expect(readChallenge({ data: { provider: 'recaptcha', siteKey: null, token: null, expiresIn: 0 } })).toBeNull();
    expect(readChallenge('<html>')).toBeNull();
  });
});

describe('providerScriptUrl', () => {
  it("no script at all for 'dev' (development never loads a provider's script)", () => {
    expect(providerScriptUrl({ provider: 'dev', siteKey: null })).toBeNull();
    expect(providerScriptUrl({ provider: 'dev', siteKey: 'anything' })).toBeNull();
  });

  it("reCAPTCHA v3 with the site key in its address; Turnstile's explicit rendering", () => {
    expect(providerScriptUrl({ provider: 'recaptcha', siteKey: '6Lc key' })).toBe('https://www.google.com/recaptcha/api.js?render=6Lc%20key');
    expect(providerScriptUrl({ provider: 'turnstile', siteKey: '0x4AAAAAAAB' })).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
  });
});

describe('devTokenFresh', () => {
  it('a dev token is asked for again shortly before it expires', () => {
    expect(devTokenFresh(1_000, 600, 1_000 + 500_000)).toBe(true);
    expect(devTokenFresh(1_000, 600, 1_000 + 595_000)).toBe(false);
    expect(devTokenFresh(0, 600, 1_000_000)).toBe(false);
  });
});

describe('readLeadAnswer', () => {
  it('the lead number and message of a recorded lead; the ticket of a question', () => {
    const ok = readLeadAnswer(200, { status: 200, data: { leadNo: 'LD-261122-7KQ2MX', message: 'Sales kami menghubungi Anda.', formId: 'tukar-tambah' } });
    expect(ok.kind === 'ok' && leadOf(ok.data)).toEqual({ leadNo: 'LD-261122-7KQ2MX', message: 'Sales kami menghubungi Anda.' });
    const ticket = readLeadAnswer(200, { data: { ticketNo: 'TK-261122-7KQ2MX', topicLabel: 'Lainnya', message: 'Dijawab 1 hari kerja.' } });
    expect(ticket.kind === 'ok' && ticketOf(ticket.data)).toEqual({ ticketNo: 'TK-261122-7KQ2MX', topicLabel: 'Lainnya', message: 'Dijawab 1 hari kerja.' });
  });

  it('a 400 per field; a refusal without fields and §8 500 keep their Indonesian message; an unreadable body falls back to §8', () => {
    expect(readLeadAnswer(400, { errors: [{ type: 'ValidationError', field: 'phoneNumber', message: 'Nomor HP tidak valid' }] })).toEqual({
      kind: 'invalid',
      fields: { phoneNumber: 'Nomor HP tidak valid' },
      message: 'Periksa kembali isian yang ditandai.',
    });
    expect(readLeadAnswer(400, { errors: [{ type: 'CaptchaError', message: LEAD_MESSAGES.CAPTCHA_FAILED }] })).toEqual({ kind: 'failed', message: LEAD_MESSAGES.CAPTCHA_FAILED });
    expect(readLeadAnswer(500, { errors: [{ type: 'InternalServerError', message: LEAD_MESSAGES.FAILED }] })).toEqual({ kind: 'failed', message: LEAD_MESSAGES.FAILED });
    expect(readLeadAnswer(502, null)).toEqual({ kind: 'failed', message: LEAD_MESSAGES.FAILED });
  });
});
