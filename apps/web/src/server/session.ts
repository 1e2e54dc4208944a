import 'server-only';

import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import type { TokenPair } from './api-client-core';

/*
 * The only module that sets or clears token cookies (STYLE "Tokens", spec §4): HttpOnly, so the
 * browser's scripts never see an access or refresh token; SameSite=Lax; Secure in production.
 * Route handlers and server actions write through `cookies()`; the middleware (src/middleware.ts)
 * renews an expiring customer token before a page renders, because a page cannot store cookies.
 */

export const ACCESS_TOKEN_COOKIE = 'kemudi_at';
export const REFRESH_TOKEN_COOKIE = 'kemudi_rt';

/** Renew a customer's access token when less than this is left of it (a page render must not meet an expired token). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export interface Session {
  accessToken?: string;
  refreshToken?: string;
}

interface CookieOptions {
  httpOnly: true;
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
  return { httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production', path: '/' };
}

function sessionOf(read: (name: string) => string | undefined): Session {
  const accessToken = read(ACCESS_TOKEN_COOKIE);
  const refreshToken = read(REFRESH_TOKEN_COOKIE);
  return { ...(accessToken ? { accessToken } : {}), ...(refreshToken ? { refreshToken } : {}) };
}

export async function readSession(): Promise<Session> {
  const store = await cookies();
  return sessionOf((name) => store.get(name)?.value);
}

/**
 * Writes a token pair. The access cookie lives as long as the token when `expiresIn` is known;
 * otherwise both are browser-session cookies (login decides the refresh lifetime). A pair without
 * a refresh token leaves the stored refresh token as it is.
 */
function writeTokens(jar: CookieJar, tokens: TokenPair): void {
  jar.set(ACCESS_TOKEN_COOKIE, tokens.accessToken, {
    ...cookieOptions(),
    ...(tokens.expiresIn !== undefined ? { maxAge: Math.floor(tokens.expiresIn) } : {}),
  });
  if (tokens.refreshToken) jar.set(REFRESH_TOKEN_COOKIE, tokens.refreshToken, cookieOptions());
}

function writeCleared(jar: CookieJar): void {
  for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) jar.set(name, '', { ...cookieOptions(), maxAge: 0 });
}

/** Stores a token pair (route handlers, server actions). */
export async function setSessionTokens(tokens: TokenPair): Promise<void> {
  writeTokens(await cookies(), tokens);
}

/** §4: "If refresh fails the cookies are cleared." */
export async function clearSession(): Promise<void> {
  writeCleared(await cookies());
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

/**
 * Middleware step before a page renders (§4 token handling): a customer whose access token is
 * missing or about to expire, but who holds a refresh token, gets a new pair. It is stored in the
 * HttpOnly cookies of the answer and handed to this request's render, so the page is rendered
 * with the new token. A refused refresh clears both cookies (the visitor is a guest again); an
 * unreachable API leaves the session as it is (the render then treats the customer as logged out
 * for this page, §8 "User-auth failure: treated as logged out").
 * Guests (no refresh cookie) pass straight through.
 */
export async function renewSession(request: NextRequest, refresh: Refresh, now: number = Date.now()): Promise<NextResponse> {
  const session = sessionOf((name) => request.cookies.get(name)?.value);
  if (!session.refreshToken) return NextResponse.next();
  const expiry = session.accessToken ? accessTokenExpiry(session.accessToken) : undefined;
  if (session.accessToken && (expiry === undefined || expiry - now > RENEW_BEFORE_EXPIRY_MS)) return NextResponse.next();

  let renewed: TokenPair | null;
  try {
    renewed = await refresh(session.refreshToken);
  } catch (error) {
    console.warn(`[session] token refresh failed, session kept: ${(error as Error).message}`);
    return NextResponse.next();
  }
  if (!renewed) {
    request.cookies.delete(ACCESS_TOKEN_COOKIE);
    request.cookies.delete(REFRESH_TOKEN_COOKIE);
    const response = NextResponse.next({ request: { headers: request.headers } });
    writeCleared(response.cookies);
    return response;
  }
  // This request renders with the new pair; the browser stores it from the answer.
  request.cookies.set(ACCESS_TOKEN_COOKIE, renewed.accessToken);
  if (renewed.refreshToken) request.cookies.set(REFRESH_TOKEN_COOKIE, renewed.refreshToken);
  const response = NextResponse.next({ request: { headers: request.headers } });
  writeTokens(response.cookies, renewed);
  return response;
}
