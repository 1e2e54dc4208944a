import { expect, type Page, test } from '@playwright/test';
import { FALLBACK_CITY } from '../../../packages/domain/src/constants';
import { formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES, SERVICE_ROUTES } from '../../../packages/domain/src/routes';
import { servicePackages, serviceContents, services, spareParts } from '../../../packages/db/src/seed/data/aftersales';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { carModels } from '../../../packages/db/src/seed/data/cars';
import { faqs } from '../../../packages/db/src/seed/data/content';

/*
 * Purna Jual (issue 4): the landing, every service page reached from it with its prices and the
 * branches offering it, and the spare-part finder. Expected values come from the seed.
 */

const contentOf = (serviceType: string) => serviceContents.find((c) => c.serviceType === serviceType)!;
const pricesOf = (serviceType: string) => services.filter((s) => s.serviceType === serviceType);
const faqsOf = (code: string) => faqs.filter((f) => f.type === 'servis' && f.code === code);

/** The branches a page lists for a service: the visitor's city (the §9 fallback city for a new visitor), by name. */
function branchesOffering(service: string) {
  const offering = branches.filter((b) => !b.hidden && (b.services as string[]).includes(service));
  const inCity = offering.filter((b) => b.cityIsocode === FALLBACK_CITY);
  return (inCity.length > 0 ? inCity : offering).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Every JSON-LD object of the page, flattened. */
async function jsonLdTypes(page: Page): Promise<{ types: string[]; things: Record<string, unknown>[] }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const things = blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return { types: things.map((t) => String(t['@type'])), things };
}

const PAGES = [
  { type: 'booking-service', prices: 'bengkel', branch: 'bengkel' },
  { type: 'layanan-bengkel', prices: 'bengkel', branch: 'bengkel' },
  { type: 'home-service', prices: 'home-service', branch: 'home-service' },
  { type: 'body-paint', prices: 'body-paint', branch: 'body-paint' },
  { type: 'spare-parts', prices: null, branch: 'bengkel' },
  { type: 'trade-in', prices: null, branch: 'sales' },
  { type: 'cubain', prices: 'cubain', branch: 'sales' },
  { type: 'tracking-order', prices: null, branch: 'sales' },
] as const;

test('the Purna Jual landing lists every service with its starting price and structured data @both', async ({ page }) => {
  await page.goto(ROUTES.services);
  await expect(page.getByRole('heading', { level: 1, name: 'Purna Jual Toyota' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Beranda' })).toBeVisible();

  const list = page.getByRole('region', { name: 'Layanan Purna Jual' });
  for (const { type } of PAGES) {
    const content = contentOf(type);
    const card = list.getByRole('article').filter({ has: page.getByRole('heading', { name: content.title, exact: true }) });
    await expect(card).toHaveCount(1);
    if (content.priceNote) await expect(card.getByText(content.priceNote, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Kupon Servis' }).first()).toHaveAttribute('href', ROUTES.coupons);

  const { types } = await jsonLdTypes(page);
  expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList', 'FAQPage']));
  // The landing's questions: the landing question of each service page.
  const landingQuestion = faqsOf('cubain').find((f) => f.isLandingPage)!.question;
  await expect(page.getByText(landingQuestion)).toBeVisible();
});

for (const entry of PAGES) {
  test(`walk-through: ${entry.type} is reached from the landing and shows its prices and branches`, async ({ page }) => {
    test.slow(); // two server-rendered pages on a shared build machine
    const content = contentOf(entry.type);
    await page.goto(ROUTES.services);
    await page
      .getByRole('region', { name: 'Layanan Purna Jual' })
      .getByRole('link', { name: content.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${SERVICE_ROUTES[entry.type]!.replace(/\//g, '\\/')}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Purna Jual' })).toHaveAttribute('href', ROUTES.services);
    await expect(crumbs.getByText(content.title)).toHaveAttribute('aria-current', 'page');

    if (entry.prices) {
      // A price of the page's own services (booking-service shows the periodic ones).
      const rows = pricesOf(entry.prices).filter((s) => entry.type !== 'booking-service' || s.serviceCategory === 'berkala');
      const row = rows[rows.length - 1]!;
      const line = page.getByRole('row').filter({ hasText: row.name });
      await expect(line.first()).toContainText(formatRupiah(row.priceFrom));
    }

    const expected = branchesOffering(entry.branch);
    const branchRegion = page.getByRole('region', { name: /^(Cabang|Bengkel|Dealer|Lokasi|Ambil)/ });
    await expect(branchRegion.getByRole('heading', { level: 3, name: expected[0]!.name })).toBeVisible();
    await expect(branchRegion.getByRole('link', { name: `WhatsApp ${expected[0]!.name}` })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${expected[0]!.whatsapp}\\?text=`),
    );

    const questions = faqsOf(entry.type);
    if (questions.length > 0) await expect(page.getByText(questions[0]!.question)).toBeVisible();
    const { types } = await jsonLdTypes(page);
    expect(types, entry.type).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList', 'FAQPage']));
    if (entry.prices) expect(types, entry.type).toContain('ItemList');
  });
}

test('Cubain shows the daily rental rates with and without driver @both', async ({ page }) => {
  await page.goto(SERVICE_ROUTES.cubain!);
  const rates = page.getByRole('region', { name: 'Tarif Sewa Harian' });
  await expect(rates.getByRole('table', { name: 'Sewa Lepas Kunci' })).toBeVisible();
  await expect(rates.getByRole('table', { name: 'Sewa dengan Pengemudi' })).toBeVisible();
  for (const rate of pricesOf('cubain')) {
    await expect(rates.getByRole('row').filter({ hasText: rate.name }).first()).toContainText(formatRupiah(rate.priceFrom));
  }
  await expect(page.getByRole('link', { name: 'Pesan Sewa via WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
});

test('booking-service shows the packages and plan of the model the visitor chooses', async ({ page }) => {
  const model = carModels.find((m) => m.code === 'avanza')!;
  const packages = servicePackages.filter((p) => p.modelCodes.includes(model.code));
  expect(packages.length).toBeGreaterThan(0);

  await page.goto(SERVICE_ROUTES['booking-service']!);
  await page.getByLabel('Model mobil Anda').selectOption(model.code);
  await page.getByRole('button', { name: 'Tampilkan harga' }).click();
  await expect(page).toHaveURL(/model=avanza/);

  const table = page.getByRole('table', { name: `Paket servis Toyota ${model.name}` });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(packages.length + 1);
  const first = packages[0]!;
  await expect(table.getByRole('row').filter({ hasText: first.name }).first()).toContainText(formatRupiah(first.price));
  await expect(page.getByRole('table', { name: `Jadwal servis berkala Toyota ${model.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk untuk Booking Servis' })).toHaveAttribute('href', /^\/login\?redirect=/);
});

test('tukar tambah shows new cars with their starting prices and a login call to action', async ({ page }) => {
  await page.goto(SERVICE_ROUTES['trade-in']!);
  const cars = page.getByRole('region', { name: 'Pilih Toyota Baru Anda' });
  await expect(cars.getByRole('article').first()).toContainText('Mulai Rp ');
  const login = page.getByRole('link', { name: 'Masuk untuk Ajukan Taksiran' });
  const href = await login.getAttribute('href');
  expect(Buffer.from(decodeURIComponent(href!.split('redirect=')[1]!), 'base64').toString()).toBe(SERVICE_ROUTES['trade-in']);
});

test('spare parts: paginated list, search by part number, filter by model and category @both', async ({ page }) => {
  test.slow(); // six page loads
  await page.goto(ROUTES.spareParts);
  const finder = page.getByRole('region', { name: 'Cari Suku Cadang' });
  await expect(finder.getByText(`${spareParts.length} suku cadang`, { exact: true })).toBeVisible();
  await expect(finder.getByRole('article')).toHaveCount(12);

  // The second page, by its link.
  const pager = page.getByRole('navigation', { name: 'Halaman suku cadang' });
  await pager.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(finder.getByRole('article')).toHaveCount(Math.min(12, spareParts.length - 12));

  // Search by part number.
  const part = spareParts.find((p) => p.code === '90915-YZZN1')!;
  await page.goto(ROUTES.spareParts);
  await finder.getByLabel('Nama atau nomor part').fill(part.code.toLowerCase());
  await finder.getByRole('button', { name: 'Cari' }).click();
  await expect(finder.getByRole('article')).toHaveCount(1);
  const card = finder.getByRole('article').first();
  await expect(card.getByRole('heading', { name: part.name })).toBeVisible();
  await expect(card).toContainText(`No. part ${part.code}`);
  await expect(card).toContainText(formatRupiah(part.price));

  // Filter by model and category together.
  const model = carModels.find((m) => m.code === 'avanza')!;
  const expected = spareParts.filter((p) => (p.fittingModels).includes(model.code) && p.category === 'Rem');
  expect(expected.length).toBeGreaterThan(0);
  await finder.getByRole('link', { name: 'Hapus filter' }).click();
  await expect(finder.getByLabel('Nama atau nomor part')).toHaveValue('');
  await expect(finder.getByText(`${spareParts.length} suku cadang`, { exact: true })).toBeVisible();
  await finder.getByLabel('Model mobil').selectOption(model.code);
  await finder.getByLabel('Kategori').selectOption('Rem');
  await finder.getByRole('button', { name: 'Cari' }).click();
  await expect(finder.getByText(`${expected.length} suku cadang untuk Toyota ${model.name} kategori Rem`)).toBeVisible();
  await expect(finder.getByRole('article')).toHaveCount(Math.min(12, expected.length));
  for (const p of expected.slice(0, 12)) await expect(finder.getByRole('heading', { name: p.name, exact: true })).toBeVisible();

  // Nothing found says so.
  await page.goto(`${ROUTES.spareParts}?q=tidakadabarangini`);
  await expect(finder.getByText('Tidak ada suku cadang yang cocok.')).toBeVisible();

  const { types } = await jsonLdTypes(page);
  expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList', 'FAQPage']));
});

test('tracking-order explains the stages, offers the look-up form and sends a customer to their orders', async ({ page }) => {
  await page.goto(SERVICE_ROUTES['tracking-order']!);
  await expect(page.getByRole('heading', { level: 1, name: contentOf('tracking-order').title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tahapan yang Dapat Dipantau' }).getByText('Siap diambil')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Lacak pesanan' }).getByLabel('Nomor Pesanan')).toBeVisible();
  const href = await page.getByRole('link', { name: 'Masuk untuk Lacak Pesanan' }).getAttribute('href');
  expect(Buffer.from(decodeURIComponent(href!.split('redirect=')[1]!), 'base64').toString()).toBe('/myaccount/pesanan');
  await expect(page.getByText(/segera hadir|coming soon/i)).toHaveCount(0);
});

// The accessibility check of every service page: pages-quality.spec.ts (desktop, with its h1,
// breadcrumb and markup) and its phone-size pass.
