/*
 * The after-sales catalogue pages' pure helpers (issue 4): accessories (/aksesoris), service coupons
 * (/c/kupon-service) and service packages (/c/paketservistoyota). What each listing is called, the
 * words of its filters, the filters as the query string carries them, and which branch service
 * honours a coupon. No fetching: pages, loaders and components share them.
 */
import type { AftersalesItemCard } from '@kemudi/domain/contracts/aftersales';
import type { Branch, BranchService } from '@kemudi/domain/contracts/branches';
import type { FacetsData } from '@kemudi/domain/contracts/catalogue';
import { ROUTES } from '@kemudi/domain/routes';
import { firstParam, pageIndex, type SearchParams } from './search-params';

export type AftersalesKind = 'ACCESSORY' | 'COUPON' | 'PACKAGE';

export const LIST_PAGE_SIZE = 12;

// ---------------------------------------------------------------------------------------------
// What each listing is called, and the words its filters use
// ---------------------------------------------------------------------------------------------

export interface ListingInfo {
  kind: AftersalesKind;
  path: string;
  /** The listing's name: h1, breadcrumb, title. */
  title: string;
  /** The listing's name in the breadcrumb of one of its items (shorter for coupons and packages). */
  crumb: string;
  /** A noun for counts and the pagination label: 'aksesoris', 'kupon', 'paket'. */
  noun: string;
  /** The query parameter of the `type` filter and its label. */
  typeParam: 'kategori' | 'jenis';
  typeLabel: string;
  description: string;
  keywords: string[];
}

export const LISTINGS: Record<AftersalesKind, ListingInfo> = {
  ACCESSORY: {
    kind: 'ACCESSORY',
    path: ROUTES.accessories,
    title: 'Aksesoris Toyota',
    crumb: 'Aksesoris Toyota',
    noun: 'aksesoris',
    typeParam: 'kategori',
    typeLabel: 'Kategori',
    description:
      'Aksesoris resmi Toyota Genuine Accessories, TRD Sportivo, Modellista dan GR Parts: eksterior, interior, elektronik, keselamatan dan perawatan, dipasang teknisi bengkel resmi dengan garansi.',
    keywords: ['aksesoris Toyota', 'aksesoris original Toyota', 'TRD Sportivo', 'Modellista', 'GR Parts', 'body kit Toyota'],
  },
  COUPON: {
    kind: 'COUPON',
    path: ROUTES.coupons,
    title: 'Kupon Servis Toyota',
    crumb: 'Kupon Servis',
    noun: 'kupon',
    typeParam: 'jenis',
    typeLabel: 'Jenis servis',
    description:
      'Beli kupon servis Toyota lebih hemat: servis berkala, perawatan AC, kaki-kaki, body & cat, dan home service. Harga terkunci, ditukar di bengkel resmi Toyota.',
    keywords: ['kupon servis Toyota', 'voucher servis Toyota', 'servis berkala murah', 'promo servis Toyota'],
  },
  PACKAGE: {
    kind: 'PACKAGE',
    path: ROUTES.packages,
    title: 'Paket Servis Toyota',
    crumb: 'Paket Servis',
    noun: 'paket',
    typeParam: 'jenis',
    typeLabel: 'Jenis paket',
    description:
      'Paket servis Toyota dengan harga pasti: servis berkala 1.000 hingga 100.000 km, paket hemat, perawatan AC, kaki-kaki dan mesin, dengan jasa dan suku cadang asli yang jelas rinciannya.',
    keywords: ['paket servis Toyota', 'servis berkala Toyota', 'harga servis Toyota', 'paket hemat servis'],
  },
};

/** Coupons carry a service-type code; visitors read its Indonesian name. */
const COUPON_TYPE_LABELS: Record<string, string> = {
  berkala: 'Servis Berkala',
  ac: 'Perawatan AC',
  'kaki-kaki': 'Kaki-kaki',
  'body-paint': 'Body & Cat',
  'home-service': 'Home Service',
};

/** The name a visitor reads for a `type` value (accessory categories and package types are already names). */
export function typeLabel(kind: AftersalesKind, value: string): string {
  if (kind === 'COUPON') return COUPON_TYPE_LABELS[value.toLowerCase()] ?? value;
  return value;
}

export const SORT_OPTIONS = [
  { value: 'recommended', label: 'Rekomendasi' },
  { value: 'price-asc', label: 'Harga terendah' },
  { value: 'price-desc', label: 'Harga tertinggi' },
  { value: 'name', label: 'Nama (A–Z)' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export interface PriceBand {
  /** The `harga` query value, `min-max` (max empty = no upper bound). */
  value: string;
  label: string;
  min: number;
  max: number | undefined;
}

const band = (min: number, max: number | undefined, label: string): PriceBand => ({ value: `${min}-${max ?? ''}`, label, min, max });

// The cheaper bands are the same in every catalogue; above them each has its own steps.
const UNDER_1M = [band(0, 499_999, 'Di bawah Rp 500 ribu'), band(500_000, 999_999, 'Rp 500 ribu – Rp 1 juta')];
const UNDER_2M = [...UNDER_1M, band(1_000_000, 1_999_999, 'Rp 1 juta – Rp 2 juta')];

/** Price bands of the `harga` filter, fitted to each catalogue's prices (coupons and packages cost less than body kits). */
export const PRICE_BANDS: Record<AftersalesKind, PriceBand[]> = {
  ACCESSORY: [
    ...UNDER_1M,
    band(1_000_000, 2_999_999, 'Rp 1 juta – Rp 3 juta'),
    band(3_000_000, 4_999_999, 'Rp 3 juta – Rp 5 juta'),
    band(5_000_000, 9_999_999, 'Rp 5 juta – Rp 10 juta'),
    band(10_000_000, undefined, 'Rp 10 juta ke atas'),
  ],
  COUPON: [
    ...UNDER_2M,
    band(2_000_000, 4_999_999, 'Rp 2 juta – Rp 5 juta'),
    band(5_000_000, undefined, 'Rp 5 juta ke atas'),
  ],
  PACKAGE: [
    ...UNDER_2M,
    band(2_000_000, undefined, 'Rp 2 juta ke atas'),
  ],
};

// ---------------------------------------------------------------------------------------------
// The list's filters, read from the query string
// ---------------------------------------------------------------------------------------------

export interface ListFilters {
  model: string | undefined;
  type: string | undefined;
  band: PriceBand | undefined;
  q: string | undefined;
  sort: SortValue;
  /** 0-based. */
  page: number;
}

const CODE = /^[a-z0-9-]{1,60}$/i;

/** The filters a listing's query string asks for; anything unreadable is left out rather than refused. */
export function readListFilters(kind: AftersalesKind, params: SearchParams): ListFilters {
  const info = LISTINGS[kind];
  const model = firstParam(params.model);
  const sort = firstParam(params.urutkan);
  const harga = firstParam(params.harga);
  return {
    model: model && CODE.test(model) ? model.toLowerCase() : undefined,
    type: firstParam(params[info.typeParam])?.slice(0, 50),
    band: PRICE_BANDS[kind].find((b) => b.value === harga),
    q: firstParam(params.q)?.replace(/\s+/g, ' ').slice(0, 100),
    sort: SORT_OPTIONS.find((o) => o.value === sort)?.value ?? 'recommended',
    page: pageIndex(params.page),
  };
}

/** The query string that reproduces the filters (without the page): for links and the pagination. */
export function filterParams(kind: AftersalesKind, f: ListFilters): Record<string, string | undefined> {
  return {
    q: f.q,
    model: f.model,
    [LISTINGS[kind].typeParam]: f.type,
    harga: f.band?.value,
    urutkan: f.sort === 'recommended' ? undefined : f.sort,
  };
}

/** Whether the visitor narrowed the list (the sort alone does not narrow it). */
export const isFiltered = (f: ListFilters) => Boolean(f.model || f.type || f.band || f.q);

/** One page of a listing as products and products/facets answer it. */
export interface Listing {
  /** The filter form's choices; null when that call failed (the form then leaves them out). */
  facets: FacetsData | null;
  items: AftersalesItemCard[];
  totalElements: number;
  totalPages: number;
}

// ---------------------------------------------------------------------------------------------
// Where an item is redeemed or installed: the branches offering the service near the visitor
// ---------------------------------------------------------------------------------------------

/** The branch service that honours a coupon of this service type (body & paint and home service have their own). */
export function serviceOfCoupon(serviceType: string): BranchService {
  if (serviceType === 'body-paint') return 'body-paint';
  if (serviceType === 'home-service') return 'home-service';
  return 'bengkel';
}

export const REDEEM_BRANCH_LIMIT = 4;

export interface RedeemPlaces {
  /** The visitor's chosen city. */
  city: { provinceIsocode: string; cityIsocode: string; name: string };
  /** Where the listed branches are: the chosen city, its province, or anywhere. */
  scope: 'city' | 'province' | 'national';
  branches: Branch[];
  total: number;
}

/** What every item page shows around the item itself. */
export interface DetailContext {
  /** The site origin, for canonical and JSON-LD URLs. */
  origin: string;
  /** Where to buy or redeem; null when the branch search failed (the page then only links to the dealer list). */
  places: RedeemPlaces | null;
  /** Other items of the same kind. */
  similar: AftersalesItemCard[];
}
