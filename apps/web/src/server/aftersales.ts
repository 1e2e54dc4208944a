import 'server-only';

import { ROUTES } from '@kemudi/domain/routes';
import { cache } from 'react';
import { z } from 'zod';
import { apiClient } from './api-client';
import { firstParam, pageIndex, requireData, softData } from './fetch-data';
import { loadSiteOrigin } from './site';
import { type LayoutCity, loadLayout } from './layout';
import { LinkUrl, Review, envelope } from './schemas';

/*
 * Loaders of the after-sales catalogue pages (issue 4): accessories (/aksesoris), service coupons
 * (/c/kupon-service) and service packages (/c/paketservistoyota), their lists and a page each.
 * Page → these loaders → the API client → product/v1 products, products/facets, product-detail
 * (STYLE "One data path"); the answers are parsed here with only the fields the pages read.
 */

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

export type SearchParams = Record<string, string | string[] | undefined>;

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

// ---------------------------------------------------------------------------------------------
// Answer shapes (apps/api/src/modules/product/schemas.ts), only the fields the pages read
// ---------------------------------------------------------------------------------------------

const cardBase = {
  code: z.string().min(1),
  name: z.string(),
  price: z.number(),
  strikeThroughPrice: z.number().nullable(),
  imageUrl: LinkUrl,
  url: LinkUrl,
};

export const AftersalesItemCard = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ACCESSORY'), ...cardBase, brand: z.string(), category: z.string() }),
  z.object({ kind: z.literal('COUPON'), ...cardBase, serviceType: z.string(), validUntil: z.string() }),
  z.object({ kind: z.literal('PACKAGE'), ...cardBase, type: z.string(), kmInterval: z.number().nullable() }),
]);
export type AftersalesItemCard = z.infer<typeof AftersalesItemCard>;

const ListAnswer = z.object({
  data: z.object({
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    content: z.array(AftersalesItemCard),
  }),
});

const Facets = z.object({
  total: z.number().int(),
  types: z.array(z.object({ value: z.string(), count: z.number().int() })),
  models: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
});
export type Facets = z.infer<typeof Facets>;
const FacetsAnswer = z.object({ data: Facets });

export interface ListingData {
  info: ListingInfo;
  filters: ListFilters;
  facets: Facets | null;
  items: AftersalesItemCard[];
  totalElements: number;
  totalPages: number;
}

/** One listing page: the cards that pass the filters (12 a page) and the choices of the filter form. */
export async function loadListing(kind: AftersalesKind, params: SearchParams): Promise<ListingData> {
  const filters = readListFilters(kind, params);
  const [list, facets] = await Promise.all([
    requireData('/api/product/v1/products', ListAnswer, {
      category: kind,
      model: filters.model,
      type: filters.type,
      q: filters.q,
      minPrice: filters.band?.min,
      maxPrice: filters.band?.max,
      sort: filters.sort,
      page: filters.page,
      size: LIST_PAGE_SIZE,
    }),
    // Without its choices the form still works: the model and kind fields are left out.
    softData('/api/product/v1/products/facets', FacetsAnswer, { category: kind }),
  ]);
  return {
    info: LISTINGS[kind],
    filters,
    facets: facets?.data ?? null,
    items: list.data.content,
    totalElements: list.data.totalElements,
    totalPages: list.data.totalPages,
  };
}

// ---------------------------------------------------------------------------------------------
// Detail pages (product-detail?category=ACCESSORY|COUPON|PACKAGE)
// ---------------------------------------------------------------------------------------------

export type ItemReview = z.infer<typeof Review>;

const RateData = z.object({ average: z.number(), count: z.number().int(), content: z.array(Review) });
export type RateData = z.infer<typeof RateData>;

const itemBase = {
  ...cardBase,
  discountPercent: z.number().nullable(),
  description: z.string(),
  fittingModels: z.array(z.object({ code: z.string(), name: z.string(), url: LinkUrl })),
};

/** A product-detail answer: an item of one kind (the fields every kind has, plus its own) and its reviews. */
const detailAnswer = <K extends AftersalesKind, F extends z.ZodRawShape>(category: K, fields: F) =>
  envelope(z.object({ category: z.literal(category), item: z.object({ ...itemBase, ...fields }), rateData: RateData }));

const AccessoryAnswer = detailAnswer('ACCESSORY', {
  brand: z.string(),
  accessoryCategory: z.string(),
  installMinutes: z.number().nullable(),
  warrantyMonths: z.number().nullable(),
});
export type AccessoryDetail = z.infer<typeof AccessoryAnswer>['data'];

const CouponAnswer = detailAnswer('COUPON', {
  serviceType: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  isActive: z.boolean(),
  usableDays: z.number().int(),
  quota: z.number().int(),
  terms: z.array(z.string()),
});
export type CouponDetail = z.infer<typeof CouponAnswer>['data'];

const PackageAnswer = detailAnswer('PACKAGE', {
  type: z.string(),
  kmInterval: z.number().nullable(),
  durationMinutes: z.number().int(),
  items: z.array(z.object({ name: z.string(), kind: z.string() })),
});
export type PackageDetail = z.infer<typeof PackageAnswer>['data'];

const detail = <S extends z.ZodType>(category: AftersalesKind, code: string, schema: S) =>
  requireData('/api/product/v1/product-detail', schema, { category, code });

// Each is read once per request, by generateMetadata and the page alike.

/** An accessory's page; an unknown code is the page's 404. */
export const loadAccessory = cache(async (code: string): Promise<AccessoryDetail> => (await detail('ACCESSORY', code, AccessoryAnswer)).data);

/** A coupon's page (coupons not on sale today too: their page says so); an unknown code is the page's 404. */
export const loadCoupon = cache(async (code: string): Promise<CouponDetail> => (await detail('COUPON', code, CouponAnswer)).data);

/** A package's page; an unknown code is the page's 404. */
export const loadPackage = cache(async (code: string): Promise<PackageDetail> => (await detail('PACKAGE', code, PackageAnswer)).data);

/** Other items of the same kind for the first model the item fits (the item itself left out), for "Lainnya". */
export async function loadSimilar(kind: AftersalesKind, code: string, model: string | undefined, type?: string): Promise<AftersalesItemCard[]> {
  const answer = await softData('/api/product/v1/products', ListAnswer, {
    category: kind,
    model,
    type,
    size: 5,
  });
  return (answer?.data.content ?? []).filter((c) => c.code !== code).slice(0, 4);
}

// ---------------------------------------------------------------------------------------------
// Where an item is redeemed or installed: the branches offering the service near the visitor
// ---------------------------------------------------------------------------------------------

export type BranchService = 'bengkel' | 'body-paint' | 'home-service';

/** The branch service that honours a coupon of this service type (body & paint and home service have their own). */
export function serviceOfCoupon(serviceType: string): BranchService {
  if (serviceType === 'body-paint') return 'body-paint';
  if (serviceType === 'home-service') return 'home-service';
  return 'bengkel';
}

const Branch = z.object({
  slug: z.string().min(1),
  name: z.string(),
  address: z.string(),
  cityName: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  url: LinkUrl,
});
export type RedeemBranch = z.infer<typeof Branch>;
const BranchPageAnswer = z.object({ data: z.object({ totalElements: z.number().int(), content: z.array(Branch) }) });

export interface RedeemPlaces {
  city: LayoutCity;
  /** Where the listed branches are: the chosen city, its province, or anywhere. */
  scope: 'city' | 'province' | 'national';
  branches: RedeemBranch[];
  total: number;
}

export const REDEEM_BRANCH_LIMIT = 4;

/**
 * §7 POST parameter branch (service filter): the branches offering the service in the visitor's
 * city; when the city has none, in its province; else anywhere. Null when the call fails (the page
 * then only links to the dealer list).
 */
export async function loadRedeemPlaces(service: BranchService): Promise<RedeemPlaces | null> {
  const { city } = await loadLayout();
  const search = async (where: Record<string, string>) =>
    BranchPageAnswer.parse(await apiClient.post<unknown>('/api/parameter/v1/branch', { ...where, service, size: REDEEM_BRANCH_LIMIT })).data;
  try {
    const inCity = await search({ city: city.cityIsocode });
    if (inCity.totalElements > 0) return { city, scope: 'city', branches: inCity.content, total: inCity.totalElements };
    const inProvince = await search({ province: city.provinceIsocode });
    if (inProvince.totalElements > 0) return { city, scope: 'province', branches: inProvince.content, total: inProvince.totalElements };
    const anywhere = await search({});
    return { city, scope: 'national', branches: anywhere.content, total: anywhere.totalElements };
  } catch (error) {
    console.warn(`[page] redeem branches left out: ${(error as Error).message}`);
    return null;
  }
}

/** Whether a customer is logged in (the buy button's target depends on it). */
export async function loadIsLoggedIn(): Promise<boolean> {
  return (await loadLayout()).user !== null;
}

export interface DetailContext {
  origin: string;
  loggedIn: boolean;
  places: RedeemPlaces | null;
  similar: AftersalesItemCard[];
}

/**
 * What every item page shows around the item itself, read in parallel: the site origin (canonical
 * and JSON-LD URLs), whether the visitor is logged in, where to buy or redeem, and similar items.
 */
export async function loadDetailContext(
  kind: AftersalesKind,
  code: string,
  { service, model, type }: { service: BranchService; model?: string | undefined; type?: string | undefined },
): Promise<DetailContext> {
  const [origin, loggedIn, places, similar] = await Promise.all([
    loadSiteOrigin(),
    loadIsLoggedIn(),
    loadRedeemPlaces(service),
    loadSimilar(kind, code, model, type),
  ]);
  return { origin, loggedIn, places, similar };
}
