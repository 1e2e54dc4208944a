import { bookingSlots, queryRows, type Db, type WorkingDay } from '@kemudi/db';
import { BOOKING_DAYS_AHEAD, BOOKING_SLOT_MINUTES } from '@kemudi/domain/bookings';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ZONES, zoneOfProvince } from '../branches';

type ZoneLabel = keyof typeof ZONES;

/*
 * Booking slots (issue 13): hourly, from the first full hour at or after opening to one hour before
 * closing (§7 working schedules), on the branch's working days, from tomorrow for BOOKING_DAYS_AHEAD
 * days, in the branch's own time zone. The one grid of the site: the checkout's installation slots
 * (orders/slots.ts, issue 12) use it too; here each bookable resource has its own capacity.
 * A closed day of the branch (issue 25: a holiday set in the staff console) has no slot at all.
 */

export type GridBranch = {
  slug: string;
  provinceIsocode: string;
  workingSchedule: WorkingDay[];
  /** The branch's closed days, YYYY-MM-DD in its own calendar (closedDatesColumn of the branches module). */
  closedDates?: readonly string[];
};
export type GridSlot = { start: Date; time: string };
export type GridDay = { date: string; open: boolean; slots: GridSlot[] };

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function zoneOf(provinceIsocode: string): { label: ZoneLabel; timeZone: string; offsetMinutes: number } {
  const label = zoneOfProvince(provinceIsocode);
  return { label, ...ZONES[label] };
}

/** The local calendar date (YYYY-MM-DD) of an instant at a fixed offset. */
export function localDate(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The grid of the next BOOKING_DAYS_AHEAD days after `now`'s local date; slots already started are left out. */
export function slotGrid(branch: GridBranch, now: Date): GridDay[] {
  const { offsetMinutes: offset } = zoneOf(branch.provinceIsocode);
  const today = Date.parse(`${localDate(now, offset)}T00:00:00Z`);
  const days: GridDay[] = [];
  for (let i = 1; i <= BOOKING_DAYS_AHEAD; i += 1) {
    const dayUtc = new Date(today + i * DAY_MS);
    const weekday = dayUtc.getUTCDay();
    const schedule = branch.workingSchedule.find((d) => d.day === (weekday === 0 ? 7 : weekday));
    const date = dayUtc.toISOString().slice(0, 10);
    if (!schedule?.open || !schedule.close || branch.closedDates?.includes(date)) {
      days.push({ date, open: false, slots: [] });
      continue;
    }
    const first = Math.ceil(minutesOf(schedule.open) / BOOKING_SLOT_MINUTES) * BOOKING_SLOT_MINUTES;
    const last = minutesOf(schedule.close) - BOOKING_SLOT_MINUTES;
    const slots: GridSlot[] = [];
    for (let m = first; m <= last; m += BOOKING_SLOT_MINUTES) {
      const start = new Date(dayUtc.getTime() + (m - offset) * 60_000);
      if (start.getTime() > now.getTime()) slots.push({ start, time: `${pad(Math.floor(m / 60))}.${pad(m % 60)}` });
    }
    days.push({ date, open: slots.length > 0, slots });
  }
  return days;
}

/** The start as the branch's wall clock writes it: '2026-11-27T09:00:00+07:00'. */
export function localIso(start: Date, provinceIsocode: string): string {
  const { offsetMinutes: offset } = zoneOf(provinceIsocode);
  const shifted = new Date(start.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return `${shifted}+${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** How much of each hour of `resource` is used, for the hours of the grid. */
export async function usedOf(db: Pick<Db, 'select'>, resource: string, grid: GridDay[]): Promise<Map<number, number>> {
  const all = grid.flatMap((d) => d.slots.map((s) => s.start));
  const used = new Map<number, number>();
  if (all.length === 0) return used;
  const rows = await db
    .select({ start: bookingSlots.slotStart, used: bookingSlots.used })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.resource, resource), gte(bookingSlots.slotStart, all[0]!), lt(bookingSlots.slotStart, new Date(all.at(-1)!.getTime() + 1))));
  for (const row of rows) used.set(row.start.getTime(), row.used);
  return used;
}

/**
 * Takes one unit of the resource's hour, or returns false when it is full: one conditional upsert,
 * so two visitors racing for the last unit cannot both get it (the loser's statement waits for the
 * winner's row and then finds `used < capacity` false), as takeSlot of orders/slots.ts.
 */
export async function takeSlot(tx: Db, resource: string, start: Date, capacity: number): Promise<boolean> {
  if (capacity <= 0) return false;
  const rows = await queryRows(tx, sql`
    INSERT INTO ${bookingSlots} (resource, slot_start, used) VALUES (${resource}, ${start.toISOString()}, 1)
    ON CONFLICT (resource, slot_start) DO UPDATE SET used = ${bookingSlots}.used + 1
    WHERE ${bookingSlots}.used < ${capacity}
    RETURNING used`);
  return rows.length === 1;
}

/** Gives a unit back (a cancelled or rescheduled booking). */
export async function releaseSlot(tx: Db, resource: string, start: Date): Promise<void> {
  await tx
    .update(bookingSlots)
    .set({ used: sql`greatest(${bookingSlots.used} - 1, 0)` })
    .where(and(eq(bookingSlots.resource, resource), eq(bookingSlots.slotStart, start)));
}
