/**
 * Rupiah and digit grouping (re-exported by format.ts): a module of their own, without the date
 * tables of format.ts, for the browser code that only shows amounts — the credit simulator, the
 * forms' currency fields (issue 14: first-load JavaScript). Plain arithmetic, no Intl: see format.ts.
 */

/** Placeholder shown when a value is missing or unusable. */
export const EMPTY_DISPLAY = '-';

/**
 * Groups the digits of a non-negative integer with dots: 1250000 → "1.250.000".
 * Accepts a digit string so values beyond 2^53 are not mangled.
 */
export function groupThousands(value: number | string): string {
  const digits = typeof value === 'number' ? String(Math.trunc(Math.abs(value))) : value;
  if (!/^\d+$/.test(digits)) throw new RangeError(`groupThousands expects digits, got "${digits}"`);
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A finite number from a number or numeric string; null when missing or not numeric. */
export function toFiniteNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Rupiah with dot thousands and no decimals (rupiah have no circulating subunit):
 * 246600000 → "Rp 246.600.000", -1500 → "-Rp 1.500". Missing or non-numeric → "-".
 * Numeric strings are accepted because some upstream prices arrive as strings.
 */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_DISPLAY;
  const rounded = Math.round(n);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}Rp ${groupThousands(Math.abs(rounded))}`;
}
