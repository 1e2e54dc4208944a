import 'server-only';

import { customerCalls } from '@kemudi/domain/contracts/customer';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { CITY_COOKIE, parseCityCookie, type ChosenCity } from '@/lib/city';
import type { LayoutData, LayoutUser } from '@/lib/layout';
import { getApi } from '../api';
import { loadSiteMenu } from '../site';

/*
 * What the shared layout (§2) needs on every page: the menus and the chosen city — the same for
 * every visitor in one city, so a cached page's HTML can be shared (issue 14). Who is visiting,
 * their cart count and their wallet are asked by the layout's client islands in the browser
 * (components/header/visitor.ts); loadVisitorUser() is for the uncached pages that decide on the
 * server whether a customer is logged in (the login pages send one on). Each part fails soft: a
 * failed user-auth call means a guest (§8), a failed menu call means the built-in menu of §2.
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
