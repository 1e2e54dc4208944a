import { like, sql, type AnyColumn } from 'drizzle-orm';
import type { IndexColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as s from '../schema/index';
import { countsOf, HISTORY_DAYS, planHistory, type HistoryPlan } from './history-plan';

/*
 * Writes the demo history (history-plan.ts) into a database: outside production only (its people
 * are invented, its staff assignments name the demo staff). The API adds one history (seed 1, 1×)
 * at its first start over a database that has none (server.ts); `npm run seed:history -- --scale 10`
 * adds more for the console benchmark. Each run is remembered in a `configs` row
 * ('demo-history:<seed>'), written in the same transaction as its rows: all or nothing.
 */

/** The meta rows of the runs: `demo-history:<seed>`. */
export const HISTORY_META_PREFIX = 'demo-history:';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table (leads, 24 columns). */
const CHUNK = 1000;

/**
 * Inserts rows in chunks; with `addUsed` (a slot table: its key columns), a row whose hour exists
 * adds its `used` to what the hour already holds.
 */
async function insertChunks<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], addUsed?: { target: IndexColumn[]; used: AnyColumn }): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const insert = db.insert(table).values(rows.slice(i, i + CHUNK) as never);
    await (addUsed ? insert.onConflictDoUpdate({ target: addUsed.target, set: { used: sql`${addUsed.used} + excluded.used` } as never }) : insert);
  }
}

/** The seeds of the histories the database already holds. */
export async function historySeeds(db: Db): Promise<number[]> {
  const rows = await db.select({ key: s.configs.key }).from(s.configs).where(like(s.configs.key, `${HISTORY_META_PREFIX}%`));
  return rows.map((r) => Number(r.key.slice(HISTORY_META_PREFIX.length))).filter((n) => Number.isInteger(n));
}

export type HistoryResult = { seed: number; scale: number; counts: Record<string, number>; ms: number };

/**
 * Plans and inserts one history ending at `now`; `seed` defaults to the next one unused in this
 * database. Under a lock, so that two API processes starting at once add it once (the other finds it).
 */
export async function seedHistory(db: Db, options: { now: Date; scale?: number; seed?: number; onlyIfNone?: boolean }): Promise<HistoryResult | null> {
  const started = Date.now();
  const [cities, provinces] = await Promise.all([
    db.select({ isocode: s.cities.isocode, name: s.cities.name }).from(s.cities),
    db.select({ isocode: s.provinces.isocode, name: s.provinces.name }).from(s.provinces),
  ]);
  const places = { cities: new Map(cities.map((c) => [c.isocode, c.name])), provinces: new Map(provinces.map((p) => [p.isocode, p.name])) };
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kemudi:demo-history'))`);
    const taken = await historySeeds(tx);
    if (options.onlyIfNone && taken.length > 0) return null;
    const seed = options.seed ?? Math.max(0, ...taken) + 1;
    if (taken.includes(seed)) throw new Error(`the database already holds the demo history of seed ${seed}`);
    const plan = planHistory({ now: options.now, seed, ...(options.scale !== undefined ? { scale: options.scale } : {}), places });
    await writePlan(tx, plan, options.now);
    return { seed, scale: plan.scale, counts: countsOf(plan), ms: Date.now() - started };
  });
}

/** Inserts a plan in foreign-key order, with its meta row. Slots add to what the hours already hold. */
export async function writePlan(db: Db, plan: HistoryPlan, now: Date): Promise<void> {
  await insertChunks(db, s.customers, plan.customers);
  await insertChunks(db, s.bookings, plan.bookings);
  await insertChunks(db, s.bookingEvents, plan.bookingEvents);
  await insertChunks(db, s.bookingSlots, plan.bookingSlots, { target: [s.bookingSlots.resource, s.bookingSlots.slotStart], used: s.bookingSlots.used });
  await insertChunks(db, s.leads, plan.leads);
  await insertChunks(db, s.leadEvents, plan.leadEvents);
  await insertChunks(db, s.orders, plan.orders);
  await insertChunks(db, s.orderItems, plan.orderItems);
  await insertChunks(db, s.orderEvents, plan.orderEvents);
  await insertChunks(db, s.simulatedPayments, plan.payments);
  await insertChunks(db, s.refunds, plan.refunds);
  await insertChunks(db, s.branchSlots, plan.branchSlots, { target: [s.branchSlots.branchSlug, s.branchSlots.slotStart], used: s.branchSlots.used });
  await db.insert(s.configs).values({
    key: `${HISTORY_META_PREFIX}${plan.seed}`,
    value: now.toISOString().slice(0, 10),
    description: `Data demo ${HISTORY_DAYS} hari (${plan.scale}×) sampai ${now.toISOString()}: bukan data nyata, tidak pernah di produksi`,
  });
}

/**
 * The API's start outside production: one history (seed 1, 1×) into a database that has none yet,
 * ending at the API's clock. Returns null when one is there already (it is never added twice).
 */
export async function seedDemoHistoryOnce(db: Db, now: Date): Promise<HistoryResult | null> {
  if ((await historySeeds(db)).length > 0) return null;
  return seedHistory(db, { now, seed: 1, scale: 1, onlyIfNone: true });
}
