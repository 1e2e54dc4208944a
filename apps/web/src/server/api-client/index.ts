import 'server-only';

import { HTTP_SECONDARY_TIMEOUT_MS, HTTP_TIMEOUT_MS } from '@kemudi/domain/constants';
import { authCalls } from '@kemudi/domain/contracts/auth';
import { z } from 'zod';
import { env } from '../env';
import { type ApiClient, createApiClient } from './core';
import { ApiError } from './errors';
import { coalesceRefresh, SystemTokenSource, type TokenPair } from './tokens';
import { createApiAgent } from './transport';

/*
 * The configured API clients, what the app imports (`@/server/api-client`). The logic lives beside
 * this file, by concern, without 'server-only' (the edge server and Vitest import it): core.ts (the
 * one client: get, post, send, forward), transport.ts (keep-alive pool, time-outs), tokens.ts (§4
 * system token, refresh, the retry rule), cache.ts (§9 500 ms), headers.ts (what passes the proxy),
 * errors.ts (ApiError). This module adds the secrets from env.
 */

export { ApiError } from './errors';
export { clientIpOf, requestIdOf } from './headers';
export type { TokenPair } from './tokens';
export type { CallOptions, ForwardRequest, ForwardResponse, GetOptions } from './core';

/**
 * §4 refresh hook: §7 "POST customer/v1/saphybris/refresh-token (refresh_token, clientId,
 * clientSecret)", sent with the system token. A 4xx answer, or one that is not a token pair, means
 * the refresh token is no good (→ null → InvalidRefreshToken, cookies cleared); an outage throws
 * and keeps the session.
 */
async function requestTokenRefresh(refreshToken: string): Promise<TokenPair | null> {
  const call = authCalls.refreshToken;
  let answer: unknown;
  try {
    answer = await apiClient.post<unknown>(call.path, {
      refresh_token: refreshToken,
      clientId: env.API_CLIENT_ID,
      clientSecret: env.API_CLIENT_SECRET,
    } satisfies z.input<typeof call.body>);
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
  const parsed = z.object({ data: call.data }).safeParse(answer);
  if (!parsed.success) return null;
  const data = parsed.data.data;
  return {
    accessToken: data.access_token,
    ...(data.refresh_token ? { refreshToken: data.refresh_token } : {}),
    ...(data.expires_in ? { expiresIn: data.expires_in } : {}),
  };
}

interface ApiClients {
  apiClient: ApiClient;
  secondaryApiClient: ApiClient;
  refresh: (refreshToken: string) => Promise<TokenPair | null>;
}

function buildClients(): ApiClients {
  // §9: one keep-alive pool for every call to the API.
  const agent = createApiAgent();
  // §4: one system token, shared by both clients.
  const systemToken = new SystemTokenSource({
    baseUrl: env.API_URL,
    clientId: env.API_CLIENT_ID,
    clientSecret: env.API_CLIENT_SECRET,
    dispatcher: agent,
    timeoutMs: HTTP_TIMEOUT_MS,
  });
  // One refresh per refresh token in this process, whoever asks (middleware, route handlers).
  const refresh = coalesceRefresh(requestTokenRefresh);
  // Issue 27: our request ids reach the API signed with the client secret (the API keeps no other).
  const common = { baseUrl: env.API_URL, systemToken, dispatcher: agent, refresh, requestIdSecret: env.API_CLIENT_SECRET };
  return {
    refresh,
    // §9: HTTP time-out 30 000 ms.
    apiClient: createApiClient({ ...common, timeoutMs: HTTP_TIMEOUT_MS }),
    // §9: 15 s for the secondary and alternate clients.
    secondaryApiClient: createApiClient({ ...common, timeoutMs: HTTP_SECONDARY_TIMEOUT_MS }),
  };
}

/*
 * Next bundles each route (pages, route handlers) separately, so a plain module-level singleton
 * would exist once per bundle — each with its own pool, system token and cache (seen in
 * `next start`: the home page and the proxy fetched two system tokens). Keeping the instances on
 * globalThis makes them one per server process.
 */
const GLOBAL_KEY = Symbol.for('kemudi.web.apiClients');
const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: ApiClients };
const clients = (holder[GLOBAL_KEY] ??= buildClients());

export const apiClient: ApiClient = clients.apiClient;

// The edge server (src/edge/server.ts) runs outside Next's bundles: when the data version changes it
// calls this, so a page rendered for the new data does not read a §9 500 ms answer from before it.
(globalThis as Record<symbol, unknown>)[Symbol.for('kemudi.web.clearApiCache')] = () => {
  clients.apiClient.clearCache();
  clients.secondaryApiClient.clearCache();
};
export const secondaryApiClient: ApiClient = clients.secondaryApiClient;
/**
 * §4 refresh of a customer's (or a temporary login's) token pair, single-flighted per refresh
 * token (coalesceRefresh): the middleware and the route handlers call this, never the API directly.
 */
export const refreshCustomerTokens: (refreshToken: string) => Promise<TokenPair | null> = clients.refresh;
