import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { callFromPage, freshPhone, partInStock, registerCustomer } from './support/customer';

/*
 * Orders after checkout (issue 12), as a customer meets them: a new customer orders a spare part
 * (placed through the site's own proxy, /api/order/v1/orders, as the checkout page does), finds it
 * in My Account › Pesanan Saya waiting for payment, cancels it and sees Dibatalkan end the
 * timeline; looks it up on /tracking-order without logging in (the right phone shows the timeline,
 * a wrong one the mismatch message); prints the receipt of a paid order (the simulated provider's
 * "bayar sekarang") with only the receipt on the page. The rules behind (who may read which order,
 * the guessing limits, the timeline's steps) are tested in the API and unit suites; RATE_LIMITS is
 * off in this stack, so the 429 is not met here.
 */

/** A branch with a workshop (spare parts are picked up there) and its city (packages/db seed). */
const BRANCH = { slug: 'kemudi-toyota-sunter', name: 'Kemudi Toyota Sunter', cityCode: '3172' };
const WRONG_PHONE = '081299990000';

interface PlacedOrder {
  orderNo: string;
  title: string;
}

/** Places an order for one spare part, paid by BCA virtual account, through the site's proxy with the customer's cookie (buy now: no cart). */
async function placeOrder(page: Page, name: string, phone: string): Promise<PlacedOrder> {
  const code = await partInStock(page);
  const answer = await callFromPage(page, 'POST', '/api/order/v1/orders', {
    items: [{ code, quantity: 1 }],
    contact: { name, phoneNumber: phone },
    branchSlug: BRANCH.slug,
    cityCode: BRANCH.cityCode,
    paymentMethod: 'va_bca',
    idempotencyKey: `e2e-orders-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  const { data } = answer.body as { data: { orderNo: string; title: string; status: string } };
  expect(data.status).toBe('pending_payment');
  return { orderNo: data.orderNo, title: data.title };
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Status pesanan' });
const currentStep = (page: Page) => timeline(page).locator('[aria-current="step"]');

test('a customer finds a new order in Pesanan Saya waiting for payment, cancels it and tracks it by number and phone', { tag: '@both' }, async ({ page, browser, baseURL }) => {
  const phone = freshPhone();
  const name = 'Agus Pratama';
  await registerCustomer(page, name, phone);

  // Nothing ordered yet: where to start.
  await page.goto('/myaccount/pesanan');
  await expect(page.getByRole('heading', { level: 2, name: 'Belum ada pesanan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Belanja Aksesoris' })).toHaveAttribute('href', '/aksesoris');
  await expect(page.getByRole('link', { name: 'Lihat Mobil Baru' })).toHaveAttribute('href', '/c/mobil-baru-toyota');

  const order = await placeOrder(page, name, phone);

  // My Account › Pesanan Saya: the tab, the order with its badge and a way to pay it.
  await page.goto('/myaccount/overview');
  await page.getByRole('navigation', { name: 'Akun Saya' }).getByRole('link', { name: 'Pesanan Saya' }).click();
  await expect(page).toHaveURL(/\/myaccount\/pesanan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Daftar pesanan' }).getByRole('listitem').filter({ hasText: order.orderNo });
  await expect(item).toContainText('Menunggu pembayaran');
  await expect(item).toContainText(order.title);
  await expect(item).toContainText(BRANCH.name);
  await expect(item).toContainText(/Rp \d/);
  await expect(item.getByRole('link', { name: /^Bayar Sekarang/ })).toHaveAttribute('href', `/checkout/pembayaran/${order.orderNo}`);

  // The detail: the timeline starts at Menunggu pembayaran, the rest still ahead.
  await item.getByRole('link', { name: `Pesanan ${order.orderNo}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pesanan ${order.orderNo}` })).toBeVisible();
  await expect(currentStep(page)).toHaveCount(1);
  await expect(currentStep(page)).toContainText('Menunggu pembayaran');
  await expect(timeline(page).getByRole('listitem').last()).toContainText('Selesai');
  await expect(page.getByRole('link', { name: 'Bayar Sekarang' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cetak Kuitansi' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Kontak' })).toContainText(phone);
  await expect(page.getByRole('region', { name: 'Pembayaran' })).toContainText('BCA Virtual Account');

  // Cancelling asks first; "Kembali" keeps the order.
  await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Batalkan pesanan ${order.orderNo}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Kembali' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Kembali' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  await dialog.getByRole('button', { name: 'Ya, Batalkan Pesanan' }).click();

  // Dibatalkan ends the timeline as its current step; nothing is left to pay or cancel.
  await expect(currentStep(page)).toContainText('Dibatalkan');
  await expect(timeline(page).getByRole('listitem')).toHaveCount(2);
  await expect(timeline(page).getByRole('listitem').last()).toContainText('Dibatalkan');
  await expect(page.getByRole('button', { name: 'Batalkan Pesanan' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bayar Sekarang' })).toHaveCount(0);
  await page.goto('/myaccount/pesanan');
  await expect(page.getByRole('list', { name: 'Daftar pesanan' }).getByRole('listitem').filter({ hasText: order.orderNo })).toContainText('Dibatalkan');

  // /tracking-order, without logging in: a fresh browser context holds no customer cookie.
  const guest = await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const visitor = await guest.newPage();
  await visitor.goto(`/tracking-order?orderNo=${order.orderNo}`);
  const tracking = visitor.getByRole('form', { name: 'Lacak pesanan' });
  await expect(visitor.locator('form[data-ready]')).toBeVisible();
  await expect(tracking.getByLabel('Nomor Pesanan')).toHaveValue(order.orderNo);
  await tracking.getByLabel('Nomor HP').fill(WRONG_PHONE);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'tidak cocok' })).toContainText(
    'Nomor pesanan dan nomor HP tidak cocok dengan pesanan mana pun. Periksa kembali keduanya.',
  );
  await expect(visitor.getByRole('list', { name: 'Status pesanan' })).toHaveCount(0);

  await tracking.getByLabel('Nomor HP').fill(phone);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const result = visitor.getByRole('article', { name: `Pesanan ${order.orderNo}` });
  await expect(result).toContainText(order.title);
  await expect(result).toContainText(BRANCH.name);
  await expect(result.getByRole('list', { name: 'Status pesanan' }).locator('[aria-current="step"]')).toContainText('Dibatalkan');
  // Never the contact or payment details.
  await expect(result).not.toContainText(phone);
  await expect(result).not.toContainText('Virtual Account');
  // The address names the order, never the phone number.
  expect(visitor.url()).not.toContain(phone.slice(1));
  // The page's own content stays below the form.
  await expect(visitor.getByRole('heading', { level: 2, name: 'Tahapan yang Dapat Dipantau' })).toBeVisible();
  await guest.close();
});

test('a paid order prints a receipt with LUNAS and only the receipt on the page; tracked without script it reads Dibayar', async ({ page, browser, baseURL }) => {
  const phone = freshPhone();
  const name = 'Maya Kartika';
  await registerCustomer(page, name, phone);
  const order = await placeOrder(page, name, phone);

  // Unpaid: the receipt says so plainly and carries no LUNAS.
  await page.goto(`/myaccount/pesanan/${order.orderNo}/kuitansi`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kuitansi' })).toBeVisible();
  await expect(page.getByText('Belum dibayar.', { exact: true })).toBeVisible();
  await expect(page.getByText('LUNAS', { exact: true })).toHaveCount(0);

  // The simulated provider's "bayar sekarang" (development and tests).
  const paid = await callFromPage(page, 'POST', '/api/payment/v1/simulator/pay', { orderNo: order.orderNo });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);

  // §9: the web server may answer the same read within 500 ms from its cache (the receipt just read this order).
  await page.goto(`/myaccount/pesanan/${order.orderNo}`);
  await expect(async () => {
    await page.reload();
    await expect(currentStep(page)).toContainText('Dibayar', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Batalkan Pesanan' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Cetak Kuitansi' }).click();
  await expect(page).toHaveURL(new RegExp(`/myaccount/pesanan/${order.orderNo}/kuitansi$`));
  const receipt = page.getByRole('article', { name: 'Kuitansi' });
  await expect(receipt).toContainText('PT Kemudi Otomotif Nusantara');
  await expect(receipt).toContainText(order.orderNo);
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText('BCA Virtual Account');
  await expect(receipt.getByText('LUNAS', { exact: true })).toBeVisible();
  await expect(receipt.getByRole('table', { name: 'Rincian pembayaran' })).toContainText('Total');
  await expect(page.getByRole('button', { name: 'Cetak Kuitansi' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Printed: the receipt alone — no header, navigation, footer, print button or floating widgets.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cetak Kuitansi' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tanya Tasia' })).toBeHidden();
  await expect(page.getByRole('link', { name: /Kembali ke detail pesanan/ })).toBeHidden();
  await expect(receipt.getByText('LUNAS', { exact: true })).toBeVisible();
  const colours = await receipt.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();

  // Without script the form posts and the page comes back with the outcome; the phone stays out of the address.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const visitor = await noScript.newPage();
  await visitor.goto('/tracking-order');
  const tracking = visitor.getByRole('form', { name: 'Lacak pesanan' });
  await tracking.getByLabel('Nomor Pesanan').fill(order.orderNo.toLowerCase());
  await tracking.getByLabel('Nomor HP').fill(phone);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/tracking-order\\?orderNo=${order.orderNo}#hasil-lacak$`));
  expect(visitor.url()).not.toContain(phone.slice(1));
  const result = visitor.getByRole('article', { name: `Pesanan ${order.orderNo}` });
  await expect(result.getByRole('list', { name: 'Status pesanan' }).locator('[aria-current="step"]')).toContainText('Dibayar');
  await expect(result).toContainText('Langkah berikutnya');
  await noScript.close();
});

test('the tracking form checks its fields first, in Indonesian; an unknown number gets the mismatch message; a guest opening an order logs in first', async ({ page }) => {
  await page.goto('/tracking-order');
  await expect(page.getByRole('heading', { level: 2, name: 'Lacak Status Pesanan' })).toBeVisible();
  await expect(page.locator('form[data-ready]')).toBeVisible();
  const tracking = page.getByRole('form', { name: 'Lacak pesanan' });
  await tracking.getByLabel('Nomor Pesanan').fill('12345');
  await tracking.getByLabel('Nomor HP').fill('0211234');
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  await expect(tracking.getByText('Nomor pesanan berformat KMD-YYMMDD-XXXXXX, mis. KMD-261126-7K3MQA')).toBeVisible();
  await expect(tracking.getByLabel('Nomor Pesanan')).toHaveAttribute('aria-invalid', 'true');
  await expect(tracking.getByLabel('Nomor Pesanan')).toBeFocused();
  await expect(tracking.getByText(/Nomor HP tidak valid/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A well-formed number no one ordered: the same mismatch message as a wrong phone.
  await tracking.getByLabel('Nomor Pesanan').fill('KMD-261122-AAAAAA');
  await tracking.getByLabel('Nomor HP').fill(WRONG_PHONE);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'tidak cocok' })).toBeVisible();

  // A guest opening an order page is sent to log in first.
  await page.goto('/myaccount/pesanan/KMD-261122-AAAAAA');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
