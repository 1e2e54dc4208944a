/**
 * The new-car loaders against a real HTTP server standing in for the API: what each page asks for
 * (filters, city, the dealer search's fallbacks, the FAQ fallback), and which sections a page can
 * do without. The city comes from the layout loader, which needs a live Next request: it is
 * replaced; the visitor is a guest (no session cookies). Answers are whole contract answers.
 */
import type { ServerResponse } from 'node:http';
import type { Branch } from '@kemudi/domain/contracts/branches';
import type { NewCarListData } from '@kemudi/domain/contracts/catalogue';
import type { CouponProductData } from '@kemudi/domain/contracts/aftersales';
import type { FaqItem } from '@kemudi/domain/contracts/editorial';
import type {
  AllGalleryData,
  CompareData,
  CompareOptionsData,
  CreditData,
  InformationData,
  ModelCard,
  NewCarDetail,
  VariantOffer,
} from '@kemudi/domain/contracts/new-cars';
import type { PromoPage } from '@kemudi/domain/contracts/promos';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_TENOR } from '@/lib/new-cars';
import { branch, faqItem, modelCard, page, promoCard } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const CITY = { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Kota Bandung' };
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: CITY }) }));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

// ---------------------------------------------------------------------------------------------
// Answers (typed against the contracts: a contract change breaks them here)
// ---------------------------------------------------------------------------------------------

const LIST_SIZE = 100;
const listData = (cards: z.input<typeof ModelCard>[], totalElements = cards.length, pageIndex = 0): z.input<typeof NewCarListData> => ({
  slug: 'mobil-baru-toyota',
  title: 'Mobil Baru Toyota',
  category: 'NEWCAR',
  cityCode: CITY.cityIsocode,
  totalElements,
  page: pageIndex,
  size: LIST_SIZE,
  totalPages: Math.ceil(totalElements / LIST_SIZE),
  content: cards,
});

/** product-list's answers: every model in editorial order; a filtered ask gets the MPVs (on two pages when `long`). */
let longList = false;
const EVERY_MODEL = [modelCard('avanza'), modelCard('agya', { seats: 5, bodyType: 'hatchback' }), modelCard('zenix', { fuels: ['Bensin', 'Hybrid'] })];
function productList(url: URL) {
  const filtered = url.searchParams.has('bodyType');
  if (!longList) return filtered ? listData([modelCard('zenix', { fuels: ['Hybrid'] }), modelCard('avanza')]) : listData(EVERY_MODEL);
  return url.searchParams.get('page') === '1' ? listData([modelCard('veloz')], 101, 1) : listData([modelCard('avanza')], 101, 0);
}

/** A branch in the visitor's city (Bandung) offering these services. */
const inCity = (slug: string, services: z.input<typeof Branch>['services']) =>
  branch({ slug, services, cityIsocode: CITY.cityIsocode, cityName: 'Kota Bandung', provinceIsocode: CITY.provinceIsocode });

const faq = (id: number, type: string, code: string): FaqItem => faqItem({ id, type, code });

const variant = (code: string, price: number): z.input<typeof VariantOffer> => ({
  code,
  name: code.toUpperCase(),
  transmission: 'CVT',
  fuel: 'Bensin',
  engine: '1.5L',
  price: { value: price, currency: 'IDR' },
  strikeThroughPrice: null,
  discountPercent: null,
  isPreorder: false,
  url: `/mobil-baru-toyota/p/avanza?variant=${code}`,
});

const detail: z.input<typeof NewCarDetail> = {
  category: 'NEWCAR',
  cityCode: CITY.cityIsocode,
  cityName: 'Kota Bandung',
  product: { code: 'avanza', name: 'Avanza', imageUrl: '/api/media/v1/car/avanza.svg', description: 'Mobil keluarga.', url: '/mobil-baru-toyota/p/avanza' },
  detailCar: {
    variantOptions: [{ name: '1.5L · Bensin', fuel: 'Bensin', engine: '1.5L', variants: [variant('avz-e', 244_300_000), variant('avz-g', 270_000_000)] }],
    lowestPriceVariant: variant('avz-e', 244_300_000),
    strikeThroughPrice: null,
  },
  colors: [{ id: 1, name: 'Putih', hex: '#ffffff', roofHex: null, extraPrice: 0, imageUrl: '/api/media/v1/car/avanza.svg?color=ffffff' }],
  rateData: { average: 0, count: 0, content: [] },
  keySpecifications: [],
  superiorities: [],
  name: 'Avanza',
  tagline: 'Mobil keluarga',
  bodyType: 'mpv',
  seats: 7,
  doors: 5,
  fuels: ['Bensin'],
  transmissions: ['CVT'],
  lowestPrice: 244_300_000,
  highestPrice: 270_000_000,
  fullSpecificationUrl: '/p/avanza/full-specification',
};

const information: z.input<typeof InformationData> = {
  cityCode: CITY.cityIsocode,
  cityName: 'Kota Bandung',
  code: 'avanza',
  name: 'Avanza',
  tagline: 'Mobil keluarga',
  description: 'Mobil keluarga.',
  bodyType: 'mpv',
  seats: 7,
  doors: 5,
  testDrive: false,
  fuels: ['Bensin'],
  transmissions: ['CVT'],
  variantCount: 2,
  lowestPrice: 244_300_000,
  highestPrice: 270_000_000,
  strikeThroughPrice: null,
  discountPercent: null,
  imageUrl: '/api/media/v1/car/avanza.svg',
  url: '/mobil-baru-toyota/p/avanza',
  fullSpecificationUrl: '/p/avanza/full-specification',
};

const credit: z.input<typeof CreditData> = {
  productCode: 'avz-g',
  productName: 'Avanza G',
  cityCode: CITY.cityIsocode,
  cityName: 'Kota Bandung',
  otrPrice: 270_000_000,
  downPayment: 54_000_000,
  downPaymentPercent: 20,
  principal: 216_000_000,
  annualRate: 0.075,
  monthlyRate: 0.00625,
  tenorMonths: 36,
  monthlyInstallment: 7_350_000,
  insuranceKind: 'all-risk',
  insurance: 8_000_000,
  adminFee: 2_500_000,
  provisionFee: 1_000_000,
  paymentScheme: 'ADDM',
  totalDownPayment: 65_500_000,
  totalPayment: 330_100_000,
  totalInterest: 48_600_000,
  rates: [{ tenorMonths: 36, annualRate: 0.075 }],
};

const promos = page([promoCard('dp-ringan-avanza')], { size: 4 }) satisfies z.input<typeof PromoPage>;

const coupons: z.input<typeof CouponProductData> = { productCode: 'avanza', modelCode: 'avanza', coupons: [] };
const gallery: z.input<typeof AllGalleryData> = { code: 'avanza', groups: [], videos: [] };

const compareOptions: z.input<typeof CompareOptionsData> = { models: [{ code: 'avanza', name: 'Avanza', variants: [{ code: 'avz-g', name: 'G' }] }] };
const comparison: z.input<typeof CompareData> = {
  cityCode: CITY.cityIsocode,
  cityName: 'Kota Bandung',
  items: [],
  rows: [],
};

// ---------------------------------------------------------------------------------------------
// The fake API
// ---------------------------------------------------------------------------------------------

let cityBranches: z.input<typeof Branch>[] = [];
/** POST branch answers by the body's province ('' = no province). */
let searchBranches: Record<string, z.input<typeof Branch>[]> = {};
let productFaqs: FaqItem[] = [];

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/product/v1/product-list':
      return sendData(res, productList(url));
    case `/api/parameter/v1/branch/get-branch-list/city/${CITY.cityIsocode}`:
      return sendData(res, cityBranches);
    case '/api/parameter/v1/branch': {
      const body = JSON.parse(req.body) as { province?: string };
      return sendData(res, page(searchBranches[body.province ?? ''] ?? []));
    }
    case '/api/content/v1/faq':
      return url.searchParams.get('type') === 'product'
        ? sendData(res, page(productFaqs))
        : sendData(res, page([faq(9, 'mobil-baru', ''), faq(10, 'mobil-baru', 'test-drive')]));
    case '/api/product/v1/product-detail':
      return url.searchParams.get('code') === 'avanza' ? sendData(res, detail) : sendError(res, 404, 'NotFoundError');
    case '/api/product/v1/v2/all-gallery/avanza':
      return sendData(res, gallery);
    case '/api/promo/v1/promo':
      return sendData(res, promos);
    case '/api/product/v1/new-car-product/similar/avanza':
      return sendData(res, [modelCard('veloz')]);
    case '/api/product/v1/coupon-product':
      return sendData(res, coupons);
    case '/api/product/v1/v2/creditcalculator':
      return sendData(res, credit);
    case '/api/product/v1/new-car-product/information/avanza':
      return sendData(res, information);
    case '/api/product/v1/compare-product/options':
      return sendData(res, compareOptions);
    case '/api/product/v1/compare-product':
      return sendData(res, comparison);
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const {
  api,
  loaders: { list, sales, faqs, model, compare },
  fail,
} = await startLoaderHarness(answer, async () => ({
  list: await import('./list'),
  sales: await import('./sales'),
  faqs: await import('./faqs'),
  model: await import('./model'),
  compare: await import('./compare'),
}));

const requestsTo = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);
const queryOf = (r: RecordedRequest) => Object.fromEntries(new URL(r.url, 'http://api').searchParams);

beforeEach(() => {
  longList = false;
  cityBranches = [inCity('bandung', ['sales', 'bengkel'])];
  searchBranches = {};
  productFaqs = [faq(1, 'product', 'avanza')];
});

// ---------------------------------------------------------------------------------------------

describe('loadNewCarList', () => {
  it('asks product-list once for the whole line-up in the chosen city when nothing narrows it (an old ?page is ignored)', async () => {
    const result = await list.loadNewCarList({ page: '3' });
    expect(requestsTo('/api/product/v1/product-list').map(queryOf)).toEqual([
      { slug: 'mobil-baru-toyota', cityCode: CITY.cityIsocode, sort: 'recommended', page: '0', size: '100' },
    ]);
    expect(result.cards.map((c) => c.code)).toEqual(['avanza', 'agya', 'zenix']);
    expect(result.matching).toEqual(result.cards);
    expect(result.allModels).toEqual([
      { code: 'avanza', name: 'AVANZA', seats: 7, minSeats: 7 },
      { code: 'agya', name: 'AGYA', seats: 5, minSeats: 5 },
      { code: 'zenix', name: 'ZENIX', seats: 7, minSeats: 7 },
    ]);
  });

  it('narrows by the chip after the API’s filters, and asks for every model apart for the filter choices', async () => {
    const result = await list.loadNewCarList(
      { tipe: 'elektrifikasi', bodyType: 'mpv', price: '300000000-500000000', fuel: 'Bensin', seats: '7', sort: 'price-asc' },
      'testdrive-toyota',
    );
    const [filtered, every] = requestsTo('/api/product/v1/product-list').map(queryOf);
    expect(filtered).toEqual({
      slug: 'testdrive-toyota',
      cityCode: CITY.cityIsocode,
      bodyType: 'mpv',
      fuel: 'Bensin',
      seats: '7',
      minPrice: '300000000',
      maxPrice: '500000000',
      sort: 'price-asc',
      page: '0',
      size: '100',
    });
    expect(every).toEqual({ slug: 'testdrive-toyota', cityCode: CITY.cityIsocode, sort: 'recommended', page: '0', size: '100' });
    expect(result.city).toEqual(CITY);
    expect(result.matching.map((c) => c.code)).toEqual(['zenix', 'avanza']);
    expect(result.cards.map((c) => c.code)).toEqual(['zenix']);
    expect(result.allModels.map((m) => m.code)).toEqual(['avanza', 'agya', 'zenix']);
  });

  it('reads the further pages when the line-up outgrows the API’s largest page', async () => {
    longList = true;
    const result = await list.loadNewCarList({});
    expect(
      requestsTo('/api/product/v1/product-list')
        .map(queryOf)
        .map((q) => q.page),
    ).toEqual(['0', '1']);
    expect(result.cards.map((c) => c.code)).toEqual(['avanza', 'veloz']);
  });
});

describe('loadSalesContact', () => {
  it('is the chosen city’s first new-car branch', async () => {
    cityBranches = [inCity('servis-saja', ['bengkel']), inCity('bandung', ['sales'])];
    expect(await sales.loadSalesContact(CITY)).toEqual({ branchName: 'Kemudi bandung', cityName: 'Kota Bandung', whatsapp: '6281290102001' });
    expect(requestsTo('/api/parameter/v1/branch')).toHaveLength(0);
  });

  it('falls back to the province’s, then to the group’s first new-car branch', async () => {
    cityBranches = [inCity('servis-saja', ['bengkel'])];
    searchBranches = { '': [inCity('jakarta', ['sales'])] };
    expect(await sales.loadSalesContact(CITY)).toMatchObject({ branchName: 'Kemudi jakarta' });
    expect(requestsTo('/api/parameter/v1/branch').map((r) => JSON.parse(r.body))).toEqual([
      { province: CITY.provinceIsocode, service: 'sales', page: 0, size: 1 },
      { service: 'sales', page: 0, size: 1 },
    ]);
  });

  it('is null when no branch can be found or the calls fail', async () => {
    fail(`/api/parameter/v1/branch/get-branch-list/city/${CITY.cityIsocode}`, '/api/parameter/v1/branch');
    expect(await sales.loadSalesContact(CITY)).toBeNull();
  });
});

describe('FAQs', () => {
  it('a page group asks its type and code', async () => {
    expect(await faqs.loadPageFaqs('mobil-baru', 'test-drive')).toHaveLength(2);
    expect(requestsTo('/api/content/v1/faq').map(queryOf)).toEqual([{ type: 'mobil-baru', code: 'test-drive', page: '0', size: '10' }]);
  });

  it('a model without its own questions gets every general new-car question (no code asked)', async () => {
    productFaqs = [];
    const result = await faqs.loadModelFaqs('avanza');
    expect(result).toMatchObject({ general: true });
    expect(result.faqs?.map((f) => f.id)).toEqual([9, 10]);
    expect(requestsTo('/api/content/v1/faq').map(queryOf)).toEqual([
      { type: 'product', code: 'avanza', page: '0', size: '10' },
      { type: 'mobil-baru', page: '0', size: '10' },
    ]);
  });
});

describe('loadModelPage', () => {
  it('reads every section for the chosen variant in the chosen city', async () => {
    const page = await model.loadModelPage('avanza', 'avz-g');
    expect(page.variant.code).toBe('avz-g');
    expect(page.variants.map((v) => v.code)).toEqual(['avz-e', 'avz-g']);
    expect(queryOf(requestsTo('/api/product/v1/product-detail')[0]!)).toEqual({ code: 'avanza', category: 'NEWCAR', cityCode: CITY.cityIsocode });
    expect(JSON.parse(requestsTo('/api/product/v1/v2/creditcalculator')[0]!.body)).toEqual({
      productCode: 'avz-g',
      cityCode: CITY.cityIsocode,
      downPaymentPercent: DEFAULT_DOWN_PAYMENT_PERCENT,
      tenorMonths: DEFAULT_TENOR,
    });
    expect(page).toMatchObject({ faqsAreGeneral: false, testDrive: false, coupons: [], credit: { monthlyInstallment: 7_350_000 } });
    expect(page.promos?.map((p) => p.slug)).toEqual(['dp-ringan-avanza']);
    expect(page.similar?.map((c) => c.code)).toEqual(['veloz']);
    expect(page.sales?.branchName).toBe('Kemudi bandung');
  });

  it('an unknown variant shows the lowest-priced one', async () => {
    expect((await model.loadModelPage('avanza', 'tidak-ada')).variant.code).toBe('avz-e');
  });

  it('leaves out only the sections whose calls fail', async () => {
    fail(
      '/api/product/v1/v2/all-gallery/avanza',
      '/api/promo/v1/promo',
      '/api/product/v1/new-car-product/similar/avanza',
      '/api/product/v1/v2/creditcalculator',
      '/api/product/v1/new-car-product/information/avanza',
    );
    const page = await model.loadModelPage('avanza', undefined);
    expect(page).toMatchObject({ gallery: null, promos: null, similar: null, credit: null, testDrive: true, coupons: [] });
    expect(page.detail.name).toBe('Avanza');
  });

  it('an unknown model is the page’s 404', async () => {
    await expect(model.loadModelPage('tidak-ada', undefined)).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});

describe('loadComparePage', () => {
  it('with fewer than two codes asks only for the picker’s choices', async () => {
    const page = await compare.loadComparePage('avanza');
    expect(page).toMatchObject({ codes: ['avanza'], comparison: null, problem: null, models: compareOptions.models });
    expect(requestsTo('/api/product/v1/compare-product')).toHaveLength(0);
  });

  it('compares two or three codes in the chosen city', async () => {
    const page = await compare.loadComparePage(['avanza', 'avz-g']);
    expect(queryOf(requestsTo('/api/product/v1/compare-product')[0]!)).toEqual({ codes: 'avanza,avz-g', cityCode: CITY.cityIsocode });
    expect(page).toMatchObject({ comparison: { cityName: 'Kota Bandung' }, problem: null });
  });

  it('says so when the codes cannot be compared', async () => {
    fail('/api/product/v1/compare-product');
    const page = await compare.loadComparePage('avanza,rush');
    expect(page).toMatchObject({ comparison: null, problem: 'Produk yang dipilih tidak dapat dibandingkan. Periksa kembali pilihan Anda.' });
  });
});
