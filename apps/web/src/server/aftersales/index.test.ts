/**
 * The after-sales loaders against a real HTTP server standing in for the API: what the listings
 * and item pages ask for, what they hand the pages, and where to redeem (the city, else its
 * province, else anywhere). The answers are typed against the contracts. The session, the layout
 * (city) and the origin need a live Next request: they are replaced.
 */
import type { ServerResponse } from 'node:http';
import type { AccessoryItemDetail, CouponItemCard, CouponItemDetail } from '@kemudi/domain/contracts/aftersales';
import type { AftersalesProductsData, FacetsData } from '@kemudi/domain/contracts/catalogue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { readListFilters } from '@/lib/aftersales';
import { accessoryCard, branch, page } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const request = vi.hoisted(() => ({
  city: { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Bandung' },
}));
vi.mock('../session', () => ({ readSession: async () => ({}), setSessionTokens: async () => undefined }));
// loadVisitorUser is left out on purpose: an item page that asked who is visiting would fail here (issue 14).
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: request.city }) }));
vi.mock('../site', () => ({ loadSiteOrigin: async () => 'https://kemudi.test' }));

const coupon = {
  kind: 'COUPON',
  code: 'KPN-AC',
  name: 'Kupon Cuci AC',
  price: 350_000,
  strikeThroughPrice: 560_000,
  discountPercent: 38,
  flashSale: null,
  imageUrl: '/api/media/v1/icon/coupon.svg',
  url: '/c/kupon-service/p/KPN-AC',
  serviceType: 'ac',
  validUntil: '2026-12-31',
} satisfies z.input<typeof CouponItemCard>;

const products = (content: z.input<typeof AftersalesProductsData>['content'], totalElements = content.length) =>
  ({
    category: 'ACCESSORY',
    cityCode: '0080',
    totalElements,
    page: 0,
    size: 12,
    totalPages: Math.ceil(totalElements / 12),
    content,
  }) satisfies z.input<typeof AftersalesProductsData>;

const FACETS = {
  category: 'ACCESSORY',
  total: 30,
  minPrice: 150_000,
  maxPrice: 25_000_000,
  types: [{ value: 'Interior', count: 12 }],
  models: [{ code: 'avanza', name: 'Avanza', count: 20 }],
} satisfies z.input<typeof FacetsData>;

const ACCESSORY_DETAIL = {
  category: 'ACCESSORY',
  item: {
    ...accessoryCard('ACC-1'),
    priceCurrency: 'IDR',
    description: 'Karpet 3D anti air.',
    fittingModels: [{ code: 'avanza', name: 'Avanza', url: '/mobil-baru-toyota/p/avanza' }],
    accessoryCategory: 'Interior',
    installMinutes: 30,
    warrantyMonths: 12,
  },
  rateData: {
    average: 4.5,
    count: 2,
    content: [{ reviewerName: 'Sari', reviewerCity: 'Bandung', rating: 5, createdDate: '2026-10-01', title: 'Pas', message: 'Rapi.' }],
  },
} satisfies z.input<typeof AccessoryItemDetail>;

const COUPON_DETAIL = {
  category: 'COUPON',
  item: {
    ...coupon,
    priceCurrency: 'IDR',
    description: 'Cuci evaporator dan ganti filter kabin.',
    fittingModels: [],
    validFrom: '2026-01-01',
    isActive: true,
    usableDays: 90,
    quota: 500,
    terms: ['Berlaku di dealer yang melayani servis AC.'],
  },
  rateData: { average: 0, count: 0, content: [] },
} satisfies z.input<typeof CouponItemDetail>;

/** Branch search answers by where they look: the city, the province, or (none given) anywhere. */
let branchesIn: { city: string[]; province: string[]; anywhere: string[] } = { city: ['pasteur'], province: [], anywhere: [] };

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/product/v1/products':
      return url.searchParams.get('category') === 'COUPON'
        ? sendData(res, { ...products([coupon]), category: 'COUPON' })
        : sendData(res, products(['ACC-1', 'ACC-2', 'ACC-3', 'ACC-4', 'ACC-5'].map((code) => accessoryCard(code)), 30));
    case '/api/product/v1/products/facets':
      return sendData(res, FACETS);
    case '/api/product/v1/product-detail':
      return sendData(res, url.searchParams.get('code') === 'KPN-AC' ? COUPON_DETAIL : ACCESSORY_DETAIL);
    case '/api/parameter/v1/branch': {
      const body = JSON.parse(req.body) as { city?: string; province?: string };
      const slugs = body.city ? branchesIn.city : body.province ? branchesIn.province : branchesIn.anywhere;
      const inBandung = { cityIsocode: '3273', cityName: 'Kota Bandung', provinceIsocode: 'jawa_barat' };
      return sendData(res, page(slugs.map((slug) => branch({ slug, ...inBandung })), { size: 4, totalPages: 1 }));
    }
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const { api, loaders: aftersales, clearCache, override, fail } = await startLoaderHarness(answer, () => import('./index'));

const branchBodies = () => api.requests.filter((r) => r.url === '/api/parameter/v1/branch').map((r) => JSON.parse(r.body) as unknown);

beforeEach(() => {
  branchesIn = { city: ['pasteur'], province: [], anywhere: [] };
});

describe('loadListing', () => {
  it('asks products for the filters (the price band as min and max) and hands over the cards, counts and facets', async () => {
    const filters = readListFilters('ACCESSORY', { model: 'avanza', kategori: 'Interior', harga: '500000-999999', q: 'karpet', urutkan: 'price-asc', page: '2' });
    const listing = await aftersales.loadListing('ACCESSORY', filters);
    expect(listing.items.map((i) => i.code)).toEqual(['ACC-1', 'ACC-2', 'ACC-3', 'ACC-4', 'ACC-5']);
    expect(listing).toMatchObject({ totalElements: 30, totalPages: 3 });
    expect(listing.facets?.types).toEqual(FACETS.types);
    const asked = new URL(api.requests.find((r) => r.url.startsWith('/api/product/v1/products?'))!.url, 'http://api');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      category: 'ACCESSORY',
      model: 'avanza',
      type: 'Interior',
      q: 'karpet',
      minPrice: '500000',
      maxPrice: '999999',
      // Priced for the page's city (a flash sale may run there only), as the cart prices them.
      cityCode: '3273',
      sort: 'price-asc',
      page: '1',
      size: '12',
    });
    expect(api.requests.some((r) => r.url === '/api/product/v1/products/facets?category=ACCESSORY')).toBe(true);
  });

  it('lists without the filter choices when the facets call fails (logged)', async () => {
    fail('/api/product/v1/products/facets');
    const listing = await aftersales.loadListing('COUPON', readListFilters('COUPON', {}));
    expect(listing.facets).toBeNull();
    expect(listing.items.map((i) => i.code)).toEqual(['KPN-AC']);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('refuses a card that is not an accessory, coupon or package', async () => {
    override('/api/product/v1/products', (res) =>
      sendData(res, { ...products([]), totalElements: 1, content: [{ ...accessoryCard('SP-1'), kind: 'SPAREPART' }] }),
    );
    await expect(aftersales.loadListing('ACCESSORY', readListFilters('ACCESSORY', {}))).rejects.toThrow();
  });
});

describe('item pages', () => {
  it('reads product-detail with the kind asked for', async () => {
    const detail = await aftersales.loadAccessory('ACC-1');
    expect(detail.item).toMatchObject({ accessoryCategory: 'Interior', installMinutes: 30 });
    expect(detail.rateData.count).toBe(2);
    expect(api.requests.map((r) => r.url)).toEqual(['/api/product/v1/product-detail?category=ACCESSORY&code=ACC-1&cityCode=3273']);
    expect((await aftersales.loadCoupon('KPN-AC')).item.terms).toHaveLength(1);
  });

  it('refuses an answer of another kind than the page shows', async () => {
    await expect(aftersales.loadPackage('KPN-AC')).rejects.toThrow();
  });

  it('"Lainnya": four other items of the kind, the item itself left out; none when the call fails', async () => {
    expect((await aftersales.loadSimilar('ACCESSORY', 'ACC-2', 'avanza', 'Interior')).map((i) => i.code)).toEqual(['ACC-1', 'ACC-3', 'ACC-4', 'ACC-5']);
    expect(api.requests.map((r) => r.url)).toEqual(['/api/product/v1/products?category=ACCESSORY&model=avanza&type=Interior&size=5&cityCode=3273']);
    fail('/api/product/v1/products');
    clearCache();
    expect(await aftersales.loadSimilar('ACCESSORY', 'ACC-2', 'avanza', 'Interior')).toEqual([]);
  });
});

describe('loadRedeemPlaces', () => {
  const city = { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Bandung' };

  it("lists the branches offering the service in the visitor's city, four at most", async () => {
    const places = await aftersales.loadRedeemPlaces('body-paint', city);
    expect(places).toMatchObject({ scope: 'city', total: 1, city });
    expect(places?.branches.map((b) => b.slug)).toEqual(['pasteur']);
    expect(branchBodies()).toEqual([{ city: '3273', service: 'body-paint', size: 4 }]);
  });

  it('falls back to the province, then to anywhere', async () => {
    branchesIn = { city: [], province: ['cimahi'], anywhere: ['cikini'] };
    expect(await aftersales.loadRedeemPlaces('bengkel', city)).toMatchObject({ scope: 'province', branches: [{ slug: 'cimahi' }] });
    branchesIn = { city: [], province: [], anywhere: ['cikini'] };
    expect(await aftersales.loadRedeemPlaces('bengkel', city)).toMatchObject({ scope: 'national', branches: [{ slug: 'cikini' }] });
    expect(branchBodies().slice(-3)).toEqual([
      { city: '3273', service: 'bengkel', size: 4 },
      { province: 'jawa_barat', service: 'bengkel', size: 4 },
      { service: 'bengkel', size: 4 },
    ]);
  });

  it('is null (logged) when the branch search fails', async () => {
    fail('/api/parameter/v1/branch');
    expect(await aftersales.loadRedeemPlaces('bengkel', city)).toBeNull();
    expect(vi.mocked(console.warn).mock.calls).toEqual([[expect.stringContaining('redeem branches left out')]]);
  });
});

describe('loadDetailContext', () => {
  it('gathers the origin, where to redeem in the chosen city and similar items: nothing about who is visiting (issue 14)', async () => {
    const context = await aftersales.loadDetailContext('COUPON', 'KPN-X', { service: 'bengkel', model: 'avanza' });
    expect(context).toMatchObject({ origin: 'https://kemudi.test', places: { scope: 'city', city: { name: 'Bandung' } } });
    expect(Object.keys(context).sort()).toEqual(['origin', 'places', 'similar']);
    expect(context.similar.map((i) => i.code)).toEqual(['KPN-AC']);
    expect(api.requests.filter((r) => r.url.includes('/customers/current'))).toEqual([]);
  });
});
