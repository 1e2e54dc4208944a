import { bookings, leads, orders, queryRows, refunds } from '@kemudi/db';
import { BOOKING_KINDS, TEST_DRIVE_KINDS, type BookingKind } from '@kemudi/domain/bookings';
import type { StaffSummaryData, StaffSummaryKey } from '@kemudi/domain/contracts/staff-summary';
import { SALES_LEAD_KINDS } from '@kemudi/domain/leads';
import { can } from '@kemudi/domain/staff-roles';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { branchCondition, type StaffCaller } from '../staff';

/** Test drives are the sales consultants' (bookings.testDrive.*); every other kind is the workshop's (bookings.service.*). */
const WORKSHOP: readonly BookingKind[] = BOOKING_KINDS.filter((kind) => !TEST_DRIVE_KINDS.includes(kind));

/** `(select count(*) from <table> where …)`: one count of the summary's single query. */
const countOf = (table: SQL, where: SQL | undefined) => sql`(select count(*)::int from ${table} where ${where ?? sql`true`})`;

/**
 * The counts the member may see, each in their scope (`branchCondition`, as the queues), read in
 * one round trip: every open console asks for them every 10 seconds.
 */
export async function staffSummary(app: FastifyInstance, caller: StaffCaller): Promise<StaffSummaryData> {
  const role = caller.role;
  const counts: Partial<Record<StaffSummaryKey, SQL>> = {};

  const kinds = [...(can(role, 'bookings.service.read') ? WORKSHOP : []), ...(can(role, 'bookings.testDrive.read') ? TEST_DRIVE_KINDS : [])];
  if (kinds.length > 0) {
    // A sales sees the test drives of their branch assigned to them or to nobody.
    const scope = branchCondition(caller, bookings.branchSlug, bookings.assignedStaffId);
    counts.bookingsPending = countOf(sql`${bookings}`, and(scope, eq(bookings.status, 'pending'), inArray(bookings.kind, kinds)));
    if (kinds.includes('spare-part')) {
      counts.sparePartsWaiting = countOf(sql`${bookings}`, and(scope, eq(bookings.kind, 'spare-part'), eq(bookings.status, 'requested')));
    }
  }
  if (can(role, 'orders.read')) {
    counts.ordersToAct = countOf(sql`${orders}`, and(branchCondition(caller, orders.branchSlug), inArray(orders.status, ['paid', 'processing'])));
  }
  if (can(role, 'orders.refund')) {
    const scope = branchCondition(caller, orders.branchSlug);
    counts.refundsRequired = countOf(
      sql`${refunds}`,
      and(eq(refunds.status, 'required'), scope ? sql`exists (select 1 from ${orders} where ${orders.id} = ${refunds.orderId} and ${scope})` : undefined),
    );
  }
  if (can(role, 'leads.read')) {
    const scope = and(branchCondition(caller, leads.branchSlug, leads.assignedStaffId), inArray(leads.kind, [...SALES_LEAD_KINDS]), eq(leads.status, 'baru'));
    const cutoff = new Date(app.clock().getTime() - app.config.LEAD_FIRST_CONTACT_HOURS * 3_600_000);
    counts.leadsNew = countOf(sql`${leads}`, scope);
    counts.leadsOverdue = countOf(sql`${leads}`, and(scope, sql`${leads.createdAt} < ${cutoff.toISOString()}::timestamptz`));
  }
  if (can(role, 'tickets.read')) {
    counts.ticketsOpen = countOf(sql`${leads}`, and(branchCondition(caller, leads.branchSlug), eq(leads.kind, 'contact'), eq(leads.status, 'terbuka')));
  }

  const entries = Object.entries(counts) as [StaffSummaryKey, SQL][];
  if (entries.length === 0) return {};
  const columns = sql.join(
    entries.map(([key, count]) => sql`${count} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<StaffSummaryKey, number>>(app.db, sql`select ${columns}`);
  return Object.fromEntries(entries.map(([key]) => [key, Number(row![key])]));
}
