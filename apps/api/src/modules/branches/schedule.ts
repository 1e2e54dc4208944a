import type { WorkingDay } from '@kemudi/db';
import type { WorkingSchedule } from '@kemudi/domain/contracts/branches';
import { formatDateId, WEEKDAYS_ID } from '@kemudi/domain/format';
import type { ClosedDay } from './closures';

// The zones moved to the domain package (the demo history's slots use them too); named here as before.
import { ZONES, zoneOfProvince } from '@kemudi/domain/time-zones';
export { ZONES, zoneOfProvince, type ZoneLabel } from '@kemudi/domain/time-zones';

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

/** How far ahead the branch page names a closed day. */
const CLOSURES_SHOWN_DAYS = 30;

/**
 * The weekly schedule as shown on a branch page, with `openNow` judged at `now` in the branch's
 * own zone (open ≤ local time < close). A closed day (issue 25) shuts today and is named in
 * `closures` when it falls within the next CLOSURES_SHOWN_DAYS days.
 */
export function describeSchedule(schedule: WorkingDay[], provinceIsocode: string, now: Date, closedDays: readonly ClosedDay[] = []): WorkingSchedule {
  const zoneLabel = zoneOfProvince(provinceIsocode);
  const zone = ZONES[zoneLabel];
  const local = localParts(now, zone.offsetMinutes);
  // Today on a closed day (issue 25): today's row says so, and the branch is not open now nor later today.
  const closedToday = closedDays.find((c) => c.date === local.date);
  const days = [...schedule]
    .sort((a, b) => a.day - b.day)
    .map((d) => {
      const isToday = d.day === local.day;
      const closed = d.open === null || d.close === null || (isToday && !!closedToday);
      return {
        day: d.day,
        dayName: dayName(d.day),
        open: closed ? null : d.open,
        close: closed ? null : d.close,
        hours: isToday && closedToday ? `Tutup (${closedToday.reason})` : closed ? 'Tutup' : `${d.open} - ${d.close}`,
        isToday,
      };
    });
  const today = days.find((d) => d.isToday);
  // 'HH:mm' strings compare correctly as text.
  const openNow = !!today && today.open !== null && today.close !== null && today.open <= local.time && local.time < today.close;
  const last = new Date(Date.parse(`${local.date}T00:00:00Z`) + CLOSURES_SHOWN_DAYS * 86_400_000).toISOString().slice(0, 10);
  const closures = closedDays
    .filter((c) => c.date >= local.date && c.date <= last)
    .map((c) => ({ date: c.date, label: formatDateId(c.date, 'full'), reason: c.reason }));
  return {
    timeZone: zone.timeZone,
    zoneLabel,
    localTime: local.time,
    today: dayName(local.day),
    openNow,
    days,
    closures,
  };
}
