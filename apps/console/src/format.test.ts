import { describe, expect, it } from 'vitest';
import { parseRupiahInput } from './format';

describe('parseRupiahInput', () => {
  it('reads whole rupiah as staff type them', () => {
    expect(parseRupiahInput('275.000.000')).toBe(275_000_000);
    expect(parseRupiahInput('Rp 250000')).toBe(250_000);
    expect(parseRupiahInput(' rp. 1.500 ')).toBe(1_500);
  });
  it('refuses what is not a whole amount', () => {
    for (const text of ['', 'Rp', '12,5', '-100', 'seratus']) expect(parseRupiahInput(text)).toBeNull();
  });
});
