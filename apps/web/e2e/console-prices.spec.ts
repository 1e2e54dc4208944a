import { writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { carVariants } from '../../../packages/db/src/seed/data/cars';
import { variantPrices } from '../../../packages/db/src/seed/prices';
import { totpCode } from './support/console';

/*
 * Prices run from the console (issue 25): a branch manager imports a price list — a CSV the test
 * writes — first with a bad row (the preview names it, nothing can be applied), then a good one
 * (the preview shows the change, Terapkan applies it), and a visitor of the site sees the new OTR
 * on the model page, with no restart: the data version retires the cached pages. The history
 * drawer names who changed the price and how. Teguh (a demo branch manager) signs in here only.
 */

const CONSOLE = process.env.E2E_CONSOLE_URL ?? 'http://localhost:3101';
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const DEALER_KEY = process.env.DEALER_API_KEY ?? 'e2e-dealer-key-kemudi-0001';
const PASSWORD = 'StafKemudi2026';
const TEGUH = { email: 'teguh@staf.contoh.com', secret: 'KEMUDIBRANCHMANAGERTEGUHDEMOAAAA' };
/** The site's fallback city (§9): a visitor without a chosen city sees Jakarta Pusat's prices. */
const JAKARTA_PUSAT = '0080';
const VARIANT = carVariants.find((v) => v.code === 'FTN-24G-AT-4X2')!;
const SEEDED = variantPrices([VARIANT]).find((p) => p.cityIsocode === JAKARTA_PUSAT)!.price;
const NEW_PRICE = SEEDED + 3_456_000;

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

async function signIn(page: Page, member: { email: string; secret: string }) {
  await page.goto(`${CONSOLE}/masuk`);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
  await page.getByLabel('Kode autentikator').fill(await totpCode(member.secret));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

/** Puts the seeded price back for the specs after this one (the dealer system's push, as TDMS sends it). */
async function restorePrice(request: APIRequestContext) {
  const token = await request.post(`${API}/authorizationserver/oauth/token`, {
    data: { grant_type: 'client_credentials', client_id: 'kemudi-web', client_secret: process.env.E2E_CLIENT_SECRET },
  });
  const { access_token: bearer } = (await token.json()) as { access_token: string };
  const answer = await request.put(`${API}/api/product/v1/dealer/prices`, {
    headers: { authorization: `Bearer ${bearer}`, 'x-dealer-key': DEALER_KEY },
    data: { prices: [{ variantCode: VARIANT.code, cityIsocode: JAKARTA_PUSAT, priceOtr: SEEDED }] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function upload(page: Page, path: string) {
  await page.getByLabel('Berkas daftar harga').setInputFiles(path);
  await page.getByRole('button', { name: 'Unggah dan pratinjau' }).click();
}

test('a branch manager imports a price list, and the model page shows the new OTR', async ({ page, browser, request }, testInfo) => {
  // The visitor sees today's price first (the page is cached from here on).
  const visitor = await browser.newPage();
  await visitor.goto(ROUTES.model('fortuner'));
  await expect(visitor.getByText(formatRupiah(SEEDED)).first()).toBeVisible();
  await expect(visitor.getByText(formatRupiah(NEW_PRICE))).toHaveCount(0);

  await signIn(page, TEGUH);
  await page.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Harga' }).click();
  await expect(page.getByRole('heading', { name: 'Harga', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Impor daftar harga' }).click();

  try {
    // A list with a bad row: the row is named, and there is nothing to apply.
    const bad = testInfo.outputPath('harga-salah.csv');
    await writeFile(bad, `kode_varian;kode_kota;harga_otr\n${VARIANT.code};${JAKARTA_PUSAT};${NEW_PRICE}\nFTN-TIDAK-ADA;${JAKARTA_PUSAT};600000000\n`);
    await upload(page, bad);
    await expect(page.getByRole('table', { name: 'Kesalahan daftar harga' })).toContainText("Baris 3: varian 'FTN-TIDAK-ADA' tidak ditemukan.");
    await expect(page.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);

    // The corrected list: one change, previewed, then applied.
    const good = testInfo.outputPath('harga-desember.csv');
    await writeFile(good, `kode_varian;kode_kota;harga_otr\n${VARIANT.code};${JAKARTA_PUSAT};Rp ${NEW_PRICE.toLocaleString('id-ID')}\n${VARIANT.code};;${VARIANT.priceOtr}\n`);
    await upload(page, good);
    const changes = page.getByRole('table', { name: 'Perubahan harga' });
    await expect(changes).toContainText(VARIANT.name);
    await expect(changes).toContainText(formatRupiah(SEEDED));
    await expect(changes).toContainText(formatRupiah(NEW_PRICE));
    await expect(page.getByText('1 tidak berubah')).toBeVisible();
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page.getByText('Daftar harga diterapkan: 1 harga diubah.')).toBeVisible();

    // The visitor reloads until the new price is there: no restart, no purge.
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText(formatRupiah(NEW_PRICE)).first()).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 15_000 });

    // The price's history names who changed it, and how.
    await page.getByRole('link', { name: 'Kembali ke Harga' }).click();
    await page.getByLabel('Cari varian atau model').fill(VARIANT.code);
    await page.getByRole('combobox', { name: /^Kota/ }).selectOption(JAKARTA_PUSAT);
    const row = page.getByRole('table', { name: 'Daftar harga OTR' }).getByRole('row').filter({ hasText: VARIANT.code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatRupiah(NEW_PRICE));
    await row.getByRole('button', { name: /^Riwayat harga/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Riwayat harga' });
    await expect(drawer).toContainText('Teguh Prasetyo');
    await expect(drawer).toContainText('Impor daftar harga');
    await expect(drawer).toContainText(formatRupiah(NEW_PRICE));
  } finally {
    await restorePrice(request);
    await visitor.close();
  }
});
