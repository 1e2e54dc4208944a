import { describe, expect, it } from 'vitest';
import { charsForWidth, truncateText, wrapText } from './text';

describe('wrapText', () => {
  it('wraps greedily on spaces', () => {
    expect(wrapText('Promo akhir tahun Avanza', 12, 3)).toEqual(['Promo akhir', 'tahun Avanza']);
  });

  it('keeps short text on one line and collapses whitespace', () => {
    expect(wrapText('  Hilux \n  baru ', 20, 3)).toEqual(['Hilux baru']);
    expect(wrapText('', 20, 3)).toEqual([]);
  });

  it('never exceeds the line or character limits and marks the cut with …', () => {
    const long = 'Tips merawat aki mobil di musim hujan agar tetap awet dan tidak mudah soak walaupun jarang dipakai';
    const lines = wrapText(long, 16, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(16);
    expect(lines[2]?.endsWith('…')).toBe(true);
  });

  it('breaks words longer than a line', () => {
    expect(wrapText('Supercalifragilistik', 8, 5)).toEqual(['Supercal', 'ifragili', 'stik']);
  });

  it('does not split surrogate pairs', () => {
    const lines = wrapText('🚗🚗🚗🚗🚗🚗', 4, 1);
    expect(lines).toEqual(['🚗🚗🚗…']);
  });
});

describe('truncateText and charsForWidth', () => {
  it('truncates a single line', () => {
    expect(truncateText('Berlaku hingga akhir bulan', 10)).toBe('Berlaku…');
    expect(truncateText('Pendek', 10)).toBe('Pendek');
  });

  it('estimates characters per width', () => {
    expect(charsForWidth(560, 50)).toBe(20);
    expect(charsForWidth(1, 100)).toBe(1);
  });
});

describe('wrapText truncation', () => {
  it('ends on a whole word when the last line has to be cut', () => {
    expect(wrapText('Promo Akhir Tahun: DP Mulai 10% untuk Semua Tipe', 15, 3)).toEqual([
      'Promo Akhir',
      'Tahun: DP Mulai',
      '10% untuk…',
    ]);
  });
});
