import 'server-only';

import { CREDIT_TENORS, DOWN_PAYMENT_MAX_PERCENT, DOWN_PAYMENT_MIN_PERCENT } from '@kemudi/domain/credit';
import { z } from 'zod';
import { apiClient } from './api-client';
import { firstParam, pageIndex, requireData, softData } from './fetch-data';
import { SitePath, envelope } from './schemas';

/*
 * Certified used-car pages (issue 4): the list /c/certified-used-car-toyota with its filters and
 * the car page /c/certified-used-car-toyota/p/{code}. Every answer is parsed here with only the
 * fields the pages read (STYLE "One data path"). Used-car prices are the same in every city, so
 * the visitor's chosen city does not change them; the list's city filter is the car's own city.
 */


export const USED_CAR_SLUG = 'certified-used-car-toyota';
export const USED_CAR_PAGE_SIZE = 12;

// ---------------------------------------------------------------------------------------------
// Filters (the query string of the list; a GET form, so they work without JavaScript)
// ---------------------------------------------------------------------------------------------

export const USED_CAR_SORTS = {
  newest: 'Terbaru',
  'price-asc': 'Harga terendah',
  'price-desc': 'Harga tertinggi',
  'year-desc': 'Tahun terbaru',
  'mileage-asc': 'Kilometer terendah',
} as const;
export type UsedCarSort = keyof typeof USED_CAR_SORTS;
export const DEFAULT_USED_CAR_SORT: UsedCarSort = 'newest';

/** Price bands (rupiah, inclusive); the value is `min-max`, an open end left empty. */
export const USED_CAR_PRICE_RANGES = [
  { value: '0-150000000', label: 'Di bawah Rp 150 juta' },
  { value: '150000000-250000000', label: 'Rp 150 – 250 juta' },
  { value: '250000000-400000000', label: 'Rp 250 – 400 juta' },
  { value: '400000000-600000000', label: 'Rp 400 – 600 juta' },
  { value: '600000000-', label: 'Di atas Rp 600 juta' },
] as const;

/** Odometer ceilings a buyer picks from (km). */
export const USED_CAR_MILEAGES = [20_000, 40_000, 60_000, 80_000, 100_000] as const;

export const USED_CAR_TRANSMISSIONS = ['Manual', 'CVT', 'Otomatis'] as const;
export const USED_CAR_FUELS = ['Bensin', 'Diesel', 'Hybrid'] as const;

export interface UsedCarFilters {
  model?: string | undefined;
  minYear?: number | undefined;
  maxYear?: number | undefined;
  price?: string | undefined;
  maxMileage?: number | undefined;
  transmission?: string | undefined;
  fuel?: string | undefined;
  /** The car's city (its branch's), a city isocode. */
  city?: string | undefined;
  sort: UsedCarSort;
  /** 0-based. */
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const oneOf = <T extends string | number>(value: T | undefined, allowed: readonly T[]): T | undefined =>
  value !== undefined && allowed.includes(value) ? value : undefined;

function yearParam(raw: string | string[] | undefined): number | undefined {
  const value = firstParam(raw);
  if (value === undefined || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= 1980 && year <= 2100 ? year : undefined;
}

/** The list's filters from the query string; anything unknown is dropped, so a stale or edited link still lists cars. */
export function parseUsedCarFilters(sp: SearchParams): UsedCarFilters {
  const model = firstParam(sp.model);
  const city = firstParam(sp.city);
  const mileage = firstParam(sp.maxMileage);
  let minYear = yearParam(sp.minYear);
  let maxYear = yearParam(sp.maxYear);
  // A reversed range is what the visitor meant the other way round.
  if (minYear !== undefined && maxYear !== undefined && minYear > maxYear) [minYear, maxYear] = [maxYear, minYear];
  return {
    model: model && /^[a-z0-9-]{1,60}$/i.test(model) ? model.toLowerCase() : undefined,
    minYear,
    maxYear,
    price: oneOf(
      firstParam(sp.price),
      USED_CAR_PRICE_RANGES.map((r) => r.value),
    ),
    maxMileage: oneOf(mileage === undefined ? undefined : Number(mileage), USED_CAR_MILEAGES),
    transmission: oneOf(firstParam(sp.transmission), USED_CAR_TRANSMISSIONS),
    fuel: oneOf(firstParam(sp.fuel), USED_CAR_FUELS),
    city: city && /^\d{4}$/.test(city) ? city : undefined,
    sort: oneOf(firstParam(sp.sort) as UsedCarSort | undefined, Object.keys(USED_CAR_SORTS) as UsedCarSort[]) ?? DEFAULT_USED_CAR_SORT,
    page: pageIndex(sp.page),
  };
}

/** The filters as query parameters (for links and the pagination), without the page; defaults left out. */
export function usedCarFilterParams(f: UsedCarFilters): Record<string, string | undefined> {
  return {
    model: f.model,
    minYear: f.minYear?.toString(),
    maxYear: f.maxYear?.toString(),
    price: f.price,
    maxMileage: f.maxMileage?.toString(),
    transmission: f.transmission,
    fuel: f.fuel,
    city: f.city,
    sort: f.sort === DEFAULT_USED_CAR_SORT ? undefined : f.sort,
  };
}

/** Whether any filter narrows the list (the sort and the page do not). */
export function hasUsedCarFilters(f: UsedCarFilters): boolean {
  const { sort: _sort, page: _page, ...narrowing } = f;
  return Object.values(narrowing).some((v) => v !== undefined);
}

/** The API's query for the filters (product-list and its filter fields). */
function apiQuery(f: UsedCarFilters) {
  const [minPrice, maxPrice] = (f.price ?? '-').split('-');
  return {
    slug: USED_CAR_SLUG,
    model: f.model,
    minYear: f.minYear,
    maxYear: f.maxYear,
    minPrice: minPrice || undefined,
    maxPrice: maxPrice || undefined,
    maxMileage: f.maxMileage,
    transmission: f.transmission,
    fuel: f.fuel,
    carCity: f.city,
    sort: f.sort,
    page: f.page,
    size: USED_CAR_PAGE_SIZE,
  };
}

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export const UsedCarCard = z.object({
  code: z.string().min(1),
  modelCode: z.string(),
  name: z.string(),
  variantName: z.string(),
  year: z.number().int(),
  mileageKm: z.number().int(),
  transmission: z.string(),
  fuel: z.string(),
  price: z.number(),
  status: z.string(),
  cityName: z.string(),
  branchName: z.string(),
  imageUrl: SitePath,
  url: SitePath,
});
export type UsedCarCard = z.infer<typeof UsedCarCard>;

const ListAnswer = envelope(
  z.object({
    title: z.string(),
    totalElements: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    content: z.array(UsedCarCard),
  }),
);

const Facet = z.object({ count: z.number().int() });
export const UsedCarFacets = z.object({
  total: z.number().int(),
  models: z.array(Facet.extend({ code: z.string(), name: z.string() })),
  years: z.array(Facet.extend({ year: z.number().int() })),
  cities: z.array(Facet.extend({ code: z.string(), name: z.string() })),
  transmissions: z.array(Facet.extend({ name: z.string() })),
  fuels: z.array(Facet.extend({ name: z.string() })),
});
export type UsedCarFacets = z.infer<typeof UsedCarFacets>;

export interface UsedCarList {
  title: string;
  totalElements: number;
  page: number;
  totalPages: number;
  cars: UsedCarCard[];
  /** Filter options; null when that call failed (the form then offers the built-in lists). */
  facets: UsedCarFacets | null;
}

/** §7 product-list?slug=certified-used-car-toyota with the filters, and the filter options beside it. */
export async function loadUsedCarList(filters: UsedCarFilters): Promise<UsedCarList> {
  const [list, facets] = await Promise.all([
    requireData('/api/product/v1/product-list', ListAnswer, apiQuery(filters)),
    softData('/api/product/v1/used-car/facets', envelope(UsedCarFacets)),
  ]);
  return {
    title: list.data.title,
    totalElements: list.data.totalElements,
    page: list.data.page,
    totalPages: list.data.totalPages,
    cars: list.data.content,
    facets: facets?.data ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// The car page
// ---------------------------------------------------------------------------------------------

const InspectionItem = z.object({ group: z.string(), item: z.string(), status: z.string(), note: z.string().nullable() });
export type InspectionItem = z.infer<typeof InspectionItem>;

export const UsedCarDetail = z.object({
  usedCar: z.object({
    code: z.string(),
    name: z.string(),
    brand: z.string(),
    model: z.string(),
    vehicleModelDate: z.string(),
    color: z.string(),
    mileageFromOdometer: z.number().int(),
    url: SitePath,
    price: z.number(),
    modelCode: z.string(),
    variantName: z.string(),
    year: z.number().int(),
    colorHex: z.string(),
    transmission: z.string(),
    fuel: z.string(),
    plateRegion: z.string(),
    ownerCount: z.number().int(),
    warrantyMonths: z.number().int(),
    description: z.string(),
    status: z.string(),
    listedDate: z.string(),
    imageUrl: SitePath,
    photos: z.array(z.object({ title: z.string(), imageUrl: SitePath })),
    inspection: z.object({
      score: z.number(),
      grade: z.string(),
      inspectedDate: z.string(),
      inspector: z.string(),
      pointsChecked: z.number().int(),
      items: z.array(InspectionItem),
    }),
  }),
  branch: z.object({
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    cityName: z.string(),
    phone: z.string(),
    whatsapp: z.string().regex(/^\d{8,15}$/),
    url: SitePath,
  }),
});
export type UsedCarDetail = z.infer<typeof UsedCarDetail>;

const ModelInfo = z.object({ name: z.string(), bodyType: z.string(), seats: z.number().int(), doors: z.number().int(), url: SitePath });
export type ModelInfo = z.infer<typeof ModelInfo>;

/** §7 product-detail category=USEDCAR; an unknown code is the page's 404. */
export async function loadUsedCar(code: string): Promise<UsedCarDetail> {
  return (await requireData('/api/product/v1/product-detail', envelope(UsedCarDetail), { code, category: 'USEDCAR' })).data;
}

/** The car page's optional sections: similar cars and the model's body facts (seats, doors). */
export async function loadUsedCarExtras(car: UsedCarDetail['usedCar']) {
  const [similar, model] = await Promise.all([
    softData(`/api/product/v1/used-car/similar/${encodeURIComponent(car.code)}`, envelope(z.array(UsedCarCard))),
    softData(`/api/product/v1/new-car-product/information/${encodeURIComponent(car.modelCode)}`, envelope(ModelInfo)),
  ]);
  return { similar: similar?.data ?? null, model: model?.data ?? null };
}

// ---------------------------------------------------------------------------------------------
// Credit estimate (§7 v2/creditcalculator on the car's price)
// ---------------------------------------------------------------------------------------------

export const DOWN_PAYMENT_OPTIONS = [20, 25, 30, 35, 40, 50] as const;
export const DEFAULT_DOWN_PAYMENT = 30;
export const DEFAULT_TENOR = 48;

export interface CreditChoice {
  downPaymentPercent: number;
  tenorMonths: number;
}

/** The estimate's inputs from the query string (`dp`, `tenor`), defaults when absent or out of range. */
export function parseCreditChoice(sp: SearchParams): CreditChoice {
  const dp = Number(firstParam(sp.dp));
  const tenor = Number(firstParam(sp.tenor));
  return {
    downPaymentPercent:
      Number.isInteger(dp) && dp >= DOWN_PAYMENT_MIN_PERCENT && dp <= DOWN_PAYMENT_MAX_PERCENT ? dp : DEFAULT_DOWN_PAYMENT,
    tenorMonths: (CREDIT_TENORS as readonly number[]).includes(tenor) ? tenor : DEFAULT_TENOR,
  };
}

const CreditAnswer = envelope(
  z.object({
    otrPrice: z.number(),
    downPayment: z.number(),
    tenorMonths: z.number().int(),
    monthlyInstallment: z.number(),
    totalDownPayment: z.number(),
    annualRate: z.number(),
  }),
);
export type CreditEstimate = z.infer<typeof CreditAnswer>['data'];

/** The monthly instalment for the car's price; null (logged) when the calculator cannot answer. */
export async function loadCreditEstimate(price: number, choice: CreditChoice): Promise<CreditEstimate | null> {
  try {
    const answer = await apiClient.post<unknown>('/api/product/v1/v2/creditcalculator', {
      otrPrice: price,
      downPaymentPercent: choice.downPaymentPercent,
      tenorMonths: choice.tenorMonths,
    });
    return CreditAnswer.parse(answer).data;
  } catch (error) {
    console.warn(`[page] credit estimate left out: ${(error as Error).message}`);
    return null;
  }
}

/** wa.me link to the branch with a prepared message. */
export const whatsAppLink = (number: string, message: string) => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
