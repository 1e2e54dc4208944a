import 'server-only';

import { FALLBACK_CITY, FALLBACK_PROVINCE, HEADER_CITY_OPTIONS } from '@kemudi/domain/constants';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { apiClient } from './api-client';
import { readSession } from './session';
import { SitePath } from './schemas';

/*
 * What the shared layout (§2) needs on every page: the menus, who is visiting, the cart count and
 * the chosen city. Each part fails soft: a failed user-auth call means a guest (§8), a failed cart
 * call means no badge, a failed menu call means the built-in menu of §2.
 */

export const CITY_COOKIE = 'kemudi_city';
export const CART_GUID_COOKIE = 'kemudi_cart_guid';

const MenuItem = z.object({ location: z.string(), name: z.string(), url: SitePath, icon: z.string(), hideOnMobile: z.boolean() });
export type MenuItem = z.infer<typeof MenuItem>;
const MenuAnswer = z.object({ data: z.array(MenuItem) });

export type LayoutMenu = { header: MenuItem[]; purnaJual: MenuItem[]; quickMenu: MenuItem[] };
export type LayoutUser = { name: string } | null;
export type LayoutCity = { provinceIsocode: string; cityIsocode: string; name: string };
export type LayoutData = { menu: LayoutMenu; user: LayoutUser; cartCount: number; city: LayoutCity };

/** §2 desktop header and Purna Jual submenu, used when the menu call fails. */
const BUILT_IN_MENU: LayoutMenu = {
  header: [
    ['Mobil Baru', '/c/mobil-baru-toyota', 'car', true],
    ['Purna Jual', '/services-toyota', 'wrench', false],
    ['Promo', '/promosi', 'promo', false],
    ['Test Drive', '/c/testdrive-toyota', 'steering', false],
    ['Mobil Bekas', '/c/certified-used-car-toyota', 'used-car', false],
    ['Dealer Toyota', '/dealer-toyota', 'dealer', false],
    ['Review Produk', '/review-produk', 'review', false],
  ].map(([name, url, icon, hideOnMobile]) => ({ location: 'header', name, url, icon, hideOnMobile }) as MenuItem),
  purnaJual: [
    ['Servis Booking', '/services-toyota/booking-service', 'wrench'],
    ['Kupon Servis', '/c/kupon-service', 'coupon'],
    ['Aksesoris', '/aksesoris', 'accessory'],
    ['Suku Cadang', '/services-toyota/suku-cadang', 'part'],
    ['Tukar Tambah', '/services-toyota/tukar-tambah', 'exchange'],
    ['Paket Servis', '/c/paketservistoyota', 'package'],
  ].map(([name, url, icon]) => ({ location: 'purna-jual', name, url, icon, hideOnMobile: false }) as MenuItem),
  quickMenu: [],
};

async function loadMenu(): Promise<LayoutMenu> {
  try {
    const items = MenuAnswer.parse(await apiClient.get<unknown>('/api/content/v1/menu/category')).data;
    const at = (location: string) => items.filter((i) => i.location === location);
    const menu = { header: at('header'), purnaJual: at('purna-jual'), quickMenu: at('quick-menu') };
    return menu.header.length > 0 ? menu : BUILT_IN_MENU;
  } catch {
    return BUILT_IN_MENU;
  }
}

const CurrentUser = z.object({ data: z.object({ name: z.string().min(1) }) });

/** §4 login state from the user-auth call; any failure means a guest (§8 "Treated as logged out"). */
async function loadUser(accessToken: string | undefined): Promise<LayoutUser> {
  if (!accessToken) return null;
  try {
    const answer = await apiClient.get<unknown>('/api/customer/v1/saphybris/customers/current', {
      token: accessToken,
      query: { deviceType: 'web' },
    });
    return { name: CurrentUser.parse(answer).data.name };
  } catch {
    return null;
  }
}

const CartAnswer = z.object({ data: z.object({ totalGlobalNonBundleUnitCount: z.number().int().min(0) }) });

/** §7 cart: the global fetch answers data.totalGlobalNonBundleUnitCount; no cart or a failure → 0. */
async function loadCartCount(guid: string | undefined, accessToken: string | undefined): Promise<number> {
  if (!guid && !accessToken) return 0;
  try {
    const answer = await apiClient.get<unknown>('/api/cart/v1/global-cart', {
      ...(accessToken ? { token: accessToken } : {}),
      query: { ...(guid ? { guid } : {}), doUpdateHiddenEntries: 'false' },
    });
    return CartAnswer.parse(answer).data.totalGlobalNonBundleUnitCount;
  } catch {
    return 0;
  }
}

const CityCookie = z.object({ p: z.string().regex(/^[a-z_]{2,60}$/), c: z.string().regex(/^\d{4}$/), n: z.string().min(1).max(80) });

/** The chosen city (a cookie the city picker sets), else the §9 fallback dki_jakarta / 0080. */
export function parseCityCookie(raw: string | undefined): LayoutCity {
  const fallback = HEADER_CITY_OPTIONS.find((o) => o.cityIso === FALLBACK_CITY);
  const defaults = { provinceIsocode: FALLBACK_PROVINCE, cityIsocode: FALLBACK_CITY, name: fallback?.label ?? 'Jakarta Pusat' };
  if (!raw) return defaults;
  try {
    const parsed = CityCookie.safeParse(JSON.parse(raw));
    return parsed.success ? { provinceIsocode: parsed.data.p, cityIsocode: parsed.data.c, name: parsed.data.n } : defaults;
  } catch {
    return defaults;
  }
}

/** Loaded once per request, whichever server components ask. */
export const loadLayout = cache(async (): Promise<LayoutData> => {
  const jar = await cookies();
  const session = await readSession();
  const [menu, user, cartCount] = await Promise.all([
    loadMenu(),
    loadUser(session.accessToken),
    loadCartCount(jar.get(CART_GUID_COOKIE)?.value, session.accessToken),
  ]);
  return { menu, user, cartCount, city: parseCityCookie(jar.get(CITY_COOKIE)?.value) };
});
