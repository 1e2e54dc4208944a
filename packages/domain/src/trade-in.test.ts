import { describe, expect, it } from 'vitest';
import {
  estimateTradeIn,
  fitMarketCurve,
  mileageFactor,
  regionOfProvinceCode,
  TRADE_IN_METHOD,
  variantSimilarity,
  weightedQuantile,
  type MarketListing,
  type NewCarVariant,
  type TradeInQuery,
} from './trade-in';

const YEAR = 2026;

/** A model that keeps exp(a) at age 0 and loses `rate` a year, priced from its new OTR. */
function listingsOf(modelCode: string, newPrice: number, rate: number, years: number[], extra: Partial<MarketListing> = {}): MarketListing[] {
  return years.map((year) => ({
    modelCode,
    variantName: '1.5 G CVT',
    year,
    mileageKm: (YEAR - year) * 12_000,
    transmission: 'automatic',
    fuel: 'bensin',
    region: 'jawa',
    price: Math.round(newPrice * 0.9 * (1 - rate) ** (YEAR - year)),
    ...extra,
  }));
}

const NEW: NewCarVariant[] = [
  { modelCode: 'avanza', variantName: '1.5 G CVT', transmission: 'automatic', fuel: 'bensin', price: 300_000_000 },
  { modelCode: 'avanza', variantName: '1.3 E M/T', transmission: 'manual', fuel: 'bensin', price: 240_000_000 },
  { modelCode: 'fortuner', variantName: '2.4 VRZ A/T Diesel', transmission: 'automatic', fuel: 'diesel', price: 600_000_000 },
  { modelCode: 'bz4x', variantName: 'bZ4X', transmission: 'automatic', fuel: 'listrik', price: 1_200_000_000 },
];
const LISTINGS = [...listingsOf('avanza', 300_000_000, 0.08, [2018, 2019, 2020, 2021, 2022, 2023]), ...listingsOf('fortuner', 600_000_000, 0.08, [2017, 2019, 2021, 2023], { fuel: 'diesel', variantName: '2.4 VRZ A/T Diesel' })];
const MARKET = { listings: LISTINGS, newCars: NEW, currentYear: YEAR };

const avanza = (extra: Partial<TradeInQuery> = {}): TradeInQuery => ({
  brand: 'toyota',
  model: 'avanza',
  modelName: 'Avanza',
  type: '1.5 G CVT',
  transmission: 'automatic',
  year: 2021,
  fuel: 'bensin',
  mileageKm: 60_000,
  region: 'jawa',
  ...extra,
});

describe('trade-in estimate (issue 13)', () => {
  it('recovers the market curve it was given: 90 % at age 0, 8 % a year', () => {
    const curve = fitMarketCurve(LISTINGS, NEW, YEAR);
    expect(curve.basis).toBe(LISTINGS.length);
    expect(curve.retentionAtZero).toBeCloseTo(0.9, 2);
    expect(curve.depreciation).toBeCloseTo(0.08, 3);
  });

  it('keeps the value at age 0 below the registration loss and refits the slope through it', () => {
    // Listings priced above today's new price at age 0 (prices rose since): 100 % kept, 5 % a year.
    const dear = listingsOf('avanza', 300_000_000 / 0.9, 0.05, [2018, 2020, 2022, 2024, 2025, 2026]);
    const curve = fitMarketCurve(dear, NEW, YEAR);
    expect(curve.retentionAtZero).toBe(TRADE_IN_METHOD.MAX_RETENTION_AT_ZERO);
    // Through 92 % the data fall more slowly than 5 % a year.
    expect(curve.depreciation).toBeLessThan(0.05);
    expect(curve.depreciation).toBeGreaterThanOrEqual(TRADE_IN_METHOD.MIN_DEPRECIATION);
  });

  it('falls back to the default curve with too little data', () => {
    const curve = fitMarketCurve(LISTINGS.slice(0, 3), NEW, YEAR);
    expect(curve).toEqual({ retentionAtZero: TRADE_IN_METHOD.DEFAULT_RETENTION_AT_ZERO, depreciation: TRADE_IN_METHOD.DEFAULT_DEPRECIATION, basis: 0 });
  });

  it('prices a car like a listing at that listing’s price less the dealer margin, in a range around it', () => {
    const r = estimateTradeIn(avanza(), MARKET);
    const listing = LISTINGS.find((l) => l.modelCode === 'avanza' && l.year === 2021)!;
    const expected = listing.price * (1 - TRADE_IN_METHOD.DEALER_MARGIN);
    expect(r.estimated).toBe(true);
    expect(r.comparables).toBe(6);
    expect(Math.abs(r.mid! - expected) / expected).toBeLessThan(0.02);
    expect(r.low!).toBeLessThan(r.mid!);
    expect(r.high!).toBeGreaterThan(r.mid!);
    for (const v of [r.low!, r.mid!, r.high!]) expect(v % 500_000).toBe(0);
    expect(r.steps.map((s) => s.label)).toContain('Harga pasar (median tertimbang)');
    expect(r.note).toMatch(/inspeksi/);
  });

  it('an older car, more kilometres, a manual gearbox or an island further away each lower the value', () => {
    const base = estimateTradeIn(avanza(), MARKET).mid!;
    expect(estimateTradeIn(avanza({ year: 2019, mileageKm: 84_000 }), MARKET).mid!).toBeLessThan(base);
    expect(estimateTradeIn(avanza({ mileageKm: 150_000 }), MARKET).mid!).toBeLessThan(base);
    expect(estimateTradeIn(avanza({ mileageKm: 20_000 }), MARKET).mid!).toBeGreaterThan(base);
    expect(estimateTradeIn(avanza({ transmission: 'manual', type: '1.5 G M/T' }), MARKET).mid!).toBeLessThan(base);
    expect(estimateTradeIn(avanza({ region: 'maluku-papua' }), MARKET).mid!).toBeLessThan(base);
  });

  it('caps the mileage adjustment and counts only kilometres the age difference does not explain', () => {
    expect(mileageFactor(0, 0)).toBe(1);
    expect(mileageFactor(24_000, 2)).toBeCloseTo(1, 10);
    expect(mileageFactor(10_000, 0)).toBeCloseTo(0.985, 10);
    expect(mileageFactor(1_000_000, 0)).toBeCloseTo(1 - TRADE_IN_METHOD.MILEAGE_CAP, 10);
    expect(mileageFactor(-1_000_000, 0)).toBeCloseTo(1 + TRADE_IN_METHOD.MILEAGE_CAP, 10);
  });

  it('widens the range when there are few comparables', () => {
    const many = estimateTradeIn(avanza(), MARKET);
    const few = estimateTradeIn(avanza(), { ...MARKET, listings: LISTINGS.filter((l) => l.modelCode !== 'avanza' || l.year === 2021) });
    expect(few.comparables).toBe(1);
    expect(few.uncertainty!).toBeGreaterThan(many.uncertainty!);
    expect(few.steps.at(-1)!.value).toMatch(/diperlebar/);
  });

  it('prices a model without listings from its new price with a wide range', () => {
    const r = estimateTradeIn({ ...avanza(), model: 'bz4x', modelName: 'bZ4X', type: undefined, fuel: 'listrik', year: 2024, mileageKm: 24_000 }, MARKET);
    expect(r.estimated).toBe(true);
    expect(r.comparables).toBe(0);
    expect(r.uncertainty).toBe(TRADE_IN_METHOD.FALLBACK_SPREAD);
    // 1.2 billion × 0.9 × 0.92² × (1 − 12 %) ≈ 804 million.
    expect(r.mid!).toBeGreaterThan(760_000_000);
    expect(r.mid!).toBeLessThan(850_000_000);
    expect(r.note).toMatch(/harga barunya/);
  });

  it('gives no estimate for another brand or a model without any data, and says why', () => {
    const honda = estimateTradeIn({ ...avanza(), brand: 'honda', brandName: 'Honda', model: 'brio', modelName: 'Brio' }, MARKET);
    expect(honda).toMatchObject({ estimated: false, low: null, high: null, mid: null, comparables: 0 });
    expect(honda.note).toMatch(/Honda Brio/);
    expect(honda.note).toMatch(/inspeksi/);
    const old = estimateTradeIn({ ...avanza(), model: 'kijang-kapsul', modelName: 'Kijang Kapsul' }, MARKET);
    expect(old.estimated).toBe(false);
    expect(old.note).toMatch(/Kijang Kapsul/);
  });

  it('matches variants by name, leaving gearbox and fuel words out', () => {
    expect(variantSimilarity('1.5 G CVT', '1.5 G A/T')).toBe(1);
    expect(variantSimilarity('1.5 G CVT', '1.3 E M/T')).toBe(0);
    expect(variantSimilarity('2.4 VRZ A/T Diesel', '2.8 VRZ 4x2 A/T')).toBeCloseTo(1 / 4, 10);
  });

  it('takes weighted quantiles and groups provinces by island', () => {
    const items = [
      { value: 1, weight: 1 },
      { value: 2, weight: 1 },
      { value: 10, weight: 3 },
    ];
    expect(weightedQuantile(items, 0.5)).toBe(10);
    expect(weightedQuantile(items, 0.25)).toBe(2);
    expect(regionOfProvinceCode('31')).toBe('jawa');
    expect(regionOfProvinceCode('12')).toBe('sumatera');
    expect(regionOfProvinceCode('64')).toBe('kalimantan');
    expect(regionOfProvinceCode('73')).toBe('sulawesi');
    expect(regionOfProvinceCode('51')).toBe('bali-nusa-tenggara');
    expect(regionOfProvinceCode('94')).toBe('maluku-papua');
  });
});
