import { describe, expect, it } from 'vitest';
import { formatDuration, groupByCategory } from './price-table';
import { loginHref } from './ctas';

describe('formatDuration', () => {
  it('reads minutes, whole hours and hours with minutes in Indonesian', () => {
    expect(formatDuration(45)).toBe('± 45 menit');
    expect(formatDuration(60)).toBe('± 1 jam');
    expect(formatDuration(150)).toBe('± 2 jam 30 menit');
  });
});

describe('groupByCategory', () => {
  it('keeps the workshop order of categories and of services inside each', () => {
    const item = (id: number, serviceCategory: string) => ({ id, serviceCategory, name: `S${id}`, description: '', priceFrom: 1, durationMinutes: 1 });
    const groups = groupByCategory([item(1, 'berkala'), item(2, 'ac'), item(3, 'berkala')]);
    expect(groups.map(([c, rows]) => [c, rows.map((r) => r.id)])).toEqual([
      ['berkala', [1, 3]],
      ['ac', [2]],
    ]);
  });
});

describe('loginHref', () => {
  it('carries the base64-encoded path to come back to (§2)', () => {
    const href = loginHref('/services-toyota/booking-service?model=avanza');
    expect(href.startsWith('/login?redirect=')).toBe(true);
    const encoded = decodeURIComponent(href.slice('/login?redirect='.length));
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('/services-toyota/booking-service?model=avanza');
  });
});
