import { describe, expect, it } from 'vitest';
import { estimateTradeIn, TRADE_IN_METHOD, tradeInSpread, type MarketListing, type NewCarVariant, type TradeInQuery } from './trade-in';
import { usedPrice } from './used-price';

const YEAR = 2026;

const NEW: NewCarVariant[] = [
  { modelCode: 'avanza', variantName: '1.5 G CVT', bodyType: 'mpv', transmission: 'automatic', fuel: 'bensin', price: 300_000_000 },
  { modelCode: 'avanza', variantName: '1.3 E M/T', bodyType: 'mpv', transmission: 'manual', fuel: 'bensin', price: 240_000_000 },
  { modelCode: 'fortuner', variantName: '2.4 VRZ A/T Diesel', bodyType: 'suv', transmission: 'automatic', fuel: 'diesel', price: 600_000_000 },
];

/** Listings priced by the used-price rule, as the seed prices them (condition A or B). */
function listing(variant: NewCarVariant, year: number, mileageKm: number, condition: 'A' | 'B'): MarketListing {
  const { price } = usedPrice({ newPrice: variant.price, bodyType: variant.bodyType, fuel: variant.fuel, year, currentYear: YEAR, mileageKm, condition });
  return { modelCode: variant.modelCode, variantName: variant.variantName, year, mileageKm, transmission: variant.transmission, fuel: variant.fuel, region: 'jawa', price };
}
const LISTINGS = [
  listing(NEW[0]!, 2021, 82_500, 'B'),
  listing(NEW[0]!, 2019, 110_000, 'A'),
  listing(NEW[1]!, 2022, 50_000, 'A'),
  listing(NEW[2]!, 2020, 90_000, 'B'),
];
const MARKET = { listings: LISTINGS, newCars: NEW, currentYear: YEAR };

const avanza = (extra: Partial<TradeInQuery> = {}): TradeInQuery => ({
  brand: 'toyota',
  model: 'avanza',
  modelName: 'Avanza',
  type: '1.5 G CVT',
  transmission: 'automatic',
  year: 2021,
  fuel: 'bensin',
  mileageKm: 82_500,
  region: 'jawa',
  ...extra,
});

describe('trade-in estimate (issue 13, by the used-price rule of issue 15)', () => {
  it('offers a car like a grade-B listing that listing’s price less the dealer margin, in a range around it', () => {
    const r = estimateTradeIn(avanza(), MARKET);
    const same = LISTINGS[0]!;
    expect(r.estimated).toBe(true);
    expect(r.retail).toBe(same.price);
    expect(Math.abs(r.mid! - same.price * (1 - TRADE_IN_METHOD.DEALER_MARGIN))).toBeLessThanOrEqual(500_000);
    expect(r.low!).toBeLessThan(r.mid!);
    expect(r.high!).toBeGreaterThan(r.mid!);
    for (const v of [r.low!, r.mid!, r.high!]) expect(v % 500_000).toBe(0);
    expect(r.comparables).toBe(3);
    expect(r.steps.map((s) => s.label)).toEqual(expect.arrayContaining(['Harga baru terdekat', 'Penyusutan per tahun', 'Perkiraan harga jual kembali', 'Data pembanding', 'Ketidakpastian']));
    expect(r.steps.find((s) => s.label === 'Harga baru terdekat')?.value).toContain('Avanza 1.5 G CVT: Rp 300.000.000');
    expect(r.note).toMatch(/inspeksi/);
  });

  it('an older car, more kilometres, a manual gearbox or an island further away each lower the value', () => {
    const base = estimateTradeIn(avanza(), MARKET).mid!;
    expect(estimateTradeIn(avanza({ year: 2019, mileageKm: 112_500 }), MARKET).mid!).toBeLessThan(base);
    expect(estimateTradeIn(avanza({ mileageKm: 150_000 }), MARKET).mid!).toBeLessThan(base);
    expect(estimateTradeIn(avanza({ mileageKm: 40_000 }), MARKET).mid!).toBeGreaterThan(base);
    expect(estimateTradeIn(avanza({ transmission: 'manual', type: '1.3 E M/T' }), MARKET).mid!).toBeLessThan(base);
    expect(estimateTradeIn(avanza({ region: 'maluku-papua' }), MARKET).mid!).toBeLessThan(base);
  });

  it('widens the range with age and when the type matches none of today’s variants', () => {
    expect(tradeInSpread(0.5, true)).toBeCloseTo(0.0625, 10);
    expect(tradeInSpread(10.5, true)).toBeGreaterThan(tradeInSpread(0.5, true));
    expect(tradeInSpread(30, false)).toBe(TRADE_IN_METHOD.MAX_SPREAD);
    const known = estimateTradeIn(avanza(), MARKET);
    const unknown = estimateTradeIn(avanza({ type: 'Veloz 1.5 Luxury' }), MARKET);
    expect(unknown.uncertainty!).toBeGreaterThan(known.uncertainty!);
    expect(unknown.steps.at(-1)!.value).toMatch(/diperlebar/);
    expect(estimateTradeIn(avanza({ type: undefined }), MARKET).uncertainty!).toBeGreaterThan(known.uncertainty!);
  });

  it('prices a model without listings from its new price as well', () => {
    const r = estimateTradeIn({ ...avanza(), model: 'fortuner', modelName: 'Fortuner', type: '2.4 VRZ A/T', fuel: 'diesel', year: 2024 }, { ...MARKET, listings: [] });
    expect(r.estimated).toBe(true);
    expect(r.comparables).toBe(0);
    expect(r.steps.map((s) => s.label)).not.toContain('Data pembanding');
    const rule = usedPrice({ newPrice: 600_000_000, bodyType: 'suv', fuel: 'diesel', year: 2024, currentYear: YEAR, mileageKm: 82_500, condition: 'B' });
    expect(r.retail).toBe(rule.price);
  });

  it('gives no estimate for another brand, a model without a new price or a year to come, and says why', () => {
    const honda = estimateTradeIn({ ...avanza(), brand: 'honda', brandName: 'Honda', model: 'brio', modelName: 'Brio' }, MARKET);
    expect(honda).toMatchObject({ estimated: false, low: null, high: null, mid: null, comparables: 0 });
    expect(honda.note).toMatch(/Honda Brio/);
    expect(honda.note).toMatch(/inspeksi/);
    const old = estimateTradeIn({ ...avanza(), model: 'kijang-kapsul', modelName: 'Kijang Kapsul' }, MARKET);
    expect(old.estimated).toBe(false);
    expect(old.note).toMatch(/Kijang Kapsul/);
    expect(estimateTradeIn(avanza({ year: 2030 }), MARKET).estimated).toBe(false);
  });
});
