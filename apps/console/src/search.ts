import { BOOKING_KINDS, BOOKING_STATUSES } from '@kemudi/domain/bookings';
import { STAFF_SORTS, STAFF_STATUSES } from '@kemudi/domain/contracts/staff';
import { STAFF_BOOKING_SORTS } from '@kemudi/domain/contracts/staff-bookings';
import { LEAD_SORTS, TICKET_SORTS } from '@kemudi/domain/contracts/staff-leads';
import { LEAD_STATUSES, SALES_LEAD_KINDS, TICKET_STATUSES } from '@kemudi/domain/leads';
import { PROMO_CATEGORIES } from '@kemudi/domain/contracts/promos';
import { PROMO_SORTS } from '@kemudi/domain/contracts/staff-promos';
import { PROMO_STATUSES } from '@kemudi/domain/promo-schedule';
import { ORDER_STATUSES } from '@kemudi/domain/commerce';
import { STAFF_ORDER_PAYMENT_FILTERS, STAFF_ORDER_REFUND_FILTERS, STAFF_ORDER_SORTS } from '@kemudi/domain/contracts/staff-orders';
import { STAFF_ROLES } from '@kemudi/domain/staff-roles';
import { DASHBOARD_PRESETS } from '@kemudi/domain/dashboard';
import { z } from 'zod';

/*
 * The URL state of the console's lists (issue 24), validated when a page opens: a value that does
 * not fit (an old link, a typo) is dropped rather than breaking the page.
 */

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const page = optional(z.number().int().min(0).max(10_000));
const dir = optional(z.enum(['asc', 'desc']));

export const StaffSearch = z.object({
  q: optional(z.string().max(100)),
  role: optional(z.enum(STAFF_ROLES)),
  branchId: optional(z.number().int().positive()),
  status: optional(z.enum(STAFF_STATUSES)),
  sort: optional(z.enum(STAFF_SORTS)),
  dir,
  page,
});
export type StaffSearch = z.infer<typeof StaffSearch>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const AuditSearch = z.object({
  staffId: optional(z.uuid()),
  action: optional(z.string().max(60)),
  entity: optional(z.string().max(60)),
  entityId: optional(z.string().max(100)),
  from: optional(day),
  to: optional(day),
  page,
});
export type AuditSearch = z.infer<typeof AuditSearch>;

export const BookingSearch = z.object({
  q: optional(z.string().max(100)),
  status: optional(z.enum(BOOKING_STATUSES)),
  kind: optional(z.enum(BOOKING_KINDS)),
  branch: optional(z.string().max(100)),
  assignee: optional(z.union([z.uuid(), z.enum(['none', 'me'])])),
  from: optional(day),
  to: optional(day),
  sort: optional(z.enum(STAFF_BOOKING_SORTS)),
  dir,
  page,
});
export type BookingSearch = z.infer<typeof BookingSearch>;
/** Harga (issue 25): model code, city isocode or `default`, search text, page. */
export const PriceSearch = z.object({
  model: optional(z.string().max(60)),
  city: optional(z.union([z.string().regex(/^\d{4}$/), z.literal('default')])),
  q: optional(z.string().max(100)),
  page,
});
export type PriceSearch = z.infer<typeof PriceSearch>;
/** Stok (issue 25): kind, search text, only the items running low, page. */
export const StockSearch = z.object({
  kind: optional(z.enum(['accessory', 'part', 'coupon'])),
  q: optional(z.string().max(100)),
  low: optional(z.enum(['true'])),
  page,
});
export type StockSearch = z.infer<typeof StockSearch>;
export const PromoSearch = z.object({
  q: optional(z.string().max(100)),
  status: optional(z.enum(PROMO_STATUSES)),
  kind: optional(z.enum(['hero'])),
  category: optional(z.enum(PROMO_CATEGORIES)),
  city: optional(z.string().max(20)),
  sort: optional(z.enum(PROMO_SORTS)),
  dir,
  page,
});
export type PromoSearch = z.infer<typeof PromoSearch>;
/** Pesanan (issue 24): the orders queue's filters, search, sort and page. */
export const OrderSearch = z.object({
  q: optional(z.string().max(100)),
  status: optional(z.enum(ORDER_STATUSES)),
  branch: optional(z.string().max(100)),
  from: optional(day),
  to: optional(day),
  payment: optional(z.enum(STAFF_ORDER_PAYMENT_FILTERS)),
  refund: optional(z.enum(STAFF_ORDER_REFUND_FILTERS)),
  sort: optional(z.enum(STAFF_ORDER_SORTS)),
  dir,
  page,
});
export type OrderSearch = z.infer<typeof OrderSearch>;

export const LoginSearch = z.object({ email: optional(z.string().max(254)) });
export const TokenSearch = z.object({ token: optional(z.string().max(200)) });

/** A patch of URL state with '' meaning "no filter" (what a select's "Semua" gives). */
export function cleanPatch<T extends Record<string, unknown>>(patch: T): { [K in keyof T]: Exclude<T[K], ''> | undefined } {
  return Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === '' ? undefined : v])) as { [K in keyof T]: Exclude<T[K], ''> | undefined };
}

// The Leads and Tiket queues (issue 24).
export const LeadSearch = z.object({
  q: optional(z.string().max(100)),
  status: optional(z.enum(LEAD_STATUSES)),
  kind: optional(z.enum(SALES_LEAD_KINDS)),
  branch: optional(z.string().max(100)),
  assignee: optional(z.union([z.uuid(), z.enum(['none', 'me'])])),
  overdue: optional(z.enum(['true'])),
  from: optional(day),
  to: optional(day),
  sort: optional(z.enum(LEAD_SORTS)),
  dir,
  page,
});
export type LeadSearch = z.infer<typeof LeadSearch>;

export const TicketSearch = z.object({
  q: optional(z.string().max(100)),
  status: optional(z.enum(TICKET_STATUSES)),
  branch: optional(z.string().max(100)),
  from: optional(day),
  to: optional(day),
  sort: optional(z.enum(TICKET_SORTS)),
  dir,
  page,
});
export type TicketSearch = z.infer<typeof TicketSearch>;

/** The Dasbor (issue 25): a preset period, or `custom` with its two days; a branch slug (none: all). */
export const DashboardSearch = z.object({
  preset: optional(z.enum([...DASHBOARD_PRESETS, 'custom'])),
  from: optional(day),
  to: optional(day),
  branch: optional(z.string().max(100)),
});
export type DashboardSearch = z.infer<typeof DashboardSearch>;
