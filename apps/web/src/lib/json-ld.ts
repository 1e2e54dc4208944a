/*
 * Structured search-engine markup (§1, §3 "Markup source fields"), as schema.org JSON-LD.
 * Every page builds its objects here, with tested functions, and renders them with the one
 * component src/components/seo/json-ld.tsx (STYLE "SEO").
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A JSON value: what a JSON-LD object may hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A top-level JSON-LD object. */
export interface JsonLdThing {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
  [property: string]: JsonValue;
}

/**
 * An absolute URL for `path` on `origin` (schema.org URLs should be absolute). An absolute
 * http(s) URL is kept as it is; anything else is resolved against the origin.
 */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/** §3 Webpage: name, description, url, keywords. */
export interface WebPageSource {
  name: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  keywords: readonly string[];
}

/** schema.org WebPage; keywords become one comma-separated text, blank ones dropped. */
export function buildWebPage(source: WebPageSource): JsonLdThing {
  const keywords = source.keywords.map((k) => k.trim()).filter((k) => k !== '');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: source.name,
    description: source.description,
    url: source.url,
    ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
    inLanguage: 'id-ID',
  };
}

/** §3 Breadcrumb: name, item (the absolute URL of the crumb; the current page may leave it out). */
export interface BreadcrumbSource {
  name: string;
  item?: string;
}

/** schema.org BreadcrumbList: one ListItem per crumb, positions from 1. */
export function buildBreadcrumbList(crumbs: readonly BreadcrumbSource[]): JsonLdThing {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.item !== undefined ? { item: crumb.item } : {}),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: JSON.stringify, then `<`, `>` and `&` as
 * \u escapes so no text (e.g. '</script>' or '<!--' in a title) can end or alter the script
 * element, and U+2028/U+2029 escaped too. The result parses back to the same value.
 */
export function serializeJsonLd(data: JsonLdThing | readonly JsonLdThing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/* ------------------------------------------------------------------------------------------ */
/* The other nine §3 kinds. Prices are IDR numbers (§9 Currency IDR); dates are ISO 8601.      */
/* ------------------------------------------------------------------------------------------ */

/** The brand every new car and genuine part carries. */
export const TOYOTA_BRAND = 'Toyota';

const brand = (name: string): JsonValue => ({ '@type': 'Brand', name });

/** A price as a whole IDR number, or undefined when it is missing, not a number or not above 0. */
export function idrPrice(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}

/** An ISO 8601 date-time for a Date or a date string; undefined when it cannot be read. */
export function isoDate(value: Date | string | null | undefined): string | undefined {
  if (!value) return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Drops undefined, null and '' properties, so an absent source field leaves no empty property behind. */
function compact(object: Record<string, JsonValue | undefined>): { [key: string]: JsonValue } {
  const out: { [key: string]: JsonValue } = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

const thing = (type: string, properties: Record<string, JsonValue | undefined>): JsonLdThing =>
  ({ '@context': SCHEMA_CONTEXT, '@type': type, ...compact(properties) });

/** An Offer in IDR, or undefined without a price. */
function offer(price: number | string | null | undefined, extra: Record<string, JsonValue | undefined> = {}): JsonValue | undefined {
  const value = idrPrice(price);
  if (value === undefined) return undefined;
  return compact({ '@type': 'Offer', price: value, priceCurrency: 'IDR', ...extra });
}

/** §3 FAQ: question, answer. */
export interface FaqSource {
  question: string;
  answer: string;
}

/** schema.org FAQPage: one Question with its acceptedAnswer per entry (blank entries dropped). */
export function buildFaqPage(faqs: readonly FaqSource[], url?: string): JsonLdThing {
  return thing('FAQPage', {
    url,
    mainEntity: faqs
      .filter((f) => f.question.trim() !== '' && f.answer.trim() !== '')
      .map((f) => ({ '@type': 'Question', name: f.question.trim(), acceptedAnswer: { '@type': 'Answer', text: f.answer.trim() } })),
  });
}

/** §3 Article: titlePage, heroImageLink, publishedDate (plus the page URL and the text's opening). */
export interface ArticleSource {
  titlePage: string;
  heroImageLink: string;
  publishedDate: Date | string;
  /** When it last changed (dateModified); absent: not stated. */
  modifiedDate?: Date | string | undefined;
  url: string;
  description?: string | undefined;
  /** News for the dealer's news and tips; Article for evergreen pages (achievements, about). */
  kind?: 'NewsArticle' | 'Article';
  authorName?: string | undefined;
  publisherName: string;
  publisherLogo?: string | undefined;
}

/** schema.org NewsArticle (or Article): headline, image, datePublished, author and publisher. */
export function buildArticle(source: ArticleSource): JsonLdThing {
  return thing(source.kind ?? 'NewsArticle', {
    headline: source.titlePage,
    image: [source.heroImageLink],
    datePublished: isoDate(source.publishedDate),
    dateModified: isoDate(source.modifiedDate),
    url: source.url,
    mainEntityOfPage: source.url,
    description: source.description,
    inLanguage: 'id-ID',
    author: { '@type': 'Organization', name: source.authorName ?? source.publisherName },
    publisher: compact({
      '@type': 'Organization',
      name: source.publisherName,
      logo: source.publisherLogo ? { '@type': 'ImageObject', url: source.publisherLogo } : undefined,
    }),
  });
}

/** §3 Customer review: reviewerName, objectCode, rating 1 to 5, createdDate, message. */
export interface ReviewSource {
  reviewerName: string;
  objectCode: string;
  rating: number;
  createdDate: Date | string;
  message: string;
  /** The reviewed product's name and page, when known. */
  objectName?: string | undefined;
  objectUrl?: string | undefined;
}

/** A rating kept inside the §9 scale 1 to 5 (rounded to one decimal). */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 1;
  return Math.min(5, Math.max(1, Math.round(rating * 10) / 10));
}

const ratingOf = (value: number): JsonValue => ({ '@type': 'Rating', ratingValue: clampRating(value), bestRating: 5, worstRating: 1 });

/** The Review object without @context, for embedding in a Product. */
function reviewNode(source: ReviewSource): { [key: string]: JsonValue } {
  return compact({
    '@type': 'Review',
    author: { '@type': 'Person', name: source.reviewerName },
    reviewRating: ratingOf(source.rating),
    datePublished: isoDate(source.createdDate),
    reviewBody: source.message,
    itemReviewed: compact({ '@type': 'Product', sku: source.objectCode, name: source.objectName ?? source.objectCode, url: source.objectUrl }),
  });
}

/** schema.org Review with a Rating on the 1–5 scale (§9) and the reviewed Product by its code. */
export function buildReview(source: ReviewSource): JsonLdThing {
  return { '@context': SCHEMA_CONTEXT, ...reviewNode(source) } as JsonLdThing;
}

/** schema.org AggregateRating from an average on the 1–5 scale and how many reviews it stands for; undefined for none. */
function ratingSummary(average: number, count: number): JsonValue | undefined {
  if (count <= 0) return undefined;
  return { '@type': 'AggregateRating', ratingValue: clampRating(average), reviewCount: count, bestRating: 5, worstRating: 1 };
}

/** schema.org AggregateRating for ratings on the 1–5 scale; undefined when there are none. */
export function aggregateRating(ratings: readonly number[]): JsonValue | undefined {
  const valid = ratings.filter((r) => Number.isFinite(r)).map(clampRating);
  return ratingSummary(valid.reduce((a, b) => a + b, 0) / Math.max(1, valid.length), valid.length);
}

/** §3 Product: product{code,imageUrl,description,url}, detailCar{variantOptions, lowestPriceVariant, strikeThroughPrice}, rateData.content[]. */
export interface ProductSource {
  product: { code: string; name: string; imageUrl: string; description: string; url: string };
  detailCar: {
    variantOptions: readonly { variants: readonly { code: string; name: string; price: { value: number | null }; isPreorder: boolean }[] }[];
    lowestPriceVariant: { code: string } | null;
    strikeThroughPrice: { value: number | null } | null;
  };
  rateData: { content: readonly { rating: number }[] };
  /** Reviews to embed (at most a few; the aggregate counts them all). */
  reviews?: readonly ReviewSource[];
}

/**
 * schema.org Product for a model page: an AggregateOffer over every priced variant (lowPrice is the
 * lowest-price variant's price), one Offer per variant (PreOrder or InStock), the strike-through
 * price as a StrikethroughPrice UnitPriceSpecification on the lowest variant's offer, and an
 * AggregateRating from rateData.
 */
export function buildProduct(source: ProductSource): JsonLdThing {
  const variants = source.detailCar.variantOptions.flatMap((o) => o.variants);
  const priced = variants.filter((v) => idrPrice(v.price.value) !== undefined);
  const lowestCode = source.detailCar.lowestPriceVariant?.code;
  const strike = idrPrice(source.detailCar.strikeThroughPrice?.value);
  const offers = priced.map((v) =>
    compact({
      '@type': 'Offer',
      sku: v.code,
      name: v.name,
      price: idrPrice(v.price.value),
      priceCurrency: 'IDR',
      availability: v.isPreorder ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: source.product.url,
      priceSpecification:
        v.code === lowestCode && strike !== undefined && strike > (idrPrice(v.price.value) ?? 0)
          ? { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: strike, priceCurrency: 'IDR' }
          : undefined,
    }),
  );
  const prices = priced.map((v) => idrPrice(v.price.value)!);
  const lowest = priced.find((v) => v.code === lowestCode);
  return thing('Product', {
    name: source.product.name,
    sku: source.product.code,
    image: [source.product.imageUrl],
    description: source.product.description,
    url: source.product.url,
    brand: brand(TOYOTA_BRAND),
    offers:
      offers.length > 0
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: 'IDR',
            lowPrice: lowest ? idrPrice(lowest.price.value)! : Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: offers.length,
            offers,
          }
        : undefined,
    aggregateRating: aggregateRating(source.rateData.content.map((r) => r.rating)),
    review: source.reviews && source.reviews.length > 0 ? source.reviews.map(reviewNode) : undefined,
  });
}

/** §3 Car: name, image, url, model, price, color, fuelType, vehicleConfiguration, vehicleTransmission, numberOfDoors, vehicleSeatingCapacity, description. */
export interface CarSource {
  name: string;
  image: string;
  url: string;
  model: string;
  price: number | null;
  color?: string | undefined;
  fuelType?: string | undefined;
  vehicleConfiguration?: string | undefined;
  vehicleTransmission?: string | undefined;
  numberOfDoors?: number | undefined;
  vehicleSeatingCapacity?: number | undefined;
  description?: string | undefined;
}

/** schema.org Car (a new Toyota) with an IDR Offer when priced. */
export function buildCar(source: CarSource): JsonLdThing {
  return thing('Car', {
    name: source.name,
    image: source.image,
    url: source.url,
    brand: brand(TOYOTA_BRAND),
    model: source.model,
    color: source.color,
    fuelType: source.fuelType,
    vehicleConfiguration: source.vehicleConfiguration,
    vehicleTransmission: source.vehicleTransmission,
    numberOfDoors: source.numberOfDoors,
    vehicleSeatingCapacity: source.vehicleSeatingCapacity,
    description: source.description,
    itemCondition: 'https://schema.org/NewCondition',
    offers: offer(source.price, { url: source.url, itemCondition: 'https://schema.org/NewCondition' }),
  });
}

/** §3 Video: title, description, url (plus the thumbnail and upload date search engines ask for). */
export interface VideoSource {
  title: string;
  description: string;
  url: string;
  thumbnailUrl: string;
  uploadDate: Date | string;
}

/** schema.org VideoObject. */
export function buildVideoObject(source: VideoSource): JsonLdThing {
  return thing('VideoObject', {
    name: source.title,
    description: source.description,
    contentUrl: source.url,
    thumbnailUrl: [source.thumbnailUrl],
    uploadDate: isoDate(source.uploadDate),
    inLanguage: 'id-ID',
  });
}

/** §3 Item list: url, items[]{image, urlPdp, name, price, priceCurrency}. */
export interface ItemListSource {
  url: string;
  name?: string | undefined;
  items: readonly { image: string; urlPdp: string; name: string; price: number | null; priceCurrency?: string }[];
  /**
   * 'product' (default): each entry holds a Product with its Offer (cars, accessories, coupons).
   * 'page': each entry is the page itself — position, url, name, image — for lists of things that
   * are not products (articles, promos, branches, mixed search results).
   */
  entries?: 'product' | 'page';
  /** The position of the first item: a list's second page goes on counting (default 1). */
  firstPosition?: number;
}

/** schema.org ItemList: one ListItem per item, each holding a Product with its Offer, or the page itself. */
export function buildItemList(source: ItemListSource): JsonLdThing {
  const first = source.firstPosition ?? 1;
  return thing('ItemList', {
    url: source.url,
    name: source.name,
    numberOfItems: source.items.length,
    itemListElement: source.items.map((item, index) =>
      source.entries === 'page'
        ? compact({ '@type': 'ListItem', position: first + index, url: item.urlPdp, name: item.name, image: item.image })
        : {
            '@type': 'ListItem',
            position: first + index,
            item: compact({
              '@type': 'Product',
              name: item.name,
              image: item.image,
              url: item.urlPdp,
              offers:
                idrPrice(item.price) !== undefined ? { '@type': 'Offer', price: idrPrice(item.price)!, priceCurrency: item.priceCurrency ?? 'IDR' } : undefined,
            }),
          },
    ),
  });
}

/** §3 Accessory: name, image, description, brand, price, priceCurrency (plus its code and page). */
export interface AccessorySource {
  name: string;
  image: string;
  description: string;
  brand: string;
  price: number | null;
  priceCurrency?: string;
  sku?: string | undefined;
  url?: string | undefined;
  /** The rating of all its reviews (1–5) and how many there are; left out when there are none. */
  rating?: { average: number; count: number } | undefined;
  /** For an item sold only until a day (a coupon): that day ('YYYY-MM-DD') and whether it is on sale today. */
  offerWindow?: { validUntil: string; onSale: boolean } | undefined;
  /** Sold out now (issue 12 stock): OutOfStock, unless the dated offer has ended (Discontinued). */
  soldOut?: boolean | undefined;
}

/**
 * schema.org Product for an accessory (and for coupons and service packages, brand Toyota), with
 * its Brand, an Offer (InStock; OutOfStock when sold out; Discontinued once a dated offer has ended, with priceValidUntil)
 * and the AggregateRating of its reviews.
 */
export function buildAccessory(source: AccessorySource): JsonLdThing {
  const rating = source.rating ? ratingSummary(source.rating.average, source.rating.count) : undefined;
  return thing('Product', {
    name: source.name,
    sku: source.sku,
    image: [source.image],
    description: source.description,
    url: source.url,
    brand: brand(source.brand),
    offers: offer(source.price, {
      priceCurrency: source.priceCurrency ?? 'IDR',
      url: source.url,
      availability:
        source.offerWindow && !source.offerWindow.onSale
          ? 'https://schema.org/Discontinued'
          : source.soldOut
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceValidUntil: source.offerWindow?.validUntil,
    }),
    aggregateRating: rating,
  });
}

/** §3 Used car: name, brand, model, vehicleModelDate, color, mileageFromOdometer in KM, url, price. */
export interface UsedCarSource {
  name: string;
  brand: string;
  model: string;
  vehicleModelDate: number | string;
  color?: string | undefined;
  /** Kilometres on the odometer. */
  mileageFromOdometer: number;
  url: string;
  price: number | null;
  image?: string | undefined;
  description?: string | undefined;
}

/** schema.org Car in used condition; the mileage is a QuantitativeValue in KMT (kilometres, UN/CEFACT code). */
export function buildUsedCar(source: UsedCarSource): JsonLdThing {
  return thing('Car', {
    name: source.name,
    image: source.image,
    description: source.description,
    url: source.url,
    brand: brand(source.brand),
    model: source.model,
    vehicleModelDate: String(source.vehicleModelDate),
    color: source.color,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: Math.max(0, Math.round(source.mileageFromOdometer)), unitCode: 'KMT' },
    itemCondition: 'https://schema.org/UsedCondition',
    offers: offer(source.price, { url: source.url, itemCondition: 'https://schema.org/UsedCondition', availability: 'https://schema.org/InStock' }),
  });
}

/** A branch (dealer and workshop), for its page; not one of §3's kinds, added for local search. */
export interface AutoDealerSource {
  name: string;
  url: string;
  description?: string | undefined;
  streetAddress: string;
  city: string;
  province: string;
  telephone?: string | undefined;
  email?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** The week: day 0 = Sunday … 6 = Saturday, opening and closing times as HH:MM; closed days have nulls. */
  week: readonly { day: number; open: string | null; close: string | null }[];
  image?: string | undefined;
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** schema.org AutoDealer: address, position, contacts and opening hours (closed days left out). */
export function buildAutoDealer(source: AutoDealerSource): JsonLdThing {
  const hours = source.week
    .filter((d) => d.open && d.close && HHMM.test(d.open) && HHMM.test(d.close) && SCHEMA_DAYS[d.day])
    .map((d) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${SCHEMA_DAYS[d.day]}`, opens: d.open!, closes: d.close! }));
  const hasGeo = Number.isFinite(source.latitude) && Number.isFinite(source.longitude);
  return thing('AutoDealer', {
    name: source.name,
    url: source.url,
    description: source.description,
    image: source.image,
    brand: brand(TOYOTA_BRAND),
    telephone: source.telephone,
    email: source.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: source.streetAddress,
      addressLocality: source.city,
      addressRegion: source.province,
      addressCountry: 'ID',
    },
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: source.latitude!, longitude: source.longitude! } : undefined,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
  });
}
