import { branchSlots, queryRows, type Db, type WorkingDay } from '@kemudi/db';
import { SLOT_CAPACITY_PER_HOUR } from '@kemudi/domain/commerce';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
// One hourly grid for the whole site (§7 working schedules, the branch's zone): the bookings module's.
import { localIso, slotGrid } from '../bookings';

/*
 * Installation and service slots (issue 12 checkout): hourly, from the branch's opening to one hour
 * before it closes (§7 working schedules), on its working days, from tomorrow for SLOT_DAYS_AHEAD
 * days, in the branch's own time zone. Each hour has SLOT_CAPACITY_PER_HOUR bays for online orders.
 */

export type SlotBranch = { slug: string; provinceIsocode: string; workingSchedule: WorkingDay[]; closedDates?: readonly string[] };

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
