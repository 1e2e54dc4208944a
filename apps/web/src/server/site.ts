import 'server-only';

import { siteCalls, type SitemapEntry } from '@kemudi/domain/contracts/site';
import { headers } from 'next/headers';
import { cache } from 'react';
import { siteMenuOf, type SiteMenu } from '@/lib/layout';
import { getApi } from './api';
import { env } from './env';

/*
 * Site-wide values every page needs, in one place: the public origin (canonical URLs, Open Graph,
 * JSON-LD), the §2 menus and the sitemap's pages (§7 menu category, sitemap; contracts in
 * packages/domain/src/contracts/site.ts).
 */

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The public origin of this request, for canonical and JSON-LD URLs: SITE_URL when set, else the
 * (forwarded) Host header — checked to be a plain host[:port] so a forged header cannot inject
 * markup — and http://localhost:3000 when absent.
 */
export async function loadSiteOrigin(): Promise<string> {
  if (env.SITE_URL) return env.SITE_URL;
  const h = await headers();
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? '').split(',')[0]?.trim() ?? '';
  const proto = (h.get('x-forwarded-proto') ?? '').split(',')[0]?.trim();
  if (!HOST.test(host)) return 'http://localhost:3000';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * §7 menu category, every location at once: the header, the Purna Jual submenu, the search
 * shortcuts and the home tiles. The built-in §2 menu (SITE_MENU) when the call fails. Once per
 * request, whichever server components ask; the same for every visitor (a shared call: the system
 * token's cached answer, also on a customer's page).
 */
export const loadSiteMenu = cache(async (): Promise<SiteMenu> => siteMenuOf(await (await getApi()).soft(siteCalls.menu)));

/**
 * §7 sitemap: every public page the API knows, in its order (static pages of §2 first), as site
 * paths — the web adds its own public origin, as for canonical URLs. Read at request time, never
 * at build time (the API may not run during `next build`).
 */
export async function loadSitemapPages(): Promise<SitemapEntry[]> {
  return (await getApi()).require(siteCalls.sitemap);
}
