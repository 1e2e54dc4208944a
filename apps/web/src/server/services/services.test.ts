/**
 * The Purna Jual loaders against a real HTTP server standing in for the API: which calls a service
 * page makes, the branch list's fallback to other cities, and which failures leave a section out.
 * The visitor's city comes from the layout loader and the session from next/headers, both of which
 * need a live Next request: they are replaced. Every answer is a complete payload of its contract.
 */
import type { ServiceContentData, ServiceItem, SparePartPage } from '@kemudi/domain/contracts/aftersales';
import type { Branch, BranchSchedule } from '@kemudi/domain/contracts/branches';
import type { ProductsData } from '@kemudi/domain/contracts/catalogue';
import type { FaqPage } from '@kemudi/domain/contracts/editorial';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { type FakeApi, type RecordedRequest, sendJson, startFakeApi } from '../../test/fake-api';
import type * as ServiceLoaders from './index';

const request = vi.hoisted(() => ({ city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' } }));
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: request.city }) }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

let api: FakeApi;
let services: typeof ServiceLoaders;

const content = (serviceType: string): ServiceContentData => ({
  serviceType,
  title: `Layanan ${serviceType}`,
  summary: 'Ringkasan',
  body: 'Isi',
  benefits: ['Teknisi bersertifikat'],
  steps: [{ title: 'Datang', description: 'Ke bengkel' }],
  priceNote: null,
  url: '/layanan-bengkel',
  carModel: null,
  packages: [],
  coupon: null,
});
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
const schedule = (b: Branch): BranchSchedule => ({
  branchId: b.id,
  slug: b.slug,
  name: b.name,
  timeZone: 'Asia/Jakarta',
  zoneLabel: 'WIB',
  localTime: '10:00',
  today: 'Senin',
  openNow: true,
  days: [{ day: 1, dayName: 'Senin', open: '08:00', close: '17:00', hours: '08:00 - 17:00', isToday: true }],
});
const page = <T>(items: T[]) => ({ content: items, page: 0, size: 12, totalElements: items.length, totalPages: items.length > 0 ? 1 : 0 });

const CIKINI = branch(1, 'cikini', '0080', 'Kota Jakarta Pusat');
const PASTEUR = branch(2, 'pasteur', '3273', 'Kota Bandung');
const BRANCHES_BY_CITY: Record<string, Branch[]> = { '0080': [CIKINI], '3273': [PASTEUR] };
const PRICES: ServiceItem[] = [
  { id: 1, serviceType: 'bengkel', serviceCategory: 'berkala', name: 'Servis 10.000 km', description: 'Oli dan filter', priceFrom: 650_000, durationMinutes: 90 },
];
const FAQS = page([{ id: 1, type: 'servis', code: 'layanan-bengkel', question: 'Berapa lama?', answer: '± 90 menit.' }]) satisfies z.input<typeof FaqPage>;
const PRODUCTS = {
  category: 'NEWCAR',
  cityCode: '0080',
  ...page([
    {
      kind: 'NEWCAR',
      code: 'avanza',
      name: 'Avanza',
      bodyType: 'mpv',
      tagline: 'Mobil keluarga',
      seats: 7,
      fuels: ['Bensin'],
      transmissions: ['Manual', 'CVT'],
      lowestPrice: 244_300_000,
      highestPrice: 300_000_000,
      strikeThroughPrice: null,
      discountPercent: null,
      imageUrl: '/api/media/v1/car/avanza.svg',
      url: '/mobil-baru-toyota/p/avanza',
      colors: [{ name: 'Putih', hex: '#ffffff' }],
    },
  ]),
} satisfies z.input<typeof ProductsData>;
const PARTS = {
  ...page([
    {
      code: '90915-YZZN1',
      name: 'Filter Oli',
      category: 'Filter',
      description: 'Filter oli asli',
      price: 65_000,
      replaceEveryKm: 10_000,
      fittingModels: [{ code: 'avanza', name: 'Avanza' }],
      imageUrl: '/api/media/v1/icon/part.svg',
      url: '/services-toyota/suku-cadang?q=90915-YZZN1',
    },
  ]),
  categories: ['Filter'],
  models: [{ code: 'avanza', name: 'Avanza' }],
} satisfies z.input<typeof SparePartPage>;

/** Paths (without query) whose answers a test breaks. */
let broken = new Set<string>();
/** A service type whose content a test breaks. */
let brokenServiceType: string | undefined;

function answer(req: RecordedRequest, res: Parameters<typeof sendJson>[0]) {
  const url = new URL(req.url, 'http://api');
  const ok = (data: unknown) => sendJson(res, 200, { status: 200, data });
  const notFound = () => sendJson(res, 404, { errors: [{ type: 'NotFoundError', message: 'tidak ditemukan' }] });
  if (broken.has(url.pathname)) return sendJson(res, 500, { errors: [{ type: 'InternalServerError', message: 'gagal' }] });
  switch (url.pathname) {
    case '/api/content/v1/service/content': {
      const type = url.searchParams.get('serviceType') ?? '';
      if (type === brokenServiceType) return sendJson(res, 500, { errors: [{ type: 'InternalServerError', message: 'gagal' }] });
      return type === 'cuci-mobil' ? notFound() : ok(content(type));
    }
    case '/api/content/v1/service':
      return ok(PRICES);
    case '/api/content/v1/faq':
      return ok(FAQS);
    case '/api/product/v1/products':
      return ok(PRODUCTS);
    case '/api/content/v1/service/spare-parts':
      return url.searchParams.get('model') === 'delorean' ? notFound() : ok(PARTS);
    case '/api/parameter/v1/branch': {
      const body = JSON.parse(req.body) as { city?: string };
      const list = body.city ? (BRANCHES_BY_CITY[body.city] ?? []) : [CIKINI, PASTEUR];
      return ok(page(list));
    }
    default: {
      const id = /^\/api\/content\/v1\/branch\/working-schedules\/(\d+)$/.exec(url.pathname)?.[1];
      const b = [CIKINI, PASTEUR].find((x) => String(x.id) === id);
      return b ? ok(schedule(b)) : notFound();
    }
  }
}

beforeAll(async () => {
  api = await startFakeApi(answer);
  vi.stubEnv('API_URL', api.url);
  services = await import('./index');
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
  brokenServiceType = undefined;
  request.city = { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const searchBodies = () => api.requests.filter((r) => r.url === '/api/parameter/v1/branch').map((r) => JSON.parse(r.body) as unknown);

describe('loadServiceBranches', () => {
  it("lists the visitor's city's branches offering the service, each with its week", async () => {
    const data = await services.loadServiceBranches('bengkel');
    expect(searchBodies()).toEqual([{ city: '0080', service: 'bengkel', size: 6 }]);
    expect(data).toMatchObject({ city: { name: 'Jakarta Pusat' }, isFallback: false, total: 1 });
    expect(data?.branches.map((b) => [b.slug, b.schedule?.zoneLabel])).toEqual([['cikini', 'WIB']]);
  });

  it('shows the branches of every city when the chosen one has none', async () => {
    request.city = { provinceIsocode: 'jawa_barat', cityIsocode: '3277', name: 'Kota Cimahi' };
    const data = await services.loadServiceBranches('home-service');
    expect(searchBodies()).toEqual([
      { city: '3277', service: 'home-service', size: 6 },
      { service: 'home-service', size: 6 },
    ]);
    expect(data).toMatchObject({ city: { name: 'Kota Cimahi' }, isFallback: true, total: 2 });
    expect(data?.branches.map((b) => b.slug)).toEqual(['cikini', 'pasteur']);
  });

  it('keeps a branch whose week fails, without its week; a failed search leaves the section out', async () => {
    broken.add('/api/content/v1/branch/working-schedules/1');
    const data = await services.loadServiceBranches('bengkel');
    expect(data?.branches.map((b) => [b.slug, b.schedule])).toEqual([['cikini', null]]);

    broken.add('/api/parameter/v1/branch');
    expect(await services.loadServiceBranches('bengkel')).toBeNull();
  });
});

describe('loadServicePage', () => {
  it("loads the content, its path, the branches and the page's own questions", async () => {
    const data = await services.loadServicePage('layanan-bengkel', 'bengkel');
    expect(data.path).toBe('/layanan-bengkel');
    expect(data.content.title).toBe('Layanan layanan-bengkel');
    expect(data.faqs.map((f) => f.question)).toEqual(['Berapa lama?']);
    expect(data.branches?.branches).toHaveLength(1);
    const faq = api.requests.find((r) => r.url.startsWith('/api/content/v1/faq'));
    expect(new URL(faq!.url, 'http://api').searchParams.toString()).toBe('type=servis&code=layanan-bengkel&size=10');
  });

  it("turns the API's 404 for an unknown service into the page's 404", async () => {
    await expect(services.loadServiceContent('cuci-mobil')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it('leaves the questions out when their call fails', async () => {
    broken.add('/api/content/v1/faq');
    expect((await services.loadServicePage('layanan-bengkel', 'bengkel')).faqs).toEqual([]);
  });
});

describe('the other loaders', () => {
  it('lists every service the landing links to, leaving out one whose content fails', async () => {
    brokenServiceType = 'cubain';
    const all = await services.loadServiceSummaries();
    expect(all.map((c) => c.serviceType)).toEqual([
      'booking-service',
      'home-service',
      'body-paint',
      'trade-in',
      'spare-parts',
      'layanan-bengkel',
      'tracking-order',
    ]);
  });

  it('asks for the landing questions with isLandingPage as a query string', async () => {
    await services.loadLandingFaqs();
    const faq = api.requests.find((r) => r.url.startsWith('/api/content/v1/faq'));
    expect(new URL(faq!.url, 'http://api').searchParams.get('isLandingPage')).toBe('true');
  });

  it('reads the model picker from the new-car cards, by code and name', async () => {
    expect(await services.loadModelOptions()).toEqual([{ code: 'avanza', name: 'Avanza' }]);
  });

  it('offers no models when their call fails', async () => {
    broken.add('/api/product/v1/products');
    expect(await services.loadModelOptions()).toEqual([]);
  });

  it('loads the priced services of a kind, or null when their call fails', async () => {
    expect(await services.loadPricedServices('bengkel', 'berkala')).toEqual(PRICES);
    broken.add('/api/content/v1/service');
    expect(await services.loadPricedServices('bengkel')).toBeNull();
  });

  it('asks for a page of 12 spare parts with the filters, and 404s an unknown model', async () => {
    const parts = await services.loadSpareParts({ q: 'oli', model: 'avanza', category: 'Filter', page: 1 });
    expect(parts.content.map((p) => p.code)).toEqual(['90915-YZZN1']);
    const call = api.requests.find((r) => r.url.startsWith('/api/content/v1/service/spare-parts'));
    expect(new URL(call!.url, 'http://api').searchParams.toString()).toBe('model=avanza&category=Filter&q=oli&page=1&size=12');
    await expect(services.loadSpareParts({ model: 'delorean', page: 0 })).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});
