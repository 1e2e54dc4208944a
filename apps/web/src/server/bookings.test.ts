/**
 * Bookings (issue 13): the loaders of My Account › Booking Saya, the booking form's first render
 * (the visitor, My Cars, owned coupons and packages, branches nearest first) and the booking lookup
 * of /api/tracking-order (JSON from the page's script and a plain form post), against a real HTTP
 * server standing in for the API. Only the cookie store (next/headers) is replaced: it needs a live
 * Next request. Every answer is a complete payload of its contract.
 */
import { encodeRedirect } from '@kemudi/domain/account';
import { BOOKING_MESSAGES } from '@kemudi/domain/bookings';
import type { Booking, BookingListItem } from '@kemudi/domain/contracts/bookings';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

const jar = vi.hoisted(() => ({ values: new Map<string, string>(), options: new Map<string, unknown>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }),
  cookies: async () => ({
    get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined),
    set: (name: string, value: string, options?: unknown) => {
      jar.options.set(name, options);
      if (value) jar.values.set(name, value);
      else jar.values.delete(name);
    },
  }),
}));

const RINA: z.input<typeof CurrentCustomer> = {
  name: 'Rina Wati',
  email: 'rina@contoh.com',
  phoneNumber: '081312345678',
  customerNo: 'KMD00000091',
  customerNoTDMS: null,
  isSmsVerified: true,
  isWaVerified: false,
  isEmailVerified: false,
};
const TOKEN = 'at-rina';
const BOOKING_NO = 'SV-261127-7KQ2MX';
const OTHER_NO = 'TD-261127-AAAAAA';

const BOOKING: Booking = {
  bookingNo: BOOKING_NO,
  kind: 'service',
  kindLabel: 'Servis Bengkel',
  status: 'confirmed',
  statusLabel: 'Terkonfirmasi',
  nextStep: 'Datang ke bengkel sesuai jadwal.',
  title: 'Servis Berkala 10.000 km · Avanza 1.5 G CVT (B 1234 XYZ)',
  summary: [
    { label: 'Mobil', value: 'Avanza 1.5 G CVT (B 1234 XYZ)' },
    { label: 'Jenis servis', value: 'Servis Berkala 10.000 km' },
  ],
  branch: { slug: 'kemudi-sunter', name: 'Kemudi Toyota Sunter', address: 'Jl. Sunter Raya 1', phone: '021-6500001', whatsapp: '6281290102001' },
  cityName: 'Jakarta Utara',
  slotStart: '2026-11-27T09:00:00+07:00',
  slotEnd: '2026-11-27T10:00:00+07:00',
  slotLabel: 'Jumat, 27 Nov 2026 pukul 09.00 WIB',
  estimate: 595_000,
  stage: 'dikerjakan',
  stages: [
    { stage: 'diterima', label: 'Diterima', done: true, current: false },
    { stage: 'dikerjakan', label: 'Dikerjakan', done: true, current: true },
    { stage: 'pemeriksaan-akhir', label: 'Pemeriksaan Akhir', done: false, current: false },
    { stage: 'siap-diambil', label: 'Siap Diambil', done: false, current: false },
  ],
  answer: null,
  contact: { name: 'Rina Wati', phoneNumber: '081312345678', email: 'rina@contoh.com' },
  canCancel: true,
  canReschedule: true,
  slotQuery: { kind: 'service', branchSlug: 'kemudi-sunter' },
  events: [{ type: 'created', note: 'Booking dibuat', at: '2026-11-26T03:00:00.000Z' }],
  files: [],
  createdAt: '2026-11-26T03:00:00.000Z',
  url: `/myaccount/booking/${BOOKING_NO}`,
};

const item = (bookingNo: string, createdAt: string): z.input<typeof BookingListItem> => ({
  bookingNo,
  kind: 'service',
  kindLabel: 'Servis Bengkel',
  status: 'confirmed',
  statusLabel: 'Terkonfirmasi',
  title: 'Servis',
  slotLabel: null,
  stage: null,
  createdAt,
  url: `/myaccount/booking/${bookingNo}`,
  branchName: null,
});

const { files: _files, canCancel: _c, canReschedule: _r, ...TRACKED_BASE } = BOOKING;
const TRACKED = { ...TRACKED_BASE, contact: { name: 'Rina Wati', phoneNumber: '0813****5678' } };

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  const customer = req.headers.authorization === `Bearer ${TOKEN}`;
  switch (`${req.method} ${url.pathname}`) {
    case 'GET /api/customer/v1/saphybris/customers/current':
      return customer ? sendData(res, RINA) : sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
    case 'GET /api/booking/v1/my-bookings':
      if (!customer) return sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
      // Oldest first on purpose: the page sorts.
      return sendData(res, [item(OTHER_NO, '2026-11-20T03:00:00.000Z'), item(BOOKING_NO, '2026-11-26T03:00:00.000Z')]);
    case `GET /api/booking/v1/my-bookings/${BOOKING_NO}`:
      return customer ? sendData(res, BOOKING) : sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
    case `GET /api/booking/v1/my-bookings/${OTHER_NO}`:
      return sendError(res, 404, 'NotFoundError', BOOKING_MESSAGES.BOOKING_NOT_FOUND);
    case 'POST /api/booking/v1/tracking': {
      const sent = JSON.parse(req.body || '{}') as { bookingNo?: string; phoneNumber?: string };
      return sent.bookingNo === BOOKING_NO && sent.phoneNumber === '081312345678'
        ? sendData(res, TRACKED)
        : sendError(res, 404, 'NotFoundError', BOOKING_MESSAGES.BOOKING_NOT_FOUND);
    }
    default:
      return sendError(res, 404, 'NotFoundError', 'Data tidak ditemukan');
  }
}

const { api, loaders, clearCache, fail } = await startLoaderHarness(answer, async () => ({
  bookings: await import('./bookings'),
  route: await import('../app/api/tracking-order/route'),
}));
const { bookings, route } = loaders;

beforeEach(() => {
  jar.values.clear();
  jar.options.clear();
});

const logIn = () => jar.values.set('kemudi_at', TOKEN);
const calls = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);

function post(body: string, contentType: string): Request {
  return new Request('http://localhost:3000/api/tracking-order', {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'content-type': contentType },
    body,
  });
}

describe('My Account › Booking Saya', () => {
  it('sends a guest to /login with the page to come back to, without asking for bookings', async () => {
    await expect(bookings.loadMyBookings('/myaccount/booking')).rejects.toMatchObject({
      digest: expect.stringContaining(`/login?redirect=${encodeURIComponent(encodeRedirect('/myaccount/booking'))}`),
    });
    expect(calls('/api/booking/v1/my-bookings')).toHaveLength(0);
  });

  it("lists the customer's bookings newest first, asked with the customer's own token", async () => {
    logIn();
    const { bookings: list } = await bookings.loadMyBookings('/myaccount/booking');
    expect(list.map((b) => b.bookingNo)).toEqual([BOOKING_NO, OTHER_NO]);
    expect(calls('/api/booking/v1/my-bookings')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("gives the overview the newest of the same list (every kind), with how many there are, and null when the list cannot be read", async () => {
    logIn();
    expect(await bookings.loadRecentBookings('/myaccount/overview', 1)).toEqual({ bookings: [expect.objectContaining({ bookingNo: BOOKING_NO })], total: 2 });
    expect(calls('/api/booking/v1/my-bookings').at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    clearCache();
    fail('/api/booking/v1/my-bookings');
    expect(await bookings.loadRecentBookings('/myaccount/overview', 3)).toBeNull();
  });

  it("answers 404 for another customer's booking (the API's 404) and for a number that cannot be one, without asking", async () => {
    logIn();
    await expect(bookings.loadMyBooking(OTHER_NO, `/myaccount/booking/${OTHER_NO}`)).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    await expect(bookings.loadMyBooking('SV-1', '/myaccount/booking/SV-1')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    expect(calls('/api/booking/v1/my-bookings/SV-1')).toHaveLength(0);
  });

  it('reads a route segment as the API knows the number', () => {
    expect(bookings.bookingNoOf('sv-261127-7kq2mx')).toBe(BOOKING_NO);
    expect(bookings.bookingNoOf('SV%2D261127%2D7KQ2MX')).toBe(BOOKING_NO);
    expect(bookings.bookingNoOf('KMD-261122-7K3MQA')).toBeNull();
  });

  it("gives the reschedule the slots the API names for the booking (its branch, model, used car or city)", () => {
    expect(bookings.rescheduleQueryOf({ slotQuery: { kind: 'service', branchSlug: 'kemudi-sunter' } })).toEqual({ branchSlug: 'kemudi-sunter' });
    expect(bookings.rescheduleQueryOf({ slotQuery: { kind: 'test-drive', branchSlug: 'kemudi-sunter', modelCode: 'veloz' } })).toEqual({
      branchSlug: 'kemudi-sunter',
      modelCode: 'veloz',
    });
    expect(bookings.rescheduleQueryOf({ slotQuery: { kind: 'home-service', cityCode: '0022' } })).toEqual({ cityCode: '0022' });
    expect(bookings.rescheduleQueryOf({ slotQuery: null })).toBeNull();
  });
});

describe('the booking form of a logged-in customer', () => {
  it('prefills the contact and says the phone is verified (no code needed); a guest gets none', () => {
    expect(bookings.bookingCustomerOf(RINA)).toEqual({ name: 'Rina Wati', phoneNumber: '081312345678', email: 'rina@contoh.com', phoneVerified: true });
    expect(bookings.bookingCustomerOf({ ...(RINA), isSmsVerified: false })?.phoneVerified).toBe(false);
    expect(bookings.bookingCustomerOf({ ...(RINA), temporary: true })).toBeNull();
    expect(bookings.bookingCustomerOf(null)).toBeNull();
  });
});

describe('/api/tracking-order with a booking number', () => {
  it('answers the booking with its T-CARE stages for the right pair, asked as a guest with the normalised number and phone', async () => {
    logIn(); // tracking never needs, nor sends, the customer's token
    const response = await route.POST(post(JSON.stringify({ orderNo: ' sv-261127-7kq2mx ', phoneNumber: '+62 813-1234-5678' }), 'application/json'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: typeof TRACKED };
    expect(body.data.bookingNo).toBe(BOOKING_NO);
    expect(body.data.stages.find((s) => s.current)?.label).toBe('Dikerjakan');
    const [request] = calls('/api/booking/v1/tracking');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ bookingNo: BOOKING_NO, phoneNumber: '081312345678' });
    expect(request?.headers.authorization).not.toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.7');
    // Orders are not asked for a booking number.
    expect(calls('/api/order/v1/tracking')).toHaveLength(0);
  });

  it("passes on the API's 404 for a wrong phone", async () => {
    const response = await route.POST(post(JSON.stringify({ orderNo: BOOKING_NO, phoneNumber: '081299998888' }), 'application/json'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ message: BOOKING_MESSAGES.BOOKING_NOT_FOUND }] });
  });

  it('explains the booking number format without asking the API', async () => {
    const response = await route.POST(post(JSON.stringify({ orderNo: 'TD-12', phoneNumber: '081312345678' }), 'application/json'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'orderNo', message: BOOKING_MESSAGES.BOOKING_NO_INVALID }] });
    expect(calls('/api/booking/v1/tracking')).toHaveLength(0);
  });

  it('without script: back to /tracking-order?orderNo= (303) with the booking kept for that page only, never the phone in the address', async () => {
    const response = await route.POST(post(new URLSearchParams({ orderNo: BOOKING_NO, phoneNumber: '081312345678' }).toString(), 'application/x-www-form-urlencoded'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/tracking-order?orderNo=${BOOKING_NO}#hasil-lacak`);
    expect(jar.options.get(bookings.BOOKING_TRACKING_COOKIE)).toMatchObject({ httpOnly: true, path: '/tracking-order', maxAge: 120 });
    const stored = await bookings.readBookingLookup(BOOKING_NO);
    expect(stored).toMatchObject({ bookingNo: BOOKING_NO, outcome: { kind: 'booking', data: { bookingNo: BOOKING_NO } } });
    expect(stored?.phoneNumber).toBeUndefined();
    expect(await bookings.readBookingLookup('SV-261127-AAAAAA')).toBeNull();
  });
});
