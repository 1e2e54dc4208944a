/**
 * The console's Dasbor (issue 25): how the business went in a period, for a branch or the group.
 * GET /api/staff/v1/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD&branch=<slug|all>.
 *
 * Who: `dashboard.view` (group admins, branch managers); other roles 403. A branch manager reads
 * their own branches (`all` = all of theirs together); another branch answers 404 like a missing
 * one. A group admin reads the group (`all`, leads and bookings without a branch included) or any
 * branch.
 *
 * The period is calendar days in WIB, both ends included (`from` 00:00 WIB to the end of `to`), at
 * most DASHBOARD_MAX_DAYS (366) days; a bad period answers 400 with DASHBOARD_MESSAGES. Every figure
 * is counted in the database over the period and the branch choice:
 *
 * - `leads.bySource`: sales leads (SALES_LEAD_KINDS: form, WhatsApp, trade-in, test drive,
 *   Jual Mobil Saya — not Hubungi Kami tickets nor consent records) created in the period, by kind.
 * - `leads.missedFirstContact`: of those, the ones not contacted within LEAD_FIRST_CONTACT_HOURS of
 *   their creation (contacted later, or still not contacted now that the deadline has passed).
 * - `leads.overdueNow`: sales leads still 'baru' whose first-contact deadline has passed, whenever they
 *   were created — the same count as the summary's `leadsOverdue` (the figure to act on today).
 * - `bookings.byKind`: bookings of every kind (BOOKING_KINDS) made (created) in the period, cancelled
 *   ones included; `bookings.cancelled`: how many of those are cancelled now.
 * - `orders.paid` and `orders.revenue`: orders whose payment arrived (paid_at) in the period, whatever
 *   became of them later, and the sum of what was paid online for them (`total`, rupiah; refunds not
 *   subtracted). `orders.productsPaid`: spare parts, accessories, coupons and packages; `orders.bookingFeesPaid`:
 *   new cars reserved with a booking fee (kind 'new-car'); a used car reserved with one (kind 'used-car',
 *   issue 29) counts in `paid` and `revenue` only.
 * - `conversion`: test drive → booking fee. `testDrivesHeld`: new-car test drives (kind 'test-drive',
 *   not used-car test drives) whose slot fell in the period and that took place (status 'completed');
 *   `bookingFeesPaid`: as above; `percent`: bookingFeesPaid ÷ testDrivesHeld × 100, one decimal, null
 *   when no test drive was held. A ratio of the period's two counts, not a follow-up of each visitor:
 *   a test drive is booked with a phone number, a booking fee by a customer account, and nothing links
 *   the two. It can pass 100 % (customers who reserve without a test drive).
 * - `lowStock`: accessories, spare parts and service coupons with LOW_STOCK_THRESHOLD (5)
 *   units or fewer left (product_stock.available; service packages have no count). Stock is kept
 *   for the whole group, not per branch: the same list whatever the branch choice, as of now.
 * - `series`: per WIB day of the period (every day, zeros included): new sales leads, bookings made,
 *   orders paid and their revenue — the same rows as the totals above.
 */
import { z } from 'zod';
import { BOOKING_KINDS } from '../bookings';
import { SALES_LEAD_KINDS } from '../leads';
import { defineCall } from './call';
import { dateParam } from './staff';

const Count = z.number().int().min(0);
const Rupiah = z.number().int().min(0);

export const STAFF_DASHBOARD_ALL = 'all';

export const StaffDashboardQuery = z.object({
  /** First day, WIB, included. */
  from: dateParam,
  /** Last day, WIB, included. */
  to: dateParam,
  /** A branch slug, or `all`: every branch of the caller's scope. */
  branch: z.string().trim().min(1).max(100).default(STAFF_DASHBOARD_ALL),
});
export type StaffDashboardQuery = z.input<typeof StaffDashboardQuery>;

export const StaffDashboardBranch = z.object({ slug: z.string(), name: z.string() });

export const StaffDashboardData = z.object({
  period: z.object({ from: dateParam, to: dateParam, days: z.number().int().min(1) }),
  /** The branch read (`all` or a slug) and how it is named ('Semua cabang', 'Semua cabang Anda', a branch's name). */
  branch: z.object({ value: z.string(), label: z.string() }),
  /** The branches the caller may pick, by name. */
  branchOptions: z.array(StaffDashboardBranch),
  /** When the figures were counted (ISO): the "now" of overdueNow and lowStock. */
  countedAt: z.string(),
  leads: z.object({
    total: Count,
    bySource: z.array(z.object({ source: z.enum(SALES_LEAD_KINDS), label: z.string(), count: Count })),
    missedFirstContact: Count,
    overdueNow: Count,
    firstContactHours: z.number().positive(),
  }),
  bookings: z.object({
    total: Count,
    cancelled: Count,
    byKind: z.array(z.object({ kind: z.enum(BOOKING_KINDS), label: z.string(), count: Count })),
  }),
  orders: z.object({ paid: Count, revenue: Rupiah, productsPaid: Count, bookingFeesPaid: Count }),
  conversion: z.object({ testDrivesHeld: Count, bookingFeesPaid: Count, percent: z.number().min(0).nullable() }),
  lowStock: z.object({
    threshold: z.number().int().min(0),
    items: z.array(z.object({ code: z.string(), name: z.string(), kind: z.string(), kindLabel: z.string(), available: Count })),
  }),
  series: z.array(z.object({ day: dateParam, leads: Count, bookings: Count, ordersPaid: Count, revenue: Rupiah })),
});
export type StaffDashboardData = z.infer<typeof StaffDashboardData>;

export const STOCK_KIND_LABELS: Readonly<Record<string, string>> = {
  accessory: 'Aksesori',
  part: 'Suku cadang',
  coupon: 'Kupon servis',
  package: 'Paket servis',
};

export const staffDashboardCalls = {
  dashboard: defineCall({ method: 'GET', path: '/api/staff/v1/dashboard', query: StaffDashboardQuery, data: StaffDashboardData }),
};
