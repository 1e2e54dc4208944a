/**
 * The API client against a real HTTP server (src/test/fake-api.ts). The logic under test lives in
 * api-client/ (core, tokens, transport, …), which has no 'server-only' import; api-client/index.ts
 * only wires env values into it (and is exercised through proxy.test.ts, where vitest.config.ts
 * stubs 'server-only').
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Agent } from 'undici';
import { createApiClient, type ApiClient, type ApiClientConfig } from './api-client/core';
import { ApiError } from './api-client/errors';
import { clientIpOf } from './api-client/headers';
import { coalesceRefresh, SystemTokenSource, type RefreshHook } from './api-client/tokens';
import { AGENT_OPTIONS, createApiAgent } from './api-client/transport';
import { type FakeApi, INVALID_TOKEN, sendJson, startFakeApi, type Handler } from '../test/fake-api';

let api: FakeApi;
let agent: Agent;
let now: number;

/** Answers 200 with a per-path hit counter when the request carries the current system token. */
const countingHandler: Handler = (request, response, fake) => {
  if (!fake.hasCurrentToken(request)) return sendJson(response, 401, INVALID_TOKEN);
  sendJson(response, 200, { status: 200, data: { hit: fake.hits(request.url), url: request.url } });
};

function makeClient({ tokenTimeoutMs, ...overrides }: Partial<ApiClientConfig> & { tokenTimeoutMs?: number } = {}): ApiClient {
  const systemToken =
    overrides.systemToken ??
    new SystemTokenSource({
      baseUrl: api.url,
      clientId: 'kemudi-web',
      clientSecret: 'kemudi-local-secret',
      dispatcher: agent,
      timeoutMs: tokenTimeoutMs,
      now: () => now,
    });
  return createApiClient({ baseUrl: api.url, dispatcher: agent, now: () => now, ...overrides, systemToken });
}

async function expectApiError(promise: Promise<unknown>, expected: { status: number; type: string; message?: string }) {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject(expected);
  return error as ApiError;
}

beforeEach(async () => {
  now = 1_000_000;
  agent = createApiAgent();
  api = await startFakeApi(countingHandler);
});

afterEach(async () => {
  await agent.destroy();
  await api.close();
});

describe('pool settings (§9)', () => {
  it('uses 3000 connections per origin and a 20 s keep-alive', () => {
    expect(AGENT_OPTIONS).toEqual({ connections: 3000, keepAliveTimeout: 20_000, keepAliveMaxTimeout: 20_000 });
  });
});

describe('system token (§4)', () => {
  it('fetches the token once with client credentials and reuses it across calls', async () => {
    const client = makeClient({ cacheMs: 0 });
    await client.get('/api/promo/v1/promo/hero');
    await client.get('/api/content/v1/page/trending-cars');
    await client.post('/api/customer/v1/subscribe', { email: 'budi@contoh.id' });

    expect(api.tokenRequests).toBe(1);
    expect(api.tokenBodies[0]).toEqual({
      grant_type: 'client_credentials',
      client_id: 'kemudi-web',
      client_secret: 'kemudi-local-secret',
    });
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(['Bearer sys-1', 'Bearer sys-1', 'Bearer sys-1']);
  });

  it('renews the token shortly before expires_in runs out', async () => {
    api.tokenAnswer = (fake) => {
      fake.currentToken = `sys-${fake.tokenRequests}`;
      return { status: 200, body: { access_token: fake.currentToken, token_type: 'bearer', expires_in: 100 } };
    };
    const client = makeClient({ cacheMs: 0 });
    await client.get('/api/a/v1/x');
    now += 85_000; // 100 s token, renewed 10 s (10 %) early: still good at 85 s
    await client.get('/api/a/v1/x');
    expect(api.tokenRequests).toBe(1);
    now += 6_000; // 91 s: inside the renewal margin
    await client.get('/api/a/v1/x');
    expect(api.tokenRequests).toBe(2);
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer sys-2');
  });

  it('fetches a new token and repeats the call when the API starts answering 401', async () => {
    const client = makeClient({ cacheMs: 0 });
    await expect(client.get('/api/a/v1/x')).resolves.toMatchObject({ data: { hit: 1 } });
    api.currentToken = 'revoked-by-the-server';

    await expect(client.get('/api/a/v1/x')).resolves.toMatchObject({ status: 200 });
    expect(api.tokenRequests).toBe(2);
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(['Bearer sys-1', 'Bearer sys-1', 'Bearer sys-2']);
  });

  it('also renews on 403 for the system token', async () => {
    let rejectOnce = true;
    api.handler = (request, response, fake) => {
      if (rejectOnce) {
        rejectOnce = false;
        return sendJson(response, 403, { errors: [{ type: 'InvalidSystemToken', message: 'invalid system token' }] });
      }
      countingHandler(request, response, fake);
    };
    const client = makeClient({ cacheMs: 0 });
    await expect(client.get('/api/a/v1/x')).resolves.toMatchObject({ status: 200 });
    expect(api.tokenRequests).toBe(2);
    expect(api.requests).toHaveLength(2);
  });

  it("does not renew the system token for a 403 of another kind (a refused captcha is the API's answer)", async () => {
    api.handler = (_request, response) => sendJson(response, 403, { errors: [{ type: 'CaptchaFailed', message: 'Verifikasi keamanan gagal.' }] });
    const client = makeClient({ cacheMs: 0 });
    await expectApiError(client.get('/api/a/v1/x'), { status: 403, type: 'CaptchaFailed' });
    expect(api.requests).toHaveLength(1);
    expect(api.tokenRequests).toBe(1);
  });

  it('gives up after 3 retries: 1 call + 3 repeats, each with a fresh token', async () => {
    api.handler = (_request, response) => sendJson(response, 401, INVALID_TOKEN);
    const client = makeClient({ cacheMs: 0 });

    await expectApiError(client.get('/api/a/v1/x'), { status: 401, type: 'InvalidTokenError' });
    expect(api.requests).toHaveLength(4);
    expect(api.tokenRequests).toBe(4);
  });

  it('fails with 403 InvalidSystemToken when the token endpoint answers 403', async () => {
    api.tokenAnswer = () => ({ status: 403, body: { errors: [{ type: 'InvalidSystemToken', message: 'invalid system token' }] } });
    const client = makeClient();

    await expectApiError(client.get('/api/a/v1/x'), { status: 403, type: 'InvalidSystemToken', message: 'invalid system token' });
    expect(api.requests).toHaveLength(0);
  });

  it('fails with 403 InvalidSystemToken when a rejected token cannot be renewed', async () => {
    const client = makeClient({ cacheMs: 0 });
    await client.get('/api/a/v1/x');
    api.currentToken = 'revoked';
    api.tokenAnswer = () => ({ status: 403, body: { errors: [{ type: 'InvalidSystemToken', message: 'invalid system token' }] } });

    await expectApiError(client.get('/api/a/v1/x'), { status: 403, type: 'InvalidSystemToken', message: 'invalid system token' });
    expect(api.tokenRequests).toBe(2);
  });

  it('shares one token request between concurrent calls and between clients', async () => {
    const systemToken = new SystemTokenSource({
      baseUrl: api.url,
      clientId: 'kemudi-web',
      clientSecret: 'kemudi-local-secret',
      dispatcher: agent,
      now: () => now,
    });
    const primary = makeClient({ systemToken, cacheMs: 0 });
    const secondary = makeClient({ systemToken, cacheMs: 0, timeoutMs: 15_000 });
    await Promise.all([primary.get('/api/a/v1/1'), primary.get('/api/a/v1/2'), secondary.get('/api/a/v1/3')]);
    expect(api.tokenRequests).toBe(1);
  });
});

describe('customer token (§4)', () => {
  const customerHandler: Handler = (request, response, fake) => {
    const auth = request.headers.authorization;
    if (auth === 'Bearer at-new') return sendJson(response, 200, { status: 200, data: { who: 'budi', hit: fake.hits(request.url) } });
    if (auth === 'Bearer at-forbidden') return sendJson(response, 403, { errors: [{ type: 'Forbidden', message: 'tidak boleh' }] });
    sendJson(response, 401, INVALID_TOKEN);
  };

  it('refreshes on 401 InvalidTokenError, repeats with the new token and reports the new pair', async () => {
    api.handler = customerHandler;
    const refresh = vi.fn<RefreshHook>(async () => ({ accessToken: 'at-new', refreshToken: 'rt-new', expiresIn: 900 }));
    const onTokensRefreshed = vi.fn();
    const client = makeClient({ refresh });

    const answer = await client.get('/api/customer/v1/me', { token: 'at-old', refreshToken: 'rt-old', onTokensRefreshed });
    expect(answer).toMatchObject({ data: { who: 'budi' } });
    expect(refresh).toHaveBeenCalledExactlyOnceWith('rt-old');
    expect(onTokensRefreshed).toHaveBeenCalledExactlyOnceWith({ accessToken: 'at-new', refreshToken: 'rt-new', expiresIn: 900 });
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(['Bearer at-old', 'Bearer at-new']);
    expect(api.tokenRequests).toBe(0); // a customer call never needs the system token
  });

  it('fails with 401 InvalidRefreshToken when the refresh is refused', async () => {
    api.handler = customerHandler;
    const client = makeClient({ refresh: async () => null });
    await expectApiError(client.get('/api/customer/v1/me', { token: 'at-old', refreshToken: 'rt-bad' }), {
      status: 401,
      type: 'InvalidRefreshToken',
      message: 'invalid refresh token',
    });
    expect(api.requests).toHaveLength(1);
  });

  it('fails with InvalidRefreshToken without calling the hook when there is no refresh token', async () => {
    api.handler = customerHandler;
    const refresh = vi.fn<RefreshHook>(async () => null);
    const client = makeClient({ refresh });
    await expectApiError(client.get('/api/customer/v1/me', { token: 'at-old' }), { status: 401, type: 'InvalidRefreshToken' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stops after 3 refreshes when the new tokens keep being rejected', async () => {
    api.handler = (_request, response) => sendJson(response, 401, INVALID_TOKEN);
    let n = 0;
    const refresh = vi.fn<RefreshHook>(async () => ({ accessToken: `at-${++n}` }));
    const client = makeClient({ refresh });
    await expectApiError(client.get('/api/customer/v1/me', { token: 'at-0', refreshToken: 'rt' }), {
      status: 401,
      type: 'InvalidTokenError',
    });
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(api.requests).toHaveLength(4);
  });

  it("does not retry a customer's 403: it is the API's answer", async () => {
    api.handler = customerHandler;
    const refresh = vi.fn<RefreshHook>(async () => null);
    const client = makeClient({ refresh });
    await expectApiError(client.get('/api/customer/v1/me', { token: 'at-forbidden', refreshToken: 'rt' }), {
      status: 403,
      type: 'Forbidden',
      message: 'tidak boleh',
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(1);
  });
});

describe('500 ms response cache (§9)', () => {
  it('answers an identical GET from the cache within 500 ms and asks the API again after', async () => {
    const client = makeClient();
    const first = await client.get('/api/promo/v1/promo/hero');
    now += 499;
    const second = await client.get('/api/promo/v1/promo/hero');
    expect(second).toEqual(first);
    expect(api.hits('/api/promo/v1/promo/hero')).toBe(1);

    now += 1; // 500 ms after the answer
    const third = await client.get('/api/promo/v1/promo/hero');
    expect(third).toMatchObject({ data: { hit: 2 } });
    expect(api.hits('/api/promo/v1/promo/hero')).toBe(2);
  });

  it('never hands a render for one data version the answer asked for another, even within 500 ms or in flight (issue 26)', async () => {
    const client = makeClient();
    const path = '/api/promo/v1/promo/hero';
    await expect(client.get(path, { dataVersion: 7 })).resolves.toMatchObject({ data: { hit: 1 } });
    await expect(client.get(path, { dataVersion: 7 })).resolves.toMatchObject({ data: { hit: 1 } });
    // The site's data changed: a page rendered for version 8 asks again.
    await expect(client.get(path, { dataVersion: 8 })).resolves.toMatchObject({ data: { hit: 2 } });
    // A render of the old version still under way, then one of the new: the new one never joins the old one's request.
    const old = client.get(path, { dataVersion: 7 });
    const fresh = client.get(path, { dataVersion: 8 });
    await expect(old).resolves.toMatchObject({ data: { hit: 3 } });
    await expect(fresh).resolves.toMatchObject({ data: { hit: 4 } });
    expect(api.hits(path)).toBe(4);
  });

  it('asks the API again after clearCache, even within 500 ms, and does not store an answer in flight', async () => {
    const client = makeClient();
    await client.get('/api/promo/v1/promo/hero');
    client.clearCache();
    now += 1;
    await expect(client.get('/api/promo/v1/promo/hero')).resolves.toMatchObject({ data: { hit: 2 } });
    expect(api.hits('/api/promo/v1/promo/hero')).toBe(2);

    client.clearCache();
    const inFlight = client.get('/api/promo/v1/promo/hero');
    client.clearCache();
    await expect(inFlight).resolves.toMatchObject({ data: { hit: 3 } });
    await expect(client.get('/api/promo/v1/promo/hero')).resolves.toMatchObject({ data: { hit: 4 } });
    expect(api.hits('/api/promo/v1/promo/hero')).toBe(4);
  });

  it("clearCacheOf forgets one customer's cached answers only (their write must not be followed by a stale read)", async () => {
    api.handler = (request, response, fake) => sendJson(response, 200, { status: 200, data: { hit: fake.hits(request.url) } });
    const client = makeClient();
    await client.get('/api/order/v1/orders', { token: 'at-a' });
    await client.get('/api/order/v1/orders', { token: 'at-b' });
    await client.get('/api/promo/v1/promo/hero');
    client.clearCacheOf({ token: 'at-a' });
    now += 1;
    await client.get('/api/order/v1/orders', { token: 'at-a' });
    await client.get('/api/order/v1/orders', { token: 'at-b' });
    await client.get('/api/promo/v1/promo/hero');
    expect(api.requests.filter((r) => r.url === '/api/order/v1/orders').map((r) => r.headers.authorization)).toEqual(['Bearer at-a', 'Bearer at-b', 'Bearer at-a']);
    expect(api.hits('/api/promo/v1/promo/hero')).toBe(1);
  });

  it('clearCachedPath forgets one path for every caller and query, and nothing else', async () => {
    api.handler = (request, response, fake) => sendJson(response, 200, { status: 200, data: { hit: fake.hits(request.url) } });
    const client = makeClient();
    await client.get('/api/cart/v1/global-cart', { query: { guid: 'a' } });
    await client.get('/api/cart/v1/global-cart', { token: 'at-a' });
    await client.get('/api/cart/v1/global-cart-extra');
    await client.get('/api/promo/v1/promo/hero');
    client.clearCachedPath('/api/cart/v1/global-cart');
    now += 1;
    await client.get('/api/cart/v1/global-cart', { query: { guid: 'a' } });
    await client.get('/api/cart/v1/global-cart', { token: 'at-a' });
    await client.get('/api/cart/v1/global-cart-extra');
    await client.get('/api/promo/v1/promo/hero');
    expect(api.hits('/api/cart/v1/global-cart?guid=a')).toBe(2);
    expect(api.hits('/api/cart/v1/global-cart')).toBe(2);
    expect(api.hits('/api/cart/v1/global-cart-extra')).toBe(1);
    expect(api.hits('/api/promo/v1/promo/hero')).toBe(1);
  });

  it('hands each caller its own copy of a cached body', async () => {
    const client = makeClient();
    const first = await client.get<{ data: { hit: number } }>('/api/a/v1/x');
    first.data.hit = 999;
    await expect(client.get('/api/a/v1/x')).resolves.toMatchObject({ data: { hit: 1 } });
  });

  it("sends the data version a page is rendered for with its GETs, never with a write (issue 26)", async () => {
    const client = makeClient();
    await client.get('/api/promo/v1/promo/hero', { dataVersion: 42 });
    await client.send('POST', '/api/cart/v1/global-cart', { products: [] }, { dataVersion: 42 });
    const [read, write] = api.requests.filter((r) => r.url.startsWith('/api/promo') || r.url.startsWith('/api/cart'));
    expect(read?.headers['x-kemudi-data-version']).toBe('42');
    expect(write?.headers['x-kemudi-data-version']).toBeUndefined();
  });

  it('keys on the query string', async () => {
    const client = makeClient();
    await client.get('/api/promo/v1/promo', { query: { city: 'bandung', page: 0 } });
    await client.get('/api/promo/v1/promo', { query: { city: 'bandung', page: 0 } });
    await client.get('/api/promo/v1/promo', { query: { city: 'jakarta', page: 0 } });
    expect(api.requests.map((r) => r.url)).toEqual(['/api/promo/v1/promo?city=bandung&page=0', '/api/promo/v1/promo?city=jakarta&page=0']);
  });

  it('shares one request between identical GETs in flight', async () => {
    const client = makeClient();
    const answers = await Promise.all([client.get('/api/a/v1/x'), client.get('/api/a/v1/x'), client.get('/api/a/v1/x')]);
    expect(api.hits('/api/a/v1/x')).toBe(1);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('never caches a POST', async () => {
    const client = makeClient();
    await client.post('/api/a/v1/x', { a: 1 });
    await client.post('/api/a/v1/x', { a: 1 });
    expect(api.hits('/api/a/v1/x')).toBe(2);
  });

  it('never shares an answer between identities', async () => {
    api.handler = (request, response, fake) =>
      sendJson(response, 200, { status: 200, data: { auth: request.headers.authorization, hit: fake.hits(request.url) } });
    const client = makeClient();
    const system = await client.get<{ data: { auth: string } }>('/api/customer/v1/current');
    const budi = await client.get<{ data: { auth: string } }>('/api/customer/v1/current', { token: 'at-budi' });
    const siti = await client.get<{ data: { auth: string } }>('/api/customer/v1/current', { token: 'at-siti' });
    const budiAgain = await client.get<{ data: { auth: string } }>('/api/customer/v1/current', { token: 'at-budi' });

    expect(system.data.auth).toBe('Bearer sys-1');
    expect(budi.data.auth).toBe('Bearer at-budi');
    expect(siti.data.auth).toBe('Bearer at-siti');
    expect(budiAgain).toEqual(budi);
    expect(api.hits('/api/customer/v1/current')).toBe(3);
  });

  it('does not cache failures', async () => {
    let fail = true;
    api.handler = (request, response, fake) => {
      if (fail) return sendJson(response, 500, { errors: [{ type: 'InternalServerError', message: 'rusak' }] });
      countingHandler(request, response, fake);
    };
    const client = makeClient();
    await expectApiError(client.get('/api/a/v1/x'), { status: 500, type: 'InternalServerError', message: 'rusak' });
    fail = false;
    await expect(client.get('/api/a/v1/x')).resolves.toMatchObject({ status: 200 });
  });
});

describe('errors and time-outs', () => {
  it('turns a §7 failure body into an ApiError', async () => {
    api.handler = (_request, response) => sendJson(response, 404, { errors: [{ type: 'NotFoundError', message: 'Promo tidak ditemukan' }] });
    const client = makeClient();
    await expectApiError(client.get('/api/promo/v1/promo/slug/nope'), { status: 404, type: 'NotFoundError', message: 'Promo tidak ditemukan' });
  });

  it('still gives an ApiError for a non-JSON failure', async () => {
    api.handler = (_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const client = makeClient();
    await expectApiError(client.get('/api/a/v1/x'), { status: 502, type: 'HttpError' });
  });

  it('raises 504 GatewayTimeout when the API does not answer in time', async () => {
    api.handler = () => {
      /* never answers */
    };
    const client = makeClient({ timeoutMs: 50 });
    const error = await expectApiError(client.get('/api/a/v1/slow'), { status: 504, type: 'GatewayTimeout' });
    expect(error.message).toMatch(/tidak merespons/);
  });

  it('raises 504 GatewayTimeout when the token endpoint does not answer in time', async () => {
    api.tokenAnswer = () => null; // never answers
    const client = makeClient({ tokenTimeoutMs: 50 });
    await expectApiError(client.get('/api/a/v1/x'), { status: 504, type: 'GatewayTimeout' });
    expect(api.requests).toHaveLength(0);
  });

  it('raises 502 BadGateway when the API cannot be reached', async () => {
    const url = api.url;
    await api.close();
    const client = makeClient({ baseUrl: url });
    await expectApiError(client.get('/api/a/v1/x', { anonymous: true }), { status: 502, type: 'BadGateway' });
    api = await startFakeApi(); // afterEach closes it
  });
});

describe('keep-alive pool (§9)', () => {
  const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('reuses one socket for sequential calls, token request included', async () => {
    const systemToken = new SystemTokenSource({
      baseUrl: api.url,
      clientId: 'kemudi-web',
      clientSecret: 'kemudi-local-secret',
      dispatcher: agent,
      now: () => now,
    });
    const client = makeClient({ systemToken, cacheMs: 0 });
    await systemToken.get();
    await nextMacrotask();
    for (let i = 0; i < 5; i += 1) {
      await client.get(`/api/a/v1/${i}`);
      await nextMacrotask(); // e.g. separate page requests
    }
    await client.post('/api/a/v1/post', { i: 6 });
    expect(api.requests).toHaveLength(6);
    expect(api.tokenRequests).toBe(1);
    expect(api.connections).toBe(1);
  });

  it('opens no new socket per call even when calls follow back to back', async () => {
    // undici hands a finished connection back to the pool ("drain") one macrotask later, so a call
    // issued in the very same tick (the first call: token request, then the call itself) may open
    // a second socket; from then on the pool reuses what it has.
    const client = makeClient({ cacheMs: 0 });
    for (let i = 0; i < 20; i += 1) await client.get(`/api/a/v1/${i}`);
    expect(api.requests).toHaveLength(20);
    expect(api.connections).toBeLessThanOrEqual(2);
  });
});

describe('forward (the proxy pass-through)', () => {
  it('passes method, query, body and content-type; swaps browser credentials for the system token', async () => {
    api.handler = (request, response) =>
      sendJson(response, 201, { status: 201, data: { echoed: request.body } }, { 'set-cookie': 'api=1', 'x-request-id': 'abc' });
    const client = makeClient();
    const result = await client.forward({
      method: 'POST',
      path: '/api/customer/v1/subscribe?source=footer',
      headers: new Headers({
        'content-type': 'application/json',
        authorization: 'Bearer stolen',
        cookie: 'kemudi_at=secret',
        connection: 'keep-alive, x-private',
        'x-private': 'hop',
        'x-captcha': 'captcha-token',
      }),
      body: new TextEncoder().encode('{"email":"budi@contoh.id"}'),
    });

    const seen = api.requests[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/api/customer/v1/subscribe?source=footer');
    expect(seen?.body).toBe('{"email":"budi@contoh.id"}');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers.authorization).toBe('Bearer sys-1');
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers['x-private']).toBeUndefined();
    expect(seen?.headers['x-captcha']).toBe('captcha-token');

    expect(result.status).toBe(201);
    expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(result.headers.get('x-request-id')).toBe('abc');
    expect(result.headers.get('set-cookie')).toBeNull();
    expect(result.headers.get('connection')).toBeNull();
    expect(await new Response(result.body).json()).toEqual({ status: 201, data: { echoed: '{"email":"budi@contoh.id"}' } });
  });

  it('returns non-2xx answers as they are instead of throwing', async () => {
    api.handler = (_request, response) => sendJson(response, 404, { errors: [{ type: 'NotFoundError', message: 'tidak ada' }] });
    const client = makeClient();
    const result = await client.forward({ method: 'GET', path: '/api/a/v1/nope', headers: new Headers() });
    expect(result.status).toBe(404);
    expect(await new Response(result.body).json()).toEqual({ errors: [{ type: 'NotFoundError', message: 'tidak ada' }] });
  });

  it('sends the same body again after renewing the system token', async () => {
    const client = makeClient();
    await client.get('/api/a/v1/warm');
    api.currentToken = 'revoked';
    const result = await client.forward({
      method: 'PUT',
      path: '/api/a/v1/x',
      headers: new Headers({ 'content-type': 'application/json' }),
      body: new TextEncoder().encode('{"n":1}'),
    });
    expect(result.status).toBe(200);
    expect(api.requests.slice(1).map((r) => [r.headers.authorization, r.body])).toEqual([
      ['Bearer sys-1', '{"n":1}'],
      ['Bearer sys-2', '{"n":1}'],
    ]);
    await result.body?.cancel();
  });

  it("refreshes a customer's token and hands the new pair back", async () => {
    api.handler = (request, response) =>
      request.headers.authorization === 'Bearer at-new'
        ? sendJson(response, 200, { status: 200, data: 'ok' })
        : sendJson(response, 401, INVALID_TOKEN);
    const client = makeClient({ refresh: async (rt) => (rt === 'rt-old' ? { accessToken: 'at-new', refreshToken: 'rt-new' } : null) });
    const result = await client.forward({
      method: 'GET',
      path: '/api/customer/v1/me',
      headers: new Headers(),
      token: 'at-old',
      refreshToken: 'rt-old',
    });
    expect(result.status).toBe(200);
    expect(result.tokens).toEqual({ accessToken: 'at-new', refreshToken: 'rt-new' });
    await result.body?.cancel();
  });

  it('throws InvalidRefreshToken when the refresh fails', async () => {
    api.handler = (_request, response) => sendJson(response, 401, INVALID_TOKEN);
    const client = makeClient({ refresh: async () => null });
    await expectApiError(
      client.forward({ method: 'GET', path: '/api/customer/v1/me', headers: new Headers(), token: 'at', refreshToken: 'rt' }),
      { status: 401, type: 'InvalidRefreshToken', message: 'invalid refresh token' },
    );
  });

  it('sends no Authorization at all for anonymous (docs) calls', async () => {
    api.handler = (request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<html>${request.headers.authorization ?? 'none'}</html>`);
    };
    const client = makeClient();
    const result = await client.forward({ method: 'GET', path: '/api/docs', headers: new Headers(), anonymous: true });
    expect(await new Response(result.body).text()).toBe('<html>none</html>');
    expect(api.tokenRequests).toBe(0);
  });

  it('streams a body larger than one chunk through unchanged', async () => {
    const big = 'x'.repeat(256 * 1024);
    api.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.write(big.slice(0, 100_000));
      setImmediate(() => response.end(big.slice(100_000)));
    };
    const client = makeClient();
    const result = await client.forward({ method: 'GET', path: '/api/media/v1/car/avanza.svg?color=ff0000', headers: new Headers() });
    expect(result.headers.get('content-type')).toBe('image/svg+xml');
    expect(await new Response(result.body).text()).toBe(big);
  });
});

describe('ApiError', () => {
  it('is recognised by instanceof even when created by another copy of the module', () => {
    // What a second bundle's copy of the class produces: same brand, different prototype.
    const foreign = Object.assign(new Error('x'), { [Symbol.for('kemudi.web.ApiError')]: true, status: 504, type: 'GatewayTimeout' });
    expect(foreign).toBeInstanceOf(ApiError);
    expect(new Error('plain')).not.toBeInstanceOf(ApiError);
    expect(new ApiError(404, 'NotFoundError', 'x')).toBeInstanceOf(ApiError);
  });
});

describe('coalesceRefresh (§4: one refresh per refresh token)', () => {
  const pair = (n: number) => ({ accessToken: `at-${n}`, refreshToken: `rt-${n}`, expiresIn: 900 });

  it('collapses concurrent refreshes of one token into one call, and hands its answer to late requests', async () => {
    let clock = 0;
    let calls = 0;
    let release: () => void = () => undefined;
    const refresh = coalesceRefresh(
      (token) =>
        new Promise((resolve) => {
          calls += 1;
          release = () => resolve(token === 'rt-0' ? pair(calls) : null);
        }),
      { graceMs: 10_000, now: () => clock },
    );
    const first = refresh('rt-0');
    const second = refresh('rt-0');
    release();
    expect(await first).toEqual(pair(1));
    expect(await second).toEqual(pair(1));
    // A request still carrying the old cookie within the grace period gets the same pair: the used token is not sent again.
    clock = 9_999;
    expect(await refresh('rt-0')).toEqual(pair(1));
    expect(calls).toBe(1);
    // Another token is another refresh; after the grace period the old token is asked about again.
    const other = refresh('rt-other');
    release();
    expect(await other).toBeNull();
    clock = 20_001;
    const later = refresh('rt-0');
    release();
    expect(await later).toEqual(pair(3));
    expect(calls).toBe(3);
  });

  it('does not keep a failure (API unreachable): the next request asks again', async () => {
    let calls = 0;
    const refresh = coalesceRefresh(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(502, 'BadGateway', 'down');
      return pair(calls);
    });
    await expect(refresh('rt-0')).rejects.toThrow('down');
    expect(await refresh('rt-0')).toEqual(pair(2));
  });
});

describe('clientIpOf', () => {
  it('takes the last X-Forwarded-For entry (added by the nearest proxy), never a made-up value', () => {
    expect(clientIpOf(new Headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.5' }))).toBe('203.0.113.5');
    expect(clientIpOf(new Headers({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(clientIpOf(new Headers({ 'x-forwarded-for': '203.0.113.5, <script>' }))).toBeUndefined();
    expect(clientIpOf(new Headers())).toBeUndefined();
  });
});
