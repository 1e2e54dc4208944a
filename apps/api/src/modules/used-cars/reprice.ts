import { branches, carModels, carVariants, queryRows, usedCars, type Db } from '@kemudi/db';
import { WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import { closestNewVariant, CONDITION_GRADES, regionOfProvinceCode, transmissionOf, usedPrice, type ConditionGrade } from '@kemudi/domain/used-price';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';

/*
 * The repricing job (issue 25): a certified used car priced by the used-price rule
 * (used_cars.priced_by_rule) follows today's Jakarta OTR of its model's line-up. A change of a
 * default OTR (new-cars/price-changes.ts, whoever made it) marks the model's listings
 * `reprice_due` in its own transaction; this job prices them again with the rule, as the seed
 * priced them (packages/db/src/seed/data/used-cars.ts priceOfListing), at the current year.
 * The rows are claimed with FOR UPDATE SKIP LOCKED, so several API processes may run it at once
 * without pricing a car twice; a failed batch leaves its rows due for the next round.
 *
 * A flag set by price-changes.ts does not cover a database whose prices went stale another way
 * (issue 27): seeded before the rule changed in code, a new year making every car half a year
 * older, a new-car price written around price-changes.ts. `markStaleUsedCarPrices` compares every
 * rule-priced listing on offer with what the rule gives today and marks the ones that differ; the
 * job runs it at its first round in each process and every REPRICE_FULL_CHECK_MS after.
 */

/** The year in Indonesia (WIB) at `at`: a car of model year Y is Y + ½ years old. */
const wibYear = (at: Date) => new Date(at.getTime() + WIB_OFFSET_MINUTES * 60_000).getUTCFullYear();

/** One round: up to `batch` due listings priced again. Returns how many were claimed. */
export async function repriceDueUsedCars(db: Db, at: Date, batch = 100): Promise<number> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const due = await queryRows<{ code: string }>(
      tx,
      sql`SELECT code FROM ${usedCars} WHERE reprice_due ORDER BY code LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
    );
    if (due.length === 0) return 0;
    const cars = await carsOf(tx, due.map((d) => d.code));
    const prices = await rulePrices(tx, cars, at);
    // One statement (the data version moves once per round), prices and the claim together.
    const list = JSON.stringify(prices);
    await tx.execute(sql`
      update ${usedCars} set price = n.price, reprice_due = false
      from jsonb_to_recordset(${list}::jsonb) as n(code text, price bigint)
      where ${usedCars.code} = n.code`);
    const missing = due.map((d) => d.code).filter((code) => !cars.some((c) => c.code === code));
    if (missing.length > 0) await tx.update(usedCars).set({ repriceDue: false }).where(inArray(usedCars.code, missing));
    return due.length;
  });
}

/** What the rule needs of each listing (its model's body type, its branch's city): the given ones, or every rule-priced one on offer. */
function carsOf(db: Db, codes: readonly string[] | 'on-offer') {
  return db
    .select({
      code: usedCars.code,
      modelCode: usedCars.modelCode,
      variantName: usedCars.variantName,
      year: usedCars.year,
      transmission: usedCars.transmission,
      fuel: usedCars.fuel,
      mileageKm: usedCars.mileageKm,
      price: usedCars.price,
      inspection: usedCars.inspection,
      bodyType: carModels.bodyType,
      cityIsocode: branches.cityIsocode,
    })
    .from(usedCars)
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .innerJoin(branches, eq(branches.id, usedCars.branchId))
    .where(codes === 'on-offer' ? and(eq(usedCars.pricedByRule, true), ne(usedCars.status, 'sold')) : inArray(usedCars.code, [...codes]));
}

/** Each car's price by the rule at `at` (its own price where the rule cannot price it). */
async function rulePrices(tx: Db, cars: Awaited<ReturnType<typeof carsOf>>, at: Date): Promise<{ code: string; price: number }[]> {
  if (cars.length === 0) return [];
  const lineUp = (
    await tx
      .select({ modelCode: carVariants.modelCode, variantName: carVariants.name, transmission: carVariants.transmission, fuel: carVariants.fuel, price: carVariants.priceOtr })
      .from(carVariants)
      .where(inArray(carVariants.modelCode, [...new Set(cars.map((c) => c.modelCode))]))
  ).map((v) => ({ ...v, transmission: transmissionOf(v.transmission), price: Number(v.price) }));
  const currentYear = wibYear(at);
  return cars.map((car) => {
    const fresh = closestNewVariant(lineUp, { modelCode: car.modelCode, variantName: car.variantName, transmission: transmissionOf(car.transmission), fuel: car.fuel });
    const grade = car.inspection.grade as ConditionGrade;
    // A model no longer sold new, or a grade the rule does not know: the price stays as it was.
    if (!fresh || !CONDITION_GRADES.includes(grade)) return { code: car.code, price: Number(car.price) };
    const { price } = usedPrice({
      newPrice: fresh.price,
      bodyType: car.bodyType,
      fuel: car.fuel,
      year: car.year,
      currentYear,
      mileageKm: car.mileageKm,
      condition: grade,
      region: regionOfProvinceCode(car.cityIsocode.slice(0, 2)),
    });
    return { code: car.code, price };
  });
}

/**
 * Marks due every rule-priced listing on offer whose price is not what the rule gives at `at`
 * (nothing is written when all agree, so the data version and the caches stay). Returns how many.
 */
export async function markStaleUsedCarPrices(db: Db, at: Date): Promise<number> {
  const cars = await carsOf(db, 'on-offer');
  const prices = await rulePrices(db, cars, at);
  const stored = new Map(cars.map((c) => [c.code, Number(c.price)]));
  const stale = prices.filter((p) => stored.get(p.code) !== p.price).map((p) => p.code);
  if (stale.length === 0) return 0;
  await db.update(usedCars).set({ repriceDue: true }).where(and(inArray(usedCars.code, stale), eq(usedCars.repriceDue, false)));
  return stale.length;
}

/** Rounds until nothing is due (each its own transaction). Returns how many listings were priced. */
export async function repriceUsedCars(db: Db, at: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await repriceDueUsedCars(db, at);
    total += n;
    if (n === 0) return total;
  }
}
