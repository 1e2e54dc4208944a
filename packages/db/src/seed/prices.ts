import type { carVariants } from '../schema/cars';
import { CITY } from './data/keys';

/**
 * OTR prices outside Jakarta: the default OTR is DKI Jakarta's; other cities pay a few million more
 * (registration tax and delivery), the farther from the Jakarta port the more.
 */
const CITY_SURCHARGE: Record<string, { fixed: number; rate: number }> = {
  [CITY.jakartaPusat]: { fixed: 0, rate: 0 },
  [CITY.jakartaUtara]: { fixed: 0, rate: 0 },
  [CITY.jakartaBarat]: { fixed: 0, rate: 0 },
  [CITY.jakartaSelatan]: { fixed: 0, rate: 0 },
  [CITY.jakartaTimur]: { fixed: 0, rate: 0 },
  [CITY.tangerang]: { fixed: 1_000_000, rate: 0.002 },
  [CITY.tangerangSelatan]: { fixed: 1_000_000, rate: 0.002 },
  [CITY.bekasi]: { fixed: 1_000_000, rate: 0.002 },
  [CITY.kabupatenBekasi]: { fixed: 1_000_000, rate: 0.002 },
  [CITY.depok]: { fixed: 1_000_000, rate: 0.002 },
  [CITY.bogor]: { fixed: 1_500_000, rate: 0.002 },
  [CITY.bandung]: { fixed: 2_000_000, rate: 0.004 },
  [CITY.semarang]: { fixed: 2_500_000, rate: 0.005 },
  [CITY.yogyakarta]: { fixed: 3_000_000, rate: 0.005 },
  [CITY.sleman]: { fixed: 3_000_000, rate: 0.005 },
  [CITY.surabaya]: { fixed: 2_500_000, rate: 0.005 },
  [CITY.sidoarjo]: { fixed: 2_500_000, rate: 0.005 },
  [CITY.denpasar]: { fixed: 4_500_000, rate: 0.008 },
  [CITY.palembang]: { fixed: 4_000_000, rate: 0.008 },
  [CITY.medan]: { fixed: 5_000_000, rate: 0.01 },
  [CITY.balikpapan]: { fixed: 6_000_000, rate: 0.012 },
  [CITY.makassar]: { fixed: 5_500_000, rate: 0.01 },
  [CITY.bandaAceh]: { fixed: 7_000_000, rate: 0.012 },
};

export function variantPrices(variants: (typeof carVariants.$inferInsert)[]) {
  return variants.flatMap((variant) =>
    Object.entries(CITY_SURCHARGE).map(([cityIsocode, { fixed, rate }]) => ({
      variantCode: variant.code,
      cityIsocode,
      price: Math.round((variant.priceOtr + fixed + variant.priceOtr * rate) / 1000) * 1000,
    })),
  );
}
