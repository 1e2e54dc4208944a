import { SITE_PAGE_LIST } from '@kemudi/domain/pages';
import { describe, expect, it } from 'vitest';
import { appRoutes, routePattern } from '@/test/app-routes';

/*
 * Issue 28: a page's path lives in the page table (packages/domain/src/pages.ts), from which the
 * edge's cache, the sitemap, ROUTES and the menus are made. A page added under src/app without a
 * row there would be silently uncached and unlisted; a row whose page was moved or removed would
 * send links and the sitemap to a 404.
 */
describe('the page table and the pages under src/app', () => {
  const pages = appRoutes('page.tsx').map(routePattern);
  const rows = SITE_PAGE_LIST.map((page) => page.path);

  it('has a row, shared or personal, for every page', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.filter((path) => !rows.includes(path)), 'pages with no row in SITE_PAGES').toEqual([]);
  });

  it('names only pages that exist', () => {
    expect(rows.filter((path) => !pages.includes(path)), 'rows of SITE_PAGES with no page.tsx').toEqual([]);
  });

  it('writes folders as the table does: [param] as :param, route groups and slots left out', () => {
    expect(routePattern('/mobil-baru-toyota/p/[model]/booking')).toBe('/mobil-baru-toyota/p/:model/booking');
    expect(routePattern('/(toko)/aksesoris/@modal/p/[code]')).toBe('/aksesoris/p/:code');
    expect(routePattern('/(beranda)')).toBe('/');
    expect(routePattern('/docs/[...path]')).toBe('/docs/[...path]');
  });
});
