import 'server-only';

import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_HINT_COOKIE } from '@/lib/layout';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TEMP_ACCESS_TOKEN_COOKIE, TEMP_REFRESH_TOKEN_COOKIE } from '@/lib/session-cookies';
import type { TokenPair } from './api-client/tokens';
import { secureCookies } from '@/lib/cookie-security';

/*
 * The only module that sets or clears token cookies (STYLE "Tokens", spec §4): HttpOnly, so the
 * browser's scripts never see an access or refresh token; SameSite=Lax; Secure when the site is https (lib/cookie-security.ts).
 * Route handlers and server actions write through `cookies()`; the middleware (src/middleware.ts)
 * renews an expiring customer token before a page renders, because a page cannot store cookies.
 * Beside the customer's pair goes its hint cookie (SESSION_HINT_COOKIE, issue 14): '1', readable
 * by scripts, so the layout's islands ask who is visiting only when someone may be logged in.
 */

// The cookies' names live in lib/session-cookies.ts (the edge server reads them outside Next).
export { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TEMP_ACCESS_TOKEN_COOKIE, TEMP_REFRESH_TOKEN_COOKIE };

/** The refresh cookie outlives browser restarts as long as the API keeps the refresh token (REFRESH_TOKEN_TTL_DAYS). */
const REFRESH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A registration left unverified is forgotten by the browser after a day. */
const TEMP_REFRESH_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** The two token pairs a browser can hold: the customer's, and the temporary login's. */
const PAIRS = {
  customer: { access: ACCESS_TOKEN_COOKIE, refresh: REFRESH_TOKEN_COOKIE, refreshMaxAge: REFRESH_COOKIE_MAX_AGE_S },
  temporary: { access: TEMP_ACCESS_TOKEN_COOKIE, refresh: TEMP_REFRESH_TOKEN_COOKIE, refreshMaxAge: TEMP_REFRESH_COOKIE_MAX_AGE_S },
} as const;
type Pair = (typeof PAIRS)[keyof typeof PAIRS];

/** Renew a customer's access token when less than this is left of it (a page render must not meet an expired token). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export interface Session {
  accessToken?: string;
  refreshToken?: string;
}

interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge?: number;
}

/** Anything cookies can be written to: `cookies()` in a route handler, a NextResponse's or a NextRequest's cookies. */
interface CookieJar {
  set(name: string, value: string, options?: CookieOptions): unknown;
}

function cookieOptions(): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(), path: '/' };
}

function sessionOf(read: (name: string) => string | undefined, pair: Pair = PAIRS.customer): Session {
  const accessToken = read(pair.access);
  const refreshToken = read(pair.refresh);
  return { ...(accessToken ? { accessToken } : {}), ...(refreshToken ? { refreshToken } : {}) };
}

/** The customer's tokens (kemudi_at, kemudi_rt). */
export async function readSession(): Promise<Session> {
  const store = await cookies();
  return sessionOf((name) => store.get(name)?.value);
}

/** §4 temporary login: the tokens of a registration whose phone is not verified yet (kemudi_tmp_at, kemudi_tmp_rt). */
export async function readTempSession(): Promise<Session> {
  const store = await cookies();
  return sessionOf((name) => store.get(name)?.value, PAIRS.temporary);
}

/**
 * Writes a token pair. The access cookie lives as long as the token when `expiresIn` is known;
 * otherwise both are browser-session cookies (login decides the refresh lifetime). A pair without
 * a refresh token leaves the stored refresh token as it is.
 */
function writeTokens(jar: CookieJar, tokens: TokenPair, pair: Pair = PAIRS.customer): void {
  jar.set(pair.access, tokens.accessToken, {
    ...cookieOptions(),
    ...(tokens.expiresIn !== undefined ? { maxAge: Math.floor(tokens.expiresIn) } : {}),
  });
  if (tokens.refreshToken) jar.set(pair.refresh, tokens.refreshToken, { ...cookieOptions(), maxAge: pair.refreshMaxAge });
  // The hint mirrors the pair, which lives as long as its refresh cookie: written with that cookie's
  // max-age on every write, also a renewal that kept the stored refresh token (a shorter-lived
  // access cookie must not cut the hint short while the refresh cookie still logs the customer in).
  if (pair === PAIRS.customer) jar.set(SESSION_HINT_COOKIE, '1', { ...cookieOptions(), httpOnly: false, maxAge: pair.refreshMaxAge });
}

function writeCleared(jar: CookieJar, pair: Pair = PAIRS.customer): void {
  for (const name of [pair.access, pair.refresh]) jar.set(name, '', { ...cookieOptions(), maxAge: 0 });
  if (pair === PAIRS.customer) jar.set(SESSION_HINT_COOKIE, '', { ...cookieOptions(), httpOnly: false, maxAge: 0 });
}

/** Stores a token pair (route handlers, server actions). */
export async function setSessionTokens(tokens: TokenPair): Promise<void> {
  writeTokens(await cookies(), tokens);
}

/** §4: "If refresh fails the cookies are cleared." */
export async function clearSession(): Promise<void> {
  writeCleared(await cookies());
}

/** §4 temporary login (registration, or a password login before the phone is verified): stores its pair. */
export async function setTempSessionTokens(tokens: TokenPair): Promise<void> {
  writeTokens(await cookies(), tokens, PAIRS.temporary);
}

/** Forgets the temporary login (its refresh failed, or it was given up). */
export async function clearTempSession(): Promise<void> {
  writeCleared(await cookies(), PAIRS.temporary);
}

/**
 * A full login: the customer's pair is stored and any temporary login is dropped — §4 "promoted
 * after phone verification", and also a plain login that replaces an abandoned registration.
 */
export async function startSession(tokens: TokenPair): Promise<void> {
  const jar = await cookies();
  writeCleared(jar, PAIRS.temporary);
  writeTokens(jar, tokens);
}

/**
 * A temporary login (§4): its pair is stored and any customer session in this browser is dropped,
 * so the visitor is one person at a time.
 */
export async function startTempSession(tokens: TokenPair): Promise<void> {
  const jar = await cookies();
  writeCleared(jar);
  writeTokens(jar, tokens, PAIRS.temporary);
}

/** Logout: both pairs cleared. */
export async function clearAllSessions(): Promise<void> {
  const jar = await cookies();
  writeCleared(jar);
  writeCleared(jar, PAIRS.temporary);
}

/**
 * When the access token expires (the `exp` of its JWT payload, in ms), or undefined when it cannot
 * be read. Only a hint for when to renew: the API alone verifies tokens.
 */
export function accessTokenExpiry(accessToken: string): number | undefined {
  const payload = accessToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const exp: unknown = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** §4 refresh: the new pair, null when the refresh token is refused; throws when the API cannot be asked. */
export type Refresh = (refreshToken: string) => Promise<TokenPair | null>;

/** What renewing one pair did to the request. */
type Renewal = { kind: 'kept' } | { kind: 'renewed'; tokens: TokenPair } | { kind: 'refused' };

async function renewPair(request: NextRequest, pair: Pair, refresh: Refresh, now: number): Promise<Renewal> {
  const session = sessionOf((name) => request.cookies.get(name)?.value, pair);
  if (!session.refreshToken) return { kind: 'kept' };
  const expiry = session.accessToken ? accessTokenExpiry(session.accessToken) : undefined;
  if (session.accessToken && (expiry === undefined || expiry - now > RENEW_BEFORE_EXPIRY_MS)) return { kind: 'kept' };
  try {
    const renewed = await refresh(session.refreshToken);
    return renewed ? { kind: 'renewed', tokens: renewed } : { kind: 'refused' };
  } catch (error) {
    console.warn(`[session] token refresh failed, session kept: ${(error as Error).message}`);
    return { kind: 'kept' };
  }
}

/**
 * Middleware step before a page renders (§4 token handling): a customer whose access token is
 * missing or about to expire, but who holds a refresh token, gets a new pair. It is stored in the
 * HttpOnly cookies of the answer and handed to this request's render, so the page is rendered
 * with the new token. A refused refresh clears both cookies (the visitor is a guest again); an
 * unreachable API leaves the session as it is (the render then treats the customer as logged out
 * for this page, §8 "User-auth failure: treated as logged out"). The temporary login's pair (§4)
 * is renewed the same way, so /verifikasi-otp renders with a live token.
 * Guests (no refresh cookie) pass straight through. `refresh` is single-flighted per refresh token
 * (api-client.ts), so parallel requests of one page load rotate the token once.
 */
export async function renewSession(request: NextRequest, refresh: Refresh, now: number = Date.now()): Promise<NextResponse> {
  const renewals: [Pair, Renewal][] = [];
  for (const pair of [PAIRS.customer, PAIRS.temporary]) {
    // Two cookie lookups for a guest, no call.
    if (!request.cookies.get(pair.refresh)?.value) continue;
    renewals.push([pair, await renewPair(request, pair, refresh, now)]);
  }
  if (renewals.every(([, renewal]) => renewal.kind === 'kept')) return NextResponse.next();

  // This request renders with the new pairs (or without the refused ones); the browser stores them from the answer.
  for (const [pair, renewal] of renewals) {
    if (renewal.kind === 'refused') {
      request.cookies.delete(pair.access);
      request.cookies.delete(pair.refresh);
    } else if (renewal.kind === 'renewed') {
      request.cookies.set(pair.access, renewal.tokens.accessToken);
      if (renewal.tokens.refreshToken) request.cookies.set(pair.refresh, renewal.tokens.refreshToken);
    }
  }
  const response = NextResponse.next({ request: { headers: request.headers } });
  for (const [pair, renewal] of renewals) {
    if (renewal.kind === 'refused') writeCleared(response.cookies, pair);
    else if (renewal.kind === 'renewed') writeTokens(response.cookies, renewal.tokens, pair);
  }
  return response;
}
