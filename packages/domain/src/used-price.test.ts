import { describe, expect, it } from 'vitest';
import {
  closestNewVariant,
  regionOfProvinceCode,
  usedCarAge,
  usedPrice,
  usedPriceMileageFactor,
  usedPriceSegment,
  USED_PRICE_RULE,
  variantSimilarity,
  type PricedVariant,
  type UsedPriceInput,
} from './used-price';

const R = USED_PRICE_RULE;

const zenix = (extra: Partial<UsedPriceInput> = {}): UsedPriceInput => ({
  newPrice: 427_500_000,
  bodyType: 'mpv',
  fuel: 'Bensin',
  year: 2024,
  currentYear: 2026,
  mileageKm: 37_500,
  condition: 'A',
  ...extra,
});

describe('used-car price rule (issue 15)', () => {
  it('takes 88 % at registration and the segment’s depreciation for each year of age', () => {
    const r = usedPrice(zenix());
    expect(r.segment).toBe('mpv');
    expect(r.age).toBe(2.5);
    // 37.500 km in 2,5 years is exactly 15.000 km a year: no mileage adjustment.
    expect(r.mileageFactor).toBe(1);
    expect(r.exact).toBeCloseTo(427_500_000 * 0.88 * (1 - 0.035) ** 2.5, 0);
    expect(r.price % R.ROUND_TO).toBe(0);
    expect(Math.abs(r.price - r.exact)).toBeLessThanOrEqual(R.ROUND_TO / 2);
    // A 2024 Zenix is worth about four fifths of a new one, not 97 %.
    expect(r.price / 427_500_000).toBeLessThan(0.85);
    expect(r.price / 427_500_000).toBeGreaterThan(0.75);
  });

  it('an older car, more kilometres, a worse grade or a thinner market each lower the price', () => {
    const base = usedPrice(zenix()).price;
    expect(usedPrice(zenix({ year: 2020, mileageKm: 97_500 })).price).toBeLessThan(base);
    expect(usedPrice(zenix({ mileageKm: 80_000 })).price).toBeLessThan(base);
    expect(usedPrice(zenix({ mileageKm: 10_000 })).price).toBeGreaterThan(base);
    expect(usedPrice(zenix({ condition: 'B' })).price).toBeLessThan(base);
    expect(usedPrice(zenix({ condition: 'C' })).price).toBeLessThan(usedPrice(zenix({ condition: 'B' })).price);
    expect(usedPrice(zenix({ region: 'maluku-papua' })).price).toBeLessThan(base);
  });

  it('counts a car of this year as half a year old', () => {
    expect(usedCarAge(2026, 2026)).toBe(0.5);
    expect(usedCarAge(2018, 2026)).toBe(8.5);
  });

  it('adjusts ±2 % per 10.000 km against 15.000 km a year, within −12 % and +4 %', () => {
    expect(usedPriceMileageFactor(150_000, 10)).toBeCloseTo(1, 10);
    expect(usedPriceMileageFactor(160_000, 10)).toBeCloseTo(0.98, 10);
    expect(usedPriceMileageFactor(140_000, 10)).toBeCloseTo(1.02, 10);
    expect(usedPriceMileageFactor(1_000_000, 1)).toBeCloseTo(1 - R.MILEAGE_MAX_PENALTY, 10);
    expect(usedPriceMileageFactor(0, 10)).toBeCloseTo(1 + R.MILEAGE_MAX_BONUS, 10);
  });

  it('sorts cars into segments by fuel, price and body', () => {
    expect(usedPriceSegment({ bodyType: 'hatchback', fuel: 'Bensin', newPrice: 200_900_000 })).toBe('lcgc');
    expect(usedPriceSegment({ bodyType: 'hatchback', fuel: 'Bensin', newPrice: 264_800_000 })).toBe('hatchback');
    expect(usedPriceSegment({ bodyType: 'mpv', fuel: 'Bensin', newPrice: 288_400_000 })).toBe('mpv');
    expect(usedPriceSegment({ bodyType: 'mpv', fuel: 'Hybrid', newPrice: 1_365_000_000 })).toBe('premium');
    expect(usedPriceSegment({ bodyType: 'suv', fuel: 'Hybrid', newPrice: 583_400_000 })).toBe('hybrid');
    expect(usedPriceSegment({ bodyType: 'suv', fuel: 'Listrik', newPrice: 858_500_000 })).toBe('listrik');
    expect(usedPriceSegment({ bodyType: 'pickup', fuel: 'Diesel', newPrice: 269_900_000 })).toBe('pickup');
    expect(usedPriceSegment({ bodyType: 'sports', fuel: 'Bensin', newPrice: 1_068_000_000 })).toBe('sports');
  });

  it('never prices a used car at or above its new price', () => {
    for (const bodyType of ['hatchback', 'mpv', 'suv', 'sedan', 'pickup', 'van', 'sports']) {
      for (const fuel of ['Bensin', 'Diesel', 'Hybrid', 'Listrik']) {
        for (const newPrice of [180_000_000, 400_000_000, 1_500_000_000]) {
          const r = usedPrice({ newPrice, bodyType, fuel, year: 2026, currentYear: 2026, mileageKm: 0, condition: 'A', region: 'kalimantan' });
          expect(r.price, `${bodyType} ${fuel} ${newPrice}`).toBeLessThan(newPrice * 0.93);
        }
      }
    }
  });

  it('finds the new price of the closest variant of today’s line-up', () => {
    const line: PricedVariant[] = [
      { modelCode: 'avanza', variantName: '1.3 E M/T', transmission: 'manual', fuel: 'Bensin', price: 244_300_000 },
      { modelCode: 'avanza', variantName: '1.3 E CVT', transmission: 'automatic', fuel: 'Bensin', price: 259_800_000 },
      { modelCode: 'avanza', variantName: '1.5 G CVT', transmission: 'automatic', fuel: 'Bensin', price: 288_400_000 },
      { modelCode: 'veloz', variantName: '1.5 Q CVT', transmission: 'automatic', fuel: 'Bensin', price: 333_100_000 },
    ];
    expect(closestNewVariant(line, { modelCode: 'avanza', variantName: '1.5 G A/T', transmission: 'automatic', fuel: 'bensin' })?.price).toBe(288_400_000);
    // A trim no longer sold: the same gearbox, the cheaper of the ties.
    expect(closestNewVariant(line, { modelCode: 'avanza', variantName: '1.3 G A/T', transmission: 'automatic', fuel: 'bensin' })?.price).toBe(259_800_000);
    expect(closestNewVariant(line, { modelCode: 'rush', transmission: 'manual', fuel: 'bensin' })).toBeNull();
    expect(variantSimilarity('1.5 G CVT', '1.5 G A/T')).toBe(1);
    expect(variantSimilarity('1.5 G CVT', '1.3 E M/T')).toBe(0);
  });

  it('groups provinces by island', () => {
    expect(regionOfProvinceCode('31')).toBe('jawa');
    expect(regionOfProvinceCode('12')).toBe('sumatera');
    expect(regionOfProvinceCode('64')).toBe('kalimantan');
    expect(regionOfProvinceCode('73')).toBe('sulawesi');
    expect(regionOfProvinceCode('51')).toBe('bali-nusa-tenggara');
    expect(regionOfProvinceCode('94')).toBe('maluku-papua');
  });
});
