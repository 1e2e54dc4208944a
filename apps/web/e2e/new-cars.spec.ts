import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { calculateCredit } from '../../../packages/domain/src/credit';
import { discountPercent, formatRupiah } from '../../../packages/domain/src/format';
import { MEDIA } from '../../../packages/domain/src/media';
import { ROUTES } from '../../../packages/domain/src/routes';
import { isGrSport } from '../../../packages/domain/src/vocabulary';
import { carColors, carModels, carSpecifications, carVariants } from '../../../packages/db/src/seed/data/cars';
import { variantPrices } from '../../../packages/db/src/seed/prices';

/*
 * New cars (issue 4): the list (issue 15: the whole line-up on one page, grouped by type, with type
 * chips and filters), the model page (colours, variants, credit simulation, sections, markup), the
 * full specification, the comparison and the test-drive list,
 * against the real stack and the seed. Expected figures come from the seed data and the domain
 * modules, never from the page itself.
 */

const variantsOf = (model: string) => carVariants.filter((v) => v.modelCode === model);
const lowestOf = (model: string) => Math.min(...variantsOf(model).map((v) => v.priceOtr));
const modelName = (code: string) => carModels.find((m) => m.code === code)!.name;

/** The parsed JSON-LD objects of the page (arrays flattened). */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const value = JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}
const typesOf = async (page: Page) => (await jsonLdOf(page)).map((o) => o['@type']);

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The groups a buyer sees on the list, in order, and the body types each holds (issue 15). */
const GROUPS: [label: string, bodyTypes: string[]][] = [
  ['MPV', ['mpv']],
  ['SUV', ['suv']],
  ['Hatchback', ['hatchback']],
  ['Sedan', ['sedan']],
  ['Pikap & Komersial', ['pickup', 'van']],
  ['Mobil Sport', ['sports']],
];
const modelsOf = (bodyTypes: string[]) => carModels.filter((m) => bodyTypes.includes(m.bodyType));
const electrified = () => carModels.filter((m) => variantsOf(m.code).some((v) => v.fuel === 'Hybrid' || v.fuel === 'Listrik'));
const grSport = () => carModels.filter((m) => variantsOf(m.code).some((v) => isGrSport(m.name, v.name)));
const groupRegion = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\d+ model$`) });
const chip = (page: Page, label: string) => page.getByRole('navigation', { name: 'Tipe mobil' }).getByRole('link', { name: new RegExp(`^${label} \\d+ model$`) });

/** Opens the filter form where it is folded (phones). */
async function openFilters(page: Page) {
  const form = page.getByRole('form', { name: 'Filter mobil' });
  if (!(await form.isVisible())) await page.locator('summary', { hasText: 'Filter' }).click();
  return form;
}

test('the new-car list shows the whole line-up on one page, grouped by type, with city prices @both', async ({ page }) => {
  await page.goto(ROUTES.newCars);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobil Baru Toyota');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Mobil Baru Toyota')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`${carModels.length} mobil ditemukan`)).toBeVisible();
  // Every model at once: no pages to click through.
  await expect(page.getByRole('article')).toHaveCount(carModels.length);
  await expect(page.getByRole('navigation', { name: 'Halaman mobil' })).toHaveCount(0);

  // Grouped by type, in order, each group headed with its count and holding exactly its models (editorial order).
  const expected = GROUPS.map(([label, types]) => [label, modelsOf(types)] as const).filter(([, models]) => models.length > 0);
  expect(expected.reduce((n, [, models]) => n + models.length, 0)).toBe(carModels.length);
  await expect(page.getByRole('region', { name: / \d+ model$/ }).getByRole('heading', { level: 2 })).toHaveText(
    expected.map(([label, models]) => `${label} ${models.length} model`),
  );
  for (const [label, models] of expected) {
    await expect(groupRegion(page, label).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(models.map((m) => m.name));
  }

  // Each card is priced from its cheapest variant's OTR.
  for (const m of [carModels[0]!, carModels[carModels.length - 1]!]) {
    await expect(cardOf(page, m.name).getByText(`Mulai ${formatRupiah(lowestOf(m.code))}`)).toBeVisible();
  }

  // The chips count their models; "Semua" is the one chosen.
  await expect(chip(page, 'Semua')).toHaveAttribute('aria-current', 'page');
  await expect(chip(page, 'Semua')).toHaveAccessibleName(`Semua ${carModels.length} model`);
  await expect(chip(page, 'Hybrid & Listrik')).toHaveAccessibleName(`Hybrid & Listrik ${electrified().length} model`);
});

test('a type chip narrows the list, and the filters and sort work within it @both', async ({ page }) => {
  await page.goto(ROUTES.newCars);
  const suvs = modelsOf(['suv']);
  await chip(page, 'SUV').click();
  await expect(page).toHaveURL(/\?tipe=suv$/);
  await expect(chip(page, 'SUV')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`${suvs.length} mobil ditemukan`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(suvs.length);
  await expect(page.getByRole('region', { name: / \d+ model$/ })).toHaveCount(1);
  await expect(groupRegion(page, 'SUV').getByRole('heading', { level: 2 })).toHaveText(`SUV ${suvs.length} model`);

  // Pick-ups and vans share one chip.
  await chip(page, 'Pikap & Komersial').click();
  await expect(page).toHaveURL(/\?tipe=komersial$/);
  const commercial = modelsOf(['pickup', 'van']);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(commercial.map((m) => m.name));

  // Hybrid and electric models, from every group, still grouped by type.
  await chip(page, 'Hybrid & Listrik').click();
  await expect(page).toHaveURL(/\?tipe=elektrifikasi$/);
  const green = electrified();
  expect(green.length).toBeGreaterThan(2);
  await expect(page.getByRole('article')).toHaveCount(green.length);
  for (const m of green) await expect(cardOf(page, m.name)).toBeVisible();
  expect(await page.getByRole('region', { name: / \d+ model$/ }).count()).toBeGreaterThan(1);

  // The GR Sport trims and GR cars, from every group.
  await chip(page, 'GR Sport').click();
  await expect(page).toHaveURL(/\?tipe=gr-sport$/);
  const gr = grSport();
  expect(gr.map((m) => m.code)).toEqual(expect.arrayContaining(['agyagrsport', 'rush', 'gr86']));
  await expect(page.getByRole('article')).toHaveCount(gr.length);
  for (const m of gr) await expect(cardOf(page, m.name)).toBeVisible();

  // Within the SUV chip: the form's fuel filter → exactly the SUVs with a hybrid variant; the chip stays.
  await chip(page, 'SUV').click();
  await expect(page).toHaveURL(/\?tipe=suv$/);
  const form = await openFilters(page);
  await form.getByLabel('Bahan bakar').selectOption('Hybrid');
  await form.getByRole('button', { name: 'Terapkan filter' }).click();
  await expect(page).toHaveURL(/tipe=suv/);
  await expect(page).toHaveURL(/fuel=Hybrid/);
  const hybridSuvs = suvs.filter((m) => variantsOf(m.code).some((v) => v.fuel === 'Hybrid'));
  expect(hybridSuvs.length).toBeGreaterThan(1);
  await expect(page.getByText(`${hybridSuvs.length} mobil ditemukan`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(hybridSuvs.length);
  await expect(chip(page, 'SUV')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('summary', { hasText: 'Filter' })).toContainText('1 filter aktif');

  // Sort by highest price: the card order follows the cheapest-variant price, descending; filters kept.
  await page.getByLabel('Urutkan').selectOption('price-desc');
  await page.getByRole('button', { name: 'Terapkan', exact: true }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page).toHaveURL(/fuel=Hybrid/);
  await expect(page).toHaveURL(/tipe=suv/);
  const expectedOrder = [...hybridSuvs].sort((a, b) => lowestOf(b.code) - lowestOf(a.code)).map((m) => m.name);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(expectedOrder);
  // "Semua" keeps the fuel filter and the order, over every type.
  await chip(page, 'Semua').click();
  await expect(page).not.toHaveURL(/tipe=/);
  await expect(page).toHaveURL(/fuel=Hybrid/);
  const hybrids = carModels.filter((m) => variantsOf(m.code).some((v) => v.fuel === 'Hybrid'));
  await expect(page.getByRole('article')).toHaveCount(hybrids.length);

  // A filter nothing matches says so.
  await page.goto(`${ROUTES.newCars}?tipe=sport&fuel=Diesel`);
  await expect(page.getByText('0 mobil ditemukan')).toBeVisible();
  await expect(page.getByText('Tidak ada mobil yang cocok dengan filter Anda.')).toBeVisible();

  // Links from before the chips still narrow the list.
  await page.goto(`${ROUTES.newCars}?bodyType=mpv`);
  await expect(page.getByRole('article')).toHaveCount(modelsOf(['mpv']).length);
  await expect(chip(page, 'MPV')).toHaveAttribute('aria-current', 'page');
});

test('every model is in the ItemList markup; a typed list is noindex with its canonical on the plain list', async ({ page }) => {
  // An old paged link shows the whole line-up.
  await page.goto(`${ROUTES.newCars}?page=3`);
  await expect(page.getByRole('article')).toHaveCount(carModels.length);

  await page.goto(ROUTES.newCars);
  const list = (await jsonLdOf(page)).find((o) => o['@type'] === 'ItemList')!;
  expect(list.numberOfItems).toBe(carModels.length);
  for (const m of carModels) expect(JSON.stringify(list)).toContain(`/mobil-baru-toyota/p/${m.code}"`);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/c\/mobil-baru-toyota$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.goto(`${ROUTES.newCars}?tipe=suv`);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/c\/mobil-baru-toyota$/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
});

test('on a phone a chosen chip far along the row opens in sight', { tag: '@mobile' }, async ({ page }) => {
  await page.goto(`${ROUTES.newCars}?tipe=gr-sport`);
  await expect(chip(page, 'GR Sport')).toHaveAttribute('aria-current', 'page');
  await expect(chip(page, 'GR Sport')).toBeInViewport({ ratio: 1 });
  await expect(chip(page, 'Semua')).not.toBeInViewport({ ratio: 1 });
});

test('on a phone the type chips scroll sideways and the cards sit two a row', { tag: '@mobile' }, async ({ page }) => {
  await page.goto(ROUTES.newCars);
  const chips = page.getByRole('navigation', { name: 'Tipe mobil' }).getByRole('list');
  // The row is wider than the screen and scrolls inside itself; the page does not scroll sideways
  // (a phone widens its layout viewport to the content, so the page is measured against its own width).
  expect(await chips.evaluate((ul) => ul.scrollWidth > ul.clientWidth && getComputedStyle(ul).overflowX === 'auto')).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const last = page.getByRole('navigation', { name: 'Tipe mobil' }).getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  // Two cards side by side in the first group.
  const [first, second] = await page.getByRole('article').evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
  expect(Math.abs(first!.top - second!.top)).toBeLessThan(1);
  expect(second!.left).toBeGreaterThan(first!.right - 1);

  // The compare bar waits at the end of the list until a car is ticked, then follows the visitor.
  const bar = page.getByRole('form', { name: 'Bandingkan mobil' });
  await expect(bar).not.toBeInViewport();
  await page.getByRole('checkbox', { name: `Bandingkan ${modelsOf(['mpv'])[0]!.name}` }).check();
  await expect(bar).toBeInViewport();
});

test('a model page: colours change the picture, variants change the price, sections and markup are there @both', async ({ page }) => {
  await page.goto(`${ROUTES.newCars}?bodyType=mpv`);
  await cardOf(page, 'Avanza').getByRole('link', { name: 'Avanza', exact: true }).click();
  await expect(page).toHaveURL(ROUTES.model('avanza'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Avanza');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Opens on the cheapest variant, with the Jakarta Pusat OTR (the §9 fallback city).
  const variants = variantsOf('avanza');
  const cheapest = variants.reduce((a, b) => (b.priceOtr < a.priceOtr ? b : a));
  await expect(page.getByText(`Varian dipilih: ${cheapest.name}`)).toBeVisible();
  await expect(page.getByText(formatRupiah(cheapest.priceOtr), { exact: true }).first()).toBeVisible();

  // Colour swatches swap the picture.
  const colors = carColors.filter((c) => c.modelCode === 'avanza');
  const picture = page.getByRole('img', { name: `Toyota Avanza warna ${colors[0]!.name}` });
  // The picture wears the badge of the variant on show (issue 15): it names that variant.
  await expect(picture).toHaveAttribute('src', MEDIA.car('avanza', colors[0]!.hex, colors[0]!.roofHex, cheapest.code));
  const second = colors[1]!;
  await page.getByRole('button', { name: second.name, exact: true }).click();
  await expect(page.getByRole('button', { name: second.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const changed = page.getByRole('img', { name: `Toyota Avanza warna ${second.name}` });
  await expect(changed).toHaveAttribute('src', MEDIA.car('avanza', second.hex, second.roofHex, cheapest.code));
  await expect.poll(() => changed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Another variant: its price, struck-through normal price and the §9 discount.
  const discounted = variants.find((v) => v.strikeThroughPrice !== null)!;
  await page.getByRole('link', { name: new RegExp(`Avanza ${discounted.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`variant=${discounted.code}`));
  await expect(page.getByText(`Varian dipilih: ${discounted.name}`)).toBeVisible();
  const summary = page.locator('p', { hasText: 'Varian dipilih' }).locator('..');
  await expect(summary.getByText(formatRupiah(discounted.priceOtr), { exact: true })).toBeVisible();
  await expect(summary.locator('del')).toContainText(formatRupiah(discounted.strikeThroughPrice));
  await expect(summary.getByText(`Diskon ${discountPercent(discounted.strikeThroughPrice, discounted.priceOtr)}%`)).toBeVisible();

  // The sections a buyer expects.
  for (const name of ['Keunggulan Avanza', 'Spesifikasi utama', 'Simulasi kredit', 'Galeri Avanza', 'Video Avanza', 'Promo Avanza', 'Ulasan pemilik Avanza', 'Pertanyaan seputar Avanza', 'Mirip dengan Avanza']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Test Drive', exact: true })).toBeVisible();
  // Each button says what it does (issue 29): the booking fee is paid here, WhatsApp only asks.
  await expect(page.getByRole('main').getByRole('link', { name: 'Booking dengan Tanda Jadi' }).first()).toHaveAttribute('href', /\/booking/);
  await expect(page.getByRole('link', { name: /^Tanya via WhatsApp ke sales / })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(page.getByRole('link', { name: /^Beli\b/ })).toHaveCount(0);
  await expect(page.getByText(/^Booking dengan Tanda Jadi: pilih dealer dan bayar tanda jadi online \(QRIS atau virtual account\), sisanya di dealer\./)).toBeVisible();
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }

  // Issue 29: no official Avanza video is known, so the video section links the official Toyota
  // Indonesia channel searched for the model, and says so (no "Tonton video", no made-up length).
  const videoSection = page.getByRole('region', { name: 'Video Avanza' });
  const channel = 'https://www.youtube.com/@ToyotaIndonesia/search?query=Toyota%20Avanza';
  await expect(videoSection.getByRole('link', { name: /^Cari video di kanal resmi Toyota Indonesia untuk Toyota Avanza/ })).toHaveAttribute('href', channel);
  await expect(videoSection.getByText('Tautan ini membuka pencarian Avanza di kanal tersebut.', { exact: false })).toBeVisible();
  await expect(videoSection.getByRole('link', { name: /Tonton video|Putar video/ })).toHaveCount(0);
  await expect(videoSection.getByText(/^Durasi /)).toHaveCount(0);

  // Markup: Product (with every variant and the strike-through price), Car of the chosen variant, FAQ, reviews, breadcrumb;
  // no VideoObject for a channel search (issue 29).
  const ld = await jsonLdOf(page);
  const types = ld.map((o) => o['@type']);
  for (const type of ['Product', 'Car', 'FAQPage', 'BreadcrumbList']) expect(types).toContain(type);
  expect(types).not.toContain('VideoObject');
  const product = ld.find((o) => o['@type'] === 'Product') as { offers: { offerCount: number; lowPrice: number }; review?: unknown[] };
  expect(product.offers.offerCount).toBe(variants.length);
  expect(product.offers.lowPrice).toBe(cheapest.priceOtr);
  expect(product.review?.length ?? 0).toBeGreaterThan(0);
  const car = ld.find((o) => o['@type'] === 'Car') as { vehicleConfiguration: string; offers: { price: number } };
  expect(car.vehicleConfiguration).toBe(discounted.name);
  expect(car.offers.price).toBe(discounted.priceOtr);
});

test('a model whose variants seat differently says so: 7–8 on its card, each variant its own seats', async ({ page }) => {
  await page.goto(`${ROUTES.newCars}?tipe=mpv`);
  await expect(cardOf(page, 'Kijang Innova Zenix').getByText(/MPV · 7–8 penumpang/)).toBeVisible();
  await page.goto(ROUTES.model('innovazenix'));
  const facts = page.getByRole('list', { name: 'Ringkasan' });
  await expect(facts.getByText('8 penumpang', { exact: true })).toBeVisible();
  const v = page.getByRole('link', { name: /Kijang Innova Zenix 2\.0 V CVT/ });
  await expect(v).toContainText('CVT · Bensin · 7 penumpang');
  await v.click();
  await expect(page).toHaveURL(/variant=IZN-20V-CVT/);
  await expect(facts.getByText('7 penumpang', { exact: true })).toBeVisible();
});

test('the credit simulation answers from the API for the down payment and tenor chosen @both', async ({ page }) => {
  const variant = variantsOf('avanza').reduce((a, b) => (b.priceOtr < a.priceOtr ? b : a));
  await page.goto(ROUTES.model('avanza'));
  const credit = page.getByRole('region', { name: 'Simulasi kredit' });
  const installment = credit.getByTestId('installment');
  const expected = (dp: number, tenor: 12 | 24 | 36 | 48 | 60) =>
    formatRupiah(calculateCredit({ otrPrice: variant.priceOtr, downPaymentPercent: dp, tenorMonths: tenor }).monthlyInstallment);

  // Rendered with 20 % down over 36 months, every assumption listed.
  await expect(installment).toHaveText(expected(20, 36));
  await expect(credit.getByText('10% per tahun')).toBeVisible();
  await expect(credit.getByText(formatRupiah(3_500_000))).toBeVisible();
  await expect(credit.getByText(/Asuransi All risk/)).toBeVisible();

  // A tenor button asks the API again (once the island runs: it marks itself).
  await expect(credit.locator('[data-ready]')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/product/v1/v2/creditcalculator') && r.request().method() === 'POST');
  await credit.getByRole('button', { name: '60 bulan' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { monthlyInstallment: number; tenorMonths: number } };
  expect(body.data.tenorMonths).toBe(60);
  await expect(installment).toHaveText(formatRupiah(body.data.monthlyInstallment));
  await expect(installment).toHaveText(expected(20, 60));
  await expect(credit.getByRole('button', { name: '60 bulan' })).toHaveAttribute('aria-pressed', 'true');
  await expect(credit.getByText('12% per tahun')).toBeVisible();

  // The down-payment slider.
  await credit.getByLabel(/Uang muka \(DP\)/).fill('40');
  await expect(installment).toHaveText(expected(40, 60));
  await expect(credit.getByText(`Uang muka (DP): 40% · ${formatRupiah(Math.round(variant.priceOtr * 0.4))}`)).toBeVisible();
});

test('prices follow the chosen city', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'kemudi_city', value: encodeURIComponent(JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'Bandung' })), url: baseURL! },
  ]);
  const variant = variantsOf('avanza').reduce((a, b) => (b.priceOtr < a.priceOtr ? b : a));
  const bandung = variantPrices([variant]).find((p) => p.cityIsocode === '3273')!.price;
  expect(bandung).toBeGreaterThan(variant.priceOtr);
  await page.goto(ROUTES.model('avanza'));
  await expect(page.getByText('Harga OTR Bandung', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(formatRupiah(bandung), { exact: true }).first()).toBeVisible();
  await page.goto(`${ROUTES.newCars}?bodyType=mpv`);
  await expect(cardOf(page, 'Avanza').getByText(`Mulai ${formatRupiah(bandung)}`)).toBeVisible();
});

test('the full specification lists every row for every variant', async ({ page }) => {
  await page.goto(ROUTES.model('avanza'));
  await page.getByRole('link', { name: 'Lihat spesifikasi lengkap Avanza' }).click();
  await expect(page).toHaveURL(ROUTES.fullSpecification('avanza'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spesifikasi Lengkap Toyota Avanza');
  const variants = variantsOf('avanza');
  const engine = page.getByRole('table').first();
  for (const v of variants) await expect(engine.getByRole('columnheader', { name: v.name, exact: true })).toBeVisible();
  const rows = carSpecifications.filter((s) => s.modelCode === 'avanza');
  await expect(page.getByRole('rowheader')).toHaveCount(rows.length);
  const cc = rows.find((r) => r.label === 'Kapasitas Mesin')!;
  const ccRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Kapasitas Mesin' }) });
  for (const v of variants) await expect(ccRow).toContainText(cc.variantValues?.[v.code] ?? cc.value);
  expect(await typesOf(page)).toEqual(expect.arrayContaining(['Car', 'BreadcrumbList']));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Toyota Avanza' })).toHaveAttribute('href', ROUTES.model('avanza'));
});

test('two models picked on the list are compared side by side @both', async ({ page }) => {
  await page.goto(`${ROUTES.newCars}?bodyType=mpv`);
  await page.getByRole('checkbox', { name: 'Bandingkan Avanza' }).check();
  await page.getByRole('checkbox', { name: 'Bandingkan Veloz' }).check();
  await page.getByRole('button', { name: 'Bandingkan', exact: true }).click();
  await expect(page).toHaveURL(/\/c\/mobil-baru-toyota\/bandingkan\?codes=avanza&codes=veloz/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bandingkan Mobil Toyota');
  // The picker and the table fit the screen (the wide table scrolls inside its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Toyota Avanza', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Toyota Veloz', exact: true })).toBeVisible();
  const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Harga OTR' }) });
  await expect(priceRow.getByRole('cell')).toHaveText([formatRupiah(lowestOf('avanza')), formatRupiah(lowestOf('veloz'))]);
  const seatsRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Kapasitas Penumpang' }) });
  await expect(seatsRow.getByRole('cell')).toHaveText([`${carModels.find((m) => m.code === 'avanza')!.seats} orang`, `${carModels.find((m) => m.code === 'veloz')!.seats} orang`]);

  // A third, a variant this time, from the picker.
  const fortunerVariant = variantsOf('fortuner')[0]!;
  await page.getByLabel('Mobil 3 (opsional)').selectOption(fortunerVariant.code);
  await page.getByRole('button', { name: 'Bandingkan', exact: true }).click();
  await expect(table.getByRole('link', { name: `Toyota Fortuner ${fortunerVariant.name}`, exact: true })).toBeVisible();
  await expect(priceRow.getByRole('cell')).toHaveCount(3);
  await expect(priceRow.getByRole('cell').nth(2)).toHaveText(formatRupiah(fortunerVariant.priceOtr));
});

test('the model page leads to the comparison with the model already chosen', async ({ page }) => {
  await page.goto(ROUTES.model('veloz'));
  await page.getByRole('link', { name: 'Bandingkan Veloz dengan mobil lain' }).click();
  await expect(page).toHaveURL(ROUTES.compare(['veloz']));
  await expect(page.getByLabel('Mobil 1')).toHaveValue('veloz');
  await expect(page.getByText('Pilih minimal dua mobil untuk melihat perbandingannya.')).toBeVisible();
  await page.getByLabel('Mobil 2').selectOption('avanza');
  await page.getByRole('button', { name: 'Bandingkan', exact: true }).click();
  await expect(page.getByRole('table').getByRole('link', { name: 'Toyota Avanza', exact: true })).toBeVisible();
});

test('the test-drive list shows only the models offered for a test drive, each with its booking link @both', async ({ page }) => {
  await page.goto(ROUTES.testDrive);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Drive Toyota');
  const offered = carModels.filter((m) => m.testDrive);
  await expect(page.getByText(`${offered.length} model test drive ditemukan`)).toBeVisible();
  const first = offered[0]!;
  // Issue 13: the card books the test drive on the site.
  const cta = cardOf(page, first.name).getByRole('link', { name: `Jadwalkan Test Drive ${first.name}` });
  await expect(cta).toHaveAttribute('href', ROUTES.testDriveNew(first.code));
  // Every model offered is on the one page; a model outside the test-drive fleet is not.
  await expect(page.getByRole('article')).toHaveCount(offered.length);
  const notOffered = carModels.find((m) => !m.testDrive)!;
  await expect(cardOf(page, notOffered.name)).toHaveCount(0);
  expect(await typesOf(page)).toContain('ItemList');

  // The model page's Test Drive button opens that model's test-drive booking.
  await page.goto(ROUTES.model('avanza'));
  await page.getByRole('main').getByRole('link', { name: 'Test Drive', exact: true }).click();
  await expect(page).toHaveURL(ROUTES.testDriveNew('avanza'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Test Drive Toyota ${modelName('avanza')}`);

  // A model outside the test-drive fleet does not send the visitor to an empty list: the dealer is asked on WhatsApp.
  await page.goto(ROUTES.model(notOffered.code));
  await expect(page.getByRole('main').getByRole('link', { name: /^Test Drive/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
});

test('an unknown model answers the Indonesian 404 page', async ({ page }) => {
  const response = await page.goto(ROUTES.model('bukan-model'));
  expect(response?.status()).toBe(404);
  const spec = await page.goto(ROUTES.fullSpecification('bukan-model'));
  expect(spec?.status()).toBe(404);
});

// The list and test-drive pages are checked by pages-quality.spec.ts; these are the new-car pages it
// does not open. One test walks them (a fresh page per path costs more than the check).
test('the model, full-specification and compare pages have no serious or critical accessibility violation @both', async ({ page }) => {
  for (const path of [ROUTES.model('avanza'), ROUTES.fullSpecification('avanza'), ROUTES.compare(['avanza', 'veloz'])]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
