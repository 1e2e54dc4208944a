import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  RENEW_BEFORE_EXPIRY_MS,
  TEMP_ACCESS_TOKEN_COOKIE,
  TEMP_REFRESH_TOKEN_COOKIE,
  accessTokenExpiry,
  clearAllSessions,
  renewSession,
  startSession,
  startTempSession,
} from './session';

/** What route handlers write through cookies(): name → value and options, in order. */
const written = vi.hoisted(() => [] as { name: string; value: string; options: { httpOnly?: boolean; maxAge?: number; path?: string; sameSite?: string } }[]);
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, value: string, options: (typeof written)[number]['options']) => written.push({ name, value, options }),
  }),
}));

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

const NOW = Date.parse('2026-11-25T08:00:00Z');

/** A JWT-shaped token expiring at `expMs` (the signature does not matter here: only the API verifies tokens). */
function tokenExpiringAt(expMs: number, sub = 'customer-1'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, kind: 'customer', exp: Math.floor(expMs / 1000) })}.signature`;
}

function pageRequest(cookies: Record<string, string>): NextRequest {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new NextRequest('http://localhost:3000/myaccount/overview', { headers: cookie ? { cookie } : {} });
}

/** The Set-Cookie lines of the answer, by cookie name. */
function setCookies(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) out[line.slice(0, line.indexOf('='))] = line;
  return out;
}

/** The cookies this request's render will see (Next passes them on in x-middleware-request-cookie). */
function renderedCookies(response: Response): string {
  return response.headers.get('x-middleware-request-cookie') ?? '';
}

describe('accessTokenExpiry', () => {
  it('reads exp from the payload, and nothing from a token that is not a JWT', () => {
    expect(accessTokenExpiry(tokenExpiringAt(NOW))).toBe(Math.floor(NOW / 1000) * 1000);
    expect(accessTokenExpiry('opaque-token')).toBeUndefined();
    expect(accessTokenExpiry('a.!!!.c')).toBeUndefined();
  });
});

describe('renewSession (middleware, §4 token handling)', () => {
  it('lets a guest through without asking the API', async () => {
    const refresh = vi.fn();
    const response = await renewSession(pageRequest({}), refresh, NOW);
    expect(refresh).not.toHaveBeenCalled();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('keeps a customer token that has more than a minute left', async () => {
    const refresh = vi.fn();
    const access = tokenExpiringAt(NOW + RENEW_BEFORE_EXPIRY_MS + 5_000);
    const response = await renewSession(pageRequest({ [ACCESS_TOKEN_COOKIE]: access, [REFRESH_TOKEN_COOKIE]: 'rt-1' }), refresh, NOW);
    expect(refresh).not.toHaveBeenCalled();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('renews a token about to expire, stores the new pair HttpOnly and renders the page with it', async () => {
    const refresh = vi.fn().mockResolvedValue({ accessToken: 'at-new', refreshToken: 'rt-new', expiresIn: 3600 });
    const access = tokenExpiringAt(NOW + 10_000);
    const response = await renewSession(pageRequest({ [ACCESS_TOKEN_COOKIE]: access, [REFRESH_TOKEN_COOKIE]: 'rt-1' }), refresh, NOW);
    expect(refresh).toHaveBeenCalledWith('rt-1');
    const stored = setCookies(response);
    expect(stored[ACCESS_TOKEN_COOKIE]).toMatch(/^kemudi_at=at-new;.*Max-Age=3600/);
    expect(stored[ACCESS_TOKEN_COOKIE]).toMatch(/HttpOnly/i);
    expect(stored[ACCESS_TOKEN_COOKIE]).toMatch(/SameSite=lax/i);
    expect(stored[REFRESH_TOKEN_COOKIE]).toMatch(/^kemudi_rt=rt-new;.*HttpOnly/i);
    // Issue 14: the session hint for the page's scripts, '1', readable, as long as the refresh cookie.
    expect(stored.kemudi_session).toMatch(new RegExp(`^kemudi_session=1;.*Max-Age=${THIRTY_DAYS_S}`));
    expect(stored.kemudi_session).toMatch(/Path=\//);
    expect(stored.kemudi_session).toMatch(/SameSite=lax/i);
    expect(stored.kemudi_session).not.toMatch(/HttpOnly/i);
    expect(renderedCookies(response)).toContain('kemudi_at=at-new');
    expect(renderedCookies(response)).toContain('kemudi_rt=rt-new');
  });

  it('renews when the access cookie is gone (its max-age ran out) but the refresh token is there', async () => {
    const refresh = vi.fn().mockResolvedValue({ accessToken: 'at-new', expiresIn: 3600 });
    const response = await renewSession(pageRequest({ [REFRESH_TOKEN_COOKIE]: 'rt-1' }), refresh, NOW);
    expect(refresh).toHaveBeenCalledWith('rt-1');
    expect(setCookies(response)[ACCESS_TOKEN_COOKIE]).toMatch(/^kemudi_at=at-new;/);
    // No new refresh token: the stored one stays, and so does the hint, for as long.
    expect(setCookies(response)[REFRESH_TOKEN_COOKIE]).toBeUndefined();
    expect(setCookies(response).kemudi_session).toMatch(new RegExp(`^kemudi_session=1;.*Max-Age=${THIRTY_DAYS_S}`));
    expect(renderedCookies(response)).toContain('kemudi_rt=rt-1');
  });

  it('clears both cookies when the refresh token is refused, so the page renders for a guest', async () => {
    const refresh = vi.fn().mockResolvedValue(null);
    const response = await renewSession(
      pageRequest({ [ACCESS_TOKEN_COOKIE]: tokenExpiringAt(NOW - 1), [REFRESH_TOKEN_COOKIE]: 'rt-old' }),
      refresh,
      NOW,
    );
    const stored = setCookies(response);
    expect(stored[ACCESS_TOKEN_COOKIE]).toMatch(/Max-Age=0/);
    expect(stored[REFRESH_TOKEN_COOKIE]).toMatch(/Max-Age=0/);
    expect(stored.kemudi_session).toMatch(/^kemudi_session=;.*Max-Age=0/);
    expect(renderedCookies(response)).not.toContain('kemudi_');
  });

  it('keeps the session when the API cannot be reached', async () => {
    const refresh = vi.fn().mockRejectedValue(new Error('API tidak dapat dihubungi'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await renewSession(pageRequest({ [REFRESH_TOKEN_COOKIE]: 'rt-1' }), refresh, NOW);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('renewSession: the temporary login (§4)', () => {
  it('renews the temp pair into the temp cookies, leaving the customer cookies alone', async () => {
    const refresh = vi.fn().mockResolvedValue({ accessToken: 'tmp-at-new', refreshToken: 'tmp-rt-new', expiresIn: 900 });
    const response = await renewSession(pageRequest({ [TEMP_REFRESH_TOKEN_COOKIE]: 'tmp-rt-1' }), refresh, NOW);
    expect(refresh).toHaveBeenCalledExactlyOnceWith('tmp-rt-1');
    const stored = setCookies(response);
    expect(stored[TEMP_ACCESS_TOKEN_COOKIE]).toMatch(/^kemudi_tmp_at=tmp-at-new;.*Max-Age=900/);
    expect(stored[TEMP_REFRESH_TOKEN_COOKIE]).toMatch(/^kemudi_tmp_rt=tmp-rt-new;.*HttpOnly/i);
    expect(stored[ACCESS_TOKEN_COOKIE]).toBeUndefined();
    // The temporary login is no customer session (§4): no hint.
    expect(stored.kemudi_session).toBeUndefined();
    expect(renderedCookies(response)).toContain('kemudi_tmp_at=tmp-at-new');
  });

  it('clears only the temp pair when its refresh is refused', async () => {
    const access = tokenExpiringAt(NOW + RENEW_BEFORE_EXPIRY_MS + 5_000);
    const refresh = vi.fn().mockResolvedValue(null);
    const response = await renewSession(
      pageRequest({ [ACCESS_TOKEN_COOKIE]: access, [REFRESH_TOKEN_COOKIE]: 'rt-1', [TEMP_REFRESH_TOKEN_COOKIE]: 'tmp-rt-old' }),
      refresh,
      NOW,
    );
    expect(refresh).toHaveBeenCalledExactlyOnceWith('tmp-rt-old');
    const stored = setCookies(response);
    expect(stored[TEMP_REFRESH_TOKEN_COOKIE]).toMatch(/Max-Age=0/);
    expect(stored[ACCESS_TOKEN_COOKIE]).toBeUndefined();
    expect(stored.kemudi_session).toBeUndefined();
    expect(renderedCookies(response)).toContain(`kemudi_at=${access}`);
    expect(renderedCookies(response)).not.toContain('kemudi_tmp_rt');
  });
});

describe('the session hint (issue 14) beside the customer pair', () => {
  const hintWrites = () => written.filter((w) => w.name === 'kemudi_session');

  it('a login sets it (readable, as long-lived as the refresh cookie); a temporary login and logout clear it', async () => {
    written.length = 0;
    await startSession({ accessToken: 'at-1', refreshToken: 'rt-1', expiresIn: 900 });
    expect(hintWrites()).toEqual([{ name: 'kemudi_session', value: '1', options: expect.objectContaining({ httpOnly: false, sameSite: 'lax', path: '/', maxAge: THIRTY_DAYS_S }) }]);
    const refresh = written.find((w) => w.name === REFRESH_TOKEN_COOKIE);
    expect(hintWrites()[0]?.options).toMatchObject({ secure: (refresh?.options as { secure?: boolean }).secure });

    written.length = 0;
    await startTempSession({ accessToken: 'tmp-at', refreshToken: 'tmp-rt' });
    expect(hintWrites()).toEqual([{ name: 'kemudi_session', value: '', options: expect.objectContaining({ httpOnly: false, maxAge: 0, path: '/' }) }]);

    written.length = 0;
    await clearAllSessions();
    expect(hintWrites()).toEqual([{ name: 'kemudi_session', value: '', options: expect.objectContaining({ maxAge: 0 }) }]);
  });
});
