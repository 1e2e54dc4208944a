import { describe, expect, it } from 'vitest';
import { FAQ_TYPES } from '@kemudi/domain/contracts/editorial';
import { FAQ_CATEGORIES, faqSearch, faqType, newsCategory, ratingFilter, reviewKind } from './editorial';

describe('editorial query parameters', () => {
  it('reads the news category in any case, else every article', () => {
    expect(newsCategory('tips')).toBe('Tips');
    expect(newsCategory('BERITA')).toBe('Berita');
    expect(newsCategory('gosip')).toBeUndefined();
    expect(newsCategory(undefined)).toBeUndefined();
  });

  it('keeps a rating only on the 1–5 scale (§9)', () => {
    expect(ratingFilter('5')).toBe(5);
    expect(ratingFilter('1')).toBe(1);
    for (const bad of ['0', '6', '4.5', 'lima', undefined]) expect(ratingFilter(bad)).toBeUndefined();
  });

  it('reads the review kind and FAQ category, falling back for unknown values', () => {
    expect(reviewKind('layanan')).toBe('layanan');
    expect(reviewKind('apa-saja')).toBe('mobil');
    expect(faqType('servis')).toBe('servis');
    expect(faqType('rahasia')).toBeUndefined();
  });

  it('names a tab for every FAQ type the API knows, once each', () => {
    expect(FAQ_CATEGORIES.map((c) => c.type)).toEqual([...FAQ_TYPES]);
  });

  it('collapses the FAQ search text and caps it at the API’s 100 characters', () => {
    expect(faqSearch('  booking   servis ')).toBe('booking servis');
    expect(faqSearch('   ')).toBeUndefined();
    expect(faqSearch('a'.repeat(150))).toHaveLength(100);
  });
});

