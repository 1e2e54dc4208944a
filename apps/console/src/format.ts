/*
 * Dates as the console shows them: Indonesian, in WIB (Asia/Jakarta), whatever the browser's zone.
 */

const dateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** "22 Nov 2026, 10.00 WIB"; "—" when absent. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${dateTime.format(date)} WIB`;
}

/** The base32 secret in groups of four, as authenticator apps show it. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whole rupiah from what staff type: "275.000.000", "Rp 275000000". */
export function parseRupiahInput(text: string): number | null {
  const digits = text.replace(/^\s*rp\.?/i, '').replace(/[\s.]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}
