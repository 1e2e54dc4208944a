import { CURRENCY } from '@kemudi/domain/constants';
import { z } from 'zod';
import { pageParam, sizeParam } from '../../lib/query';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** A code or slug in a path or query: short, trimmed. */
export const codeParam = (label: string) => z.string().trim().min(1).max(100).describe(label);

export const cityCodeParam = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'harus 4 digit kode kota, mis. 3273')
  .optional()
  .describe('City isocode (§3 Geolocation cityIso), e.g. 3273 Kota Bandung; absent = §9 fallback city 0080 (Jakarta Pusat)');

const rupiah = z.number().int().describe('Rupiah');
const percent = z.number().int().nullable().describe('§9 discount percent (null when there is no real discount)');

export const CodeParams = z.object({ code: codeParam('Model code, e.g. avanza') });
export const CityQuery = z.object({ cityCode: cityCodeParam });

/** §7 product categories; product-detail defaults to NEWCAR. */
export const PRODUCT_CATEGORIES = ['NEWCAR', 'USEDCAR', 'ACCESSORY', 'SPAREPART', 'COUPON', 'PACKAGE'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const BODY_TYPES = ['hatchback', 'mpv', 'suv', 'sedan', 'pickup', 'van', 'sports'] as const;

export const SORTS = ['recommended', 'price-asc', 'price-desc', 'name', 'newest', 'year-desc', 'mileage-asc'] as const;
export type Sort = (typeof SORTS)[number];

/** Where a price came from: the city's own OTR row, or the variant's default (DKI Jakarta) OTR. */
const City = z.object({
  cityCode: z.string().describe('City whose OTR prices are shown'),
  cityName: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export const ColorSwatch = z.object({ name: z.string(), hex: z.string() });

export const ModelCard = z.object({
  kind: z.literal('NEWCAR'),
  code: z.string(),
  name: z.string(),
  bodyType: z.string(),
  tagline: z.string(),
  seats: z.number().int(),
  fuels: z.array(z.string()),
  transmissions: z.array(z.string()),
  lowestPrice: rupiah,
  highestPrice: rupiah,
  /** Of the lowest-priced variant. */
  strikeThroughPrice: rupiah.nullable(),
  discountPercent: percent,
  imageUrl: z.string(),
  url: z.string(),
  colors: z.array(ColorSwatch),
});
export type ModelCard = z.infer<typeof ModelCard>;

export const UsedCarCard = z.object({
  kind: z.literal('USEDCAR'),
  code: z.string(),
  modelCode: z.string(),
  name: z.string(),
  variantName: z.string(),
  year: z.number().int(),
  mileageKm: z.number().int(),
  transmission: z.string(),
  fuel: z.string(),
  price: rupiah,
  status: z.string(),
  cityName: z.string(),
  branchName: z.string(),
  imageUrl: z.string(),
  url: z.string(),
});
export type UsedCarCard = z.infer<typeof UsedCarCard>;

const aftersalesCardBase = {
  code: z.string(),
  name: z.string(),
  price: rupiah,
  strikeThroughPrice: rupiah.nullable(),
  discountPercent: percent,
  imageUrl: z.string(),
  url: z.string(),
};

export const AccessoryCard = z.object({ kind: z.literal('ACCESSORY'), ...aftersalesCardBase, brand: z.string(), category: z.string() });
export const SparePartCard = z.object({ kind: z.literal('SPAREPART'), ...aftersalesCardBase, category: z.string() });
export const CouponCard = z.object({
  kind: z.literal('COUPON'),
  ...aftersalesCardBase,
  serviceType: z.string(),
  validUntil: z.string(),
});
export const PackageCard = z.object({
  kind: z.literal('PACKAGE'),
  ...aftersalesCardBase,
  type: z.string(),
  kmInterval: z.number().int().nullable(),
});

export const ProductCard = z.discriminatedUnion('kind', [ModelCard, UsedCarCard, AccessoryCard, SparePartCard, CouponCard, PackageCard]);
export type ProductCard = z.infer<typeof ProductCard>;

// ---------------------------------------------------------------------------------------------
// product-list, products
// ---------------------------------------------------------------------------------------------

const filterFields = {
  cityCode: cityCodeParam,
  bodyType: z.enum(BODY_TYPES).optional().describe('New and used cars: body type of the model'),
  fuel: z.string().trim().min(1).max(30).optional().describe('New and used cars: Bensin, Diesel, Hybrid or Listrik (any letter case)'),
  transmission: z.string().trim().min(1).max(30).optional().describe('New and used cars: Manual, CVT, Otomatis, e-CVT (any letter case)'),
  minPrice: z.coerce.number().int().min(0).optional().describe('Rupiah, inclusive (new cars: the city OTR of some variant)'),
  maxPrice: z.coerce.number().int().min(0).optional().describe('Rupiah, inclusive'),
  seats: z.coerce.number().int().min(1).max(20).optional().describe('New and used cars: seating capacity of the model'),
  model: codeParam('Model code: new/used cars of that model; accessories, parts, coupons and packages that fit it').optional(),
  year: z.coerce.number().int().min(1980).max(2100).optional().describe('Used cars: model year'),
  type: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .optional()
    .describe('After-sales kind, any letter case: accessory category (Eksterior …), coupon serviceType (berkala, ac …), package type (Servis Berkala …)'),
  q: z.string().trim().min(1).max(100).optional().describe('Accessories, coupons, packages: every word must appear in the name, kind or description'),
  minYear: z.coerce.number().int().min(1980).max(2100).optional().describe('Used cars: model year from (inclusive)'),
  maxYear: z.coerce.number().int().min(1980).max(2100).optional().describe('Used cars: model year up to (inclusive)'),
  maxMileage: z.coerce.number().int().min(0).max(10_000_000).optional().describe('Used cars: odometer at most this many km'),
  carCity: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'harus 4 digit kode kota, mis. 3273')
    .optional()
    .describe('Used cars: only cars offered at a branch in this city (isocode); unlike cityCode it narrows the list'),
  sort: z.enum(SORTS).default('recommended').describe('recommended (editorial order; used cars: newest listing) | price-asc | price-desc | name | newest | year-desc | mileage-asc'),
  page: pageParam,
  size: sizeParam(12, 100),
};
export type ListFilters = z.infer<z.ZodObject<typeof filterFields>>;

export const ProductListQuery = z.object({
  slug: codeParam('Category slug: mobil-baru-toyota, certified-used-car-toyota, testdrive-toyota, aksesoris, kupon-service, paketservistoyota'),
  ...filterFields,
});

export const ProductsQuery = z.object({
  category: z.enum(PRODUCT_CATEGORIES).default('NEWCAR'),
  ...filterFields,
});

const cardPage = {
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  content: z.array(ProductCard),
};

export const ProductListData = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  cityCode: z.string(),
  ...cardPage,
});

export const ProductsData = z.object({ category: z.enum(PRODUCT_CATEGORIES), cityCode: z.string(), ...cardPage });

// ---------------------------------------------------------------------------------------------
// product-detail
// ---------------------------------------------------------------------------------------------

export const ProductDetailQuery = z.object({
  code: codeParam('Model code (NEWCAR), used-car code, accessory, part, coupon or package code'),
  category: z.enum(PRODUCT_CATEGORIES).default('NEWCAR').describe('§7: defaults to NEWCAR'),
  cityCode: cityCodeParam,
});

export const Review = z.object({
  reviewerName: z.string(),
  reviewerCity: z.string(),
  rating: z.number().int(),
  createdDate: z.string(),
  title: z.string(),
  message: z.string(),
});

export const RateData = z.object({
  /** Mean rating rounded to one decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number().int(),
  /** Latest five. */
  content: z.array(Review),
});

export const Price = z.object({ value: rupiah, currency: z.literal(CURRENCY) });

export const VariantOffer = z.object({
  code: z.string(),
  name: z.string(),
  transmission: z.string(),
  fuel: z.string(),
  engine: z.string(),
  price: Price,
  strikeThroughPrice: rupiah.nullable(),
  discountPercent: percent,
  isPreorder: z.boolean(),
  url: z.string(),
});
export type VariantOffer = z.infer<typeof VariantOffer>;

/** A specification row with its value resolved for every variant of the model (variant order). */
export const SpecRow = z.object({
  label: z.string(),
  /** The model-wide value (what a variant without an override shows). */
  value: z.string(),
  variantValues: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
});
export const SpecGroup = z.object({ group: z.string(), rows: z.array(SpecRow) });
export const SpecGroups = z.array(SpecGroup);

export const Superiority = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  imageUrl: z.string(),
});
export const Superiorities = z.array(Superiority);

export const CarColor = z.object({
  id: z.number().int(),
  name: z.string(),
  hex: z.string(),
  roofHex: z.string().nullable(),
  extraPrice: rupiah,
  imageUrl: z.string(),
});

export const NewCarDetail = z.object({
  category: z.literal('NEWCAR'),
  ...City.shape,
  product: z.object({ code: z.string(), name: z.string(), imageUrl: z.string(), description: z.string(), url: z.string() }),
  detailCar: z.object({
    variantOptions: z.array(
      z.object({
        name: z.string().describe('Powertrain: engine · fuel'),
        fuel: z.string(),
        engine: z.string(),
        variants: z.array(VariantOffer),
      }),
    ),
    lowestPriceVariant: VariantOffer,
    strikeThroughPrice: z.object({ value: rupiah }).nullable(),
  }),
  colors: z.array(CarColor),
  rateData: RateData,
  keySpecifications: z.array(SpecRow.extend({ group: z.string() })),
  superiorities: Superiorities,
  name: z.string(),
  tagline: z.string(),
  bodyType: z.string(),
  seats: z.number().int(),
  doors: z.number().int(),
  fuels: z.array(z.string()),
  transmissions: z.array(z.string()),
  lowestPrice: rupiah,
  highestPrice: rupiah,
  fullSpecificationUrl: z.string(),
});

const Inspection = z.object({
  score: z.number(),
  grade: z.string(),
  inspectedDate: z.string(),
  inspector: z.string(),
  pointsChecked: z.number().int(),
  items: z.array(z.object({ group: z.string(), item: z.string(), status: z.string(), note: z.string().nullable() })),
});

export const UsedCarDetail = z.object({
  category: z.literal('USEDCAR'),
  usedCar: z.object({
    code: z.string(),
    /** §3 Used car markup fields. */
    name: z.string(),
    brand: z.literal('Toyota'),
    model: z.string(),
    vehicleModelDate: z.string().describe('Model year'),
    color: z.string(),
    mileageFromOdometer: z.number().int().describe('Kilometres'),
    url: z.string(),
    price: rupiah,
    priceCurrency: z.literal(CURRENCY),
    // The rest of the page.
    modelCode: z.string(),
    variantCode: z.string().nullable(),
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
    imageUrl: z.string(),
    /** The page's photo set (drawn SVGs), in gallery order. */
    photos: z.array(z.object({ title: z.string(), imageUrl: z.string() })),
    inspection: Inspection,
  }),
  branch: z.object({
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    cityCode: z.string(),
    cityName: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    url: z.string(),
  }),
  rateData: RateData,
});

const FittingModel = z.object({ code: z.string(), name: z.string(), url: z.string() });

const itemBase = {
  ...aftersalesCardBase,
  priceCurrency: z.literal(CURRENCY),
  description: z.string(),
  fittingModels: z.array(FittingModel),
};

export const AccessoryDetail = z.object({
  category: z.literal('ACCESSORY'),
  item: z.object({
    ...itemBase,
    brand: z.string(),
    accessoryCategory: z.string(),
    installMinutes: z.number().int().nullable(),
    warrantyMonths: z.number().int().nullable(),
  }),
  rateData: RateData,
});

export const SparePartDetail = z.object({
  category: z.literal('SPAREPART'),
  item: z.object({ ...itemBase, partCategory: z.string(), replaceEveryKm: z.number().int().nullable() }),
  rateData: RateData,
});

export const CouponDetail = z.object({
  category: z.literal('COUPON'),
  item: z.object({
    ...itemBase,
    serviceType: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    /** Whether app.now() falls inside validFrom…validUntil (WIB calendar days). */
    isActive: z.boolean(),
    usableDays: z.number().int(),
    quota: z.number().int(),
    terms: z.array(z.string()),
  }),
  rateData: RateData,
});

export const PackageDetail = z.object({
  category: z.literal('PACKAGE'),
  item: z.object({
    ...itemBase,
    type: z.string(),
    kmInterval: z.number().int().nullable(),
    durationMinutes: z.number().int(),
    items: z.array(z.object({ name: z.string(), kind: z.string() })),
  }),
  rateData: RateData,
});

export const ProductDetailData = z.discriminatedUnion('category', [
  NewCarDetail,
  UsedCarDetail,
  AccessoryDetail,
  SparePartDetail,
  CouponDetail,
  PackageDetail,
]);

// ---------------------------------------------------------------------------------------------
// new-car-product/*
// ---------------------------------------------------------------------------------------------

export const InformationData = z.object({
  ...City.shape,
  code: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  bodyType: z.string(),
  seats: z.number().int(),
  doors: z.number().int(),
  testDrive: z.boolean(),
  fuels: z.array(z.string()),
  transmissions: z.array(z.string()),
  variantCount: z.number().int(),
  lowestPrice: rupiah,
  highestPrice: rupiah,
  strikeThroughPrice: rupiah.nullable(),
  discountPercent: percent,
  imageUrl: z.string(),
  url: z.string(),
  fullSpecificationUrl: z.string(),
});

export const ModelCards = z.array(ModelCard);

export const SimilarDetailsQuery = z.object({
  codes: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .describe('Comma-separated model codes (at most 12); unknown codes are skipped'),
  cityCode: cityCodeParam,
});

// ---------------------------------------------------------------------------------------------
// v2 gallery, all-gallery, content
// ---------------------------------------------------------------------------------------------

export const GalleryItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  caption: z.string(),
  imageUrl: z.string(),
});
export const GalleryList = z.array(GalleryItem);

export const Video = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  durationSeconds: z.number().int(),
  uploadDate: z.string(),
  thumbnailUrl: z.string(),
});

export const AllGalleryData = z.object({
  code: z.string(),
  groups: z.array(z.object({ kind: z.string(), label: z.string(), items: z.array(GalleryItem) })),
  videos: z.array(Video),
});

export const CONTENT_SECTIONS = ['price', 'promo', 'video', 'gallery'] as const;
export const ContentParams = z.object({
  a: codeParam('Model code'),
  b: z.enum(CONTENT_SECTIONS).describe('Section: price | promo | video | gallery'),
});

export const PromoSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  imageUrl: z.string(),
  url: z.string(),
});

export const ContentData = z.discriminatedUnion('section', [
  z.object({
    section: z.literal('price'),
    code: z.string(),
    ...City.shape,
    lowestPrice: rupiah,
    highestPrice: rupiah,
    variants: z.array(VariantOffer),
  }),
  z.object({ section: z.literal('promo'), code: z.string(), ...City.shape, promos: z.array(PromoSummary) }),
  z.object({ section: z.literal('video'), code: z.string(), videos: z.array(Video) }),
  z.object({ section: z.literal('gallery'), code: z.string(), items: GalleryList }),
]);

// ---------------------------------------------------------------------------------------------
// compare-product
// ---------------------------------------------------------------------------------------------

export const CompareQuery = z.object({
  codes: z.string().trim().min(1).max(400).describe('2 or 3 comma-separated model or variant codes'),
  cityCode: cityCodeParam,
});

export const CompareOptionsData = z.object({
  models: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      variants: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});

export const CompareData = z.object({
  ...City.shape,
  items: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(['model', 'variant']),
      modelCode: z.string(),
      name: z.string(),
      variantName: z.string().nullable(),
      bodyType: z.string(),
      seats: z.number().int(),
      imageUrl: z.string(),
      url: z.string(),
      price: rupiah.describe('City OTR: the variant’s, or the model’s lowest'),
      strikeThroughPrice: rupiah.nullable(),
      discountPercent: percent,
    }),
  ),
  rows: z.array(
    z.object({
      group: z.string(),
      label: z.string(),
      /** One per item, in item order; null when that model has no such row. */
      values: z.array(z.string().nullable()),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// coupon-product
// ---------------------------------------------------------------------------------------------

export const CouponProductQuery = z.object({
  productCode: codeParam('Model code (a variant code selects its model)'),
});

export const CouponProductData = z.object({
  productCode: z.string(),
  modelCode: z.string(),
  coupons: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      description: z.string(),
      serviceType: z.string(),
      price: rupiah,
      normalPrice: rupiah,
      discountPercent: percent,
      validFrom: z.string(),
      validUntil: z.string(),
      usableDays: z.number().int(),
      imageUrl: z.string(),
      url: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// products/facets (the after-sales listings' filter forms)
// ---------------------------------------------------------------------------------------------

export const AFTERSALES_FACET_CATEGORIES = ['ACCESSORY', 'COUPON', 'PACKAGE'] as const;
export type AftersalesFacetCategory = (typeof AFTERSALES_FACET_CATEGORIES)[number];

export const FacetsQuery = z.object({ category: z.enum(AFTERSALES_FACET_CATEGORIES) });

export const FacetsData = z.object({
  category: z.enum(AFTERSALES_FACET_CATEGORIES),
  /** Items the listing shows without filters (coupons: on sale today). */
  total: z.number().int(),
  minPrice: rupiah.nullable(),
  maxPrice: rupiah.nullable(),
  /** The `type` filter's values: most items first. */
  types: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** The `model` filter's values: models with at least one item, in catalogue order. */
  models: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
});

// ---------------------------------------------------------------------------------------------
// global-search
// ---------------------------------------------------------------------------------------------

/** search_documents.kind values, in the order their groups are listed when relevance ties. */
export const SEARCH_KINDS = ['model', 'variant', 'used-car', 'accessory', 'part', 'package', 'coupon', 'service', 'promo', 'article'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  model: 'Mobil Baru',
  variant: 'Varian',
  'used-car': 'Mobil Bekas',
  accessory: 'Aksesoris',
  part: 'Suku Cadang',
  package: 'Paket Servis',
  coupon: 'Kupon Servis',
  service: 'Layanan',
  promo: 'Promo',
  article: 'Berita & Tips',
};

export const GlobalSearchBody = z.object({
  // §5/§9: suggestions need at least 3 characters (after trimming).
  text: z.string().trim().min(3).max(100).describe('What the visitor typed; 3–100 characters after trimming'),
  limit: z.number().int().min(1).max(20).default(10).describe('Items per kind'),
  kinds: z.array(z.enum(SEARCH_KINDS)).min(1).max(SEARCH_KINDS.length).optional().describe('Only these kinds'),
  page: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(0)
    .describe('Page of each kind’s items, from 0: items page·limit+1 … (page+1)·limit (the results page)'),
  kind: z
    .enum(SEARCH_KINDS)
    .optional()
    .describe('Only this kind answers items; every other matching kind still answers its group with its count and no items'),
});
export type GlobalSearchBody = z.infer<typeof GlobalSearchBody>;

export const SearchItem = z.object({
  kind: z.enum(SEARCH_KINDS),
  ref: z.string(),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  score: z.number().describe('Relevance (higher first); see the operation description'),
});
export type SearchItem = z.infer<typeof SearchItem>;

export const GlobalSearchData = z.object({
  text: z.string(),
  correctedText: z
    .string()
    .nullable()
    .describe('The text with each misspelt word replaced by the closest lexicon term the search used (inova → innova); null when none was'),
  /** Matching documents over every (requested) kind, before the per-kind limit. */
  total: z.number().int(),
  page: z.number().int().describe('The page asked for, from 0'),
  size: z.number().int().describe('Items per kind and page (the limit)'),
  kind: z.enum(SEARCH_KINDS).nullable().describe('The one kind that answers items, or null for every kind'),
  groups: z.array(
    z.object({
      kind: z.enum(SEARCH_KINDS),
      label: z.string(),
      total: z.number().int(),
      items: z.array(SearchItem),
    }),
  ),
  suggestions: z.array(SearchItem),
  url: z.string().describe('The full results page (§2 Search: /search/global?text=)'),
});

// ---------------------------------------------------------------------------------------------
// v2/creditcalculator
// ---------------------------------------------------------------------------------------------

export const CreditBody = z.object({
  productCode: codeParam('Variant code: its city OTR price is used').optional(),
  otrPrice: z.number().int().positive().max(100_000_000_000).optional().describe('OTR price in rupiah, when no productCode is given'),
  cityCode: cityCodeParam,
  downPaymentPercent: z.number().min(0).max(100).optional(),
  downPaymentAmount: z.number().int().min(0).optional(),
  // Any whole number: a tenor outside the table is refused by the credit module with its own message.
  tenorMonths: z.number().int().min(1).max(120),
  insuranceKind: z.enum(['all-risk', 'tlo']).optional(),
});
export type CreditBody = z.infer<typeof CreditBody>;

export const CreditData = z.object({
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  otrPrice: rupiah,
  downPayment: rupiah,
  downPaymentPercent: z.number(),
  principal: rupiah,
  annualRate: z.number(),
  monthlyRate: z.number(),
  tenorMonths: z.number().int(),
  monthlyInstallment: rupiah,
  insuranceKind: z.string(),
  insurance: rupiah,
  adminFee: rupiah,
  provisionFee: rupiah,
  paymentScheme: z.string(),
  totalDownPayment: rupiah,
  totalPayment: rupiah,
  totalInterest: z.number(),
  /** The rate table the result came from, so the form can offer every tenor. */
  rates: z.array(z.object({ tenorMonths: z.number().int(), annualRate: z.number() })),
});
