/**
 * After-sales (§2 Purna Jual): accessories, service coupons, service packages, spare parts, the
 * workshop's services, service content and plan, flash sales and the trending after-sales cards;
 * plus the after-sales members of the catalogue's product-list and product-detail answers.
 */
import { z } from 'zod';
import { CURRENCY } from '../constants';
import { defineCall } from './call';
import { cityCodeParam, codeParam, discountPercent, pageOf, pageParam, requiredEnum, rupiah, SitePath, sizeParam } from './common';
import { RatingSummary, RateData } from './editorial';

const ModelRef = z.object({ code: z.string(), name: z.string() });

/**
 * Why an item's price is lower today (issue 29: one price source): the flash sale that sets it, for
 * the city asked. The item's pages, cards, cart and checkout all show the same price.
 */
export const FlashSaleNote = z.object({
  endsAt: z.string().describe('ISO 8601: when the sale ends'),
  regularPrice: rupiah.describe('The selling price outside the sale'),
  everyCity: z.boolean().describe('false: the sale runs in some cities only, the one asked among them'),
});
export type FlashSaleNote = z.infer<typeof FlashSaleNote>;

// ---------------------------------------------------------------------------------------------
// Service content (§7 service/content?serviceType&carModel&couponCode[&vehicleCode])
// ---------------------------------------------------------------------------------------------

const ServiceContentQuery = z.object({
  serviceType: codeParam('Service content type, e.g. booking-service, home-service, body-paint'),
  carModel: codeParam('Model code: adds the service packages for that model').optional(),
  couponCode: codeParam('Service coupon code: adds that coupon').optional(),
  vehicleCode: codeParam('Variant code of the customer’s car; selects its model when carModel is absent').optional(),
  cityCode: cityCodeParam.describe('The city whose flash sales price the packages and the coupon (issue 29); absent: §9 fallback city 0080'),
});

export const PackageSummary = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  kmInterval: z.number().int().nullable(),
  description: z.string(),
  price: rupiah,
  normalPrice: rupiah.nullable(),
  discountPercent: z.number().int().nullable(),
  flashSale: FlashSaleNote.nullable(),
  durationMinutes: z.number().int(),
  url: SitePath,
});
export type PackageSummary = z.infer<typeof PackageSummary>;

/** The coupon a service page was asked for (service/content couponCode). */
export const ServiceCoupon = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  serviceType: z.string(),
  modelCodes: z.array(z.string()),
  price: rupiah,
  normalPrice: rupiah,
  discountPercent: z.number().int().nullable(),
  flashSale: FlashSaleNote.nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** Whether app.now() falls inside validFrom…validUntil (WIB calendar days). */
  isActive: z.boolean(),
  usableDays: z.number().int(),
  terms: z.array(z.string()),
  imageUrl: SitePath,
  url: SitePath,
});
export type ServiceCoupon = z.infer<typeof ServiceCoupon>;

export const ServiceContentData = z.object({
  serviceType: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  benefits: z.array(z.string()),
  steps: z.array(z.object({ title: z.string(), description: z.string() })),
  priceNote: z.string().nullable(),
  /** The site page of the service. */
  url: SitePath,
  carModel: ModelRef.nullable(),
  packages: z.array(PackageSummary),
  coupon: ServiceCoupon.nullable(),
});
export type ServiceContentData = z.infer<typeof ServiceContentData>;

// ---------------------------------------------------------------------------------------------
// Workshop services (§7 service?serviceType&serviceCategory) and the plan (§7 service/plan)
// ---------------------------------------------------------------------------------------------

/** Kinds of priced services (content/v1/service); cubain = the short-term rental rates (per day). */
export const SERVICE_TYPES = ['bengkel', 'body-paint', 'home-service', 'cubain'] as const;

const ServiceListQuery = z.object({
  serviceType: requiredEnum(SERVICE_TYPES).describe('Kind of workshop service'),
  serviceCategory: z.string().trim().min(1).max(50).optional().describe('e.g. berkala, perbaikan; absent = every category'),
});

export const ServiceItem = z.object({
  id: z.number().int(),
  serviceType: z.string(),
  serviceCategory: z.string(),
  name: z.string(),
  description: z.string(),
  priceFrom: rupiah,
  durationMinutes: z.number().int(),
});
export type ServiceItem = z.infer<typeof ServiceItem>;
export const ServiceList = z.array(ServiceItem);

const ServicePlanQuery = z.object({
  carModel: codeParam('Model code; absent = packages of every model').optional(),
  cityCode: cityCodeParam.describe('The city whose flash sales price the packages (issue 29); absent: §9 fallback city 0080'),
});

export const ServicePlanStep = z.object({
  kmInterval: z.number().int(),
  months: z.number().int(),
  packages: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      modelCodes: z.array(z.string()),
      price: rupiah,
      normalPrice: rupiah.nullable(),
      flashSale: FlashSaleNote.nullable(),
      url: SitePath,
    }),
  ),
});
export type ServicePlanStep = z.infer<typeof ServicePlanStep>;
export const ServicePlan = z.array(ServicePlanStep);

// ---------------------------------------------------------------------------------------------
// Spare parts of /services-toyota/suku-cadang (issue 4): filter by model and category, search by name or part number
// ---------------------------------------------------------------------------------------------

export const SPARE_PART_PAGE_SIZE = 12;
const SparePartQuery = z.object({
  model: codeParam('Model code: only parts that fit it').optional(),
  category: z.string().trim().min(1).max(50).optional().describe('Part category, e.g. Filter, Rem (any letter case)'),
  q: z.string().trim().max(100).optional().describe('Words that must all appear in the part name or part number (case-insensitive)'),
  page: pageParam,
  size: sizeParam(SPARE_PART_PAGE_SIZE),
});

export const SparePartItem = z.object({
  code: z.string().describe('Toyota part number'),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  price: rupiah,
  replaceEveryKm: z.number().int().nullable(),
  fittingModels: z.array(ModelRef),
  imageUrl: SitePath,
  url: SitePath,
});
export type SparePartItem = z.infer<typeof SparePartItem>;
export const SparePartPage = pageOf(SparePartItem).extend({
  categories: z.array(z.string()).describe('Every part category, by name (for the filter)'),
  models: z.array(ModelRef).describe('Every model some part fits, by name (for the filter)'),
});
export type SparePartPage = z.infer<typeof SparePartPage>;

/** The city whose flash sales price the answer (issue 29), as the cart prices it; absent: the §9 fallback city. */
const PricesForCityQuery = z.object({ cityCode: cityCodeParam });

// ---------------------------------------------------------------------------------------------
// Trending after-sales, flash sales
// ---------------------------------------------------------------------------------------------

export const AftersalesCard = z.object({
  kind: z.enum(['accessory', 'coupon']),
  code: z.string(),
  name: z.string(),
  price: rupiah.describe("Today's price for the city asked (a running flash sale included)"),
  strikeThroughPrice: rupiah.nullable(),
  flashSale: FlashSaleNote.nullable(),
  imageUrl: SitePath,
  url: SitePath,
});
export type AftersalesCard = z.infer<typeof AftersalesCard>;
export const AftersalesCards = z.array(AftersalesCard);

export const FLASH_SALE_CATEGORIES = ['aksesoris', 'kupon', 'paket', 'suku-cadang'] as const;
const FlashSaleQuery = z.object({
  userId: z.string().trim().max(100).optional().describe('Accepted and ignored: §7 shows no personalisation'),
  category: z.enum(FLASH_SALE_CATEGORIES).optional().describe('Absent = every category'),
  city: z
    .string()
    .trim()
    .regex(/^\d{4}$/)
    .optional()
    .describe('City isocode (4 digits, e.g. 0080); absent = sales of every city'),
});
export const FlashSaleItem = z.object({
  id: z.number().int(),
  kind: z.enum(['accessory', 'coupon', 'package', 'part']),
  code: z.string(),
  category: z.string(),
  name: z.string(),
  normalPrice: rupiah,
  salePrice: rupiah,
  discountPercent: z.number().int().nullable(),
  quota: z.number().int(),
  remainingQuota: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  imageUrl: SitePath,
  url: SitePath,
});
export type FlashSaleItem = z.infer<typeof FlashSaleItem>;
export const FlashSaleList = z.array(FlashSaleItem);

// ---------------------------------------------------------------------------------------------
// Accessories (§2 /aksesoris, §7 accessories/{code} and accessories/detail/{code})
// ---------------------------------------------------------------------------------------------

export const ACCESSORY_SORTS = ['price-asc', 'price-desc', 'name'] as const;
const AccessoryListQuery = z
  .object({
    model: codeParam('Model code the accessory must fit').optional(),
    category: z.string().trim().min(1).max(50).optional(),
    brand: z.string().trim().min(1).max(50).optional(),
    minPrice: z.coerce.number().int().min(0).optional(),
    maxPrice: z.coerce.number().int().min(0).optional(),
    q: z.string().trim().min(1).max(100).optional().describe('Words searched in name, brand and description'),
    sort: z.enum(ACCESSORY_SORTS).default('name'),
    page: pageParam,
    size: sizeParam(12),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "'minPrice' tidak boleh lebih besar dari 'maxPrice'",
  });

/** The short form of an accessory used by cards and the cart. */
export const AccessoryCard = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  price: rupiah,
  strikeThroughPrice: rupiah.nullable(),
  discountPercent: z.number().int().nullable(),
  isTrending: z.boolean(),
  imageUrl: SitePath,
  url: SitePath,
});
export type AccessoryCard = z.infer<typeof AccessoryCard>;
export const AccessoryPage = pageOf(AccessoryCard);
export type AccessoryPage = z.infer<typeof AccessoryPage>;

/** A model an item fits, with its page. */
export const FittingModel = z.object({ code: z.string(), name: z.string(), url: SitePath });
export type FittingModel = z.infer<typeof FittingModel>;

export const AccessoryDetail = AccessoryCard.extend({
  description: z.string(),
  installMinutes: z.number().int().nullable(),
  warrantyMonths: z.number().int().nullable(),
  fittingModels: z.array(FittingModel),
  rating: RatingSummary,
  related: z.array(AccessoryCard),
});
export type AccessoryDetail = z.infer<typeof AccessoryDetail>;

const AccessoryParams = z.object({ code: codeParam('Accessory code') });

// ---------------------------------------------------------------------------------------------
// coupon-product (§7 coupon-product?productCode)
// ---------------------------------------------------------------------------------------------

const CouponProductQuery = z.object({
  productCode: codeParam('Model code (a variant code selects its model)'),
  cityCode: cityCodeParam.describe('The city whose flash sales price the coupons (issue 29); absent: §9 fallback city 0080'),
});

export const ModelCoupon = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  serviceType: z.string(),
  price: rupiah,
  normalPrice: rupiah,
  discountPercent,
  flashSale: FlashSaleNote.nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  usableDays: z.number().int(),
  imageUrl: SitePath,
  url: SitePath,
});
export type ModelCoupon = z.infer<typeof ModelCoupon>;

export const CouponProductData = z.object({
  productCode: z.string(),
  modelCode: z.string(),
  coupons: z.array(ModelCoupon),
});
export type CouponProductData = z.infer<typeof CouponProductData>;

// ---------------------------------------------------------------------------------------------
// Members of the catalogue's answers (contracts/catalogue.ts): product-list cards, product-detail items
// ---------------------------------------------------------------------------------------------

const itemCardBase = {
  code: z.string(),
  name: z.string(),
  price: rupiah.describe("Today's price for the city asked (a running flash sale included)"),
  strikeThroughPrice: rupiah.nullable(),
  discountPercent,
  flashSale: FlashSaleNote.nullable(),
  imageUrl: SitePath,
  url: SitePath,
};

export const AccessoryItemCard = z.object({ kind: z.literal('ACCESSORY'), ...itemCardBase, brand: z.string(), category: z.string() });
export type AccessoryItemCard = z.infer<typeof AccessoryItemCard>;
export const SparePartItemCard = z.object({ kind: z.literal('SPAREPART'), ...itemCardBase, category: z.string() });
export type SparePartItemCard = z.infer<typeof SparePartItemCard>;
export const CouponItemCard = z.object({
  kind: z.literal('COUPON'),
  ...itemCardBase,
  serviceType: z.string(),
  validUntil: z.string(),
});
export type CouponItemCard = z.infer<typeof CouponItemCard>;
export const PackageItemCard = z.object({
  kind: z.literal('PACKAGE'),
  ...itemCardBase,
  type: z.string(),
  kmInterval: z.number().int().nullable(),
});
export type PackageItemCard = z.infer<typeof PackageItemCard>;
/** A card of the after-sales listings (/aksesoris, /c/kupon-service, /c/paketservistoyota): products?category ACCESSORY, COUPON or PACKAGE. */
export const AftersalesItemCard = z.discriminatedUnion('kind', [AccessoryItemCard, CouponItemCard, PackageItemCard]);
export type AftersalesItemCard = z.infer<typeof AftersalesItemCard>;

const itemBase = {
  ...itemCardBase,
  priceCurrency: z.literal(CURRENCY),
  description: z.string(),
  fittingModels: z.array(FittingModel),
};

export const AccessoryItemDetail = z.object({
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
export type AccessoryItemDetail = z.infer<typeof AccessoryItemDetail>;

export const SparePartItemDetail = z.object({
  category: z.literal('SPAREPART'),
  item: z.object({ ...itemBase, partCategory: z.string(), replaceEveryKm: z.number().int().nullable() }),
  rateData: RateData,
});
export type SparePartItemDetail = z.infer<typeof SparePartItemDetail>;

export const CouponItemDetail = z.object({
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
export type CouponItemDetail = z.infer<typeof CouponItemDetail>;

export const PackageItemDetail = z.object({
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
export type PackageItemDetail = z.infer<typeof PackageItemDetail>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const aftersalesCalls = {
  /** §7 service/content?serviceType&carModel&couponCode[&vehicleCode] */
  serviceContent: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/service/content', query: ServiceContentQuery, data: ServiceContentData }),
  /** §7 service/plan */
  servicePlan: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/service/plan', query: ServicePlanQuery, data: ServicePlan }),
  /** §7 service?serviceType&serviceCategory */
  services: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/service', query: ServiceListQuery, data: ServiceList }),
  /** Spare parts of the suku-cadang page (issue 4). */
  spareParts: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/service/spare-parts', query: SparePartQuery, data: SparePartPage }),
  /** §7 contentCatalog/trending-product-aftersales */
  trending: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/content/v1/contentCatalog/trending-product-aftersales',
    query: PricesForCityQuery,
    data: AftersalesCards,
  }),
  /** §7 contentCatalog/flash-sale?userId&category&city */
  flashSale: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/contentCatalog/flash-sale', query: FlashSaleQuery, data: FlashSaleList }),
  /** The accessory list of §2 /aksesoris. */
  accessories: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/accessories', query: AccessoryListQuery, data: AccessoryPage }),
  /** §7 accessories/detail/{code} */
  accessoryDetail: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/content/v1/accessories/detail/:code',
    params: AccessoryParams,
    data: AccessoryDetail,
  }),
  /** §7 accessories/{code} */
  accessory: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/accessories/:code', params: AccessoryParams, data: AccessoryCard }),
  /** §7 coupon-product?productCode */
  couponProduct: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/coupon-product', query: CouponProductQuery, data: CouponProductData }),
} as const;
