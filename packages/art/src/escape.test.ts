import { describe, expect, it } from 'vitest';
import { escapeXml } from './escape';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<script>&"'`)).toBe('&lt;script&gt;&amp;&quot;&apos;');
  });

  it('does not double-unescape: an entity in input stays literal text', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('drops characters XML 1.0 cannot carry, keeps tabs, newlines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe')).toBe('abcde');
    expect(escapeXml('x\ty\nz')).toBe('x\ty\nz');
    expect(escapeXml('lone \uD800 surrogate \uDC00!')).toBe('lone  surrogate !');
    expect(escapeXml('mobil 🚗')).toBe('mobil 🚗');
  });

  it('accepts non-strings without throwing', () => {
    expect(escapeXml(undefined)).toBe('');
    expect(escapeXml(null)).toBe('');
    expect(escapeXml(42)).toBe('42');
  });
});
