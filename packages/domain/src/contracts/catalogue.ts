/**
 * The catalogue's cross-category calls (§7 "Product"): the §2 listing pages by slug
 * (product-list), one category's cards (products), a product page of any category
 * (product-detail) and the after-sales listings' filter choices (products/facets).
 *
 * Their answers are unions of the members each area defines: a caller that knows what it asked
 * for parses with that member (e.g. `UsedCarDetail` for product-detail?category=USEDCAR).
 */
import { z } from 'zod';
import { BODY_TYPES, FUELS, TRANSMISSIONS } from '../vocabulary';
import {
  AccessoryItemCard,
  AccessoryItemDetail,
  AftersalesItemCard,
  CouponItemCard,
  CouponItemDetail,
  PackageItemCard,
  PackageItemDetail,
  SparePartItemCard,
  SparePartItemDetail,
} from './aftersales';
import { defineCall } from './call';
import { cityCodeParam, codeParam, pageParam, rupiah, sizeParam } from './common';
import { ModelCard, NewCarDetail } from './new-cars';
import { UsedCarCard, UsedCarDetail } from './used-cars';

/** §7 product categories; product-detail defaults to NEWCAR. */
export const PRODUCT_CATEGORIES = ['NEWCAR', 'USEDCAR', 'ACCESSORY', 'SPAREPART', 'COUPON', 'PACKAGE'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const SORTS = ['recommended', 'price-asc', 'price-desc', 'name', 'newest', 'year-desc', 'mileage-asc'] as const;
export type Sort = (typeof SORTS)[number];

// ---------------------------------------------------------------------------------------------
// Cards (product-list, products)
// ---------------------------------------------------------------------------------------------

/** A card of any category; `kind` says which member it is. */
export const ProductCard = z.discriminatedUnion('kind', [
  ModelCard,
  UsedCarCard,
  AccessoryItemCard,
  SparePartItemCard,
  CouponItemCard,
  PackageItemCard,
]);
export type ProductCard = z.infer<typeof ProductCard>;

const lastOf = (words: readonly string[]) => words[words.length - 1] ?? '';

const filterFields = {
  cityCode: cityCodeParam,
  bodyType: z.enum(BODY_TYPES).optional().describe('New and used cars: body type of the model'),
  fuel: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .optional()
    .describe(`New and used cars: ${FUELS.slice(0, -1).join(', ')} or ${lastOf(FUELS)} (any letter case)`),
  transmission: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .optional()
    .describe(`New and used cars: ${TRANSMISSIONS.join(', ')} (any letter case)`),
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
/** The filters of product-list and products as the API receives them (validated, defaults applied). */
export type ListFilters = z.output<z.ZodObject<typeof filterFields>>;

const ProductListQuery = z.object({
  slug: codeParam('Category slug: mobil-baru-toyota, certified-used-car-toyota, testdrive-toyota, aksesoris, kupon-service, paketservistoyota'),
  ...filterFields,
});

const ProductsQuery = z.object({
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
export type ProductListData = z.infer<typeof ProductListData>;

/** product-list as the new-car lists read it (slug mobil-baru-toyota, testdrive-toyota): every card a ModelCard. */
export const NewCarListData = ProductListData.extend({ category: z.literal('NEWCAR'), content: z.array(ModelCard) });
export type NewCarListData = z.infer<typeof NewCarListData>;

export const ProductsData = z.object({ category: z.enum(PRODUCT_CATEGORIES), cityCode: z.string(), ...cardPage });
export type ProductsData = z.infer<typeof ProductsData>;

// The web's listing pages ask for one category and parse the answer with that category's cards
// only, so a card of another kind is a broken answer rather than a card the page cannot show.

/** product-list?slug=certified-used-car-toyota: used-car cards. */
export const UsedCarListData = ProductListData.extend({ content: z.array(UsedCarCard) });
export type UsedCarListData = z.infer<typeof UsedCarListData>;

/** products?category=ACCESSORY|COUPON|PACKAGE: after-sales item cards. */
export const AftersalesProductsData = ProductsData.extend({ content: z.array(AftersalesItemCard) });
export type AftersalesProductsData = z.infer<typeof AftersalesProductsData>;

// ---------------------------------------------------------------------------------------------
// product-detail
// ---------------------------------------------------------------------------------------------

const ProductDetailQuery = z.object({
  code: codeParam('Model code (NEWCAR), used-car code, accessory, part, coupon or package code'),
  category: z.enum(PRODUCT_CATEGORIES).default('NEWCAR').describe('§7: defaults to NEWCAR'),
  cityCode: cityCodeParam,
});

/** One member per category: NewCarDetail, UsedCarDetail, AccessoryItemDetail, SparePartItemDetail, CouponItemDetail, PackageItemDetail. */
export const ProductDetailData = z.discriminatedUnion('category', [
  NewCarDetail,
  UsedCarDetail,
  AccessoryItemDetail,
  SparePartItemDetail,
  CouponItemDetail,
  PackageItemDetail,
]);
export type ProductDetailData = z.infer<typeof ProductDetailData>;

// ---------------------------------------------------------------------------------------------
// products/facets (the after-sales listings' filter forms)
// ---------------------------------------------------------------------------------------------

export const AFTERSALES_FACET_CATEGORIES = ['ACCESSORY', 'COUPON', 'PACKAGE'] as const;
export type AftersalesFacetCategory = (typeof AFTERSALES_FACET_CATEGORIES)[number];

const FacetsQuery = z.object({ category: z.enum(AFTERSALES_FACET_CATEGORIES) });

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
export type FacetsData = z.infer<typeof FacetsData>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const catalogueCalls = {
  /** §7 product-list?slug */
  productList: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/product-list', query: ProductListQuery, data: ProductListData }),
  /** §7 products?category */
  products: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/products', query: ProductsQuery, data: ProductsData }),
  /** The after-sales listings' filter choices (§7 products?category). */
  facets: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/products/facets', query: FacetsQuery, data: FacetsData }),
  /** §7 product-detail (default category NEWCAR) */
  productDetail: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/product-detail', query: ProductDetailQuery, data: ProductDetailData }),
} as const;
