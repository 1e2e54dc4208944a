/*
 * The new-car pages' pure parts (the list /c/mobil-baru-toyota and /c/testdrive-toyota, the
 * comparison, the model page): reading the list's filters and the compare codes from the query
 * string (what a hand-edited or stale link can hold), writing them back into links, the line-up's
 * groups and type chips, the credit
 * simulation's opening choice and the dealer's WhatsApp links. No fetching: pages, loaders and
 * client islands share it.
 */
import type { Sort } from '@kemudi/domain/contracts/catalogue';
import type { ModelCard } from '@kemudi/domain/contracts/new-cars';
import { BODY_TYPES, bodyTypeLabel, FUELS, TRANSMISSIONS, whatsAppLink } from '@kemudi/domain/vocabulary';
import { firstParam, type SearchParams } from './search-params';

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

/**
 * The line-up as a buyer browses it (issue 15): every model on one page, in groups by type as
 * Toyota's own sites show them. Each body type belongs to exactly one group; a body type added to
 * the catalogue later gets a group of its own after these.
 */
export const CAR_GROUPS = [
  { value: 'mpv', label: 'MPV', bodyTypes: ['mpv'] },
  { value: 'suv', label: 'SUV', bodyTypes: ['suv'] },
  { value: 'hatchback', label: 'Hatchback', bodyTypes: ['hatchback'] },
  { value: 'sedan', label: 'Sedan', bodyTypes: ['sedan'] },
  { value: 'komersial', label: 'Pikap & Komersial', bodyTypes: ['pickup', 'van'] },
  { value: 'sport', label: 'Mobil Sport', bodyTypes: ['sports'] },
] as const satisfies readonly { value: string; label: string; bodyTypes: readonly (typeof BODY_TYPES)[number][] }[];

/** A chip across the groups: the models with a hybrid or battery-electric variant. */
export const ELECTRIFIED = { value: 'elektrifikasi', label: 'Hybrid & Listrik', fuels: ['Hybrid', 'Listrik'] } as const;

/** A chip across the groups: the models with a GR Sport variant, and the GR cars (isGrSport; issue 15). */
export const GR_SPORT = { value: 'gr-sport', label: 'GR Sport' } as const;

/** The `tipe` parameter: a group, the electrified models or the GR Sport models of every group. */
export const CAR_TYPES = [...CAR_GROUPS.map((g) => g.value), ELECTRIFIED.value, GR_SPORT.value] as const;
export type CarType = (typeof CAR_TYPES)[number];

export interface NewCarFilters {
  /** The chips above the list (?tipe=); narrowed here, after the API's filters. */
  tipe?: CarType | undefined;
  model?: string | undefined;
  /** The body type the list once filtered with (kept so old links still narrow the list). */
  bodyType?: (typeof BODY_TYPES)[number] | undefined;
  price?: string | undefined;
  fuel?: string | undefined;
  transmission?: string | undefined;
  seats?: string | undefined;
  sort: NewCarSort;
}

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The list's filters from the query string; anything unknown is dropped (a stale link still lists
 * cars). `page` is no longer read: the whole line-up is on one page, so an old `?page=3` shows it all.
 */
export function parseNewCarFilters(sp: SearchParams): NewCarFilters {
  const model = firstParam(sp.model);
  const seats = firstParam(sp.seats);
  return {
    tipe: oneOf(firstParam(sp.tipe), CAR_TYPES),
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
  };
}

/** The filters as query parameters for links and hidden fields (sort, chips). */
export function filterParams(f: NewCarFilters): Record<string, string | undefined> {
  return {
    tipe: f.tipe,
    model: f.model,
    bodyType: f.bodyType,
    price: f.price,
    fuel: f.fuel,
    transmission: f.transmission,
    seats: f.seats,
    sort: f.sort === 'recommended' ? undefined : f.sort,
  };
}

/** Filters the API applies (everything but the type chips and the order). */
export const hasApiFilters = (f: NewCarFilters) => [f.model, f.bodyType, f.price, f.fuel, f.transmission, f.seats].some((v) => v !== undefined);

export const hasFilters = (f: NewCarFilters) => f.tipe !== undefined || hasApiFilters(f);

/** How many filters of the form (not the chips) are in use, for its "Filter" summary. */
export const formFilterCount = (f: NewCarFilters) => [f.model, f.price, f.fuel, f.transmission, f.seats].filter((v) => v !== undefined).length;

/** The group a body type belongs to; an unknown one is a group of its own, named as it is. */
export function groupOf(bodyType: string): { value: string; label: string } {
  const group = CAR_GROUPS.find((g) => (g.bodyTypes as readonly string[]).includes(bodyType));
  return group ? { value: group.value, label: group.label } : { value: bodyType, label: bodyTypeLabel(bodyType) };
}

/** Whether a model belongs under a chip. */
export function isOfType(card: Pick<ModelCard, 'bodyType' | 'fuels' | 'grSport'>, tipe: CarType): boolean {
  if (tipe === ELECTRIFIED.value) return card.fuels.some((fuel) => (ELECTRIFIED.fuels as readonly string[]).includes(fuel));
  if (tipe === GR_SPORT.value) return card.grSport === true;
  return groupOf(card.bodyType).value === tipe;
}

export interface CarGroup {
  value: string;
  label: string;
  cards: ModelCard[];
}

/** The cards in their groups, in the groups' order; within a group the list's order (the sort) is kept. */
export function groupCards(cards: readonly ModelCard[]): CarGroup[] {
  const groups = new Map(CAR_GROUPS.map((g): [string, CarGroup] => [g.value, { value: g.value, label: g.label, cards: [] }]));
  for (const card of cards) {
    const { value, label } = groupOf(card.bodyType);
    const group = groups.get(value) ?? { value, label, cards: [] };
    group.cards.push(card);
    groups.set(value, group);
  }
  return [...groups.values()].filter((g) => g.cards.length > 0);
}

/** The chip shown as chosen: the `tipe`, or the group of an old link's `bodyType`. */
export function activeType(f: NewCarFilters): string | undefined {
  return f.tipe ?? (f.bodyType ? groupOf(f.bodyType).value : undefined);
}

export interface TypeChip {
  /** The `tipe` value; undefined for "Semua". */
  value: string | undefined;
  label: string;
  count: number;
}

/**
 * The chips above the list, each with how many models of the list (after the form's filters) it
 * holds: "Semua", then every group with a model, then the electrified models when there are any.
 * The chosen chip is always offered, even when nothing matches it.
 */
export function typeChips(cards: readonly ModelCard[], active: string | undefined): TypeChip[] {
  const groups = groupCards(cards);
  const chips: TypeChip[] = [{ value: undefined, label: 'Semua', count: cards.length }];
  for (const g of CAR_GROUPS) {
    const count = groups.find((x) => x.value === g.value)?.cards.length ?? 0;
    if (count > 0 || active === g.value) chips.push({ value: g.value, label: g.label, count });
  }
  for (const g of groups) if (!chips.some((c) => c.value === g.value)) chips.push({ value: g.value, label: g.label, count: g.cards.length });
  const electrified = cards.filter((c) => isOfType(c, ELECTRIFIED.value)).length;
  if (electrified > 0 || active === ELECTRIFIED.value) chips.push({ value: ELECTRIFIED.value, label: ELECTRIFIED.label, count: electrified });
  const grSport = cards.filter((c) => isOfType(c, GR_SPORT.value)).length;
  if (grSport > 0 || active === GR_SPORT.value) chips.push({ value: GR_SPORT.value, label: GR_SPORT.label, count: grSport });
  return chips;
}

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
  /** Every model that passes the filters and the chosen chip, in the list's order. */
  cards: ModelCard[];
  /** Every model that passes the form's filters, whatever the chip: what the chips count. */
  matching: ModelCard[];
  /** Every model (name order kept editorial) for the model filter and seat options. */
  allModels: { code: string; name: string; seats: number; minSeats: number }[];
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
