import { branches, carModels, cities, usedCars, type Db } from '@kemudi/db';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { productNotFound } from './common';
import { UsedCarCard, codeParam } from './schemas';

/*
 * The certified used-car listing's helpers (§2 /c/certified-used-car-toyota): the filter options
 * with their counts, and the similar cars of a car page. The list itself is product-list /
 * products?category=USEDCAR (cards.ts).
 */

const Count = z.number().int();

export const UsedCarFacetsData = z.object({
  /** Cars on offer (not sold). */
  total: Count,
  models: z.array(z.object({ code: z.string(), name: z.string(), count: Count })),
  /** Newest first. */
  years: z.array(z.object({ year: z.number().int(), count: Count })),
  cities: z.array(z.object({ code: z.string(), name: z.string(), count: Count })),
  transmissions: z.array(z.object({ name: z.string(), count: Count })),
  fuels: z.array(z.object({ name: z.string(), count: Count })),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  maxMileage: z.number().int(),
});
export type UsedCarFacetsData = z.infer<typeof UsedCarFacetsData>;

export const UsedCarCodeParams = z.object({ code: codeParam('Used-car code, e.g. UC-26101') });
export const UsedCarCards = z.array(UsedCarCard);

const onOffer = ne(usedCars.status, 'sold');

/** What the filters of the listing can offer: every value present among the cars on offer, with how many cars have it. */
export async function usedCarFacets(db: Db): Promise<UsedCarFacetsData> {
  const count = sql<number>`count(*)::int`;
  const [models, years, cityRows, transmissions, fuels, [range]] = await Promise.all([
    db
      .select({ code: carModels.code, name: carModels.name, count })
      .from(usedCars)
      .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
      .where(onOffer)
      .groupBy(carModels.code, carModels.name)
      .orderBy(asc(carModels.name)),
    db.select({ year: usedCars.year, count }).from(usedCars).where(onOffer).groupBy(usedCars.year).orderBy(desc(usedCars.year)),
    db
      .select({ code: cities.isocode, name: cities.name, count })
      .from(usedCars)
      .innerJoin(branches, eq(branches.id, usedCars.branchId))
      .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
      .where(onOffer)
      .groupBy(cities.isocode, cities.name)
      .orderBy(asc(cities.name)),
    db.select({ name: usedCars.transmission, count }).from(usedCars).where(onOffer).groupBy(usedCars.transmission).orderBy(asc(usedCars.transmission)),
    db.select({ name: usedCars.fuel, count }).from(usedCars).where(onOffer).groupBy(usedCars.fuel).orderBy(asc(usedCars.fuel)),
    db
      .select({
        total: count,
        minPrice: sql<number>`coalesce(min(${usedCars.price}), 0)`.mapWith(Number),
        maxPrice: sql<number>`coalesce(max(${usedCars.price}), 0)`.mapWith(Number),
        maxMileage: sql<number>`coalesce(max(${usedCars.mileageKm}), 0)`.mapWith(Number),
      })
      .from(usedCars)
      .where(onOffer),
  ]);
  return {
    total: range?.total ?? 0,
    models,
    years,
    cities: cityRows,
    transmissions,
    fuels,
    minPrice: range?.minPrice ?? 0,
    maxPrice: range?.maxPrice ?? 0,
    maxMileage: range?.maxMileage ?? 0,
  };
}

const SIMILAR_COUNT = 4;

/**
 * Four other cars on offer for a car's page: the same model first, then the same body type, then
 * the nearest price; never the car itself. Unknown code → 404.
 */
export async function similarUsedCars(db: Db, code: string): Promise<UsedCarCard[]> {
  const [self] = await db
    .select({ modelCode: usedCars.modelCode, price: usedCars.price, bodyType: carModels.bodyType })
    .from(usedCars)
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .where(eq(usedCars.code, code))
    .limit(1);
  if (!self) throw productNotFound(code);
  const rows = await db
    .select({ car: usedCars, modelName: carModels.name, branchName: branches.name, cityName: cities.name })
    .from(usedCars)
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .innerJoin(branches, eq(branches.id, usedCars.branchId))
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .where(and(onOffer, ne(usedCars.code, code)))
    .orderBy(
      desc(sql`(${usedCars.modelCode} = ${self.modelCode})`),
      desc(sql`(${carModels.bodyType} = ${self.bodyType})`),
      asc(sql`abs(${usedCars.price} - ${self.price})`),
      asc(usedCars.code),
    )
    .limit(SIMILAR_COUNT);
  return rows.map(
    (r): UsedCarCard => ({
      kind: 'USEDCAR',
      code: r.car.code,
      modelCode: r.car.modelCode,
      name: r.modelName,
      variantName: r.car.variantName,
      year: r.car.year,
      mileageKm: r.car.mileageKm,
      transmission: r.car.transmission,
      fuel: r.car.fuel,
      price: r.car.price,
      status: r.car.status,
      cityName: r.cityName,
      branchName: r.branchName,
      imageUrl: MEDIA.usedCar(r.car.code),
      url: ROUTES.usedCar(r.car.code),
    }),
  );
}
