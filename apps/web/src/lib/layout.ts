/*
 * What the shared layout (§2) shows on every page: the menus, who is visiting, the cart count and
 * the chosen city. Pure types and helpers, for the layout's loader (src/server/layout) and the
 * header, bottom bar and drawer that render it.
 */
import type { MenuItem } from '@kemudi/domain/contracts/site';
import { SITE_MENU, type MenuEntry, type MenuLocation } from '@kemudi/domain/vocabulary';
import type { ChosenCity } from './city';

/** The §2 menus by location, as SITE_MENU holds them (the API's items carry more than a MenuEntry). */
export type SiteMenu = Readonly<Record<MenuLocation, readonly MenuEntry[]>>;

/** A logged-in customer (§3 User), as the header and the drawer greet them; null for a guest. */
export type LayoutUser = { name: string } | null;

/**
 * A logged-in customer's AstraPay wallet as the drawer shows it (issue 11, §7 get-balance): linked
 * or not, the balance in Rupiah (null when AstraPay cannot tell now) and the AstraPoints. Null for
 * a guest (no call is made) or when the call failed; left out by callers that never show it.
 */
export type LayoutWallet = { linked: boolean; balance: number | null; points: number } | null;

export type LayoutData = { menu: SiteMenu; user: LayoutUser; cartCount: number; city: ChosenCity; wallet?: LayoutWallet };

/** §4/§9: the guest cart's guid cookie (kept 7 days), set by the cart. */
export const CART_GUID_COOKIE = 'kemudi_cart_guid';

/**
 * The menu call's items by location, in the API's order; the built-in §2 menu (SITE_MENU) when
 * the call failed (null) or answered no header menu.
 */
export function siteMenuOf(items: readonly MenuItem[] | null): SiteMenu {
  if (!items?.some((item) => item.location === 'header')) return SITE_MENU;
  const at = (location: MenuLocation) => items.filter((item) => item.location === location);
  return { header: at('header'), 'purna-jual': at('purna-jual'), 'quick-menu': at('quick-menu'), 'home-tile': at('home-tile') };
}
