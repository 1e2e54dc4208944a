import 'server-only';

import type { z } from 'zod';
import { getRouteApi, type Api } from '../api';
import { apiClient } from '../api-client';
import { errorResponse } from '../proxy';
import { dataResponse, failure as authFailure, noAccessToken } from './auth-routes';
import { readSession } from '../session';

/*
 * What the My Account proxy routes (/api/profile, /api/my-cars, /api/my-cars/[id],
 * /api/email-activation-profile) share: who may write (same origin, JSON bodies), the customer's
 * own Api (§8 'No access token provided' without one), per-field validation with the call's own
 * body schema, and the §7 answers `{ status, data }` / `{ errors: [{ type, message }] }` with the
 * API's status and Indonesian message.
 */

const NO_STORE = { 'cache-control': 'no-store' };

// The same rules as the login routes: same-origin JSON writes, the §7 envelope, §8 'No access token provided'.
export { crossSiteRefusal, dataResponse, readJsonBody } from './auth-routes';

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
 * with redirect true, cookies cleared. Built on getRouteApi (api.ts), which also forwards the
 * visitor's address like every other route.
 */
export async function customerApi(): Promise<{ api: Api } | { refusal: Response }> {
  const session = await readSession();
  if (!session.accessToken && !session.refreshToken) return { refusal: noAccessToken() };
  let api: Api;
  try {
    api = await getRouteApi();
  } catch (err) {
    return { refusal: await failure(err) };
  }
  // Tokens were held but the visitor is a guest now: the refresh was refused and the cookies cleared.
  if (api.caller !== 'customer') return { refusal: errorResponse(401, 'InvalidRefreshToken', 'invalid refresh token', { redirect: true }) };
  return { api };
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

/** The answer for a failed call: a refusal of the route itself as it is, else as the login routes answer (auth-routes.ts failure). */
export async function failure(err: unknown): Promise<Response> {
  if (err instanceof RouteRefusal) return errorResponse(err.status, err.type, err.message);
  return authFailure(err, 'myaccount route');
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
