/**
 * The Purna Jual loaders against a real HTTP server standing in for the API: which calls a service
 * page makes, the branch list's fallback to other cities, and which failures leave a section out.
 * The visitor's city comes from the layout loader and the session from next/headers, both of which
 * need a live Next request: they are replaced. Every answer is a complete payload of its contract.
 */
import type { ServerResponse } from 'node:http';
import type { ServiceContentData, ServiceItem, SparePartPage } from '@kemudi/domain/contracts/aftersales';
import type { Branch, BranchSchedule } from '@kemudi/domain/contracts/branches';
import type { ProductsData } from '@kemudi/domain/contracts/catalogue';
import type { FaqPage } from '@kemudi/domain/contracts/editorial';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { branch, faqItem, modelCard, page } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const request = vi.hoisted(() => ({ city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' } }));
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: request.city }) }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

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

const CIKINI = branch({ id: 1, slug: 'cikini' });
const PASTEUR = branch({ id: 2, slug: 'pasteur', cityIsocode: '3273', cityName: 'Kota Bandung' });
const BRANCHES_BY_CITY: Record<string, Branch[]> = { '0080': [CIKINI], '3273': [PASTEUR] };
const PRICES: ServiceItem[] = [
  { id: 1, serviceType: 'bengkel', serviceCategory: 'berkala', name: 'Servis 10.000 km', description: 'Oli dan filter', priceFrom: 650_000, durationMinutes: 90 },
];
const FAQS = page([
  faqItem({ id: 1, type: 'servis', code: 'layanan-bengkel', question: 'Berapa lama?', answer: '± 90 menit.' }),
]) satisfies z.input<typeof FaqPage>;
const PRODUCTS = {
  category: 'NEWCAR',
  cityCode: '0080',
  ...page([modelCard('avanza', { name: 'Avanza', tagline: 'Mobil keluarga' })]),
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

/** A service type whose content a test breaks. */
let brokenServiceType: string | undefined;

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/content/v1/service/content': {
      const type = url.searchParams.get('serviceType') ?? '';
      if (type === brokenServiceType) return sendError(res, 500, 'InternalServerError');
      return type === 'cuci-mobil' ? sendError(res, 404, 'NotFoundError') : sendData(res, content(type));
    }
    case '/api/content/v1/service':
      return sendData(res, PRICES);
    case '/api/content/v1/faq':
      return sendData(res, FAQS);
    case '/api/product/v1/products':
      return sendData(res, PRODUCTS);
    case '/api/content/v1/service/spare-parts':
      return url.searchParams.get('model') === 'delorean' ? sendError(res, 404, 'NotFoundError') : sendData(res, PARTS);
    case '/api/parameter/v1/branch': {
      const body = JSON.parse(req.body) as { city?: string };
      const list = body.city ? (BRANCHES_BY_CITY[body.city] ?? []) : [CIKINI, PASTEUR];
      return sendData(res, page(list));
    }
    default: {
      const id = /^\/api\/content\/v1\/branch\/working-schedules\/(\d+)$/.exec(url.pathname)?.[1];
      const b = [CIKINI, PASTEUR].find((x) => String(x.id) === id);
      return b ? sendData(res, schedule(b)) : sendError(res, 404, 'NotFoundError');
    }
  }
}

const { api, loaders: services, fail } = await startLoaderHarness(answer, () => import('./index'));

beforeEach(() => {
  brokenServiceType = undefined;
  request.city = { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' };
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
    fail('/api/content/v1/branch/working-schedules/1');
    const data = await services.loadServiceBranches('bengkel');
    expect(data?.branches.map((b) => [b.slug, b.schedule])).toEqual([['cikini', null]]);

    fail('/api/parameter/v1/branch');
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
    fail('/api/content/v1/faq');
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
    fail('/api/product/v1/products');
    expect(await services.loadModelOptions()).toEqual([]);
  });

  it('loads the priced services of a kind, or null when their call fails', async () => {
    expect(await services.loadPricedServices('bengkel', 'berkala')).toEqual(PRICES);
    fail('/api/content/v1/service');
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
