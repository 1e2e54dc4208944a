'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { CART_EVENT, cartCountOf } from '@/components/cart/cart-event';
import { CART_HINT_COOKIE, SESSION_HINT_COOKIE } from '@/lib/hint-cookies';
import { exchange } from '@/lib/browser-api';
import { VISITOR_URL } from '@/lib/visitor-answer';

/*
 * Who is visiting, as the shared layout's islands show it (issue 14): the header's account slot
 * and cart badges, the drawer's greeting, account link, wallet and Keluar, and the customer-only
 * islands. The layout's HTML is the same for everyone in a city (a cached page is shared), so it
 * is always the guest's; this store turns it into the customer's in the browser.
 *
 * The hint cookies (lib/layout.ts; their names in lib/hint-cookies.ts) decide whether to ask at
 * all: none → a guest with an empty cart, and no request. A session hint newly seen → GET
 * /api/visitor (issue 26, lib/visitor-answer.ts): who is visiting (§4 login state, as
 * /api/user-authentication: no session → guest and the hint forgotten; any failure → guest, §8) and
 * the §9 count in one call. A cart hint, or a session already known → GET the cart without touching
 * it for the count. One check per page load shared by every island, again only when the hints change
 * (a client-side navigation, the tab shown again after logging in or out in another), and the
 * 'kemudi:cart' event keeps the count current in between (components/cart/cart-event.ts).
 */

export type VisitorState = 'guest' | 'loading' | 'customer';

export interface Visitor {
  /** 'loading' while the user-auth answer is awaited (the guest markup stays meanwhile). */
  readonly state: VisitorState;
  /** The customer as the header and drawer greet them; null unless state is 'customer'. */
  readonly user: { readonly name: string } | null;
  /** §3 totalGlobalNonBundleUnitCount; 0 without a cart, or while it is not known. */
  readonly cartCount: number;
}

/** The server's render and the first client render (hydration): the same markup for everyone. */
export const GUEST_VISITOR: Visitor = { state: 'guest', user: null, cartCount: 0 };

const CART_COUNT_URL = '/api/cart/v1/global-cart?doUpdateHiddenEntries=false';

let visitor: Visitor = GUEST_VISITOR;
/** The hints the current answer was asked for ('' none, 's' session, 'c' cart); null before the first check. */
let checkedHints: string | null = null;
/** Bumped by every check, so an answer to an earlier one is dropped. */
let checks = 0;
/** Bumped by every cart event: a count read before one is older than it. */
let cartEvents = 0;
/** The user-auth answer for the session hint held now (asked once per appearance of the hint). */
let userAnswer: Promise<Visitor['user']> = Promise.resolve(null);
const listeners = new Set<() => void>();

function publish(next: Visitor): void {
  if (next.state === visitor.state && next.user?.name === visitor.user?.name && next.cartCount === visitor.cartCount) return;
  visitor = next;
  listeners.forEach((listener) => listener());
}

function hintsNow(): string {
  const names = new Set(document.cookie.split(';').map((part) => part.trim().split('=')[0]));
  return `${names.has(SESSION_HINT_COOKIE) ? 's' : ''}${names.has(CART_HINT_COOKIE) ? 'c' : ''}`;
}

/** The status and body of a GET; throws when no answer came (each caller's catch says what that means). */
async function askJson(url: string): Promise<{ status: number; body: unknown }> {
  const answer = await exchange(url);
  if (!answer) throw new Error(`${url}: no answer`);
  return answer;
}

const dataOf = (body: unknown): Record<string, unknown> | null => {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
};

const countOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/**
 * §4 and §9 in one call (/api/visitor): the customer, or null for a guest and on any failure (§8),
 * and the cart count, or null when it cannot be had. No session behind the hint (its cookies ran
 * out or were cleared): the hint is forgotten, so later pages do not ask again.
 */
async function askVisitor(): Promise<{ user: Visitor['user']; cartCount: number | null }> {
  try {
    const { status, body } = await askJson(VISITOR_URL);
    const data = status === 200 ? dataOf(body) : null;
    if (data?.signedOut === true) {
      document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    }
    const user = data?.user;
    const name = typeof user === 'object' && user !== null ? (user as { name?: unknown }).name : undefined;
    return { user: typeof name === 'string' && name !== '' ? { name } : null, cartCount: countOf(data?.cartCount) };
  } catch {
    return { user: null, cartCount: null };
  }
}

/** §9 the badge's count; null when it cannot be had (the badge keeps what it shows). */
async function askCartCount(): Promise<number | null> {
  try {
    const { status, body } = await askJson(CART_COUNT_URL);
    return status === 200 ? countOf(dataOf(body)?.totalGlobalNonBundleUnitCount) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the hints and, when they changed since the last check, asks what they point at: the user
 * when a session hint appeared, the cart count whenever there is a hint. Cheap when nothing
 * changed (a cookie read), so any island may call it at any time.
 */
export function checkVisitor(): void {
  const hints = hintsNow();
  if (hints === checkedHints) return;
  const hadSession = checkedHints?.includes('s') ?? false;
  checkedHints = hints;
  const check = ++checks;
  const session = hints.includes('s');
  if (!session && !hints.includes('c')) return publish(GUEST_VISITOR);

  // A new session hint is asked about, with the count, in one call; one already held keeps its answer
  // (asked, or being asked) and only the count is asked; none is a guest.
  const eventsBefore = cartEvents;
  let countAnswer: Promise<number | null>;
  if (session && !hadSession) {
    const both = askVisitor();
    userAnswer = both.then((answer) => answer.user);
    countAnswer = both.then((answer) => answer.cartCount);
    publish({ ...visitor, state: 'loading', user: null });
  } else {
    if (!session) {
      userAnswer = Promise.resolve(null);
      publish({ ...visitor, state: 'guest', user: null });
    }
    countAnswer = askCartCount();
  }

  void Promise.all([userAnswer, countAnswer]).then(([user, count]) => {
    if (check !== checks) return;
    // A cart event after the count was asked is newer than the count.
    const cartCount = count === null || cartEvents !== eventsBefore ? visitor.cartCount : count;
    publish({ state: user ? 'customer' : 'guest', user, cartCount });
  });
}

function onCartEvent(event: Event): void {
  const count = cartCountOf(event);
  if (count === null) return;
  cartEvents += 1;
  publish({ ...visitor, cartCount: count });
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'visible') checkVisitor();
}

/** Subscribes to the store; the first subscriber starts the first check and the page-wide listeners. */
export function subscribeVisitor(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(CART_EVENT, onCartEvent);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  checkVisitor();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(CART_EVENT, onCartEvent);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    }
  };
}

export function getVisitor(): Visitor {
  return visitor;
}

const getServerVisitor = (): Visitor => GUEST_VISITOR;

/**
 * The visitor as the layout's islands render it: the guest on the server and at hydration (so the
 * markup matches), then what the hints and the calls say. A page change re-reads the hints: a
 * login or logout, or the first cart, sets or clears them on the way.
 */
export function useVisitor(): Visitor {
  const pathname = usePathname();
  useEffect(checkVisitor, [pathname]);
  return useSyncExternalStore(subscribeVisitor, getVisitor, getServerVisitor);
}
