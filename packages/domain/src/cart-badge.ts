/**
 * The §9 cart badge rule, re-exported by constants.ts: a module of its own so the header's badge
 * island, which ships with every page, does not bring along every other constant (issue 14:
 * first-load JavaScript).
 */

/** §9: cart badge shown when the count is above 0. */
export const CART_BADGE_MIN_COUNT_EXCLUSIVE = 0;

/** §9: the cart badge shows only for a count above 0 (a missing or broken count shows none). */
export function shouldShowCartBadge(count: number | null | undefined): boolean {
  return typeof count === 'number' && Number.isFinite(count) && count > CART_BADGE_MIN_COUNT_EXCLUSIVE;
}
