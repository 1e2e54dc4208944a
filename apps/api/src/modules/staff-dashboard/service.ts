/**
 * The Dasbor's figures (issue 25; definitions in packages/domain/src/contracts/staff-dashboard.ts):
 * a few aggregate queries over the period and the branch choice, run side by side — the leads by
 * day and kind, the bookings by day and kind, the paid orders by day and kind, two counts of "now"
 * (overdue leads, test drives held) and the low stock. The per-day series and the totals come from
 * the same rows, so they always add up.
 */
import { accessories, bookings, branches, leads, orders, productStock, queryRows, serviceCoupons, spareParts } from '@kemudi/db';
import { BOOKING_KIND_LABELS, BOOKING_KINDS } from '@kemudi/domain/bookings';
import { STAFF_DASHBOARD_ALL, STOCK_KIND_LABELS, type StaffDashboardData, type StaffDashboardQuery } from '@kemudi/domain/contracts/staff-dashboard';
import { conversionPercent, dashboardPeriodProblem, daysOf, LOW_STOCK_THRESHOLD, periodDays } from '@kemudi/domain/dashboard';
import { LEAD_KIND_LABELS, SALES_LEAD_KINDS, type LeadKind } from '@kemudi/domain/leads';
import { ROLE_SCOPE } from '@kemudi/domain/staff-roles';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { branchCondition, recordNotFound, wibDay, type StaffCaller } from '../staff';

type Query = Required<Pick<StaffDashboardQuery, 'from' | 'to'>> & { branch: string };

/** The WIB calendar day of a timestamptz column, as 'YYYY-MM-DD'. */
const wibDayOf = (column: AnyColumn) => sql`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

const inPeriod = (column: AnyColumn, start: Date, end: Date) => sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;

type DayKindRow = { day: string; kind: string; n: number; extra: number | string | null };

/**
 * The caller's branch choice as a condition on a table's branch column: `all` is their scope
 * (branchCondition), a slug that one branch. A slug outside their scope answers 404 like a branch
 * that does not exist.
 */
async function branchChoice(app: FastifyInstance, caller: StaffCaller, branch: string): Promise<{ condition: (column: AnyColumn) => SQL | undefined; label: string; options: { slug: string; name: string }[] }> {
  const everyBranch = ROLE_SCOPE[caller.role] === 'all';
  const options = await app.db
    .select({ slug: branches.slug, name: branches.name })
    .from(branches)
    .where(everyBranch ? undefined : inArray(branches.slug, caller.branchSlugs.length > 0 ? caller.branchSlugs : ['']))
    .orderBy(asc(branches.name));
  if (branch === STAFF_DASHBOARD_ALL) {
    return { condition: (column) => branchCondition(caller, column), label: everyBranch ? 'Semua cabang' : 'Semua cabang Anda', options };
  }
  const chosen = options.find((option) => option.slug === branch);
  if (!chosen) throw recordNotFound();
  return { condition: (column) => eq(column, chosen.slug), label: chosen.name, options };
}

export async function staffDashboard(app: FastifyInstance, caller: StaffCaller, query: Query): Promise<StaffDashboardData> {
  const problem = dashboardPeriodProblem(query.from, query.to);
  if (problem) throw badRequest(problem);
  const choice = await branchChoice(app, caller, query.branch);
  const start = wibDay(query.from);
  const end = wibDay(query.to, 1);
  const now = app.clock();
  const hours = app.config.LEAD_FIRST_CONTACT_HOURS;
  const deadline = sql`${hours}::double precision * interval '1 hour'`;
  const salesKinds = inArray(leads.kind, [...SALES_LEAD_KINDS]);

  const [leadRows, bookingRows, orderRows, nowRows, stockRows] = await Promise.all([
    // New sales leads by day and kind; `extra`: those that missed the first-contact deadline.
    queryRows<DayKindRow>(
      app.db,
      sql`select ${wibDayOf(leads.createdAt)} as day, ${leads.kind} as kind, count(*)::int as n,
            count(*) filter (where coalesce(${leads.firstContactedAt}, ${now.toISOString()}::timestamptz) > ${leads.createdAt} + ${deadline})::int as extra
          from ${leads} where ${and(salesKinds, inPeriod(leads.createdAt, start, end), choice.condition(leads.branchSlug))} group by 1, 2`,
    ),
    // Bookings made by day and kind; `extra`: those cancelled since.
    queryRows<DayKindRow>(
      app.db,
      sql`select ${wibDayOf(bookings.createdAt)} as day, ${bookings.kind} as kind, count(*)::int as n,
            count(*) filter (where ${bookings.status} = 'cancelled')::int as extra
          from ${bookings} where ${and(inPeriod(bookings.createdAt, start, end), choice.condition(bookings.branchSlug))} group by 1, 2`,
    ),
    // Orders paid by day and kind; `extra`: what was paid for them (rupiah).
    queryRows<DayKindRow>(
      app.db,
      sql`select ${wibDayOf(orders.paidAt)} as day, ${orders.kind} as kind, count(*)::int as n, coalesce(sum(${orders.total}), 0)::bigint as extra
          from ${orders} where ${and(inPeriod(orders.paidAt, start, end), choice.condition(orders.branchSlug))} group by 1, 2`,
    ),
    queryRows<{ overdue: number; held: number }>(
      app.db,
      sql`select
            (select count(*)::int from ${leads} where ${and(
              salesKinds,
              eq(leads.status, 'baru'),
              sql`${leads.createdAt} < ${now.toISOString()}::timestamptz - ${deadline}`,
              choice.condition(leads.branchSlug),
            )}) as overdue,
            (select count(*)::int from ${bookings} where ${and(
              eq(bookings.kind, 'test-drive'),
              eq(bookings.status, 'completed'),
              inPeriod(bookings.slotStart, start, end),
              choice.condition(bookings.branchSlug),
            )}) as held`,
    ),
    app.db
      .select({
        code: productStock.code,
        kind: productStock.kind,
        available: productStock.available,
        name: sql<string>`coalesce(${accessories.name}, ${spareParts.name}, ${serviceCoupons.title}, ${productStock.code})`,
      })
      .from(productStock)
      .leftJoin(accessories, eq(accessories.code, productStock.code))
      .leftJoin(spareParts, eq(spareParts.code, productStock.code))
      .leftJoin(serviceCoupons, eq(serviceCoupons.code, productStock.code))
      .where(sql`${productStock.available} is not null and ${productStock.available} <= ${LOW_STOCK_THRESHOLD}`)
      .orderBy(asc(productStock.available), asc(productStock.code)),
  ]);

  const series = new Map(daysOf(query.from, query.to).map((day) => [day, { day, leads: 0, bookings: 0, ordersPaid: 0, revenue: 0 }]));
  const leadsByKind = new Map<string, number>();
  let missedFirstContact = 0;
  for (const row of leadRows) {
    leadsByKind.set(row.kind, (leadsByKind.get(row.kind) ?? 0) + row.n);
    missedFirstContact += Number(row.extra);
    const day = series.get(row.day);
    if (day) day.leads += row.n;
  }
  const bookingsByKind = new Map<string, number>();
  let cancelled = 0;
  for (const row of bookingRows) {
    bookingsByKind.set(row.kind, (bookingsByKind.get(row.kind) ?? 0) + row.n);
    cancelled += Number(row.extra);
    const day = series.get(row.day);
    if (day) day.bookings += row.n;
  }
  let productsPaid = 0;
  let bookingFeesPaid = 0;
  let revenue = 0;
  for (const row of orderRows) {
    if (row.kind === 'new-car') bookingFeesPaid += row.n;
    // A used car's booking fee (issue 29) is neither a product nor a new car's: it counts in paid and revenue only.
    else if (row.kind === 'products') productsPaid += row.n;
    revenue += Number(row.extra);
    const day = series.get(row.day);
    if (day) {
      day.ordersPaid += row.n;
      day.revenue += Number(row.extra);
    }
  }
  const held = Number(nowRows[0]?.held ?? 0);

  return {
    period: { from: query.from, to: query.to, days: periodDays(query.from, query.to) },
    branch: { value: query.branch, label: choice.label },
    branchOptions: choice.options,
    countedAt: now.toISOString(),
    leads: {
      total: leadRows.reduce((sum, row) => sum + row.n, 0),
      bySource: SALES_LEAD_KINDS.map((source) => ({ source, label: LEAD_KIND_LABELS[source as LeadKind], count: leadsByKind.get(source) ?? 0 })),
      missedFirstContact,
      overdueNow: Number(nowRows[0]?.overdue ?? 0),
      firstContactHours: hours,
    },
    bookings: {
      total: bookingRows.reduce((sum, row) => sum + row.n, 0),
      cancelled,
      byKind: BOOKING_KINDS.map((kind) => ({ kind, label: BOOKING_KIND_LABELS[kind], count: bookingsByKind.get(kind) ?? 0 })),
    },
    orders: { paid: productsPaid + bookingFeesPaid, revenue, productsPaid, bookingFeesPaid },
    conversion: { testDrivesHeld: held, bookingFeesPaid, percent: conversionPercent(bookingFeesPaid, held) },
    lowStock: {
      threshold: LOW_STOCK_THRESHOLD,
      items: stockRows.map((row) => ({ code: row.code, name: row.name, kind: row.kind, kindLabel: STOCK_KIND_LABELS[row.kind] ?? row.kind, available: row.available ?? 0 })),
    },
    series: [...series.values()],
  };
}
