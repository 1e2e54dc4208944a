/*
 * The header's cart badge (§9, issue 12) follows the cart without a reload: whatever changes the
 * cart in the browser (Tambah ke Keranjang, the cart page's stepper and Hapus) announces the new
 * count with a window event, and the badge island listens. No store, no context: two islands that
 * never import each other.
 */

export const CART_EVENT = 'kemudi:cart';

export type CartEventDetail = { count: number };

/** Tells the header badge the cart's new count (§3 totalGlobalNonBundleUnitCount). */
export function announceCartCount(count: number): void {
  window.dispatchEvent(new CustomEvent<CartEventDetail>(CART_EVENT, { detail: { count } }));
}

/** The count an event carries, or null when it is not a usable count. */
export function cartCountOf(event: Event): number | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const count = (detail as { count?: unknown }).count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** The badge text: the count, capped so the badge keeps its size. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
