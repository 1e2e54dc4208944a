import { COMMERCE_MESSAGES as M, orderStatusLabel, type OrderFulfilment, type OrderStatus } from './commerce';
import type { TransitionActor } from './transition-actors';

/**
 * Which order status may follow which, and who may make the change (issue 28). The API changes an
 * order's status only through this table (apps/api/src/modules/orders/lifecycle.ts), the tests walk
 * it, and the staff console reads it to offer the actions an order allows.
 *
 * Placing an order is not a change: it starts in ORDER_INITIAL_STATUS. Completed, cancelled and
 * expired orders are closed: no row leaves them (their stock and slot are given back; the customer
 * orders again). Rows the table leaves out on purpose:
 * - nobody but the provider marks an order paid: the provider's own answer decides (issue 12);
 * - no step goes back: the customer was told each step by WhatsApp.
 */

export const ORDER_INITIAL_STATUS: OrderStatus = 'pending_payment';

export type OrderTransition = {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly who: readonly TransitionActor[];
  /** Why, where it is not obvious. */
  readonly why?: string;
};

/**
 * The dealer system (TDMS) and the staff console are two doors to the same back office: the console
 * can do whatever the dealer system does for a branch whose TDMS is not connected, forward along the
 * timeline from Dibayar (a step may be skipped) or cancel what was paid.
 */
const BACK_OFFICE: readonly TransitionActor[] = ['dealer', 'staff'];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending_payment', to: 'paid', who: ['provider'], why: 'Only the provider’s word (its notification or polling, confirmed with it) marks an order paid.' },
  { from: 'pending_payment', to: 'expired', who: ['system'], why: 'The sweep, or a read after the deadline; the provider is asked first.' },
  {
    from: 'pending_payment',
    to: 'cancelled',
    who: ['customer', ...BACK_OFFICE],
    why:
      'The customer until it is paid; the dealer system and staff may cancel any open order (a customer who calls the branch, an item that cannot be delivered) — its charge is stopped at the provider.',
  },
  { from: 'paid', to: 'processing', who: BACK_OFFICE },
  { from: 'paid', to: 'ready', who: BACK_OFFICE, why: 'An item in stock at the counter, or a coupon, is ready at once.' },
  { from: 'paid', to: 'completed', who: BACK_OFFICE, why: 'Collected or used on the spot; the dealer reports the last step only.' },
  { from: 'paid', to: 'cancelled', who: BACK_OFFICE, why: 'The dealer cannot deliver; a refund of the payment is required (refunds, issue 24).' },
  { from: 'processing', to: 'ready', who: BACK_OFFICE },
  { from: 'processing', to: 'completed', who: BACK_OFFICE },
  { from: 'processing', to: 'cancelled', who: BACK_OFFICE },
  { from: 'ready', to: 'completed', who: BACK_OFFICE },
  { from: 'ready', to: 'cancelled', who: BACK_OFFICE, why: 'Never collected, or the installation was called off; a refund is required.' },
];

/** The row that lets `actor` change an order from `from` to `to`, or undefined. */
export function orderTransitionOf(from: OrderStatus, to: OrderStatus, actor: TransitionActor): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.who.includes(actor));
}

/** The statuses `actor` may move an order in `from` to (the console's buttons). */
export function orderStatusesAfter(from: OrderStatus, actor: TransitionActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.who.includes(actor)).map((t) => t.to);
}

/** The statuses from which `actor` may move an order to `to` (the condition of a bulk update, e.g. the sweep). */
export function orderStatusesBefore(to: OrderStatus, actor: TransitionActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.to === to && t.who.includes(actor)).map((t) => t.from);
}

/** Why a change the table does not allow is refused: the error's type and its Indonesian message (answered with 409). */
export function orderRefusal(from: OrderStatus, to: OrderStatus, actor: TransitionActor, fulfilment: OrderFulfilment): { type: string; message: string } {
  if (actor === 'customer' && to === 'cancelled') return { type: 'NotCancellable', message: M.ORDER_NOT_CANCELLABLE };
  return { type: 'InvalidTransition', message: M.ORDER_TRANSITION_REFUSED(orderStatusLabel(from, fulfilment), orderStatusLabel(to, fulfilment)) };
}
