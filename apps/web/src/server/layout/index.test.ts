/**
 * The layout loader (menus and city, nothing personal: issue 14) and loadVisitorUser (the
 * customer's name, for the login pages that decide on the server) against a real HTTP server
 * standing in for the API, and that each part fails soft (§8). The request's cookies come from
 * next/headers, which needs a live Next request: it is replaced.
 */
import type { ServerResponse } from 'node:http';
import type { CallData } from '@kemudi/domain/contracts/call';
import type { customerCalls } from '@kemudi/domain/contracts/customer';
import type { siteCalls } from '@kemudi/domain/contracts/site';
import { SITE_MENU } from '@kemudi/domain/vocabulary';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));

const menuItem = (id: number, location: string, name: string, url: string, hideOnMobile = false): CallData<typeof siteCalls.menu>[number] => ({
  id,
  location,
  name,
  url,
  icon: 'car',
  iconUrl: '/api/media/v1/icon/car.svg',
  hideOnMobile,
  sortOrder: id,
});
const MENU = [
  menuItem(1, 'header', 'Mobil Baru', '/c/mobil-baru-toyota', true),
  menuItem(2, 'header', 'Purna Jual', '/services-toyota'),
  menuItem(3, 'purna-jual', 'Servis Booking', '/services-toyota/booking-service'),
];
const CUSTOMER: CallData<typeof customerCalls.current> = {
  name: 'Budi Santoso',
  email: 'budi@contoh.com',
  phoneNumber: '081234567890',
  customerNo: 'C-1001',
  customerNoTDMS: null,
};

function answer(req: RecordedRequest, res: ServerResponse) {
  switch (new URL(req.url, 'http://api').pathname) {
    case '/api/content/v1/menu/category':
      return sendData(res, MENU);
    case '/api/customer/v1/saphybris/customers/current':
      return req.headers.authorization === 'Bearer customer-at' ? sendData(res, CUSTOMER) : sendError(res, 401, 'InvalidTokenError');
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const { api, loaders: layout, override } = await startLoaderHarness(answer, () => import('./index'));
const calls = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);

beforeEach(() => {
  request.cookies = new Map();
});

describe('loadLayout', () => {
  it('gives everyone the API’s menus and the §9 fallback city, asking only for the menu', async () => {
    const data = await layout.loadLayout();
    expect(data.menu.header.map((i) => i.url)).toEqual(['/c/mobil-baru-toyota', '/services-toyota']);
    expect(data.menu['purna-jual'].map((i) => i.name)).toEqual(['Servis Booking']);
    expect(data.city).toEqual({ provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' });
    expect(Object.keys(data).sort()).toEqual(['city', 'menu']);
    expect(api.requests.map((r) => r.url)).toEqual(['/api/content/v1/menu/category']);
  });

  it('makes no customer call, not even for a customer with a guest cart (issue 14: the same HTML for everyone)', async () => {
    request.cookies.set('kemudi_at', 'customer-at');
    request.cookies.set('kemudi_cart_guid', 'guest-cart-1');
    const data = await layout.loadLayout();
    expect(data).not.toHaveProperty('user');
    expect(data).not.toHaveProperty('cartCount');
    expect(data).not.toHaveProperty('wallet');
    expect(api.requests.map((r) => new URL(r.url, 'http://api').pathname)).toEqual(['/api/content/v1/menu/category']);
  });

  it('reads the chosen city from its cookie', async () => {
    request.cookies.set('kemudi_city', JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'Bandung' }));
    expect((await layout.loadLayout()).city).toEqual({ provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Bandung' });
  });

  it('falls back to the built-in §2 menu when the menu call fails or answers a foreign link', async () => {
    override('/api/content/v1/menu/category', (res) => sendError(res, 503, 'ServiceUnavailable'));
    expect((await layout.loadLayout()).menu).toBe(SITE_MENU);
    override('/api/content/v1/menu/category', (res) => sendData(res, [menuItem(1, 'header', 'Jahat', '//evil.example/')]));
    expect((await layout.loadLayout()).menu).toBe(SITE_MENU);
  });
});

describe('loadVisitorUser (§4 login state, for the login pages)', () => {
  it('a guest: null, and no call at all', async () => {
    request.cookies.set('kemudi_cart_guid', 'guest-cart-1');
    expect(await layout.loadVisitorUser()).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('greets a customer by name with their own token (§4)', async () => {
    request.cookies.set('kemudi_at', 'customer-at');
    expect(await layout.loadVisitorUser()).toEqual({ name: 'Budi Santoso' });
    const [user] = calls('/api/customer/v1/saphybris/customers/current');
    expect(user?.url).toBe('/api/customer/v1/saphybris/customers/current?deviceType=web');
    expect(user?.headers.authorization).toBe('Bearer customer-at');
  });

  it('asks only the user-auth call, even with a guest cart', async () => {
    request.cookies.set('kemudi_at', 'customer-at');
    request.cookies.set('kemudi_cart_guid', 'guest-cart-1');
    expect(await layout.loadVisitorUser()).toEqual({ name: 'Budi Santoso' });
    expect(api.requests.map((r) => new URL(r.url, 'http://api').pathname)).toEqual(['/api/customer/v1/saphybris/customers/current']);
  });

  it('treats a customer whose user-auth call fails as a guest (§8)', async () => {
    request.cookies.set('kemudi_at', 'customer-at');
    override('/api/customer/v1/saphybris/customers/current', (res) => sendError(res, 500, 'InternalServerError'));
    expect(await layout.loadVisitorUser()).toBeNull();
  });

  it('treats an answer that breaks its contract as a failure: a guest', async () => {
    request.cookies.set('kemudi_at', 'customer-at');
    override('/api/customer/v1/saphybris/customers/current', (res) => sendData(res, { ...CUSTOMER, name: '' }));
    expect(await layout.loadVisitorUser()).toBeNull();
  });
});
