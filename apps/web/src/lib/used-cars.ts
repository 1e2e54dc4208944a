/*
 * The certified used-car pages' pure helpers (issue 4): the list's filters as the query string
 * carries them (/c/certified-used-car-toyota?model=&minYear=…, a GET form that works without
 * JavaScript), their options and labels, and the credit choice (?dp=&tenor=&asuransi=). No
 * fetching: pages, loaders and components share them.
 */
import {
  CREDIT_TENORS,
  DEFAULT_INSURANCE_KIND,
  DOWN_PAYMENT_MAX_PERCENT,
  DOWN_PAYMENT_MIN_PERCENT,
  INSURANCE_KINDS,
  type InsuranceKind,
} from '@kemudi/domain/credit';
import { FUELS, TRANSMISSIONS } from '@kemudi/domain/vocabulary';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_TENOR } from './new-cars';
import { firstParam, pageIndex, type SearchParams } from './search-params';

export const USED_CAR_SLUG = 'certified-used-car-toyota';
export const USED_CAR_PAGE_SIZE = 12;

// ---------------------------------------------------------------------------------------------
// Filters
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

// The certified stock holds no electric car and lists its hybrids' gearboxes as CVT: the filter
// offers the catalogue's words (the vocabulary) without Listrik and e-CVT.
export const USED_CAR_TRANSMISSIONS = TRANSMISSIONS.filter((t) => t !== 'e-CVT');
export const USED_CAR_FUELS = FUELS.filter((f) => f !== 'Listrik');

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
    transmission: oneOf<string>(firstParam(sp.transmission), USED_CAR_TRANSMISSIONS),
    fuel: oneOf<string>(firstParam(sp.fuel), USED_CAR_FUELS),
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

// ---------------------------------------------------------------------------------------------
// Credit simulation on the car page and its booking page (§7 v2/creditcalculator on the car's price)
// ---------------------------------------------------------------------------------------------

/** The simulator's slider moves in steps of this many percent. */
const DOWN_PAYMENT_STEP = 5;

export interface CreditChoice {
  downPaymentPercent: number;
  tenorMonths: number;
  insuranceKind: InsuranceKind;
}

/**
 * The simulation's inputs from the query string (`dp`, `tenor`, `asuransi`: the used-car page's
 * simulator carries them to the booking page), the defaults when absent or out of range.
 */
export function parseCreditChoice(sp: SearchParams): CreditChoice {
  const dp = Number(firstParam(sp.dp));
  const tenor = Number(firstParam(sp.tenor));
  const insurance = firstParam(sp.asuransi);
  return {
    downPaymentPercent:
      Number.isInteger(dp) && dp % DOWN_PAYMENT_STEP === 0 && dp >= DOWN_PAYMENT_MIN_PERCENT && dp <= DOWN_PAYMENT_MAX_PERCENT
        ? dp
        : DEFAULT_DOWN_PAYMENT_PERCENT,
    tenorMonths: (CREDIT_TENORS as readonly number[]).includes(tenor) ? tenor : DEFAULT_TENOR,
    insuranceKind: INSURANCE_KINDS.find((k) => k === insurance) ?? DEFAULT_INSURANCE_KIND,
  };
}
