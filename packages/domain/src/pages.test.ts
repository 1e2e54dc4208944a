import { describe, expect, it } from 'vitest';
import { CRAWL_DISALLOW, fillPath, isPathPattern, pathPatternRegExp, SITE_PAGE_LIST, SITE_PAGES, STATIC_SITEMAP_PATHS } from './pages';
import { ROUTES } from './routes';

const disallowed = (path: string) => CRAWL_DISALLOW.some((prefix) => path.startsWith(prefix));

describe('the page table (issue 28)', () => {
  it('writes each page once, as a path from the root with :params as whole segments', () => {
    const paths = SITE_PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path, path).toMatch(/^\/$|^(\/(:[a-zA-Z]\w*|[a-z0-9][a-z0-9-]*))+$/);
  });

  it('never lists in the sitemap a page robots.txt keeps crawlers out of', () => {
    for (const page of SITE_PAGE_LIST.filter((p) => p.sitemap)) expect(disallowed(page.path), page.path).toBe(false);
    expect(STATIC_SITEMAP_PATHS).toContain('/prestasi');
    expect(STATIC_SITEMAP_PATHS).not.toContain('/search/global');
    expect(STATIC_SITEMAP_PATHS.some(isPathPattern)).toBe(false);
  });

  it('keeps crawlers out of the cart, the account and search results, each a section of the table', () => {
    for (const prefix of CRAWL_DISALLOW.filter((p) => p !== '/api/')) {
      expect(SITE_PAGE_LIST.some((page) => page.path.startsWith(prefix)), prefix).toBe(true);
    }
    expect(disallowed(SITE_PAGES.myOrder.path)).toBe(true);
    expect(disallowed(SITE_PAGES.checkout.path)).toBe(false);
  });

  it('gives every page a link in ROUTES under its own key', () => {
    for (const key of Object.keys(SITE_PAGES)) expect(ROUTES, key).toHaveProperty(key);
    expect(ROUTES.achievements).toBe('/prestasi');
    expect(ROUTES.promo('akhir tahun/2026')).toBe('/promosi/akhir%20tahun%2F2026');
    expect(ROUTES.newCarBooking('avanza', 'G CVT')).toBe('/mobil-baru-toyota/p/avanza/booking?variant=G%20CVT');
  });
});

describe('fillPath', () => {
  it('fills each :param with one encoded segment', () => {
    expect(fillPath('/myaccount/pesanan/:orderNo/kuitansi', { orderNo: 'ORD 1/2' })).toBe('/myaccount/pesanan/ORD%201%2F2/kuitansi');
  });

  it('refuses a pattern whose parameter is missing', () => {
    const params: Record<string, string> = {};
    expect(() => fillPath('/promosi/:slug', params as { slug: string })).toThrow('slug');
  });
});

describe('pathPatternRegExp', () => {
  it('matches a :param as one non-empty segment and a static path exactly', () => {
    const model = pathPatternRegExp(SITE_PAGES.model.path);
    expect(model.test('/mobil-baru-toyota/p/avanza')).toBe(true);
    expect(model.test('/mobil-baru-toyota/p/')).toBe(false);
    expect(model.test('/mobil-baru-toyota/p/avanza/booking')).toBe(false);
    expect(pathPatternRegExp('/promosi').test('/promosi/')).toBe(false);
    expect(pathPatternRegExp('/').test('/')).toBe(true);
  });
});
