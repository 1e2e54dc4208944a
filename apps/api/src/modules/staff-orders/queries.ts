/**
 * Reading the orders queue (issue 24): the list of the caller's branches with its filters, search,
 * sort, paging and counts per status; the CSV's keyset batches of the same list; one order's
 * detail with its items, payment, refunds, the actions the caller may take and its timeline.
 */
import { branches, orderEvents, orderItems, orders, refunds, staff, type Db } from '@kemudi/db';
import {
  normalizeOrderNo,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  type OrderFulfilment,
  type OrderKind,
  type OrderStatus,
  type PaymentMethod,
  type RefundReason,
  type RefundStatus,
} from '@kemudi/domain/commerce';
import type { AuditEntry } from '@kemudi/domain/contracts/staff';
import {
  STAFF_ORDER_ACTION_STATUS,
  type StaffOrderAction,
  type StaffOrderDetail,
  type StaffOrderListData,
  type StaffOrderListQuery,
  type StaffOrderRow,
  type StaffOrderTimelineEntry,
} from '@kemudi/domain/contracts/staff-orders';
import { formatRupiah } from '@kemudi/domain/format';
import { orderStatusesAfter } from '@kemudi/domain/order-transitions';
import { can } from '@kemudi/domain/staff-roles';
import { TRANSITION_ACTOR_LABELS } from '@kemudi/domain/transition-actors';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toPage } from '../../lib/paging';
import { branchCondition, recordTimeline, type RecordPlace, type StaffCaller } from '../staff';

type OrderRow = typeof orders.$inferSelect;
export type Query = z.output<typeof StaffOrderListQuery>;

/** The start of a WIB (UTC+7) day, YYYY-MM-DD (plus days). */
const wibDay = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+07:00`) + plusDays * 86_400_000);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Where an order sits (the guard's `branchOf`): its branch, or undefined when there is no such order. */
export async function placeOfOrder(db: Db, orderNo: string): Promise<RecordPlace | undefined> {
  const [row] = await db.select({ branchSlug: orders.branchSlug }).from(orders).where(eq(orders.orderNo, normalizeOrderNo(orderNo))).limit(1);
  return row;
}

export async function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, normalizeOrderNo(orderNo))).limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

/**
 * The refund of an order that counts: the open or done one, else the latest failed one. Written as
 * plain SQL with aliases: in a select list Drizzle names columns without their table, which a
 * correlated subquery cannot take.
 */
const refundField = (column: 'status' | 'amount') =>
  sql.raw(`(select r.${column} from refunds r where r.order_id = "orders"."id" order by case when r.status = 'failed' then 1 else 0 end, r.created_at desc limit 1)`);

const listColumns = {
  order: orders,
  title: sql<string | null>`(select i.name from order_items i where i.order_id = "orders"."id" order by i.product_code limit 1)`,
  itemCount: sql<number>`(select count(*)::int from order_items i where i.order_id = "orders"."id")`.mapWith(Number),
  refundStatus: refundField('status').mapWith(String),
  refundAmount: refundField('amount').mapWith(Number),
};

type ListRow = { order: OrderRow; title: string | null; itemCount: number; refundStatus: string | null; refundAmount: number | null };

/** An open refund that still needs staff: waiting, in progress or failed, and none done. */
const needsRefund = (db: Db) =>
  and(
    exists(db.select({ one: sql`1` }).from(refunds).where(and(eq(refunds.orderId, orders.id), inArray(refunds.status, ['required', 'pending', 'failed'])))),
    sql`not ${exists(db.select({ one: sql`1` }).from(refunds).where(and(eq(refunds.orderId, orders.id), eq(refunds.status, 'succeeded'))))}`,
  );

/** The filters of the list and the CSV, without the status one (the counts are per status under these). */
function filtersOf(db: Db, caller: StaffCaller, query: Query): SQL | undefined {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    branchCondition(caller, orders.branchSlug),
    pattern ? or(ilike(orders.orderNo, pattern), ilike(orders.contactName, pattern), ilike(orders.contactPhone, pattern), ilike(orders.contactEmail, pattern)) : undefined,
    query.branch ? eq(orders.branchSlug, query.branch) : undefined,
    query.from ? gte(orders.createdAt, wibDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, wibDay(query.to, 1)) : undefined,
    query.payment === 'paid' ? isNotNull(orders.paidAt) : query.payment === 'unpaid' ? isNull(orders.paidAt) : undefined,
    query.refund === 'required'
      ? needsRefund(db)
      : query.refund === 'any'
        ? exists(db.select({ one: sql`1` }).from(refunds).where(eq(refunds.orderId, orders.id)))
        : undefined,
  );
}

const SORTS = { created: orders.createdAt, total: orders.total } as const;

function rowOf({ order, title, itemCount, refundStatus, refundAmount }: ListRow): StaffOrderRow {
  const status = order.status as OrderStatus;
  const fulfilment = order.fulfilment as OrderFulfilment;
  const name = order.vehicle ? `Tanda jadi ${order.vehicle.modelName} ${order.vehicle.variantName}` : (title ?? 'Pesanan');
  return {
    orderNo: order.orderNo,
    kind: order.kind as OrderKind,
    status,
    statusLabel: orderStatusLabel(status, fulfilment),
    fulfilment,
    title: !order.vehicle && itemCount > 1 ? `${name} + ${itemCount - 1} lainnya` : name,
    total: order.total,
    branchSlug: order.branchSlug,
    branchName: order.branchName,
    customer: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    paymentMethod: order.payment ? (PAYMENT_METHOD_LABELS[order.payment.method as PaymentMethod] ?? order.payment.method) : null,
    paidAt: iso(order.paidAt),
    refund:
      refundStatus && refundAmount !== null
        ? { status: refundStatus as RefundStatus, statusLabel: REFUND_STATUS_LABELS[refundStatus as RefundStatus], amount: refundAmount }
        : null,
    createdAt: order.createdAt.toISOString(),
  };
}

export async function listOrders(app: FastifyInstance, caller: StaffCaller, query: Query): Promise<StaffOrderListData> {
  const filters = filtersOf(app.db, caller, query);
  const where = and(filters, query.status ? eq(orders.status, query.status) : undefined);
  const column = SORTS[query.sort];
  const direction = query.dir === 'asc' ? asc : desc;
  const [rows, counted] = await Promise.all([
    app.db
      .select(listColumns)
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(query.size)
      .offset(query.page * query.size),
    app.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(filters)
      .groupBy(orders.status),
  ]);
  const counts = { all: 0, ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) } as StaffOrderListData['counts'];
  for (const { status, n } of counted) {
    if (status in counts) counts[status as OrderStatus] = n;
    counts.all += n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  return { ...toPage((rows as ListRow[]).map(rowOf), query.page, query.size, total), counts };
}

/** The list in keyset batches (the CSV): the same filters and sort, `size` rows after the cursor. */
export function orderBatch(app: FastifyInstance, caller: StaffCaller, query: Query) {
  const column = SORTS[query.sort];
  const before = query.dir !== 'asc';
  return async (after: { value: string | number; id: string } | undefined, size: number): Promise<(StaffOrderRow & { id: string })[]> => {
    const value = after === undefined ? undefined : query.sort === 'created' ? sql`${after.value}::timestamptz` : sql`${after.value}`;
    const cursor = value === undefined ? undefined : before ? sql`(${column}, ${orders.id}) < (${value}, ${after!.id}::uuid)` : sql`(${column}, ${orders.id}) > (${value}, ${after!.id}::uuid)`;
    const direction = before ? desc : asc;
    const rows = await app.db
      .select({ ...listColumns, id: orders.id })
      .from(orders)
      .where(and(filtersOf(app.db, caller, query), query.status ? eq(orders.status, query.status) : undefined, cursor))
      .orderBy(direction(column), direction(orders.id))
      .limit(size);
    return rows.map((row) => Object.assign(rowOf(row as ListRow), { id: row.id }));
  };
}

// ---------------------------------------------------------------------------------------------
// The detail
// ---------------------------------------------------------------------------------------------

const ACTION_LABELS = (fulfilment: OrderFulfilment): Record<StaffOrderAction, string> => ({
  process: 'Proses Pesanan',
  ready: `Tandai ${orderStatusLabel('ready', fulfilment)}`,
  complete: 'Tandai Selesai',
  cancel: 'Batalkan Pesanan',
  refund: 'Refund Dana',
});

/** What the caller may do to the order now: the transitions table with actor 'staff', and their permissions. */
export function actionsFor(caller: Pick<StaffCaller, 'role'>, order: OrderRow, refundStatus: RefundStatus | null): StaffOrderDetail['actions'] {
  const labels = ACTION_LABELS(order.fulfilment as OrderFulfilment);
  const moves = can(caller.role, 'orders.write') ? orderStatusesAfter(order.status as OrderStatus, 'staff') : [];
  const actions = (Object.entries(STAFF_ORDER_ACTION_STATUS) as [Exclude<StaffOrderAction, 'refund'>, OrderStatus][])
    .filter(([, status]) => moves.includes(status))
    .map(([action]) => action as StaffOrderAction);
  if (refundStatus && refundStatus !== 'succeeded' && can(caller.role, 'orders.refund')) actions.push('refund');
  return actions.map((action) => ({ action, label: labels[action] }));
}

/** An audit row of the order as a timeline line. */
function auditText(entry: AuditEntry, fulfilment: OrderFulfilment): string {
  const after = entry.after ?? {};
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const status = typeof after.status === 'string' && (ORDER_STATUSES as readonly string[]).includes(after.status) ? orderStatusLabel(after.status as OrderStatus, fulfilment) : null;
  switch (entry.action) {
    case 'order.cancel':
      return `Pesanan dibatalkan: ${text(after.reason)}`;
    case 'order.status':
      return `Status diubah menjadi ${status ?? text(after.status)}${text(after.note) ? `: ${text(after.note)}` : ''}`;
    case 'order.refund':
      return `Refund ${formatRupiah(Number(after.amount ?? 0))} dimulai`;
    default:
      return entry.action;
  }
}

/** Who made a status change the audit log does not name (the customer, the provider, the system, the dealer's system). */
function eventWho(status: string, note: string | null): string {
  switch (status) {
    case 'pending_payment':
      return TRANSITION_ACTOR_LABELS.customer;
    case 'paid':
      return TRANSITION_ACTOR_LABELS.provider;
    case 'expired':
    case 'refund':
      return TRANSITION_ACTOR_LABELS.system;
    case 'cancelled':
      return note === 'Dibatalkan oleh pelanggan' ? TRANSITION_ACTOR_LABELS.customer : TRANSITION_ACTOR_LABELS.dealer;
    default:
      return TRANSITION_ACTOR_LABELS.dealer;
  }
}

export async function orderDetail(app: FastifyInstance, caller: StaffCaller, order: OrderRow): Promise<StaffOrderDetail> {
  const fulfilment = order.fulfilment as OrderFulfilment;
  const [items, events, refundRows, audit] = await Promise.all([
    app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productCode)),
    app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    app.db
      .select({ refund: refunds, requestedBy: staff.name })
      .from(refunds)
      .leftJoin(staff, eq(staff.id, refunds.requestedBy))
      .where(eq(refunds.orderId, order.id))
      .orderBy(sql`case when ${refunds.status} = 'failed' then 1 else 0 end`, desc(refunds.createdAt)),
    recordTimeline(app, 'order', order.orderNo),
  ]);
  const counted = refundRows[0]?.refund ?? null;
  const row = rowOf({
    order,
    title: items[0]?.name ?? null,
    itemCount: items.length,
    refundStatus: counted?.status ?? null,
    refundAmount: counted?.amount ?? null,
  });
  // A status change staff made is told by its audit row (with their name); the event itself only for the others.
  const staffStatuses = new Set(audit.filter((e) => e.action === 'order.status' || e.action === 'order.cancel').map((e) => String(e.after?.status)));
  const timeline: StaffOrderTimelineEntry[] = [
    ...events
      .filter((e) => !staffStatuses.has(e.status))
      .map((e) => ({
        at: e.at.toISOString(),
        who: eventWho(e.status, e.note),
        text:
          e.status === 'refund'
            ? (e.note ?? 'Refund')
            : `${orderStatusLabel(e.status as OrderStatus, fulfilment)}${e.note ? `: ${e.note}` : ''}`,
      })),
    ...audit.toReversed().map((e) => ({ at: e.at, who: e.staff?.name ?? TRANSITION_ACTOR_LABELS.staff, text: auditText(e, fulfilment) })),
  ];
  // Oldest first (a stable sort: at the same instant the staff action, listed after the events, stays after), then newest first.
  timeline.sort((a, b) => a.at.localeCompare(b.at)).reverse();
  const payment = order.payment;
  return {
    order: {
      ...row,
      subtotal: order.subtotal,
      expiresAt: order.expiresAt.toISOString(),
      closedAt: iso(order.closedAt),
      slotStart: iso(order.slotStart),
      notes: order.notes,
      vehicle: order.vehicle ? `${order.vehicle.modelName} ${order.vehicle.variantName}, ${order.vehicle.colorName}` : null,
      items: items.map((i) => ({ code: i.productCode, name: i.name, unitPrice: i.unitPrice, quantity: i.quantity, lineTotal: i.unitPrice * i.quantity })),
      payment: payment
        ? {
            provider: payment.provider,
            method: payment.method as PaymentMethod,
            methodLabel: PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] ?? payment.method,
            ref: payment.ref,
            expiresAt: payment.expiresAt,
          }
        : null,
    },
    refunds: refundRows.map(({ refund, requestedBy }) => ({
      id: refund.id,
      status: refund.status as RefundStatus,
      statusLabel: REFUND_STATUS_LABELS[refund.status as RefundStatus],
      reason: refund.reason as RefundReason,
      reasonLabel: REFUND_REASON_LABELS[refund.reason as RefundReason] ?? refund.reason,
      amount: refund.amount,
      provider: refund.provider,
      paymentRef: refund.paymentRef,
      providerRef: refund.providerRef,
      lastError: refund.lastError,
      requestedBy: requestedBy ?? null,
      requestedAt: iso(refund.requestedAt),
      completedAt: iso(refund.completedAt),
      createdAt: refund.createdAt.toISOString(),
    })),
    actions: actionsFor(caller, order, (counted?.status as RefundStatus | undefined) ?? null),
    timeline,
  };
}

/** The branch's id (the audit row's branchId). */
export async function branchIdOf(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.slug, slug)).limit(1);
  return row?.id ?? null;
}
