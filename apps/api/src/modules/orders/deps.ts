import { orderEvents, orderItems, refunds, type Db } from '@kemudi/db';
import { COMMERCE_MESSAGES as M } from '@kemudi/domain/commerce';
import type { CallBody } from '@kemudi/domain/contracts/call';
import type { OrderDetail, orderCalls } from '@kemudi/domain/contracts/orders';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { PaymentProviderError, paymentRegistryFromConfig, type PaymentProvider, type PaymentRegistry } from '../payments';
import { detailOf, type OrderEventRow, type OrderItemRow, type OrderRow } from './present';

/* What the order files share (issue 12): their dependencies, their errors and an order's answer. */

export type OrderDeps = {
  db: Db;
  /** The payment providers (issue 27): new charges by method, everything else by the provider stored on the payment. */
  payments: PaymentRegistry;
  /** The catalogue's "today" (sale windows: coupons, flash sales). */
  now: () => Date;
  /** The wall clock (payment deadlines, slots, timeline times). */
  clock: () => Date;
  log: FastifyBaseLogger;
  siteUrl: string;
};

/** The orders' dependencies over the app: the providers the environment configures (modules/payments), unless a registry is given. */
export function orderDepsOf(app: FastifyInstance, payments: PaymentRegistry = paymentRegistryFromConfig(app.config, app.db, () => app.clock())): OrderDeps {
  return { db: app.db, payments, now: () => app.now(), clock: () => app.clock(), log: app.log, siteUrl: app.config.SITE_URL };
}

/**
 * The provider stored on a payment. Not configured here (its keys were removed): `unavailable`,
 * as a provider out of reach is — the caller waits or retries, and nothing is asked of another one.
 */
export function providerOf(deps: Pick<OrderDeps, 'payments'>, name: string): PaymentProvider {
  const provider = deps.payments.get(name);
  if (!provider) throw new PaymentProviderError('unavailable', `payment provider ${name} is not configured`);
  return provider;
}

export type CreateBody = CallBody<typeof orderCalls.create>;
export type CreateNewCarBody = CallBody<typeof orderCalls.createNewCar>;
export type CreateUsedCarBody = CallBody<typeof orderCalls.createUsedCar>;
export type FinanceBody = CallBody<typeof orderCalls.financeSimulation>;

export const conflict = (type: string, message: string) => new AppError(409, type, message);
export const orderNotFound = () => new AppError(404, 'NotFoundError', M.ORDER_NOT_FOUND);

export async function itemsOf(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productCode));
}

export async function eventsOf(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

export type RefundRow = typeof refunds.$inferSelect;

/** The order's latest refund (the open or done one when there is one), or null. */
export async function latestRefund(db: Db, orderId: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(sql`case when ${refunds.status} = 'failed' then 1 else 0 end`, desc(refunds.createdAt), desc(refunds.id))
    .limit(1);
  return row ?? null;
}

/** The order as its customer reads it: items, timeline, payment and refund. */
export async function detail(deps: OrderDeps, order: OrderRow): Promise<OrderDetail> {
  const [items, events, refund] = await Promise.all([itemsOf(deps.db, order.id), eventsOf(deps.db, order.id), latestRefund(deps.db, order.id)]);
  return detailOf(order, items, events, deps.payments.simulator !== null, refund);
}
