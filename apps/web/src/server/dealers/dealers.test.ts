/**
 * The dealer loaders against a real HTTP server standing in for the API: the dealer search's
 * body, the pages' 404s and optional sections, and Hubungi Kami's fallback to the §9 city. The
 * visitor's city comes from the layout loader and the session from next/headers, both of which
 * need a live Next request: they are replaced. Every answer is a complete payload of its contract.
 */
import type { Branch, BranchArea, SalesmanGalleryPage } from '@kemudi/domain/contracts/branches';
import type { PromoPage } from '@kemudi/domain/contracts/promos';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { type FakeApi, type RecordedRequest, sendJson, startFakeApi } from '../../test/fake-api';
import type * as DealerLoaders from './index';

const request = vi.hoisted(() => ({ city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' } }));
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: request.city }) }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

let api: FakeApi;
let dealers: typeof DealerLoaders;

const branch = (id: number, slug: string, cityIsocode: string, cityName: string): Branch => ({
  id,
  slug,
  name: `Kemudi Toyota ${slug}`,
  address: 'Jl. Contoh 1',
  cityIsocode,
  cityName,
  provinceIsocode: 'dki_jakarta',
  latitude: -6.2,
  longitude: 106.8,
  phone: '(021) 6530 2000',
  whatsapp: '6281290102001',
  services: ['sales', 'bengkel'],
  hidden: false,
  url: `/dealer-toyota/${slug}`,
});
const page = <T>(items: T[]) => ({ content: items, page: 0, size: 10, totalElements: items.length, totalPages: items.length > 0 ? 1 : 0 });

const JAKARTA = ['cikini', 'salemba', 'kemayoran', 'senen', 'gambir'].map((slug, i) => branch(i + 1, slug, '0080', 'Kota Jakarta Pusat'));
const BANDUNG = [branch(10, 'pasteur', '3273', 'Kota Bandung')];
const AREAS: BranchArea[] = [
  { isocode: 'dki_jakarta', name: 'DKI Jakarta', branchCount: 5, cities: [{ isocode: '0080', name: 'Kota Jakarta Pusat', branchCount: 5 }] },
];
const PROMOS = page([
  {
    slug: 'servis-hemat',
    title: 'Servis Hemat',
    summary: 'Diskon jasa servis',
    imageUrl: '/api/media/v1/promo/servis-hemat.svg',
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    category: 'Purna Jual',
    url: '/promosi/servis-hemat',
  },
]) satisfies z.input<typeof PromoPage>;
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

/** Paths (without query) whose answers a test breaks. */
let broken = new Set<string>();

function answer(req: RecordedRequest, res: Parameters<typeof sendJson>[0]) {
  const url = new URL(req.url, 'http://api');
  const ok = (data: unknown) => sendJson(res, 200, { status: 200, data });
  const notFound = () => sendJson(res, 404, { errors: [{ type: 'NotFoundError', message: 'tidak ditemukan' }] });
  if (broken.has(url.pathname)) return sendJson(res, 500, { errors: [{ type: 'InternalServerError', message: 'gagal' }] });
  switch (url.pathname) {
    case '/api/parameter/v1/branch/areas':
      return ok(AREAS);
    case '/api/parameter/v1/branch':
      return ok(page(JAKARTA));
    case '/api/promo/v1/promo':
    case '/api/promo/v1/promo/salesman/budi':
      return ok(PROMOS);
    case '/api/product/v1/salesman/customer-galleries/budi':
      return ok(GALLERY);
    case '/api/parameter/v1/branch/get-branch-list/city/0080':
      return ok(JAKARTA);
    case '/api/parameter/v1/branch/get-branch-list/city/3273':
      return ok(BANDUNG);
    case '/api/parameter/v1/branch/get-branch-list/city/3277':
      return ok([]);
    default:
      return notFound();
  }
}

beforeAll(async () => {
  api = await startFakeApi(answer);
  vi.stubEnv('API_URL', api.url);
  dealers = await import('./index');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

beforeEach(async () => {
  // §9: the client answers an identical GET from its 500 ms cache; each test starts past it.
  await new Promise((resolve) => setTimeout(resolve, 520));
  api.requests.length = 0;
  broken = new Set();
  request.city = { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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
    broken.add('/api/parameter/v1/branch');
    await expect(dealers.searchBranches({ province: undefined, city: undefined, service: undefined, page: 0 })).rejects.toThrow();
  });

  it('reads the places with branches', async () => {
    expect(await dealers.loadBranchAreas()).toEqual(AREAS);
  });

  it('offers no places when their call fails (the list still shows every dealer)', async () => {
    broken.add('/api/parameter/v1/branch/areas');
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
    broken.add('/api/promo/v1/promo/salesman/budi');
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
    broken.add('/api/parameter/v1/branch/get-branch-list/city/3273');
    expect(await dealers.loadContactBranches()).toBeNull();
  });
});
