/**
 * Orders (issue 12): the loaders of My Account › Pesanan Saya and the /tracking-order route
 * (/api/tracking-order, JSON from the page's script and a plain form post without it), against a
 * real HTTP server standing in for the API. Only the cookie store (next/headers) is replaced: it
 * needs a live Next request. Every answer is a complete payload of its contract.
 */
import { encodeRedirect } from '@kemudi/domain/account';
import { COMMERCE_MESSAGES } from '@kemudi/domain/commerce';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import type { OrderSummary, TrackingData } from '@kemudi/domain/contracts/orders';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { sendJson, type RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

const jar = vi.hoisted(() => ({
  values: new Map<string, string>(),
  options: new Map<string, unknown>(),
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }),
  cookies: async () => ({
    get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined),
    set: (name: string, value: string, options?: unknown) => {
      jar.options.set(name, options);
      if (value) jar.values.set(name, value);
      else jar.values.delete(name);
    },
  }),
}));

const SARI: z.input<typeof CurrentCustomer> = {
  name: 'Sari Dewi',
  email: 'sari@contoh.com',
  phoneNumber: '085712345678',
  customerNo: 'KMD00000077',
  customerNoTDMS: null,
  isSmsVerified: true,
  isWaVerified: false,
  isEmailVerified: false,
};
const TOKEN = 'at-sari';
const ORDER_NO = 'KMD-261122-7K3MQA';
const OTHER_NO = 'KMD-261122-9ZZZZZ';

function summary(orderNo: string, createdAt: string, status: OrderSummary['status'] = 'pending_payment'): OrderSummary {
  return {
    orderNo,
    kind: 'products',
    status,
    statusLabel: status === 'pending_payment' ? 'Menunggu pembayaran' : 'Dibayar',
    fulfilment: 'pickup',
    title: 'Karpet Dasar Avanza',
    total: 450_000,
    branchName: 'Kemudi Toyota Sunter',
    createdAt,
    expiresAt: '2026-11-22T06:05:00.000Z',
  };
}

const TRACKING: TrackingData = {
  orderNo: ORDER_NO,
  kind: 'products',
  status: 'pending_payment',
  statusLabel: 'Menunggu pembayaran',
  title: 'Karpet Dasar Avanza',
  branchName: 'Kemudi Toyota Sunter',
  createdAt: '2026-11-22T03:05:00.000Z',
  slotStart: null,
  timeline: [
    { status: 'pending_payment', label: 'Menunggu pembayaran', at: '2026-11-22T03:05:00.000Z', reached: true, current: true, note: null },
    { status: 'paid', label: 'Dibayar', at: null, reached: false, current: false, note: null },
  ],
  nextStep: 'Selesaikan pembayaran sebelum batas waktu.',
  refund: null,
};

/** How the fake API answers the tracking call (a case changes it). */
const tracking = { mode: 'match' as 'match' | 'limited' };

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  const customer = req.headers.authorization === `Bearer ${TOKEN}`;
  switch (`${req.method} ${url.pathname}`) {
    case 'GET /api/customer/v1/saphybris/customers/current':
      return customer ? sendData(res, SARI) : sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
    case 'GET /api/order/v1/orders':
      if (!customer) return sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
      // Oldest first on purpose: the page sorts.
      return sendData(res, { orders: [summary(OTHER_NO, '2026-11-20T03:00:00.000Z', 'paid'), summary(ORDER_NO, '2026-11-22T03:05:00.000Z')] });
    case `GET /api/order/v1/orders/${OTHER_NO}`:
      return sendError(res, 404, 'NotFoundError', COMMERCE_MESSAGES.ORDER_NOT_FOUND);
    case 'POST /api/order/v1/tracking': {
      if (tracking.mode === 'limited') {
        return sendJson(res, 429, { errors: [{ type: 'TooManyRequests', message: 'Terlalu banyak percobaan. Coba lagi dalam 600 detik.' }], retryAfter: 600 }, { 'retry-after': '600' });
      }
      // The phone travels in the body, never in the address (nor in request logs).
      const sent = JSON.parse(req.body || '{}') as { orderNo?: string; phoneNumber?: string };
      const match = !url.search && sent.orderNo === ORDER_NO && sent.phoneNumber === '085712345678';
      return match ? sendData(res, TRACKING) : sendError(res, 404, 'NotFoundError', COMMERCE_MESSAGES.TRACKING_MISMATCH);
    }
    default:
      return sendError(res, 404, 'NotFoundError', 'Data tidak ditemukan');
  }
}

const { api, loaders } = await startLoaderHarness(answer, async () => ({
  orders: await import('./orders'),
  route: await import('../app/api/tracking-order/route'),
}));
const { orders, route } = loaders;

beforeEach(() => {
  jar.values.clear();
  jar.options.clear();
  tracking.mode = 'match';
});

const logIn = () => jar.values.set('kemudi_at', TOKEN);
const calls = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);

function post(body: string, contentType: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/tracking-order', {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'content-type': contentType, ...headers },
    body,
  });
}
const postJson = (value: unknown) => post(JSON.stringify(value), 'application/json');
const postForm = (value: Record<string, string>) => post(new URLSearchParams(value).toString(), 'application/x-www-form-urlencoded');

describe('My Account › Pesanan Saya', () => {
  it('sends a guest to /login with the page to come back to, without asking for orders', async () => {
    await expect(orders.loadMyOrders('/myaccount/pesanan')).rejects.toMatchObject({
      digest: expect.stringContaining(`/login?redirect=${encodeURIComponent(encodeRedirect('/myaccount/pesanan'))}`),
    });
    expect(calls('/api/order/v1/orders')).toHaveLength(0);
  });

  it("lists the customer's orders newest first, asked with the customer's own token", async () => {
    logIn();
    const { orders: list } = await orders.loadMyOrders('/myaccount/pesanan');
    expect(list.map((o) => o.orderNo)).toEqual([ORDER_NO, OTHER_NO]);
    expect(calls('/api/order/v1/orders')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("answers 404 for another customer's order (the API's 404) and for a number that cannot be one, without asking", async () => {
    logIn();
    await expect(orders.loadMyOrder(OTHER_NO, `/myaccount/pesanan/${OTHER_NO}`)).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    await expect(orders.loadMyOrder('KMD-1', '/myaccount/pesanan/KMD-1')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    expect(calls('/api/order/v1/orders/KMD-1')).toHaveLength(0);
  });

  it('reads a route segment as the API knows the number', () => {
    expect(orders.orderNoOf('kmd-261122-7k3mqa')).toBe(ORDER_NO);
    expect(orders.orderNoOf('KMD%2D261122%2D7K3MQA')).toBe(ORDER_NO);
    expect(orders.orderNoOf('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('/api/tracking-order with JSON (the page script)', () => {
  it('answers the timeline for the right pair, asked as a guest with the visitor address and the normalised input', async () => {
    logIn(); // tracking never needs, nor sends, the customer's token
    const response = await route.POST(postJson({ orderNo: 'kmd-261122-7k3mqa', phoneNumber: '+62 857-1234-5678' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, data: TRACKING });
    const [request] = calls('/api/order/v1/tracking');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ orderNo: ORDER_NO, phoneNumber: '085712345678' });
    expect(request?.url).not.toContain('085712345678');
    expect(request?.headers.authorization).not.toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it("passes on the API's mismatch message with its 404", async () => {
    const response = await route.POST(postJson({ orderNo: ORDER_NO, phoneNumber: '081299998888' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ message: COMMERCE_MESSAGES.TRACKING_MISMATCH }] });
  });

  it("passes on the API's 429 with its message and the wait (body and Retry-After)", async () => {
    tracking.mode = 'limited';
    const response = await route.POST(postJson({ orderNo: ORDER_NO, phoneNumber: '081299998888' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('600');
    expect(await response.json()).toMatchObject({ errors: [{ message: 'Terlalu banyak percobaan. Coba lagi dalam 600 detik.' }], retryAfter: 600 });
  });

  it('refuses what the form would refuse, per field, without asking the API', async () => {
    const response = await route.POST(postJson({ orderNo: 'KMD-12', phoneNumber: '' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'orderNo', message: COMMERCE_MESSAGES.TRACKING_ORDER_NO_INVALID }),
        expect.objectContaining({ field: 'phoneNumber' }),
      ]),
    );
    expect(calls('/api/order/v1/tracking')).toHaveLength(0);
  });

  it('refuses a request from another site', async () => {
    const response = await route.POST(post(JSON.stringify({ orderNo: ORDER_NO, phoneNumber: '085712345678' }), 'application/json', { origin: 'https://jahat.example', 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(403);
    expect(calls('/api/order/v1/tracking')).toHaveLength(0);
  });
});

describe('/api/tracking-order without script (a form post)', () => {
  it('sends the browser back to /tracking-order?orderNo= (303) with the outcome in a short cookie for that page only, never the phone in the address', async () => {
    const response = await route.POST(postForm({ orderNo: ORDER_NO, phoneNumber: '085712345678' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/tracking-order?orderNo=${ORDER_NO}#hasil-lacak`);
    expect(response.headers.get('location')).not.toContain('0857');
    expect(jar.options.get('kemudi_lacak')).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/tracking-order', maxAge: 120 });

    const stored = await orders.readTrackingResult(ORDER_NO);
    expect(stored).toMatchObject({ orderNo: ORDER_NO, outcome: { kind: 'found', data: TRACKING } });
    expect(stored?.phoneNumber).toBeUndefined();
    // The page shows it only for the order number it names.
    expect(await orders.readTrackingResult('KMD-261122-AAAAAA')).toBeNull();
  });

  it('keeps a mismatch and what was typed, so the page can show the message and the form again', async () => {
    const response = await route.POST(postForm({ orderNo: 'kmd-261122-7k3mqa', phoneNumber: '0812 9999 8888' }));
    expect(response.headers.get('location')).toBe(`/tracking-order?orderNo=${ORDER_NO}#hasil-lacak`);
    expect(await orders.readTrackingResult(ORDER_NO)).toMatchObject({
      orderNo: 'kmd-261122-7k3mqa',
      phoneNumber: '0812 9999 8888',
      outcome: { kind: 'failed', status: 404, message: COMMERCE_MESSAGES.TRACKING_MISMATCH, retryAfter: null },
    });
  });

  it('comes back with the field messages for a blank form', async () => {
    const response = await route.POST(postForm({ orderNo: '', phoneNumber: '' }));
    expect(response.headers.get('location')).toBe('/tracking-order?orderNo=#hasil-lacak');
    expect(await orders.readTrackingResult('')).toMatchObject({ outcome: { kind: 'invalid', fields: { orderNo: 'Nomor pesanan wajib diisi' } } });
  });

  it('ignores a cookie it did not write', async () => {
    jar.values.set('kemudi_lacak', Buffer.from(JSON.stringify({ orderNo: ORDER_NO, outcome: { kind: 'found', data: { orderNo: ORDER_NO } } })).toString('base64url'));
    expect(await orders.readTrackingResult(ORDER_NO)).toBeNull();
    jar.values.set('kemudi_lacak', 'not base64 json');
    expect(await orders.readTrackingResult(ORDER_NO)).toBeNull();
  });
});
