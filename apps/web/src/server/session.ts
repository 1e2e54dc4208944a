import 'server-only';

import { cookies } from 'next/headers';
import type { TokenPair } from './api-client';

/*
 * The only module that sets or clears token cookies (STYLE "Tokens", spec §4): HttpOnly, so the
 * browser's scripts never see an access or refresh token; SameSite=Lax; Secure in production.
 * Setting and clearing work where Next allows cookie writes (route handlers, server actions).
 */

export const ACCESS_TOKEN_COOKIE = 'kemudi_at';
export const REFRESH_TOKEN_COOKIE = 'kemudi_rt';

export interface Session {
  accessToken?: string;
  refreshToken?: string;
}

function cookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
  } as const;
}

export async function readSession(): Promise<Session> {
  const store = await cookies();
  const accessToken = store.get(ACCESS_TOKEN_COOKIE)?.value;
  const refreshToken = store.get(REFRESH_TOKEN_COOKIE)?.value;
  return {
    ...(accessToken ? { accessToken } : {}),
    ...(refreshToken ? { refreshToken } : {}),
  };
}

/**
 * Stores a token pair. The access cookie lives as long as the token when `expiresIn` is known;
 * otherwise both are browser-session cookies (login, a later issue, decides the refresh lifetime).
 * A pair without a refresh token leaves the stored refresh token as it is.
 */
export async function setSessionTokens(tokens: TokenPair): Promise<void> {
  const store = await cookies();
  store.set(ACCESS_TOKEN_COOKIE, tokens.accessToken, {
    ...cookieOptions(),
    ...(tokens.expiresIn !== undefined ? { maxAge: Math.floor(tokens.expiresIn) } : {}),
  });
  if (tokens.refreshToken) store.set(REFRESH_TOKEN_COOKIE, tokens.refreshToken, cookieOptions());
}

/** §4: "If refresh fails the cookies are cleared." */
export async function clearSession(): Promise<void> {
  const store = await cookies();
  for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
    store.set(name, '', { ...cookieOptions(), maxAge: 0 });
  }
}
