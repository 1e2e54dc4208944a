import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { todaysPrice } from './support/prices';
import { discountPercent, formatDateId, formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { accessories, serviceCoupons, servicePackages } from '../../../packages/db/src/seed/data/aftersales';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { carModels } from '../../../packages/db/src/seed/data/cars';
import { stockRows } from '../../../packages/db/src/seed/stock';

/*
 * Issue 4, after-sales catalogue: accessories (/aksesoris), service coupons (/c/kupon-service) and
 * service packages (/c/paketservistoyota) — filter, search, sort, page through, open one.
 * Expectations come from the seed, as of FIXED_NOW (playwright.config.ts).
 */

const TODAY = '2026-11-22';
const onSale = (c: { validFrom: string; validUntil: string }) => c.validFrom <= TODAY && TODAY <= c.validUntil;
const coupons = serviceCoupons.filter(onSale);
const modelName = (code: string) => carModels.find((m) => m.code === code)!.name;
/** The seeded stock (issue 12): a few items are sold out on purpose. */
const inStock = (code: string) => stockRows().some((s) => s.code === code && s.available !== 0);

/** The cards of the result list: one h3 heading per card, in page order. */
const cardTitles = (page: Page) => page.getByRole('region', { name: /^Menampilkan/ }).getByRole('heading', { level: 3 });

/** The card whose heading is `name`. */
const cardOf = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Every JSON-LD object on the page, flattened. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const parsed: unknown = JSON.parse(t);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

// ---------------------------------------------------------------------------------------------
// Accessories
// ---------------------------------------------------------------------------------------------

test('accessories: filter by model and category, search, then open one @both', async ({ page }) => {
  await page.goto(ROUTES.accessories);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aksesoris Toyota');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Beranda');
  await expect(page.getByRole('heading', { name: `Menampilkan 1–12 dari ${accessories.length} aksesoris` })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(12);

  // Model Avanza, category Interior: the form's choices say how many each holds.
  const avanzaCount = accessories.filter((a) => a.fittingModels.includes('avanza')).length;
  await page.getByLabel('Model mobil').selectOption({ label: `Avanza (${avanzaCount})` });
  await page.getByLabel('Kategori').selectOption('Interior');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/model=avanza/);
  await expect(page).toHaveURL(/kategori=Interior/);

  const expected = accessories.filter((a) => a.category === 'Interior' && a.fittingModels.includes('avanza'));
  expect(expected.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: `Menampilkan ${expected.length} aksesoris` })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(expected.length);
  expect((await cardTitles(page).allInnerTexts()).sort()).toEqual(expected.map((a) => a.name).sort());
  // The filters in use are shown and each can be removed.
  await expect(page.getByRole('link', { name: 'Hapus filter Model: Avanza' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hapus filter Kategori: Interior' })).toBeVisible();

  // A search within the filters: every word must be found.
  await page.getByLabel('Cari aksesoris').fill('karpet');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/q=karpet/);
  const carpets = expected.filter((a) => `${a.name} ${a.brand} ${a.category} ${a.description}`.toLowerCase().includes('karpet'));
  expect(carpets.length).toBeGreaterThan(0);
  // The address changes before the new list is drawn: wait for the list itself.
  await expect(cardTitles(page)).toHaveCount(carpets.length);
  expect((await cardTitles(page).allInnerTexts()).sort()).toEqual(carpets.map((a) => a.name).sort());

  // Open the first result.
  const chosen = accessories.find((a) => a.name === carpets[0]!.name)!;
  await cardOf(page, chosen.name).getByRole('link', { name: chosen.name }).click();
  await expect(page).toHaveURL(ROUTES.accessory(chosen.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.name);
  await expect(page.getByText(`Harga ${formatRupiah(chosen.price)}`, { exact: true }).first()).toBeVisible();
  const percent = discountPercent(chosen.strikeThroughPrice, chosen.price);
  if (percent !== null) {
    await expect(page.locator('del').first()).toContainText(formatRupiah(chosen.strikeThroughPrice));
    await expect(page.getByText(`Hemat ${percent}%`).first()).toBeVisible();
  }
  const fits = page.getByRole('region', { name: 'Cocok untuk model' });
  for (const code of chosen.fittingModels) await expect(fits.getByRole('link', { name: new RegExp(`^Toyota ${modelName(code)}:`) })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Aksesoris Toyota' })).toHaveAttribute('href', ROUTES.accessories);
});

test('an accessory page shows its price, facts, where to buy it and its accessory markup', async ({ page }) => {
  const item = accessories.find((a) => a.strikeThroughPrice !== null && a.installMinutes !== null && a.warrantyMonths !== null && inStock(a.code))!;
  await page.goto(ROUTES.accessory(item.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
  await expect(page.getByText(`Hemat ${discountPercent(item.strikeThroughPrice, item.price)}%`).first()).toBeVisible();
  await expect(page.getByText(`${item.warrantyMonths} bulan`, { exact: true })).toBeVisible();
  await expect(page.getByText(item.brand, { exact: true }).first()).toBeVisible();

  // Issue 12: into the cart, or straight to checkout with this one item (§2 buy-now path).
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beli Sekarang' })).toHaveAttribute('href', ROUTES.buyNow(item.code));

  // Where to buy and fit it: workshops in the visitor's city (default Jakarta Pusat).
  const places = page.getByRole('region', { name: 'Beli dan pasang di dealer' });
  const workshops = branches.filter((b) => b.cityIsocode === '0080' && !b.hidden && b.services.includes('bengkel'));
  expect(workshops.length).toBeGreaterThan(0);
  await expect(places.getByText(`${workshops.length} dealer di Jakarta Pusat:`)).toBeVisible();
  await expect(places.getByRole('heading', { level: 3 })).toHaveCount(Math.min(4, workshops.length));
  for (const b of workshops.slice(0, 4)) {
    await expect(places.getByRole('link', { name: b.name, exact: true })).toHaveAttribute('href', ROUTES.branch(b.slug));
  }

  const ld = await jsonLd(page);
  const product = ld.find((o) => o['@type'] === 'Product');
  expect(product).toMatchObject({
    name: item.name,
    sku: item.code,
    brand: { '@type': 'Brand', name: item.brand },
    offers: { price: item.price, priceCurrency: 'IDR' },
  });
  expect(ld.find((o) => o['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
  await expect(page).toHaveTitle(new RegExp(item.name));
});

test('a search without results says so and leads back to every accessory', async ({ page }) => {
  await page.goto(ROUTES.accessories);
  await page.getByLabel('Cari aksesoris').fill('zzqx tidakada');
  await page.getByLabel('Cari aksesoris').press('Enter');
  await expect(page.getByRole('heading', { name: 'Belum ada aksesoris yang cocok' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menampilkan 0 aksesoris' })).toBeVisible();
  await page.getByRole('link', { name: 'Lihat semua aksesoris' }).click();
  await expect(page.getByRole('heading', { name: `Menampilkan 1–12 dari ${accessories.length} aksesoris` })).toBeVisible();
});

test('the accessory list is paginated with ?page=N and its ItemList markup follows the page', async ({ page }) => {
  await page.goto(ROUTES.accessories);
  const pages = page.getByRole('navigation', { name: 'Halaman aksesoris' });
  await pages.getByRole('link', { name: 'Berikutnya ›' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('heading', { name: `Menampilkan 13–24 dari ${accessories.length} aksesoris` })).toBeVisible();
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  const titles = await cardTitles(page).allInnerTexts();
  const list = (await jsonLd(page)).find((o) => o['@type'] === 'ItemList')!;
  expect((list.itemListElement as { item: { name: string } }[]).map((e) => e.item.name)).toEqual(titles);
  // Past the last page: an empty page that leads back to the first.
  await page.goto(`${ROUTES.accessories}?page=99`);
  await expect(page.getByRole('heading', { name: 'Halaman ini kosong' })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// Service coupons
// ---------------------------------------------------------------------------------------------

test('coupons: filter by model and type, sort by price both ways, then open one @both', async ({ page }) => {
  await page.goto(ROUTES.coupons);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kupon Servis Toyota');
  // Only coupons on sale today are listed.
  await expect(page.getByRole('heading', { name: `Menampilkan 1–12 dari ${coupons.length} kupon` })).toBeVisible();

  const expected = coupons.filter((c) => c.serviceType === 'ac' && c.modelCodes.includes('avanza'));
  expect(expected.length).toBeGreaterThan(1);
  await page.getByLabel('Model mobil').selectOption('avanza');
  await page.getByLabel('Jenis servis').selectOption({ label: `Perawatan AC (${coupons.filter((c) => c.serviceType === 'ac').length})` });
  await page.getByLabel('Urutkan').selectOption({ label: 'Harga terendah' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/urutkan=price-asc/);

  const cheapestFirst = [...expected].sort((a, b) => a.price - b.price);
  await expect(cardTitles(page)).toHaveText(cheapestFirst.map((c) => c.title));
  // Each card shows its price and its last day on sale.
  const first = cheapestFirst[0]!;
  await expect(cardOf(page, first.title).getByText(formatRupiah(first.price))).toBeVisible();
  await expect(cardOf(page, first.title).getByText(`Dijual s.d. ${formatDateId(first.validUntil)}`)).toBeVisible();

  await page.getByLabel('Urutkan').selectOption({ label: 'Harga tertinggi' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/urutkan=price-desc/);
  await expect(cardTitles(page)).toHaveText([...cheapestFirst].reverse().map((c) => c.title));

  // Open the most expensive one.
  const chosen = cheapestFirst[cheapestFirst.length - 1]!;
  await cardOf(page, chosen.title).getByRole('link', { name: chosen.title }).click();
  await expect(page).toHaveURL(ROUTES.coupon(chosen.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.title);
  await expect(page.getByText(`${formatDateId(chosen.validFrom)} – ${formatDateId(chosen.validUntil)}`)).toBeVisible();
  await expect(page.getByText(`${chosen.usableDays} hari sejak pembelian`)).toBeVisible();
  await expect(page.getByText(`Hemat ${discountPercent(chosen.normalPrice, chosen.price)}%`).first()).toBeVisible();
  await expect(page.locator('del').first()).toContainText(formatRupiah(chosen.normalPrice));
  const terms = page.getByRole('region', { name: 'Syarat dan ketentuan' });
  for (const term of chosen.terms) await expect(terms.getByText(term)).toBeVisible();
  const models = page.getByRole('region', { name: 'Berlaku untuk model' });
  await expect(models.getByRole('link')).toHaveCount(chosen.modelCodes.length);
  await expect(page.getByRole('region', { name: 'Tempat penukaran' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeVisible();
});

test('a coupon page carries Product markup with brand Toyota, its offer and until when it is sold', async ({ page }) => {
  const coupon = coupons[0]!;
  await page.goto(ROUTES.coupon(coupon.code));
  const product = (await jsonLd(page)).find((o) => o['@type'] === 'Product');
  expect(product).toMatchObject({
    name: coupon.title,
    sku: coupon.code,
    brand: { '@type': 'Brand', name: 'Toyota' },
    offers: { price: coupon.price, priceCurrency: 'IDR', priceValidUntil: coupon.validUntil, availability: 'https://schema.org/InStock' },
  });
});

test('a coupon no longer on sale says so, without a buy button', async ({ page }) => {
  const ended = serviceCoupons.find((c) => c.validUntil < TODAY)!;
  await page.goto(ROUTES.coupon(ended.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ended.title);
  await expect(page.getByText(`Kupon ini sedang tidak dijual. Periode penjualannya ${formatDateId(ended.validFrom)} – ${formatDateId(ended.validUntil)}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Beli Sekarang' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lihat kupon lain yang masih dijual' })).toHaveAttribute('href', ROUTES.coupons);
  // It is not in the list either.
  await page.goto(ROUTES.coupons);
  await page.getByLabel('Cari kupon').fill(ended.title);
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(cardTitles(page).filter({ hasText: ended.title })).toHaveCount(0);
});

test('an unknown coupon, package or accessory code is the Indonesian 404 page', async ({ page }) => {
  for (const path of [ROUTES.coupon('KPN-0000'), ROUTES.servicePackage('PKT-0000'), ROUTES.accessory('ACC-0000')]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
  }
});

// ---------------------------------------------------------------------------------------------
// Service packages
// ---------------------------------------------------------------------------------------------

test('packages: filter by model and type, sort by price, then open one and see what it includes @both', async ({ page }) => {
  await page.goto(ROUTES.packages);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Servis Toyota');

  const expected = servicePackages.filter((p) => p.type === 'Servis Berkala' && p.modelCodes.includes('avanza'));
  expect(expected.length).toBeGreaterThan(2);
  await page.getByLabel('Model mobil').selectOption('avanza');
  await page.getByLabel('Jenis paket').selectOption('Servis Berkala');
  await page.getByLabel('Urutkan').selectOption('price-asc');
  await page.getByRole('button', { name: 'Terapkan' }).click();

  // Today's prices (a running flash sale included, issue 29): what the cards show and sort by.
  const priced = expected.map((p) => ({ ...p, price: todaysPrice(p.code, p.price) }));
  const cheapestFirst = [...priced].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  await expect(cardTitles(page)).toHaveText(cheapestFirst.map((p) => p.name));
  // The prices shown on the cards go up.
  const shown = await page.getByRole('region', { name: /^Menampilkan/ }).locator('article').evaluateAll((cards) =>
    cards.map((c) => Number((c.querySelector('p span')?.textContent ?? '').replace(/\D/g, ''))),
  );
  expect(shown).toEqual(cheapestFirst.map((p) => p.price));

  const chosen = cheapestFirst[1]!;
  await cardOf(page, chosen.name).getByRole('link', { name: chosen.name }).click();
  await expect(page).toHaveURL(ROUTES.servicePackage(chosen.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.name);
  await expect(page.getByText(`Harga ${formatRupiah(chosen.price)}`, { exact: true }).first()).toBeVisible();
  const included = page.getByRole('region', { name: 'Isi paket' });
  for (const it of chosen.items) await expect(included.getByText(it.name, { exact: true })).toBeVisible();
  await expect(included.getByRole('heading', { name: `Jasa (${chosen.items.filter((i) => i.kind === 'jasa').length})` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Booking servis' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tempat servis' }).getByRole('heading', { level: 3 }).first()).toBeVisible();

  const product = (await jsonLd(page)).find((o) => o['@type'] === 'Product');
  expect(product).toMatchObject({ name: chosen.name, brand: { name: 'Toyota' }, offers: { price: chosen.price, priceCurrency: 'IDR' } });
});

test('the package list pages through all packages, 12 a page', async ({ page }) => {
  await page.goto(ROUTES.packages);
  await expect(page.getByRole('heading', { name: `Menampilkan 1–12 dari ${servicePackages.length} paket` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Halaman paket' });
  const last = Math.ceil(servicePackages.length / 12);
  await nav.getByRole('link', { name: `Halaman ${last}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect(cardTitles(page)).toHaveCount(servicePackages.length - (last - 1) * 12);
  await expect(nav.getByRole('link', { name: 'Berikutnya ›' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still filters the package list', async ({ page }) => {
    await page.goto(ROUTES.packages);
    await page.getByLabel('Jenis paket').selectOption('Paket Hemat');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    const hemat = servicePackages.filter((p) => p.type === 'Paket Hemat');
    await expect(page.getByRole('heading', { name: `Menampilkan ${hemat.length} paket` })).toBeVisible();
    expect((await cardTitles(page).allInnerTexts()).sort()).toEqual(hemat.map((p) => p.name).sort());
  });
});

// ---------------------------------------------------------------------------------------------
// Quality bar
// ---------------------------------------------------------------------------------------------

const QUALITY_PAGES = [
  ROUTES.accessories,
  ROUTES.accessory(accessories[0]!.code),
  `${ROUTES.coupons}?model=avanza`,
  ROUTES.coupon(coupons[0]!.code),
  ROUTES.packages,
  ROUTES.servicePackage(servicePackages[0]!.code),
];

test('the accessory, coupon and package pages have one h1, sized and described images and no serious accessibility violation @both', async ({ page }) => {
  for (const path of QUALITY_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    for (const img of await page.locator('main img').all()) {
      await expect(img, path).toHaveAttribute('width', /^\d+$/);
      await expect(img, path).toHaveAttribute('height', /^\d+$/);
      await expect(img, path).toHaveAttribute('alt', /\S/);
    }
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
