import type { Db } from '@kemudi/db';
import { orderNextStep, orderStatusLabel, type OrderFulfilment, type OrderStatus } from '@kemudi/domain/commerce';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { queueMessage, whatsappMessage } from '../messages';
import { hasPushSubscription } from '../push';
import type { OrderDeps } from './deps';
import type { OrderRow } from './present';

/**
 * The message of each status an order reaches (issue 12), queued in the transaction that changes it
 * (the outbox): WhatsApp to the contact phone and a push to the customer's subscribed browsers.
 */
export async function announce(deps: Pick<OrderDeps, 'siteUrl'>, tx: Db, order: OrderRow, status: OrderStatus): Promise<void> {
  const fulfilment = order.fulfilment as OrderFulfilment;
  const label = orderStatusLabel(status, fulfilment);
  const link = `${deps.siteUrl}${status === 'pending_payment' ? ROUTES.orderPayment(order.orderNo) : ROUTES.myOrder(order.orderNo)}`;
  // Utility templates (issue 27: whatsapp-templates.ts); the rendered text is the outbox record.
  const message =
    status === 'pending_payment'
      ? whatsappMessage('kemudi_pesanan_menunggu_pembayaran', [order.orderNo, formatRupiah(order.total), link])
      : status === 'paid'
        ? whatsappMessage('kemudi_pesanan_dibayar', [order.orderNo, formatRupiah(order.total), orderNextStep(status, fulfilment), link])
        : whatsappMessage('kemudi_pesanan_status', [order.orderNo, label, orderNextStep(status, fulfilment), link]);
  await queueMessage(tx, { channel: 'whatsapp', to: order.contactPhone, ...message });
  if (!(await hasPushSubscription(tx, order.customerId))) return;
  await queueMessage(tx, {
    channel: 'push',
    to: order.customerId,
    title: `Pesanan ${order.orderNo}: ${label}`,
    text: orderNextStep(status, fulfilment),
    url: ROUTES.myOrder(order.orderNo),
    tag: `order-${order.orderNo}`,
  });
}
