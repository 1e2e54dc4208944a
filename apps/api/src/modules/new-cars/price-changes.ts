import { carVariantPrices, carVariants, priceHistory, queryRows, usedCars, type Db, type PriceSource } from '@kemudi/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/*
 * Every OTR price change goes through here (issue 25): the dealer system's push, a staff member's
 * edit and an imported price list. In the caller's transaction it writes the prices (a variant's
 * default OTR in car_variants.price_otr, a city's in car_variant_prices), one history row per
 * price, and marks the used cars the used-price rule prices for repricing when a default (Jakarta)
 * OTR of their model moved. Each statement on the price tables bumps the data version (migration
 * 0005): the site's caches switch to the new prices within about a second, on every process.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** A price: a variant's default OTR (city null) or a city's. */
export type PriceKey = { variantCode: string; cityIsocode: string | null };
export type OtrChange = PriceKey & { from: number; to: number };
export type PriceChangeMeta = { source: PriceSource; staffId: string | null; importId?: string | null; reason?: string | null; at: Date };

export const priceKey = (p: PriceKey) => `${p.variantCode}|${p.cityIsocode ?? ''}`;

/**
 * Today's OTR of each price key's variant and city (the default OTR for a city without a row of
 * its own), locking the variants in one order: two writers touching a variant run one after the
 * other, each comparing with what the other wrote. Unknown variants are simply absent.
 */
export async function currentOtr(tx: Tx, keys: readonly PriceKey[]): Promise<Map<string, number>> {
  const variantCodes = [...new Set(keys.map((k) => k.variantCode))].sort();
  const out = new Map<string, number>();
  if (variantCodes.length === 0) return out;
  const variants = await tx
    .select({ code: carVariants.code, priceOtr: carVariants.priceOtr })
    .from(carVariants)
    .where(inArray(carVariants.code, variantCodes))
    .orderBy(asc(carVariants.code))
    .for('update');
  const defaults = new Map(variants.map((v) => [v.code, Number(v.priceOtr)]));
  const cityCodes = [...new Set(keys.flatMap((k) => (k.cityIsocode === null ? [] : [k.cityIsocode])))];
  const cityPrices = new Map<string, number>();
  if (cityCodes.length > 0) {
    const rows = await tx
      .select({ variantCode: carVariantPrices.variantCode, cityIsocode: carVariantPrices.cityIsocode, price: carVariantPrices.price })
      .from(carVariantPrices)
      .where(and(inArray(carVariantPrices.variantCode, variantCodes), inArray(carVariantPrices.cityIsocode, cityCodes)));
    for (const row of rows) cityPrices.set(priceKey(row), Number(row.price));
  }
  for (const key of keys) {
    const fallback = defaults.get(key.variantCode);
    if (fallback === undefined) continue;
    out.set(priceKey(key), cityPrices.get(priceKey(key)) ?? fallback);
  }
  return out;
}

/**
 * Writes the changes (each `from` as read by `currentOtr` in this transaction, each `to` different)
 * with their history, in one statement per table. Returns the models whose default OTR changed.
 */
export async function writeOtrChanges(tx: Tx, changes: readonly OtrChange[], meta: PriceChangeMeta): Promise<string[]> {
  if (changes.length === 0) return [];
  const defaults = changes.filter((c) => c.cityIsocode === null);
  const cityRows = changes.filter((c) => c.cityIsocode !== null);
  let repricedModels: string[] = [];
  if (defaults.length > 0) {
    const list = JSON.stringify(defaults.map((c) => ({ code: c.variantCode, price: c.to })));
    const updated = await queryRows<{ model_code: string }>(tx, sql`
      update ${carVariants} set price_otr = n.price
      from jsonb_to_recordset(${list}::jsonb) as n(code text, price bigint)
      where ${carVariants.code} = n.code
      returning ${carVariants.modelCode} as model_code`);
    repricedModels = [...new Set(updated.map((r) => r.model_code))].sort();
    // The used-price rule reads the Jakarta OTR of the model's line-up (packages/domain/src/used-price.ts).
    await tx
      .update(usedCars)
      .set({ repriceDue: true })
      .where(and(inArray(usedCars.modelCode, repricedModels), eq(usedCars.pricedByRule, true), sql`${usedCars.status} <> 'sold'`));
  }
  if (cityRows.length > 0) {
    await tx
      .insert(carVariantPrices)
      .values(cityRows.map((c) => ({ variantCode: c.variantCode, cityIsocode: c.cityIsocode!, price: c.to })))
      .onConflictDoUpdate({ target: [carVariantPrices.variantCode, carVariantPrices.cityIsocode], set: { price: sql`excluded.price` } });
  }
  // A city row written at the default's price (the dealer push sets a city's own price) changed nothing a visitor sees.
  const moved = changes.filter((c) => c.from !== c.to);
  if (moved.length === 0) return repricedModels;
  await tx.insert(priceHistory).values(
    moved.map((c) => ({
      at: meta.at,
      kind: 'otr' as const,
      variantCode: c.variantCode,
      cityIsocode: c.cityIsocode,
      priceFrom: c.from,
      priceTo: c.to,
      source: meta.source,
      staffId: meta.staffId,
      importId: meta.importId ?? null,
      reason: meta.reason ?? null,
    })),
  );
  return repricedModels;
}
