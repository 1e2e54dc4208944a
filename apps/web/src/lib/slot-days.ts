import { formatDateId } from '@kemudi/domain/format';

/** '2026-11-23' → { weekday: 'Sen', date: '23 Nov' }: a day's short label in the slot pickers' strip (§9: Agustus is 'Ags'). */
export function dayLabel(isoDate: string): { weekday: string; date: string } {
  const weekday = formatDateId(isoDate, 'full').split(',')[0] ?? '';
  return { weekday: weekday.slice(0, 3), date: formatDateId(isoDate, 'short').replace(/ \d{4}$/, '') };
}
