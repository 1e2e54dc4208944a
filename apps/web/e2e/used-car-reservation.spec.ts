import { expect, test, type Page } from '@playwright/test';
import { USED_CAR_BOOKING_FEE } from '../../../packages/domain/src/commerce';
import { formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { carModels } from '../../../packages/db/src/seed/data/cars';
import { usedCars } from '../../../packages/db/src/seed/data/used-cars';
import { callFromPage, freshPhone, registerCustomer } from './support/customer';

/*
 * Issue 29: a certified used car reserved online with the booking fee. A customer reserves it and
 * reaches the payment page; another visitor then sees it 'Dipesan', without the booking button. The
 * reservation is cancelled at the end, so the car is on sale again for every other spec.
 *
 * The car: the last one on sale at a dealer that sells cars, of a model the used-car spec does not
 * open (its detail test opens a Fortuner) — bookings.spec.ts takes the first car on sale.
 */
const CAR = usedCars.findLast(
  (c) => c.status === 'available' && c.modelCode !== 'fortuner' && branches.some((b) => b.id === c.branchId && b.services.includes('sales') && !b.hidden),
)!;
const carName = `Toyota ${CAR.modelName ?? carModels.find((m) => m.code === CAR.modelCode)!.name} ${CAR.variantName} ${CAR.year}`;

const form = (page: Page) => page.locator('main form[data-ready]');
const orderNoOf = (page: Page) => /\/checkout\/pembayaran\/(KMD-\d{6}-[A-Z0-9]{6})$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

test('a customer reserves a used car with the booking fee and reaches the payment page; another visitor sees it Dipesan', async ({ page, browser }) => {
  await registerCustomer(page, 'Rina Wijaya', freshPhone());
  await page.goto(ROUTES.usedCar(CAR.code));
  await expect(page.getByRole('heading', { level: 1, name: carName })).toBeVisible();
  // Each button says what it does.
  await expect(page.getByText(/^Booking dengan Tanda Jadi: bayar tanda jadi/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tanya via WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await page.getByRole('link', { name: 'Booking dengan Tanda Jadi' }).click();

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
      await expect(other.getByText('Dipesan', { exact: true })).toBeVisible();
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
    await expect(page.getByRole('link', { name: 'Booking dengan Tanda Jadi' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
});
