/*
 * The names of the hint cookies (issue 14; what they mean: lib/layout.ts). A module of their own so
 * the visitor store and the home page's offer gate, which ship with every page, import two strings
 * and not the layout's helpers (lib/layout.ts imports the built-in §2 menu).
 */

/** Set while a customer session (kemudi_at / kemudi_rt) is held. */
export const SESSION_HINT_COOKIE = 'kemudi_session';
/** Set while a guest cart guid cookie is held. */
export const CART_HINT_COOKIE = 'kemudi_cart';

/** Whether the page's cookies hold a cookie of that name (browser only). */
export function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().split('=')[0] === name);
}
