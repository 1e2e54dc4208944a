import { expect, type Locator, type Page, test } from '@playwright/test';
import { calculateCredit } from '../../../packages/domain/src/credit';
import { formatKm, formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { USED_CAR_PHOTOS } from '../../../packages/domain/src/used-car-photos';
import { USED_CAR_WARRANTY } from '../../../packages/domain/src/used-car-warranty';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { carModels } from '../../../packages/db/src/seed/data/cars';
import { usedCars } from '../../../packages/db/src/seed/data/used-cars';

// Issue 4, certified used cars: the list with its filters, sorting and pages, and a car's page.
// Expectations come from the seed the stack was started with.

const PAGE_SIZE = 12;
const onOffer = usedCars.filter((c) => c.status !== 'sold');
const modelName = (code: string) => carModels.find((m) => m.code === code)!.name;
// A car is titled with the name it was sold under (e.g. Hilux S-Cab, Avanza Veloz) when that differs from today's model (issue 15).
const carTitle = (c: (typeof usedCars)[number]) => `Toyota ${c.modelName ?? modelName(c.modelCode)} ${c.variantName} ${c.year}`;
const byCode = (code: string) => usedCars.find((c) => c.code === code)!;
const branchOf = (c: (typeof usedCars)[number]) => branches.find((b) => b.id === c.branchId)!;
/** The API's 'newest' order: latest listing first, then by code. */
const newestFirst = [...onOffer].sort((a, b) => (a.listedDate === b.listedDate ? (a.code < b.code ? -1 : 1) : a.listedDate < b.listedDate ? 1 : -1));

const results = (page: Page) => page.getByRole('region', { name: 'Hasil pencarian mobil bekas' });
const cards = (page: Page) => results(page).getByRole('article');
/** The car codes behind the cards' links, in page order. */
const cardCodes = async (page: Page) =>
  (await results(page).locator('article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((h) =>
    decodeURIComponent(h.split('/').at(-1) ?? ''),
  );
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter mobil bekas' });

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): Record<string, unknown>[] => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** On the phone the filters fold into a "Filter" disclosure; open it when it is closed. */
async function openFilters(page: Page): Promise<Locator> {
  const form = filterForm(page);
  if (!(await form.isVisible())) await page.locator('summary', { hasText: 'Filter' }).click();
  await expect(form).toBeVisible();
  return form;
}

test('walk-through: filter by model, year and mileage, open a car, see its inspection and mileage @both', async ({ page }) => {
  await page.goto(ROUTES.usedCars);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobil Bekas Bersertifikat Toyota');
  await expect(page.getByText(`${onOffer.length} mobil ditemukan`)).toBeVisible();

  const expected = onOffer.filter((c) => c.modelCode === 'avanza' && c.year >= 2020 && c.year <= 2022 && c.mileageKm <= 80_000);
  expect(expected.length).toBeGreaterThan(1);
  expect(expected.length).toBeLessThan(onOffer.filter((c) => c.modelCode === 'avanza').length);

  const form = await openFilters(page);
  await form.getByLabel('Model').selectOption('avanza');
  await form.getByLabel('Dari tahun').selectOption('2020');
  await form.getByLabel('Sampai tahun').selectOption('2022');
  await form.getByLabel('Jarak tempuh').selectOption({ label: 'Maksimal 80.000 km' });
  await form.getByRole('button', { name: 'Terapkan filter' }).click();

  await expect(page).toHaveURL(/model=avanza/);
  await expect(page).toHaveURL(/maxMileage=80000/);
  await expect(page.getByText(`${expected.length} mobil ditemukan`)).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.length);
  expect((await cardCodes(page)).sort()).toEqual(expected.map((c) => c.code).sort());
  // The active filters are listed, each removable.
  const chips = page.getByRole('list', { name: 'Filter aktif' });
  await expect(chips.getByRole('link', { name: 'Hapus filter Model: Avanza' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Hapus filter Tahun 2020–2022' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Hapus filter Maksimal 80.000 km' })).toBeVisible();

  // Open the first car.
  const [firstCode] = await cardCodes(page);
  const car = byCode(firstCode!);
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.usedCar(car.code)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(carTitle(car));
  await expect(page.getByText(formatRupiah(car.price), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(formatKm(car.mileageKm), { exact: true }).first()).toBeVisible();
  // Issue 15: the one warranty the promo and the FAQ promise, in the same words.
  await expect(page.getByText(USED_CAR_WARRANTY.label, { exact: true }).first()).toBeVisible();

  const inspection = page.getByRole('region', { name: 'Hasil Inspeksi' });
  await expect(inspection.getByRole('img', { name: `Skor inspeksi ${car.inspection.score} dari 100` })).toBeVisible();
  await expect(inspection.getByText(`Grade ${car.inspection.grade}`)).toBeVisible();
  await expect(inspection.getByRole('listitem')).toHaveCount(car.inspection.items.length);
  for (const group of new Set(car.inspection.items.map((i) => i.group))) {
    await expect(inspection.getByRole('heading', { name: new RegExp(`^${group}`) })).toBeVisible();
  }
  const noted = car.inspection.items.find((i) => i.note);
  if (noted) await expect(inspection.getByText(noted.note!)).toBeVisible();
});

test('filters narrow the list by transmission, price and city, and the pages keep them', async ({ page }) => {
  const automatic = onOffer.filter((c) => c.transmission === 'Otomatis');
  expect(automatic.length).toBeGreaterThan(PAGE_SIZE);
  await page.goto(ROUTES.usedCars);
  const form = filterForm(page);
  await form.getByLabel('Transmisi').selectOption('Otomatis');
  await form.getByRole('button', { name: 'Terapkan filter' }).click();
  await expect(page.getByText(`${automatic.length} mobil ditemukan`)).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  // Page 2 of the filtered list: still automatic cars only, none from page 1.
  const first = await cardCodes(page);
  await page.getByRole('navigation', { name: 'Halaman mobil bekas' }).getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/transmission=Otomatis/);
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, automatic.length - PAGE_SIZE));
  const second = await cardCodes(page);
  expect(second.filter((c) => first.includes(c))).toEqual([]);
  for (const code of second) expect(byCode(code).transmission).toBe('Otomatis');

  // Price band and the car's city.
  const bandung = branches.filter((b) => b.cityIsocode === '3273').map((b) => b.id);
  const inBandung = onOffer.filter((c) => bandung.includes(c.branchId) && c.price >= 150_000_000 && c.price <= 400_000_000);
  expect(inBandung.length).toBeGreaterThan(0);
  await page.goto(ROUTES.usedCars);
  await form.getByLabel('Harga').selectOption({ label: 'Rp 150 – 250 juta' });
  await form.getByLabel('Lokasi mobil').selectOption('3273');
  await form.getByRole('button', { name: 'Terapkan filter' }).click();
  const band = onOffer.filter((c) => bandung.includes(c.branchId) && c.price >= 150_000_000 && c.price <= 250_000_000);
  await expect(page.getByText(`${band.length} mobil ditemukan`)).toBeVisible();
  expect((await cardCodes(page)).sort()).toEqual(band.map((c) => c.code).sort());
  for (const card of await cards(page).all()) await expect(card.getByText(/Kota Bandung$/)).toBeVisible();
});

test('the list is paginated, newest first, with numbered pages', async ({ page }) => {
  const totalPages = Math.ceil(onOffer.length / PAGE_SIZE);
  expect(totalPages).toBeGreaterThan(2);
  await page.goto(ROUTES.usedCars);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  expect(await cardCodes(page)).toEqual(newestFirst.slice(0, PAGE_SIZE).map((c) => c.code));

  const pager = page.getByRole('navigation', { name: 'Halaman mobil bekas' });
  await pager.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  expect(await cardCodes(page)).toEqual(newestFirst.slice(PAGE_SIZE, PAGE_SIZE * 2).map((c) => c.code));

  await pager.getByRole('link', { name: `Halaman ${totalPages}` }).click();
  await expect(cards(page)).toHaveCount(onOffer.length - PAGE_SIZE * (totalPages - 1));
  await expect(pager.getByRole('link', { name: 'Berikutnya' })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`Halaman ${totalPages}`));

  // The list's ItemList markup describes the cards of this page.
  const list = (await jsonLd(page)).find((t) => t['@type'] === 'ItemList')!;
  expect(list.numberOfItems).toBe(onOffer.length - PAGE_SIZE * (totalPages - 1));
});

test('sorting by price, year and mileage orders the cars', async ({ page }) => {
  await page.goto(ROUTES.usedCars);
  await page.getByLabel('Urutkan').selectOption({ label: 'Harga terendah' });
  await page.getByRole('button', { name: 'Urutkan', exact: true }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  const cheapest = Math.min(...onOffer.map((c) => c.price));
  await expect(cards(page).first().getByText(formatRupiah(cheapest), { exact: true })).toBeVisible();
  const prices = (await cardCodes(page)).map((c) => byCode(c).price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByLabel('Urutkan').selectOption({ label: 'Kilometer terendah' });
  await page.getByRole('button', { name: 'Urutkan', exact: true }).click();
  const mileages = (await cardCodes(page)).map((c) => byCode(c).mileageKm);
  expect(mileages[0]).toBe(Math.min(...onOffer.map((c) => c.mileageKm)));
  expect(mileages).toEqual([...mileages].sort((a, b) => a - b));

  // A filter applied after sorting keeps the sort.
  await filterForm(page).getByLabel('Model').selectOption('fortuner');
  await filterForm(page).getByRole('button', { name: 'Terapkan filter' }).click();
  await expect(page).toHaveURL(/sort=mileage-asc/);
  const fortuners = onOffer.filter((c) => c.modelCode === 'fortuner').sort((a, b) => a.mileageKm - b.mileageKm);
  expect(await cardCodes(page)).toEqual(fortuners.map((c) => c.code));

  await page.getByLabel('Urutkan').selectOption({ label: 'Tahun terbaru' });
  await page.getByRole('button', { name: 'Urutkan', exact: true }).click();
  await expect(page).toHaveURL(/model=fortuner/);
  const years = (await cardCodes(page)).map((c) => byCode(c).year);
  expect(years).toEqual([...years].sort((a, b) => b - a));
});

test('no car matches: a helpful empty state with a link that resets the filters @both', async ({ page }) => {
  expect(onOffer.filter((c) => c.modelCode === 'alphard' && c.mileageKm <= 20_000)).toHaveLength(0);
  await page.goto(`${ROUTES.usedCars}?model=alphard&maxMileage=20000`);
  await expect(page.getByText('0 mobil ditemukan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tidak ada mobil yang cocok' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await results(page).getByRole('link', { name: 'Hapus semua filter' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.usedCars}$`));
  await expect(page.getByText(`${onOffer.length} mobil ditemukan`)).toBeVisible();
});

test('a car page: photos, specifications, branch, contact, credit estimate, similar cars and Car markup', async ({ page }) => {
  const car = newestFirst.find((c) => c.status === 'available' && c.modelCode === 'fortuner')!;
  const branch = branchOf(car);
  await page.goto(ROUTES.usedCar(car.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(carTitle(car));
  await expect(page).toHaveTitle(new RegExp(carTitle(car)));

  // Breadcrumb: Beranda › Mobil Bekas › the model › the car.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Mobil Bekas' })).toHaveAttribute('href', ROUTES.usedCars);
  await expect(crumbs.getByRole('link', { name: 'Fortuner' })).toHaveAttribute('href', `${ROUTES.usedCars}?model=fortuner`);

  // The photo gallery: every photo has a thumbnail; choosing one shows it large.
  const main = page.getByRole('img', { name: `${carTitle(car)} – Tampak samping` });
  await expect(main).toBeVisible();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const thumbs = page.getByRole('list', { name: 'Foto lainnya' }).getByRole('button');
  await expect(thumbs).toHaveCount(USED_CAR_PHOTOS.length);
  await page.getByRole('button', { name: 'Lihat foto Dasbor dan layar hiburan' }).click();
  await expect(page.getByRole('img', { name: `${carTitle(car)} – Dasbor dan layar hiburan` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lihat foto Dasbor dan layar hiburan' })).toHaveAttribute('aria-pressed', 'true');

  // Specifications.
  const specs = page.getByRole('region', { name: 'Spesifikasi' });
  await expect(specs.getByRole('definition').filter({ hasText: car.variantName })).toBeVisible();
  await expect(specs.getByRole('definition').filter({ hasText: car.colorName })).toBeVisible();
  await expect(specs.getByRole('definition').filter({ hasText: `Wilayah ${car.plateRegion}` })).toBeVisible();

  // The branch, its dealer page and WhatsApp.
  const place = page.getByRole('region', { name: 'Lokasi Mobil' });
  await expect(place.getByRole('heading', { name: branch.name })).toBeVisible();
  await expect(place.getByText(branch.address)).toBeVisible();
  await expect(place.getByRole('link', { name: `Lihat halaman dealer ${branch.name}` })).toHaveAttribute('href', ROUTES.branch(branch.slug));
  await expect(page.getByRole('link', { name: /^Tanya via WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${branch.whatsapp}\\?text=.*${car.code}`),
  );
  // Issue 13: the test drive is booked on the site.
  await expect(page.getByRole('link', { name: 'Jadwalkan Test Drive' })).toHaveAttribute('href', ROUTES.testDriveUsed(car.code));

  // Issue 29: the new car's credit simulation on this car's price (no WhatsApp "Ajukan Kredit").
  const credit = page.getByRole('region', { name: 'Simulasi Kredit' });
  const installment = credit.getByTestId('installment');
  const expected = (dp: number, tenor: 12 | 24 | 36 | 48 | 60) =>
    formatRupiah(calculateCredit({ otrPrice: car.price, downPaymentPercent: dp, tenorMonths: tenor }).monthlyInstallment);
  await expect(installment).toHaveText(expected(20, 36));
  await expect(credit.getByText(/^Skema ADDB \(Angsuran Dibayar di Belakang\)/)).toBeVisible();
  await expect(credit.getByText(/^All risk: Asuransi menanggung kerusakan kecil/)).toBeVisible();
  await expect(credit.locator('[data-ready]')).toBeVisible();
  await credit.getByRole('button', { name: '48 bulan' }).click();
  await expect(installment).toHaveText(expected(20, 48));
  await expect(credit.getByRole('link', { name: 'Ajukan Kredit' })).toHaveCount(0);
  await expect(credit.getByRole('link', { name: 'Booking dengan Tanda Jadi' })).toHaveAttribute(
    'href',
    `${ROUTES.usedCarBooking(car.code)}?dp=20&tenor=48&asuransi=all-risk`,
  );

  // Four similar cars on offer, the same model first, never this car.
  const similar = page.getByRole('region', { name: 'Mobil Bekas Serupa' });
  await expect(similar.getByRole('article')).toHaveCount(4);
  const similarCodes = (await similar.locator('article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map(
    (h) => h.split('/').at(-1)!,
  );
  expect(similarCodes).not.toContain(car.code);
  expect(byCode(similarCodes[0]!).modelCode).toBe('fortuner');

  // §3 Used car markup: a Car in used condition, mileage in KMT, with its IDR offer.
  const markup = (await jsonLd(page)).find((t) => t['@type'] === 'Car')!;
  expect(markup).toMatchObject({
    name: carTitle(car),
    brand: { '@type': 'Brand', name: 'Toyota' },
    model: 'Fortuner',
    vehicleModelDate: String(car.year),
    color: car.colorName,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileageKm, unitCode: 'KMT' },
    itemCondition: 'https://schema.org/UsedCondition',
    offers: { '@type': 'Offer', price: car.price, priceCurrency: 'IDR' },
  });
  expect(String(markup.url)).toMatch(new RegExp(`^https?://[^/]+${ROUTES.usedCar(car.code)}$`));
  expect((await jsonLd(page)).some((t) => t['@type'] === 'BreadcrumbList')).toBe(true);
});

test('a booked car says so on its card and its page', async ({ page }) => {
  const booked = onOffer.find((c) => c.status === 'booked')!;
  await page.goto(ROUTES.usedCar(booked.code));
  await expect(page.getByText('mobil ini sudah dipesan pelanggan lain', { exact: false })).toBeVisible();
  // Issue 29: no reserving a car another customer holds.
  await expect(page.getByRole('link', { name: 'Booking dengan Tanda Jadi' })).toHaveCount(0);
  await page.goto(`${ROUTES.usedCars}?model=${booked.modelCode}&minYear=${booked.year}&maxYear=${booked.year}`);
  const card = cards(page).filter({ has: page.locator(`a[href="${ROUTES.usedCar(booked.code)}"]`) });
  await expect(card.getByText('Dipesan', { exact: true })).toBeVisible();
});

test('an unknown car code is the Indonesian not-found page', async ({ page }) => {
  const response = await page.goto(ROUTES.usedCar('UC-00000'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on the phone the filters fold into a disclosure that opens on tap @mobile', async ({ page }) => {
  await page.goto(ROUTES.usedCars);
  await expect(filterForm(page)).toBeHidden();
  // The list keeps the page's margins: the filter box and the sort button stop as far from the right edge as the box starts from the left.
  const box = (await page.locator('details', { has: page.locator('summary', { hasText: 'Filter' }) }).boundingBox())!;
  const sort = (await page.getByRole('button', { name: 'Urutkan' }).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(width - (box.x + box.width) - box.x)).toBeLessThanOrEqual(1);
  expect(sort.x + sort.width).toBeLessThanOrEqual(box.x + box.width + 1);
  await page.locator('summary', { hasText: 'Filter' }).click();
  await expect(filterForm(page)).toBeVisible();
  await filterForm(page).getByLabel('Bahan bakar').selectOption('Hybrid');
  await filterForm(page).getByRole('button', { name: 'Terapkan filter' }).click();
  const hybrids = onOffer.filter((c) => c.fuel === 'Hybrid');
  await expect(page.getByText(`${hybrids.length} mobil ditemukan`)).toBeVisible();
  // The closed disclosure tells how many filters are on.
  await expect(page.locator('summary', { hasText: 'Filter' })).toContainText('1 filter aktif');
});

test('the visitor’s chosen city is offered as a one-tap filter', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'kemudi_city', value: encodeURIComponent(JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'Bandung' })), url: baseURL! },
  ]);
  const bandung = branches.filter((b) => b.cityIsocode === '3273').map((b) => b.id);
  const inBandung = onOffer.filter((c) => bandung.includes(c.branchId));
  expect(inBandung.length).toBeGreaterThan(0);
  await page.goto(ROUTES.usedCars);
  await page.getByRole('link', { name: `Tampilkan hanya mobil di Kota Bandung (${inBandung.length})` }).click();
  await expect(page).toHaveURL(/city=3273/);
  await expect(page.getByText(`${inBandung.length} mobil ditemukan`)).toBeVisible();
  expect((await cardCodes(page)).sort()).toEqual(inBandung.map((c) => c.code).sort());
  // Once the city is the filter, the offer is not repeated.
  await expect(page.getByRole('link', { name: /^Tampilkan hanya mobil di/ })).toHaveCount(0);
});
