import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darken,
  hslToHex,
  lighten,
  mix,
  NEUTRAL_GREY,
  normalizeHex,
  parseHex,
  readableTextColor,
} from './color';

describe('parseHex', () => {
  it('reads six- and three-digit colours, with or without #, in any case', () => {
    expect(parseHex('#cc0000')).toEqual({ r: 204, g: 0, b: 0 });
    expect(parseHex('CC0000')).toEqual({ r: 204, g: 0, b: 0 });
    expect(parseHex('#f0a')).toEqual({ r: 255, g: 0, b: 170 });
    expect(parseHex('  #FFFFFF ')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('returns null for anything that is not a hex colour', () => {
    for (const bad of ['', '#', '#12', '#1234', '#12345', '#1234567', '#ggg000', 'red', 'rgb(0,0,0)', '#cc0000"/><script>', null, undefined, 42, {}]) {
      expect(parseHex(bad)).toBeNull();
    }
  });
});

describe('normalizeHex', () => {
  it('canonicalises to lowercase #rrggbb', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('CC0000')).toBe('#cc0000');
  });

  it('falls back to the neutral grey, or to a given fallback', () => {
    expect(normalizeHex('"><script>')).toBe(NEUTRAL_GREY);
    expect(normalizeHex(undefined)).toBe(NEUTRAL_GREY);
    expect(normalizeHex('nope', '#EB0A1E')).toBe('#eb0a1e');
    expect(normalizeHex('nope', 'also nope')).toBe(NEUTRAL_GREY);
  });
});

describe('mix, lighten, darken', () => {
  it('blends linearly and clamps the weight', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#000000', '#ffffff', 2)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', -1)).toBe('#000000');
    expect(mix('#000000', '#ffffff', Number.NaN)).toBe('#000000');
  });

  it('moves towards white or black', () => {
    expect(lighten('#cc0000', 0)).toBe('#cc0000');
    expect(lighten('#cc0000', 1)).toBe('#ffffff');
    expect(darken('#cc0000', 1)).toBe('#000000');
    expect(darken('#cc0000', 0.5)).toBe('#660000');
    expect(lighten('#cc0000', 0.3)).not.toBe('#cc0000');
  });

  it('treats invalid input as grey instead of producing junk', () => {
    expect(lighten('bogus', 0)).toBe(NEUTRAL_GREY);
    expect(darken('bogus', 0.2)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('readableTextColor', () => {
  it('picks white on dark and near-black on light backgrounds', () => {
    expect(readableTextColor('#111111')).toBe('#ffffff');
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#ffffff')).toBe('#111827');
    expect(readableTextColor('#f59e0b')).toBe('#111827');
  });

  it('always reaches WCAG AA for large text', () => {
    for (let h = 0; h < 360; h += 15) {
      for (const l of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        const bg = hslToHex(h, 0.7, l);
        expect(contrastRatio(bg, readableTextColor(bg))).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('hslToHex', () => {
  it('converts primaries', () => {
    expect(hslToHex(0, 1, 0.5)).toBe('#ff0000');
    expect(hslToHex(120, 1, 0.5)).toBe('#00ff00');
    expect(hslToHex(240, 1, 0.5)).toBe('#0000ff');
    expect(hslToHex(-120, 1, 0.5)).toBe('#0000ff');
  });
});
