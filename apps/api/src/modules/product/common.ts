import { FALLBACK_CITY } from '@kemudi/domain/constants';
import { carColors, carModels, carVariantPrices, carVariants, cities, reviews, type Db } from '@kemudi/db';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/errors';

/** §7 product-detail: the one message for a product code that does not exist. */
export const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';
export const productNotFound = (code: string) => notFound(`${PRODUCT_NOT_FOUND}: '${code}'`);

/** Body colour used when a model has no colour rows (never in the seed; keeps the image URL valid). */
export const FALLBACK_COLOR = '#c0c0c0';

export type City = { cityCode: string; cityName: string };

/**
 * The city whose prices are shown. Absent → the §9 fallback city 0080 (Jakarta Pusat), whose
 * OTR is the variants' default price. An unknown code is a client mistake → 400.
 */
export async function resolveCity(db: Db, cityCode: string | undefined): Promise<City> {
  const code = cityCode ?? FALLBACK_CITY;
  const [row] = await db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(eq(cities.isocode, code)).limit(1);
  if (!row) throw badRequest(`Kode kota '${code}' tidak dikenal`);
  return { cityCode: row.isocode, cityName: row.name };
}

/** Join condition of a variant with its OTR row in the city (left join: cities without a row use priceOtr). */
export const cityPriceJoin = (cityCode: string) =>
  and(eq(carVariantPrices.variantCode, carVariants.code), eq(carVariantPrices.cityIsocode, cityCode));

/** A variant's OTR in the joined city, falling back to its default (DKI Jakarta) OTR. */
export const cityPriceSql = (): SQL => sql`coalesce(${carVariantPrices.price}, ${carVariants.priceOtr})`;

/**
 * The strike-through price in a city keeps the rupiah discount of the default price: the city
 * surcharge (registration and delivery) is added to both prices, so the discount is the same
 * amount everywhere and its percentage shrinks slightly where the car costs more.
 */
export const cityStrikeSql = (): SQL =>
  sql`(${carVariants.strikeThroughPrice} + (${cityPriceSql()} - ${carVariants.priceOtr}))`;

export const toNumber = (value: unknown): number => Number(value);
export const toNullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Every variant of the given models with its city price, in the models' variant order. */
export async function variantsWithPrices(db: Db, modelCodes: string[], cityCode: string) {
  if (modelCodes.length === 0) return [];
  return db
    .select({
      code: carVariants.code,
      modelCode: carVariants.modelCode,
      name: carVariants.name,
      transmission: carVariants.transmission,
      fuel: carVariants.fuel,
      engine: carVariants.engine,
      isPreorder: carVariants.isPreorder,
      sortOrder: carVariants.sortOrder,
      price: sql<number>`${cityPriceSql()}`.mapWith(toNumber),
      strikeThroughPrice: sql<number | null>`${cityStrikeSql()}`.mapWith(toNullableNumber),
    })
    .from(carVariants)
    .leftJoin(carVariantPrices, cityPriceJoin(cityCode))
    .where(inArray(carVariants.modelCode, modelCodes))
    .orderBy(asc(carVariants.modelCode), asc(carVariants.sortOrder), asc(carVariants.code));
}
export type PricedVariant = Awaited<ReturnType<typeof variantsWithPrices>>[number];

/** Colours of the given models, each model's in display order (first = the picture's colour). */
export async function colorsOf(db: Db, modelCodes: string[]) {
  const result = new Map<string, (typeof carColors.$inferSelect)[]>();
  if (modelCodes.length === 0) return result;
  const rows = await db
    .select()
    .from(carColors)
    .where(inArray(carColors.modelCode, modelCodes))
    .orderBy(asc(carColors.modelCode), asc(carColors.sortOrder), asc(carColors.id));
  for (const row of rows) result.set(row.modelCode, [...(result.get(row.modelCode) ?? []), row]);
  return result;
}

export type ModelRow = typeof carModels.$inferSelect;

export async function findModel(db: Db, code: string): Promise<ModelRow> {
  const [row] = await db.select().from(carModels).where(eq(carModels.code, code)).limit(1);
  if (!row) throw productNotFound(code);
  return row;
}

export { todayWib } from '../../lib/time';

const LATEST_REVIEWS = 5;

/** §3 customer reviews of one object: mean (one decimal, 0 when none), count and the latest five. */
export async function rateDataOf(db: Db, type: string, code: string) {
  const where = and(eq(reviews.type, type), eq(reviews.objectCode, code));
  const [[summary], latest] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${reviews.rating})`.mapWith(toNullableNumber) })
      .from(reviews)
      .where(where),
    db
      .select({
        reviewerName: reviews.reviewerName,
        reviewerCity: reviews.reviewerCity,
        rating: reviews.rating,
        createdDate: reviews.createdDate,
        title: reviews.title,
        message: reviews.message,
      })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdDate), desc(reviews.id))
      .limit(LATEST_REVIEWS),
  ]);
  const average = summary?.average ?? null;
  return {
    average: average === null ? 0 : Math.round(average * 10) / 10,
    count: summary?.count ?? 0,
    content: latest,
  };
}

/** "a, b ,c" → ['a','b','c'] (trimmed, empties dropped). */
export function splitCodes(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}
