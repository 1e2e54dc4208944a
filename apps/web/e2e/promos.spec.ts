import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { PAGE_SIZE } from '../../../packages/domain/src/constants';
import { formatDateId } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { promos } from '../../../packages/db/src/seed/data/content';

/*
 * Issue 4, promos: /promosi lists every promo a visitor in the chosen city can use (§7 promo?city,
 * §9 4 a page), or the national ones; /promosi/{slug} shows one promo with its terms.
 */

const TODAY = '2026-11-22'; // FIXED_NOW of playwright.config.ts
type Promo = (typeof promos)[number];
const running = (p: Promo) => p.validFrom <= TODAY && TODAY <= p.validUntil;
const editorial = (a: Promo, b: Promo) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || (a.slug < b.slug ? -1 : 1);

/** What /promosi lists for a city: national, model promos, the city's own and its branches' (all=true). */
function promosFor(cityIso: string): Promo[] {
  const cityBranches = new Set(branches.filter((b) => b.cityIsocode === cityIso).map((b) => b.slug));
  return promos
    .filter(
      (p) =>
        running(p) &&
        (p.scope === 'national' ||
          p.scope === 'product' ||
          (p.cityIsocodes ?? []).includes(cityIso) ||
          (p.branchSlugs ?? []).some((s) => cityBranches.has(s))),
    )
    .sort(editorial);
}

const chooseCity = (page: Page, baseURL: string | undefined, city: { p: string; c: string; n: string }) =>
  page.context().addCookies([{ name: 'kemudi_city', value: encodeURIComponent(JSON.stringify(city)), url: baseURL! }]);

const list = (page: Page) => page.getByRole('region', { name: /^Promo (di|nasional)/ });
const cardTitles = (page: Page) => list(page).getByRole('article').getByRole('heading', { level: 3 });

/** Every title of the list, page by page through 'Berikutnya'. */
async function readAllPages(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (;;) {
    await expect(cardTitles(page).first()).toBeVisible();
    titles.push(...(await cardTitles(page).allInnerTexts()));
    const next = page.getByRole('navigation', { name: 'Halaman promo' }).getByRole('link', { name: 'Berikutnya ›' });
    if ((await next.count()) === 0) return titles;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`page=${titles.length / PAGE_SIZE.PROMO + 1}`));
  }
}

test('the promo list shows 4 promos a page for the default city and pages on @both', async ({ page }) => {
  const expected = promosFor('0080');
  expect(expected.length).toBeGreaterThan(PAGE_SIZE.PROMO);
  await page.goto(ROUTES.promos);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo Toyota Terbaru');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Promo di Jakarta Pusat' })).toHaveAttribute('aria-current', 'page');

  // Page 1: the first four in editorial order, each linking to its page, with its period.
  await expect(cardTitles(page)).toHaveText(expected.slice(0, 4).map((p) => p.title));
  const first = expected[0]!;
  const card = list(page).getByRole('article').filter({ has: page.getByRole('heading', { name: first.title }) });
  await expect(card.getByRole('link', { name: first.title })).toHaveAttribute('href', ROUTES.promo(first.slug));
  await expect(card.getByText(`Berlaku ${formatDateId(first.validFrom)} – ${formatDateId(first.validUntil)}`)).toBeVisible();
  await expect(card.getByRole('img', { name: `Gambar promo ${first.title}` })).toHaveAttribute('width', '1200');
  const pages = Math.ceil(expected.length / PAGE_SIZE.PROMO);
  await expect(page.getByText(`${expected.length} promo di Jakarta Pusat · halaman 1 dari ${pages}`)).toBeVisible();

  // The ItemList markup names the four promos of this page.
  const itemList = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}'))
      .find((d) => d['@type'] === 'ItemList'),
  );
  expect(itemList.numberOfItems).toBe(4);
  expect(itemList.itemListElement.map((e: { name: string }) => e.name)).toEqual(expected.slice(0, 4).map((p) => p.title));

  // Page 2 through the pager.
  await page.getByRole('navigation', { name: 'Halaman promo' }).getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\/promosi\?page=2$/);
  await expect(cardTitles(page)).toHaveText(expected.slice(4, 8).map((p) => p.title));
  await expect(page.getByRole('navigation', { name: 'Halaman promo' }).getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a visitor in Bandung sees the Bandung promos, not the Jakarta ones, across every page', async ({ page, baseURL }) => {
  await chooseCity(page, baseURL, { p: 'jawa_barat', c: '3273', n: 'Bandung' });
  await page.goto(ROUTES.promos);
  await expect(page.getByRole('link', { name: 'Promo di Bandung' })).toHaveAttribute('aria-current', 'page');

  const titles = await readAllPages(page);
  const expected = promosFor('3273');
  expect(titles).toEqual(expected.map((p) => p.title));
  expect(titles).toContain(promos.find((p) => p.slug === 'siaga-musim-hujan-bandung')!.title);
  const jakartaOnly = promos.find((p) => p.slug === 'akhir-pekan-hemat-jakarta')!;
  expect(titles).not.toContain(jakartaOnly.title);
});

test('the city list includes a branch promo of the city; the national tab and a category narrow the list', async ({ page, baseURL }) => {
  // Kabupaten Bekasi holds the Cikarang branch, whose grand opening is a branch promo.
  await chooseCity(page, baseURL, { p: 'jawa_barat', c: '3216', n: 'Kab. Bekasi' });
  await page.goto(ROUTES.promos);
  const titles = await readAllPages(page);
  const grandOpening = promos.find((p) => p.slug === 'grand-opening-kemudi-cikarang')!;
  expect(titles).toContain(grandOpening.title);

  await page.getByRole('link', { name: 'Promo Nasional' }).click();
  await expect(page).toHaveURL(/lingkup=nasional/);
  const national = promos.filter((p) => running(p) && p.scope === 'national').sort(editorial);
  expect(await readAllPages(page)).toEqual(national.map((p) => p.title));

  await page.goto(`${ROUTES.promos}?lingkup=nasional`);
  await page.getByRole('list', { name: 'Kategori promo' }).getByRole('link', { name: 'Purna Jual' }).click();
  await expect(page).toHaveURL(/kategori=purna-jual/);
  const service = national.filter((p) => p.category === 'Purna Jual');
  expect(service.length).toBeGreaterThan(0);
  await expect(cardTitles(page)).toHaveText(service.slice(0, 4).map((p) => p.title));
});

test('opening a promo shows its period, terms, where it applies and other promos @both', async ({ page }) => {
  const expected = promosFor('0080');
  const promo = expected.find((p) => p.scope === 'product')!;
  await page.goto(ROUTES.promos);
  const link = list(page).getByRole('link', { name: promo.title });
  if ((await link.count()) === 0) await page.goto(`${ROUTES.promos}?page=${Math.floor(expected.indexOf(promo) / 4) + 1}`);
  await list(page).getByRole('link', { name: promo.title }).click();

  await expect(page).toHaveURL(ROUTES.promo(promo.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(promo.title);
  await expect(page).toHaveTitle(new RegExp(promo.title));
  await expect(page.getByText(`Periode promo: ${formatDateId(promo.validFrom, 'long')} – ${formatDateId(promo.validUntil, 'long')}`)).toBeVisible();
  const terms = page.getByRole('heading', { name: 'Syarat & Ketentuan' });
  await expect(terms).toBeVisible();
  const termList = page.getByRole('list').filter({ hasText: promo.terms[0]! });
  await expect(termList.getByRole('listitem')).toHaveCount(promo.terms.length);
  // A model promo links to its models.
  for (const code of promo.productCodes ?? []) await expect(page.locator(`a[href="${ROUTES.model(code)}"]`)).toBeVisible();

  // §9 another-promo list: 4 others.
  const others = page.getByRole('region', { name: 'Promo Lainnya' });
  await expect(others.getByRole('article')).toHaveCount(PAGE_SIZE.ANOTHER_PROMO);
  await expect(others.getByRole('heading', { name: promo.title })).toHaveCount(0);

  // Breadcrumb back to the list, WebPage markup.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Promo' })).toHaveAttribute('href', ROUTES.promos);
  const types = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')['@type']),
  );
  expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList']));
});

test('an ended promo stays readable and says so; an unknown one is a 404', async ({ page }) => {
  const ended = promos.find((p) => p.validUntil < TODAY)!;
  await page.goto(ROUTES.promo(ended.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ended.title);
  await expect(page.getByText(`Promo ini telah berakhir pada ${formatDateId(ended.validUntil, 'long')}`)).toBeVisible();

  const res = await page.goto(ROUTES.promo('promo-yang-tidak-ada'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
});

test('the promos pages have one h1 and no serious or critical accessibility violation @both', async ({ page }) => {
  for (const path of [ROUTES.promos, ROUTES.promo('dp-ringan-avanza-veloz')]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
