import 'server-only';

import { cartCalls } from '@kemudi/domain/contracts/cart';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { CITY_COOKIE, parseCityCookie, type ChosenCity } from '@/lib/city';
import { CART_GUID_COOKIE, type LayoutData, type LayoutUser, type LayoutWallet } from '@/lib/layout';
import { getApi, type Api } from '../api';
import { loadSiteMenu } from '../site';

/*
 * What the shared layout (§2) needs on every page: the menus, who is visiting, the cart count and
 * the chosen city. Each part fails soft: a failed user-auth call means a guest (§8), a failed cart
 * call means no badge, a failed menu call means the built-in menu of §2.
 */

/** The chosen city, as the loaders of city-dependent pages read it (loadLayout().city). */
export type LayoutCity = ChosenCity;

/** §4 login state from the user-auth call, for a customer only; any failure means a guest (§8 "Treated as logged out"). */
async function loadUser(api: Api): Promise<LayoutUser> {
  if (api.caller !== 'customer') return null;
  const customer = await api.soft(customerCalls.current, { query: { deviceType: 'web' } });
  return customer ? { name: customer.name } : null;
}

/** §7 cart: the global fetch answers data.totalGlobalNonBundleUnitCount; no cart or a failure → 0. */
async function loadCartCount(api: Api, guid: string | undefined): Promise<number> {
  if (!guid && api.caller !== 'customer') return 0;
  const cart = await api.soft(cartCalls.globalCart, { query: { ...(guid ? { guid } : {}), doUpdateHiddenEntries: 'false' } });
  return cart?.totalGlobalNonBundleUnitCount ?? 0;
}

const WALLET_TIMEOUT_MS = 3_000;

/** The customer's AstraPay wallet for the drawer (issue 11); a guest makes no call, a failure shows none. */
async function loadWallet(api: Api): Promise<LayoutWallet> {
  if (api.caller !== 'customer') return null;
  // Every customer page waits for this: a slow AstraPay (the API allows it 15 s) costs the drawer its wallet line, not the page its speed.
  const wallet = await api.soft(loyaltyCalls.getBalance, { query: { device: 'web' } }, { timeoutMs: WALLET_TIMEOUT_MS });
  return wallet ? { linked: wallet.linked, balance: wallet.balance, points: wallet.points } : null;
}

/** Loaded once per request, whichever server components ask. */
export const loadLayout = cache(async (): Promise<LayoutData> => {
  const [jar, api] = await Promise.all([cookies(), getApi()]);
  const [menu, user, cartCount, wallet] = await Promise.all([
    loadSiteMenu(),
    loadUser(api),
    loadCartCount(api, jar.get(CART_GUID_COOKIE)?.value),
    loadWallet(api),
  ]);
  // A failed user-auth call means a guest (§8): no wallet shown either.
  return { menu, user, cartCount, city: parseCityCookie(jar.get(CITY_COOKIE)?.value), wallet: user ? wallet : null };
});
