import { exchange, NETWORK_MESSAGE } from '@/lib/browser-api';
import type { GlobalCart } from '@kemudi/domain/contracts/cart';
import { ROUTES } from '@kemudi/domain/routes';

/*
 * How the cart's islands change the cart (issue 12): a same-origin JSON POST to the site's own
 * route /api/cart/v1/global-cart, which keeps the guest's guid in its HttpOnly cookie and the
 * customer's token on the server (§4). The answer is read into the cart (parsed with its contract,
 * loaded when first needed so zod is no part of a page's first load) or the message to show: the
 * API's own Indonesian message for a refused change (stock, limits), ours when nothing came back.
 */

export const CART_ROUTE = '/api/cart/v1/global-cart';

export { NETWORK_MESSAGE };
export const FALLBACK_MESSAGE = 'Keranjang belum dapat diperbarui. Silakan coba lagi.';

export type CartChange = { products: { code: string; quantity: number }[]; mode: 'set' | 'add' };

export type CartFailure = {
  readonly ok: false;
  readonly status: number;
  readonly message: string;
  /** §4/§6: the session is gone (InvalidRefreshToken, redirect true): the browser goes to the login page. */
  readonly redirect: boolean;
};

export type CartAnswer = { readonly ok: true; readonly cart: GlobalCart } | CartFailure;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message of a refused change: the first error's message (the API's, in Indonesian), else ours. */
export function readCartFailure(status: number, body: unknown): CartFailure {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  const message = errors.map((e) => e.message).find((m): m is string => typeof m === 'string' && m.trim() !== '');
  return { ok: false, status, message: message ?? FALLBACK_MESSAGE, redirect: isRecord(body) && body.redirect === true };
}

/** The cart contract, fetched with its first use (it carries zod). */
const loadCartContract = () => import('@kemudi/domain/contracts/cart');

/** Starts loading the contract early (a page where the cart is about to change). */
export function warmCartContract(): void {
  loadCartContract().catch(() => undefined);
}

/** What the route answered, as the islands use it; never throws. */
export async function readCartAnswer(status: number, body: unknown): Promise<CartAnswer> {
  if (status < 200 || status >= 300) return readCartFailure(status, body);
  try {
    const { GlobalCart } = await loadCartContract();
    const parsed = GlobalCart.safeParse(isRecord(body) ? body.data : undefined);
    if (parsed.success) return { ok: true, cart: parsed.data };
  } catch {
    // The chunk could not be loaded (offline): as a network failure.
    return { ok: false, status: 0, message: NETWORK_MESSAGE, redirect: false };
  }
  return { ok: false, status, message: FALLBACK_MESSAGE, redirect: false };
}

/** Changes the cart: 'add' adds each quantity to the line ("Tambah ke Keranjang"), 'set' makes it the line's quantity (0 removes it). */
export async function changeCart(change: CartChange, fetchImpl?: typeof globalThis.fetch): Promise<CartAnswer> {
  const answer = await exchange(CART_ROUTE, { body: change, ...(fetchImpl ? { fetchImpl } : {}) });
  if (!answer) return { ok: false, status: 0, message: NETWORK_MESSAGE, redirect: false };
  return readCartAnswer(answer.status, answer.body);
}

/** §2: the login page takes the base64-encoded current path; used when the session ran out (§4 redirect true). */
export function loginAgain(): void {
  const path = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${ROUTES.login}?redirect=${encodeURIComponent(btoa(path))}`);
}
