import { DASHBOARD_MESSAGES } from '@kemudi/domain/dashboard';
import { describe, expect, it } from 'vitest';
import { dayLabel, periodLabel, resolvePeriod } from './period';

describe('the Dasbor period picker (issue 25)', () => {
  it('opens on the last 30 days, and reads a preset from the URL', () => {
    expect(resolvePeriod({}, '2026-11-22')).toEqual({ choice: '30-hari', from: '2026-10-24', to: '2026-11-22' });
    expect(resolvePeriod({ preset: '7-hari' }, '2026-11-22')).toEqual({ choice: '7-hari', from: '2026-11-16', to: '2026-11-22' });
    expect(resolvePeriod({ preset: 'bulan-ini', from: '2020-01-01' }, '2026-11-22')).toEqual({ choice: 'bulan-ini', from: '2026-11-01', to: '2026-11-22' });
  });

  it('keeps a custom period as typed, with what is wrong with it', () => {
    expect(resolvePeriod({ preset: 'custom', from: '2026-11-01', to: '2026-11-05' }, '2026-11-22')).toEqual({ choice: 'custom', from: '2026-11-01', to: '2026-11-05' });
    expect(resolvePeriod({ preset: 'custom', from: '2026-11-05', to: '2026-11-01' }, '2026-11-22').problem).toBe(DASHBOARD_MESSAGES.FromAfterTo);
    // "Pilih tanggal" without dates yet: the default period until two are applied.
    expect(resolvePeriod({ preset: 'custom' }, '2026-11-22').choice).toBe('30-hari');
  });

  it('names days and periods in Indonesian', () => {
    expect(dayLabel('2026-08-02')).toBe('2 Ags');
    expect(periodLabel('2026-10-24', '2026-11-22')).toBe('24 Okt – 22 Nov 2026');
    expect(periodLabel('2025-12-15', '2026-01-14')).toBe('15 Des 2025 – 14 Jan 2026');
    expect(periodLabel('2026-11-22', '2026-11-22')).toBe('22 Nov 2026');
  });
});
