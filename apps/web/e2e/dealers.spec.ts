import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { PAGE_SIZE } from '../../../packages/domain/src/constants';
import { ROUTES } from '../../../packages/domain/src/routes';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { promos } from '../../../packages/db/src/seed/data/content';
import { salesmen } from '../../../packages/db/src/seed/data/salesmen';

/*
 * Issue 4, dealers: /dealer-toyota finds a branch by province and city or by distance from the
 * visitor; a branch page shows its week and its salesmen; a salesman page their WhatsApp.
 */

const visible = branches.filter((b) => !b.hidden);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'id');
const staffOf = (slug: string) => {
  const id = branches.find((b) => b.slug === slug)!.id;
  return salesmen
    .filter((s) => s.branchId === id)
    .sort((a, b) => b.yearsOfService - a.yearsOfService || a.name.localeCompare(b.name) || 0);
};

/** The API's distance: haversine on R = 6371 km, rounded to 1 decimal. */
function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(rad(to.longitude - from.longitude) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}
const km = (n: number) => `${n.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;

const results = (page: Page) => page.getByRole('region').filter({ has: page.locator('#dealer-results') });

test('picking a province then a city lists that city’s branches @both', async ({ page }) => {
  await page.goto(ROUTES.dealers);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer Toyota Kemudi');
  await expect(page.getByRole('heading', { name: `${visible.length} dealer`, exact: true })).toBeVisible();

  const jabar = visible.filter((b) => b.provinceIsocode === 'jawa_barat');
  await page.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: `Jawa Barat (${jabar.length})` });
  // The city list narrows to the province at once.
  const city = page.getByRole('combobox', { name: 'Kota/Kabupaten' });
  await expect(city.getByRole('option', { name: 'Kota Semarang' })).toHaveCount(0);
  await city.selectOption({ label: 'Kota Bandung' });
  await page.getByRole('button', { name: 'Cari Dealer' }).click();

  await expect(page).toHaveURL(/provinsi=jawa_barat&kota=3273/);
  const bandung = visible.filter((b) => b.cityIsocode === '3273').sort(byName);
  expect(bandung.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: `${bandung.length} dealer di Kota Bandung` })).toBeVisible();
  const cards = results(page).getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(bandung.map((b) => b.name));
  const first = cards.first();
  await expect(first.getByRole('link', { name: bandung[0]!.name, exact: true })).toHaveAttribute('href', ROUTES.branch(bandung[0]!.slug));
  await expect(first.getByText(bandung[0]!.address)).toBeVisible();
  await expect(first.getByRole('link', { name: `Petunjuk arah ke ${bandung[0]!.name} di Google Maps` })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${bandung[0]!.latitude},${bandung[0]!.longitude}`,
  );
  // The filter keeps what was chosen.
  await expect(page.getByRole('combobox', { name: 'Provinsi' })).toHaveValue('jawa_barat');
  await expect(page.getByRole('combobox', { name: 'Kota/Kabupaten' })).toHaveValue('3273');
});

test('the whole list pages 10 at a time, and a service narrows it', async ({ page }) => {
  await page.goto(ROUTES.dealers);
  const all = [...visible].sort(byName);
  await expect(results(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(all.slice(0, 10).map((b) => b.name));
  await page.getByRole('navigation', { name: 'Halaman dealer' }).getByRole('link', { name: 'Berikutnya ›' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(all.slice(10, 20).map((b) => b.name));

  await page.goto(ROUTES.dealers);
  await page.getByRole('combobox', { name: 'Layanan' }).selectOption({ label: 'Body & Paint' });
  await page.getByRole('button', { name: 'Cari Dealer' }).click();
  const bodyPaint = visible.filter((b) => b.services?.includes('body-paint'));
  await expect(page.getByRole('heading', { name: `${bodyPaint.length} dealer dengan layanan Body & Paint` })).toBeVisible();
});

test('"Gunakan lokasi saya" lists the nearest branches with their distances @both', async ({ page, context }) => {
  const here = { latitude: -6.9175, longitude: 107.6191 }; // Gedung Sate, Bandung
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  await page.goto(ROUTES.dealers);

  const distance = page.waitForRequest((r) => r.url().endsWith('/api/parameter/v1/location/distance') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
  expect((await distance).postDataJSON()).toEqual({ ...here, limit: 5 });

  const nearest = visible
    .map((b) => ({ ...b, km: distanceKm(here, { latitude: b.latitude, longitude: b.longitude }) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, 5);
  const list = page.getByRole('list', { name: 'Dealer terdekat' });
  await expect(list.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(nearest.map((b) => b.name));
  await expect(list.getByRole('article').first().getByText(`${km(nearest[0]!.km)} dari Anda`)).toBeVisible();
  await expect(list.getByRole('link', { name: nearest[0]!.name, exact: true })).toHaveAttribute('href', ROUTES.branch(nearest[0]!.slug));
});

test('without permission to read the location, the visitor is told to pick a province instead', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto(ROUTES.dealers);
  await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Izin lokasi tidak diberikan' })).toBeVisible();
});

test('a branch page shows its week, its salesmen 3 a page, and a salesman page their WhatsApp @both', async ({ page }) => {
  const slug = 'kemudi-toyota-sunter';
  const branch = branches.find((b) => b.slug === slug)!;
  await page.goto(`${ROUTES.dealers}?provinsi=dki_jakarta&kota=3172`);
  await results(page).getByRole('link', { name: branch.name, exact: true }).click();

  await expect(page).toHaveURL(ROUTES.branch(slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(branch.name);
  await expect(page.getByText(branch.address).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat di Google Maps' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`,
  );
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dealer Toyota' })).toHaveAttribute('href', ROUTES.dealers);

  // The week, Senin … Minggu; Sunday 22 November 2026, 10:00 WIB: open 09:00–15:00.
  const week = page.getByRole('table', { name: `Jam operasional ${branch.name}` });
  await expect(week.getByRole('row')).toHaveCount(8);
  await expect(week.getByRole('rowheader')).toHaveText(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu (hari ini)']);
  await expect(week.getByRole('row', { name: /Minggu/ })).toContainText('09:00 - 15:00');
  await expect(page.getByText('Buka sekarang · tutup pukul 15:00 WIB')).toBeVisible();
  const services = page.getByRole('region', { name: 'Layanan', exact: true });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(['Penjualan Mobil Baru', 'Servis Bengkel', 'Body & Paint', 'Toyota Home Service']);

  // Salesmen, most experienced first, 3 a page (§9).
  const staff = staffOf(slug);
  expect(staff.length).toBeGreaterThan(PAGE_SIZE.SALESMAN_BY_BRANCH);
  const sales = page.getByRole('region', { name: 'Sales Konsultan' });
  await expect(sales.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(staff.slice(0, 3).map((s) => s.name));
  await sales.getByRole('navigation', { name: 'Halaman sales konsultan' }).getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(`${ROUTES.branch(slug)}?page=2`);
  await expect(sales.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(staff.slice(3, 6).map((s) => s.name));

  // The branch's promos (its own and its city's).
  const promoSection = page.getByRole('region', { name: `Promo di ${branch.name}` });
  await expect(promoSection.getByRole('article').first()).toBeVisible();

  // Open a salesman.
  const person = staff[3]!;
  await sales.getByRole('link', { name: person.name, exact: true }).click();
  await expect(page).toHaveURL(ROUTES.salesman(person.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
  // The number as a local reads it: 0 and the operator's prefix (08xx), then the rest.
  const wa = page.getByRole('link', { name: new RegExp(`^Chat WhatsApp 0${person.whatsapp.slice(2, 5)}`) });
  await expect(wa).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${person.whatsapp}\\?text=`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: branch.name })).toHaveAttribute(
    'href',
    ROUTES.branch(slug),
  );
  await expect(page.getByRole('heading', { name: 'Serah Terima Mobil Pelanggan' })).toBeVisible();
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('alt', /\S/);
  }
  const types = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')['@type']),
  );
  expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList']));
});

test('a salesman page shows their own promo and their customer handovers, paginated', async ({ page }) => {
  const own = promos.find((p) => p.slug === 'penawaran-khusus-budi-santoso-sunter')!;
  const budi = salesmen.find((s) => s.slug === 'budi-santoso-sunter')!;
  await page.goto(ROUTES.salesman(budi.slug));
  await expect(page.getByRole('region', { name: `Promo dari ${budi.name}` }).getByRole('heading', { name: own.title })).toBeVisible();
  const handovers = (budi.gallery ?? []).filter((g) => g.kind === 'customer');
  const region = page.getByRole('region', { name: 'Serah Terima Mobil Pelanggan' });
  await expect(region.getByRole('figure')).toHaveCount(Math.min(6, handovers.length));
  if (handovers.length > 6) {
    await region.getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(region.getByRole('figure')).toHaveCount(Math.min(6, handovers.length - 6));
  }
});

test('a hidden branch still opens, with a notice; unknown branches and salesmen are a 404', async ({ page }) => {
  const hidden = branches.find((b) => b.hidden)!;
  await page.goto(ROUTES.branch(hidden.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hidden.name);
  await expect(page.getByText('Cabang ini sedang tidak menerima kunjungan')).toBeVisible();

  expect((await page.goto(ROUTES.branch('kemudi-toyota-atlantis')))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
  expect((await page.goto(ROUTES.salesman('tidak-ada')))?.status()).toBe(404);
});

test('the dealers pages have one h1 and no serious or critical accessibility violation @both', async ({ page }) => {
  for (const path of [ROUTES.dealers, ROUTES.branch('kemudi-toyota-sunter'), ROUTES.salesman('budi-santoso-sunter')]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
