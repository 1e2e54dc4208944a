import type { WorkingDay } from '@kemudi/db';
import type { WorkingSchedule } from '@kemudi/domain/contracts/branches';
import { WEEKDAYS_ID } from '@kemudi/domain/format';

/** Indonesia's three zones; none observes daylight saving, so a fixed offset is exact. */
export const ZONES = {
  WIB: { timeZone: 'Asia/Jakarta', offsetMinutes: 7 * 60 },
  WITA: { timeZone: 'Asia/Makassar', offsetMinutes: 8 * 60 },
  WIT: { timeZone: 'Asia/Jayapura', offsetMinutes: 9 * 60 },
} as const;
export type ZoneLabel = keyof typeof ZONES;

/**
 * Zone of a province by its site isocode (Permen/Keppres 41/1987 zones): Bali, Nusa Tenggara,
 * South/East/North Kalimantan and every Sulawesi province are WITA; Maluku and Papua are WIT;
 * the rest (Sumatra incl. Aceh, Medan, Palembang; Java; West and Central Kalimantan) is WIB.
 */
export function zoneOfProvince(provinceIsocode: string): ZoneLabel {
  const p = provinceIsocode.toLowerCase();
  if (p.startsWith('maluku') || p.startsWith('papua')) return 'WIT';
  if (
    p === 'bali' ||
    p.startsWith('nusa_tenggara') ||
    p === 'kalimantan_selatan' ||
    p === 'kalimantan_timur' ||
    p === 'kalimantan_utara' ||
    p.startsWith('sulawesi') ||
    p === 'gorontalo'
  ) {
    return 'WITA';
  }
  return 'WIB';
}

/** Wall-clock parts of `now` at a fixed UTC offset. */
export function localParts(now: Date, offsetMinutes: number) {
  const shifted = new Date(now.getTime() + offsetMinutes * 60_000);
  const weekday = shifted.getUTCDay(); // 0 = Minggu
  return {
    /** 1 = Senin … 7 = Minggu, as WorkingDay.day. */
    day: weekday === 0 ? 7 : weekday,
    time: `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`,
    date: shifted.toISOString().slice(0, 10),
  };
}

/** Indonesian day name of WorkingDay.day (1 = Senin … 7 = Minggu). */
export function dayName(day: number): string {
  return WEEKDAYS_ID[day % 7] ?? '';
}

/**
 * The weekly schedule as shown on a branch page, with `openNow` judged at `now` in the branch's
 * own zone (open ≤ local time < close).
 */
export function describeSchedule(schedule: WorkingDay[], provinceIsocode: string, now: Date): WorkingSchedule {
  const zoneLabel = zoneOfProvince(provinceIsocode);
  const zone = ZONES[zoneLabel];
  const local = localParts(now, zone.offsetMinutes);
  const days = [...schedule]
    .sort((a, b) => a.day - b.day)
    .map((d) => {
      const closed = d.open === null || d.close === null;
      return {
        day: d.day,
        dayName: dayName(d.day),
        open: closed ? null : d.open,
        close: closed ? null : d.close,
        hours: closed ? 'Tutup' : `${d.open} - ${d.close}`,
        isToday: d.day === local.day,
      };
    });
  const today = days.find((d) => d.isToday);
  // 'HH:mm' strings compare correctly as text.
  const openNow = !!today && today.open !== null && today.close !== null && today.open <= local.time && local.time < today.close;
  return {
    timeZone: zone.timeZone,
    zoneLabel,
    localTime: local.time,
    today: dayName(local.day),
    openNow,
    days,
  };
}
