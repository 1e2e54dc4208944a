import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_EVENT, announceCartCount, badgeText, cartCountOf } from './cart-event';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cart count event (the header badge follows the cart without a reload)', () => {
  it('carries the new count on window to whoever listens', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const heard: (number | null)[] = [];
    target.addEventListener(CART_EVENT, (event) => heard.push(cartCountOf(event)));
    announceCartCount(3);
    announceCartCount(0);
    expect(heard).toEqual([3, 0]);
  });

  it('ignores an event that carries no usable count', () => {
    expect(cartCountOf(new Event(CART_EVENT))).toBeNull();
    expect(cartCountOf(new CustomEvent(CART_EVENT, { detail: { count: -1 } }))).toBeNull();
    expect(cartCountOf(new CustomEvent(CART_EVENT, { detail: { count: '2' } }))).toBeNull();
    expect(cartCountOf(new CustomEvent(CART_EVENT, { detail: { count: 1.5 } }))).toBeNull();
  });

  it('caps the badge text at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
