/**
 * The proxy (forwardToApi) end to end against a real HTTP server. Only the cookie store is
 * replaced: next/headers' cookies() needs a live Next request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, INVALID_TOKEN, sendJson, startFakeApi } from '../test/fake-api';
import type * as ProxyModule from './proxy';
import type { Session } from './session';

const session = vi.hoisted(() => {
  const state: { current: Session } = { current: {} };
  return Object.assign(state, { readSession: vi.fn(), setSessionTokens: vi.fn(), clearSession: vi.fn() });
});
vi.mock('./session', () => ({
  readSession: session.readSession,
  setSessionTokens: session.setSessionTokens,
  clearSession: session.clearSession,
}));

let api: FakeApi;
let proxy: typeof ProxyModule;

const REFRESH_PATH = '/api/customer/v1/saphybris/refresh-token';

beforeAll(async () => {
  api = await startFakeApi();
  vi.stubEnv('API_URL', api.url);
  proxy = await import('./proxy');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

beforeEach(() => {
  api.requests.length = 0;
  session.current = {};
  session.readSession.mockReset().mockImplementation(async () => session.current);
  session.setSessionTokens.mockReset();
  session.clearSession.mockReset();
  api.handler = (request, response, fake) => {
    if (request.url === REFRESH_PATH) {
      // The refresh hook calls this with the system token (§7 refresh-token).
      if (!fake.hasCurrentToken(request)) return sendJson(response, 401, INVALID_TOKEN);
      const body = JSON.parse(request.body) as { refresh_token?: string };
      return body.refresh_token === 'rt-good'
        ? sendJson(response, 200, { status: 200, data: { access_token: 'at-new', refresh_token: 'rt-new', expires_in: 900 } })
        : sendJson(response, 401, { errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }] });
    }
    const auth = request.headers.authorization;
    if (auth === 'Bearer at-expired') return sendJson(response, 401, INVALID_TOKEN);
    sendJson(response, 200, { status: 200, data: { auth: auth ?? null, url: request.url } });
  };
});

function browserRequest(path: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost:3000${path}`, init);
}

describe('serviceApiPath', () => {
  it('rebuilds the API path from the route params, re-encoding each segment', () => {
    expect(proxy.serviceApiPath('promo', ['promo', 'hero'])).toBe('/api/promo/v1/promo/hero');
    expect(proxy.serviceApiPath('media', ['car', 'avanza.svg'])).toBe('/api/media/v1/car/avanza.svg');
    expect(proxy.serviceApiPath('product', ['a/b', 'c d'])).toBe('/api/product/v1/a%2Fb/c%20d');
  });

  it('refuses dot segments and odd service names', () => {
    expect(proxy.serviceApiPath('promo', ['..', '..', 'authorizationserver'])).toBeNull();
    expect(proxy.serviceApiPath('promo', ['.'])).toBeNull();
    expect(proxy.serviceApiPath('Promo!', ['x'])).toBeNull();
    // Issue 24: the staff console's calls are not the site's.
    expect(proxy.serviceApiPath('staff', ['auth', 'me'])).toBeNull();
    expect(proxy.apiPathFor('/api/docs')).toBe('/api/docs');
  });
});

describe('forwardToApi', () => {
  it('forwards with the system token for a guest and passes status, body and query through', async () => {
    const response = await proxy.forwardToApi(
      browserRequest('/api/promo/v1/promo/hero?page=0&size=4', {
        headers: { authorization: 'Bearer from-browser', cookie: 'kemudi_at=x; other=1' },
      }),
      proxy.serviceApiPath('promo', ['promo', 'hero']),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { data: { auth: string; url: string } };
    expect(body.data.url).toBe('/api/promo/v1/promo/hero?page=0&size=4');
    expect(body.data.auth).toMatch(/^Bearer sys-\d+$/);
    expect(api.requests[0]?.headers.cookie).toBeUndefined();
  });

  it("uses the customer's access token from the cookie when there is one", async () => {
    session.current = { accessToken: 'at-budi', refreshToken: 'rt-good' };
    const response = await proxy.forwardToApi(browserRequest('/api/customer/v1/x'), '/api/customer/v1/x');
    expect(((await response.json()) as { data: { auth: string } }).data.auth).toBe('Bearer at-budi');
    expect(session.setSessionTokens).not.toHaveBeenCalled();
  });

  it('refreshes an expired customer token, stores the new pair and answers the retried call', async () => {
    session.current = { accessToken: 'at-expired', refreshToken: 'rt-good' };
    const response = await proxy.forwardToApi(browserRequest('/api/customer/v1/x'), '/api/customer/v1/x');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { auth: string } }).data.auth).toBe('Bearer at-new');
    expect(session.setSessionTokens).toHaveBeenCalledExactlyOnceWith({ accessToken: 'at-new', refreshToken: 'rt-new', expiresIn: 900 });
    expect(session.clearSession).not.toHaveBeenCalled();
  });

  it('clears the cookies and answers 401 InvalidRefreshToken with redirect when the refresh fails', async () => {
    session.current = { accessToken: 'at-expired', refreshToken: 'rt-revoked' };
    const response = await proxy.forwardToApi(browserRequest('/api/customer/v1/x'), '/api/customer/v1/x');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }],
      redirect: true,
    });
    expect(session.clearSession).toHaveBeenCalledOnce();
    expect(session.setSessionTokens).not.toHaveBeenCalled();
  });

  it('passes a POST body and its content-type through', async () => {
    api.handler = (request, response) =>
      sendJson(response, 202, { status: 202, data: { body: request.body, type: request.headers['content-type'] } });
    const response = await proxy.forwardToApi(
      browserRequest('/api/customer/v1/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"budi@contoh.id"}',
      }),
      '/api/customer/v1/subscribe',
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 202, data: { body: '{"email":"budi@contoh.id"}', type: 'application/json' } });
  });

  it('answers 404 without calling the API for a refused path', async () => {
    const response = await proxy.forwardToApi(browserRequest('/api/promo/v1/x'), null);
    expect(response.status).toBe(404);
    expect(api.requests).toHaveLength(0);
  });

  it('forwards the docs without any token and without reading the session', async () => {
    const response = await proxy.forwardToApi(browserRequest('/api/docs'), '/api/docs', { anonymous: true });
    expect(((await response.json()) as { data: { auth: unknown } }).data.auth).toBeNull();
    expect(session.readSession).not.toHaveBeenCalled();
  });
});

describe('forwardToApi: tokens and the visitor address', () => {
  it('never forwards a call whose answer is a token pair (they go through the login routes, which keep tokens in cookies)', async () => {
    for (const path of [
      '/api/customer/v1/saphybris/customers/login',
      '/api/customer/v1/saphybris/customers/register',
      '/api/customer/v1/validate-otp',
      '/api/customer/v1/whatsapp/validate-otp',
      '/api/customer/v1/saphybris/refresh-token',
      '/api/customer/v1/login-social-media',
    ]) {
      const apiPath = proxy.serviceApiPath('customer', path.replace('/api/customer/v1/', '').split('/'));
      const response = await proxy.forwardToApi(browserRequest(path, { method: 'POST', body: '{}' }), apiPath);
      expect(response.status, path).toBe(404);
    }
    expect(api.requests).toHaveLength(0);
  });

  it("sends the visitor's address (the last X-Forwarded-For entry) instead of the browser's own list", async () => {
    await proxy.forwardToApi(
      browserRequest('/api/promo/v1/promo/hero', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' } }),
      '/api/promo/v1/promo/hero',
    );
    expect(api.requests[0]?.headers['x-forwarded-for']).toBe('203.0.113.5');
  });
});
