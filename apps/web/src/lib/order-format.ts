import type { OrderFulfilment, OrderStatus } from '@kemudi/domain/commerce';

/*
 * How orders read (issue 12), shared by My Account › Pesanan Saya, the receipt and /tracking-order,
 * on the server and in the browser alike: plain arithmetic like packages/domain/src/format.ts, so
 * both render the same text (no Intl, no machine time zone).
 */

/** An instant as the customer reads it, in WIB: "22 Nov 2026, 10.05 WIB" (packages/domain/src/format.ts). */
export { formatDateTimeId } from '@kemudi/domain/format';

/** Four looks of a status: waiting for the customer, under way at the dealer, done, and closed early. */
export type StatusTone = 'waiting' | 'progress' | 'done' | 'closed';

export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'pending_payment':
      return 'waiting';
    case 'paid':
    case 'processing':
    case 'ready':
      return 'progress';
    case 'completed':
      return 'done';
    case 'cancelled':
    case 'expired':
      return 'closed';
  }
}

/** Cancelled and expired end the timeline early: drawn as its last step, in their own colour. */
export function isClosedEarly(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'expired';
}

/** The order has been paid (its receipt then says LUNAS): cancelled and expired orders never were. */
export function isPaid(order: { paidAt: string | null }): boolean {
  return order.paidAt !== null;
}

/** How the order is handed over, as the detail and the receipt name it. */
export const FULFILMENT_LABELS: Readonly<Record<OrderFulfilment, string>> = {
  pickup: 'Ambil di dealer',
  install: 'Pemasangan di dealer',
  coupon: 'Kupon servis',
  reservation: 'Pemesanan mobil baru (tanda jadi)',
};

