/**
 * The used-car loaders against a real HTTP server standing in for the API: what they ask for, what
 * they hand the pages, and which failures leave only an optional section out. The answers are
 * typed against the contracts, so a contract change breaks them here first. The session (cookies)
 * needs a live Next request: a guest's is used.
 */
import type { ServerResponse } from 'node:http';
import type { UsedCarListData } from '@kemudi/domain/contracts/catalogue';
import type { CreditData, InformationData } from '@kemudi/domain/contracts/new-cars';
import type { UsedCarCard, UsedCarDetail, UsedCarFacets } from '@kemudi/domain/contracts/used-cars';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { parseUsedCarFilters } from '@/lib/used-cars';
import { accessoryCard } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

vi.mock('../session', () => ({ readSession: async () => ({}), setSessionTokens: async () => undefined }));

const card = (code: string, price: number) =>
  ({
    kind: 'USEDCAR',
    code,
    modelCode: 'avanza',
    name: 'Avanza',
    variantName: '1.5 G CVT',
    year: 2022,
    mileageKm: 34_000,
    transmission: 'CVT',
    fuel: 'Bensin',
    price,
    status: 'available',
    cityName: 'Kota Bandung',
    branchName: 'Kemudi Toyota Pasteur',
    imageUrl: `/api/media/v1/used-car/${code}.svg`,
    url: `/c/certified-used-car-toyota/p/${code}`,
  }) satisfies z.input<typeof UsedCarCard>;

const LIST = {
  slug: 'certified-used-car-toyota',
  title: 'Mobil Bekas Bersertifikat',
  category: 'USEDCAR',
  cityCode: '0080',
  totalElements: 13,
  page: 1,
  size: 12,
  totalPages: 2,
  content: [card('UC-26113', 212_000_000)],
} satisfies z.input<typeof UsedCarListData>;

const FACETS = {
  total: 13,
  models: [{ code: 'avanza', name: 'Avanza', count: 13 }],
  years: [{ year: 2022, count: 13 }],
  cities: [{ code: '3273', name: 'Kota Bandung', count: 13 }],
  transmissions: [{ name: 'CVT', count: 13 }],
  fuels: [{ name: 'Bensin', count: 13 }],
  minPrice: 150_000_000,
  maxPrice: 250_000_000,
  maxMileage: 60_000,
} satisfies z.input<typeof UsedCarFacets>;

const DETAIL = {
  category: 'USEDCAR',
  usedCar: {
    code: 'UC-26101',
    name: 'Toyota Avanza 1.5 G CVT 2022',
    brand: 'Toyota',
    model: 'Avanza',
    vehicleModelDate: '2022',
    color: 'Putih',
    mileageFromOdometer: 34_000,
    url: '/c/certified-used-car-toyota/p/UC-26101',
    price: 212_000_000,
    priceCurrency: 'IDR',
    modelCode: 'avanza',
    variantCode: null,
    variantName: '1.5 G CVT',
    year: 2022,
    colorHex: '#ffffff',
    transmission: 'CVT',
    fuel: 'Bensin',
    plateRegion: 'D',
    ownerCount: 1,
    warrantyMonths: 12,
    description: 'Satu pemilik, servis rutin di bengkel resmi.',
    status: 'available',
    listedDate: '2026-10-01',
    imageUrl: '/api/media/v1/used-car/UC-26101.svg',
    photos: [{ title: 'Depan', imageUrl: '/api/media/v1/used-car/UC-26101.svg?view=front' }],
    inspection: {
      score: 92,
      grade: 'A',
      inspectedDate: '2026-09-28',
      inspector: 'Budi',
      pointsChecked: 175,
      items: [{ group: 'Mesin', item: 'Oli', status: 'baik', note: null }],
    },
  },
  branch: {
    slug: 'kemudi-toyota-pasteur',
    name: 'Kemudi Toyota Pasteur',
    address: 'Jl. Dr. Djunjunan 1',
    cityCode: '3273',
    cityName: 'Kota Bandung',
    phone: '(022) 2000 1000',
    whatsapp: '6281290102001',
    url: '/dealer-toyota/kemudi-toyota-pasteur',
  },
  rateData: { average: 0, count: 0, content: [] },
} satisfies z.input<typeof UsedCarDetail>;

const INFORMATION = {
  cityCode: '0080',
  cityName: 'Jakarta Pusat',
  code: 'avanza',
  name: 'Avanza',
  tagline: 'Mobil keluarga',
  description: 'MPV tujuh penumpang.',
  bodyType: 'mpv',
  seats: 7,
  doors: 5,
  testDrive: true,
  fuels: ['Bensin'],
  transmissions: ['Manual', 'CVT'],
  variantCount: 4,
  lowestPrice: 244_300_000,
  highestPrice: 300_000_000,
  strikeThroughPrice: null,
  discountPercent: null,
  imageUrl: '/api/media/v1/car/avanza.svg',
  url: '/mobil-baru-toyota/p/avanza',
  fullSpecificationUrl: '/mobil-baru-toyota/p/avanza/full-specification',
} satisfies z.input<typeof InformationData>;

const CREDIT = {
  productCode: null,
  productName: null,
  cityCode: null,
  cityName: null,
  otrPrice: 212_000_000,
  downPayment: 42_400_000,
  downPaymentPercent: 20,
  principal: 169_600_000,
  annualRate: 0.0799,
  monthlyRate: 0.0066,
  tenorMonths: 36,
  monthlyInstallment: 5_840_000,
  insuranceKind: 'all-risk',
  insurance: 6_000_000,
  adminFee: 2_500_000,
  provisionFee: 1_700_000,
  paymentScheme: 'ADDM',
  totalDownPayment: 58_440_000,
  totalPayment: 210_240_000,
  totalInterest: 40_640_000,
  rates: [{ tenorMonths: 36, annualRate: 0.0799 }],
} satisfies z.input<typeof CreditData>;

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/product/v1/product-list':
      return sendData(res, LIST);
    case '/api/product/v1/used-car/facets':
      return sendData(res, FACETS);
    case '/api/product/v1/product-detail':
      return url.searchParams.get('code') === DETAIL.usedCar.code ? sendData(res, DETAIL) : sendError(res, 404, 'NotFoundError');
    case '/api/product/v1/used-car/similar/UC-26101':
      return sendData(res, [card('UC-26102', 199_000_000)]);
    case '/api/product/v1/new-car-product/information/avanza':
      return sendData(res, INFORMATION);
    case '/api/product/v1/v2/creditcalculator':
      return sendData(res, CREDIT);
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const { api, loaders: usedCars, clearCache, override, fail } = await startLoaderHarness(answer, () => import('./index'));

describe('loadUsedCarList', () => {
  it('asks product-list for the filters (price band split, the car city as carCity) and hands over the cards and facets', async () => {
    const filters = parseUsedCarFilters({ model: 'avanza', price: '150000000-250000000', city: '3273', fuel: 'Bensin', sort: 'price-asc', page: '2' });
    const list = await usedCars.loadUsedCarList(filters);
    expect(list).toMatchObject({ title: LIST.title, totalElements: 13, page: 1, totalPages: 2 });
    expect(list.cars.map((c) => c.code)).toEqual(['UC-26113']);
    expect(list.facets?.models).toEqual(FACETS.models);
    const asked = new URL(api.requests.find((r) => r.url.startsWith('/api/product/v1/product-list'))!.url, 'http://api');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      slug: 'certified-used-car-toyota',
      model: 'avanza',
      minPrice: '150000000',
      maxPrice: '250000000',
      fuel: 'Bensin',
      carCity: '3273',
      sort: 'price-asc',
      page: '1',
      size: '12',
    });
  });

  it('leaves an open price band open, and lists without filter options when the facets call fails (logged)', async () => {
    fail('/api/product/v1/used-car/facets');
    const list = await usedCars.loadUsedCarList(parseUsedCarFilters({ price: '600000000-' }));
    expect(list.facets).toBeNull();
    expect(list.cars).toHaveLength(1);
    const asked = new URL(api.requests.find((r) => r.url.startsWith('/api/product/v1/product-list'))!.url, 'http://api');
    expect(asked.searchParams.get('minPrice')).toBe('600000000');
    expect(asked.searchParams.has('maxPrice')).toBe(false);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('refuses a list holding a card of another kind: the page fails rather than showing it', async () => {
    // A valid product-list card of another category.
    override('/api/product/v1/product-list', (res) => sendData(res, { ...LIST, content: [accessoryCard('ACC-1')] }));
    await expect(usedCars.loadUsedCarList(parseUsedCarFilters({}))).rejects.toThrow();
  });
});

describe('loadUsedCar', () => {
  it('reads product-detail with category USEDCAR', async () => {
    const detail = await usedCars.loadUsedCar('UC-26101');
    expect(detail.usedCar.name).toBe(DETAIL.usedCar.name);
    expect(detail.branch.whatsapp).toBe('6281290102001');
    expect(api.requests.map((r) => r.url)).toEqual(['/api/product/v1/product-detail?code=UC-26101&category=USEDCAR']);
  });

  it("turns the API's 404 into the page's own", async () => {
    await expect(usedCars.loadUsedCar('UC-00000')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it('refuses a branch WhatsApp number that is not digits (it ends up in a wa.me link)', async () => {
    override('/api/product/v1/product-detail', (res) => sendData(res, { ...DETAIL, branch: { ...DETAIL.branch, whatsapp: 'x" onclick="' } }));
    await expect(usedCars.loadUsedCar('UC-26101')).rejects.toThrow();
  });
});

describe('the car page sections', () => {
  it('reads similar cars and the model facts; each failure leaves only its own section out', async () => {
    const extras = await usedCars.loadUsedCarExtras(DETAIL.usedCar);
    expect(extras.similar?.map((c) => c.code)).toEqual(['UC-26102']);
    expect(extras.model).toMatchObject({ bodyType: 'mpv', seats: 7, doors: 5 });

    clearCache();
    fail('/api/product/v1/new-car-product/information/avanza');
    const partial = await usedCars.loadUsedCarExtras(DETAIL.usedCar);
    expect(partial.model).toBeNull();
    expect(partial.similar).toHaveLength(1);
  });

  it("posts the car's code, down payment, tenor and insurance to the credit calculator; null when it cannot answer", async () => {
    const estimate = await usedCars.loadCreditEstimate('UC-26101', { downPaymentPercent: 20, tenorMonths: 36, insuranceKind: 'all-risk' });
    expect(estimate).toMatchObject({ monthlyInstallment: 5_840_000, tenorMonths: 36 });
    const posted = api.requests.find((r) => r.url === '/api/product/v1/v2/creditcalculator')!;
    expect(posted.method).toBe('POST');
    expect(JSON.parse(posted.body)).toEqual({ usedCarCode: 'UC-26101', downPaymentPercent: 20, tenorMonths: 36, insuranceKind: 'all-risk' });

    fail('/api/product/v1/v2/creditcalculator');
    expect(await usedCars.loadCreditEstimate('UC-26101', { downPaymentPercent: 20, tenorMonths: 36, insuranceKind: 'all-risk' })).toBeNull();
  });
});
