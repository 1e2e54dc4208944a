import { orderEvents, orderItems, orders, productStock, usedCars, type Db } from '@kemudi/db';
import { COMMERCE_MESSAGES as M, normalizeOrderNo, type OrderFulfilment, type OrderStatus } from '@kemudi/domain/commerce';
import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { orderRefusal, orderStatusesBefore, orderTransitionOf } from '@kemudi/domain/order-transitions';
import type { TransitionActor } from '@kemudi/domain/transition-actors';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { PaymentProviderError, type ChargeState } from '../payments';
import { announce } from './announce';
import { conflict, detail, orderNotFound, providerOf, type OrderDeps } from './deps';
import type { OrderRow } from './present';
import { recordLatePayment, requireRefund } from './refunds';
import { releaseSlot } from './slots';

/*
 * An order's life after it is placed (issues 12 and 28): every status change goes through
 * applyOrderTransition and so through ORDER_TRANSITIONS (packages/domain/src/order-transitions.ts):
 * the provider marks it paid, the system expires it, the customer cancels it, the dealer system
 * (and the staff console, later) moves it along.
 */

/** Statuses that close an order (closed_at is stamped), and those that give back its stock and slot. */
const CLOSING: readonly OrderStatus[] = ['completed', 'cancelled', 'expired'];
const RELEASING: readonly OrderStatus[] = ['cancelled', 'expired'];

/** The statuses an order can still be paid in (the provider may mark it paid): its charge may be made, changed or asked about. */
export const PAYABLE: readonly OrderStatus[] = orderStatusesBefore('paid', 'provider');
export const isPayable = (order: OrderRow) => PAYABLE.includes(order.status as OrderStatus);

/** A status change: the status, who makes it, the note on the timeline, and what else it writes (the time paid). */
export type OrderChange = { to: OrderStatus; actor: TransitionActor; note: string | null; set?: Partial<typeof orders.$inferInsert> };

/** Throws the table's refusal (409) unless the change's actor may move the order to its status. */
export function assertOrderTransition(order: OrderRow, { to, actor }: Pick<OrderChange, 'to' | 'actor'>): void {
  const from = order.status as OrderStatus;
  if (orderTransitionOf(from, to, actor)) return;
  const refusal = orderRefusal(from, to, actor, order.fulfilment as OrderFulfilment);
  throw conflict(refusal.type, refusal.message);
}

/**
 * The one way an order's status changes, in the caller's transaction: ORDER_TRANSITIONS must allow
 * it (else 409); the update is conditional on the status the caller read, so two processes (the
 * sweep and a read, a webhook and polling, two dealer reports) cannot both apply a change; a
 * cancelled or expired order gives back its stock and slot; the timeline step and the message are
 * written with it. Returns the updated row, or null when the order was no longer in that status.
 */
export async function applyOrderTransition(deps: Pick<OrderDeps, 'clock' | 'siteUrl'>, tx: Db, order: OrderRow, change: OrderChange): Promise<OrderRow | null> {
  assertOrderTransition(order, change);
  const { to } = change;
  const at = deps.clock();
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: at, ...(CLOSING.includes(to) ? { closedAt: at } : {}), ...change.set })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!row) return null;
  if (RELEASING.includes(to)) await release(tx, row);
  // Issue 29: a used car's reservation completed (handed over) — the car is sold, off the list.
  if (to === 'completed' && row.kind === 'used-car') await markUsedCarSold(tx, row);
  await tx.insert(orderEvents).values({ orderId: row.id, status: to, note: change.note, at });
  // A paid order cancelled (by the dealer system or staff): its payment must go back — a refund is required.
  if (to === 'cancelled' && row.paidAt && row.payment) {
    await requireRefund(deps, tx, row, { provider: row.payment.provider, paymentRef: row.payment.ref, amount: row.total, reason: 'cancelled-paid' });
  }
  await announce(deps, tx, row, to);
  return row;
}

/** applyOrderTransition in a transaction of its own (refused before one is opened). */
export async function changeOrderStatus(deps: OrderDeps, order: OrderRow, change: OrderChange): Promise<OrderRow | null> {
  assertOrderTransition(order, change);
  return deps.db.transaction((raw) => applyOrderTransition(deps, raw as unknown as Db, order, change));
}

/** The used car a completed reservation holds becomes 'sold' (its line keeps the hold: nothing to give back). */
async function markUsedCarSold(tx: Db, order: OrderRow): Promise<void> {
  const items = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'used-car-booking')));
  for (const item of items) {
    await tx.update(usedCars).set({ status: 'sold' }).where(and(eq(usedCars.code, item.productCode), eq(usedCars.status, 'booked')));
  }
}

/** Gives back the stock, the used car and the slot an order holds (cancelled or expired). */
async function release(tx: Db, order: OrderRow): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    if (item.stockTaken <= 0) continue;
    if (item.kind === 'used-car-booking') {
      // Issue 29: the reserved used car returns to sale (unless the dealer has since marked it sold).
      await tx.update(usedCars).set({ status: 'available' }).where(and(eq(usedCars.code, item.productCode), eq(usedCars.status, 'booked')));
    } else {
      await tx
        .update(productStock)
        .set({ available: sql`${productStock.available} + ${item.stockTaken}`, updatedAt: sql`now()` })
        .where(and(eq(productStock.code, item.productCode), sql`${productStock.available} IS NOT NULL`));
    }
    await tx.update(orderItems).set({ stockTaken: 0 }).where(and(eq(orderItems.orderId, order.id), eq(orderItems.productCode, item.productCode)));
  }
  if (order.slotStart) await releaseSlot(tx, order.branchSlug, order.slotStart);
}

// ---------------------------------------------------------------------------------------------
// The provider: paid
// ---------------------------------------------------------------------------------------------

/**
 * A charge the provider reports paid: the order (whose current charge it is, for the right amount)
 * becomes paid. A payment that reaches an order already expired or cancelled — of its current
 * charge or an earlier one — is the customer's money: a refund is required (refunds.ts). Returns
 * what happened, for the notification's record.
 */
export async function applyPaid(deps: OrderDeps, orderNo: string, state: ChargeState, source: string, provider: string): Promise<'applied' | 'duplicate' | 'ignored' | 'refund-required'> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order) return 'ignored';
  // Issue 27: the order's charge of this ref was made by another provider — never this one's to change.
  if (order.payment?.ref === state.ref && order.payment.provider !== provider) {
    deps.log.warn({ orderNo, ref: state.ref, provider, owner: order.payment.provider }, 'payment reported by a provider that did not make the charge');
    return 'ignored';
  }
  if (order.status === 'cancelled' || order.status === 'expired') {
    // The payment the order was paid with before it was cancelled is known already (its refund, if any, too).
    if (order.paidAt && order.payment?.ref === state.ref) return 'duplicate';
    return recordLatePayment(deps, order, state, provider);
  }
  if (order.payment?.ref !== state.ref) {
    deps.log.warn({ orderNo, ref: state.ref }, 'payment for a charge that is not the order’s current one');
    return 'ignored';
  }
  if (state.amount !== order.total) {
    deps.log.error({ orderNo, amount: state.amount, total: order.total }, 'paid amount differs from the order total');
    return 'ignored';
  }
  if (!isPayable(order)) return order.paidAt ? 'duplicate' : 'ignored';
  const note = `Pembayaran ${order.payment.method === 'qris' ? 'QRIS' : 'virtual account'} diterima (${source})`;
  const row = await changeOrderStatus(deps, order, { to: 'paid', actor: 'provider', note, set: { paidAt: state.paidAt ?? deps.clock() } });
  return row ? 'applied' : 'duplicate';
}

// ---------------------------------------------------------------------------------------------
// The system: expiry
// ---------------------------------------------------------------------------------------------

async function expireOne(deps: OrderDeps, order: OrderRow): Promise<void> {
  // Paid at the last minute and the notification is late? Ask the provider before expiring.
  if (order.payment) {
    try {
      // Issue 27: asked of the provider that made the charge.
      const provider = providerOf(deps, order.payment.provider);
      const state = await provider.status(order.payment.ref);
      if (state.status === 'paid') {
        await applyPaid(deps, order.orderNo, state, 'expiry check', provider.name);
        return;
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The provider cannot tell now: wait up to 30 more minutes before expiring without its word.
      if (deps.clock().getTime() < order.expiresAt.getTime() + 30 * 60_000) return;
    }
  }
  const row = await changeOrderStatus(deps, order, { to: 'expired', actor: 'system', note: 'Batas waktu pembayaran terlewati' });
  if (row?.payment) await cancelCharge(deps, order, row);
}

/**
 * The provider says the order's current charge lapsed (its 'expired' notification, confirmed with
 * it): the order can no longer be paid on it, so it expires now, as the sweep would at its deadline.
 */
export async function applyLapsed(deps: OrderDeps, orderNo: string, state: ChargeState, provider: string): Promise<'applied' | 'ignored'> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order || order.payment?.ref !== state.ref || order.payment.provider !== provider || !orderTransitionOf(order.status as OrderStatus, 'expired', 'system')) return 'ignored';
  const row = await changeOrderStatus(deps, order, { to: 'expired', actor: 'system', note: 'Batas waktu pembayaran terlewati' });
  return row ? 'applied' : 'ignored';
}

/** A pending order past its deadline is expired on read (the sweep may not have passed yet). */
export async function settleIfDue(deps: OrderDeps, order: OrderRow): Promise<OrderRow> {
  if (!orderTransitionOf(order.status as OrderStatus, 'expired', 'system') || order.expiresAt.getTime() > deps.clock().getTime()) return order;
  await expireOne(deps, order);
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  return row!;
}

/** The sweep: expires every pending order past its deadline (a batch at a time). */
export async function expireDue(deps: OrderDeps, batch = 50): Promise<number> {
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, orderStatusesBefore('expired', 'system')), lt(orders.expiresAt, deps.clock())))
    .orderBy(asc(orders.expiresAt))
    .limit(batch);
  for (const order of due) await expireOne(deps, order);
  return due.length;
}

// ---------------------------------------------------------------------------------------------
// The customer and the dealer system
// ---------------------------------------------------------------------------------------------

/** The customer's order, settled, or 404 (an order of someone else is answered exactly like an unknown one). */
export async function ownOrder(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderRow> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, normalizeOrderNo(orderNo)), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw orderNotFound();
  return settleIfDue(deps, row);
}

export async function cancelOrder(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderDetail> {
  const order = await ownOrder(deps, customerId, orderNo);
  const row = await changeOrderStatus(deps, order, { to: 'cancelled', actor: 'customer', note: 'Dibatalkan oleh pelanggan' });
  if (!row) throw conflict('NotCancellable', M.ORDER_NOT_CANCELLABLE);
  await cancelCharge(deps, order, row);
  return detail(deps, row);
}

/**
 * An unpaid order's charge is stopped at the provider that made it once the order is cancelled or
 * expired (every provider here can: the simulated one, Midtrans' cancel, Xendit's expire), so it
 * can no longer be paid; a failure is logged — a payment that still arrives is a late payment, refunded.
 */
export async function cancelCharge(deps: Pick<OrderDeps, 'payments' | 'log'>, before: OrderRow, after: OrderRow): Promise<void> {
  if (before.paidAt || !after.payment) return;
  const { provider: name, ref } = after.payment;
  await Promise.resolve()
    .then(() => providerOf(deps, name).cancel(ref))
    .catch((err: Error) => deps.log.warn({ err: err.message, orderNo: after.orderNo }, 'cancel at the provider failed'));
}

/** The dealer system moves a paid order along its timeline (or cancels it, giving back its stock and stopping an unpaid charge). */
export async function dealerSetStatus(deps: OrderDeps, orderNo: string, to: OrderStatus, note: string | undefined): Promise<OrderDetail> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, normalizeOrderNo(orderNo))).limit(1);
  if (!order) throw orderNotFound();
  const row = await changeOrderStatus(deps, order, { to, actor: 'dealer', note: note ?? null });
  if (!row) throw conflict('InvalidTransition', M.ORDER_CHANGED_MEANWHILE);
  if (to === 'cancelled') await cancelCharge(deps, order, row);
  return detail(deps, row);
}
