/**
 * The console's Dasbor (issue 25): every figure equals the same count taken here directly by SQL —
 * written out by hand, with its own WIB day arithmetic (`at time zone 'Asia/Jakarta'`), not the
 * service's functions — over the demo history (half its size) plus a few rows of known values; a
 * branch manager reads only their branches (another answers 404), other roles 403, and a bad
 * period 400 with its Indonesian sentence.
 */
import { bookings, leads, orders, queryRows, seedHistory } from '@kemudi/db';
import { staffDashboardCalls, type StaffDashboardData } from '@kemudi/domain/contracts/staff-dashboard';
import { DASHBOARD_MESSAGES } from '@kemudi/domain/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from './helpers';
import { createStaffContext, dataOf, demo, signIn, StaffClient, type StaffContext } from './staff-helpers';

const SUNTER = 'kemudi-toyota-sunter';
const BANDUNG = 'kemudi-toyota-bandung-soekarno-hatta';
const FROM = '2026-10-24';
const TO = '2026-11-22';

let ctx: StaffContext;
beforeAll(async () => {
  ctx = await createStaffContext();
  await seedHistory(ctx.db, { now: TEST_NOW, scale: 0.5 });
  // Rows on the period's edges, in WIB: a lead at 23:30 WIB on the last day (16:30 UTC: still in the
  // period), one at 00:10 WIB the day after (out of it), and a test drive held at Sunter with a
  // booking fee paid there on the first day at 00:05 WIB (17:05 UTC the day before).
  await ctx.db.insert(leads).values([
    { leadNo: 'LD-261122-DASAA1', kind: 'form', formId: 'hubungi-sales', payload: {}, idempotencyKey: 'dash-1', branchSlug: SUNTER, status: 'baru', createdAt: new Date('2026-11-22T23:30:00+07:00') },
    { leadNo: 'LD-261122-DASAA2', kind: 'whatsapp', formId: 'whatsapp', payload: {}, idempotencyKey: 'dash-2', branchSlug: SUNTER, status: 'baru', createdAt: new Date('2026-11-23T00:10:00+07:00') },
  ]);
  await ctx.db.insert(bookings).values({
    bookingNo: 'TD-261024-DASAA3',
    kind: 'test-drive',
    status: 'completed',
    contactName: 'Rahmat Hidayat',
    contactPhone: '081377778888',
    branchSlug: SUNTER,
    slotStart: new Date('2026-10-24T10:00:00+07:00'),
    details: {},
    idempotencyKey: 'dash-3',
    createdAt: new Date('2026-10-20T09:00:00+07:00'),
  });
  const [customer] = await queryRows<{ id: string }>(ctx.db, sql`select id from customers limit 1`);
  await ctx.db.insert(orders).values({
    orderNo: 'KMD-261024-DASAA4',
    customerId: customer!.id,
    kind: 'new-car',
    status: 'paid',
    fulfilment: 'reservation',
    contactName: 'Rahmat Hidayat',
    contactPhone: '081377778888',
    branchSlug: SUNTER,
    branchName: 'Kemudi Toyota Sunter',
    cityCode: 'ID-JK',
    subtotal: 5_000_000,
    total: 5_000_000,
    expiresAt: new Date('2026-10-25T00:00:00+07:00'),
    paidAt: new Date('2026-10-24T00:05:00+07:00'),
    createdAt: new Date('2026-10-23T23:50:00+07:00'),
  });
});
afterAll(() => ctx.close());

const dashboardOf = async (client: StaffClient, query: string) => client.get(`/api/staff/v1/dashboard?${query}`);
const figuresOf = async (client: StaffClient, query: string) => dataOf(staffDashboardCalls.dashboard, await dashboardOf(client, query));

/** One number from hand-written SQL. */
async function one(text: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string | null }>(ctx.db, sql.raw(text));
  return Number(row?.n ?? 0);
}

/** The period in WIB, written out by hand: from 00:00 of the first day to 00:00 after the last. */
const PERIOD = (column: string) => `${column} >= timestamptz '${FROM} 00:00:00+07' and ${column} < timestamptz '${TO} 00:00:00+07' + interval '1 day'`;
const SALES_KINDS = `('form', 'whatsapp', 'trade-in', 'test-drive', 'sell-car')`;

/** Every figure of the answer, each counted again by SQL over `branchWhere` (a condition on branch_slug, or 'true'). */
async function expectFiguresMatchSql(got: StaffDashboardData, branchWhere: string) {
  const now = `timestamptz '${got.countedAt}'`;
  const leadWhere = `kind in ${SALES_KINDS} and ${PERIOD('created_at')} and ${branchWhere}`;
  expect(got.leads.total).toBe(await one(`select count(*) as n from leads where ${leadWhere}`));
  for (const { source, count } of got.leads.bySource) {
    expect(count, source).toBe(await one(`select count(*) as n from leads where ${leadWhere} and kind = '${source}'`));
  }
  expect(got.leads.missedFirstContact).toBe(
    await one(`select count(*) as n from leads where ${leadWhere} and (first_contacted_at is null and ${now} > created_at + interval '2 hours' or first_contacted_at > created_at + interval '2 hours')`),
  );
  expect(got.leads.overdueNow).toBe(await one(`select count(*) as n from leads where kind in ${SALES_KINDS} and status = 'baru' and created_at < ${now} - interval '2 hours' and ${branchWhere}`));

  const bookingWhere = `${PERIOD('created_at')} and ${branchWhere}`;
  expect(got.bookings.total).toBe(await one(`select count(*) as n from bookings where ${bookingWhere}`));
  expect(got.bookings.cancelled).toBe(await one(`select count(*) as n from bookings where ${bookingWhere} and status = 'cancelled'`));
  for (const { kind, count } of got.bookings.byKind) expect(count, kind).toBe(await one(`select count(*) as n from bookings where ${bookingWhere} and kind = '${kind}'`));

  const orderWhere = `paid_at is not null and ${PERIOD('paid_at')} and ${branchWhere}`;
  expect(got.orders.paid).toBe(await one(`select count(*) as n from orders where ${orderWhere}`));
  expect(got.orders.revenue).toBe(await one(`select coalesce(sum(total), 0) as n from orders where ${orderWhere}`));
  expect(got.orders.bookingFeesPaid).toBe(await one(`select count(*) as n from orders where ${orderWhere} and kind = 'new-car'`));
  expect(got.orders.productsPaid).toBe(await one(`select count(*) as n from orders where ${orderWhere} and kind = 'products'`));

  const held = await one(`select count(*) as n from bookings where kind = 'test-drive' and status = 'completed' and ${PERIOD('slot_start')} and ${branchWhere}`);
  expect(got.conversion.testDrivesHeld).toBe(held);
  expect(got.conversion.bookingFeesPaid).toBe(got.orders.bookingFeesPaid);
  expect(got.conversion.percent).toBe(held === 0 ? null : Math.round((got.orders.bookingFeesPaid / held) * 1000) / 10);

  expect(got.lowStock.items.map((item) => [item.code, item.available])).toEqual(
    (await queryRows<{ code: string; available: number }>(ctx.db, sql.raw(`select code, available from product_stock where available <= 5 order by available, code`))).map((r) => [r.code, r.available]),
  );

  // The series: every day of the period, each day's counts as SQL groups them by the WIB calendar day.
  expect(got.series.map((d) => d.day)).toHaveLength(30);
  expect(got.series[0]!.day).toBe(FROM);
  expect(got.series.at(-1)!.day).toBe(TO);
  const perDay = async (text: string) =>
    new Map((await queryRows<{ day: string; n: number | string }>(ctx.db, sql.raw(text))).map((r) => [r.day, Number(r.n)]));
  const wib = (column: string) => `to_char(${column} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;
  const leadDays = await perDay(`select ${wib('created_at')} as day, count(*) as n from leads where ${leadWhere} group by 1`);
  const bookingDays = await perDay(`select ${wib('created_at')} as day, count(*) as n from bookings where ${bookingWhere} group by 1`);
  const orderDays = await perDay(`select ${wib('paid_at')} as day, count(*) as n from orders where ${orderWhere} group by 1`);
  const revenueDays = await perDay(`select ${wib('paid_at')} as day, sum(total) as n from orders where ${orderWhere} group by 1`);
  for (const day of got.series) {
    expect(day.leads, `leads ${day.day}`).toBe(leadDays.get(day.day) ?? 0);
    expect(day.bookings, `bookings ${day.day}`).toBe(bookingDays.get(day.day) ?? 0);
    expect(day.ordersPaid, `orders ${day.day}`).toBe(orderDays.get(day.day) ?? 0);
    expect(day.revenue, `revenue ${day.day}`).toBe(revenueDays.get(day.day) ?? 0);
  }
}

describe('GET /api/staff/v1/dashboard', () => {
  it("a branch manager's figures for all their branches equal the same counts taken by SQL", async () => {
    const hendra = demo('manager');
    const got = await figuresOf(await signIn(ctx, hendra), `from=${FROM}&to=${TO}&branch=all`);
    expect(got.branch).toEqual({ value: 'all', label: 'Semua cabang Anda' });
    expect(got.branchOptions.map((b) => b.slug).sort()).toEqual([...hendra.branches].sort());
    expect(got.period).toEqual({ from: FROM, to: TO, days: 30 });
    await expectFiguresMatchSql(got, `branch_slug in (${hendra.branches.map((b) => `'${b}'`).join(', ')})`);
    // Something to show: the history fills the period, and the rows above sit on its edges.
    expect(got.leads.total).toBeGreaterThan(0);
    expect(got.bookings.total).toBeGreaterThan(0);
    expect(got.orders.paid).toBeGreaterThan(0);
    expect(got.conversion.testDrivesHeld).toBeGreaterThan(0);
    expect(got.series.at(-1)!.leads).toBeGreaterThanOrEqual(1);
    expect(got.series[0]!.revenue).toBeGreaterThanOrEqual(5_000_000);
  });

  it('one branch of theirs, and the group or any branch for a group admin, match SQL too', async () => {
    const hendra = await signIn(ctx, demo('manager'));
    const sunter = await figuresOf(hendra, `from=${FROM}&to=${TO}&branch=${SUNTER}`);
    expect(sunter.branch).toEqual({ value: SUNTER, label: expect.stringContaining('Sunter') });
    await expectFiguresMatchSql(sunter, `branch_slug = '${SUNTER}'`);

    const dewi = await signIn(ctx, demo('admin'));
    const group = await figuresOf(dewi, `from=${FROM}&to=${TO}`);
    expect(group.branch).toEqual({ value: 'all', label: 'Semua cabang' });
    expect(group.branchOptions.length).toBeGreaterThan(5);
    await expectFiguresMatchSql(group, 'true');
    const bandung = await figuresOf(dewi, `from=${FROM}&to=${TO}&branch=${BANDUNG}`);
    await expectFiguresMatchSql(bandung, `branch_slug = '${BANDUNG}'`);
    // The manager's branches are part of the group.
    expect(group.leads.total).toBeGreaterThan(sunter.leads.total);
    expect(group.orders.revenue).toBeGreaterThan(sunter.orders.revenue);
  });

  it('another branch than the manager’s answers 404, like one that does not exist', async () => {
    const hendra = await signIn(ctx, demo('manager'));
    for (const branch of [BANDUNG, 'cabang-yang-tidak-ada']) {
      const answer = await dashboardOf(hendra, `from=${FROM}&to=${TO}&branch=${branch}`);
      expect(answer.status, branch).toBe(404);
      expect(answer.body.errors[0].type).toBe('NotFoundError');
    }
    expect((await dashboardOf(await signIn(ctx, demo('admin')), `from=${FROM}&to=${TO}&branch=cabang-yang-tidak-ada`)).status).toBe(404);
  });

  it('other roles answer 403; without a session 401', async () => {
    for (const key of ['salesSunter', 'advisorSunter', 'editor']) {
      const answer = await dashboardOf(await signIn(ctx, demo(key)), `from=${FROM}&to=${TO}`);
      expect(answer.status, key).toBe(403);
    }
    expect((await dashboardOf(new StaffClient(ctx), `from=${FROM}&to=${TO}`)).status).toBe(401);
  });

  it('refuses a bad period with a clear Indonesian 400', async () => {
    const hendra = await signIn(ctx, demo('manager'));
    const cases: [string, string | RegExp][] = [
      [`from=2026-11-22&to=2026-11-01`, DASHBOARD_MESSAGES.FromAfterTo],
      [`from=2025-01-01&to=2026-11-22`, DASHBOARD_MESSAGES.TooLong],
      [`from=2026-02-30&to=2026-03-02`, DASHBOARD_MESSAGES.InvalidDate],
      [`from=22-11-2026&to=2026-11-22`, /from/],
      [`to=2026-11-22`, /from/],
    ];
    for (const [query, message] of cases) {
      const answer = await dashboardOf(hendra, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors[0].type, query).toBe('ValidationError');
      if (typeof message === 'string') expect(answer.body.errors[0].message, query).toBe(message);
      else expect(answer.body.errors[0].message, query).toMatch(message);
    }
    // A whole leap year is allowed (366 days), one single day too.
    expect((await dashboardOf(hendra, 'from=2024-01-01&to=2024-12-31')).status).toBe(200);
    const day = await figuresOf(hendra, `from=${TO}&to=${TO}`);
    expect(day.series).toHaveLength(1);
  });
});
