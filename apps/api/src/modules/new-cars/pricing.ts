import { carColors, carModels, carVariantPrices, carVariants, type Db } from '@kemudi/db';
import { MEDIA } from '@kemudi/domain/media';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { productNotFound } from '../../lib/errors';

/*
 * What every new-car answer shares: a model found by code, its variants priced for a city, and
 * its colours (the first colour is the one its picture is drawn in).
 */

/** Body colour used when a model has no colour rows (never in the seed; keeps the image URL valid). */
const FALLBACK_COLOR = '#c0c0c0';

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

/** A variant's seats: its own where they differ from the model's (issue 15), else the model's. */
export const variantSeatsSql = (): SQL => sql`coalesce(${carVariants.seats}, ${carModels.seats})`;

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
      seats: sql<number>`${variantSeatsSql()}`.mapWith(toNumber),
      price: sql<number>`${cityPriceSql()}`.mapWith(toNumber),
      strikeThroughPrice: sql<number | null>`${cityStrikeSql()}`.mapWith(toNullableNumber),
    })
    .from(carVariants)
    .innerJoin(carModels, eq(carModels.code, carVariants.modelCode))
    .leftJoin(carVariantPrices, cityPriceJoin(cityCode))
    .where(inArray(carVariants.modelCode, modelCodes))
    .orderBy(asc(carVariants.modelCode), asc(carVariants.sortOrder), asc(carVariants.code));
}
export type PricedVariant = Awaited<ReturnType<typeof variantsWithPrices>>[number];


/** The cheapest variant in the city; ties go to the earlier one in the model's order. */
export function lowestOf<T extends { price: number; sortOrder: number }>(variants: T[]): T | undefined {
  return variants.reduce<T | undefined>(
    (best, v) => (best === undefined || v.price < best.price || (v.price === best.price && v.sortOrder < best.sortOrder) ? v : best),
    undefined,
  );
}

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

/**
 * The drawn picture of a model in a colour (its first colour when it has colours; FALLBACK_COLOR
 * otherwise); with a variant code, wearing that variant's badge (issue 15).
 */
export const carImage = (modelCode: string, color: { hex: string; roofHex: string | null } | undefined, variantCode?: string) =>
  MEDIA.car(modelCode, color?.hex ?? FALLBACK_COLOR, color?.roofHex, variantCode);

/** The pictures of several models, each drawn in its first colour, in one query: code → image URL. */
export async function modelImages(db: Db, modelCodes: string[]): Promise<(modelCode: string) => string> {
  const colors = await colorsOf(db, modelCodes);
  return (modelCode) => carImage(modelCode, colors.get(modelCode)?.[0]);
}

type ModelRow = typeof carModels.$inferSelect;

/** A model by code; 404 'Produk tidak ditemukan' (§7 product-detail) when unknown. */
export async function findModel(db: Db, code: string): Promise<ModelRow> {
  const [row] = await db.select().from(carModels).where(eq(carModels.code, code)).limit(1);
  if (!row) throw productNotFound(code);
  return row;
}
