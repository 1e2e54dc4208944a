import { orderItems, orders } from '@kemudi/db';
import { COMMERCE_MESSAGES as M, normalizeOrderNo, ORDER_NO_PATTERN } from '@kemudi/domain/commerce';
import { toAccountPhone } from '@kemudi/domain/account';
import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AppError, badRequest } from '../../lib/errors';
import { detail, eventsOf, itemsOf, latestRefund, type OrderDeps } from './deps';
import { ownOrder, settleIfDue } from './lifecycle';
import { summaryOf, trackingOf } from './present';

/* Reading orders (issue 12): the customer's list and detail in My Account, and /tracking-order for anyone with the number and phone. */

export async function listOrders(deps: OrderDeps, customerId: string) {
  const rows = await deps.db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt)).limit(50);
  const settled = await Promise.all(rows.map((r) => settleIfDue(deps, r)));
  const ids = settled.map((r) => r.id);
  const items = ids.length > 0 ? await deps.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productCode)) : [];
  return { orders: settled.map((o) => summaryOf(o, items.filter((i) => i.orderId === o.id))) };
}

export async function getOrder(deps: OrderDeps, customerId: string, orderNo: string): Promise<OrderDetail> {
  return detail(deps, await ownOrder(deps, customerId, orderNo));
}

/** /tracking-order: the order whose number and contact phone both match, else one message for every mismatch. */
export async function tracking(deps: OrderDeps, rawOrderNo: string, rawPhone: string) {
  const orderNo = normalizeOrderNo(rawOrderNo);
  if (!ORDER_NO_PATTERN.test(orderNo)) throw badRequest(M.TRACKING_ORDER_NO_INVALID);
  const phone = toAccountPhone(rawPhone);
  if (!phone) throw badRequest('Nomor HP tidak valid. Gunakan nomor seluler Indonesia, mis. 081234567890');
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.contactPhone, phone)))
    .limit(1);
  if (!order) throw new AppError(404, 'NotFoundError', M.TRACKING_MISMATCH);
  const settled = await settleIfDue(deps, order);
  const [items, events, refund] = await Promise.all([itemsOf(deps.db, settled.id), eventsOf(deps.db, settled.id), latestRefund(deps.db, settled.id)]);
  return trackingOf(settled, items, events, refund);
}

