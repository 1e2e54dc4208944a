/**
 * The loaders of the service pages' booking forms (issue 13: home service, body & paint, Cubain,
 * spare parts) against a real HTTP server standing in for the API. Only the cookie store
 * (next/headers) is replaced: it needs a live Next request. Every answer is a complete payload of
 * its contract; the sections the form can do without fail soft.
 */
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { branch } from '../test/contract-fixtures';
import type { RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

const jar = vi.hoisted(() => ({ values: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined),
    set: () => undefined,
  }),
}));

const TOKEN = 'at-rina';
const RINA = {
  name: 'Rina Wati',
  email: 'rina@contoh.com',
  phoneNumber: '081312345678',
  customerNo: 'KMD00000091',
  customerNoTDMS: null,
  isSmsVerified: false,
  isWaVerified: true,
  isEmailVerified: false,
};
const CAR = { id: '0b7a4c52-8f1e-4c1b-9a55-3d2f1e0c9b11', model: 'Avanza', year: 2021, plate: 'B 1234 XYZ', color: 'Hitam', stnkExpiry: null, vin: null };
const PART = {
  code: '90915-YZZN1',
  name: 'Filter Oli',
  category: 'Filter',
  description: 'Filter oli asli Toyota',
  price: 65_000,
  replaceEveryKm: 10_000,
  fittingModels: [{ code: 'avanza', name: 'Avanza' }],
  imageUrl: '/media/part.png',
  url: '/services-toyota/suku-cadang/p/90915-YZZN1',
};
const HOME_ITEM = { id: 31, serviceType: 'home-service', serviceCategory: 'berkala', name: 'Ganti Oli di Rumah', description: 'x', priceFrom: 450_000, durationMinutes: 60 };

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  const customer = req.headers.authorization === `Bearer ${TOKEN}`;
  switch (url.pathname) {
    case '/api/customer/v1/saphybris/customers/current':
      return customer ? sendData(res, RINA) : sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
    case '/api/customer/v1/saphybris/customers/cars':
      return customer ? sendData(res, { cars: [CAR] }) : sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
    case '/api/product/v1/compare-product/options':
      return sendData(res, { models: [{ code: 'avanza', name: 'Avanza', variants: [] }] });
    case '/api/parameter/v1/branch/areas':
      return sendData(res, [
        { isocode: 'dki_jakarta', name: 'DKI Jakarta', branchCount: 1, cities: [{ isocode: '0080', name: 'Kota Jakarta Pusat', branchCount: 1, centre: { latitude: -6.2, longitude: 106.8 } }] },
      ]);
    case '/api/booking/v1/branches':
      return sendData(res, [{ ...branch({ slug: `cabang-${url.searchParams.get('kind')}` }), distanceKm: 1.5, units: null }]);
    case '/api/content/v1/service/spare-parts':
      // The search matches part numbers anywhere in them: the loader keeps the exact one only.
      return sendData(res, { content: [{ ...PART, code: '90915-YZZN1-X' }, PART], page: 0, size: 5, totalElements: 2, totalPages: 1, categories: ['Filter'], models: [] });
    case '/api/content/v1/service':
      return sendData(res, [HOME_ITEM]);
    default:
      return sendError(res, 404, 'NotFoundError', 'Data tidak ditemukan');
  }
}

const { api, loaders, fail, clearCache } = await startLoaderHarness(answer, () => import('./booking-forms'));
const calls = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);

beforeEach(() => {
  jar.values.clear();
});

describe('body & paint', () => {
  it('a guest: no customer, no My Cars asked, the models and the body & paint workshops nearest the city', async () => {
    const form = await loaders.loadBodyPaintForm({});
    expect(form.customer).toBeNull();
    expect(form.myCars).toEqual([]);
    expect(form.models).toEqual([{ code: 'avanza', name: 'Avanza' }]);
    expect(form.branch.initialBranches.map((b) => b.slug)).toEqual(['cabang-body-paint']);
    expect(calls('/api/booking/v1/branches')[0]?.url).toContain('cityCode=0080');
    expect(api.requests.some((r) => /cars/.test(r.url))).toBe(false);
  });

  it("a customer: the contact prefilled (phone verified by WhatsApp), My Cars asked with the customer's token", async () => {
    jar.values.set('kemudi_at', TOKEN);
    const form = await loaders.loadBodyPaintForm({});
    expect(form.customer).toEqual({ name: 'Rina Wati', phoneNumber: '081312345678', email: 'rina@contoh.com', phoneVerified: true });
    expect(form.myCars).toEqual([{ id: CAR.id, label: 'Avanza 2021 (B 1234 XYZ)' }]);
  });
});

describe('spare parts', () => {
  it('opens with the part asked for (?minta=), matched on its whole number', async () => {
    const form = await loaders.loadSparePartForm({ part: '90915-yzzn1' });
    expect(form.part).toEqual({ code: PART.code, name: 'Filter Oli', price: 65_000, models: [{ code: 'avanza', name: 'Avanza' }] });
    expect(form.branch.initialBranches[0]?.slug).toBe('cabang-spare-part');
  });

  it('asks nothing for a value that cannot be a part number, and opens without a part', async () => {
    const form = await loaders.loadSparePartForm({ part: '<script>' });
    expect(form.part).toBeNull();
    expect(calls('/api/content/v1/service/spare-parts')).toHaveLength(0);
  });
});

describe('home service', () => {
  it('lists the home-service items; without them (the call failed) the form still opens', async () => {
    const form = await loaders.loadHomeServiceForm({});
    expect(form.services).toEqual([{ id: 31, name: 'Ganti Oli di Rumah', priceFrom: 450_000, durationMinutes: 60 }]);
    expect(form.initialCity).toEqual({ isocode: '0080', name: 'Kota Jakarta Pusat' });
    expect(calls('/api/content/v1/service')[0]?.url).toContain('serviceType=home-service');

    fail('/api/content/v1/service');
    clearCache();
    const without = await loaders.loadHomeServiceForm({});
    expect(without.services).toEqual([]);
    expect(without.cityGroups[0]?.cities).toHaveLength(1);
  });
});

describe('Cubain', () => {
  it('the branches with a rental fleet', async () => {
    const form = await loaders.loadCubainForm({ city: '0080' });
    expect(form.branch.initialBranches[0]?.slug).toBe('cabang-cubain');
    expect(calls('/api/booking/v1/branches')[0]?.url).toContain('kind=cubain');
  });
});
