/**
 * The staff console's orders queue (issue 24), under /api/staff/v1/orders: spare-part, accessory,
 * coupon and service-package orders and new-car reservations of the caller's branches, with their
 * payment and refunds. Who: `orders.read` to read, `orders.write` to move an order along or cancel
 * it, `orders.refund` (group admin, branch manager) to return a payment. Another branch's order
 * answers 404 like a missing one. Every change goes through the order transitions table with actor
 * 'staff' (order-transitions.ts) and writes its audit row in the same transaction.
 */
import { z } from 'zod';
import { ORDER_FULFILMENTS, ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHODS, REFUND_REASONS, REFUND_STATUSES, type OrderStatus } from '../commerce';
import { defineCall } from './call';
import { pageOf, pageParam, rupiah, sizeParam } from './common';
import { dateParam, sortDir } from './staff';

const BASE = '/api/staff/v1/orders';
const isoDateTime = z.string().describe('ISO 8601 date-time');

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export const STAFF_ORDER_SORTS = ['created', 'total'] as const;
/** Paid or not (an order is paid once the provider confirmed it, whatever happened after). */
export const STAFF_ORDER_PAYMENT_FILTERS = ['unpaid', 'paid'] as const;
export const STAFF_ORDER_PAYMENT_LABELS: Readonly<Record<(typeof STAFF_ORDER_PAYMENT_FILTERS)[number], string>> = { unpaid: 'Belum dibayar', paid: 'Sudah dibayar' };
/** required: the order's money must still go back (Perlu refund: waiting, in progress or failed); any: it has a refund at all. */
export const STAFF_ORDER_REFUND_FILTERS = ['required', 'any'] as const;
export const STAFF_ORDER_REFUND_FILTER_LABELS: Readonly<Record<(typeof STAFF_ORDER_REFUND_FILTERS)[number], string>> = { required: 'Perlu refund', any: 'Ada refund' };

export const StaffOrderListQuery = z.object({
  /** Order number, customer name, phone or email (part of it). */
  q: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Branch slug. */
  branch: z.string().trim().min(1).max(100).optional(),
  /** Inclusive days the order was placed, in Asia/Jakarta (WIB). */
  from: dateParam.optional(),
  to: dateParam.optional(),
  payment: z.enum(STAFF_ORDER_PAYMENT_FILTERS).optional(),
  refund: z.enum(STAFF_ORDER_REFUND_FILTERS).optional(),
  sort: z.enum(STAFF_ORDER_SORTS).default('created'),
  dir: sortDir.unwrap().default('desc'),
  page: pageParam,
  size: sizeParam(25),
});
export type StaffOrderListQuery = z.input<typeof StaffOrderListQuery>;

export const StaffOrderRefund = z.object({
  id: z.uuid(),
  status: z.enum(REFUND_STATUSES),
  /** REFUND_STATUS_LABELS: Perlu Refund, Refund Diproses, Sudah Direfund, Refund Gagal. */
  statusLabel: z.string(),
  reason: z.enum(REFUND_REASONS),
  reasonLabel: z.string(),
  amount: rupiah,
  provider: z.string(),
  paymentRef: z.string(),
  /** The provider's id of the refund, once it gave one. */
  providerRef: z.string().nullable(),
  /** Why the last attempt did not go through (the provider's words). */
  lastError: z.string().nullable(),
  requestedBy: z.string().nullable(),
  requestedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type StaffOrderRefund = z.infer<typeof StaffOrderRefund>;

export const StaffOrderRow = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  fulfilment: z.enum(ORDER_FULFILMENTS),
  /** First item's name, '+ n lainnya' when there are more. */
  title: z.string(),
  total: rupiah,
  branchSlug: z.string(),
  branchName: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  paymentMethod: z.string().nullable(),
  paidAt: isoDateTime.nullable(),
  /** The order's refund that counts (open or done; else the last failed one). */
  refund: z.object({ status: z.enum(REFUND_STATUSES), statusLabel: z.string(), amount: rupiah }).nullable(),
  createdAt: isoDateTime,
});
export type StaffOrderRow = z.infer<typeof StaffOrderRow>;

/** Orders per status under the same filters without the status one (the console's tabs). */
export const StaffOrderCounts = z.object({ all: z.number().int(), ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) } as {
  all: z.ZodNumber;
} & Record<OrderStatus, z.ZodNumber>);
export type StaffOrderCounts = z.infer<typeof StaffOrderCounts>;

export const StaffOrderListData = pageOf(StaffOrderRow).extend({ counts: StaffOrderCounts });
export type StaffOrderListData = z.infer<typeof StaffOrderListData>;

// ---------------------------------------------------------------------------------------------
// The detail
// ---------------------------------------------------------------------------------------------

/** What staff may do to an order now (read from the transitions table and the caller's permissions). */
export const STAFF_ORDER_ACTIONS = ['process', 'ready', 'complete', 'cancel', 'refund'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];
/** The status each move action leads to. */
export const STAFF_ORDER_ACTION_STATUS: Readonly<Record<Exclude<StaffOrderAction, 'refund'>, OrderStatus>> = {
  process: 'processing',
  ready: 'ready',
  complete: 'completed',
  cancel: 'cancelled',
};

export const StaffOrderTimelineEntry = z.object({
  at: isoDateTime,
  /** A staff member's name, 'Pelanggan', 'Sistem', 'Penyedia pembayaran' or 'Sistem dealer'. */
  who: z.string(),
  text: z.string(),
});
export type StaffOrderTimelineEntry = z.infer<typeof StaffOrderTimelineEntry>;

export const StaffOrderDetail = z.object({
  order: StaffOrderRow.extend({
    subtotal: rupiah,
    expiresAt: isoDateTime,
    closedAt: isoDateTime.nullable(),
    slotStart: isoDateTime.nullable(),
    notes: z.string().nullable(),
    vehicle: z.string().nullable(),
    items: z.array(z.object({ code: z.string(), name: z.string(), unitPrice: rupiah, quantity: z.number().int(), lineTotal: rupiah })),
    payment: z
      .object({ provider: z.string(), method: z.enum(PAYMENT_METHODS), methodLabel: z.string(), ref: z.string(), expiresAt: isoDateTime })
      .nullable(),
  }),
  refunds: z.array(StaffOrderRefund),
  /** The actions offered, each with its button's label. */
  actions: z.array(z.object({ action: z.enum(STAFF_ORDER_ACTIONS), label: z.string() })),
  /** Status changes, refunds and staff actions, newest first. */
  timeline: z.array(StaffOrderTimelineEntry),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const StaffOrderNoParam = z.object({ orderNo: z.string().trim().min(1).max(40) });
const Note = z.string().trim().max(300, 'Catatan paling banyak 300 karakter').optional();
export const StaffOrderMoveBody = z.object({ note: Note });
export const StaffOrderCancelBody = z.object({
  reason: z.string().trim().min(5, 'Tulis alasan pembatalan (minimal 5 karakter)').max(300, 'Alasan paling banyak 300 karakter'),
  /** A paid order: return its payment at once (needs orders.refund); false leaves it under "Perlu refund". */
  refund: z.boolean().default(true),
});
/** The amount the staff member confirmed in the dialog: it must be the refund's (a stale page is refused). */
export const StaffOrderRefundBody = z.object({ amount: z.number().int().positive() });

/** After an action: the order as it is now, and the provider's refusal when a refund did not go through. */
export const StaffOrderActionData = StaffOrderDetail.extend({ refundError: z.string().nullable() });
export type StaffOrderActionData = z.infer<typeof StaffOrderActionData>;

export const STAFF_ORDERS_EXPORT_PATH = `${BASE}/export.csv`;

const move = (action: 'process' | 'ready' | 'complete') =>
  defineCall({ method: 'POST', path: `${BASE}/:orderNo/${action}`, params: StaffOrderNoParam, body: StaffOrderMoveBody, data: StaffOrderActionData });

export const staffOrderCalls = {
  list: defineCall({ method: 'GET', path: BASE, query: StaffOrderListQuery, data: StaffOrderListData }),
  detail: defineCall({ method: 'GET', path: `${BASE}/:orderNo`, params: StaffOrderNoParam, data: StaffOrderDetail }),
  process: move('process'),
  ready: move('ready'),
  complete: move('complete'),
  cancel: defineCall({ method: 'POST', path: `${BASE}/:orderNo/cancel`, params: StaffOrderNoParam, body: StaffOrderCancelBody, data: StaffOrderActionData }),
  refund: defineCall({ method: 'POST', path: `${BASE}/:orderNo/refund`, params: StaffOrderNoParam, body: StaffOrderRefundBody, data: StaffOrderActionData }),
};
