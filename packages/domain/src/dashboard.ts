/**
 * The Dasbor's periods (issue 25): calendar days in WIB, both ends included. One set of rules for
 * the API (which refuses a bad period with these words) and the console (whose period picker offers
 * the presets and checks a custom period before asking).
 */
import { WIB_OFFSET_MINUTES } from './format';

/** The longest period the dashboard reads at once: a year, a leap year included. */
export const DASHBOARD_MAX_DAYS = 366;
/** Stock at or below this many units is "running out" (an item with null stock is not counted). */
export const LOW_STOCK_THRESHOLD = 5;

export const DASHBOARD_PRESETS = ['7-hari', '30-hari', 'bulan-ini'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];
export const DASHBOARD_PRESET_LABELS: Readonly<Record<DashboardPreset, string>> = {
  '7-hari': '7 hari',
  '30-hari': '30 hari',
  'bulan-ini': 'Bulan ini',
};

export const DASHBOARD_MESSAGES = {
  InvalidDate: 'Tanggal periode tidak valid: gunakan format YYYY-MM-DD dengan tanggal yang ada.',
  FromAfterTo: 'Tanggal awal periode (Dari) tidak boleh setelah tanggal akhir (Sampai).',
  TooLong: `Periode dasbor paling panjang ${DASHBOARD_MAX_DAYS} hari.`,
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a 'YYYY-MM-DD' at 00:00 UTC, or null when it is no real date (2026-02-30). */
function dayMs(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const ms = dayMs(day);
  if (ms === null) throw new RangeError(`not a date: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** The WIB calendar date of an instant. */
export function wibDateOf(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Days in the period, both ends included (1 for a single day). */
export function periodDays(from: string, to: string): number {
  const a = dayMs(from);
  const b = dayMs(to);
  if (a === null || b === null) throw new RangeError(`not a period: ${from}..${to}`);
  return Math.round((b - a) / DAY_MS) + 1;
}

/** What is wrong with a period, in the words the API answers with; undefined when it is fine. */
export function dashboardPeriodProblem(from: string, to: string): string | undefined {
  if (dayMs(from) === null || dayMs(to) === null) return DASHBOARD_MESSAGES.InvalidDate;
  const days = periodDays(from, to);
  if (days < 1) return DASHBOARD_MESSAGES.FromAfterTo;
  if (days > DASHBOARD_MAX_DAYS) return DASHBOARD_MESSAGES.TooLong;
  return undefined;
}

/** A preset's period ending today (WIB): the last 7 or 30 days with today, or this month so far. */
export function presetPeriod(preset: DashboardPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case '7-hari':
      return { from: addDays(today, -6), to: today };
    case '30-hari':
      return { from: addDays(today, -29), to: today };
    case 'bulan-ini':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Every day of the period in order: the chart's x axis, with a zero where nothing happened. */
export function daysOf(from: string, to: string): string[] {
  const n = periodDays(from, to);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(from, i));
}

/**
 * The conversion in percent with one decimal (12.5), or null when there were no test drives: a
 * share of nothing is not 0 %.
 */
export function conversionPercent(bookingFees: number, testDrives: number): number | null {
  if (testDrives <= 0) return null;
  return Math.round((bookingFees / testDrives) * 1000) / 10;
}
