import { carModels, carVariantPrices, carVariants, type Db } from '@kemudi/db';
import type { ListFilters, Sort } from '@kemudi/domain/contracts/catalogue';
import { MAX_SIMILAR_CODES, type ModelCard } from '@kemudi/domain/contracts/new-cars';
import { discountPercent } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { isGrSport } from '@kemudi/domain/vocabulary';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { resolveCity } from '../../lib/city';
import { badRequest, productNotFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import { carImage, cityPriceJoin, cityPriceSql, cityStrikeSql, colorsOf, toNullableNumber, toNumber, variantSeatsSql } from './pricing';

/** Text arrays arrive parsed from both drivers; a literal '{a,b}' is parsed defensively. */
function toStringArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    return value
      .slice(1, -1)
      .split(',')
      .filter(Boolean)
      .map((v) => v.replace(/^"|"$/g, ''));
  }
  return [];
}

type ModelCardQuery = {
  cityCode: string;
  /** Conditions on the model and on its variants: the card describes the variants that pass. */
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
};

/**
 * One row per model (grouped in SQL): price range, fuels and transmissions of the variants that
 * pass the filters, and the strike-through price of the lowest-priced of them.
 */
async function queryModelCards(db: Db, q: ModelCardQuery): Promise<ModelCard[]> {
  const price = cityPriceSql();
  const rows = await db
    .select({
      code: carModels.code,
      name: carModels.name,
      bodyType: carModels.bodyType,
      tagline: carModels.tagline,
      seats: sql<number>`max(${variantSeatsSql()})`.mapWith(toNumber),
      minSeats: sql<number>`min(${variantSeatsSql()})`.mapWith(toNumber),
      lowestPrice: sql<number>`min(${price})`.mapWith(toNumber),
      highestPrice: sql<number>`max(${price})`.mapWith(toNumber),
      strikeThroughPrice: sql<number | null>`(array_agg(${cityStrikeSql()} order by ${price}, ${carVariants.sortOrder}))[1]`.mapWith(
        toNullableNumber,
      ),
      fuels: sql<string[]>`array_agg(distinct ${carVariants.fuel} order by ${carVariants.fuel})`.mapWith(toStringArray),
      transmissions: sql<string[]>`array_agg(distinct ${carVariants.transmission} order by ${carVariants.transmission})`.mapWith(
        toStringArray,
      ),
      variantNames: sql<string[]>`array_agg(${carVariants.name} order by ${carVariants.sortOrder})`.mapWith(toStringArray),
    })
    .from(carModels)
    .innerJoin(carVariants, eq(carVariants.modelCode, carModels.code))
    .leftJoin(carVariantPrices, cityPriceJoin(q.cityCode))
    .where(q.where)
    .groupBy(carModels.code)
    .orderBy(...q.order)
    .limit(q.limit)
    .offset(q.offset);
  const colors = await colorsOf(
    db,
    rows.map((r) => r.code),
  );
  return rows.map((r) => {
    const swatches = colors.get(r.code) ?? [];
    return {
      kind: 'NEWCAR' as const,
      code: r.code,
      name: r.name,
      bodyType: r.bodyType,
      tagline: r.tagline,
      seats: r.seats,
      minSeats: r.minSeats,
      fuels: r.fuels,
      transmissions: r.transmissions,
      lowestPrice: r.lowestPrice,
      highestPrice: r.highestPrice,
      strikeThroughPrice: r.strikeThroughPrice,
      discountPercent: discountPercent(r.strikeThroughPrice, r.lowestPrice),
      imageUrl: carImage(r.code, swatches[0]),
      url: ROUTES.model(r.code),
      colors: swatches.map((c) => ({ name: c.name, hex: c.hex, roofHex: c.roofHex })),
      grSport: r.variantNames.some((v) => isGrSport(r.name, v)),
    };
  });
}

async function countModels(db: Db, cityCode: string, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${carModels.code})::int` })
    .from(carModels)
    .innerJoin(carVariants, eq(carVariants.modelCode, carModels.code))
    .leftJoin(carVariantPrices, cityPriceJoin(cityCode))
    .where(where);
  return row?.count ?? 0;
}

function modelConditions(f: ListFilters, testDriveOnly: boolean): SQL | undefined {
  const price = cityPriceSql();
  const c: SQL[] = [];
  if (testDriveOnly) c.push(eq(carModels.testDrive, true));
  if (f.bodyType !== undefined) c.push(eq(carModels.bodyType, f.bodyType));
  // A variant's own seats (issue 15): '8 penumpang' finds the Zenix G, not its seven-seat V.
  if (f.seats !== undefined) c.push(sql`${variantSeatsSql()} = ${f.seats}`);
  if (f.model !== undefined) c.push(eq(carModels.code, f.model));
  if (f.fuel !== undefined) c.push(sql`lower(${carVariants.fuel}) = lower(${f.fuel})`);
  if (f.transmission !== undefined) c.push(sql`lower(${carVariants.transmission}) = lower(${f.transmission})`);
  if (f.minPrice !== undefined) c.push(sql`${price} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) c.push(sql`${price} <= ${f.maxPrice}`);
  return and(...c);
}

function modelOrder(sort: Sort): SQL[] {
  const lowest = sql`min(${cityPriceSql()})`;
  switch (sort) {
    case 'price-asc':
      return [asc(lowest), asc(carModels.sortOrder), asc(carModels.code)];
    case 'price-desc':
      return [desc(lowest), asc(carModels.sortOrder), asc(carModels.code)];
    case 'name':
      return [asc(carModels.name), asc(carModels.code)];
    default:
      // recommended; newest, year-desc and mileage-asc describe used cars and fall back to it.
      return [asc(carModels.sortOrder), asc(carModels.code)];
  }
}

/** The model cards of a new-car listing (product-list, products?category=NEWCAR), priced in the city. */
export async function listModelCards(db: Db, cityCode: string, f: ListFilters, testDriveOnly: boolean): Promise<Page<ModelCard>> {
  const where = modelConditions(f, testDriveOnly);
  const [content, total] = await Promise.all([
    queryModelCards(db, { cityCode, where, order: modelOrder(f.sort), limit: f.size, offset: f.page * f.size }),
    countModels(db, cityCode, where),
  ]);
  return toPage(content, f.page, f.size, total);
}

/** "a, b ,c" → ['a','b','c'] (trimmed, empties dropped). */
export function splitCodes(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/**
 * §7 new-car-product similar-products/details: cards of the given model codes in the order given,
 * duplicates once; codes that are not models are skipped (a stale list still renders).
 */
export async function modelCardsFor(db: Db, codesText: string, cityCodeInput: string | undefined): Promise<ModelCard[]> {
  const codes = [...new Set(splitCodes(codesText))];
  if (codes.length > MAX_SIMILAR_CODES) throw badRequest(`Maksimal ${MAX_SIMILAR_CODES} kode produk`);
  const { cityCode } = await resolveCity(db, cityCodeInput);
  if (codes.length === 0) return [];
  const cards = await queryModelCards(db, {
    cityCode,
    where: inArray(carModels.code, codes),
    order: [asc(carModels.code)],
    limit: codes.length,
    offset: 0,
  });
  const byCode = new Map(cards.map((c) => [c.code, c]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

const SIMILAR_COUNT = 4;

/**
 * Four other models: same body type first, then the nearest lowest price (in the city), then
 * editorial order. Never the model itself.
 */
export async function similarModels(db: Db, code: string, cityCodeInput: string | undefined) {
  const { cityCode } = await resolveCity(db, cityCodeInput);
  const [self] = await queryModelCards(db, { cityCode, where: eq(carModels.code, code), order: [], limit: 1, offset: 0 });
  if (!self) throw productNotFound(code);
  const lowest = sql`min(${cityPriceSql()})`;
  return queryModelCards(db, {
    cityCode,
    where: ne(carModels.code, code),
    order: [
      desc(sql`(${carModels.bodyType} = ${self.bodyType})`),
      asc(sql`abs(${lowest} - ${self.lowestPrice})`),
      asc(carModels.sortOrder),
      asc(carModels.code),
    ],
    limit: SIMILAR_COUNT,
    offset: 0,
  });
}
