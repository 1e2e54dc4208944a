import 'server-only';

import type { AccountTokens } from '@kemudi/domain/contracts/account';
import type { z } from 'zod';
import { ApiError, type TokenPair } from '../api-client';
import { apiErrorResponse, errorResponse } from '../proxy';

/*
 * What the login and registration proxy routes (§7 front-end proxy routes: /api/login,
 * /api/register, /api/login-phone, /api/login-email, …) share: who may send a write (same origin,
 * JSON bodies), per-field validation with the contracts' own field schemas (the §5 rules and their
 * Indonesian messages), the §7 answers `{ status, data }` / `{ errors: [{ type, message }] }` with
 * the API's status, and the one rule that matters most here: the token pairs the API answers go into
 * the HttpOnly cookies (../session.ts) and never into a response body.
 */

const NO_STORE = { 'cache-control': 'no-store' };

/** §7 success envelope, never cached. */
export function dataResponse(data: unknown, status = 200): Response {
  return Response.json({ status, data }, { status, headers: NO_STORE });
}

/** §8 "Missing tokens": no customer access (or refresh) cookie. */
export function noAccessToken(): Response {
  return errorResponse(401, 'Unauthorized', 'No access token provided');
}

/** §8 "Missing tokens": no temporary-login cookie (§4) where the phone of a new account is verified. */
export function noTempCookie(): Response {
  return errorResponse(401, 'Unauthorized', 'No temp cookie provided');
}

/** The host[:port] the browser addressed (behind a proxy: the forwarded one). */
function hostOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('host') || new URL(request.url).host).toLowerCase();
}

/**
 * A write (log in, register, send a code, log out) must come from a page of this site: a cross-site
 * page could otherwise log a visitor into an attacker's account, send codes in their name, or log
 * them out. Browsers send Origin with every POST (fetch and forms); Sec-Fetch-Site is the second
 * opinion. A request with neither (curl, a test) is not a browser acting for a visitor.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const refused = () => errorResponse(403, 'Forbidden', 'Permintaan ditolak: kirim dari halaman Kemudi');
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return refused();
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  try {
    return new URL(origin).host.toLowerCase() === hostOf(request) ? null : refused();
  } catch {
    return refused();
  }
}

/** A JSON body, or the answer refusing it: a cross-site form cannot send JSON without CORS allowing it. */
export async function readJsonBody(request: Request): Promise<{ body: unknown } | { refusal: Response }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { refusal: errorResponse(415, 'UnsupportedMediaType', 'Data harus berformat JSON') };
  }
  try {
    return { body: (await request.json()) as unknown };
  } catch {
    return { refusal: errorResponse(400, 'ValidationError', 'Data yang dikirim bukan JSON yang valid') };
  }
}

/** A same-origin JSON write parsed with `schema`, or the answer refusing it (403, 415, 400 per field). */
export async function readWrite<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.output<S> } | { refusal: Response }> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return { refusal: crossSite };
  const read = await readJsonBody(request);
  if ('refusal' in read) return read;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return { data: parsed.data };
  // One `{ type, message, field }` per refused field (its first message), so the form shows each beside its field.
  const seen = new Set<string>();
  const errors: { type: 'ValidationError'; message: string; field?: string }[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ type: 'ValidationError', message: field ? issue.message : 'Data yang dikirim tidak lengkap', ...(field ? { field } : {}) });
  }
  return { refusal: Response.json({ errors }, { status: 400, headers: NO_STORE }) };
}

/** The answer for a failed call: the API's status, type and Indonesian message (and retryAfter); anything else a generic 502. */
export async function failure(err: unknown, route: string): Promise<Response> {
  if (err instanceof ApiError) return apiErrorResponse(err);
  console.error(`${route}: unexpected failure`, err);
  return errorResponse(502, 'BadGateway', 'Layanan akun sedang tidak dapat dihubungi. Silakan coba lagi.');
}

/** §3 token payload → what the cookies store. */
export function tokenPairOf(tokens: Pick<AccountTokens, 'access_token' | 'refresh_token' | 'expires_in'>): TokenPair {
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in };
}
