/**
 * New cars (§7 "Product"): a model's information, specification, selling points, similar models,
 * galleries and city sections, the comparison, the credit calculator and the home page's trending
 * models; plus the new-car members of the catalogue's product-list and product-detail answers.
 */
import { z } from 'zod';
import { CURRENCY } from '../constants';
import { defineCall } from './call';
import { cityCodeParam, codeParam, discountPercent, LinkUrl, rupiah, SitePath } from './common';
import { RateData } from './editorial';

/** Where a price came from: the city's own OTR row, or the variant's default (DKI Jakarta) OTR. */
export const PriceCity = z.object({
  cityCode: z.string().describe('City whose OTR prices are shown'),
  cityName: z.string(),
});

const CodeParams = z.object({ code: codeParam('Model code, e.g. avanza') });
const CityQuery = z.object({ cityCode: cityCodeParam });

// ---------------------------------------------------------------------------------------------
// Model cards (product-list, similar models)
// ---------------------------------------------------------------------------------------------

/** A paint on a list card; `roofHex` is the contrasting roof of a two-tone paint (null or absent: one colour). */
export const ColorSwatch = z.object({ name: z.string(), hex: z.string(), roofHex: z.string().nullable().optional() });

export const ModelCard = z.object({
  kind: z.literal('NEWCAR'),
  code: z.string(),
  name: z.string(),
  bodyType: z.string(),
  tagline: z.string(),
  /** The most seats a variant has; `minSeats` the fewest, when the variants differ (issue 15). */
  seats: z.number().int(),
  minSeats: z.number().int().optional(),
  fuels: z.array(z.string()),
  transmissions: z.array(z.string()),
  lowestPrice: rupiah,
  highestPrice: rupiah,
  /** Of the lowest-priced variant. */
  strikeThroughPrice: rupiah.nullable(),
  discountPercent,
  /** The model drawn in its first colour (MEDIA.car). */
  imageUrl: SitePath,
  url: SitePath,
  colors: z.array(ColorSwatch),
  /** A variant that passes the filters is a GR Sport or the model is a GR car (vocabulary isGrSport; issue 15). */
  grSport: z.boolean().optional(),
});
export type ModelCard = z.infer<typeof ModelCard>;
export const ModelCards = z.array(ModelCard);

/** Exactly the fields the web app's home page reads (§7 page/trending-cars). */
export const TrendingCar = z.object({
  code: z.string(),
  name: z.string(),
  bodyType: z.string(),
  tagline: z.string(),
  imageUrl: SitePath,
  lowestPrice: rupiah,
  url: SitePath,
});
export type TrendingCar = z.infer<typeof TrendingCar>;
export const TrendingCars = z.array(TrendingCar);

// ---------------------------------------------------------------------------------------------
// product-detail category NEWCAR (§3 Product and Car markup)
// ---------------------------------------------------------------------------------------------

export const Price = z.object({ value: rupiah, currency: z.literal(CURRENCY) });

export const VariantOffer = z.object({
  code: z.string(),
  name: z.string(),
  transmission: z.string(),
  fuel: z.string(),
  engine: z.string(),
  price: Price,
  strikeThroughPrice: rupiah.nullable(),
  discountPercent,
  isPreorder: z.boolean(),
  /** Seats of this variant (issue 15: a bench seats eight where captain seats seat seven). */
  seats: z.number().int().optional(),
  url: SitePath,
});
export type VariantOffer = z.infer<typeof VariantOffer>;

/** A specification row with its value resolved for every variant of the model (variant order). */
export const SpecRow = z.object({
  label: z.string(),
  /** The model-wide value (what a variant without an override shows). */
  value: z.string(),
  variantValues: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
});
export type SpecRow = z.infer<typeof SpecRow>;
export const SpecGroup = z.object({ group: z.string(), rows: z.array(SpecRow) });
export type SpecGroup = z.infer<typeof SpecGroup>;
export const SpecGroups = z.array(SpecGroup);

export const Superiority = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  imageUrl: SitePath,
});
export type Superiority = z.infer<typeof Superiority>;
export const Superiorities = z.array(Superiority);

export const CarColor = z.object({
  id: z.number().int(),
  name: z.string(),
  hex: z.string(),
  roofHex: z.string().nullable(),
  extraPrice: rupiah,
  imageUrl: SitePath,
});
export type CarColor = z.infer<typeof CarColor>;

export const NewCarDetail = z.object({
  category: z.literal('NEWCAR'),
  ...PriceCity.shape,
  product: z.object({ code: z.string(), name: z.string(), imageUrl: SitePath, description: z.string(), url: SitePath }),
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
  /** The most seats a variant has; `minSeats` the fewest, when the variants differ (issue 15). */
  seats: z.number().int(),
  minSeats: z.number().int().optional(),
  doors: z.number().int(),
  fuels: z.array(z.string()),
  transmissions: z.array(z.string()),
  lowestPrice: rupiah,
  highestPrice: rupiah,
  fullSpecificationUrl: SitePath,
});
export type NewCarDetail = z.infer<typeof NewCarDetail>;

// ---------------------------------------------------------------------------------------------
// new-car-product/*
// ---------------------------------------------------------------------------------------------

export const InformationData = z.object({
  ...PriceCity.shape,
  code: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  bodyType: z.string(),
  /** The most seats a variant has; `minSeats` the fewest, when the variants differ (issue 15). */
  seats: z.number().int(),
  minSeats: z.number().int().optional(),
  doors: z.number().int(),
  testDrive: z.boolean(),
  fuels: z.array(z.string()),
  transmissions: z.array(z.string()),
  variantCount: z.number().int(),
  lowestPrice: rupiah,
  highestPrice: rupiah,
  strikeThroughPrice: rupiah.nullable(),
  discountPercent,
  imageUrl: SitePath,
  url: SitePath,
  fullSpecificationUrl: SitePath,
});
export type InformationData = z.infer<typeof InformationData>;

/** At most this many codes in one similar-products/details call. */
export const MAX_SIMILAR_CODES = 12;

const SimilarDetailsQuery = z.object({
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
  imageUrl: SitePath,
});
export type GalleryItem = z.infer<typeof GalleryItem>;
export const GalleryList = z.array(GalleryItem);

export const Video = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Where the video plays: an outside page (the brand's channel). */
  url: LinkUrl,
  durationSeconds: z.number().int(),
  uploadDate: z.string(),
  thumbnailUrl: SitePath,
});
export type Video = z.infer<typeof Video>;

export const AllGalleryData = z.object({
  code: z.string(),
  groups: z.array(z.object({ kind: z.string(), label: z.string(), items: z.array(GalleryItem) })),
  videos: z.array(Video),
});
export type AllGalleryData = z.infer<typeof AllGalleryData>;

export const CONTENT_SECTIONS = ['price', 'promo', 'video', 'gallery'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
const ContentParams = z.object({
  a: codeParam('Model code'),
  b: z.enum(CONTENT_SECTIONS).describe('Section: price | promo | video | gallery'),
});

/** A promo as the model page's promo section lists it. */
export const PromoSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  imageUrl: SitePath,
  url: SitePath,
});
export type PromoSummary = z.infer<typeof PromoSummary>;

export const PriceSection = z.object({
  section: z.literal('price'),
  code: z.string(),
  ...PriceCity.shape,
  lowestPrice: rupiah,
  highestPrice: rupiah,
  variants: z.array(VariantOffer),
});
export type PriceSection = z.infer<typeof PriceSection>;
export const PromoSection = z.object({ section: z.literal('promo'), code: z.string(), ...PriceCity.shape, promos: z.array(PromoSummary) });
export type PromoSection = z.infer<typeof PromoSection>;
export const VideoSection = z.object({ section: z.literal('video'), code: z.string(), videos: z.array(Video) });
export type VideoSection = z.infer<typeof VideoSection>;
export const GallerySection = z.object({ section: z.literal('gallery'), code: z.string(), items: GalleryList });
export type GallerySection = z.infer<typeof GallerySection>;

/** v2 content/{a}/{b}: one member per section `b`. */
export const ContentData = z.discriminatedUnion('section', [PriceSection, PromoSection, VideoSection, GallerySection]);
export type ContentData = z.infer<typeof ContentData>;

// ---------------------------------------------------------------------------------------------
// compare-product
// ---------------------------------------------------------------------------------------------

const CompareQuery = z.object({
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
export type CompareOptionsData = z.infer<typeof CompareOptionsData>;

export const CompareItem = z.object({
  code: z.string(),
  kind: z.enum(['model', 'variant']),
  modelCode: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  bodyType: z.string(),
  seats: z.number().int(),
  imageUrl: SitePath,
  url: SitePath,
  price: rupiah.describe('City OTR: the variant’s, or the model’s lowest'),
  strikeThroughPrice: rupiah.nullable(),
  discountPercent,
});
export type CompareItem = z.infer<typeof CompareItem>;

export const CompareData = z.object({
  ...PriceCity.shape,
  items: z.array(CompareItem),
  rows: z.array(
    z.object({
      group: z.string(),
      label: z.string(),
      /** One per item, in item order; null when that model has no such row. */
      values: z.array(z.string().nullable()),
    }),
  ),
});
export type CompareData = z.infer<typeof CompareData>;

// ---------------------------------------------------------------------------------------------
// v2/creditcalculator
// ---------------------------------------------------------------------------------------------

const CreditBody = z.object({
  productCode: codeParam('Variant code: its city OTR price is used').optional(),
  // Issue 29: a certified used car's credit simulation, on the car's own price (the same in every city).
  usedCarCode: codeParam('Certified used car code: its price is used').optional(),
  otrPrice: z.number().int().positive().max(100_000_000_000).optional().describe('OTR price in rupiah, when no productCode or usedCarCode is given'),
  cityCode: cityCodeParam,
  downPaymentPercent: z.number().min(0).max(100).optional(),
  downPaymentAmount: z.number().int().min(0).optional(),
  // Any whole number: a tenor outside the table is refused by the credit module with its own message.
  tenorMonths: z.number().int().min(1).max(120),
  insuranceKind: z.enum(['all-risk', 'tlo']).optional(),
});

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
export type CreditData = z.infer<typeof CreditData>;

// ---------------------------------------------------------------------------------------------
// The dealer system's price list (TDMS pushes OTR changes)
// ---------------------------------------------------------------------------------------------

/** At most this many prices in one push. */
export const MAX_DEALER_PRICES = 500;
/** A sanity ceiling: no car on the site costs Rp 20 miliar; a bigger number is a typo upstream. */
export const MAX_DEALER_PRICE_OTR = 20_000_000_000;

export const DealerPrice = z.object({
  variantCode: codeParam('Variant code, e.g. AVZ-15G-CVT'),
  cityIsocode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'harus 4 digit kode kota, mis. 3273')
    .optional()
    .describe('City isocode: this city’s OTR; absent = the variant’s default (DKI Jakarta) OTR'),
  priceOtr: z.number().int().positive().max(MAX_DEALER_PRICE_OTR).describe('OTR price in whole rupiah'),
});
export type DealerPrice = z.infer<typeof DealerPrice>;

export const DealerPricesBody = z.object({
  prices: z
    .array(DealerPrice)
    .min(1)
    .max(MAX_DEALER_PRICES)
    .superRefine((prices, ctx) => {
      // Two prices for one variant and city would leave the answer to the order of the list.
      const seen = new Set<string>();
      for (const [i, p] of prices.entries()) {
        const key = `${p.variantCode}\u0000${p.cityIsocode ?? ''}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: `ganda: harga ${p.variantCode}${p.cityIsocode ? ` untuk kota ${p.cityIsocode}` : ''} sudah ada di daftar`,
          });
          return;
        }
        seen.add(key);
      }
    }),
});
export type DealerPricesBody = z.infer<typeof DealerPricesBody>;

export const DealerPricesData = z.object({
  updated: z.number().int().describe('Prices that changed (an entry equal to the stored price is left alone)'),
  version: z.number().int().describe('The data version after the push (GET /api/content/v1/data-version)'),
});
export type DealerPricesData = z.infer<typeof DealerPricesData>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const newCarCalls = {
  /** §7 page/trending-cars */
  trending: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/page/trending-cars', data: TrendingCars }),
  /** §7 new-car-product information */
  information: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/new-car-product/information/:code',
    params: CodeParams,
    query: CityQuery,
    data: InformationData,
  }),
  /** §7 new-car-product specification (§2 /p/{code}/full-specification) */
  specification: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/new-car-product/specification/:code',
    params: CodeParams,
    data: SpecGroups,
  }),
  /** §7 new-car-product superiority */
  superiority: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/new-car-product/superiority/:code',
    params: CodeParams,
    data: Superiorities,
  }),
  /** §7 new-car-product similar */
  similar: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/new-car-product/similar/:code',
    params: CodeParams,
    query: CityQuery,
    data: ModelCards,
  }),
  /** §7 new-car-product similar-products/details */
  similarDetails: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/new-car-product/similar-products/details',
    query: SimilarDetailsQuery,
    data: ModelCards,
  }),
  /** §7 v2 gallery */
  gallery: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/v2/gallery/:code', params: CodeParams, data: GalleryList }),
  /** §7 v2 all-gallery */
  allGallery: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/v2/all-gallery/:code', params: CodeParams, data: AllGalleryData }),
  /** §7 v2 content/{a}/{b}?cityCode */
  content: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/v2/content/:a/:b',
    params: ContentParams,
    query: CityQuery,
    data: ContentData,
  }),
  /** §7 compare-product */
  compare: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/compare-product', query: CompareQuery, data: CompareData }),
  /** The choices of the comparison picker (beside §7 compare-product). */
  compareOptions: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/compare-product/options', data: CompareOptionsData }),
  /** §7 POST v2 creditcalculator */
  creditCalculator: defineCall({ method: 'POST', path: '/api/product/v1/v2/creditcalculator', body: CreditBody, data: CreditData }),
  /** The dealer system (TDMS) sets OTR prices, default or per city (X-Dealer-Key). */
  dealerPrices: defineCall({ method: 'PUT', path: '/api/product/v1/dealer/prices', body: DealerPricesBody, data: DealerPricesData }),
} as const;
