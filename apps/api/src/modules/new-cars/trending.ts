import { carColors, carModels, carVariants, type Db } from '@kemudi/db';
import type { TrendingCar } from '@kemudi/domain/contracts/new-cars';
import { ROUTES } from '@kemudi/domain/routes';
import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { carImage } from './pricing';

/**
 * §7 page/trending-cars: models with a trending rank, by rank. lowestPrice = the lowest default (Jakarta) OTR of the
 * model's variants; a model with no variant has nothing to price and is left out (inner join).
 * The picture shows the model in its first colour (lowest sortOrder).
 */
export async function listTrendingCars(db: Db): Promise<TrendingCar[]> {
  const models = await db
    .select({
      code: carModels.code,
      name: carModels.name,
      bodyType: carModels.bodyType,
      tagline: carModels.tagline,
      rank: carModels.trendingRank,
      lowestPrice: sql<number>`min(${carVariants.priceOtr})`.mapWith(Number),
    })
    .from(carModels)
    .innerJoin(carVariants, eq(carVariants.modelCode, carModels.code))
    .where(isNotNull(carModels.trendingRank))
    .groupBy(carModels.code)
    .orderBy(asc(carModels.trendingRank), asc(carModels.code));
  const firstColors = await firstColorOf(
    db,
    models.map((m) => m.code),
  );
  return models.map((m) => ({
    code: m.code,
    name: m.name,
    bodyType: m.bodyType,
    tagline: m.tagline,
    imageUrl: carImage(m.code, firstColors.get(m.code)),
    lowestPrice: m.lowestPrice,
    url: ROUTES.model(m.code),
  }));
}

/** First colour (lowest sortOrder, then id) of each model, in one query. */
async function firstColorOf(db: Db, modelCodes: string[]) {
  const result = new Map<string, { hex: string; roofHex: string | null }>();
  if (modelCodes.length === 0) return result;
  const rows = await db
    .selectDistinctOn([carColors.modelCode], { modelCode: carColors.modelCode, hex: carColors.hex, roofHex: carColors.roofHex })
    .from(carColors)
    .where(inArray(carColors.modelCode, modelCodes))
    .orderBy(asc(carColors.modelCode), asc(carColors.sortOrder), asc(carColors.id));
  for (const row of rows) result.set(row.modelCode, { hex: row.hex, roofHex: row.roofHex });
  return result;
}
