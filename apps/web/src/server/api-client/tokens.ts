/**
 * The tokens of §4: the system token (client credentials, cached, renewed), the customer's refresh
 * (one per refresh token), and the rule that decides, around one call, whether a 401/403 renews or
 * refreshes a token and repeats the call. No 'server-only' here: the edge server and Vitest import it.
 */
import { createHash } from 'node:crypto';
import { HTTP_TIMEOUT_MS, MAX_RETRIES_AFTER_AUTH_ERROR } from '@kemudi/domain/constants';
import { SYSTEM_TOKEN_PATH, SystemTokenResponse } from '@kemudi/domain/contracts/auth';
import type { Dispatcher } from 'undici';
import { apiErrorFromResponse, invalidRefreshTokenError, invalidSystemTokenError } from './errors';
import { exchange, isSuccess, parseJson } from './transport';

/** Error types by which the API refuses a system token (plugins/auth.ts): the token is renewed and the call repeated (§4). */
const SYSTEM_TOKEN_ERRORS: ReadonlySet<string> = new Set(['InvalidTokenError', 'InvalidSystemToken']);

export interface SystemTokenConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  dispatcher: Dispatcher;
  timeoutMs?: number;
  now?: () => number;
}

export const TOKEN_PATH = SYSTEM_TOKEN_PATH;
/** What the client reads of the token answer (the contract's other fields are the API's to keep). */
const SYSTEM_TOKEN = SystemTokenResponse.pick({ access_token: true, expires_in: true });

/** Renew this long before `expires_in` runs out: 10 % of the lifetime, at most 30 s. */
function renewalMargin(lifetimeMs: number): number {
  return Math.min(30_000, lifetimeMs * 0.1);
}

/**
 * Holds the system token used for anonymous calls (§4). One instance is shared by `apiClient` and
 * `secondaryApiClient`, so both use (and renew) the same token, and concurrent renewals collapse
 * into one token request.
 */
export class SystemTokenSource {
  private current: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(private readonly config: SystemTokenConfig) {
    this.now = config.now ?? Date.now;
  }

  /** A token valid for a while yet; fetches one when none is cached or it is about to expire. */
  async get(): Promise<string> {
    const current = this.current;
    if (current && this.now() < current.renewAt) return current.token;
    return this.renew();
  }

  /** Forget `token` after the API rejected it, unless another call already replaced it. */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = undefined;
  }

  private renew(): Promise<string> {
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret, dispatcher } = this.config;
    // Unreachable API or time-out → 502/504 from exchange(); an answer that is not a token → §8 403.
    const res = await exchange({
      dispatcher,
      url: `${baseUrl}${TOKEN_PATH}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
      timeoutMs: this.config.timeoutMs ?? HTTP_TIMEOUT_MS,
    });
    const body = parseJson(res.bytes);
    if (!isSuccess(res.status)) throw invalidSystemTokenError(apiErrorFromResponse(res.status, body));
    const parsed = SYSTEM_TOKEN.safeParse(body);
    if (!parsed.success) throw invalidSystemTokenError(parsed.error);
    const { access_token: token, expires_in: expiresIn } = parsed.data;
    const lifetimeMs = expiresIn * 1000;
    this.current = { token, renewAt: this.now() + lifetimeMs - renewalMargin(lifetimeMs) };
    return token;
  }
}

/** What a successful customer-token refresh gives back (§4). */
export interface TokenPair {
  accessToken: string;
  refreshToken?: string;
  /** Access-token lifetime in seconds, when the API says so (used as the cookie max-age). */
  expiresIn?: number;
}

/**
 * §4 refresh: receives the customer's refresh token, answers the new pair, or null when the refresh
 * token is rejected. Throwing (API down, time-out) propagates as that error — the session is kept.
 */
export type RefreshHook = (refreshToken: string) => Promise<TokenPair | null>;

/**
 * One refresh per refresh token (§4). The API rotates refresh tokens and treats a second use of one
 * as theft: it revokes the whole session. A page load can send several requests with the same
 * cookies at once (the middleware before the render, route handlers, a second tab), so the refreshes
 * they would each start are collapsed into one, and its answer is handed for `graceMs` more to
 * requests that were already on their way with the old cookie. Failures (API unreachable) are not
 * kept, so the next request asks again. Per server process: several web processes behind a load
 * balancer should keep a visitor on one of them (sticky sessions) or accept a rare re-login.
 */
export function coalesceRefresh(
  refresh: RefreshHook,
  options: { graceMs?: number; now?: () => number } = {},
): RefreshHook {
  const graceMs = options.graceMs ?? REFRESH_GRACE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: Promise<TokenPair | null>; keepUntil: number | undefined }>();

  function sweep(): void {
    const at = now();
    for (const [key, entry] of entries) if (entry.keepUntil !== undefined && entry.keepUntil <= at) entries.delete(key);
  }

  return (refreshToken) => {
    sweep();
    // Keyed by a digest: the map never holds a usable token.
    const key = createHash('sha256').update(refreshToken).digest('base64url');
    const known = entries.get(key);
    if (known) return known.answer;
    const entry: { answer: Promise<TokenPair | null>; keepUntil: number | undefined } = { answer: refresh(refreshToken), keepUntil: undefined };
    entries.set(key, entry);
    entry.answer.then(
      () => {
        entry.keepUntil = now() + graceMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.answer;
  };
}

/** How long a refresh's answer is handed to requests that still carry the old refresh token. */
export const REFRESH_GRACE_MS = 10_000;

/** Whose bearer a call carries (§4): the customer's, the system's, or none at all. */
export type Auth =
  | { kind: 'system' }
  | { kind: 'none' }
  | { kind: 'customer'; accessToken: string; refreshToken: string | undefined };

export function authOf(options: { anonymous?: boolean; token?: string; refreshToken?: string }): Auth {
  if (options.anonymous) return { kind: 'none' };
  // §4: a missing user token means the system token is used.
  if (options.token) return { kind: 'customer', accessToken: options.token, refreshToken: options.refreshToken };
  return { kind: 'system' };
}

/** One try of a call: its status, the error type of a 401/403, and what the caller makes of it. */
export interface Attempt<R> {
  status: number;
  /** `errors[0].type` of a 401/403 answer. */
  errorType: string | undefined;
  result: R;
}

/** Where `withAuth` gets tokens from: the shared system token and the customer's refresh hook. */
export interface TokenSources {
  systemToken: SystemTokenSource;
  refresh?: RefreshHook;
}

/**
 * §4 token handling around one call:
 * - system token: on 401 or 403, drop the token, fetch a new one (SystemTokenSource) and repeat;
 *   when no new token can be had, SystemTokenSource throws §8 InvalidSystemToken (403);
 * - customer token: on 401 InvalidTokenError, call the refresh hook and repeat with the new access
 *   token; no refresh token, no hook, or a hook answering null → §8 InvalidRefreshToken (401);
 * - at most MAX_RETRIES_AFTER_AUTH_ERROR (3) repeats per call, whatever the mix; after that the
 *   last answer stands.
 */
export async function withAuth<R>(
  sources: TokenSources,
  auth: Auth,
  attempt: (bearer: string | undefined) => Promise<Attempt<R>>,
): Promise<{ result: R; tokens: TokenPair | undefined }> {
  let retries = 0;
  let customer = auth.kind === 'customer' ? auth : undefined;
  let tokens: TokenPair | undefined;
  for (;;) {
    const bearer =
      auth.kind === 'system' ? await sources.systemToken.get() : customer ? customer.accessToken : undefined;
    const outcome = await attempt(bearer);
    const authFailure = outcome.status === 401 || outcome.status === 403;
    if (!authFailure || auth.kind === 'none' || retries >= MAX_RETRIES_AFTER_AUTH_ERROR) {
      return { result: outcome.result, tokens };
    }
    if (auth.kind === 'system' && bearer !== undefined) {
      // A refusal of the token itself (or an answer that does not say) renews it; any other typed
      // 401/403 — a refused captcha, a closed dealer call — is the API's real answer, not a stale token.
      if (outcome.errorType !== undefined && !SYSTEM_TOKEN_ERRORS.has(outcome.errorType)) return { result: outcome.result, tokens };
      retries += 1;
      sources.systemToken.invalidate(bearer);
      continue;
    }
    if (!customer || outcome.status !== 401 || outcome.errorType !== 'InvalidTokenError') {
      // A customer's 403, or a 401 of another type, is the API's real answer.
      return { result: outcome.result, tokens };
    }
    retries += 1;
    const refreshToken = customer.refreshToken;
    const renewed = refreshToken && sources.refresh ? await sources.refresh(refreshToken) : null;
    if (!renewed) throw invalidRefreshTokenError();
    // A refresh answer without a new refresh token keeps the old one.
    tokens = { ...renewed, refreshToken: renewed.refreshToken ?? refreshToken };
    customer = { kind: 'customer', accessToken: renewed.accessToken, refreshToken: tokens.refreshToken };
  }
}
