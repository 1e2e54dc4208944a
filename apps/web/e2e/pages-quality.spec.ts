import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

// Issue 4: every page type, one of each, checked the same way — axe-core finds no serious or
// critical violation, there is one h1, a breadcrumb (visible and as BreadcrumbList JSON-LD),
// every JSON-LD block parses, and the canonical URL and Open Graph title are set.

const LISTS = [
  '/c/mobil-baru-toyota',
  '/c/certified-used-car-toyota',
  '/services-toyota',
  '/layanan-bengkel',
  '/ths-home-service',
  '/body-paint-service',
  '/services-toyota/booking-service',
  '/services-toyota/tukar-tambah',
  '/services-toyota/suku-cadang',
  '/cubain',
  '/tracking-order',
  '/c/testdrive-toyota',
  '/aksesoris',
  '/c/kupon-service',
  '/c/paketservistoyota',
  '/promosi',
  '/dealer-toyota',
  '/review-produk',
  '/berita-dan-tips',
  '/prestasi',
  '/tentang-kami',
  '/seputar-pertanyaan',
  '/hubungi-kami',
  '/syarat-ketentuan-umum',
  '/pemberitahuan-privasi',
  '/search/global?text=avanza',
];

/** Detail pages: the first link of each kind found on its list page (so the test follows the real data). */
const DETAILS: [list: string, link: RegExp][] = [
  ['/c/mobil-baru-toyota', /^\/mobil-baru-toyota\/p\/[^/?#]+$/],
  ['/c/certified-used-car-toyota', /^\/c\/certified-used-car-toyota\/p\/[^/?#]+$/],
  ['/aksesoris', /^\/aksesoris\/p\/[^/?#]+$/],
  ['/c/kupon-service', /^\/c\/kupon-service\/p\/[^/?#]+$/],
  ['/c/paketservistoyota', /^\/c\/paketservistoyota\/p\/[^/?#]+$/],
  ['/promosi', /^\/promosi\/[^/?#]+$/],
  ['/dealer-toyota', /^\/dealer-toyota\/(?!sales\/)[^/?#]+$/],
  ['/berita-dan-tips', /^\/berita-dan-tips\/[^/?#]+$/],
];

async function checkPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((text) => JSON.parse(text) as { '@type'?: string } | { '@type'?: string }[]).flat().map((t) => t['@type']);
  expect(types, path).toContain('BreadcrumbList');
  // What a search engine reads is the served HTML: exactly one canonical URL, absolute, and an Open
  // Graph title. (In the live page a client refresh — the header syncing the visitor's city — can
  // stream the same head tags a second time; what matters there is that they never disagree.)
  const html = (await response?.text()) ?? '';
  const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
  expect(canonicals, path).toHaveLength(1);
  expect(canonicals[0], path).toMatch(/^https?:\/\//);
  expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
  const live = await page.locator('link[rel="canonical"]').evaluateAll((links) => [...new Set(links.map((l) => l.getAttribute('href')))]);
  expect(live, path).toEqual(canonicals);
  expect(await seriousViolations(page), path).toEqual([]);
}

for (const path of LISTS) {
  test(`${path}: one h1, breadcrumb, valid JSON-LD, canonical and no serious accessibility violation`, async ({ page }) => {
    await checkPage(page, path);
  });
}

for (const [list, link] of DETAILS) {
  test(`a page linked from ${list} passes the same checks`, async ({ page }) => {
    await page.goto(list);
    const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => link.test(h));
    expect(href, `a link like ${link} on ${list}`).toBeTruthy();
    await checkPage(page, href!);
  });
}

test('pages at phone size pass the accessibility check too', { tag: '@mobile' }, async ({ page }) => {
  test.setTimeout(120_000);
  // The lists with the most phone-only layout: folded filters, chip rows, the service pages' cards.
  const paths = [
    '/c/mobil-baru-toyota',
    '/c/testdrive-toyota',
    '/c/certified-used-car-toyota',
    '/berita-dan-tips',
    '/dealer-toyota',
    '/services-toyota',
    '/layanan-bengkel',
    '/ths-home-service',
    '/body-paint-service',
    '/services-toyota/booking-service',
    '/services-toyota/tukar-tambah',
    '/services-toyota/suku-cadang',
    '/cubain',
    '/tracking-order',
  ];
  for (const path of paths) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
