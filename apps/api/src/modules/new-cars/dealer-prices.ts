import { carVariantPrices, cities, type Db } from '@kemudi/db';
import type { DealerPrice } from '@kemudi/domain/contracts/new-cars';
import { and, inArray } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/errors';
import { currentOtr, priceKey, writeOtrChanges } from './price-changes';

/** How many unknown codes a refusal names before it says "dan N lainnya". */
const NAMED_AT_MOST = 10;

const nameCodes = (codes: string[]) => {
  const named = codes.slice(0, NAMED_AT_MOST).map((c) => `'${c}'`).join(', ');
  return codes.length > NAMED_AT_MOST ? `${named} dan ${codes.length - NAMED_AT_MOST} lainnya` : named;
};

/**
 * The dealer system's price list (TDMS pushes OTR changes): without a city an entry sets the
 * variant's default (DKI Jakarta) OTR, car_variants.price_otr; with one it sets that city's row of
 * car_variant_prices (inserted when the city had none). Strike-through prices are not touched: the
 * answers keep their rupiah discount (pricing.ts cityStrikeSql). One transaction for the whole list:
 * an unknown variant (404) or city (400) leaves every price as it was. Each change is written with
 * its history row (source `dealer`, issue 25) by price-changes.ts, as the console's are.
 *
 * Only prices that differ are written, and nothing at all when none does: every statement on these
 * tables bumps the data version (migration 0005), and a new version makes every cached page and
 * answer be built again (issue 14), so a repeated push of the same list must not.
 *
 * Returns how many prices changed.
 */
export async function applyDealerPrices(db: Db, prices: DealerPrice[], at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const keys = prices.map((p) => ({ variantCode: p.variantCode, cityIsocode: p.cityIsocode ?? null }));
    const current = await currentOtr(tx, keys);
    const unknownVariants = [...new Set(keys.filter((k) => !current.has(priceKey(k))).map((k) => k.variantCode))].sort();
    if (unknownVariants.length > 0) {
      throw notFound(`Varian mobil ${nameCodes(unknownVariants)} tidak ditemukan; tidak ada harga yang diubah`);
    }

    const cityCodes = [...new Set(prices.flatMap((p) => (p.cityIsocode === undefined ? [] : [p.cityIsocode])))].sort();
    if (cityCodes.length > 0) {
      const known = new Set(
        (await tx.select({ isocode: cities.isocode }).from(cities).where(inArray(cities.isocode, cityCodes))).map((c) => c.isocode),
      );
      const unknownCities = cityCodes.filter((code) => !known.has(code));
      if (unknownCities.length > 0) {
        throw badRequest(`Kode kota ${nameCodes(unknownCities)} tidak dikenal; tidak ada harga yang diubah`);
      }
    }

    // A city without a row of its own whose new price is the default's still gets its row: the
    // default may move later, and this city's price was set on its own.
    const cityRows = new Set(
      cityCodes.length === 0
        ? []
        : (
            await tx
              .select({ variantCode: carVariantPrices.variantCode, cityIsocode: carVariantPrices.cityIsocode })
              .from(carVariantPrices)
              .where(and(inArray(carVariantPrices.variantCode, [...new Set(keys.map((k) => k.variantCode))]), inArray(carVariantPrices.cityIsocode, cityCodes)))
          ).map(priceKey),
    );
    const changes = keys.flatMap((key, i) => {
      const from = current.get(priceKey(key))!;
      const to = prices[i]!.priceOtr;
      const needsRow = key.cityIsocode !== null && !cityRows.has(priceKey(key));
      return from !== to || needsRow ? [{ ...key, from, to }] : [];
    });
    await writeOtrChanges(tx, changes, { source: 'dealer', staffId: null, at });
    return changes.length;
  });
}
