import { DASHBOARD_PRESETS, dashboardPeriodProblem, presetPeriod, type DashboardPreset } from '@kemudi/domain/dashboard';
import { MONTHS_SHORT_ID } from '@kemudi/domain/format';

/*
 * The Dasbor's period picker (issue 25): the URL's choice (a preset, or a custom period) turned
 * into the days the API is asked for, and the labels of the chart's days.
 */

export type PeriodChoice = DashboardPreset | 'custom';
export const PERIOD_CHOICES: readonly PeriodChoice[] = [...DASHBOARD_PRESETS, 'custom'];
/** The period shown when the URL names none. */
export const DEFAULT_PRESET: DashboardPreset = '30-hari';

export type ResolvedPeriod = { choice: PeriodChoice; from: string; to: string; problem?: string };

/**
 * The period of the URL's search: a custom one as typed (with what is wrong with it, if anything),
 * a preset ending `today` (WIB), or the default preset.
 */
export function resolvePeriod(search: { preset?: PeriodChoice | undefined; from?: string | undefined; to?: string | undefined }, today: string): ResolvedPeriod {
  if (search.preset === 'custom' && search.from && search.to) {
    const problem = dashboardPeriodProblem(search.from, search.to);
    return { choice: 'custom', from: search.from, to: search.to, ...(problem ? { problem } : {}) };
  }
  const preset = search.preset && search.preset !== 'custom' ? search.preset : DEFAULT_PRESET;
  return { choice: preset, ...presetPeriod(preset, today) };
}

/** '2026-11-02' → '2 Nov' (a chart's day). */
export function dayLabel(day: string): string {
  const month = MONTHS_SHORT_ID[Number(day.slice(5, 7)) - 1] ?? day.slice(5, 7);
  return `${Number(day.slice(8, 10))} ${month}`;
}

/** '24 Okt – 22 Nov 2026', '22 Nov 2026' for one day, with both years when they differ. */
export function periodLabel(from: string, to: string): string {
  if (from === to) return `${dayLabel(to)} ${to.slice(0, 4)}`;
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${dayLabel(from)}${sameYear ? '' : ` ${from.slice(0, 4)}`} – ${dayLabel(to)} ${to.slice(0, 4)}`;
}
