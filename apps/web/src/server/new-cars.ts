import 'server-only';

import { FIRST_PAGE, PAGE_SIZE } from '@kemudi/domain/constants';
import { z } from 'zod';
import { firstParam, pageIndex, requireData, requirePost, softData, softPost } from './fetch-data';
import { type LayoutCity, loadLayout } from './layout';
import { LinkUrl, Review, SitePath, envelope } from './schemas';

/*
 * New-car pages (issue 4): the list /c/mobil-baru-toyota, the model page
 * /mobil-baru-toyota/p/{model}, the full specification, the comparison and the test-drive list.
 * Every answer is parsed here with only the fields the pages read (STYLE "One data path"); prices
 * are asked for the visitor's chosen city (loadLayout().city → cityCode).
 */

// ---------------------------------------------------------------------------------------------
// Filters of the list (§7 product-list?slug with the API's filter parameters)
// ---------------------------------------------------------------------------------------------

export const BODY_TYPE_LABELS: Record<string, string> = {
  hatchback: 'Hatchback',
  mpv: 'MPV',
  suv: 'SUV',
  sedan: 'Sedan',
  pickup: 'Pikap',
  van: 'Van',
  sports: 'Mobil Sport',
};
export const FUELS = ['Bensin', 'Diesel', 'Hybrid', 'Listrik'] as const;
export const TRANSMISSIONS = ['Manual', 'CVT', 'Otomatis', 'e-CVT'] as const;
export const SORT_LABELS = {
  recommended: 'Rekomendasi',
  'price-asc': 'Harga terendah',
  'price-desc': 'Harga tertinggi',
  name: 'Nama (A–Z)',
} as const;
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
  bodyType?: string | undefined;
  price?: string | undefined;
  fuel?: string | undefined;
  transmission?: string | undefined;
  seats?: string | undefined;
  sort: NewCarSort;
  page: number;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's filters from the query string; anything unknown is dropped (a stale link still lists cars). */
export function parseNewCarFilters(sp: SearchParams): NewCarFilters {
  const model = firstParam(sp.model);
  const seats = firstParam(sp.seats);
  return {
    model: model && /^[a-z0-9-]{1,60}$/i.test(model) ? model : undefined,
    bodyType: oneOf(firstParam(sp.bodyType), Object.keys(BODY_TYPE_LABELS)),
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

function priceBounds(price: string | undefined): { minPrice?: string; maxPrice?: string } {
  if (!price) return {};
  const [min, max] = price.split('-');
  return { ...(min ? { minPrice: min } : {}), ...(max ? { maxPrice: max } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Answer shapes (apps/api/src/modules/product/schemas.ts)
// ---------------------------------------------------------------------------------------------

export const ModelCard = z.object({
  code: z.string().min(1),
  name: z.string(),
  bodyType: z.string(),
  tagline: z.string(),
  seats: z.number().int(),
  fuels: z.array(z.string()),
  transmissions: z.array(z.string()),
  lowestPrice: z.number(),
  highestPrice: z.number(),
  strikeThroughPrice: z.number().nullable(),
  discountPercent: z.number().nullable(),
  imageUrl: LinkUrl,
  url: SitePath,
  colors: z.array(z.object({ name: z.string(), hex: z.string() })),
});
export type ModelCard = z.infer<typeof ModelCard>;

const CardPage = envelope(
  z.object({
    cityCode: z.string(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    content: z.array(ModelCard),
  }),
);

export interface NewCarList {
  city: LayoutCity;
  filters: NewCarFilters;
  cards: ModelCard[];
  total: number;
  totalPages: number;
  /** Every model (name order kept editorial) for the model filter and seat options. */
  allModels: { code: string; name: string; seats: number }[];
}

async function loadCardsPage(slug: string, f: NewCarFilters, cityCode: string, size = NEW_CAR_PAGE_SIZE) {
  return (
    await requireData('/api/product/v1/product-list', CardPage, {
      slug,
      cityCode,
      model: f.model,
      bodyType: f.bodyType,
      fuel: f.fuel,
      transmission: f.transmission,
      seats: f.seats,
      ...priceBounds(f.price),
      sort: f.sort,
      page: f.page,
      size,
    })
  ).data;
}

/** §7 product-list?slug=mobil-baru-toyota (or testdrive-toyota) with the filters, for the chosen city. */
export async function loadNewCarList(sp: SearchParams, slug = 'mobil-baru-toyota'): Promise<NewCarList> {
  const { city } = await loadLayout();
  const filters = parseNewCarFilters(sp);
  const [page, all] = await Promise.all([
    loadCardsPage(slug, filters, city.cityIsocode),
    loadCardsPage(slug, { sort: 'recommended', page: FIRST_PAGE }, city.cityIsocode, 100),
  ]);
  return {
    city,
    filters,
    cards: page.content,
    total: page.totalElements,
    totalPages: page.totalPages,
    allModels: all.content.map((c) => ({ code: c.code, name: c.name, seats: c.seats })),
  };
}

// ---------------------------------------------------------------------------------------------
// Model page
// ---------------------------------------------------------------------------------------------

const Variant = z.object({
  code: z.string().min(1),
  name: z.string(),
  transmission: z.string(),
  fuel: z.string(),
  engine: z.string(),
  price: z.object({ value: z.number() }),
  strikeThroughPrice: z.number().nullable(),
  discountPercent: z.number().nullable(),
  isPreorder: z.boolean(),
  url: SitePath,
});
export type Variant = z.infer<typeof Variant>;

export type { Review } from './schemas';

const SpecRow = z.object({
  label: z.string(),
  value: z.string(),
  variantValues: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
});
export type SpecRow = z.infer<typeof SpecRow>;

const Color = z.object({ id: z.number(), name: z.string(), hex: z.string(), extraPrice: z.number(), imageUrl: LinkUrl });
export type CarColor = z.infer<typeof Color>;

const DetailAnswer = envelope(
  z.object({
    category: z.literal('NEWCAR'),
    cityCode: z.string(),
    cityName: z.string(),
    product: z.object({ code: z.string(), name: z.string(), imageUrl: LinkUrl, description: z.string(), url: SitePath }),
    detailCar: z.object({
      variantOptions: z.array(z.object({ name: z.string(), fuel: z.string(), engine: z.string(), variants: z.array(Variant) })),
      lowestPriceVariant: Variant,
      strikeThroughPrice: z.object({ value: z.number() }).nullable(),
    }),
    colors: z.array(Color),
    rateData: z.object({ average: z.number(), count: z.number().int(), content: z.array(Review) }),
    keySpecifications: z.array(SpecRow.extend({ group: z.string() })),
    superiorities: z.array(z.object({ id: z.number(), title: z.string(), description: z.string(), imageUrl: LinkUrl })),
    name: z.string(),
    tagline: z.string(),
    bodyType: z.string(),
    seats: z.number().int(),
    doors: z.number().int(),
    fuels: z.array(z.string()),
    transmissions: z.array(z.string()),
    lowestPrice: z.number(),
    highestPrice: z.number(),
    fullSpecificationUrl: SitePath,
  }),
);
export type ModelDetail = z.infer<typeof DetailAnswer>['data'];

const Video = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  url: LinkUrl,
  durationSeconds: z.number().int(),
  uploadDate: z.string(),
  thumbnailUrl: LinkUrl,
});
export type Video = z.infer<typeof Video>;
const GalleryItem = z.object({ id: z.number(), title: z.string(), caption: z.string(), imageUrl: LinkUrl });
export type GalleryItem = z.infer<typeof GalleryItem>;
const AllGalleryAnswer = envelope(
  z.object({ groups: z.array(z.object({ kind: z.string(), label: z.string(), items: z.array(GalleryItem) })), videos: z.array(Video) }),
);
export type Gallery = z.infer<typeof AllGalleryAnswer>['data'];

const PromoCard = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: LinkUrl,
  validUntil: z.string(),
  url: SitePath,
});
export type PromoCard = z.infer<typeof PromoCard>;
const PromoAnswer = envelope(z.object({ content: z.array(PromoCard) }));

const FaqAnswer = envelope(z.object({ content: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })) }));
export type Faq = { id: number; question: string; answer: string };

const CouponAnswer = envelope(
  z.object({
    coupons: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        price: z.number(),
        normalPrice: z.number(),
        discountPercent: z.number().nullable(),
        validUntil: z.string(),
        url: SitePath,
      }),
    ),
  }),
);
export type ModelCoupon = z.infer<typeof CouponAnswer>['data']['coupons'][number];

const Credit = z.object({
  productCode: z.string().nullable(),
  otrPrice: z.number(),
  downPayment: z.number(),
  downPaymentPercent: z.number(),
  principal: z.number(),
  annualRate: z.number(),
  tenorMonths: z.number().int(),
  monthlyInstallment: z.number(),
  insuranceKind: z.string(),
  insurance: z.number(),
  adminFee: z.number(),
  provisionFee: z.number(),
  paymentScheme: z.string(),
  totalDownPayment: z.number(),
  totalPayment: z.number(),
  rates: z.array(z.object({ tenorMonths: z.number().int(), annualRate: z.number() })),
});
export type Credit = z.infer<typeof Credit>;
const CreditAnswer = envelope(Credit);

const BranchAnswer = envelope(
  z.array(z.object({ slug: z.string(), name: z.string(), cityName: z.string(), whatsapp: z.string().regex(/^\d{8,15}$/), services: z.array(z.string()) })),
);
export type SalesContact = { branchName: string; cityName: string; whatsapp: string };

/** The credit simulation a model page opens with: 20 % down, 36 months (shown before any JavaScript runs). */
export const DEFAULT_DOWN_PAYMENT_PERCENT = 20;
export const DEFAULT_TENOR = 36;

const BranchSearchAnswer = envelope(z.object({ content: BranchAnswer.shape.data }));

/** POST branch (the dealer search) for one visible new-car branch; null when none or the call fails. */
async function searchSalesBranch(filter: Record<string, string>): Promise<SalesContact | null> {
  const answer = await softPost('/api/parameter/v1/branch', BranchSearchAnswer, { ...filter, service: 'sales', page: 0, size: 1 });
  const branch = answer?.data.content[0];
  return branch ? { branchName: branch.name, cityName: branch.cityName, whatsapp: branch.whatsapp } : null;
}

/**
 * The dealer a WhatsApp chat goes to: the first visible new-car (sales) branch of the chosen city,
 * else of its province, else the first one of the group (hidden branches are never offered).
 */
export async function loadSalesContact(city: LayoutCity): Promise<SalesContact | null> {
  const list = await softData(`/api/parameter/v1/branch/get-branch-list/city/${encodeURIComponent(city.cityIsocode)}`, BranchAnswer);
  const own = list?.data.find((b) => b.services.includes('sales'));
  if (own) return { branchName: own.name, cityName: own.cityName, whatsapp: own.whatsapp };
  return (await searchSalesBranch({ province: city.provinceIsocode })) ?? (await searchSalesBranch({}));
}

export async function simulateCredit(productCode: string, cityCode: string, downPaymentPercent: number, tenorMonths: number): Promise<Credit> {
  return (await requirePost('/api/product/v1/v2/creditcalculator', CreditAnswer, { productCode, cityCode, downPaymentPercent, tenorMonths })).data;
}

export interface ModelPage {
  city: LayoutCity;
  detail: ModelDetail;
  /** The chosen variant (?variant=), else the lowest-price one. */
  variant: Variant;
  variants: Variant[];
  gallery: Gallery | null;
  promos: PromoCard[] | null;
  faqs: Faq[] | null;
  /** Whether the FAQs are the model's own or the general new-car ones. */
  faqsAreGeneral: boolean;
  similar: ModelCard[] | null;
  coupons: ModelCoupon[] | null;
  credit: Credit | null;
  sales: SalesContact | null;
  /** Whether the model is offered for a test drive (new-car-product/information); true when unknown. */
  testDrive: boolean;
}

const InformationAnswer = envelope(z.object({ testDrive: z.boolean() }));

/** A cached model page answer per request (generateMetadata and the page ask for the same). */
export async function loadModelDetail(code: string, cityCode: string): Promise<ModelDetail> {
  return (await requireData('/api/product/v1/product-detail', DetailAnswer, { code, category: 'NEWCAR', cityCode })).data;
}

/** The questions of a page group (content/v1/faq?type&code), e.g. mobil-baru / test-drive; null when the call fails. */
export async function loadPageFaqs(type: string, code: string): Promise<Faq[] | null> {
  return (await softData('/api/content/v1/faq', FaqAnswer, { type, code, page: FIRST_PAGE, size: PAGE_SIZE.FAQ }))?.data.content ?? null;
}

/** wa.me link to the dealer with a prepared message. */
export const whatsappLink = (contact: SalesContact, message: string) =>
  `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(message)}`;

async function loadFaqs(code: string): Promise<{ faqs: Faq[] | null; general: boolean }> {
  const own = await softData('/api/content/v1/faq', FaqAnswer, { type: 'product', code, page: FIRST_PAGE, size: PAGE_SIZE.FAQ });
  if (own && own.data.content.length > 0) return { faqs: own.data.content, general: false };
  const general = await softData('/api/content/v1/faq', FaqAnswer, { type: 'mobil-baru', code: '', page: FIRST_PAGE, size: PAGE_SIZE.FAQ });
  return { faqs: general?.data.content ?? null, general: true };
}

/** Every section of a model page; the detail is required (404 → page 404), the rest fail soft. */
export async function loadModelPage(code: string, variantCode: string | undefined): Promise<ModelPage> {
  const { city } = await loadLayout();
  const cityCode = city.cityIsocode;
  const detail = await loadModelDetail(code, cityCode);
  const variants = detail.detailCar.variantOptions.flatMap((o) => o.variants);
  const variant = variants.find((v) => v.code === variantCode) ?? detail.detailCar.lowestPriceVariant;
  const m = detail.product.code;
  const [gallery, promos, faqs, similar, coupons, credit, sales, information] = await Promise.all([
    softData(`/api/product/v1/v2/all-gallery/${encodeURIComponent(m)}`, AllGalleryAnswer),
    softData('/api/promo/v1/promo', PromoAnswer, { productCode: m, page: FIRST_PAGE, size: PAGE_SIZE.PROMO }),
    loadFaqs(m),
    softData(`/api/product/v1/new-car-product/similar/${encodeURIComponent(m)}`, envelope(z.array(ModelCard)), { cityCode }),
    softData('/api/product/v1/coupon-product', CouponAnswer, { productCode: m }),
    simulateCredit(variant.code, cityCode, DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_TENOR).catch((error: unknown) => {
      console.warn(`[page] credit simulation left out: ${(error as Error).message}`);
      return null;
    }),
    loadSalesContact(city),
    softData(`/api/product/v1/new-car-product/information/${encodeURIComponent(m)}`, InformationAnswer, { cityCode }),
  ]);
  return {
    city,
    detail,
    variant,
    variants,
    gallery: gallery?.data ?? null,
    promos: promos?.data.content ?? null,
    faqs: faqs.faqs,
    faqsAreGeneral: faqs.general,
    similar: similar?.data ?? null,
    coupons: coupons?.data.coupons ?? null,
    credit,
    sales,
    testDrive: information?.data.testDrive ?? true,
  };
}

// ---------------------------------------------------------------------------------------------
// Full specification
// ---------------------------------------------------------------------------------------------

const SpecGroups = envelope(z.array(z.object({ group: z.string(), rows: z.array(SpecRow) })));
export type SpecGroup = z.infer<typeof SpecGroups>['data'][number];

export async function loadFullSpecification(code: string) {
  const { city } = await loadLayout();
  const [detail, groups] = await Promise.all([
    loadModelDetail(code, city.cityIsocode),
    requireData(`/api/product/v1/new-car-product/specification/${encodeURIComponent(code)}`, SpecGroups),
  ]);
  return { city, detail, groups: groups.data };
}

// ---------------------------------------------------------------------------------------------
// Compare
// ---------------------------------------------------------------------------------------------

export const MAX_COMPARE = 3;

const CompareAnswer = envelope(
  z.object({
    cityName: z.string(),
    items: z.array(
      z.object({
        code: z.string(),
        kind: z.enum(['model', 'variant']),
        modelCode: z.string(),
        name: z.string(),
        variantName: z.string().nullable(),
        imageUrl: LinkUrl,
        url: SitePath,
        price: z.number(),
        strikeThroughPrice: z.number().nullable(),
        discountPercent: z.number().nullable(),
      }),
    ),
    rows: z.array(z.object({ group: z.string(), label: z.string(), values: z.array(z.string().nullable()) })),
  }),
);
export type Comparison = z.infer<typeof CompareAnswer>['data'];

/** `?codes=a,b` or `?codes=a&codes=b` (the list's checkboxes) → distinct codes, at most three. */
export function parseCompareCodes(raw: string | string[] | undefined): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const codes = values
    .flatMap((v) => v.split(','))
    .map((c) => c.trim())
    .filter((c) => /^[A-Za-z0-9-]{1,60}$/.test(c));
  return [...new Set(codes)].slice(0, MAX_COMPARE);
}

export interface ComparePage {
  city: LayoutCity;
  codes: string[];
  comparison: Comparison | null;
  /** The API's message when the codes cannot be compared (e.g. an unknown code). */
  problem: string | null;
  /** Every model with its variants, for the picker. */
  models: { code: string; name: string; variants: { code: string; name: string }[] }[];
}

const CompareOptionsAnswer = envelope(
  z.object({
    models: z.array(z.object({ code: z.string(), name: z.string(), variants: z.array(z.object({ code: z.string(), name: z.string() })) })),
  }),
);

export async function loadComparePage(raw: string | string[] | undefined): Promise<ComparePage> {
  const { city } = await loadLayout();
  const codes = parseCompareCodes(raw);
  // The picker's choices (every model with its variants) in one call; the comparison, when two or
  // three codes are picked, in another — both at once.
  const [options, answer] = await Promise.all([
    softData('/api/product/v1/compare-product/options', CompareOptionsAnswer),
    codes.length >= 2 ? softData('/api/product/v1/compare-product', CompareAnswer, { codes: codes.join(','), cityCode: city.cityIsocode }) : null,
  ]);
  const comparison: Comparison | null = answer?.data ?? null;
  const problem = codes.length >= 2 && !answer ? 'Produk yang dipilih tidak dapat dibandingkan. Periksa kembali pilihan Anda.' : null;
  return {
    city,
    codes,
    comparison,
    problem,
    models: options?.data.models ?? [],
  };
}
