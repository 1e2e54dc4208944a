import { describe, expect, it } from 'vitest';
import { cityCookieValue, isChosenCity, parseCityCookie } from './city';

const bandung = { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Bandung' };
const fallback = { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' };

describe('parseCityCookie', () => {
  it('reads the city the update-location route wrote', () => {
    expect(parseCityCookie(cityCookieValue(bandung))).toEqual(bandung);
    expect(parseCityCookie('{"p":"jawa_barat","c":"3273","n":"Bandung"}')).toEqual(bandung);
  });

  it('falls back to dki_jakarta / 0080 without a cookie (§9)', () => {
    expect(parseCityCookie(undefined)).toEqual(fallback);
    expect(parseCityCookie('')).toEqual(fallback);
  });

  it('falls back on a cookie that is not JSON or not a valid city', () => {
    for (const raw of [
      'not json',
      'null',
      '"3273"',
      '{"p":"jawa_barat","c":"32731","n":"Bandung"}',
      '{"p":"Jawa Barat","c":"3273","n":"Bandung"}',
      '{"p":"jawa_barat","c":"3273","n":""}',
      JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'x'.repeat(81) }),
      '{"p":"jawa_barat","c":3273,"n":"Bandung"}',
    ]) {
      expect(parseCityCookie(raw), raw).toEqual(fallback);
    }
  });
});

describe('isChosenCity', () => {
  it('accepts a province isocode, a four-digit city isocode and a short name only', () => {
    expect(isChosenCity(bandung)).toBe(true);
    expect(isChosenCity({ ...bandung, cityIsocode: '../token' })).toBe(false);
    expect(isChosenCity({ ...bandung, provinceIsocode: 'x' })).toBe(false);
    expect(isChosenCity({ ...bandung, name: 'x'.repeat(80) })).toBe(true);
    expect(isChosenCity(null)).toBe(false);
  });
});
