/*
 * The new-car pages' pure parts (the list /c/mobil-baru-toyota and /c/testdrive-toyota, the
 * comparison, the model page): reading the list's filters and the compare codes from the query
 * string (what a hand-edited or stale link can hold), writing them back into links, the credit
 * simulation's opening choice and the dealer's WhatsApp links. No fetching: pages, loaders and
 * client islands share it.
 */
import type { Sort } from '@kemudi/domain/contracts/catalogue';
import type { ModelCard } from '@kemudi/domain/contracts/new-cars';
import { BODY_TYPES, FUELS, TRANSMISSIONS, whatsAppLink } from '@kemudi/domain/vocabulary';
import { firstParam, pageIndex, type SearchParams } from './search-params';

// ---------------------------------------------------------------------------------------------
// Filters of the list (§7 product-list?slug with the API's filter parameters)
// ---------------------------------------------------------------------------------------------

export const SORT_LABELS = {
  recommended: 'Rekomendasi',
  'price-asc': 'Harga terendah',
  'price-desc': 'Harga tertinggi',
  name: 'Nama (A–Z)',
} as const satisfies Partial<Record<Sort, string>>;
export type NewCarSort = keyof typeof SORT_LABELS;

/** Price bands a buyer picks from (rupiah, inclusive); the value is `min-max`, an open end left empty. */
export const PRICE_RANGES = [
  { value: '0-300000000', label: 'Di bawah Rp 300 juta' },
  { value: '300000000-500000000', label: 'Rp 300 – 500 juta' },
  { value: '500000000-800000000', label: 'Rp 500 – 800 juta' },
  { value: '800000000-1500000000', label: 'Rp 800 juta – 1,5 miliar' },
  { value: '1500000000-', label: 'Di atas Rp 1,5 miliar' },
] as const;

export const NEW_CAR_PAGE_SIZE = 12;

export interface NewCarFilters {
  model?: string | undefined;
  bodyType?: (typeof BODY_TYPES)[number] | undefined;
  price?: string | undefined;
  fuel?: string | undefined;
  transmission?: string | undefined;
  seats?: string | undefined;
  sort: NewCarSort;
  page: number;
}

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's filters from the query string; anything unknown is dropped (a stale link still lists cars). */
export function parseNewCarFilters(sp: SearchParams): NewCarFilters {
  const model = firstParam(sp.model);
  const seats = firstParam(sp.seats);
  return {
    model: model && /^[a-z0-9-]{1,60}$/i.test(model) ? model : undefined,
    bodyType: oneOf(firstParam(sp.bodyType), BODY_TYPES),
    price: oneOf(
      firstParam(sp.price),
      PRICE_RANGES.map((r) => r.value),
    ),
    fuel: oneOf(firstParam(sp.fuel), FUELS),
    transmission: oneOf(firstParam(sp.transmission), TRANSMISSIONS),
    seats: seats && /^\d{1,2}$/.test(seats) ? seats : undefined,
    sort: oneOf(firstParam(sp.sort), Object.keys(SORT_LABELS) as NewCarSort[]) ?? 'recommended',
    page: pageIndex(sp.page),
  };
}

/** The filters as query parameters for links (pagination, sort), without the page. */
export function filterParams(f: NewCarFilters): Record<string, string | undefined> {
  return {
    model: f.model,
    bodyType: f.bodyType,
    price: f.price,
    fuel: f.fuel,
    transmission: f.transmission,
    seats: f.seats,
    sort: f.sort === 'recommended' ? undefined : f.sort,
  };
}

export const hasFilters = (f: NewCarFilters) =>
  [f.model, f.bodyType, f.price, f.fuel, f.transmission, f.seats].some((v) => v !== undefined);

/** A price band (`min-max`, either end may be open) as the API's minPrice/maxPrice. */
export function priceBounds(price: string | undefined): { minPrice?: string; maxPrice?: string } {
  if (!price) return {};
  const [min, max] = price.split('-');
  return { ...(min ? { minPrice: min } : {}), ...(max ? { maxPrice: max } : {}) };
}

/** The visitor's chosen city (the layout's city picker), whose OTR prices the pages show. */
export interface PriceCity {
  provinceIsocode: string;
  cityIsocode: string;
  name: string;
}

export interface NewCarList {
  city: PriceCity;
  filters: NewCarFilters;
  cards: ModelCard[];
  total: number;
  totalPages: number;
  /** Every model (name order kept editorial) for the model filter and seat options. */
  allModels: { code: string; name: string; seats: number }[];
}

// ---------------------------------------------------------------------------------------------
// Compare (/c/mobil-baru-toyota/bandingkan?codes=)
// ---------------------------------------------------------------------------------------------

export const MAX_COMPARE = 3;

/** `?codes=a,b` or `?codes=a&codes=b` (the list's checkboxes) → distinct codes, at most three. */
export function parseCompareCodes(raw: string | string[] | undefined): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const codes = values
    .flatMap((v) => v.split(','))
    .map((c) => c.trim())
    .filter((c) => /^[A-Za-z0-9-]{1,60}$/.test(c));
  return [...new Set(codes)].slice(0, MAX_COMPARE);
}

// ---------------------------------------------------------------------------------------------
// Credit simulation and the dealer's WhatsApp
// ---------------------------------------------------------------------------------------------

/** The credit simulation a model page opens with: 20 % down, 36 months (shown before any JavaScript runs). */
export const DEFAULT_DOWN_PAYMENT_PERCENT = 20;
export const DEFAULT_TENOR = 36;

/** The new-car (sales) branch a visitor's WhatsApp chat goes to. */
export interface SalesContact {
  branchName: string;
  cityName: string;
  /** Digits only (62…), as wa.me wants them. */
  whatsapp: string;
}

/** wa.me link to the dealer with a prepared message. */
export const salesWhatsAppLink = (contact: SalesContact, message: string) => whatsAppLink(contact.whatsapp, message);
