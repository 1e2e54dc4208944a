import type { orderEvents, orderItems, orders, refunds } from '@kemudi/db';
import {
  ORDER_FLOW,
  orderNextStep,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  type OrderFulfilment,
  type OrderKind,
  type OrderStatus,
  type PaymentMethod,
  refundCustomerLabel,
  type RefundStatus,
} from '@kemudi/domain/commerce';
import type { OrderDetail, OrderRefundData, OrderSummary, TimelineStep, TrackingData } from '@kemudi/domain/contracts/orders';
import { orderTransitionOf } from '@kemudi/domain/order-transitions';

/* How an order reads in the answers (issue 12): its summary, its detail with the timeline, and the tracking view. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The order's refund as the customer reads it (never the provider's details or the staff's notes). */
export function refundOf(row: typeof refunds.$inferSelect | null): OrderRefundData | null {
  if (!row) return null;
  const status = row.status as RefundStatus;
  return { status, label: refundCustomerLabel(status), amount: row.amount, completedAt: status === 'succeeded' ? iso(row.completedAt) : null };
}

function titleOf(order: OrderRow, items: OrderItemRow[]): string {
  if (order.vehicle) return `Tanda jadi ${order.vehicle.modelName} ${order.vehicle.variantName}`;
  const [first, ...rest] = items;
  if (!first) return 'Pesanan';
  return rest.length > 0 ? `${first.name} + ${rest.length} lainnya` : first.name;
}

/**
 * The timeline: the happy path (menunggu pembayaran → dibayar → diproses → siap → selesai) with the
 * time each step was reached; a cancelled or expired order ends at that step instead of the rest.
 */
export function timelineOf(order: OrderRow, events: OrderEventRow[]): TimelineStep[] {
  const status = order.status as OrderStatus;
  const fulfilment = order.fulfilment as OrderFulfilment;
  const reachedAt = new Map<string, OrderEventRow>();
  for (const e of events) if (!reachedAt.has(e.status)) reachedAt.set(e.status, e);
  const closedEarly = status === 'cancelled' || status === 'expired';
  const flowIndex = ORDER_FLOW.indexOf(status);
  const steps: TimelineStep[] = [];
  for (const [i, step] of ORDER_FLOW.entries()) {
    const event = reachedAt.get(step);
    const reached = closedEarly ? Boolean(event) : i <= flowIndex;
    if (closedEarly && !event) continue;
    steps.push({
      status: step,
      label: orderStatusLabel(step, fulfilment),
      at: iso(event?.at),
      reached,
      current: !closedEarly && i === flowIndex,
      note: event?.note ?? null,
    });
  }
  if (closedEarly) {
    const event = reachedAt.get(status);
    steps.push({ status, label: orderStatusLabel(status, fulfilment), at: iso(event?.at ?? order.closedAt), reached: true, current: true, note: event?.note ?? null });
  }
  return steps;
}

export function summaryOf(order: OrderRow, items: OrderItemRow[]): OrderSummary {
  const status = order.status as OrderStatus;
  const fulfilment = order.fulfilment as OrderFulfilment;
  return {
    orderNo: order.orderNo,
    kind: order.kind as OrderKind,
    status,
    statusLabel: orderStatusLabel(status, fulfilment),
    fulfilment,
    title: titleOf(order, items),
    total: order.total,
    branchName: order.branchName,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
  };
}

export function detailOf(order: OrderRow, items: OrderItemRow[], events: OrderEventRow[], simulatedProvider: boolean, refund: typeof refunds.$inferSelect | null = null): OrderDetail {
  const status = order.status as OrderStatus;
  const fulfilment = order.fulfilment as OrderFulfilment;
  const payment = order.payment;
  return {
    ...summaryOf(order, items),
    items: items.map((i) => ({
      code: i.productCode,
      kind: i.kind as OrderDetail['items'][number]['kind'],
      name: i.name,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      lineTotal: i.unitPrice * i.quantity,
    })),
    subtotal: order.subtotal,
    contact: { name: order.contactName, phoneNumber: order.contactPhone, email: order.contactEmail },
    branchSlug: order.branchSlug,
    cityCode: order.cityCode,
    slotStart: iso(order.slotStart),
    vehicle: order.vehicle
      ? {
          modelCode: order.vehicle.modelCode,
          modelName: order.vehicle.modelName,
          variantCode: order.vehicle.variantCode,
          variantName: order.vehicle.variantName,
          colorName: order.vehicle.colorName,
          otrPrice: order.vehicle.otrPrice,
          cityName: order.vehicle.cityName,
          credit: order.vehicle.credit,
        }
      : null,
    notes: order.notes,
    payment: payment
      ? {
          provider: payment.provider,
          method: payment.method as PaymentMethod,
          methodLabel: PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] ?? payment.method,
          qrString: payment.qrString ?? null,
          bank: payment.bank ?? null,
          vaNumber: payment.vaNumber ?? null,
          billerCode: payment.billerCode ?? null,
          billKey: payment.billKey ?? null,
          expiresAt: payment.expiresAt,
          simulated: simulatedProvider && payment.provider === 'simulated' && status === 'pending_payment',
        }
      : null,
    paidAt: iso(order.paidAt),
    timeline: timelineOf(order, events),
    nextStep: orderNextStep(status, fulfilment),
    canCancel: orderTransitionOf(status, 'cancelled', 'customer') !== undefined,
    refund: refundOf(refund),
  };
}

export function trackingOf(order: OrderRow, items: OrderItemRow[], events: OrderEventRow[], refund: typeof refunds.$inferSelect | null = null): TrackingData {
  const summary = summaryOf(order, items);
  return {
    orderNo: summary.orderNo,
    kind: summary.kind,
    status: summary.status,
    statusLabel: summary.statusLabel,
    title: summary.title,
    branchName: summary.branchName,
    createdAt: summary.createdAt,
    slotStart: iso(order.slotStart),
    timeline: timelineOf(order, events),
    nextStep: orderNextStep(summary.status, summary.fulfilment),
    refund: refundOf(refund),
  };
}
