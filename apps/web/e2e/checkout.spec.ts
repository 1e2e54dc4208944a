import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { NEW_CAR_BOOKING_FEE } from '../../../packages/domain/src/commerce';
import { calculateCredit } from '../../../packages/domain/src/credit';
import { formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { accessories, flashSales } from '../../../packages/db/src/seed/data/aftersales';
import { carColors, carVariants } from '../../../packages/db/src/seed/data/cars';
import { variantPrices } from '../../../packages/db/src/seed/prices';
import { stockRows } from '../../../packages/db/src/seed/stock';
import { seriousViolations } from './support/axe';
import { codeSentTo } from './support/outbox';

/*
 * Checkout and payment (issue 12) as a customer does it, against the real stack on the simulated
 * payment provider: a guest adds an accessory to the cart (the badge shows 1), logs in at checkout
 * with a one-time code and comes back, fills the steps and pays by QRIS ("Bayar Sekarang" of the
 * simulator), then finds the order paid in My Account and on /tracking-order; on a desktop a new car
 * is booked with the booking fee by virtual account. The buy-now link is checked in cart.spec.ts and
 * its preview in the checkout loader tests; the rules behind (idempotency, stock, slots,
 * signatures, expiry) in the API and unit suites.
 * Expected figures come from the seed and the domain modules (FIXED_NOW: playwright.config.ts).
 */

const BUDI = { name: 'Budi Santoso', phone: '081234567890', password: 'Kemudi2026' };
/**
 * Seeded for the AstraPay tests, which log in with the password: no other spec sends them a code, so
 * the one-code-per-phone-per-minute limit never meets this test (desktop / phone).
 */
const WULAN = { name: 'Wulan Sari', phone: '081388880001' };
const YOGA = { name: 'Yoga Pratama', phone: '081388880002' };

/** An accessory installed at the dealer (so the slot step shows), in stock, at its list price (no flash sale). */
const ACCESSORY = accessories.find(
  (a) =>
    a.installMinutes !== null &&
    a.strikeThroughPrice === null &&
    stockRows().some((s) => s.code === a.code && typeof s.available === 'number' && s.available >= 3) &&
    !flashSales.some((f) => f.itemCode === a.code),
)!;

const form = (page: Page) => page.locator('main form[data-ready]');

/** The order number in the payment page's address. */
const orderNoOf = (page: Page) => /\/checkout\/pembayaran\/(KMD-\d{6}-[A-Z0-9]{6})$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

test('a guest adds an accessory (badge 1), logs in at checkout, pays by QRIS on the simulator, and finds the order paid in My Account and on /tracking-order', { tag: '@both' }, async ({ page }, testInfo) => {
  // One code per phone per minute: each project logs in a seeded customer no other spec sends a code to.
  const customer = testInfo.project.name === 'phone' ? YOGA : WULAN;

  // The cart: added without a reload, the header badge counts it.
  await page.goto(ROUTES.accessory(ACCESSORY.code));
  await expect(page.getByRole('link', { name: 'Beli Sekarang' })).toHaveAttribute('href', ROUTES.buyNow(ACCESSORY.code));
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ditambahkan ke keranjang.' })).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1366) < 1024;
  await expect(page.getByRole('banner').getByRole('link', { name: /Keranjang/ })).toHaveAccessibleName(phone ? 'Keranjang, 1 barang' : '1 barang di Keranjang');
  await page.getByRole('banner').getByRole('link', { name: /Keranjang/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeVisible();
  await page.getByRole('region', { name: 'Ringkasan Belanja' }).getByRole('link', { name: 'Lanjut ke Pembayaran' }).click();

  // §2: checkout needs a customer: the login page with the base64 of /checkout, then back there,
  // the guest's cart merged into the customer's.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(form(page)).toBeVisible();
  await form(page).getByLabel('Nomor HP').fill(customer.phone.slice(1));
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await form(page).getByLabel('Kode OTP').fill(await codeSentTo(page, customer.phone));
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(form(page)).toBeVisible();

  // 1 Kontak: prefilled from the account.
  await expect(form(page).getByLabel('Nama lengkap')).toHaveValue(customer.name);
  await expect(form(page).getByLabel('Nomor HP')).toHaveValue(customer.phone);

  // Nothing chosen yet: the order button says what is missing beside each step.
  await page.getByRole('button', { name: 'Buat Pesanan & Bayar' }).click();
  await expect(page.getByText('Pilih dealer', { exact: true })).toBeVisible();
  await expect(page.getByText('Pilih metode pembayaran', { exact: true })).toBeVisible();

  // 2 Dealer: the workshops nearest the chosen city (Jakarta Pusat, §9 fallback), its own first.
  const dealer = page.getByRole('group', { name: /Dealer Pengambilan atau Pemasangan/ });
  await expect(dealer.getByLabel('Kota', { exact: true })).toHaveValue('0080');
  await expect(dealer.getByRole('radio').first()).toHaveAccessibleName(/Kemudi Toyota Cikini/);
  await dealer.getByRole('radio', { name: /Kemudi Toyota Cikini/ }).check();

  // 3 Jadwal: the first free hour of the first day with one.
  const slots = page.getByRole('group', { name: /Jadwal Pemasangan/ });
  await expect(slots.getByRole('group', { name: 'Jam' })).toBeVisible();
  await slots.getByRole('group', { name: 'Jam' }).getByRole('radio', { disabled: false }).first().check();

  // 4 Ringkasan: the server's lines and total.
  const summary = page.getByRole('region', { name: /Ringkasan Pesanan/ });
  await expect(summary.getByText(ACCESSORY.name)).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(formatRupiah(ACCESSORY.price));

  // 5 Metode Pembayaran: QRIS.
  await page.getByRole('radio', { name: /^QRIS/ }).check();

  // The steps fit the screen (390 px on the phone) and assistive technology finds nothing serious.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Buat Pesanan & Bayar' }).click();

  // The payment page: the QR code drawn as SVG, the 15-minute countdown, the simulator.
  await expect(page).toHaveURL(/\/checkout\/pembayaran\/KMD-\d{6}-[A-Z0-9]{6}$/);
  const orderNo = orderNoOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  const qr = page.getByRole('img', { name: `Kode QR QRIS untuk membayar ${formatRupiah(ACCESSORY.price)}, pesanan ${orderNo}` });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:[0-5]\d$/);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Issue 29: paying from this phone, the visitor saves the QR image (a real PNG download named
  // after the order) to pick it in the banking app, instead of being told to take a screenshot.
  await expect(page.getByText(/tangkapan layar/)).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Simpan kode QR' }).click()]);
  expect(download.suggestedFilename()).toBe(`QRIS-${orderNo}.png`);
  const saved = await readFile(await download.path());
  expect([...saved.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]); // the PNG signature
  expect(saved.length).toBeGreaterThan(1_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible(); // still on the page

  // Down at the simulator, below the instructions (as far as the visitor scrolled to pay).
  const simulator = page.getByRole('region', { name: 'Simulasi pembayaran (mode pengembangan)' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await simulator.getByRole('button', { name: 'Bayar Sekarang' }).click();

  // Paid: the confirmation with the number, the status and what happens next. Issue 29: the visitor
  // is brought to it — its heading on screen and focused (screen readers read it) — not left below.
  const outcome = page.getByRole('heading', { level: 1, name: 'Pesanan Anda diterima' });
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  await expect(outcome).toBeFocused();
  await expect(outcome).toBeInViewport();
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(page.getByText('Dibayar', { exact: true })).toBeVisible();
  await expect(page.getByText(/Pembayaran sudah kami terima/)).toBeVisible();
  await expect(page.getByText('Kemudi Toyota Cikini', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lacak pesanan' })).toHaveAttribute('href', ROUTES.tracking(orderNo));

  // My Account: the order, paid, on its timeline.
  await page.getByRole('link', { name: 'Lihat di Pesanan Saya' }).click();
  await expect(page).toHaveURL(ROUTES.myOrder(orderNo));
  await expect(page.getByRole('list', { name: 'Status pesanan' }).locator('[aria-current="step"]')).toContainText('Dibayar');

  // /tracking-order without logging in: the same timeline for the number and the phone.
  await page.context().clearCookies();
  await page.goto(ROUTES.tracking(orderNo));
  const tracking = page.getByRole('form', { name: 'Lacak pesanan' });
  await expect(tracking.getByLabel('Nomor Pesanan')).toHaveValue(orderNo);
  await tracking.getByLabel('Nomor HP').fill(customer.phone);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const result = page.getByRole('article', { name: `Pesanan ${orderNo}` });
  await expect(result.getByRole('list', { name: 'Status pesanan' }).locator('[aria-current="step"]')).toContainText('Dibayar');
});

test('a new car booked with the booking fee: Bandung OTR with the colour surcharge, a credit simulation, a BCA virtual account switched to BNI, paid', async ({ page }) => {
  const variant = carVariants.find((v) => v.code === 'VLZ-15Q-CVT')!;
  const color = carColors.find((c) => c.modelCode === 'veloz' && (c.extraPrice ?? 0) > 0)!;
  const bandungOtr = variantPrices([variant]).find((p) => p.cityIsocode === '3273')!.price + (color.extraPrice ?? 0);

  // Logged in with the password, the customer comes back to the model page.
  await page.goto(`/login-password?redirect=${encodeURIComponent(Buffer.from(ROUTES.variant('veloz', variant.code)).toString('base64'))}`);
  await expect(form(page)).toBeVisible();
  await form(page).getByLabel('Nomor HP').fill(BUDI.phone.slice(1));
  await form(page).getByLabel('Kata sandi').fill(BUDI.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/mobil-baru-toyota/p/veloz\\?variant=${variant.code}$`));

  await page.getByRole('link', { name: 'Booking dengan Tanda Jadi' }).click();
  await expect(page).toHaveURL(ROUTES.newCarBooking('veloz', variant.code));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Toyota Veloz dengan Tanda Jadi' })).toBeVisible();
  await expect(form(page)).toBeVisible();

  // 1 Mobil: the variant of the model page is chosen; a colour with a surcharge.
  // Its name, not the TSS variant whose name starts the same.
  await expect(page.getByRole('radio', { name: new RegExp(`^Veloz ${variant.name.replaceAll('.', '\\.')} (?!TSS)`) })).toBeChecked();
  await page.getByRole('radio', { name: new RegExp(color.name) }).check();

  // 2 Kota & Dealer: Jakarta Pusat's own dealer has no showroom, so the nearest showrooms are elsewhere;
  // the customer picks Bandung, and its OTR.
  const dealer = page.getByRole('group', { name: /Kota & Dealer/ });
  await expect(dealer.getByRole('radio').first()).toBeVisible();
  await expect(dealer.getByRole('radio', { name: /Kemudi Toyota Cikini/ })).toHaveCount(0);
  await dealer.getByLabel('Kota', { exact: true }).selectOption('3273');
  await expect(page).toHaveURL(/city=3273/);
  await expect(page.getByTestId('booking-otr')).toHaveText(formatRupiah(bandungOtr));
  await expect(page.getByRole('radio', { name: new RegExp(color.name) })).toBeChecked();
  await dealer.getByRole('radio', { name: /Kemudi Toyota Bandung Pasteur/ }).check();

  // 3 Simulasi kredit: 30 % down over 48 months, answered by the server.
  await page.getByRole('checkbox', { name: /membeli secara kredit/ }).check();
  await page.getByLabel('Uang muka (DP)').selectOption('30');
  await page.getByLabel('Tenor').selectOption('48');
  await page.getByRole('button', { name: 'Hitung angsuran' }).click();
  const credit = calculateCredit({ otrPrice: bandungOtr, downPaymentPercent: 30, tenorMonths: 48 });
  await expect(page.getByTestId('credit-result')).toContainText(`${formatRupiah(credit.monthlyInstallment)} × 48 bulan`);

  // 5 Tanda jadi, 6 payment by BCA virtual account.
  await expect(page.getByText(formatRupiah(NEW_CAR_BOOKING_FEE)).first()).toBeVisible();
  await page.getByRole('radio', { name: /^BCA Virtual Account/ }).check();
  await page.getByRole('button', { name: `Bayar Tanda Jadi ${formatRupiah(NEW_CAR_BOOKING_FEE)}` }).click();

  // The VA number with its copy button and the 3-hour countdown (hh:mm:ss).
  await expect(page).toHaveURL(/\/checkout\/pembayaran\/KMD-\d{6}-[A-Z0-9]{6}$/);
  const orderNo = orderNoOf(page);
  await expect(page.getByRole('heading', { name: 'Bayar ke BCA Virtual Account' })).toBeVisible();
  await expect(page.getByText(/^\d{10,20}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin Nomor virtual account' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0[23]:[0-5]\d:[0-5]\d$/);

  // Another bank for the same order: BNI's virtual account (988…) replaces BCA's.
  const bca = await page.getByText(/^\d{10,20}$/).first().textContent();
  await page.getByText('Ganti metode pembayaran').click();
  await page.getByRole('radio', { name: /^BNI Virtual Account/ }).check();
  await page.getByRole('button', { name: 'Gunakan metode ini' }).click();
  await expect(page.getByRole('heading', { name: 'Bayar ke BNI Virtual Account' })).toBeVisible();
  await expect(page.getByText(/^988\d{13}$/)).toBeVisible();
  await expect(page.getByText(bca!, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/checkout/pembayaran/${orderNo}$`));

  await page.getByRole('region', { name: 'Simulasi pembayaran (mode pengembangan)' }).getByRole('button', { name: 'Bayar Sekarang' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Booking Anda diterima' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(page.getByText('Dibayar', { exact: true })).toBeVisible();
  await expect(page.getByText(/Tanda jadi sudah kami terima/)).toBeVisible();
  await expect(page.getByText(`Toyota Veloz ${variant.name}`, { exact: true })).toBeVisible();
  await expect(page.getByText(color.name, { exact: true })).toBeVisible();
  await expect(page.getByText(formatRupiah(bandungOtr), { exact: true })).toBeVisible();
});
