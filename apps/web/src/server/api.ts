import 'server-only';

import { DATA_VERSION_HEADER } from '@kemudi/domain/constants';
import { pathOf, type Call, type CallInput } from '@kemudi/domain/contracts/call';
import { configureZodMessages } from '@kemudi/domain/zod-messages';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { ApiError, apiClient, clientIpOf, refreshCustomerTokens, type CallOptions, type TokenPair } from './api-client';
import {
  clearSession,
  clearTempSession,
  readSession,
  readTempSession,
  setSessionTokens,
  setTempSessionTokens,
  type Session,
} from './session';

// The route handlers' validation messages are Indonesian, worded as the API's (issue 16).
configureZodMessages();

/*
 * A client per caller (issue 9). Every call the web server makes to the API goes through an `Api`
 * bound to who is asking: the system token for a guest, the customer's access token otherwise
 * (§4). The call itself is a contract from packages/domain/src/contracts: its path, and the schema
 * its answer is parsed with — the same schema the API answers with.
 *
 * - `getApi()` is for rendering (pages, layouts, metadata): one per request. A server component
 *   cannot store cookies, so it never refreshes a token: middleware.ts refreshes an expiring
 *   customer token before rendering starts.
 * - `getRouteApi()` is for route handlers: on InvalidTokenError it refreshes with the customer's
 *   refresh token and stores the new pair in the HttpOnly cookies (§4).
 */

export type Caller = 'guest' | 'customer';

/** Per call: another schema for the answer's data (a `.pick()` or refinement of the contract's), a time-out. */
export interface ApiCallOptions<S extends z.ZodType> {
  data?: S;
  timeoutMs?: number;
  /** Extra headers of a write (issue 13: X-Captcha); see CallOptions.extraHeaders. */
  extraHeaders?: Readonly<Record<string, string>>;
}

type Args<C extends Call, S extends z.ZodType> =
  Record<string, never> extends CallInput<C>
    ? [input?: CallInput<C>, options?: ApiCallOptions<S>]
    : [input: CallInput<C>, options?: ApiCallOptions<S>];

export interface Api {
  readonly caller: Caller;
  /** The call's data, parsed with its contract; throws ApiError, or a ZodError when the answer breaks the contract. */
  call<C extends Call, S extends z.ZodType = C['data']>(call: C, ...args: Args<C, S>): Promise<z.output<S>>;
  /** For the page's own data: the API's 404 becomes this page's 404 (app/not-found.tsx). */
  require<C extends Call, S extends z.ZodType = C['data']>(call: C, ...args: Args<C, S>): Promise<z.output<S>>;
  /** For a section the page can do without: null (logged) when the call fails or breaks its contract. */
  soft<C extends Call, S extends z.ZodType = C['data']>(call: C, ...args: Args<C, S>): Promise<z.output<S> | null>;
}

/** §7 success envelope `{ status, data }`: the data is parsed with the call's schema. */
const DataEnvelope = z.object({ data: z.unknown() });

/** An Api whose calls carry `auth` (the customer's tokens and how to store refreshed ones) or the system token. */
export function createApi(auth: CallOptions & { caller: Caller }): Api {
  const { caller, ...tokenOptions } = auth;
  // A shared call (its contract says the answer is the same for everyone: catalogue, content,
  // menus) goes with the system token whoever asks, so a customer's page shares the §9 cached
  // answer and the API's read cache with every visitor instead of one uncached call per page
  // (issue 26). Everything else of a customer's goes with their token.
  const { token: _token, refreshToken: _refresh, onTokensRefreshed: _stored, ...systemOptions } = tokenOptions;

  async function call<C extends Call, S extends z.ZodType>(contract: C, input?: CallInput<C>, options?: ApiCallOptions<S>) {
    const path = pathOf(contract, input?.params as Record<string, string | number> | undefined);
    const callOptions: CallOptions = {
      ...(contract.shared === true ? systemOptions : tokenOptions),
      ...(options?.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options?.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
    };
    const answer =
      contract.method === 'GET'
        ? await apiClient.get<unknown>(path, { ...callOptions, ...(input?.query ? { query: input.query } : {}) })
        : await apiClient.send<unknown>(contract.method, path, input?.body, {
            ...callOptions,
            ...(input?.query ? { query: input.query } : {}),
          });
    const schema = (options?.data ?? contract.data) as S;
    return schema.parse(DataEnvelope.parse(answer).data);
  }

  return {
    caller,
    call: (contract, ...[input, options]) => call(contract, input, options),
    async require(contract, ...[input, options]) {
      try {
        return await call(contract, input, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) notFound();
        throw error;
      }
    },
    async soft(contract, ...[input, options]) {
      try {
        return await call(contract, input, options);
      } catch (error) {
        console.warn(`[page] optional section left out: ${contract.method} ${contract.path} failed: ${(error as Error).message}`);
        return null;
      }
    },
  };
}

const dataVersionOf = (dataVersion: number | undefined) => (dataVersion !== undefined ? { dataVersion } : {});

/** The Api of a session, for rendering: the customer's access token when there is one (never refreshed here). */
export function apiForSession(session: Session, clientIp?: string, dataVersion?: number): Api {
  const extra = { ...(clientIp ? { clientIp } : {}), ...dataVersionOf(dataVersion) };
  return session.accessToken ? createApi({ caller: 'customer', token: session.accessToken, ...extra }) : createApi({ caller: 'guest', ...extra });
}

/**
 * The data version the edge renders this page for (issue 26: its render requests carry it; the edge
 * drops the header from a visitor's own requests), passed on with every GET of the page.
 */
async function renderDataVersion(): Promise<number | undefined> {
  let raw: string | null;
  try {
    raw = (await headers()).get(DATA_VERSION_HEADER);
  } catch {
    // Outside a request (a loader called by a test or a script): no render, no version to name.
    return undefined;
  }
  return raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
}

/** The visitor's address, passed on to the API by route handlers (its per-IP limits, e.g. on one-time codes). */
async function visitorIp(): Promise<{ clientIp?: string }> {
  const clientIp = clientIpOf(await headers());
  return clientIp ? { clientIp } : {};
}

/**
 * The Api of this request's visitor, for pages, layouts and metadata: one per request. Renders only
 * read, so the visitor's address is not passed on (route handlers pass it: getRouteApi & co.).
 */
export const getApi = cache(async (): Promise<Api> => {
  const [session, dataVersion] = await Promise.all([readSession(), renderDataVersion()]);
  return apiForSession(session, undefined, dataVersion);
});

/**
 * An Api for route handlers over one stored pair: an expired access token is refreshed (and the new
 * pair stored) when the API says so. An access cookie that has already run out (its max-age is the
 * token's lifetime) while the refresh cookie remains is renewed first; null when that refresh is
 * refused (the pair is then cleared).
 */
async function routeApiFor(
  session: Session,
  cookies: { store: (tokens: TokenPair) => Promise<void>; clear: () => Promise<void> },
  ip: { clientIp?: string },
): Promise<Api | null> {
  let { accessToken, refreshToken } = session;
  if (!accessToken) {
    if (!refreshToken) return null;
    const renewed = await refreshCustomerTokens(refreshToken);
    if (!renewed) {
      await cookies.clear();
      return null;
    }
    await cookies.store(renewed);
    accessToken = renewed.accessToken;
    refreshToken = renewed.refreshToken ?? refreshToken;
  }
  return createApi({
    caller: 'customer',
    token: accessToken,
    ...(refreshToken ? { refreshToken } : {}),
    onTokensRefreshed: cookies.store,
    ...ip,
  });
}

/** The Api of this request's visitor, for route handlers: refreshes an expired customer token and stores the new pair. */
export async function getRouteApi(): Promise<Api> {
  const [session, ip] = await Promise.all([readSession(), visitorIp()]);
  return (await routeApiFor(session, { store: setSessionTokens, clear: clearSession }, ip)) ?? createApi({ caller: 'guest', ...ip });
}

/**
 * The Api of the §4 temporary login (registration before the phone is verified), for route
 * handlers; null when this browser holds none (→ §8 'No temp cookie provided').
 */
export async function getTempRouteApi(): Promise<Api | null> {
  const [session, ip] = await Promise.all([readTempSession(), visitorIp()]);
  return routeApiFor(session, { store: setTempSessionTokens, clear: clearTempSession }, ip);
}

/** The system token's Api, for route handlers that act for a visitor who is not logged in yet (login, registration). */
export async function getGuestRouteApi(): Promise<Api> {
  return createApi({ caller: 'guest', ...(await visitorIp()) });
}
