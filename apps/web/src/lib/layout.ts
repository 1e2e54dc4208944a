/*
 * What the shared layout (§2) shows on every page: the menus and the chosen city, the same for
 * every visitor in one city (issue 14: a cached page's HTML is shared by every guest and customer
 * there), and — apart from it — who is visiting, their cart count and wallet, which the header,
 * bottom bar and drawer learn in the browser (components/header/visitor.ts). Pure types, names and
 * helpers.
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

/** What the shared layout renders on the server: nothing personal (issue 14). */
export type LayoutData = { menu: SiteMenu; city: ChosenCity };

/** §4/§9: the guest cart's guid cookie (kept 7 days), set by the cart. */
export const CART_GUID_COOKIE = 'kemudi_cart_guid';

/*
 * Hint cookies (issue 14): readable by the page's scripts, holding no secret, only '1'. They tell
 * the layout's client islands whether asking is worth it at all, so a guest's page makes no extra
 * request: the session hint lives while the customer's HttpOnly token pair does (server/session.ts),
 * the cart hint while the guest cart's guid cookie does (server/cart.ts). The tokens and the guid
 * themselves stay HttpOnly; a hint that lies costs one answered request (401, an empty cart), never access.
 */
export { CART_HINT_COOKIE, SESSION_HINT_COOKIE } from './hint-cookies';

/**
 * The menu call's items by location, in the API's order; the built-in §2 menu (SITE_MENU) when
 * the call failed (null) or answered no header menu.
 */
export function siteMenuOf(items: readonly MenuItem[] | null): SiteMenu {
  if (!items?.some((item) => item.location === 'header')) return SITE_MENU;
  const at = (location: MenuLocation) => items.filter((item) => item.location === location);
  return { header: at('header'), 'purna-jual': at('purna-jual'), 'quick-menu': at('quick-menu'), 'home-tile': at('home-tile') };
}
