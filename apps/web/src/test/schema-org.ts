/*
 * The schema.org properties (https://schema.org, version 29) each type used by our JSON-LD may
 * carry, including those inherited from Thing, CreativeWork, Product and so on — only the ones a
 * page could reasonably need. The JSON-LD tests check every property name against this list, so a
 * misspelt property (e.g. `mileageFromOdometr`) fails a test instead of being ignored by search engines.
 */
const THING = ['name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage'];
const CREATIVE_WORK = [...THING, 'headline', 'author', 'publisher', 'datePublished', 'dateModified', 'inLanguage', 'keywords', 'about', 'text', 'thumbnailUrl'];
const PRODUCT = [...THING, 'sku', 'brand', 'offers', 'aggregateRating', 'review', 'color', 'model', 'itemCondition', 'category', 'mpn', 'gtin'];
const VEHICLE = [
  ...PRODUCT,
  'fuelType',
  'vehicleConfiguration',
  'vehicleTransmission',
  'numberOfDoors',
  'vehicleSeatingCapacity',
  'vehicleModelDate',
  'mileageFromOdometer',
  'bodyType',
  'driveWheelConfiguration',
  'vehicleEngine',
  'productionDate',
];

export const SCHEMA_ORG_PROPERTIES: Record<string, readonly string[]> = {
  WebPage: [...CREATIVE_WORK, 'breadcrumb', 'primaryImageOfPage'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems'],
  ItemList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item'],
  FAQPage: [...CREATIVE_WORK, 'mainEntity'],
  Question: [...CREATIVE_WORK, 'acceptedAnswer', 'answerCount'],
  Answer: [...CREATIVE_WORK],
  NewsArticle: [...CREATIVE_WORK, 'articleBody', 'articleSection', 'wordCount', 'dateline'],
  Article: [...CREATIVE_WORK, 'articleBody', 'articleSection', 'wordCount'],
  Review: [...CREATIVE_WORK, 'reviewRating', 'reviewBody', 'itemReviewed'],
  Rating: [...THING, 'ratingValue', 'bestRating', 'worstRating', 'author'],
  AggregateRating: [...THING, 'ratingValue', 'bestRating', 'worstRating', 'reviewCount', 'ratingCount', 'itemReviewed'],
  Product: PRODUCT,
  Car: VEHICLE,
  Brand: [...THING, 'logo'],
  Offer: [...THING, 'price', 'priceCurrency', 'availability', 'itemCondition', 'sku', 'priceSpecification', 'priceValidUntil', 'seller', 'validFrom'],
  AggregateOffer: [...THING, 'lowPrice', 'highPrice', 'offerCount', 'offers', 'priceCurrency', 'availability'],
  UnitPriceSpecification: [...THING, 'price', 'priceCurrency', 'priceType', 'validFrom', 'validThrough'],
  QuantitativeValue: [...THING, 'value', 'unitCode', 'unitText', 'minValue', 'maxValue'],
  VideoObject: [...CREATIVE_WORK, 'contentUrl', 'embedUrl', 'uploadDate', 'duration'],
  Organization: [...THING, 'logo', 'telephone', 'address', 'email'],
  Person: [...THING, 'jobTitle', 'telephone'],
  AutoDealer: [...THING, 'address', 'geo', 'telephone', 'email', 'openingHoursSpecification', 'brand', 'priceRange', 'logo', 'areaServed'],
  PostalAddress: [...THING, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  GeoCoordinates: [...THING, 'latitude', 'longitude'],
  OpeningHoursSpecification: [...THING, 'dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'],
  ImageObject: [...CREATIVE_WORK, 'contentUrl', 'width', 'height', 'caption'],
};

/** Every object in a parsed JSON-LD value, with the path that leads to it. */
export function* objectsIn(value: unknown, path = '$'): Generator<{ path: string; object: Record<string, unknown> }> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* objectsIn(v, `${path}[${i}]`);
  } else if (value !== null && typeof value === 'object') {
    yield { path, object: value as Record<string, unknown> };
    for (const [k, v] of Object.entries(value)) yield* objectsIn(v, `${path}.${k}`);
  }
}

/** The problems with a JSON-LD value: objects without a known @type, and properties their type lacks. */
export function vocabularyProblems(value: unknown): string[] {
  const problems: string[] = [];
  for (const { path, object } of objectsIn(value)) {
    const type = object['@type'];
    if (typeof type !== 'string') {
      problems.push(`${path}: no @type`);
      continue;
    }
    const allowed = SCHEMA_ORG_PROPERTIES[type];
    if (!allowed) {
      problems.push(`${path}: unknown type ${type}`);
      continue;
    }
    for (const key of Object.keys(object)) {
      if (key.startsWith('@')) continue;
      if (!allowed.includes(key)) problems.push(`${path}: ${type} has no property ${key}`);
    }
  }
  return problems;
}
