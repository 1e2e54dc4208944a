import 'server-only';

import { CART_GUID_COOKIE_DAYS, daysToSeconds } from '@kemudi/domain/constants';
import { CART_GUID_PATTERN, cartCalls, type GlobalCart } from '@kemudi/domain/contracts/cart';
import { cookies, headers } from 'next/headers';
import { CITY_COOKIE, parseCityCookie } from '@/lib/city';
import { CART_GUID_COOKIE, CART_HINT_COOKIE } from '@/lib/layout';
import { createApi, getApi } from './api';
import { clientIpOf, type TokenPair } from './api-client';
import { secureCookies } from '@/lib/cookie-security';

/*
 * The cart on the web server (issue 12; §3 Cart, §4 cart guid, §7 Cart calls, §9 cart guid cookie
 * 7 days): the guest cart's guid cookie, the /cart page's loader, the stock the buy buttons look at,
 * and the merge of a guest's cart into the customer's at login. The browser never names a guid: it
 * lives in an HttpOnly cookie, read and written here only. Beside it goes its hint cookie
 * (CART_HINT_COOKIE, issue 14): '1', readable by scripts, so the header's badge asks for a count
 * only when there may be a cart.
 */

/** What a cookie jar offers here: `cookies()` of a route handler or a render (which can only read). */
interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CartCookieOptions): unknown;
}

interface CartCookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

function guidCookieOptions(maxAge: number): CartCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(), path: '/', maxAge };
}

/** The guest cart's guid from its cookie, when it is one the API could have handed out (never what a browser typed). */
export function cartGuidOf(jar: Pick<CookieJar, 'get'>): string | undefined {
  const value = jar.get(CART_GUID_COOKIE)?.value;
  return value && CART_GUID_PATTERN.test(value) ? value : undefined;
}

/** §4/§9: the guid cookie, kept 7 days from the guest's last cart call. */
export function writeCartGuid(jar: CookieJar, guid: string): void {
  const maxAge = daysToSeconds(CART_GUID_COOKIE_DAYS);
  jar.set(CART_GUID_COOKIE, guid, guidCookieOptions(maxAge));
  jar.set(CART_HINT_COOKIE, '1', { ...guidCookieOptions(maxAge), httpOnly: false });
}

/** Forgets the guest cart (merged into a customer's, or a value that is no guid). */
export function clearCartGuid(jar: CookieJar): void {
  jar.set(CART_GUID_COOKIE, '', guidCookieOptions(0));
  jar.set(CART_HINT_COOKIE, '', { ...guidCookieOptions(0), httpOnly: false });
}

/**
 * The guid cookie after a cart call (issue 12): a customer's answer means the guest cart the
 * cookie named (`held`, its raw value) is theirs now (merged by the call), so the cookie goes; a
 * guest's answer naming a guid sets or refreshes it (7 days, §9); guid '' means the cookie named no
 * cart the API keeps (expired, merged, or not a guid at all).
 */
export function keepCartGuid(jar: CookieJar, customer: boolean, held: string | undefined, cart: Pick<GlobalCart, 'guid'>): void {
  if (customer) {
    if (held !== undefined) clearCartGuid(jar);
  } else if (CART_GUID_PATTERN.test(cart.guid)) {
    writeCartGuid(jar, cart.guid);
  } else if (held !== undefined) {
    clearCartGuid(jar);
  }
}

/** The visitor's city (§4 city cookie, §9 fallback) as the cart calls take it: a flash sale there prices the entries. */
export function cartCityOf(jar: Pick<CookieJar, 'get'>): string {
  return parseCityCookie(jar.get(CITY_COOKIE)?.value).cityIsocode;
}

export type CartPage = { cart: GlobalCart; loggedIn: boolean } | { cart: null; loggedIn: boolean };

/**
 * /cart: the visitor's cart with doUpdateHiddenEntries (what is no longer sold is dropped and
 * quantities above stock lowered, each with a notice to show). A guest without a cart yet has an
 * empty one without asking the API. A failed call is `cart: null`: the page says so rather than
 * showing an empty cart that is not.
 */
export async function loadCartPage(): Promise<CartPage> {
  const [jar, api] = await Promise.all([cookies(), getApi()]);
  const loggedIn = api.caller === 'customer';
  const guid = cartGuidOf(jar);
  if (!loggedIn && !guid) return { cart: emptyCart(), loggedIn };
  try {
    const cart = await api.call(cartCalls.globalCart, {
      query: { ...(guid ? { guid } : {}), cityCode: cartCityOf(jar), doUpdateHiddenEntries: 'true' },
    });
    return { cart, loggedIn };
  } catch (error) {
    console.error('[cart] the cart page could not load the cart', error);
    return { cart: null, loggedIn };
  }
}

function emptyCart(): GlobalCart {
  return { guid: '', entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0, notices: [] };
}

/** Codes that cannot be ordered now (products/stock: none left). */
export type SoldOutCodes = ReadonlySet<string>;

/**
 * §7 products/stock for the items a page offers: the codes sold out. The buy buttons are left out
 * for those; when the call fails every item keeps its buttons (adding one then says why it cannot).
 */
export async function loadSoldOut(codes: readonly string[]): Promise<SoldOutCodes> {
  const unique = [...new Set(codes)].slice(0, 50);
  if (unique.length === 0) return new Set();
  const api = await getApi();
  const answer = await api.soft(cartCalls.productStock, { body: { codes: unique } });
  return new Set(answer?.stocks.filter((s) => !s.inStock).map((s) => s.code) ?? []);
}

/** A merge must not hold a login up long: past this the cart is merged at the customer's next cart call instead. */
const MERGE_TIMEOUT_MS = 5_000;

/**
 * Right after a login (§4, issue 12): a guest cart in this browser joins the customer's cart, so
 * the badge of the first page they see counts both. The customer's call naming the guid merges it
 * (cartCalls.globalCart), then the cookie goes. Never fails the login: on any failure the cookie
 * stays, and the customer's next cart call (the header's count, the cart route) names it again.
 */
export async function mergeGuestCart(tokens: TokenPair): Promise<void> {
  try {
    const jar = await cookies();
    if (!jar.get(CART_GUID_COOKIE)?.value) return;
    const guid = cartGuidOf(jar);
    if (guid) {
      const clientIp = clientIpOf(await headers());
      const api = createApi({ caller: 'customer', token: tokens.accessToken, ...(clientIp ? { clientIp } : {}) });
      await api.call(cartCalls.globalCart, { query: { guid, doUpdateHiddenEntries: 'false' } }, { timeoutMs: MERGE_TIMEOUT_MS });
    }
    clearCartGuid(jar);
  } catch (error) {
    console.warn(`[cart] guest cart not merged at login (kept for the next call): ${(error as Error).message}`);
  }
}
