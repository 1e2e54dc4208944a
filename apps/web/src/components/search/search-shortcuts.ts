import type { CallInput } from '@kemudi/domain/contracts/call';
import type { siteCalls } from '@kemudi/domain/contracts/site';
import { MEDIA } from '@kemudi/domain/media';
import { SITE_MENU } from '@kemudi/domain/vocabulary';
import { requestCall } from '@/lib/browser-api';

/*
 * The phone search overlay's quick menu (§2 "Quick-menu shortcuts"): §7 menu category through the
 * site's own proxy route, parsed with the call's contract (SitePath links and icons only), else the
 * built-in §2 list. Loaded with the overlay; the contract (and zod with it) loads when the phone's
 * search button is first touched (header-search.tsx).
 */

export type Shortcut = { name: string; url: string; iconUrl: string };

/** §2 search quick-menu shortcuts, shown when the menu call fails (the same list the API seeds). */
export const BUILT_IN_SHORTCUTS: readonly Shortcut[] = SITE_MENU['quick-menu'].map(({ name, url, icon }) => ({
  name,
  url,
  iconUrl: MEDIA.icon(icon),
}));

/** GET content/v1/menu/category?location=quick-menu; throws on a network error, a non-2xx answer, a broken contract or an empty menu. */
export async function fetchShortcuts(signal: AbortSignal): Promise<Shortcut[]> {
  const query: CallInput<typeof siteCalls.menu>['query'] = { location: 'quick-menu' };
  const items = await requestCall((c) => c.siteCalls.menu, { query }, { signal, timeoutMs: null, cache: 'default' });
  if (items.length === 0) throw new Error('menu/category: menu pintasan kosong');
  return items.map(({ name, url, iconUrl }) => ({ name, url, iconUrl }));
}
