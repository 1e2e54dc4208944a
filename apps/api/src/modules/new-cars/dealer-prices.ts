import { carVariantPrices, carVariants, cities, type Db } from '@kemudi/db';
import type { DealerPrice } from '@kemudi/domain/contracts/new-cars';
import { and, asc, inArray, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/errors';

/** How many unknown codes a refusal names before it says "dan N lainnya". */
const NAMED_AT_MOST = 10;

const nameCodes = (codes: string[]) => {
  const named = codes.slice(0, NAMED_AT_MOST).map((c) => `'${c}'`).join(', ');
  return codes.length > NAMED_AT_MOST ? `${named} dan ${codes.length - NAMED_AT_MOST} lainnya` : named;
};

const cityKey = (variantCode: string, cityIsocode: string) => `${variantCode}|${cityIsocode}`;

/**
 * The dealer system's price list (TDMS pushes OTR changes): without a city an entry sets the
 * variant's default (DKI Jakarta) OTR, car_variants.price_otr; with one it sets that city's row of
 * car_variant_prices (inserted when the city had none). Strike-through prices are not touched: the
 * answers keep their rupiah discount (pricing.ts cityStrikeSql). One transaction for the whole list:
 * an unknown variant (404) or city (400) leaves every price as it was.
 *
 * Only prices that differ are written, and nothing at all when none does: every statement on these
 * tables bumps the data version (migration 0005), and a new version makes every cached page and
 * answer be built again (issue 14), so a repeated push of the same list must not.
 *
 * Returns how many prices changed.
 */
export async function applyDealerPrices(db: Db, prices: DealerPrice[]): Promise<number> {
  return db.transaction(async (tx) => {
    const variantCodes = [...new Set(prices.map((p) => p.variantCode))].sort();
    // Locking the variants (in one order) makes two pushes that touch a variant run one after the
    // other, each comparing with what the other wrote.
    const variants = await tx
      .select({ code: carVariants.code, priceOtr: carVariants.priceOtr })
      .from(carVariants)
      .where(inArray(carVariants.code, variantCodes))
      .orderBy(asc(carVariants.code))
      .for('update');
    const defaultOtr = new Map(variants.map((v) => [v.code, Number(v.priceOtr)]));
    const unknownVariants = variantCodes.filter((code) => !defaultOtr.has(code));
    if (unknownVariants.length > 0) {
      throw notFound(`Varian mobil ${nameCodes(unknownVariants)} tidak ditemukan; tidak ada harga yang diubah`);
    }

    const cityCodes = [...new Set(prices.flatMap((p) => (p.cityIsocode === undefined ? [] : [p.cityIsocode])))].sort();
    const cityPrice = new Map<string, number>();
    if (cityCodes.length > 0) {
      const known = new Set(
        (await tx.select({ isocode: cities.isocode }).from(cities).where(inArray(cities.isocode, cityCodes))).map((c) => c.isocode),
      );
      const unknownCities = cityCodes.filter((code) => !known.has(code));
      if (unknownCities.length > 0) {
        throw badRequest(`Kode kota ${nameCodes(unknownCities)} tidak dikenal; tidak ada harga yang diubah`);
      }
      const rows = await tx
        .select({ variantCode: carVariantPrices.variantCode, cityIsocode: carVariantPrices.cityIsocode, price: carVariantPrices.price })
        .from(carVariantPrices)
        .where(and(inArray(carVariantPrices.variantCode, variantCodes), inArray(carVariantPrices.cityIsocode, cityCodes)));
      for (const row of rows) cityPrice.set(cityKey(row.variantCode, row.cityIsocode), Number(row.price));
    }

    const defaults = prices.filter((p) => p.cityIsocode === undefined && defaultOtr.get(p.variantCode) !== p.priceOtr);
    const cityRows = prices.flatMap((p) =>
      p.cityIsocode !== undefined && cityPrice.get(cityKey(p.variantCode, p.cityIsocode)) !== p.priceOtr
        ? [{ variantCode: p.variantCode, cityIsocode: p.cityIsocode, price: p.priceOtr }]
        : [],
    );

    if (defaults.length > 0) {
      // One statement for the whole list (each statement bumps the version once).
      const list = JSON.stringify(defaults.map((p) => ({ code: p.variantCode, price: p.priceOtr })));
      await tx.execute(sql`
        update ${carVariants} set price_otr = n.price
        from jsonb_to_recordset(${list}::jsonb) as n(code text, price bigint)
        where ${carVariants.code} = n.code`);
    }
    if (cityRows.length > 0) {
      await tx
        .insert(carVariantPrices)
        .values(cityRows)
        .onConflictDoUpdate({ target: [carVariantPrices.variantCode, carVariantPrices.cityIsocode], set: { price: sql`excluded.price` } });
    }
    return defaults.length + cityRows.length;
  });
}
