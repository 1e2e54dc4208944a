import { orders, paymentNotifications, type OrderPayment } from '@kemudi/db';
import { COMMERCE_MESSAGES as M, PAYMENT_EXPIRY_MINUTES, type PaymentMethod } from '@kemudi/domain/commerce';
import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { PaymentProviderError, type ChargeState } from '../payments';
import { conflict, detail, itemsOf, providerOf, type OrderDeps } from './deps';
import { applyLapsed, applyPaid, isPayable, ownOrder, PAYABLE } from './lifecycle';
import type { OrderRow } from './present';

/*
 * Paying an order (issue 12): its charge at the payment provider (made after the order's
 * transaction, changed to another method, asked about by polling) and the provider's webhook. The
 * paid status itself is the lifecycle's (applyPaid).
 */

/** The charge reference of the n-th payment attempt: the order number, then '-P2', '-P3'… */
function chargeRef(orderNo: string, attempt: number): string {
  return attempt <= 1 ? orderNo : `${orderNo}-P${attempt}`;
}
function attemptOf(ref: string): number {
  const m = /-P(\d+)$/.exec(ref);
  return m ? Number(m[1]) : 1;
}
/** The order number inside a charge reference. */
function orderNoOfRef(ref: string): string {
  return ref.replace(/-P\d+$/, '');
}

/**
 * Charges a pending order that has no charge yet (its first request, or a retry after the provider
 * failed), then answers it. The charge is made outside the order's transaction: the provider is
 * never called while stock rows are locked, and a failed charge leaves the order payable later.
 */
export async function chargeIfNeeded(deps: OrderDeps, order: OrderRow, method: PaymentMethod): Promise<OrderDetail> {
  if (isPayable(order) && !order.payment) {
    return detail(deps, await charge(deps, order, method, 1));
  }
  return detail(deps, order);
}

async function charge(deps: OrderDeps, order: OrderRow, method: PaymentMethod, attempt: number): Promise<OrderRow> {
  const items = await itemsOf(deps.db, order.id);
  const now = deps.clock();
  // A new charge for an order that waited is given what is left of the order's hold, at least a few minutes.
  const expiresAt = new Date(Math.max(order.expiresAt.getTime(), now.getTime() + PAYMENT_EXPIRY_MINUTES[method] * 60_000));
  // Issue 27: the provider configured for this method makes the charge; its name is stored on the payment.
  const provider = deps.payments.forCharge(method);
  if (!provider) {
    deps.log.warn({ orderNo: order.orderNo, method }, 'no payment provider offers this method');
    throw new AppError(422, 'PaymentUnavailable', M.PAYMENT_UNAVAILABLE);
  }
  let result;
  try {
    result = await provider.charge({
      ref: chargeRef(order.orderNo, attempt),
      orderNo: order.orderNo,
      amount: order.total,
      method,
      expiresAt,
      customer: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
      items: items.map((i) => ({ code: i.productCode, name: i.name, unitPrice: i.unitPrice, quantity: i.quantity })),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.warn({ err: error.message, orderNo: order.orderNo }, 'payment provider charge failed');
      throw new AppError(error.kind === 'refused' ? 422 : 503, 'PaymentUnavailable', M.PAYMENT_UNAVAILABLE);
    }
    throw error;
  }
  const i = result.instructions;
  const payment: OrderPayment = {
    provider: provider.name,
    ref: result.ref,
    method,
    ...(i.kind === 'qris' ? { qrString: i.qrString } : i.kind === 'va' ? { bank: i.bank, vaNumber: i.vaNumber } : { bank: i.bank, billerCode: i.billerCode, billKey: i.billKey }),
    expiresAt: result.expiresAt.toISOString(),
  };
  // The order's deadline follows its charge: stock and slot are held exactly as long as it can be paid.
  const [updated] = await deps.db
    .update(orders)
    .set({ payment, expiresAt: result.expiresAt, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...PAYABLE])))
    .returning();
  if (!updated) {
    await provider.cancel(result.ref).catch(() => undefined);
    const [current] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    return current!;
  }
  return updated;
}

/** The customer's order waiting for payment, with its charge's reference (null before a charge); null when it does not wait. */
export async function pendingCharge(deps: OrderDeps, customerId: string, orderNo: string): Promise<{ orderNo: string; ref: string | null } | null> {
  const order = await ownOrder(deps, customerId, orderNo);
  return isPayable(order) ? { orderNo: order.orderNo, ref: order.payment?.ref ?? null } : null;
}

/** The charge of the customer's expired or cancelled order, unpaid (the simulator's late payment); null for any other order. */
export async function closedChargeRef(deps: OrderDeps, customerId: string, orderNo: string): Promise<string | null> {
  const order = await ownOrder(deps, customerId, orderNo);
  return (order.status === 'expired' || order.status === 'cancelled') && !order.paidAt && order.payment ? order.payment.ref : null;
}

/** Polling: asks the provider about the current charge of a pending order and applies what it says. */
export async function refreshPayment(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderDetail> {
  const order = await ownOrder(deps, customerId, orderNo);
  if (isPayable(order) && order.payment) {
    try {
      const provider = providerOf(deps, order.payment.provider);
      const state = await provider.status(order.payment.ref);
      if (state.status === 'paid') await applyPaid(deps, order.orderNo, state, 'polling', provider.name);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error.message, orderNo }, 'payment status unavailable');
    }
  }
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  return detail(deps, row!);
}

export async function changePayment(deps: OrderDeps, customerId: string, orderNo: string, method: PaymentMethod): Promise<OrderDetail> {
  const order = await ownOrder(deps, customerId, orderNo);
  if (!isPayable(order)) throw conflict('NotPayable', M.ORDER_NOT_PAYABLE);
  const previous = order.payment;
  if (previous?.method === method) return detail(deps, order);
  if (previous) {
    await Promise.resolve()
      .then(() => providerOf(deps, previous.provider).cancel(previous.ref))
      .catch((err: Error) => deps.log.warn({ err: err.message }, 'cancel of the previous charge failed'));
  }
  return detail(deps, await charge(deps, order, method, previous ? attemptOf(previous.ref) + 1 : 1));
}

/**
 * The webhook of one provider (issue 27: each posts to its own path, named by the provider): a
 * notification whose signature verifies with that provider is routed to the payment by its ref —
 * 404 when no order has it, or when the order's charge of that ref was made by another provider
 * (a provider's webhook never touches another's payment). It is recorded once per provider event
 * (a replay finds its row and changes nothing); a "paid" or "expired" one is confirmed with the
 * provider before it is applied (paid: the order is paid — or, closed already, a refund is
 * required; expired: the order expires). Answers what was done (the provider only needs a 2xx).
 */
export async function receiveNotification(deps: OrderDeps, providerName: string, headers: Record<string, string | string[] | undefined>, body: unknown) {
  const provider = deps.payments.get(providerName);
  if (!provider) throw new AppError(404, 'NotFoundError', 'Penyedia pembayaran tidak dikenal');
  const event = provider.verifyNotification(headers, body);
  if (!event) throw new AppError(401, 'InvalidSignature', 'Tanda tangan notifikasi pembayaran tidak valid');
  const orderNo = orderNoOfRef(event.ref);
  const [order] = await deps.db.select({ payment: orders.payment }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order || (order.payment?.ref === event.ref && order.payment.provider !== provider.name)) throw unknownPayment();
  // Trust but verify: for "paid", the provider's own answer decides, not the notification alone.
  // Asked first: when the provider cannot answer, nothing is recorded and its retry is welcome.
  let state: ChargeState | null = null;
  if (event.status === 'paid' || event.status === 'expired') {
    state = await provider.status(event.ref).catch((error: unknown) => {
      // The provider knows no such charge: not a payment of ours at this provider.
      if (error instanceof PaymentProviderError && error.kind === 'refused') throw unknownPayment();
      if (error instanceof PaymentProviderError) throw new AppError(503, 'PaymentUnavailable', M.PAYMENT_UNAVAILABLE);
      throw error;
    });
  }
  const inserted = await deps.db
    .insert(paymentNotifications)
    .values({ provider: provider.name, eventKey: event.eventKey, orderNo, status: event.status, outcome: 'received', payload: event.payload })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  if (inserted.length === 0) return { outcome: 'duplicate' as const };
  const id = inserted[0]!.id;
  let outcome: Awaited<ReturnType<typeof applyPaid>> = 'ignored';
  try {
    if (state?.status === 'paid') outcome = await applyPaid(deps, orderNoOfRef(state.ref), state, 'notifikasi', provider.name);
    else if (state?.status === 'expired' && event.status === 'expired') outcome = await applyLapsed(deps, orderNoOfRef(state.ref), state, provider.name);
  } catch (error) {
    // Not applied: forget the event, so the provider's retry of it is not taken for a replay.
    await deps.db.delete(paymentNotifications).where(eq(paymentNotifications.id, id));
    throw error;
  }
  await deps.db.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, id));
  return { outcome };
}

const unknownPayment = () => new AppError(404, 'NotFoundError', 'Pembayaran tidak ditemukan');
