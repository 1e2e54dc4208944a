import { LEAD_NO_PATTERN } from '@kemudi/domain/leads';
import { ROUTES } from '@kemudi/domain/routes';
import { expect, test } from '@playwright/test';
import { CONSOLE, signInToConsole } from './support/console';

/*
 * The staff console's Leads queue (issue 24): a visitor sends a Tukar Tambah lead from the site's
 * own form, choosing Kemudi Toyota Sunter; the sales of Sunter, Maya, signs in to the console, finds
 * it unassigned in her queue, takes it ("Ambil lead") and marks it contacted with a note — and the
 * list shows it as hers. Maya (sales, Sunter) is this spec's own demo member: her TOTP code is used
 * by no other spec.
 */

const MAYA = { name: 'Maya Anggraini', email: 'maya@staf.contoh.com', secret: 'KEMUDISALESMAYADEMOTOTPSECRETAAA' };
/** A §5 mobile number nobody else used: 0813 and eight random digits. */
const freshPhone = () => `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

test('a sales takes an unassigned lead from the site and marks it contacted', async ({ page, browser }) => {
  // The visitor: a trade-in estimate, then the Tukar Tambah form with Sunter as the dealer.
  await page.goto(ROUTES.tradeIn);
  const car = page.locator('#taksiran form[data-ready]');
  await expect(car).toBeVisible();
  await car.getByLabel('Merek').selectOption('toyota');
  await car.getByLabel('Model', { exact: true }).selectOption('avanza');
  await car.getByLabel('Transmisi').selectOption('manual');
  await car.getByLabel('Tahun').selectOption('2019');
  await car.getByLabel('Bahan bakar').selectOption('bensin');
  await car.getByLabel('Jarak tempuh (km)').fill('62000');
  await car.getByLabel('Provinsi').selectOption({ label: 'DKI Jakarta' });
  await car.getByRole('button', { name: 'Hitung Taksiran' }).click();
  await expect(page.getByRole('region', { name: 'Perkiraan Harga Mobil Anda' }).getByTestId('estimate-range')).toBeVisible();
  await page.locator('#taksiran').getByRole('button', { name: /^Tukar Tambah/ }).click();
  const form = page.locator('form[data-ready]').filter({ has: page.getByLabel('Mobil Toyota baru', { exact: true }) });
  await expect(form).toBeVisible();
  await form.getByLabel('Mobil Toyota baru', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Kota', { exact: true }).selectOption('3172');
  await form.getByRole('radio', { name: /^Kemudi Toyota Sunter/ }).check();
  const phone = freshPhone();
  await form.getByLabel('Nama lengkap', { exact: true }).fill('Galih Prasetyo');
  await form.getByLabel('Nomor HP', { exact: true }).fill(phone);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Ajukan Tukar Tambah' }).click();
  const number = page.getByRole('status', { name: 'Pengajuan tukar tambah terkirim' }).getByTestId('lead-tukar-tambah-sent-number');
  await expect(number).toHaveText(LEAD_NO_PATTERN);
  const leadNo = (await number.textContent())!.trim();

  // Maya, in the console: the lead is in the Sunter queue, unassigned.
  const staff = await browser.newPage();
  await signInToConsole(staff, MAYA);
  await staff.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Leads' }).click();
  await expect(staff.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await staff.getByLabel('Penanganan').selectOption({ label: 'Belum ditangani' });
  await staff.getByRole('searchbox', { name: 'Cari nomor lead, nama, HP atau email' }).fill(leadNo);
  const table = staff.getByRole('table', { name: 'Daftar leads' });
  const row = table.getByRole('row').filter({ hasText: leadNo });
  await expect(row).toContainText('Galih Prasetyo');
  await expect(row).toContainText('Tukar Tambah');
  await expect(row).toContainText('Kemudi Toyota Sunter');
  await expect(row).toContainText('Belum ditangani');
  await expect(row).toContainText('Baru');

  // She takes it and marks it contacted, with a note.
  await row.getByRole('link', { name: leadNo }).click();
  await expect(staff.getByRole('heading', { name: `Lead ${leadNo}`, level: 1 })).toBeVisible();
  await staff.getByRole('button', { name: 'Ambil lead' }).click();
  await expect(staff.getByText('Lead ini sekarang Anda tangani.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Ambil lead' })).toHaveCount(0);
  const status = staff.getByRole('form', { name: 'Ubah status' });
  await status.getByLabel('Status baru').selectOption({ label: 'Dihubungi' });
  await status.getByLabel('Catatan (opsional)').fill('Sudah ditelepon, pelanggan minta simulasi kredit.');
  await status.getByRole('button', { name: 'Simpan status' }).click();
  await expect(staff.getByText('Status disimpan.')).toBeVisible();
  const timeline = staff.getByRole('region', { name: 'Riwayat' });
  await expect(timeline).toContainText('Status: Baru → Dihubungi. Catatan: Sudah ditelepon, pelanggan minta simulasi kredit.');
  await expect(timeline).toContainText('Diambil oleh Maya Anggraini');

  // The list: hers now, contacted.
  await staff.getByRole('link', { name: '← Daftar leads' }).click();
  await staff.getByLabel('Penanganan').selectOption({ label: 'Lead saya' });
  await staff.getByRole('searchbox', { name: 'Cari nomor lead, nama, HP atau email' }).fill(leadNo);
  const mine = staff.getByRole('table', { name: 'Daftar leads' }).getByRole('row').filter({ hasText: leadNo });
  await expect(mine).toContainText('Maya Anggraini');
  await expect(mine).toContainText('Dihubungi');
});
