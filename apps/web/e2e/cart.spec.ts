import { expect, test, type Page } from '@playwright/test';
import { flashSaleNoteText } from '../../../packages/domain/src/flash-sale-note';
import { formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { accessories, flashSales, serviceCoupons } from '../../../packages/db/src/seed/data/aftersales';
import { stockRows } from '../../../packages/db/src/seed/stock';
import { seriousViolations } from './support/axe';
import { codeSentTo } from './support/outbox';

/*
 * The cart (issue 12) as a visitor uses it: a guest taps "Tambah ke Keranjang" on an accessory and
 * the header badge counts it at once, without a reload; /cart shows the line, its price and the
 * total; the stepper and Hapus change it; and a guest who then registers finds the cart in their
 * account. The rules behind (guid cookie, merge, limits) are tested in the unit and API suites.
 * Expectations come from the seed (prices, stock) as of FIXED_NOW (playwright.config.ts).
 */

const PASSWORD = 'Rahasia2026';

/** In stock (a few seeded items are sold out on purpose) and never on a flash sale (the cart would price it lower). */
const sellable = (code: string, atLeast: number) =>
  stockRows().some((s) => s.code === code && typeof s.available === 'number' && s.available >= atLeast) && !flashSales.some((f) => f.itemCode === code);

const ACCESSORY = accessories.find((a) => a.strikeThroughPrice === null && sellable(a.code, 3))!;
const OTHER_ACCESSORY = accessories.find((a) => a.code !== ACCESSORY.code && sellable(a.code, 2))!;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

/** The header's cart link: the top bar's on a desktop, the icon beside the search on a phone. */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Keranjang/ });

/** §9: the badge shows the count above 0 (the link is named with it), nothing for 0. */
async function expectBadge(page: Page, count: number) {
  const name = count === 0 ? 'Keranjang' : isPhone(page) ? `Keranjang, ${count} barang` : `${count} barang di Keranjang`;
  await expect(cartLink(page)).toHaveAccessibleName(name);
}

/** Taps "Tambah ke Keranjang" on the item's page (the button waits for the page's script) and waits for the confirmation. */
async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ditambahkan ke keranjang.' })).toBeVisible();
}

test('a guest adds an accessory: the badge counts it without a reload; the cart page steps it to 2, then removes it', { tag: '@both' }, async ({ page }) => {
  await page.goto(ROUTES.accessory(ACCESSORY.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACCESSORY.name);
  await expectBadge(page, 0);
  await expect(page.getByRole('link', { name: 'Beli Sekarang' })).toHaveAttribute('href', ROUTES.buyNow(ACCESSORY.code));

  // A mark on this document: gone if the page were loaded again.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await addToCart(page);
  await expectBadge(page, 1);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page.getByRole('link', { name: 'Lihat keranjang' })).toHaveAttribute('href', '/cart');

  // The badge stays on the next page too (the header's island counts the guest's cart again).
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeVisible();
  await expectBadge(page, 1);
  const line = page.getByRole('list', { name: 'Barang di keranjang' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { name: ACCESSORY.name })).toBeVisible();
  await expect(line.getByText(`Harga satuan ${formatRupiah(ACCESSORY.price)}`)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Ringkasan Belanja' });
  await expect(summary.getByText('Subtotal (1 barang)')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(formatRupiah(ACCESSORY.price));
  await expect(summary.getByRole('link', { name: 'Lanjut ke Pembayaran' })).toHaveAttribute('href', '/checkout');
  expect(await seriousViolations(page), '/cart with a line').toEqual([]);

  // + : two of it, the totals and the badge follow.
  const stepper = line.getByRole('group', { name: `Jumlah ${ACCESSORY.name}` });
  await expect(stepper.getByRole('button', { name: `Kurangi jumlah ${ACCESSORY.name}` })).toBeDisabled();
  await stepper.getByRole('button', { name: `Tambah jumlah ${ACCESSORY.name}` }).click();
  await expect(stepper).toContainText('2');
  await expect(summary.getByText('Subtotal (2 barang)')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(formatRupiah(ACCESSORY.price * 2));
  await expectBadge(page, 2);

  // Hapus: the honest empty state, with the way back to the catalogues; no badge.
  await line.getByRole('button', { name: `Hapus ${ACCESSORY.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Keranjang Anda masih kosong' })).toBeVisible();
  const catalogues = page.getByRole('list', { name: 'Belanja di katalog' });
  await expect(catalogues.getByRole('link')).toHaveText(['Aksesoris', 'Suku Cadang', 'Kupon Servis', 'Paket Servis']);
  await expect(catalogues.getByRole('link', { name: 'Aksesoris' })).toHaveAttribute('href', '/aksesoris');
  await expectBadge(page, 0);
  expect(await seriousViolations(page), '/cart empty').toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Keranjang Anda masih kosong' })).toBeVisible();
});

/** The coupon of issue 29: Rp 350.000 on its page and Rp 275.000 in the cart, with no word of its flash sale. */
const SALE_COUPON = serviceCoupons.find((c) => c.code === 'KPN-3009')!;
const SALE = flashSales.find((f) => f.itemCode === SALE_COUPON.code)!;

test('a coupon on a flash sale shows the price the cart charges, and says why, on its page and in the cart', async ({ page }) => {
  const note = flashSaleNoteText({ endsAt: new Date(SALE.endsAt).toISOString(), regularPrice: SALE_COUPON.price, everyCity: true });
  await page.goto(ROUTES.coupon(SALE_COUPON.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SALE_COUPON.title);
  const hero = page.getByRole('main');
  await expect(hero.getByText(`Harga ${formatRupiah(SALE.salePrice)}`).first()).toBeVisible();
  await expect(hero.getByText(note).first()).toBeVisible();
  await addToCart(page);

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeVisible();
  const line = page.getByRole('list', { name: 'Barang di keranjang' }).getByRole('listitem');
  await expect(line.getByText(`Harga satuan ${formatRupiah(SALE.salePrice)}`)).toBeVisible();
  await expect(line.getByText(note)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ringkasan Belanja' }).getByRole('definition').last()).toHaveText(formatRupiah(SALE.salePrice));
});

test("a guest's cart joins their account when they register and log in", { tag: '@both' }, async ({ page }, testInfo) => {
  await page.goto(ROUTES.accessory(OTHER_ACCESSORY.code));
  await addToCart(page);
  await expectBadge(page, 1);

  // A phone and an email no one has yet, per run and per project (both share one database).
  const digits = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const phone = `0858${digits}${testInfo.project.name === 'phone' ? '1' : '2'}`;
  const form = page.locator('main form[data-ready]');
  await page.goto('/register');
  await expect(form).toBeVisible();
  await form.getByLabel('Nama lengkap').fill('Dewi Lestari');
  await form.getByLabel('Nomor HP').fill(phone.slice(1));
  await form.getByLabel('Email').fill(`keranjang.${phone}@contoh.com`);
  await form.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await form.getByLabel(/menyetujui syarat dan ketentuan/).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/verifikasi-otp$/);
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await form.getByLabel('Kode OTP').fill(await codeSentTo(page, phone));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/$/);
  // A new account is asked for its personal-data consent first (§4 post-login confirmations).
  const consent = page.getByRole('dialog', { name: 'Pelindungan Data Pribadi Anda' });
  await expect(consent).toBeVisible({ timeout: 15_000 });
  await consent.getByRole('button', { name: 'Setuju', exact: true }).click();
  await page.getByRole('dialog', { name: 'Semua langkah selesai' }).getByRole('button', { name: 'Selesai' }).click();

  // Logged in: the badge still counts the item, and the cart holds it.
  await expectBadge(page, 1);
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('list', { name: 'Barang di keranjang' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { name: OTHER_ACCESSORY.name })).toBeVisible();
  await expect(page.getByText('Anda akan diminta masuk')).toHaveCount(0);
  // The guest cart's cookie is gone: the cart is the customer's now.
  expect((await page.context().cookies()).some((c) => c.name === 'kemudi_cart_guid')).toBe(false);
});

test('a sold-out accessory says "Stok habis" instead of the buy buttons', async ({ page }) => {
  // The seed sells some accessories out on purpose (packages/db/src/seed/stock.ts; its test keeps one).
  const soldOut = accessories.find((a) => stockRows().some((s) => s.code === a.code && s.available === 0));
  expect(soldOut, 'a sold-out accessory in the seed').toBeDefined();
  await page.goto(ROUTES.accessory(soldOut!.code));
  await expect(page.getByText('Stok habis', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Beli Sekarang' })).toHaveCount(0);
});
