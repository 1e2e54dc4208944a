/**
 * The site as a whole: its menus (§2, §7 menu category), its sitemap (§7 sitemap) and the version
 * of its data (issue 14: the web server's page cache asks it to learn when anything changed).
 */
import { z } from 'zod';
import { defineCall } from './call';
import { SitePath } from './common';

export const MENU_LOCATIONS = ['header', 'purna-jual', 'quick-menu', 'home-tile', 'footer'] as const;
const MenuQuery = z.object({
  location: z.enum(MENU_LOCATIONS).optional().describe('Absent = every location, flat, ordered by location then position'),
});
export const MenuItem = z.object({
  id: z.number().int(),
  location: z.string(),
  name: z.string(),
  url: SitePath,
  icon: z.string(),
  /** The drawn icon (MEDIA.icon). */
  iconUrl: SitePath,
  hideOnMobile: z.boolean(),
  sortOrder: z.number().int(),
});
export type MenuItem = z.infer<typeof MenuItem>;
export const MenuList = z.array(MenuItem);

export const SITEMAP_KINDS = [
  'static',
  'model',
  'used-car',
  'accessory',
  'coupon',
  'package',
  'promo',
  'article',
  'branch',
  'salesman',
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export const SitemapEntry = z.object({
  /** Site path, e.g. /mobil-baru-toyota/p/avanza: the web adds its own origin, and never another host. */
  url: SitePath,
  lastModified: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
    .describe('YYYY-MM-DD: the latest dated thing the page shows, never after today'),
  kind: z.enum(SITEMAP_KINDS),
});
export type SitemapEntry = z.infer<typeof SitemapEntry>;
export const SitemapList = z.array(SitemapEntry);

/**
 * The database's data version (table data_version): a counter bumped by every change to a
 * catalogue or content table. Issue 14: a cached page is good while this number stays the same.
 */
export const DataVersionData = z.object({
  version: z.number().int().nonnegative().describe('Grows with every change to what the site shows everyone; never goes down'),
  changedAt: z.string().describe('ISO 8601 time of the last change, e.g. 2026-11-22T03:00:00.000Z'),
});
export type DataVersionData = z.infer<typeof DataVersionData>;

export const siteCalls = {
  /** §7 menu category */
  menu: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/menu/category', query: MenuQuery, data: MenuList }),
  /** §7 sitemap */
  sitemap: defineCall({ method: 'GET', shared: true, path: '/api/parameter/v1/sitemap', data: SitemapList }),
  /** Issue 14: the data version, read from the database on every call (never cached). */
  dataVersion: defineCall({ method: 'GET', path: '/api/content/v1/data-version', data: DataVersionData }),
} as const;
