/**
 * The new-car pages' pure parts: reading the list's filters and the compare codes from the query
 * string (what a hand-edited or stale link can hold), and writing them back into links.
 */
import { describe, expect, it } from 'vitest';
import { filterParams, hasFilters, parseCompareCodes, parseNewCarFilters, priceBounds, salesWhatsAppLink } from './new-cars';

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

describe('priceBounds', () => {
  it('turns a price band into the API’s minPrice/maxPrice, an open end left out', () => {
    expect(priceBounds('300000000-500000000')).toEqual({ minPrice: '300000000', maxPrice: '500000000' });
    expect(priceBounds('1500000000-')).toEqual({ minPrice: '1500000000' });
    expect(priceBounds(undefined)).toEqual({});
  });
});

describe('salesWhatsAppLink', () => {
  it('opens the dealer’s chat with the message typed in', () => {
    const contact = { branchName: 'Kemudi Sunter', cityName: 'Jakarta Utara', whatsapp: '6281290102001' };
    expect(salesWhatsAppLink(contact, 'Halo, saya ingin test drive & kredit?')).toBe(
      'https://wa.me/6281290102001?text=Halo%2C%20saya%20ingin%20test%20drive%20%26%20kredit%3F',
    );
  });
});
