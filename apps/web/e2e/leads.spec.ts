import { LEAD_NO_PATTERN } from '@kemudi/domain/leads';
import { ROUTES } from '@kemudi/domain/routes';
import { expect, test } from '@playwright/test';

/*
 * Issue 13, leads: a trade-in estimate becomes a Tukar Tambah lead (both sizes), the contact form
 * gives a ticket number, a WhatsApp call to action records a lead before the chat opens, and the
 * lead routes answer anything but POST with 405 'Method Not Allowed' (§5, §8). Each run uses fresh
 * phone numbers, so the API's idempotency and per-phone limits never see a previous run.
 */

/** A §5 mobile number nobody else used: 0813 and eight random digits. */
const freshPhone = () => `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('a trade-in estimate becomes a Tukar Tambah lead @both', async ({ page }) => {
  await page.goto(ROUTES.tradeIn);
  const car = page.locator('#taksiran form[data-ready]');
  await expect(car).toBeVisible();
  await car.getByLabel('Merek').selectOption('toyota');
  await car.getByLabel('Model', { exact: true }).selectOption('avanza');
  await car.getByLabel('Transmisi').selectOption('automatic');
  await car.getByLabel('Tahun').selectOption('2020');
  await car.getByLabel('Bahan bakar').selectOption('bensin');
  await car.getByLabel('Jarak tempuh (km)').fill('45000');
  await car.getByLabel('Provinsi').selectOption({ label: 'DKI Jakarta' });
  await car.getByRole('button', { name: 'Hitung Taksiran' }).click();

  // The range, how it was reached and what it means.
  const estimate = page.getByRole('region', { name: 'Perkiraan Harga Mobil Anda' });
  await expect(estimate.getByTestId('estimate-range')).toHaveText(/^Rp [\d.]+ – Rp [\d.]+$/);
  await expect(estimate.getByRole('listitem').first()).toBeVisible();

  await page.locator('#taksiran').getByRole('button', { name: /^Tukar Tambah/ }).click();
  const lead = page.locator('form[data-ready]').filter({ has: page.getByLabel('Mobil Toyota baru', { exact: true }) });
  await expect(lead).toBeVisible();
  await lead.getByLabel('Mobil Toyota baru', { exact: true }).selectOption({ index: 1 });
  await lead.getByRole('radio').first().check();
  await lead.getByLabel('Nama lengkap', { exact: true }).fill('Sinta Maharani');
  await lead.getByLabel('Nomor HP', { exact: true }).fill(freshPhone());
  await lead.getByRole('checkbox').check();
  await lead.getByRole('button', { name: 'Ajukan Tukar Tambah' }).click();

  const sent = page.getByRole('status', { name: 'Pengajuan tukar tambah terkirim' });
  await expect(sent.getByTestId('lead-tukar-tambah-sent-number')).toHaveText(LEAD_NO_PATTERN);
  await expect(sent.getByRole('heading', { name: 'Langkah selanjutnya' })).toBeVisible();
});

test('the contact form gives a ticket number', async ({ page }) => {
  await page.goto('/hubungi-kami');
  const form = page.locator('form[data-ready]').filter({ has: page.getByRole('heading', { name: 'Kirim Pertanyaan' }) });
  await expect(form).toBeVisible();
  await form.getByLabel('Topik', { exact: true }).selectOption({ label: 'Servis & Suku Cadang' });
  await form.getByLabel('Nama lengkap', { exact: true }).fill('Yoga Pratama');
  await form.getByLabel('Email', { exact: true }).fill(`yoga.${Date.now()}@contoh.com`);
  await form.getByLabel('Nomor HP', { exact: true }).fill(freshPhone());
  await form.getByLabel('Provinsi', { exact: true }).selectOption({ label: 'Jawa Barat' });
  const city = form.getByLabel('Kota/Kabupaten', { exact: true });
  await expect(city).toBeEnabled();
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await form.getByLabel('Pertanyaan', { exact: true }).fill('Apakah servis berkala bisa dilakukan pada hari Minggu?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Kirim Pertanyaan' }).click();

  const sent = page.getByRole('status', { name: 'Pertanyaan Anda sudah kami terima' });
  await expect(sent.getByTestId('kontak-terkirim-number')).toHaveText(/^TK-\d{6}-[A-HJ-NP-Z2-9]{6}$/);
  await expect(sent).toContainText('Topik: Servis & Suku Cadang');
});

test('a WhatsApp call to action records a lead and still opens the chat', async ({ page, context }) => {
  // No real WhatsApp in tests: the chat's tab gets an empty page.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto(ROUTES.tradeIn);
  // The site's script is running (the island listens from then on).
  await expect(page.locator('#taksiran form[data-ready]')).toBeVisible();
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/whatsapp-lead');
  const chat = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Tanya via WhatsApp' }).click();
  const [answer, tab] = await Promise.all([recorded, chat]);
  // The route answers 200 only once the API has written the lead. (Chromium does not hand the body of a
  // keepalive request's answer to the page's tools, so the lead number itself is checked in the API suite.)
  expect(answer.status()).toBe(200);
  const sent = answer.request().postDataJSON() as { to: string; sourcePage: string; text?: string };
  expect(sent.sourcePage).toBe(ROUTES.tradeIn);
  // The tab exists before it has navigated: wait for the chat's address.
  await tab.waitForURL(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(tab.url()).toContain(`wa.me/${sent.to}?`);
});

test("§8: a lead route answers GET with 405 'Method Not Allowed'", async ({ request }) => {
  const response = await request.get('/api/submit-leads');
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('POST');
  expect(await response.text()).toBe('Method Not Allowed');
});
