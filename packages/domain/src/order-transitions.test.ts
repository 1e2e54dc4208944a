import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES as M, ORDER_FLOW, ORDER_STATUSES, type OrderStatus } from './commerce';
import { ORDER_INITIAL_STATUS, ORDER_TRANSITIONS, orderRefusal, orderStatusesAfter, orderStatusesBefore, orderTransitionOf } from './order-transitions';
import { TRANSITION_ACTORS, TRANSITION_ACTOR_LABELS } from './transition-actors';

const CLOSED: OrderStatus[] = ['completed', 'cancelled', 'expired'];
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('ORDER_TRANSITIONS (issue 28)', () => {
  it('names each change once, never a status to itself, and every actor in Indonesian', () => {
    const keys = ORDER_TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of ORDER_TRANSITIONS) {
      expect(t.from).not.toBe(t.to);
      expect(t.who.length).toBeGreaterThan(0);
      for (const actor of t.who) expect(TRANSITION_ACTORS).toContain(actor);
    }
    for (const actor of TRANSITION_ACTORS) expect(TRANSITION_ACTOR_LABELS[actor]).toMatch(/^[A-Z]/);
  });

  it('closes an order for good, and reaches every status from the one an order is placed in', () => {
    for (const status of CLOSED) expect(ORDER_TRANSITIONS.filter((t) => t.from === status)).toEqual([]);
    const reached = new Set<OrderStatus>([ORDER_INITIAL_STATUS]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of ORDER_TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('lets only the provider mark an order paid and only the system expire it; the customer only cancels an unpaid one', () => {
    for (const [from, to] of pairs) {
      for (const actor of TRANSITION_ACTORS) {
        const allowed = orderTransitionOf(from, to, actor) !== undefined;
        if (to === 'paid' && allowed) expect(actor).toBe('provider');
        if (to === 'expired' && allowed) expect(actor).toBe('system');
        if (actor === 'customer') expect(allowed).toBe(from === 'pending_payment' && to === 'cancelled');
        if (actor === 'provider') expect(allowed).toBe(from === 'pending_payment' && to === 'paid');
        if (actor === 'system') expect(allowed).toBe(from === 'pending_payment' && to === 'expired');
      }
    }
  });

  it('gives the dealer system exactly the rule it had (issue 12): forward from Dibayar, or cancel any open order', () => {
    // The hand-written check the table replaced.
    const before = (current: OrderStatus, to: OrderStatus) =>
      to === 'cancelled'
        ? current !== 'completed' && current !== 'cancelled' && current !== 'expired'
        : ORDER_FLOW.indexOf(to) > ORDER_FLOW.indexOf(current) && ORDER_FLOW.indexOf(current) >= ORDER_FLOW.indexOf('paid');
    for (const [from, to] of pairs) expect(orderTransitionOf(from, to, 'dealer') !== undefined, `${from} → ${to}`).toBe(before(from, to));
  });

  it('lets staff do what the dealer system does: cancel an unpaid order, move a paid one forward or cancel it', () => {
    expect(orderStatusesAfter('pending_payment', 'staff')).toEqual(['cancelled']);
    expect(orderStatusesAfter('paid', 'staff')).toEqual(['processing', 'ready', 'completed', 'cancelled']);
    expect(orderStatusesAfter('processing', 'staff')).toEqual(['ready', 'completed', 'cancelled']);
    expect(orderStatusesAfter('ready', 'staff')).toEqual(['completed', 'cancelled']);
    for (const status of CLOSED) expect(orderStatusesAfter(status, 'staff')).toEqual([]);
  });

  it('answers where a bulk change starts: the sweep expires pending orders only', () => {
    expect(orderStatusesBefore('expired', 'system')).toEqual(['pending_payment']);
    expect(orderStatusesBefore('paid', 'provider')).toEqual(['pending_payment']);
    expect(orderStatusesBefore('cancelled', 'dealer')).toEqual(['pending_payment', 'paid', 'processing', 'ready']);
  });

  it('refuses in Indonesian with the order’s own words for each step', () => {
    expect(orderRefusal('paid', 'cancelled', 'customer', 'pickup')).toEqual({ type: 'NotCancellable', message: M.ORDER_NOT_CANCELLABLE });
    expect(orderRefusal('pending_payment', 'processing', 'dealer', 'pickup')).toEqual({
      type: 'InvalidTransition',
      message: 'Status pesanan tidak dapat diubah dari Menunggu pembayaran ke Diproses',
    });
    expect(orderRefusal('ready', 'processing', 'staff', 'install').message).toBe('Status pesanan tidak dapat diubah dari Siap dipasang ke Diproses');
  });
});
