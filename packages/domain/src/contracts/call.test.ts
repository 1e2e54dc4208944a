import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, pathOf, queryOf } from './call';
import { ERROR_TYPES, LinkUrl, SitePath, WhatsAppUrl } from './common';

describe('pathOf', () => {
  const call = defineCall({
    method: 'GET',
    path: '/api/product/v1/v2/content/:a/:b',
    params: z.object({ a: z.string(), b: z.string() }),
    data: z.null(),
  });

  it('fills each :name with its value, encoded as one segment', () => {
    expect(pathOf(call, { a: 'avanza', b: 'exterior' })).toBe('/api/product/v1/v2/content/avanza/exterior');
    expect(pathOf(call, { a: '../token', b: 'a b/c' })).toBe('/api/product/v1/v2/content/..%2Ftoken/a%20b%2Fc');
  });

  it('refuses a missing parameter instead of calling the wrong path', () => {
    expect(() => pathOf(call, { a: 'avanza' })).toThrow(/parameter b is missing/);
    expect(() => pathOf(call, { a: 'avanza', b: '' })).toThrow(/parameter b is missing/);
  });
});

describe('queryOf', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(queryOf({ page: 0, text: 'avanza veloz', empty: '', none: undefined, codes: ['a', 'b'] })).toBe(
      '?page=0&text=avanza+veloz&codes=a&codes=b',
    );
    expect(queryOf({})).toBe('');
    expect(queryOf(undefined)).toBe('');
  });
});

describe('link-safe strings', () => {
  it('accepts site paths and refuses other hosts and schemes', () => {
    expect(SitePath.safeParse('/promosi').success).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example']) {
      expect(SitePath.safeParse(bad).success).toBe(false);
    }
    expect(LinkUrl.safeParse('https://www.youtube.com/watch?v=x').success).toBe(true);
    expect(LinkUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(WhatsAppUrl.safeParse('https://wa.me/6281234567890?text=Halo').success).toBe(true);
    expect(WhatsAppUrl.safeParse('https://evil.example/?wa.me/62812').success).toBe(false);
  });
});

describe('ERROR_TYPES', () => {
  it('keeps the §8 names exactly, key and wire name alike', () => {
    expect(ERROR_TYPES.InvalidTokenError).toBe('InvalidTokenError');
    expect(ERROR_TYPES.InvalidSystemToken).toBe('InvalidSystemToken');
    expect(ERROR_TYPES.InvalidRefreshToken).toBe('InvalidRefreshToken');
    for (const [key, value] of Object.entries(ERROR_TYPES)) expect(value).toBe(key);
  });
});
