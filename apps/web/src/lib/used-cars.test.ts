import { describe, expect, it } from 'vitest';
import { hasUsedCarFilters, parseCreditChoice, parseUsedCarFilters, usedCarFilterParams } from './used-cars';

describe('parseUsedCarFilters', () => {
  it('reads every filter, the sort and the 1-based page', () => {
    const f = parseUsedCarFilters({
      model: 'Avanza',
      minYear: '2020',
      maxYear: '2022',
      price: '150000000-250000000',
      maxMileage: '60000',
      transmission: 'CVT',
      fuel: 'Bensin',
      city: '3273',
      sort: 'price-asc',
      page: '3',
    });
    expect(f).toEqual({
      model: 'avanza',
      minYear: 2020,
      maxYear: 2022,
      price: '150000000-250000000',
      maxMileage: 60000,
      transmission: 'CVT',
      fuel: 'Bensin',
      city: '3273',
      sort: 'price-asc',
      page: 2,
    });
    expect(hasUsedCarFilters(f)).toBe(true);
  });

  it('drops what it does not know, so a stale or edited link still lists cars', () => {
    const f = parseUsedCarFilters({
      model: '<script>',
      minYear: '19',
      maxYear: 'abc',
      price: '1-2',
      maxMileage: '12345',
      transmission: 'Matic',
      fuel: 'Solar',
      city: 'bandung',
      sort: 'cheapest',
      page: '-1',
    });
    expect(f).toEqual({ sort: 'newest', page: 0 });
    expect(hasUsedCarFilters(f)).toBe(false);
  });

  it('turns a reversed year range round', () => {
    const f = parseUsedCarFilters({ minYear: '2023', maxYear: '2019' });
    expect([f.minYear, f.maxYear]).toEqual([2019, 2023]);
  });

  it('gives back the filters as link parameters, leaving the default sort out', () => {
    expect(usedCarFilterParams(parseUsedCarFilters({ model: 'rush', sort: 'newest', page: '2' }))).toEqual({
      model: 'rush',
      minYear: undefined,
      maxYear: undefined,
      price: undefined,
      maxMileage: undefined,
      transmission: undefined,
      fuel: undefined,
      city: undefined,
      sort: undefined,
    });
    expect(usedCarFilterParams(parseUsedCarFilters({ sort: 'mileage-asc' })).sort).toBe('mileage-asc');
  });
});

describe('parseCreditChoice', () => {
  it('keeps a down payment of 10–90 % in steps of 5, a tenor of the rate table and an insurance kind, else the new car’s defaults', () => {
    expect(parseCreditChoice({ dp: '40', tenor: '60', asuransi: 'tlo' })).toEqual({ downPaymentPercent: 40, tenorMonths: 60, insuranceKind: 'tlo' });
    expect(parseCreditChoice({ dp: '5', tenor: '40', asuransi: 'semua' })).toEqual({ downPaymentPercent: 20, tenorMonths: 36, insuranceKind: 'all-risk' });
    expect(parseCreditChoice({ dp: '33' })).toEqual({ downPaymentPercent: 20, tenorMonths: 36, insuranceKind: 'all-risk' });
    expect(parseCreditChoice({})).toEqual({ downPaymentPercent: 20, tenorMonths: 36, insuranceKind: 'all-risk' });
  });
});
