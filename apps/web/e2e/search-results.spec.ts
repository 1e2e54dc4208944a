import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ROUTES } from '../../../packages/domain/src/routes';
import { accessories } from '../../../packages/db/src/seed/data/aftersales';
import { articles, promos } from '../../../packages/db/src/seed/data/content';

// Issue 4 / §2 Search: the results page /search/global?text=, sitemap.xml and robots.txt.

// Every step waits for a server-rendered page that calls the API; on a busy machine that can take
// longer than the default 5 s, so waits are longer (nothing here measures time).
const expect = baseExpect.configure({ timeout: 20_000 });

const SEARCH_PATH = '/api/product/v1/global-search';
const PAGE_SIZE = 12; // RESULTS_PAGE_SIZE of src/lib/search-results.ts
const TODAY = '2026-11-22'; // FIXED_NOW of playwright.config.ts

type Counts = { total: number; kinds: Map<string, number> };

/** What the API counts for `text`, through the site's own proxy: the numbers the page must show. */
async function countsOf(request: APIRequestContext, text: string): Promise<Counts> {
  const res = await request.post(SEARCH_PATH, { data: { text, limit: 1 } });
  expect(res.ok()).toBe(true);
  const data = (await res.json()).data as { total: number; groups: { label: string; total: number }[] };
  return { total: data.total, kinds: new Map(data.groups.map((g) => [g.label, g.total])) };
}

const main = (page: Page) => page.getByRole('main');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Jenis hasil' });
const resultCards = (page: Page) => main(page).getByRole('article');

/** The JSON-LD objects on the page, flattened. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test('header search → results grouped with counts → a kind → the next page → a result', async ({ page, request }) => {
  const counts = await countsOf(request, 'avanza');
  const usedCars = counts.kinds.get('Mobil Bekas') ?? 0;
  expect(usedCars).toBeGreaterThan(PAGE_SIZE); // the seed has enough Avanza listings for two pages

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Cari' });
  await box.pressSequentially('avanza');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/global\?text=avanza$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “avanza”');
  await expect(main(page).getByText(`${counts.total} hasil untuk “avanza”`)).toBeVisible();
  // The page's own form, filled with the text.
  await expect(main(page).getByRole('searchbox', { name: 'Kata kunci' })).toHaveValue('avanza');

  // A tab per kind with its count; "Semua" is the current one.
  await expect(tabs(page).getByRole('link', { name: `Semua (${counts.total})` })).toHaveAttribute('aria-current', 'page');
  for (const [label, n] of counts.kinds) await expect(tabs(page).getByRole('link', { name: `${label} (${n})`, exact: true })).toBeVisible();
  // Grouped: one section per kind, headed with its count; the first is the Avanza model.
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(counts.kinds.size);
  const models = main(page).getByRole('region', { name: /^Mobil Baru/ });
  await expect(models.getByRole('link', { name: 'Toyota Avanza', exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText(/^Mobil Baru/);

  // Switch kind: from the group's "Lihat semua" link.
  await main(page).getByRole('link', { name: `Lihat semua ${usedCars} hasil Mobil Bekas` }).click();
  await expect(page).toHaveURL(/jenis=mobil-bekas/);
  await expect(tabs(page).getByRole('link', { name: `Mobil Bekas (${usedCars})` })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByText(`Menampilkan 1–${PAGE_SIZE} dari ${usedCars} hasil Mobil Bekas`)).toBeVisible();
  await expect(resultCards(page)).toHaveCount(PAGE_SIZE);
  const firstPage = await resultCards(page).getByRole('heading').allTextContents();

  // Paginate.
  const pagination = page.getByRole('navigation', { name: 'Halaman hasil Mobil Bekas' });
  await pagination.getByRole('link', { name: 'Berikutnya ›' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(main(page).getByText(`Menampilkan ${PAGE_SIZE + 1}–${usedCars} dari ${usedCars} hasil Mobil Bekas`)).toBeVisible();
  await expect(resultCards(page)).toHaveCount(usedCars - PAGE_SIZE);
  await expect(pagination.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  const secondPage = await resultCards(page).getByRole('heading').allTextContents();
  for (const title of secondPage) expect(firstPage).not.toContain(title);
  for (const img of await main(page).locator('img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('alt', /^Gambar /);
  }

  // Open a result: its title is the link to its page.
  const link = resultCards(page).first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/c\/certified-used-car-toyota\/p\//);
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
});

test('a typo finds what was meant and says which spelling was used: "inova" → Innova', async ({ page }) => {
  await page.goto(ROUTES.search('inova'));
  await expect(main(page).getByText('Menampilkan hasil untuk innova, bukan “inova”.')).toBeVisible();
  const models = main(page).getByRole('region', { name: /^Mobil Baru/ });
  await expect(models.getByRole('link', { name: /Kijang Innova/ }).first()).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: /^Mobil Baru \(\d+\)$/ })).toBeVisible();
});

test('no match: the helpful empty state with popular searches and categories @both', async ({ page }) => {
  await page.goto(ROUTES.search('xyzzyqq'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “xyzzyqq”');
  await expect(main(page).getByRole('heading', { name: 'Tidak ada hasil untuk “xyzzyqq”' })).toBeVisible();
  await expect(main(page).getByText('Periksa kembali ejaan kata kunci.')).toBeVisible();
  await expect(tabs(page)).toHaveCount(0);

  const popular = main(page).getByRole('region', { name: 'Pencarian populer' });
  await expect(popular.getByRole('link', { name: 'Avanza', exact: true })).toBeVisible();
  const categories = main(page).getByRole('region', { name: 'Jelajahi kategori' });
  for (const name of ['Mobil Baru', 'Mobil Bekas', 'Aksesoris', 'Kupon Servis', 'Promo']) {
    await expect(categories.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(categories.getByRole('link', { name: 'Aksesoris', exact: true })).toHaveAttribute('href', ROUTES.accessories);

  // A popular search leads to its results.
  await popular.getByRole('link', { name: 'Ganti oli', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “Ganti oli”');
  await expect(resultCards(page).first()).toBeVisible();
});

test('fewer than 3 characters: asks for at least 3, searches nothing; the form searches again', async ({ page }) => {
  await page.goto('/search/global?text=av');
  await expect(main(page).getByRole('status')).toHaveText('Masukkan minimal 3 karakter untuk mencari.');
  await expect(resultCards(page)).toHaveCount(0);
  await expect(tabs(page)).toHaveCount(0);

  const box = main(page).getByRole('searchbox', { name: 'Kata kunci' });
  await expect(box).toHaveValue('av');
  await box.fill('fortuner');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/global\?text=fortuner$/);
  await expect(main(page).getByRole('region', { name: /^Mobil Baru/ }).getByRole('link', { name: 'Toyota Fortuner', exact: true })).toBeVisible();
});

test('search result pages are noindex with a canonical URL, WebPage, BreadcrumbList and ItemList markup, and pass axe', async ({ page }) => {
  await page.goto('/search/global?text=kupon+servis&jenis=kupon-servis');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/search/global?text=kupon+servis&jenis=kupon-servis`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Beranda')).toBeVisible();

  const things = await jsonLd(page);
  const types = things.map((t) => t['@type']);
  expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList', 'ItemList']));
  const list = things.find((t) => t['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { position: number; url: string; name: string }[] };
  const titles = await resultCards(page).getByRole('heading').allTextContents();
  expect(list.numberOfItems).toBe(titles.length);
  expect(list.itemListElement.map((e) => e.name)).toEqual(titles);
  expect(list.itemListElement[0]).toMatchObject({ position: 1, url: expect.stringMatching(new RegExp(`^${origin}/c/kupon-service/p/`)) });

  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('the results page on the phone: tabs, a kind, a result @mobile', async ({ page }) => {
  await page.goto(ROUTES.search('fortuner'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “fortuner”');
  const accessoryTab = tabs(page).getByRole('link', { name: /^Aksesoris \(\d+\)$/ });
  await accessoryTab.scrollIntoViewIfNeeded();
  await accessoryTab.click();
  await expect(page).toHaveURL(/jenis=aksesoris/);
  const link = resultCards(page).first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/aksesoris\/p\//);
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
});

test('sitemap.xml is XML listing absolute URLs of every kind of page with dates', async ({ page, request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toMatch(/xml/);
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const urls = [...doc.getElementsByTagNameNS('*', 'url')];
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.localName,
      entries: urls.map((u) => ({
        loc: u.getElementsByTagNameNS('*', 'loc')[0]?.textContent ?? '',
        lastmod: u.getElementsByTagNameNS('*', 'lastmod')[0]?.textContent ?? '',
      })),
    };
  }, await res.text());
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('urlset');
  const locs = parsed.entries.map((e) => e.loc);
  for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true);
  for (const e of parsed.entries) expect(e.lastmod.slice(0, 10) <= TODAY, e.loc).toBe(true);

  const runningPromo = promos.find((p) => p.validFrom <= TODAY && TODAY <= p.validUntil)!;
  const article = articles.find((a) => a.publishedDate <= TODAY)!;
  for (const path of [
    ROUTES.home,
    ROUTES.newCars,
    ROUTES.model('avanza'),
    ROUTES.accessory(accessories[0]!.code),
    ROUTES.promo(runningPromo.slug),
    ROUTES.article(article.slug),
    ROUTES.branch('kemudi-toyota-cikini'),
  ]) {
    expect(locs, path).toContain(`${origin}${path}`);
  }
  expect(locs.some((l) => l.startsWith(`${origin}/c/certified-used-car-toyota/p/`))).toBe(true);
  expect(locs.some((l) => /\/(cart|myaccount|search)\b/.test(new URL(l).pathname))).toBe(false);
  expect(parsed.entries.find((e) => e.loc === `${origin}${ROUTES.promo(runningPromo.slug)}`)?.lastmod.slice(0, 10)).toBe(runningPromo.publishedDate);
});

test('robots.txt allows the site, keeps crawlers out of the API, cart, account and search, and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.ok()).toBe(true);
  const text = await res.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /\n');
  for (const path of ['/api/', '/cart', '/myaccount', '/search']) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
});
