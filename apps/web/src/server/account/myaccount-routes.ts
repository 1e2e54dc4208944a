import 'server-only';

import type { z } from 'zod';
import { createApi, type Api } from '../api';
import { ApiError, apiClient, refreshCustomerTokens } from '../api-client';
import { apiErrorResponse, errorResponse } from '../proxy';
import { clearSession, readSession, setSessionTokens } from '../session';

/*
 * What the My Account proxy routes (/api/profile, /api/my-cars, /api/my-cars/[id],
 * /api/email-activation-profile) share: who may write (same origin, JSON bodies), the customer's
 * own Api (§8 'No access token provided' without one), per-field validation with the call's own
 * body schema, and the §7 answers `{ status, data }` / `{ errors: [{ type, message }] }` with the
 * API's status and Indonesian message.
 */

const NO_STORE = { 'cache-control': 'no-store' };

/** §7 success envelope. */
export function dataResponse(data: unknown, status = 200): Response {
  return Response.json({ status, data }, { status, headers: NO_STORE });
}

/** The host[:port] the browser addressed (behind a proxy: the forwarded one). */
function hostOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('host') || new URL(request.url).host).toLowerCase();
}

/**
 * A write must come from a page of this site: a cross-site page can make the browser send a
 * request with the customer's cookies (SameSite=Lax still lets some through, and a sibling subdomain
 * is "same-site"). Browsers send Origin with every POST, PUT and DELETE of fetch(); Sec-Fetch-Site
 * is the second opinion. A request without either (curl, a test) is not a browser acting for a
 * visitor and carries no cookie it did not set itself.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return forbidden();
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return forbidden();
  }
  return host === hostOf(request) ? null : forbidden();
}

function forbidden(): Response {
  return errorResponse(403, 'Forbidden', 'Permintaan ditolak: kirim dari halaman Kemudi');
}

/** A JSON body, or the answer refusing it (415 not JSON, 400 unreadable). */
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

/** One `{ type, message, field }` per field the schema refuses (its first message), so the form can show each beside its field. */
export function validationErrors(error: z.ZodError): { type: 'ValidationError'; message: string; field?: string }[] {
  const seen = new Set<string>();
  const out: { type: 'ValidationError'; message: string; field?: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ type: 'ValidationError', message: issue.message, ...(field ? { field } : {}) });
  }
  return out;
}

/** The body parsed with the call's schema, or a 400 naming each refused field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): { data: z.output<S> } | { refusal: Response } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const errors = validationErrors(parsed.error);
  return {
    refusal: Response.json({ errors }, { status: 400, headers: NO_STORE }),
  };
}

/**
 * A 400 naming each field the §5 rules refuse (validateProfile, validateCar of
 * packages/domain/src/profile.ts, which the API applies too), or null when there is none.
 */
export function fieldRefusal(fields: Partial<Record<string, string>>): Response | null {
  return refusalOf(fields);
}

/**
 * The §5 rules run on the body as sent, before the contract's schema: they name each field with its
 * Indonesian message, where a schema's type error would only say what type it expected. A body
 * they cannot read (not an object, a field of the wrong type) is left to the schema.
 */
export function ruleRefusal<T>(rules: (input: T) => Partial<Record<string, string>>, body: unknown): Response | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  let fields: Partial<Record<string, string>>;
  try {
    fields = rules(body as T);
  } catch {
    return null;
  }
  return refusalOf(fields);
}

function refusalOf(fields: Partial<Record<string, string>>): Response | null {
  const errors = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, message]) => ({ type: 'ValidationError', message, field }));
  return errors.length > 0 ? Response.json({ errors }, { status: 400, headers: NO_STORE }) : null;
}

/**
 * The logged-in customer's Api for a route handler (§4): the access token from its HttpOnly
 * cookie, refreshed (and stored) on InvalidTokenError. The access cookie lives as long as its
 * token, so a customer back after a pause may hold only the refresh token: it is renewed first.
 * Without either: §8 401 'No access token provided'; a refused refresh: §8 InvalidRefreshToken
 * with redirect true, cookies cleared.
 */
export async function customerApi(): Promise<{ api: Api } | { refusal: Response }> {
  const session = await readSession();
  let accessToken = session.accessToken;
  let refreshToken = session.refreshToken;
  if (!accessToken && refreshToken) {
    let renewed;
    try {
      renewed = await refreshCustomerTokens(refreshToken);
    } catch (err) {
      return { refusal: await failure(err) };
    }
    if (!renewed) {
      await clearSession();
      return { refusal: errorResponse(401, 'InvalidRefreshToken', 'invalid refresh token', { redirect: true }) };
    }
    await setSessionTokens(renewed);
    accessToken = renewed.accessToken;
    refreshToken = renewed.refreshToken ?? refreshToken;
  }
  if (!accessToken) return { refusal: errorResponse(401, 'Unauthorized', 'No access token provided') };
  return {
    api: createApi({
      caller: 'customer',
      token: accessToken,
      ...(refreshToken ? { refreshToken } : {}),
      onTokensRefreshed: setSessionTokens,
    }),
  };
}

/** A refusal decided by the route itself while it runs (answered as is by `answer`). */
export class RouteRefusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'RouteRefusal';
  }
}

/** The answer for a failed call: the API's status, type and Indonesian message; anything else a generic 502. */
export async function failure(err: unknown): Promise<Response> {
  if (err instanceof ApiError) return apiErrorResponse(err);
  if (err instanceof RouteRefusal) return errorResponse(err.status, err.type, err.message);
  console.error('myaccount route: unexpected failure', err);
  return errorResponse(502, 'BadGateway', 'Layanan akun sedang tidak dapat dihubungi. Silakan coba lagi.');
}

/**
 * Runs a customer's call and answers its data. After a write the web server's §9 500 ms cache of
 * identical GETs is emptied: the page rendered next (router.refresh, a reload) must read the
 * customer's new data, not the answer cached just before the write.
 */
export async function answer(run: (api: Api) => Promise<unknown>, options: { write?: boolean; status?: number } = {}): Promise<Response> {
  const customer = await customerApi();
  if ('refusal' in customer) return customer.refusal;
  try {
    const data = await run(customer.api);
    if (options.write) apiClient.clearCache();
    return dataResponse(data, options.status);
  } catch (err) {
    if (options.write) apiClient.clearCache();
    return failure(err);
  }
}
