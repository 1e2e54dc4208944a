import { formatRupiah } from '@kemudi/domain/format';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { callFromPage, freshPhone, partInStock, registerCustomer } from './support/customer';
import { totpCode } from './support/console';

/*
 * The orders queue of the staff console and its refunds (issue 24): a customer orders a spare part
 * at Kemudi Toyota Fatmawati and pays by QRIS on the simulated provider, but only after the order
 * expired — the simulator lets the charge lapse (its 'expired' notification expires the order, as
 * the deadline would 15 minutes later: the run cannot wait for the wall clock, FIXED_NOW pins only
 * the catalogue's "today") and then takes the payment late (its 'paid' notification reaches the
 * webhook, which records a required refund). The branch manager of Fatmawati (the demo member Sari
 * Wulandari) finds it under "Perlu refund", confirms the amount and refunds it through the provider;
 * the customer then reads "Dana dikembalikan" in Pesanan Saya and on /tracking-order.
 */

const CONSOLE = process.env.E2E_CONSOLE_URL ?? 'http://localhost:3101';
const PASSWORD = 'StafKemudi2026';
const SARI = { name: 'Sari Wulandari', email: 'sari@staf.contoh.com', secret: 'KEMUDIBRANCHMANAGERSARIDEMOAAAAA' };
const BRANCH = { slug: 'kemudi-toyota-fatmawati', name: 'Kemudi Toyota Fatmawati', cityCode: '3174' };

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

test('an order paid after it expired is refunded by the branch manager in the console, and the customer sees the refund', async ({ page, browser }) => {
  const phone = freshPhone();
  const name = 'Wulan Sasmita';
  await registerCustomer(page, name, phone);

  // The order, through the site's proxy as the checkout page places it.
  const code = await partInStock(page);
  const placed = await callFromPage(page, 'POST', '/api/order/v1/orders', {
    items: [{ code, quantity: 1 }],
    contact: { name, phoneNumber: phone },
    branchSlug: BRANCH.slug,
    cityCode: BRANCH.cityCode,
    paymentMethod: 'qris',
    idempotencyKey: `e2e-console-orders-${Date.now()}`,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { orderNo, total } = (placed.body as { data: { orderNo: string; total: number } }).data;
  const amount = formatRupiah(total);

  // Left to expire, then paid late: the simulated provider's two notifications.
  const expired = await callFromPage(page, 'POST', '/api/payment/v1/simulator/expire', { orderNo });
  expect(expired.body).toMatchObject({ data: { status: 'expired' } });
  const late = await callFromPage(page, 'POST', '/api/payment/v1/simulator/pay-late', { orderNo });
  expect(late.body).toMatchObject({ data: { status: 'expired', refund: 'required' } });

  // The customer is told the money is on its way back.
  await page.goto(`/myaccount/pesanan/${orderNo}`);
  await expect(page.getByText('Pengembalian dana diproses')).toBeVisible();

  // The branch manager: Pesanan › Perlu refund › the order › Refund Dana.
  // axe-core is injected as a script: the console's strict CSP is bypassed for that (console.spec.ts checks the CSP itself).
  const staffContext = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', bypassCSP: true });
  const staff = await staffContext.newPage();
  await signIn(staff, SARI);
  await expect(staff.getByLabel('Staf yang masuk')).toContainText(SARI.name);
  await staff.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Pesanan' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await staff.getByRole('combobox', { name: /^Refund/ }).selectOption({ label: 'Perlu refund' });
  await expect(staff).toHaveURL(/refund=required/);
  const list = staff.getByRole('table', { name: 'Daftar pesanan' });
  const row = list.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Kedaluwarsa');
  await expect(row).toContainText('Perlu Refund');
  await expect(row).toContainText(amount);
  await expect(staff.getByRole('link', { name: 'Unduh CSV' })).toHaveAttribute('href', /\/api\/staff\/v1\/orders\/export\.csv\?refund=required/);
  expect(await seriousViolations(staff)).toEqual([]);

  await row.getByRole('link', { name: orderNo }).click();
  await expect(staff.getByRole('heading', { level: 1, name: orderNo })).toBeVisible();
  const history = staff.getByRole('region', { name: 'Riwayat' });
  await expect(history).toContainText(`Perlu refund ${amount}`);
  await staff.getByRole('button', { name: 'Refund Dana' }).click();
  const dialog = staff.getByRole('alertdialog');
  await expect(dialog).toContainText(`Kembalikan dana ${amount} kepada ${name}`);
  await dialog.getByRole('button', { name: `Ya, kembalikan ${amount}` }).click();
  await expect(staff.getByText(`Dana ${amount} sudah dikembalikan ke pelanggan.`)).toBeVisible();
  await expect(staff.getByText('Sudah Direfund').first()).toBeVisible();
  await expect(history).toContainText(`Dana ${amount} dikembalikan ke pelanggan`);
  await expect(history).toContainText(`Refund ${amount} dimulai`);
  await expect(staff.getByRole('button', { name: 'Refund Dana' })).toHaveCount(0);
  expect(await seriousViolations(staff)).toEqual([]);
  await staffContext.close();

  // The customer: Pesanan Saya and /tracking-order tell the refund (the site may answer a read from its 500 ms cache).
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Dana dikembalikan', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText(`${amount} dikembalikan pada`)).toBeVisible();

  await page.goto(`/tracking-order?orderNo=${orderNo}`);
  const tracking = page.getByRole('form', { name: 'Lacak pesanan' });
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await tracking.getByLabel('Nomor HP').fill(phone);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const result = page.getByRole('article', { name: `Pesanan ${orderNo}` });
  await expect(result).toContainText('Kedaluwarsa');
  await expect(result).toContainText(`Dana dikembalikan: ${amount} dikembalikan pada`);
});
