/**
 * The dealer loaders against a real HTTP server standing in for the API: the dealer search's
 * body, the pages' 404s and optional sections, and Hubungi Kami's fallback to the §9 city. The
 * visitor's city comes from the layout loader and the session from next/headers, both of which
 * need a live Next request: they are replaced. Every answer is a complete payload of its contract.
 */
import type { ServerResponse } from 'node:http';
import type { BranchArea, SalesmanGalleryPage } from '@kemudi/domain/contracts/branches';
import type { PromoPage } from '@kemudi/domain/contracts/promos';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { branch, page, promoCard } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const request = vi.hoisted(() => ({ city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' } }));
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: request.city }) }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

const JAKARTA = ['cikini', 'salemba', 'kemayoran', 'senen', 'gambir'].map((slug, i) => branch({ id: i + 1, slug }));
const BANDUNG = [branch({ id: 10, slug: 'pasteur', cityIsocode: '3273', cityName: 'Kota Bandung' })];
const AREAS: BranchArea[] = [
  { isocode: 'dki_jakarta', name: 'DKI Jakarta', branchCount: 5, cities: [{ isocode: '0080', name: 'Kota Jakarta Pusat', branchCount: 5, centre: { latitude: -6.1754, longitude: 106.8272 } }] },
];
const PROMOS = page([promoCard('servis-hemat', { category: 'Purna Jual' })]) satisfies z.input<typeof PromoPage>;
const GALLERY = page([
  {
    id: 1,
    kind: 'customer',
    title: 'Serah terima Avanza',
    caption: 'Selamat!',
    modelCode: 'avanza',
    modelName: 'Avanza',
    date: '2026-11-01',
    imageUrl: '/api/media/v1/gallery/1.svg',
  },
]) satisfies z.input<typeof SalesmanGalleryPage>;

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/parameter/v1/branch/areas':
      return sendData(res, AREAS);
    case '/api/parameter/v1/branch':
      return sendData(res, page(JAKARTA));
    case '/api/promo/v1/promo':
    case '/api/promo/v1/promo/salesman/budi':
      return sendData(res, PROMOS);
    case '/api/product/v1/salesman/customer-galleries/budi':
      return sendData(res, GALLERY);
    case '/api/parameter/v1/branch/get-branch-list/city/0080':
      return sendData(res, JAKARTA);
    case '/api/parameter/v1/branch/get-branch-list/city/3273':
      return sendData(res, BANDUNG);
    case '/api/parameter/v1/branch/get-branch-list/city/3277':
      return sendData(res, []);
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const { api, loaders: dealers, fail } = await startLoaderHarness(answer, () => import('./index'));

beforeEach(() => {
  request.city = { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' };
});

const queryOf = (path: string) => new URL(api.requests.find((r) => r.url.startsWith(path))!.url, 'http://api').searchParams.toString();

describe('the dealer list', () => {
  it('searches with the filter that is set, 10 a page', async () => {
    await dealers.searchBranches({ province: { isocode: 'dki_jakarta', name: 'DKI Jakarta' }, city: undefined, service: 'bengkel', page: 2 });
    const call = api.requests.find((r) => r.url === '/api/parameter/v1/branch');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(call!.body)).toEqual({ province: 'dki_jakarta', service: 'bengkel', page: 2, size: 10 });
  });

  it('fails the page when the search fails (the list is the page)', async () => {
    fail('/api/parameter/v1/branch');
    await expect(dealers.searchBranches({ province: undefined, city: undefined, service: undefined, page: 0 })).rejects.toThrow();
  });

  it('reads the places with branches', async () => {
    expect(await dealers.loadBranchAreas()).toEqual(AREAS);
  });

  it('offers no places when their call fails (the list still shows every dealer)', async () => {
    fail('/api/parameter/v1/branch/areas');
    expect(await dealers.loadBranchAreas()).toEqual([]);
  });
});

describe('a branch and a salesman', () => {
  it("turns the API's 404 for an unknown branch or salesman into the page's 404", async () => {
    await expect(dealers.loadBranch('atlantis')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    await expect(dealers.loadSalesman('nobody')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it("asks for a branch's first 4 promos by its slug, and leaves them out when the call fails", async () => {
    expect((await dealers.loadBranchPromos('cikini'))?.content.map((p) => p.slug)).toEqual(['servis-hemat']);
    expect(queryOf('/api/promo/v1/promo?')).toBe('branchSlug=cikini&page=0&size=4');
    fail('/api/promo/v1/promo/salesman/budi');
    expect(await dealers.loadSalesmanPromos('budi')).toBeNull();
  });

  it("pages a salesman's handovers six at a time", async () => {
    expect((await dealers.loadCustomerGallery('budi', 1)).content.map((g) => g.title)).toEqual(['Serah terima Avanza']);
    expect(queryOf('/api/product/v1/salesman/customer-galleries/budi')).toBe('page=1&size=6');
  });
});

describe('loadContactBranches', () => {
  it("lists the first four branches of the visitor's city, named as the visitor chose it", async () => {
    const data = await dealers.loadContactBranches();
    expect(data?.cityName).toBe('Jakarta Pusat');
    expect(data?.branches.map((b) => b.slug)).toEqual(['cikini', 'salemba', 'kemayoran', 'senen']);
  });

  it('falls back to the §9 city 0080 when the chosen city has no branch', async () => {
    request.city = { provinceIsocode: 'jawa_barat', cityIsocode: '3277', name: 'Kota Cimahi' };
    const data = await dealers.loadContactBranches();
    expect(data?.cityName).toBe('Kota Jakarta Pusat');
    expect(data?.branches[0]?.slug).toBe('cikini');
  });

  it("falls back too when the API does not know the city, and leaves the list out when the calls fail", async () => {
    request.city = { provinceIsocode: 'x', cityIsocode: '9999', name: 'Atlantis' };
    expect((await dealers.loadContactBranches())?.cityName).toBe('Kota Jakarta Pusat');

    request.city = { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Bandung' };
    fail('/api/parameter/v1/branch/get-branch-list/city/3273');
    expect(await dealers.loadContactBranches()).toBeNull();
  });
});
