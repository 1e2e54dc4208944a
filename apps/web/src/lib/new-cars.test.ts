/**
 * The new-car pages' pure parts: reading the list's filters and the compare codes from the query
 * string (what a hand-edited or stale link can hold), writing them back into links, and the
 * line-up's groups and type chips (issue 15).
 */
import { ModelCard } from '@kemudi/domain/contracts/new-cars';
import { describe, expect, it } from 'vitest';
import { modelCard } from '@/test/contract-fixtures';
import {
  activeType,
  filterParams,
  formFilterCount,
  groupCards,
  hasApiFilters,
  hasFilters,
  isOfType,
  parseCompareCodes,
  parseNewCarFilters,
  priceBounds,
  salesWhatsAppLink,
  typeChips,
} from './new-cars';

describe('parseNewCarFilters', () => {
  it('keeps the known values', () => {
    const f = parseNewCarFilters({ tipe: 'suv', model: 'avanza', bodyType: 'mpv', price: '300000000-500000000', fuel: 'Bensin', transmission: 'CVT', seats: '7', sort: 'price-asc' });
    expect(f).toEqual({
      tipe: 'suv',
      model: 'avanza',
      bodyType: 'mpv',
      price: '300000000-500000000',
      fuel: 'Bensin',
      transmission: 'CVT',
      seats: '7',
      sort: 'price-asc',
    });
    expect(hasFilters(f)).toBe(true);
    expect(hasApiFilters(f)).toBe(true);
  });

  it('drops unknown or malformed values instead of failing the page, and no longer reads a page', () => {
    const f = parseNewCarFilters({ tipe: 'tank', bodyType: 'tank', price: '1-2', fuel: 'Avtur', seats: 'banyak', sort: 'random', model: '<script>', page: '2' });
    expect(f).toEqual({
      tipe: undefined,
      model: undefined,
      bodyType: undefined,
      price: undefined,
      fuel: undefined,
      transmission: undefined,
      seats: undefined,
      sort: 'recommended',
    });
    expect(hasFilters(f)).toBe(false);
  });

  it('reads the first of repeated parameters', () => {
    expect(parseNewCarFilters({ bodyType: ['suv', 'mpv'] }).bodyType).toBe('suv');
    expect(parseNewCarFilters({ tipe: ['elektrifikasi', 'suv'] }).tipe).toBe('elektrifikasi');
  });

  it('counts a chip as a filter (a typed list is not indexed) but not as one the API applies', () => {
    const f = parseNewCarFilters({ tipe: 'komersial' });
    expect(hasFilters(f)).toBe(true);
    expect(hasApiFilters(f)).toBe(false);
    expect(formFilterCount(f)).toBe(0);
    expect(formFilterCount(parseNewCarFilters({ tipe: 'suv', bodyType: 'suv', fuel: 'Hybrid', seats: '7' }))).toBe(2);
  });
});

describe('filterParams', () => {
  it('writes the filters back without the default sort', () => {
    const params = filterParams(parseNewCarFilters({ tipe: 'sedan', bodyType: 'suv', page: '3' }));
    expect(params).toEqual({
      tipe: 'sedan',
      model: undefined,
      bodyType: 'suv',
      price: undefined,
      fuel: undefined,
      transmission: undefined,
      seats: undefined,
      sort: undefined,
    });
    expect(filterParams(parseNewCarFilters({ sort: 'name' })).sort).toBe('name');
  });
});

// ---------------------------------------------------------------------------------------------
// The line-up in groups (issue 15)
// ---------------------------------------------------------------------------------------------

const card = (code: string, bodyType: string, fuels: string[] = ['Bensin']) => ModelCard.parse(modelCard(code, { bodyType, fuels }));
const LINE_UP = [
  card('agya', 'hatchback'),
  card('avanza', 'mpv'),
  card('raize', 'suv'),
  card('innovahybrid', 'mpv', ['Hybrid']),
  card('hilux', 'pickup', ['Diesel']),
  card('hiace', 'van', ['Diesel']),
  card('bz4x', 'suv', ['Listrik']),
  card('camryhybrid', 'sedan', ['Hybrid']),
];
const codes = (cards: readonly { code: string }[]) => cards.map((c) => c.code);

describe('groupCards', () => {
  it('puts every model in exactly one group, in the groups’ order, keeping the list’s order inside a group', () => {
    const groups = groupCards(LINE_UP);
    expect(groups.map((g) => [g.label, codes(g.cards)])).toEqual([
      ['MPV', ['avanza', 'innovahybrid']],
      ['SUV', ['raize', 'bz4x']],
      ['Hatchback', ['agya']],
      ['Sedan', ['camryhybrid']],
      ['Pikap & Komersial', ['hilux', 'hiace']],
    ]);
    expect(groups.flatMap((g) => g.cards)).toHaveLength(LINE_UP.length);
  });

  it('gives a body type it does not know a group of its own after the others, and leaves out empty groups', () => {
    const groups = groupCards([card('mirai', 'fuelcell'), card('gr86', 'sports'), card('agya', 'hatchback')]);
    expect(groups.map((g) => [g.value, g.label])).toEqual([
      ['hatchback', 'Hatchback'],
      ['sport', 'Mobil Sport'],
      ['fuelcell', 'fuelcell'],
    ]);
    expect(groupCards([])).toEqual([]);
  });
});

describe('isOfType', () => {
  it('matches a group by body type, and the electrified chip by a hybrid or electric variant', () => {
    expect(codes(LINE_UP.filter((c) => isOfType(c, 'komersial')))).toEqual(['hilux', 'hiace']);
    expect(codes(LINE_UP.filter((c) => isOfType(c, 'elektrifikasi')))).toEqual(['innovahybrid', 'bz4x', 'camryhybrid']);
    expect(isOfType(card('yariscross', 'suv', ['Bensin', 'Hybrid']), 'elektrifikasi')).toBe(true);
    expect(isOfType(card('avanza', 'mpv'), 'suv')).toBe(false);
  });

  it('matches the GR Sport chip by the card’s GR Sport flag, across groups', () => {
    const rush = ModelCard.parse(modelCard('rush', { bodyType: 'suv', grSport: true }));
    expect(isOfType(rush, 'gr-sport')).toBe(true);
    expect(isOfType(card('avanza', 'mpv'), 'gr-sport')).toBe(false);
    expect(typeChips([rush, card('avanza', 'mpv')], undefined).at(-1)).toEqual({ value: 'gr-sport', label: 'GR Sport', count: 1 });
    expect(parseNewCarFilters({ tipe: 'gr-sport' }).tipe).toBe('gr-sport');
  });
});

describe('typeChips and activeType', () => {
  it('offers Semua, each group with a model and the electrified models, each with its count', () => {
    expect(typeChips(LINE_UP, undefined)).toEqual([
      { value: undefined, label: 'Semua', count: 8 },
      { value: 'mpv', label: 'MPV', count: 2 },
      { value: 'suv', label: 'SUV', count: 2 },
      { value: 'hatchback', label: 'Hatchback', count: 1 },
      { value: 'sedan', label: 'Sedan', count: 1 },
      { value: 'komersial', label: 'Pikap & Komersial', count: 2 },
      { value: 'elektrifikasi', label: 'Hybrid & Listrik', count: 3 },
    ]);
  });

  it('keeps the chosen chip even when the other filters leave it empty', () => {
    const chips = typeChips([card('avanza', 'mpv')], 'sport');
    expect(chips.map((c) => [c.value, c.count])).toEqual([
      [undefined, 1],
      ['mpv', 1],
      ['sport', 0],
    ]);
  });

  it('shows an old link’s body type as its group’s chip; the chip wins over it', () => {
    expect(activeType(parseNewCarFilters({ bodyType: 'van' }))).toBe('komersial');
    expect(activeType(parseNewCarFilters({ bodyType: 'van', tipe: 'elektrifikasi' }))).toBe('elektrifikasi');
    expect(activeType(parseNewCarFilters({}))).toBeUndefined();
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
