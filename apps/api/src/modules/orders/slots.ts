import { branchSlots, queryRows, type Db, type WorkingDay } from '@kemudi/db';
import { SLOT_CAPACITY_PER_HOUR, SLOT_DAYS_AHEAD, SLOT_MINUTES } from '@kemudi/domain/commerce';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ZONES, zoneOfProvince } from '../branches';

/*
 * Installation and service slots (issue 12 checkout): hourly, from the branch's opening to one hour
 * before it closes (§7 working schedules), on its working days, from tomorrow for SLOT_DAYS_AHEAD
 * days, in the branch's own time zone. Each hour has SLOT_CAPACITY_PER_HOUR bays for online orders.
 */

export type SlotBranch = { slug: string; provinceIsocode: string; workingSchedule: WorkingDay[] };

export type SlotCandidate = { date: string; open: boolean; slots: { start: Date; time: string }[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' → minutes after midnight. */
function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The slot grid of the branch for the next SLOT_DAYS_AHEAD days after `now`'s local date (no availability). */
export function slotGrid(branch: SlotBranch, now: Date): SlotCandidate[] {
  const offset = ZONES[zoneOfProvince(branch.provinceIsocode)].offsetMinutes;
  const localMidnight = Date.UTC(
    new Date(now.getTime() + offset * 60_000).getUTCFullYear(),
    new Date(now.getTime() + offset * 60_000).getUTCMonth(),
    new Date(now.getTime() + offset * 60_000).getUTCDate(),
  );
  const days: SlotCandidate[] = [];
  for (let i = 1; i <= SLOT_DAYS_AHEAD; i += 1) {
    const dayUtc = new Date(localMidnight + i * 86_400_000);
    const weekday = dayUtc.getUTCDay();
    const schedule = branch.workingSchedule.find((d) => d.day === (weekday === 0 ? 7 : weekday));
    const date = dayUtc.toISOString().slice(0, 10);
    if (!schedule?.open || !schedule.close) {
      days.push({ date, open: false, slots: [] });
      continue;
    }
    // Slots start on the hour: the first full hour at or after opening.
    const first = Math.ceil(minutesOf(schedule.open) / SLOT_MINUTES) * SLOT_MINUTES;
    const last = minutesOf(schedule.close) - SLOT_MINUTES;
    const slots: { start: Date; time: string }[] = [];
    for (let m = first; m <= last; m += SLOT_MINUTES) {
      slots.push({ start: new Date(dayUtc.getTime() + (m - offset) * 60_000), time: `${pad(Math.floor(m / 60))}.${pad(m % 60)}` });
    }
    days.push({ date, open: slots.length > 0, slots });
  }
  return days;
}

/** The start as the branch's wall clock writes it: '2026-11-27T09:00:00+07:00'. */
export function localIso(start: Date, provinceIsocode: string): string {
  const offset = ZONES[zoneOfProvince(provinceIsocode)].offsetMinutes;
  const shifted = new Date(start.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return `${shifted}+${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** The grid with each slot's availability (taken bays counted from branch_slots). */
export async function slotsWithAvailability(db: Db, branch: SlotBranch, now: Date) {
  const grid = slotGrid(branch, now);
  const all = grid.flatMap((d) => d.slots.map((s) => s.start));
  const used = new Map<number, number>();
  if (all.length > 0) {
    const rows = await db
      .select({ start: branchSlots.slotStart, used: branchSlots.used })
      .from(branchSlots)
      .where(and(eq(branchSlots.branchSlug, branch.slug), gte(branchSlots.slotStart, all[0]!), lt(branchSlots.slotStart, new Date(all.at(-1)!.getTime() + 1))));
    for (const row of rows) used.set(row.start.getTime(), row.used);
  }
  return grid.map((day) => ({
    date: day.date,
    open: day.open,
    slots: day.slots.map((s) => ({
      start: localIso(s.start, branch.provinceIsocode),
      time: s.time,
      available: (used.get(s.start.getTime()) ?? 0) < SLOT_CAPACITY_PER_HOUR,
    })),
  }));
}

/** The slot of the grid that starts at `start`, or null when the branch offers none then. */
export function findSlot(branch: SlotBranch, now: Date, start: Date): Date | null {
  for (const day of slotGrid(branch, now)) {
    for (const slot of day.slots) if (slot.start.getTime() === start.getTime()) return slot.start;
  }
  return null;
}

/**
 * Takes one bay of the slot, or returns false when it is full: one conditional upsert, so two
 * checkouts racing for the last bay cannot both get it (the loser's statement sees the winner's row).
 */
export async function takeSlot(tx: Db, branchSlug: string, start: Date): Promise<boolean> {
  const rows = await queryRows(tx, sql`
    INSERT INTO ${branchSlots} (branch_slug, slot_start, used) VALUES (${branchSlug}, ${start.toISOString()}, 1)
    ON CONFLICT (branch_slug, slot_start) DO UPDATE SET used = ${branchSlots}.used + 1
    WHERE ${branchSlots}.used < ${SLOT_CAPACITY_PER_HOUR}
    RETURNING used`);
  return rows.length === 1;
}

/** Gives a bay back (a cancelled or expired order). */
export async function releaseSlot(tx: Db, branchSlug: string, start: Date): Promise<void> {
  await tx
    .update(branchSlots)
    .set({ used: sql`greatest(${branchSlots.used} - 1, 0)` })
    .where(and(eq(branchSlots.branchSlug, branchSlug), inArray(branchSlots.slotStart, [start])));
}
