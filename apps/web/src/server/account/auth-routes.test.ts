/**
 * The login and registration proxy routes (src/app/api/…/route.ts) end to end: the real route
 * handlers, session.ts, api.ts and the API client, against a real HTTP server standing in for the
 * API. Only next/headers is replaced (cookies() and headers() need a live Next request): an
 * in-memory cookie jar that keeps what session.ts writes, options included.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, INVALID_TOKEN, type RecordedRequest, sendJson, startFakeApi } from '../../test/fake-api';

interface StoredCookie {
  value: string;
  options: { httpOnly?: boolean; sameSite?: string; maxAge?: number; path?: string } | undefined;
}

const next = vi.hoisted(() => ({ jar: new Map<string, StoredCookie>(), requestHeaders: new Headers() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const cookie = next.jar.get(name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options?: StoredCookie['options']) => {
      if (options?.maxAge === 0) next.jar.delete(name);
      else next.jar.set(name, { value, options });
    },
  }),
  headers: async () => next.requestHeaders,
}));

const CUSTOMER = { name: 'Budi Santoso', email: 'budi@contoh.com', phoneNumber: '081234567890', customerNo: 'KMD00000001', customerNoTDMS: null };
const TOKENS = { access_token: 'at-full', refresh_token: 'rt-full', expires_in: 900, temporary: false };
const TEMP_TOKENS = { access_token: 'at-temp', refresh_token: 'rt-temp', expires_in: 900, temporary: true };
const REFRESH_PATH = '/api/customer/v1/saphybris/refresh-token';
/** Every token string the fake API hands out: none may ever reach a response body. */
const TOKEN_STRINGS = ['at-full', 'rt-full', 'at-temp', 'rt-temp', 'at-new', 'rt-new', 'sys-'];

let api: FakeApi;
type Reply = (request: RecordedRequest, response: ServerResponse) => void;
let replies: Map<string, Reply>;

const routes = {
  checkPhone: () => import('@/app/api/check-phonenumber-verified/route'),
  register: () => import('@/app/api/register/route'),
  loginPhone: () => import('@/app/api/login-phone/route'),
  login: () => import('@/app/api/login/route'),
  loginEmail: () => import('@/app/api/login-email/route'),
  forgot: () => import('@/app/api/forgot-password/route'),
  reset: () => import('@/app/api/reset-password/route'),
  userAuth: () => import('@/app/api/user-authentication/route'),
  visitor: () => import('@/app/api/visitor/route'),
  systemAuth: () => import('@/app/api/system-authentication/route'),
  refresh: () => import('@/app/api/get-refresh-token/route'),
  logout: () => import('@/app/api/logout/route'),
};

beforeAll(async () => {
  api = await startFakeApi();
  vi.stubEnv('API_URL', api.url);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

beforeEach(async () => {
  next.jar.clear();
  next.requestHeaders = new Headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' });
  api.requests.length = 0;
  replies = new Map();
  (await import('../api-client')).apiClient.clearCache();
  api.handler = (request, response, fake) => {
    const path = new URL(request.url, 'http://api').pathname;
    const reply = replies.get(path);
    if (reply) return reply(request, response);
    if (path === REFRESH_PATH) {
      const body = JSON.parse(request.body) as { refresh_token?: string };
      if (!fake.hasCurrentToken(request)) return sendJson(response, 401, INVALID_TOKEN);
      return body.refresh_token === 'rt-full'
        ? sendJson(response, 200, { status: 200, data: { access_token: 'at-new', refresh_token: 'rt-new', expires_in: 900 } })
        : sendJson(response, 401, { errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }] });
    }
    if (path === '/api/customer/v1/saphybris/customers/current') {
      if (request.headers.authorization === 'Bearer at-expired') return sendJson(response, 401, INVALID_TOKEN);
      return sendJson(response, 200, { status: 200, data: CUSTOMER });
    }
    sendJson(response, 404, { errors: [{ type: 'NotFoundError', message: 'x' }] });
  };
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000', ...headers },
    body: JSON.stringify(body),
  });
}

async function json(response: Response): Promise<{ status?: number; data?: Record<string, unknown>; errors?: { type: string; message: string; field?: string }[]; redirect?: boolean; retryAfter?: number }> {
  const text = await response.text();
  for (const token of TOKEN_STRINGS) expect(text, 'a token in a response body').not.toContain(token);
  return JSON.parse(text);
}

function calls(path: string): RecordedRequest[] {
  return api.requests.filter((request) => new URL(request.url, 'http://api').pathname === path);
}

const cookie = (name: string) => next.jar.get(name);

describe('writes refused before the API is asked', () => {
  it('refuses a request sent from another site (Origin), 403', async () => {
    const { POST } = await routes.register();
    const response = await POST(post('/api/register', {}, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect((await json(response)).errors?.[0]?.type).toBe('Forbidden');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a body that is not JSON, 415 (a cross-site form cannot send JSON)', async () => {
    const { POST } = await routes.loginEmail();
    const request = new Request('http://localhost:3000/api/login-email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' },
      body: 'username=a&password=b',
    });
    expect((await POST(request)).status).toBe(415);
    expect(api.requests).toHaveLength(0);
  });

  it('names each invalid field with its Indonesian message, 400', async () => {
    const { POST } = await routes.register();
    const response = await POST(post('/api/register', { name: '', phoneNumber: '0712345', email: 'ab@x', password: 'short' }));
    expect(response.status).toBe(400);
    const errors = (await json(response)).errors ?? [];
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      name: 'Nama wajib diisi',
      phoneNumber: 'Nomor HP tidak valid. Gunakan nomor seluler Indonesia, contoh: 0812 3456 7890',
      email: 'Format email tidak valid, contoh: nama@contoh.com',
      password: 'Kata sandi 8–64 karakter',
    });
    expect(api.requests).toHaveLength(0);
  });
});

describe('/api/register', () => {
  it('keeps the temporary pair in the temp cookies (§4), HttpOnly, and answers without a token', async () => {
    replies.set('/api/customer/v1/saphybris/customers/register', (_req, res) => sendJson(res, 201, { status: 201, data: TEMP_TOKENS }));
    const { POST } = await routes.register();
    const response = await POST(post('/api/register', { name: 'Rina', phoneNumber: '+62 812-1111-2222', email: 'rina@contoh.com', password: 'Rahasia123' }));
    expect(response.status).toBe(201);
    expect((await json(response)).data).toEqual({ temporary: true, phoneNumber: '081211112222' });
    expect(cookie('kemudi_tmp_at')).toMatchObject({ value: 'at-temp', options: { httpOnly: true, sameSite: 'lax', maxAge: 900 } });
    expect(cookie('kemudi_tmp_rt')?.value).toBe('rt-temp');
    expect(cookie('kemudi_at')).toBeUndefined();
    // Sent as a guest with the normalised phone, and with the visitor's address for the per-IP limits.
    const [sent] = calls('/api/customer/v1/saphybris/customers/register');
    expect(sent?.headers.authorization).toMatch(/^Bearer sys-/);
    expect(sent?.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ phoneNumber: '081211112222', email: 'rina@contoh.com' });
  });

  it("passes the API's refusal on: 409 PhoneAlreadyVerified with its message", async () => {
    const message = 'Nomor HP ini sudah terverifikasi di akun lain. Silakan masuk dengan nomor tersebut atau gunakan nomor lain.';
    replies.set('/api/customer/v1/saphybris/customers/register', (_req, res) =>
      sendJson(res, 409, { status: 409, errors: [{ type: 'PhoneAlreadyVerified', message }] }),
    );
    const { POST } = await routes.register();
    const response = await POST(post('/api/register', { name: 'Rina', phoneNumber: '081234567890', email: 'rina@contoh.com', password: 'Rahasia123' }));
    expect(response.status).toBe(409);
    expect((await json(response)).errors).toEqual([{ type: 'PhoneAlreadyVerified', message }]);
    expect(next.jar.size).toBe(0);
  });
});

describe('/api/check-phonenumber-verified', () => {
  it("answers whether the phone is verified elsewhere, with the API's refusal message when it is", async () => {
    replies.set('/api/customer/v1/check-phonenumber-verified-on-other-account', (req, res) =>
      sendJson(res, 200, { status: 200, data: { phoneNumber: JSON.parse(req.body).phoneNumber, verifiedOnOtherAccount: true } }),
    );
    const { POST } = await routes.checkPhone();
    const response = await POST(post('/api/check-phonenumber-verified', { phoneNumber: '81234567890' }));
    expect((await json(response)).data).toEqual({
      phoneNumber: '081234567890',
      verifiedOnOtherAccount: true,
      message: expect.stringContaining('sudah terverifikasi di akun lain'),
    });
  });
});

describe('/api/login-phone (send a code)', () => {
  it('sends a login code as a guest by the chosen channel', async () => {
    replies.set('/api/customer/v1/whatsapp/generate-otp', (req, res) =>
      sendJson(res, 200, { status: 200, data: { channel: 'whatsapp', phoneNumber: JSON.parse(req.body).phoneNumber, expiresIn: 300, resendIn: 60 } }),
    );
    const { POST } = await routes.loginPhone();
    const response = await POST(post('/api/login-phone', { phoneNumber: '081298765432', channel: 'whatsapp', purpose: 'login' }));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ channel: 'whatsapp', phoneNumber: '081298765432', expiresIn: 300, resendIn: 60 });
    expect(calls('/api/customer/v1/generate-otp')).toHaveLength(0);
  });

  it("§8: purpose 'register' without the temp cookie → 401 'No temp cookie provided'", async () => {
    const { POST } = await routes.loginPhone();
    const response = await POST(post('/api/login-phone', { phoneNumber: '081298765432', channel: 'sms', purpose: 'register' }));
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.[0]?.message).toBe('No temp cookie provided');
    expect(api.requests).toHaveLength(0);
  });

  it("purpose 'register' asks with the temporary login's token", async () => {
    next.jar.set('kemudi_tmp_at', { value: 'at-temp', options: undefined });
    replies.set('/api/customer/v1/generate-otp', (req, res) =>
      sendJson(res, 200, { status: 200, data: { channel: 'sms', phoneNumber: '081211112222', expiresIn: 300, resendIn: 60, auth: req.headers.authorization } }),
    );
    const { POST } = await routes.loginPhone();
    await POST(post('/api/login-phone', { phoneNumber: '081211112222', channel: 'sms', purpose: 'register' }));
    expect(calls('/api/customer/v1/generate-otp')[0]?.headers.authorization).toBe('Bearer at-temp');
  });

  it('passes a limit on: 429 with the message and the seconds to wait (body and Retry-After)', async () => {
    const message = 'Terlalu banyak permintaan kode. Coba lagi dalam 42 detik.';
    replies.set('/api/customer/v1/generate-otp', (_req, res) =>
      sendJson(res, 429, { status: 429, errors: [{ type: 'TooManyRequests', message }], retryAfter: 42 }, { 'retry-after': '42' }),
    );
    const { POST } = await routes.loginPhone();
    const response = await POST(post('/api/login-phone', { phoneNumber: '081298765432', channel: 'sms', purpose: 'login' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await json(response)).toMatchObject({ errors: [{ type: 'TooManyRequests', message }], retryAfter: 42 });
  });
});

describe('/api/login (check the code)', () => {
  it('logs in: the full pair goes into the HttpOnly cookies, the answer names the customer only', async () => {
    replies.set('/api/customer/v1/validate-otp', (_req, res) => sendJson(res, 200, { status: 200, data: { ...TOKENS, customer: CUSTOMER } }));
    const { POST } = await routes.login();
    const response = await POST(post('/api/login', { phoneNumber: '081234567890', otp: '123456', channel: 'sms', purpose: 'login' }));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ customer: { name: 'Budi Santoso' }, temporary: false });
    expect(cookie('kemudi_at')).toMatchObject({ value: 'at-full', options: { httpOnly: true, maxAge: 900 } });
    expect(cookie('kemudi_rt')).toMatchObject({ value: 'rt-full', options: { httpOnly: true, maxAge: 30 * 24 * 60 * 60 } });
  });

  it("§4: verifying the new account's phone promotes the temporary login (temp cookies dropped)", async () => {
    next.jar.set('kemudi_tmp_at', { value: 'at-temp', options: undefined });
    next.jar.set('kemudi_tmp_rt', { value: 'rt-temp', options: undefined });
    replies.set('/api/customer/v1/whatsapp/validate-otp', (_req, res) => sendJson(res, 200, { status: 200, data: { ...TOKENS, customer: CUSTOMER } }));
    const { POST } = await routes.login();
    const response = await POST(post('/api/login', { phoneNumber: '081234567890', otp: '654321', channel: 'whatsapp', purpose: 'register' }));
    expect(response.status).toBe(200);
    expect(calls('/api/customer/v1/whatsapp/validate-otp')[0]?.headers.authorization).toBe('Bearer at-temp');
    expect(cookie('kemudi_at')?.value).toBe('at-full');
    expect(cookie('kemudi_tmp_at')).toBeUndefined();
    expect(cookie('kemudi_tmp_rt')).toBeUndefined();
  });

  it('a wrong code: 400 InvalidOtp with the remaining attempts, no cookie', async () => {
    replies.set('/api/customer/v1/validate-otp', (_req, res) =>
      sendJson(res, 400, { status: 400, errors: [{ type: 'InvalidOtp', message: 'Kode OTP salah. Sisa percobaan: 4.' }] }),
    );
    const { POST } = await routes.login();
    const response = await POST(post('/api/login', { phoneNumber: '081234567890', otp: '000000', channel: 'sms', purpose: 'login' }));
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual([{ type: 'InvalidOtp', message: 'Kode OTP salah. Sisa percobaan: 4.' }]);
    expect(next.jar.size).toBe(0);
  });

  it('a code that is not 6 digits is refused here', async () => {
    const { POST } = await routes.login();
    const response = await POST(post('/api/login', { phoneNumber: '081234567890', otp: '12a', channel: 'sms', purpose: 'login' }));
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual([{ type: 'ValidationError', field: 'otp', message: 'Kode OTP terdiri dari 6 angka' }]);
  });
});

describe('/api/login-email (password)', () => {
  it('a verified customer gets the full pair', async () => {
    next.jar.set('kemudi_tmp_at', { value: 'at-old-temp', options: undefined });
    replies.set('/api/customer/v1/saphybris/customers/login', (_req, res) => sendJson(res, 200, { status: 200, data: TOKENS }));
    const { POST } = await routes.loginEmail();
    const response = await POST(post('/api/login-email', { username: 'budi@contoh.com', password: 'Kemudi2026' }));
    expect((await json(response)).data).toEqual({ temporary: false });
    expect(cookie('kemudi_at')?.value).toBe('at-full');
    expect(cookie('kemudi_tmp_at')).toBeUndefined();
  });

  it('§4: a customer whose phone is not verified gets the temporary login', async () => {
    replies.set('/api/customer/v1/saphybris/customers/login', (_req, res) => sendJson(res, 200, { status: 200, data: TEMP_TOKENS }));
    const { POST } = await routes.loginEmail();
    const response = await POST(post('/api/login-email', { username: '081211112222', password: 'Rahasia123' }));
    expect((await json(response)).data).toEqual({ temporary: true });
    expect(cookie('kemudi_tmp_at')?.value).toBe('at-temp');
    expect(cookie('kemudi_at')).toBeUndefined();
  });

  it('wrong credentials: 401 InvalidCredentials in Indonesian', async () => {
    replies.set('/api/customer/v1/saphybris/customers/login', (_req, res) =>
      sendJson(res, 401, { status: 401, errors: [{ type: 'InvalidCredentials', message: 'Email/nomor HP atau kata sandi salah' }] }),
    );
    const { POST } = await routes.loginEmail();
    const response = await POST(post('/api/login-email', { username: 'budi@contoh.com', password: 'salah' }));
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.[0]?.message).toBe('Email/nomor HP atau kata sandi salah');
  });
});

describe('/api/forgot-password and /api/reset-password', () => {
  it('asks the API to send the link (userId = the email)', async () => {
    replies.set('/api/customer/v1/forgot-password', (_req, res) => sendJson(res, 200, { status: 200, data: { sent: true } }));
    const { POST } = await routes.forgot();
    const response = await POST(post('/api/forgot-password', { email: ' Budi@Contoh.com ' }));
    expect((await json(response)).data).toEqual({ sent: true });
    expect(calls('/api/customer/v1/forgot-password')[0]?.url).toBe('/api/customer/v1/forgot-password?userId=budi%40contoh.com');
  });

  it('a new password ends the sessions this browser holds', async () => {
    next.jar.set('kemudi_at', { value: 'at-full', options: undefined });
    replies.set('/api/customer/v1/saphybris/customers/reset-password', (_req, res) => sendJson(res, 200, { status: 200, data: { reset: true } }));
    const { POST } = await routes.reset();
    const response = await POST(post('/api/reset-password', { token: 'abcdefghijklmnopqrstuvwxyz', password: 'BaruSekali2026' }));
    expect((await json(response)).data).toEqual({ reset: true });
    expect(cookie('kemudi_at')).toBeUndefined();
  });
});

describe('/api/user-authentication (§4 login state)', () => {
  it("§8: without a customer cookie → 401 'No access token provided'", async () => {
    const { GET } = await routes.userAuth();
    const response = await GET();
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.[0]?.message).toBe('No access token provided');
    expect(api.requests).toHaveLength(0);
  });

  it('answers the customer; an expired token is refreshed and the new pair stored', async () => {
    next.jar.set('kemudi_at', { value: 'at-expired', options: undefined });
    next.jar.set('kemudi_rt', { value: 'rt-full', options: undefined });
    const { GET } = await routes.userAuth();
    const response = await GET();
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual(CUSTOMER);
    expect(cookie('kemudi_at')?.value).toBe('at-new');
    expect(cookie('kemudi_rt')?.value).toBe('rt-new');
  });

  it('a refused refresh clears the cookies: 401 InvalidRefreshToken, redirect true', async () => {
    next.jar.set('kemudi_at', { value: 'at-expired', options: undefined });
    next.jar.set('kemudi_rt', { value: 'rt-revoked', options: undefined });
    const { GET } = await routes.userAuth();
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }], redirect: true });
    expect(next.jar.size).toBe(0);
  });
});

describe('/api/visitor (issue 26: the layout\'s customer data in one call)', () => {
  const CART_PATH = '/api/cart/v1/global-cart';
  const GUEST_GUID = '0123456789abcdef0123456789abcdef';
  const cartReply =
    (count: number): Reply =>
    (request, response) =>
      request.headers.authorization === 'Bearer at-expired'
        ? sendJson(response, 401, INVALID_TOKEN)
        : sendJson(response, 200, { status: 200, data: { guid: '', totalGlobalNonBundleUnitCount: count, entries: [], subtotal: 0, total: 0, notices: [] } });

  it('without any cookie: a guest with no cart, and the API is not asked', async () => {
    const { GET } = await routes.visitor();
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect((await json(response)).data).toEqual({ user: null, cartCount: 0, signedOut: true });
    expect(api.requests).toHaveLength(0);
  });

  it('a customer and the cart count in one answer; an expired token is renewed once and stored', async () => {
    next.jar.set('kemudi_at', { value: 'at-expired', options: undefined });
    next.jar.set('kemudi_rt', { value: 'rt-full', options: undefined });
    replies.set(CART_PATH, cartReply(3));
    const { GET } = await routes.visitor();
    const response = await GET();
    expect((await json(response)).data).toEqual({ user: { name: 'Budi Santoso' }, cartCount: 3, signedOut: false });
    // Both calls met the expired token; the pair was renewed once for them (none at all here when an
    // earlier renewal of the same refresh token is still remembered, api-client tokens.ts).
    expect(calls(REFRESH_PATH).length).toBeLessThanOrEqual(1);
    const cart = calls(CART_PATH).at(-1);
    expect(new URL(cart!.url, 'http://api').searchParams.get('doUpdateHiddenEntries')).toBe('false');
    expect(cart!.headers.authorization).toBe('Bearer at-new');
    expect(cookie('kemudi_at')?.value).toBe('at-new');
  });

  it("a customer still holding a guest cart's cookie names it once; the merged cart's cookie goes", async () => {
    next.jar.set('kemudi_at', { value: 'at-full', options: undefined });
    next.jar.set('kemudi_rt', { value: 'rt-full', options: undefined });
    next.jar.set('kemudi_cart_guid', { value: GUEST_GUID, options: undefined });
    next.jar.set('kemudi_cart', { value: '1', options: undefined });
    replies.set(CART_PATH, cartReply(2));
    const { GET } = await routes.visitor();
    expect((await json(await GET())).data).toEqual({ user: { name: 'Budi Santoso' }, cartCount: 2, signedOut: false });
    expect(new URL(calls(CART_PATH)[0]!.url, 'http://api').searchParams.get('guid')).toBe(GUEST_GUID);
    expect(cookie('kemudi_cart_guid')).toBeUndefined();
    expect(cookie('kemudi_cart')).toBeUndefined();
  });

  it('a refused refresh: the session and its hint are cleared, a guest', async () => {
    next.jar.set('kemudi_at', { value: 'at-expired', options: undefined });
    next.jar.set('kemudi_rt', { value: 'rt-revoked', options: undefined });
    next.jar.set('kemudi_session', { value: '1', options: undefined });
    replies.set(CART_PATH, cartReply(2));
    const { GET } = await routes.visitor();
    expect((await json(await GET())).data).toEqual({ user: null, cartCount: null, signedOut: true });
    expect(next.jar.size).toBe(0);
  });

  it('§8: a cart that cannot be read leaves the count null and the customer greeted; a customer that cannot be read is a guest for now, the session kept', async () => {
    next.jar.set('kemudi_at', { value: 'at-full', options: undefined });
    next.jar.set('kemudi_rt', { value: 'rt-full', options: undefined });
    replies.set(CART_PATH, (_request, response) => sendJson(response, 500, { errors: [{ type: 'InternalServerError', message: 'Terjadi kesalahan' }] }));
    const { GET } = await routes.visitor();
    expect((await json(await GET())).data).toEqual({ user: { name: 'Budi Santoso' }, cartCount: null, signedOut: false });

    replies.set('/api/customer/v1/saphybris/customers/current', (_request, response) =>
      sendJson(response, 503, { errors: [{ type: 'ServiceUnavailable', message: 'Layanan sedang gangguan.' }] }),
    );
    replies.set(CART_PATH, cartReply(1));
    (await import('../api-client')).apiClient.clearCache();
    expect((await json(await GET())).data).toEqual({ user: null, cartCount: 1, signedOut: false });
    expect(cookie('kemudi_rt')?.value).toBe('rt-full');
  });
});

describe('/api/system-authentication', () => {
  it('says a system token can be had, without showing it', async () => {
    const { GET } = await routes.systemAuth();
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 200, data: { ok: true } });
  });
});

describe('/api/get-refresh-token', () => {
  it('§8: no refresh cookie → 401 InvalidRefreshToken, redirect true, cookies cleared', async () => {
    next.jar.set('kemudi_at', { value: 'at-expired', options: undefined });
    const { POST } = await routes.refresh();
    const response = await POST(post('/api/get-refresh-token', {}));
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }], redirect: true });
    expect(next.jar.size).toBe(0);
  });

  it('renews the pair into the cookies; the answer carries no token', async () => {
    next.jar.set('kemudi_rt', { value: 'rt-full', options: undefined });
    const { POST } = await routes.refresh();
    const response = await POST(post('/api/get-refresh-token', {}));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ refreshed: true, expiresIn: 900 });
    expect(cookie('kemudi_at')?.value).toBe('at-new');
    expect(cookie('kemudi_rt')?.value).toBe('rt-new');
  });
});

describe('/api/logout', () => {
  it('revokes the session on the API and clears every cookie; a form post goes home (303)', async () => {
    next.jar.set('kemudi_at', { value: 'at-full', options: undefined });
    next.jar.set('kemudi_rt', { value: 'rt-full', options: undefined });
    next.jar.set('kemudi_tmp_at', { value: 'at-temp', options: undefined });
    replies.set('/api/customer/v1/saphybris/customers/logout', (_req, res) => sendJson(res, 200, { status: 200, data: { loggedOut: true } }));
    const { POST } = await routes.logout();
    const response = await POST(
      new Request('http://localhost:3000/api/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000', host: 'localhost:3000' },
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const revoked = calls('/api/customer/v1/saphybris/customers/logout');
    expect(revoked.map((r) => r.headers.authorization)).toEqual(['Bearer at-full', 'Bearer at-temp']);
    expect(JSON.parse(revoked[0]?.body ?? '{}')).toEqual({ refresh_token: 'rt-full' });
    expect(next.jar.size).toBe(0);
  });

  it('logs out here even when the API cannot revoke; a fetch gets JSON', async () => {
    next.jar.set('kemudi_at', { value: 'at-full', options: undefined });
    replies.set('/api/customer/v1/saphybris/customers/logout', (_req, res) => sendJson(res, 500, { errors: [{ type: 'InternalServerError', message: 'x' }] }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { POST } = await routes.logout();
    const response = await POST(post('/api/logout', {}));
    expect((await json(response)).data).toEqual({ loggedOut: true });
    expect(next.jar.size).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses a logout posted from another site', async () => {
    next.jar.set('kemudi_at', { value: 'at-full', options: undefined });
    const { POST } = await routes.logout();
    const response = await POST(post('/api/logout', {}, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(cookie('kemudi_at')?.value).toBe('at-full');
  });
});
