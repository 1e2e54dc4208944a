import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_TTL_SECONDS } from '@kemudi/domain/account';
import { findPendingCode, forgetPendingCode, rememberPendingCode, type PendingCode } from './otp-pending';

function stubStorage(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  return store;
}

afterEach(() => vi.unstubAllGlobals());

const SENT: PendingCode = { purpose: 'register', phoneNumber: '081234560001', channel: 'sms', sentAt: 1_000_000, resendAt: 1_060_000 };

describe('the code a tab waits for (issue 29: a reload keeps the code field)', () => {
  it('keeps the phone, channel and times — never a code — and finds them for the same purpose and phone', () => {
    const store = stubStorage();
    rememberPendingCode(SENT);
    expect([...store.values()].join('')).not.toMatch(/"(otp|code)"/);
    expect(findPendingCode('register', '081234560001', SENT.sentAt + 10_000)).toEqual({ kind: 'valid', pending: SENT });
    // The login page has no fixed phone: the one the code went to.
    expect(findPendingCode('login', undefined, SENT.sentAt)).toEqual({ kind: 'none' });
    expect(findPendingCode('register', '081299990000', SENT.sentAt)).toEqual({ kind: 'none' });
  });

  it('says expired once the code’s 5 minutes are over, and nothing once forgotten', () => {
    stubStorage();
    rememberPendingCode(SENT);
    expect(findPendingCode('register', undefined, SENT.sentAt + OTP_TTL_SECONDS * 1000).kind).toBe('expired');
    forgetPendingCode();
    expect(findPendingCode('register', undefined, SENT.sentAt)).toEqual({ kind: 'none' });
  });

  it('ignores what it cannot read, and a blocked storage', () => {
    const store = stubStorage();
    store.set('kemudi:otp-terkirim', '{"purpose":"register"');
    expect(findPendingCode('register', undefined)).toEqual({ kind: 'none' });
    store.set('kemudi:otp-terkirim', JSON.stringify({ ...SENT, channel: 'fax' }));
    expect(findPendingCode('register', undefined)).toEqual({ kind: 'none' });
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberPendingCode(SENT)).not.toThrow();
    expect(findPendingCode('register', undefined)).toEqual({ kind: 'none' });
  });
});
