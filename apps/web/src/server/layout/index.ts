import 'server-only';

import { cartCalls } from '@kemudi/domain/contracts/cart';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { CITY_COOKIE, parseCityCookie, type ChosenCity } from '@/lib/city';
import { CART_GUID_COOKIE, type LayoutData, type LayoutUser, type LayoutWallet, type VisitorData } from '@/lib/layout';
import { getApi, type Api } from '../api';
import { loadSiteMenu } from '../site';

/*
 * What the shared layout (§2) needs on every page: the menus and the chosen city — the same for
 * every visitor in one city, so a cached page's HTML can be shared (issue 14). Who is visiting,
 * their cart count and their wallet are asked by the layout's client islands in the browser
 * (components/header/visitor.ts); loadVisitor() is for the pages that still need them on the
 * server (the login pages, My Account's loyalty, the buy panels). Each part fails soft: a failed
 * user-auth call means a guest (§8), a failed cart call means no badge, a failed menu call means
 * the built-in menu of §2.
 */

/** The chosen city, as the loaders of city-dependent pages read it (loadLayout().city). */
export type LayoutCity = ChosenCity;

/** Loaded once per request, whichever server components ask. Makes no customer call. */
export const loadLayout = cache(async (): Promise<LayoutData> => {
  const [jar, menu] = await Promise.all([cookies(), loadSiteMenu()]);
  return { menu, city: parseCityCookie(jar.get(CITY_COOKIE)?.value) };
});

/**
 * §4 login state from the user-auth call, for a customer only; any failure means a guest (§8
 * "Treated as logged out"). Once per request.
 */
export const loadVisitorUser = cache(async (): Promise<LayoutUser> => {
  const api = await getApi();
  if (api.caller !== 'customer') return null;
  const customer = await api.soft(customerCalls.current, { query: { deviceType: 'web' } });
  return customer ? { name: customer.name } : null;
});

/** §7 cart: the global fetch answers data.totalGlobalNonBundleUnitCount; no cart or a failure → 0. */
async function loadCartCount(api: Api, guid: string | undefined): Promise<number> {
  if (!guid && api.caller !== 'customer') return 0;
  const cart = await api.soft(cartCalls.globalCart, { query: { ...(guid ? { guid } : {}), doUpdateHiddenEntries: 'false' } });
  return cart?.totalGlobalNonBundleUnitCount ?? 0;
}

const WALLET_TIMEOUT_MS = 3_000;

/** The AstraPay wallet call; a guest makes none, a failure shows none. */
async function loadWallet(api: Api): Promise<LayoutWallet> {
  if (api.caller !== 'customer') return null;
  // A slow AstraPay (the API allows it 15 s) costs the page its wallet line, not its speed.
  const wallet = await api.soft(loyaltyCalls.getBalance, { query: { device: 'web' } }, { timeoutMs: WALLET_TIMEOUT_MS });
  return wallet ? { linked: wallet.linked, balance: wallet.balance, points: wallet.points } : null;
}

/**
 * The customer's AstraPay wallet (issue 11), asked beside the user-auth call: null for a guest
 * (no call is made), for a customer whose user-auth call failed (a guest, §8), or on a failure.
 */
export const loadVisitorWallet = cache(async (): Promise<LayoutWallet> => {
  const [user, wallet] = await Promise.all([loadVisitorUser(), getApi().then(loadWallet)]);
  return user ? wallet : null;
});

/** Who is visiting, their cart count and wallet, once per request: for pages, never for the shared layout. */
export const loadVisitor = cache(async (): Promise<VisitorData> => {
  const [jar, api] = await Promise.all([cookies(), getApi()]);
  const [user, cartCount, wallet] = await Promise.all([loadVisitorUser(), loadCartCount(api, jar.get(CART_GUID_COOKIE)?.value), loadVisitorWallet()]);
  return { user, cartCount, wallet };
});
