/** The search results page's pure parts: the text as searched, the kinds' slugs and the page's links. */
import { SEARCH_KIND_LABELS, SEARCH_KINDS } from '@kemudi/domain/contracts/search';
import { describe, expect, it } from 'vitest';
import { kindOfSlug, MAX_SEARCH_LENGTH, normalizeQuery, RESULT_KINDS, resultsHref } from './search-results';

describe('query helpers', () => {
  it('collapses whitespace (§5) and cuts the text to the API’s 100 characters', () => {
    expect(normalizeQuery('  kijang   innova ')).toBe('kijang innova');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery('a'.repeat(150))).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('reads the kind from its Indonesian slug, unknown = every kind', () => {
    expect(kindOfSlug('kupon-servis')?.kind).toBe('coupon');
    expect(kindOfSlug('coupon')).toBeUndefined();
    expect(kindOfSlug(undefined)).toBeUndefined();
  });

  it('has a tab for every kind global-search answers, in its order, under its label', () => {
    expect(RESULT_KINDS.map((k) => k.kind)).toEqual([...SEARCH_KINDS]);
    expect(RESULT_KINDS.map((k) => k.label)).toEqual(SEARCH_KINDS.map((k) => SEARCH_KIND_LABELS[k]));
    expect(new Set(RESULT_KINDS.map((k) => k.slug)).size).toBe(RESULT_KINDS.length);
  });

  it('links a view: text, kind and 1-based page; "Semua" has no page', () => {
    const usedCars = kindOfSlug('mobil-bekas');
    expect(resultsHref('kijang innova', undefined, 0)).toBe('/search/global?text=kijang+innova');
    expect(resultsHref('avanza', usedCars, 1)).toBe('/search/global?text=avanza&jenis=mobil-bekas&page=2');
    expect(resultsHref('avanza', undefined, 3)).toBe('/search/global?text=avanza');
    expect(resultsHref('', undefined, 0)).toBe('/search/global');
  });
});
