/**
 * The demo history (issue 24): reproducible, of the promised size, every record in a status its
 * transition table reaches, slots inside opening hours and within capacity, and every row accepted
 * by the real schema (migrated PGlite with the seed), exactly once.
 */
import { BOOKING_STATUSES, BOOKING_KINDS, TCARE_KINDS, type BookingKind, type BookingStatus } from '@kemudi/domain/bookings';
import { BOOKING_TRANSITIONS } from '@kemudi/domain/booking-transitions';
import { ORDER_INITIAL_STATUS, orderTransitionOf } from '@kemudi/domain/order-transitions';
import { ORDER_STATUSES, REFUND_STATUSES, type OrderStatus } from '@kemudi/domain/commerce';
import { CONSENT_LEAD_STATUS, LEAD_KINDS, LEAD_STATUSES, TICKET_STATUSES } from '@kemudi/domain/leads';
import { TRANSITION_ACTORS } from '@kemudi/domain/transition-actors';
import { ZONES, zoneOfProvince } from '@kemudi/domain/time-zones';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import * as s from '../schema/index';
import { branches } from './data/branches';
import { loadGeo } from './geo';
import { planHistory, type HistoryOptions, type HistoryPlan } from './history-plan';
import { historySeeds, seedDemoHistoryOnce, seedHistory } from './history';
import { seed } from './index';

const NOW = new Date('2026-11-22T10:00:00+07:00');
let places: HistoryOptions['places'];
let plan: HistoryPlan;

beforeAll(async () => {
  const geo = await loadGeo();
  places = { cities: new Map(geo.cities.map((c) => [c.isocode, c.name])), provinces: new Map(geo.provinces.map((p) => [p.isocode, p.name])) };
  plan = planHistory({ now: NOW, places });
});

/** The statuses a booking of `kind` can reach from where it starts, by the table alone. */
function reachable(kind: BookingKind, from: BookingStatus): Set<BookingStatus> {
  const seen = new Set<BookingStatus>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    for (const t of BOOKING_TRANSITIONS) {
      if (t.from !== status || (t.kinds && !t.kinds.includes(kind)) || seen.has(t.to)) continue;
      seen.add(t.to);
      queue.push(t.to);
    }
  }
  return seen;
}

describe('the plan', () => {
  it('is the same for the same seed, scale and "now", and another seed gives other records', () => {
    expect(planHistory({ now: NOW, places })).toEqual(plan);
    const other = planHistory({ now: NOW, places, seed: 2 });
    const numbers = new Set(plan.bookings.map((b) => b.bookingNo));
    expect(other.bookings.filter((b) => numbers.has(b.bookingNo))).toEqual([]);
    const customers = new Set(plan.customers.map((c) => c.customerNo));
    expect(other.customers.filter((c) => customers.has(c.customerNo))).toEqual([]);
  });

  it('holds about 2,000 leads, 1,000 bookings and 500 orders over the last 90 days, twice that at scale 2', () => {
    expect(plan.leads).toHaveLength(2000);
    expect(plan.bookings).toHaveLength(1000);
    expect(plan.orders).toHaveLength(500);
    const oldest = NOW.getTime() - 90 * 86_400_000;
    for (const row of [...plan.leads, ...plan.bookings, ...plan.orders]) {
      expect((row.createdAt as Date).getTime()).toBeGreaterThan(oldest);
      expect((row.createdAt as Date).getTime()).toBeLessThan(NOW.getTime());
    }
    const big = planHistory({ now: NOW, places, scale: 2, seed: 3 });
    expect([big.leads.length, big.bookings.length, big.orders.length]).toEqual([4000, 2000, 1000]);
  });

  it('has every kind, and Indonesian people with +62 mobile numbers and example addresses', () => {
    expect(new Set(plan.bookings.map((b) => b.kind))).toEqual(new Set(BOOKING_KINDS));
    expect(new Set(plan.leads.map((l) => l.kind))).toEqual(new Set(LEAD_KINDS));
    for (const row of [...plan.bookings.map((b) => b.contactPhone), ...plan.customers.map((c) => c.phone)]) expect(row).toMatch(/^08\d{8,11}$/);
    for (const email of plan.customers.map((c) => c.email)) expect(email).toMatch(/^[a-z.]+\.\d{7}@([a-z]+\.)*contoh\.(com|co\.id|id)$/);
  });

  it('puts every booking in a status its table reaches; past slots are closed, future ones open', () => {
    const pending = BOOKING_TRANSITIONS.some((t) => t.from === 'pending');
    for (const b of plan.bookings) {
      const kind = b.kind as BookingKind;
      const start: BookingStatus = kind === 'spare-part' ? 'requested' : pending ? 'pending' : 'confirmed';
      expect(reachable(kind, start).has(b.status as BookingStatus), `${b.bookingNo} ${b.status}`).toBe(true);
      if (!b.slotStart) continue;
      const open = b.status === 'pending' || b.status === 'confirmed';
      // A workshop job of today may still be in the workshop: its T-CARE stage says so.
      if (b.slotStart < NOW && open) expect(TCARE_KINDS.includes(kind) && b.stage !== null, b.bookingNo).toBe(true);
      if (b.slotStart > NOW) expect(['pending', 'confirmed', 'cancelled']).toContain(b.status);
    }
    const seen = new Set(plan.bookings.map((b) => b.status));
    for (const status of BOOKING_STATUSES.filter((st) => st !== 'pending' || pending)) expect(seen, status).toContain(status);
    expect(plan.bookings.some((b) => b.stage === 'siap-diambil' && b.status === 'completed')).toBe(true);
  });

  it('lays slots inside opening hours, on the hour, and never holds more than a resource has', () => {
    for (const b of plan.bookings.filter((x) => x.slotStart && x.kind !== 'cubain')) {
      const branch = branches.find((x) => x.slug === b.branchSlug)!;
      const offset = ZONES[zoneOfProvince(branch.provinceIsocode)].offsetMinutes;
      const local = new Date((b.slotStart as Date).getTime() + offset * 60_000);
      const day = branch.workingSchedule.find((d) => d.day === (local.getUTCDay() === 0 ? 7 : local.getUTCDay()))!;
      const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
      const [oh, om] = day.open!.split(':').map(Number);
      const [ch, cm] = day.close!.split(':').map(Number);
      expect(local.getUTCMinutes(), b.bookingNo).toBe(0);
      expect(minutes).toBeGreaterThanOrEqual(oh! * 60 + om!);
      expect(minutes + 60).toBeLessThanOrEqual(ch! * 60 + cm!);
    }
    // What the slots table holds is exactly the bookings still holding them.
    const held = new Map<string, number>();
    for (const b of plan.bookings.filter((x) => x.resource && x.status !== 'cancelled')) {
      const k = `${b.resource}|${(b.slotStart as Date).toISOString()}`;
      held.set(k, (held.get(k) ?? 0) + 1);
    }
    expect(new Map(plan.bookingSlots.map((x) => [`${x.resource}|${x.slotStart.toISOString()}`, x.used]))).toEqual(held);
    for (const [k, used] of held) if (k.startsWith('utd:') || k.startsWith('insp:')) expect(used, k).toBe(1);
  });

  it('walks every order through ORDER_TRANSITIONS, with a few refunds, some waiting for staff', () => {
    for (const o of plan.orders) {
      const steps = plan.orderEvents.filter((e) => e.orderId === o.id && e.status !== 'refund').map((e) => e.status as OrderStatus);
      expect(steps[0]).toBe(ORDER_INITIAL_STATUS);
      for (let i = 1; i < steps.length; i += 1) {
        expect(TRANSITION_ACTORS.some((actor) => orderTransitionOf(steps[i - 1]!, steps[i]!, actor)), `${o.orderNo} ${steps[i - 1]} → ${steps[i]}`).toBe(true);
      }
      expect(steps.at(-1)).toBe(o.status);
      if (o.status === 'pending_payment') expect(o.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
    }
    expect(new Set(plan.orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(plan.refunds.length).toBeGreaterThan(5);
    expect(plan.refunds.length).toBeLessThan(plan.orders.length / 10);
    expect(plan.refunds.some((x) => x.status === 'required')).toBe(true);
    for (const x of plan.refunds) expect(REFUND_STATUSES).toContain(x.status);
  });

  it('moves leads along the pipeline and tickets through their statuses; some leads are the demo sales’', () => {
    const sales = plan.leads.filter((l) => l.kind !== 'contact' && l.kind !== 'consent');
    for (const l of sales) expect(LEAD_STATUSES).toContain(l.status);
    expect(new Set(sales.map((l) => l.status))).toEqual(new Set(LEAD_STATUSES));
    expect(new Set(plan.leads.filter((l) => l.kind === 'contact').map((l) => l.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(plan.leads.filter((l) => l.kind === 'consent').map((l) => l.status))).toEqual(new Set([CONSENT_LEAD_STATUS]));
    // Left 'baru' only once contacted; closed with a time; overdue new leads exist.
    for (const l of sales) {
      expect(l.firstContactedAt === null || l.firstContactedAt === undefined, l.leadNo).toBe(l.status === 'baru');
      expect(Boolean(l.closedAt), l.leadNo).toBe(l.status === 'terjual' || l.status === 'batal');
    }
    expect(sales.some((l) => l.status === 'baru' && NOW.getTime() - (l.createdAt as Date).getTime() > 2 * 3_600_000)).toBe(true);
    expect(sales.filter((l) => l.assignedStaffId).length).toBeGreaterThan(20);
    // Test drives and Jual Mobil Saya inspections open their lead, one each.
    const linked = plan.leads.filter((l) => l.bookingId);
    expect(linked.length).toBe(plan.bookings.filter((b) => ['test-drive', 'used-car-test-drive', 'inspection'].includes(b.kind)).length);
    // Tickets go to a branch (its managers answer them).
    expect(plan.leads.filter((l) => l.kind === 'contact' && !l.branchSlug)).toEqual([]);
  });
});

describe('in the database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({});
    await handle.migrate();
    await seed(handle.db);
  });
  afterAll(() => handle.close());

  it('every row satisfies the schema; the start adds it once, a run adds another history beside it', async () => {
    const first = await seedDemoHistoryOnce(handle.db, NOW);
    expect(first?.seed).toBe(1);
    const db = handle.db;
    const total = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
    expect(await total(s.bookings)).toBe(1000);
    expect(await total(s.leads)).toBe(2000);
    expect(await total(s.orders)).toBe(500 + 3); // Budi's three demo orders
    expect(await db.$count(s.configs, like(s.configs.key, 'demo-history:%'))).toBe(1);
    // Never twice at start.
    expect(await seedDemoHistoryOnce(handle.db, NOW)).toBeNull();
    expect(await total(s.bookings)).toBe(1000);
    // A second (small) run gets the next seed and shares nothing with the first.
    const second = await seedHistory(handle.db, { now: NOW, scale: 0.1 });
    expect(second).toMatchObject({ seed: 2, counts: { bookings: 100, leads: 200, orders: 50 } });
    expect(await historySeeds(handle.db)).toEqual([1, 2]);
    // The slots table agrees with the bookings holding them.
    const [mismatch] = await db
      .select({ n: count() })
      .from(s.bookingSlots)
      .where(
        sql`${s.bookingSlots.used} <> (select count(*) from ${s.bookings} b where b.resource = ${s.bookingSlots.resource} and b.slot_start = ${s.bookingSlots.slotStart} and b.status <> 'cancelled')`,
      );
    expect(mismatch?.n).toBe(0);
    const [demoSales] = await db.select({ n: count() }).from(s.leads).where(eq(s.leads.assignedStaffId, '00000000-0000-4000-8000-00000005a005'));
    expect(demoSales!.n).toBeGreaterThan(0);
  });
});
