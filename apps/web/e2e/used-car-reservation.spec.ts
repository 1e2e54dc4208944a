import { expect, test, type Page } from '@playwright/test';
import { USED_CAR_BOOKING_FEE } from '../../../packages/domain/src/commerce';
import { formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { carModels } from '../../../packages/db/src/seed/data/cars';
import { usedCars } from '../../../packages/db/src/seed/data/used-cars';
import { calculateCredit } from '../../../packages/domain/src/credit';
import { callFromPage, freshPhone, registerCustomer } from './support/customer';

/*
 * Issue 29: a certified used car reserved online with the booking fee. A customer reserves it and
 * reaches the payment page; another visitor then sees it 'Dipesan', without the booking button. The
 * reservation is cancelled at the end, so the car is on sale again for every other spec.
 *
 * The car: the last one on sale at a dealer that sells cars, of a model the used-car spec does not
 * open (its detail test opens a Fortuner) — bookings.spec.ts takes the first car on sale.
 */
const ON_SALE = usedCars.filter(
  (c) => c.status === 'available' && c.modelCode !== 'fortuner' && branches.some((b) => b.id === c.branchId && b.services.includes('sales') && !b.hidden),
);
const CAR = ON_SALE.at(-1)!;
// The phone's test reserves another car (the projects run one after the other, but each spec's
// car is its own: a failed cancel of one leaves the other's test standing).
const PHONE_CAR = ON_SALE.at(-2)!;
const nameOf = (car: (typeof usedCars)[number]) =>
  `Toyota ${car.modelName ?? carModels.find((m) => m.code === car.modelCode)!.name} ${car.variantName} ${car.year}`;
const carName = nameOf(CAR);
// Fajar, seeded for the phone's tests (consent given, no dealer record: no post-login step).
const FAJAR = { email: 'fajar@contoh.com', password: 'Kemudi2026' };

const form = (page: Page) => page.locator('main form[data-ready]');
const orderNoOf = (page: Page) => /\/checkout\/pembayaran\/(KMD-\d{6}-[A-Z0-9]{6})$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

test('a customer reserves a used car with the booking fee and reaches the payment page; another visitor sees it Dipesan', async ({ page, browser }) => {
  await registerCustomer(page, 'Rina Wijaya', freshPhone());
  await page.goto(ROUTES.usedCar(CAR.code));
  await expect(page.getByRole('heading', { level: 1, name: carName })).toBeVisible();
  // Each button says what it does.
  await expect(page.getByText(/^Booking dengan Tanda Jadi: bayar tanda jadi/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tanya via WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  // The first of two: the second, under the credit simulation, carries its choice (the phone's test).
  await page.getByRole('link', { name: 'Booking dengan Tanda Jadi' }).first().click();

  await expect(page).toHaveURL(ROUTES.usedCarBooking(CAR.code));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${carName} dengan Tanda Jadi` })).toBeVisible();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByLabel('Nama lengkap')).toHaveValue('Rina Wijaya');
  await expect(page.getByRole('region', { name: /Tanda Jadi/ }).getByText(formatRupiah(USED_CAR_BOOKING_FEE), { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /^QRIS/ }).check();
  await page.getByRole('button', { name: `Bayar Tanda Jadi ${formatRupiah(USED_CAR_BOOKING_FEE)}` }).click();

  await expect(page).toHaveURL(/\/checkout\/pembayaran\/KMD-\d{6}-[A-Z0-9]{6}$/);
  const orderNo = orderNoOf(page);
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
    await expect(page.getByRole('img', { name: `Kode QR QRIS untuk membayar ${formatRupiah(USED_CAR_BOOKING_FEE)}, pesanan ${orderNo}` })).toBeVisible();

    // Another visitor (a guest, served the cached guest page): 'Dipesan', and no booking button.
    const guest = await browser.newContext();
    try {
      const other = await guest.newPage();
      await other.goto(ROUTES.usedCar(CAR.code));
      await expect(async () => {
        await other.reload();
        await expect(other.getByText('mobil ini sudah dipesan pelanggan lain', { exact: false })).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expect(other.getByText(/^Dipesan — mobil ini sudah dipesan pelanggan lain/)).toBeVisible();
      await expect(other.getByRole('link', { name: 'Booking dengan Tanda Jadi' })).toHaveCount(0);
      await other.goto(ROUTES.usedCarBooking(CAR.code));
      await expect(other).toHaveURL(/\/login\?redirect=/);
    } finally {
      await guest.close();
    }
  } finally {
    // Back on sale for every other spec: the customer cancels the reservation.
    const cancelled = await callFromPage(page, 'POST', `/api/order/v1/orders/${orderNo}/cancel`, {});
    expect(cancelled.status).toBe(200);
  }
  await page.goto(ROUTES.usedCar(CAR.code));
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Booking dengan Tanda Jadi' }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
});

test('on a phone: the credit simulation goes with the customer to the booking page, the car is reserved, and another customer sees it Dipesan @mobile', async ({
  page,
  browser,
}) => {
  const car = PHONE_CAR;
  const name = nameOf(car);
  const installmentOf = (dp: number, tenor: 12 | 24 | 36 | 48 | 60) =>
    formatRupiah(calculateCredit({ otrPrice: car.price, downPaymentPercent: dp, tenorMonths: tenor }).monthlyInstallment);

  await registerCustomer(page, 'Dewi Lestari', freshPhone());
  await page.goto(ROUTES.usedCar(car.code));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // "Simulasi Kredit" leads to the simulation on the car's price, as for a new car.
  await page.getByRole('link', { name: 'Simulasi Kredit' }).click();
  const credit = page.getByRole('region', { name: 'Simulasi Kredit' });
  await expect(credit.getByText(`${name} · harga ${formatRupiah(car.price)}`)).toBeInViewport();
  await expect(credit.getByTestId('installment')).toHaveText(installmentOf(20, 36));
  await expect(credit.locator('[data-ready]')).toBeVisible();
  await credit.getByRole('button', { name: '48 bulan' }).click();
  await expect(credit.getByTestId('installment')).toHaveText(installmentOf(20, 48));
  await credit.getByRole('link', { name: 'Booking dengan Tanda Jadi' }).click();

  // The booking page: the booking fee, and beside it the instalment of the simulation just made.
  await expect(page).toHaveURL(`${ROUTES.usedCarBooking(car.code)}?dp=20&tenor=48&asuransi=all-risk`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${name} dengan Tanda Jadi` })).toBeVisible();
  const fee = page.getByRole('region', { name: /Tanda Jadi/ });
  await expect(fee.getByText(formatRupiah(USED_CAR_BOOKING_FEE), { exact: true })).toBeVisible();
  await expect(fee.getByRole('heading', { name: 'Perkiraan cicilan bila membeli secara kredit' })).toBeVisible();
  await expect(fee.getByTestId('installment')).toHaveText(installmentOf(20, 48));
  await expect(fee.getByText(/^Skema ADDB \(Angsuran Dibayar di Belakang\)/)).toBeVisible();
  await expect(form(page)).toBeVisible();
  await page.getByRole('radio', { name: /^QRIS/ }).check();
  await page.getByRole('button', { name: `Bayar Tanda Jadi ${formatRupiah(USED_CAR_BOOKING_FEE)}` }).click();

  await expect(page).toHaveURL(/\/checkout\/pembayaran\/KMD-\d{6}-[A-Z0-9]{6}$/);
  const orderNo = orderNoOf(page);
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
    await expect(page.getByText(orderNo).first()).toBeVisible();

    // Another customer, logged in on their own phone: 'Dipesan', no booking button, no booking page.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    try {
      const theirs = await other.newPage();
      const login = await theirs.request.post('/api/login-email', { data: { username: FAJAR.email, password: FAJAR.password } });
      expect(login.status()).toBe(200);
      await theirs.goto(ROUTES.usedCar(car.code));
      await expect(async () => {
        await theirs.reload();
        await expect(theirs.getByText('mobil ini sudah dipesan pelanggan lain', { exact: false })).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expect(theirs.getByText(/^Dipesan — mobil ini sudah dipesan pelanggan lain/)).toBeVisible();
      await expect(theirs.getByRole('link', { name: 'Booking dengan Tanda Jadi' })).toHaveCount(0);
      await theirs.goto(ROUTES.usedCarBooking(car.code));
      await expect(theirs.getByRole('status').filter({ hasText: /^Dipesan: mobil ini sudah dipesan pelanggan lain/ })).toBeVisible();
      await expect(theirs.getByRole('button', { name: /^Bayar Tanda Jadi/ })).toHaveCount(0);
    } finally {
      await other.close();
    }
  } finally {
    // Back on sale for every other spec.
    const cancelled = await callFromPage(page, 'POST', `/api/order/v1/orders/${orderNo}/cancel`, {});
    expect(cancelled.status).toBe(200);
  }
});
