/**
 * The cart on the web server (issue 12) end to end: the proxy route /api/cart/v1/global-cart, the
 * /cart page's loader, the stock the buy buttons look at and the merge at login, against a real
 * HTTP server standing in for the API. Only next/headers is replaced (it needs a live Next request):
 * an in-memory cookie jar that keeps what is written, options included.
 */
import type { GlobalCart } from '@kemudi/domain/contracts/cart';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

interface StoredCookie {
  value: string;
  options: { httpOnly?: boolean; sameSite?: string; secure?: boolean; maxAge?: number; path?: string } | undefined;
}

const next = vi.hoisted(() => ({ jar: new Map<string, StoredCookie>(), written: [] as { name: string; value: string; maxAge: number | undefined }[] }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const cookie = next.jar.get(name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options?: StoredCookie['options']) => {
      next.written.push({ name, value, maxAge: options?.maxAge });
      if (options?.maxAge === 0) next.jar.delete(name);
      else next.jar.set(name, { value, options });
    },
  }),
  headers: async () => new Headers(),
}));

const GUID = '0123456789abcdef0123456789abcdef';
const OTHER_GUID = 'fedcba9876543210fedcba9876543210';
const CUSTOMER_TOKEN = 'at-budi';
const CART_PATH = '/api/cart/v1/global-cart';
const STOCK_PATH = '/api/saphybris-proxy/v1/saphybris/products/stock';

function cartOf(guid: string, quantity = 1): GlobalCart {
  return {
    guid,
    totalGlobalNonBundleUnitCount: quantity,
    entries: [
      {
        product: {
          code: 'ACC-KARPET',
          kind: 'accessory',
          name: 'Karpet Dasar Premium',
          imageUrl: '/api/media/v1/icon/karpet.svg',
          url: '/aksesoris/p/ACC-KARPET',
          compatibleModels: ['Avanza', 'Veloz'],
          price: 450_000,
          strikeThroughPrice: 500_000,
          flashSale: null,
          stock: 8,
          purchasable: true,
          needsSlot: false,
        },
        quantity,
        lineTotal: 450_000 * quantity,
      },
    ],
    subtotal: 450_000 * quantity,
    total: 450_000 * quantity,
    notices: [],
  };
}

/** What the fake API answers for the cart: a guest's call naming no guid gets a new cart (OTHER_GUID). */
function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  if (url.pathname === STOCK_PATH) {
    const { codes } = JSON.parse(req.body) as { codes: string[] };
    return sendData(res, { stocks: codes.map((code) => ({ code, available: code.endsWith('HABIS') ? 0 : 5, inStock: !code.endsWith('HABIS') })) });
  }
  if (url.pathname !== CART_PATH) return sendError(res, 404, 'NotFoundError');
  const customer = req.headers.authorization === `Bearer ${CUSTOMER_TOKEN}`;
  if (req.method === 'POST') {
    const body = JSON.parse(req.body) as { products: { code: string; quantity: number }[] };
    if (body.products[0]?.code === 'ACC-HABIS') return sendError(res, 409, 'OutOfStock', 'Stok Karpet Habis habis');
    return sendData(res, cartOf(customer ? 'customer-cart' : (url.searchParams.get('guid') ?? OTHER_GUID), body.products[0]?.quantity ?? 1));
  }
  if (customer) return sendData(res, cartOf('customer-cart', 2));
  const guid = url.searchParams.get('guid');
  return sendData(res, guid ? cartOf(guid) : { ...cartOf(''), entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0 });
}

const { api, loaders, override } = await startLoaderHarness(answer, async () => ({
  route: await import('../app/api/cart/v1/global-cart/route'),
  cart: await import('./cart'),
  login: await import('../app/api/login/route'),
}));
const { route, cart } = loaders;
const cartCalls = () => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === CART_PATH);
const queryOf = (request: RecordedRequest | undefined) => new URL(request?.url ?? '', 'http://api').searchParams;

function sameSite(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const json = async (response: Response) => (await response.json()) as { status?: number; data?: GlobalCart; errors?: { type: string; message: string }[] };
const ADD = { products: [{ code: 'ACC-KARPET', quantity: 1 }], mode: 'add' };

beforeEach(() => {
  next.jar.clear();
  next.written.length = 0;
});

describe('/api/cart/v1/global-cart as a guest', () => {
  it("§4/§9: the answer's guid goes into an HttpOnly cookie kept 7 days, and the answer is the §7 envelope", async () => {
    const response = await route.POST(sameSite('POST', CART_PATH, ADD));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 200, data: { guid: OTHER_GUID, totalGlobalNonBundleUnitCount: 1 } });
    const cookie = next.jar.get('kemudi_cart_guid');
    expect(cookie?.value).toBe(OTHER_GUID);
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 7 * 24 * 60 * 60 });
    // Issue 14: beside it the hint for the page's scripts — '1' only, readable, as long-lived as the guid cookie.
    const hint = next.jar.get('kemudi_cart');
    expect(hint?.value).toBe('1');
    expect(hint?.options).toMatchObject({ httpOnly: false, sameSite: 'lax', path: '/', maxAge: 7 * 24 * 60 * 60, secure: cookie?.options?.secure });
    expect(JSON.parse(cartCalls()[0]?.body ?? '{}')).toEqual(ADD);
  });

  it('names the guid of its cookie, with the chosen city, and refreshes the cookie for another 7 days', async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    next.jar.set('kemudi_city', { value: JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'Bandung' }), options: undefined });
    const response = await route.GET(sameSite('GET', CART_PATH));
    expect((await json(response)).data?.guid).toBe(GUID);
    expect(Object.fromEntries(queryOf(cartCalls()[0]))).toEqual({ guid: GUID, cityCode: '3273', doUpdateHiddenEntries: 'true' });
    expect(next.written).toEqual([
      { name: 'kemudi_cart_guid', value: GUID, maxAge: 7 * 24 * 60 * 60 },
      { name: 'kemudi_cart', value: '1', maxAge: 7 * 24 * 60 * 60 },
    ]);
  });

  it("never takes a guid (or a city) from the browser's query: only the cookie names the cart", async () => {
    const response = await route.GET(sameSite('GET', `${CART_PATH}?guid=${GUID}&cityCode=9999&doUpdateHiddenEntries=false`));
    expect(response.status).toBe(200);
    const query = queryOf(cartCalls()[0]);
    expect(query.get('guid')).toBeNull();
    expect(query.get('cityCode')).toBe('0080'); // §9 fallback city
    expect(query.get('doUpdateHiddenEntries')).toBe('false');
    expect(next.jar.has('kemudi_cart_guid')).toBe(false); // a guest without a cart yet (guid '') gets no cookie
    expect(next.jar.has('kemudi_cart')).toBe(false);
  });

  it('does not pass on a cookie value that is no guid the API hands out', async () => {
    next.jar.set('kemudi_cart_guid', { value: '../../etc', options: undefined });
    await route.POST(sameSite('POST', CART_PATH, ADD));
    expect(queryOf(cartCalls()[0]).get('guid')).toBeNull();
    expect(next.jar.get('kemudi_cart_guid')?.value).toBe(OTHER_GUID);
  });

  it("forgets a cookie whose cart the API no longer keeps (answered guid '')", async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    override(CART_PATH, (res) => sendData(res, { ...cartOf(''), entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0 }));
    const response = await route.GET(sameSite('GET', `${CART_PATH}?doUpdateHiddenEntries=false`));
    expect((await json(response)).data?.guid).toBe('');
    expect(next.written).toEqual([
      { name: 'kemudi_cart_guid', value: '', maxAge: 0 },
      { name: 'kemudi_cart', value: '', maxAge: 0 },
    ]);
  });

  it("passes the API's refusal on with its status and Indonesian message; no cookie", async () => {
    const response = await route.POST(sameSite('POST', CART_PATH, { products: [{ code: 'ACC-HABIS', quantity: 1 }], mode: 'add' }));
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ errors: [{ type: 'OutOfStock', message: 'Stok Karpet Habis habis' }] });
    expect(next.jar.has('kemudi_cart_guid')).toBe(false);
  });

  it("passes an API failure on as the §7 error shape, and an answer that breaks the contract is a 502 with an Indonesian message", async () => {
    override(CART_PATH, (res) => sendError(res, 500, 'InternalServerError'));
    const failed = await route.GET(sameSite('GET', CART_PATH));
    expect(failed.status).toBe(500);
    expect((await json(failed)).errors?.[0]?.type).toBe('InternalServerError');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    override(CART_PATH, (res) => sendData(res, { ...cartOf(GUID), totalGlobalNonBundleUnitCount: -1 }));
    const broken = await route.GET(sameSite('GET', CART_PATH));
    expect(broken.status).toBe(502);
    expect(await json(broken)).toEqual({ errors: [{ type: 'BadGateway', message: 'Keranjang sedang tidak dapat dihubungi. Silakan coba lagi.' }] });
    expect(next.jar.has('kemudi_cart_guid')).toBe(false);
  });
});

describe('writes refused before the API is asked', () => {
  it('refuses a POST from another site, 403', async () => {
    const response = await route.POST(sameSite('POST', CART_PATH, ADD, { origin: 'https://jahat.example', 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(403);
    expect(cartCalls()).toHaveLength(0);
  });

  it('refuses a body that is not JSON (a cross-site form), 415', async () => {
    const request = new Request(`http://localhost:3000${CART_PATH}`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'products=x',
    });
    expect((await route.POST(request)).status).toBe(415);
    expect(cartCalls()).toHaveLength(0);
  });

  it('refuses a quantity above the per-line limit with its Indonesian message, 400', async () => {
    const response = await route.POST(sameSite('POST', CART_PATH, { products: [{ code: 'ACC-KARPET', quantity: 11 }], mode: 'set' }));
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[0]?.message).toBe('Paling banyak 10 unit per barang dalam satu pesanan');
    expect(cartCalls()).toHaveLength(0);
  });
});

describe('/api/cart/v1/global-cart as a customer', () => {
  beforeEach(() => {
    next.jar.set('kemudi_at', { value: CUSTOMER_TOKEN, options: undefined });
  });

  it("uses the customer's own cart: no guid, no cookie written", async () => {
    const response = await route.GET(sameSite('GET', CART_PATH));
    expect((await json(response)).data?.guid).toBe('customer-cart');
    expect(cartCalls()[0]?.headers.authorization).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    expect(queryOf(cartCalls()[0]).get('guid')).toBeNull();
    expect(next.written).toEqual([]);
  });

  it('a leftover guest cookie is named once (the API merges that cart) and then deleted', async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    const response = await route.POST(sameSite('POST', CART_PATH, ADD));
    expect(response.status).toBe(200);
    expect(queryOf(cartCalls()[0]).get('guid')).toBe(GUID);
    expect(next.written).toEqual([
      { name: 'kemudi_cart_guid', value: '', maxAge: 0 },
      { name: 'kemudi_cart', value: '', maxAge: 0 },
    ]);
    expect(next.jar.has('kemudi_cart_guid')).toBe(false);
  });
});

describe('mergeGuestCart (right after a login)', () => {
  const tokens = { accessToken: CUSTOMER_TOKEN, refreshToken: 'rt-budi', expiresIn: 900 };

  it("names the guest's guid with the customer's token, then deletes the cookie", async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    await cart.mergeGuestCart(tokens);
    const [call] = cartCalls();
    expect(call?.headers.authorization).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    expect(Object.fromEntries(queryOf(call))).toEqual({ guid: GUID, doUpdateHiddenEntries: 'false' });
    expect(next.jar.has('kemudi_cart_guid')).toBe(false);
  });

  it('asks nothing when this browser has no guest cart', async () => {
    await cart.mergeGuestCart(tokens);
    expect(cartCalls()).toHaveLength(0);
  });

  it('never throws: on a failure the cookie stays for the next cart call to merge', async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    override(CART_PATH, (res) => sendError(res, 503, 'ServiceUnavailable'));
    await expect(cart.mergeGuestCart(tokens)).resolves.toBeUndefined();
    expect(next.jar.get('kemudi_cart_guid')?.value).toBe(GUID);
  });
});

describe('/api/login merges the guest cart', () => {
  const VALIDATE = '/api/customer/v1/validate-otp';
  const BUDI = {
    name: 'Budi Santoso',
    email: 'budi@contoh.com',
    phoneNumber: '081234567890',
    customerNo: 'KMD00000001',
    customerNoTDMS: null,
    isSmsVerified: true,
    isWaVerified: false,
    isEmailVerified: true,
  };

  it('logs in even when the merge fails, and keeps the cookie for later', async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    override(VALIDATE, (res) =>
      sendData(res, { access_token: CUSTOMER_TOKEN, refresh_token: 'rt-budi', expires_in: 900, temporary: false, customer: BUDI }),
    );
    override(CART_PATH, (res) => sendError(res, 500, 'InternalServerError'));
    const response = await loaders.login.POST(
      sameSite('POST', '/api/login', { phoneNumber: '081234567890', otp: '123456', channel: 'sms', purpose: 'login' }),
    );
    expect(response.status).toBe(200);
    expect(next.jar.get('kemudi_at')?.value).toBe(CUSTOMER_TOKEN);
    expect(cartCalls()).toHaveLength(1);
    expect(next.jar.get('kemudi_cart_guid')?.value).toBe(GUID);
  });

  it('merges at once when it can: the cookie is gone after the login', async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    override(VALIDATE, (res) =>
      sendData(res, { access_token: CUSTOMER_TOKEN, refresh_token: 'rt-budi', expires_in: 900, temporary: false, customer: BUDI }),
    );
    const response = await loaders.login.POST(
      sameSite('POST', '/api/login', { phoneNumber: '081234567890', otp: '123456', channel: 'sms', purpose: 'login' }),
    );
    expect(response.status).toBe(200);
    expect(queryOf(cartCalls()[0]).get('guid')).toBe(GUID);
    expect(next.jar.has('kemudi_cart_guid')).toBe(false);
  });
});

describe('the /cart page loader', () => {
  it('gives a guest without a cart an empty one without asking the API', async () => {
    expect(await cart.loadCartPage()).toEqual({
      cart: { guid: '', entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0, notices: [] },
      loggedIn: false,
    });
    expect(cartCalls()).toHaveLength(0);
  });

  it("reads a guest's cart by its cookie, dropping what is no longer sold (doUpdateHiddenEntries)", async () => {
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    const page = await cart.loadCartPage();
    expect(page.cart?.entries).toHaveLength(1);
    expect(Object.fromEntries(queryOf(cartCalls()[0]))).toEqual({ guid: GUID, cityCode: '0080', doUpdateHiddenEntries: 'true' });
  });

  it("reads a customer's cart with their token", async () => {
    next.jar.set('kemudi_at', { value: CUSTOMER_TOKEN, options: undefined });
    expect(await cart.loadCartPage()).toMatchObject({ cart: { guid: 'customer-cart' }, loggedIn: true });
  });

  it('a failed call is no cart (the page says so), not an empty one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    next.jar.set('kemudi_cart_guid', { value: GUID, options: undefined });
    override(CART_PATH, (res) => sendError(res, 500, 'InternalServerError'));
    expect(await cart.loadCartPage()).toEqual({ cart: null, loggedIn: false });
  });
});

describe('loadSoldOut (products/stock for the buy buttons)', () => {
  it('names the codes with none left, in one call', async () => {
    const soldOut = await cart.loadSoldOut(['ACC-KARPET', 'ACC-HABIS', 'ACC-KARPET']);
    expect([...soldOut]).toEqual(['ACC-HABIS']);
    const calls = api.requests.filter((r) => r.url === STOCK_PATH);
    expect(calls.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ codes: ['ACC-KARPET', 'ACC-HABIS'] }]);
  });

  it('a failed call leaves every item on sale (adding one then says why it cannot)', async () => {
    override(STOCK_PATH, (res) => sendError(res, 500, 'InternalServerError'));
    expect([...(await cart.loadSoldOut(['ACC-HABIS']))]).toEqual([]);
  });
});
