import { describe, expect, it } from 'vitest';
import { addDays, conversionPercent, dashboardPeriodProblem, DASHBOARD_MESSAGES, daysOf, periodDays, presetPeriod, wibDateOf } from './dashboard';

describe('the Dasbor periods (issue 25)', () => {
  it('count calendar days with both ends included, across months and leap days', () => {
    expect(periodDays('2026-11-22', '2026-11-22')).toBe(1);
    expect(periodDays('2026-10-24', '2026-11-22')).toBe(30);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('refuse impossible dates, a period that ends before it starts and one longer than 366 days', () => {
    expect(dashboardPeriodProblem('2026-11-01', '2026-11-30')).toBeUndefined();
    expect(dashboardPeriodProblem('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(dashboardPeriodProblem('2026-02-30', '2026-03-02')).toBe(DASHBOARD_MESSAGES.InvalidDate);
    expect(dashboardPeriodProblem('2026-1-1', '2026-03-02')).toBe(DASHBOARD_MESSAGES.InvalidDate);
    expect(dashboardPeriodProblem('2026-11-02', '2026-11-01')).toBe(DASHBOARD_MESSAGES.FromAfterTo);
    expect(dashboardPeriodProblem('2025-01-01', '2026-01-02')).toBe(DASHBOARD_MESSAGES.TooLong);
  });

  it('give the presets ending today, WIB', () => {
    expect(presetPeriod('7-hari', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetPeriod('30-hari', '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(presetPeriod('bulan-ini', '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(presetPeriod('bulan-ini', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    // 17:30 UTC is already the next day in Jakarta.
    expect(wibDateOf(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(wibDateOf(new Date('2026-11-21T16:59:00Z'))).toBe('2026-11-21');
  });

  it('read the conversion as a percentage with one decimal, none without test drives', () => {
    expect(conversionPercent(1, 8)).toBe(12.5);
    expect(conversionPercent(2, 3)).toBe(66.7);
    expect(conversionPercent(5, 4)).toBe(125);
    expect(conversionPercent(0, 0)).toBeNull();
  });
});
