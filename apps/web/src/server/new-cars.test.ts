/**
 * The pure parts of the new-car loaders: reading the list's filters and the compare codes from the
 * query string (what a hand-edited or stale link can hold), and writing them back into links.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('./layout', () => ({ loadLayout: async () => ({ city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' } }) }));

const { filterParams, hasFilters, parseCompareCodes, parseNewCarFilters } = await import('./new-cars');

describe('parseNewCarFilters', () => {
  it('keeps the known values and starts on the first page by default', () => {
    const f = parseNewCarFilters({ model: 'avanza', bodyType: 'mpv', price: '300000000-500000000', fuel: 'Bensin', transmission: 'CVT', seats: '7', sort: 'price-asc' });
    expect(f).toEqual({
      model: 'avanza',
      bodyType: 'mpv',
      price: '300000000-500000000',
      fuel: 'Bensin',
      transmission: 'CVT',
      seats: '7',
      sort: 'price-asc',
      page: 0,
    });
    expect(hasFilters(f)).toBe(true);
  });

  it('drops unknown or malformed values instead of failing the page', () => {
    const f = parseNewCarFilters({ bodyType: 'tank', price: '1-2', fuel: 'Avtur', seats: 'banyak', sort: 'random', model: '<script>', page: '2' });
    expect(f).toEqual({ model: undefined, bodyType: undefined, price: undefined, fuel: undefined, transmission: undefined, seats: undefined, sort: 'recommended', page: 1 });
    expect(hasFilters(f)).toBe(false);
  });

  it('reads the first of repeated parameters', () => {
    expect(parseNewCarFilters({ bodyType: ['suv', 'mpv'] }).bodyType).toBe('suv');
  });
});

describe('filterParams', () => {
  it('writes the filters back without the default sort or the page', () => {
    const params = filterParams(parseNewCarFilters({ bodyType: 'suv', page: '3' }));
    expect(params).toEqual({ model: undefined, bodyType: 'suv', price: undefined, fuel: undefined, transmission: undefined, seats: undefined, sort: undefined });
    expect(filterParams(parseNewCarFilters({ sort: 'name' })).sort).toBe('name');
  });
});

describe('parseCompareCodes', () => {
  it('reads a comma list or repeated parameters (the list page checkboxes)', () => {
    expect(parseCompareCodes('avanza,veloz')).toEqual(['avanza', 'veloz']);
    expect(parseCompareCodes(['avanza', 'AVZ-15G-CVT'])).toEqual(['avanza', 'AVZ-15G-CVT']);
  });

  it('drops blanks, duplicates and odd codes, and keeps at most three', () => {
    expect(parseCompareCodes(['avanza', '', 'avanza', 'a b', 'veloz,rush', 'fortuner'])).toEqual(['avanza', 'veloz', 'rush']);
    expect(parseCompareCodes(undefined)).toEqual([]);
  });
});
