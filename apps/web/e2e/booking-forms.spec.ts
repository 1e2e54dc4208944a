import { expect, type Page, test } from '@playwright/test';
import { BOOKING_MESSAGES, CUBAIN_CLASSES } from '../../../packages/domain/src/bookings';
import { formatRupiah } from '../../../packages/domain/src/format';
import { codeSentTo } from './support/outbox';

/*
 * The service-page booking forms of issue 13 as a visitor uses them, against the real stack: a
 * guest books body & paint with a photo of the damage (a text file named foto.jpg is refused in
 * Indonesian first), proving the phone with a one-time code from the outbox; and a visitor checks
 * which Cubain cars are free for their dates, with the price of the rental. The rules behind
 * (types by bytes, owner of a photo, last car, idempotency) are in the API and unit suites.
 */

/** A 1×1 PNG (its bytes are a real image: the API judges the type by them). */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A phone no other run has sent a code to (one code per phone per minute). */
function freshPhone(): string {
  return `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The page's booking form (its section is headed #booking), once its script runs. */
const form = (page: Page) => page.locator('section:has(> h2#booking) form[data-ready]');

test('a guest books body & paint with a photo of the damage (a text file named foto.jpg is refused) and gets a booking number', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/body-paint-service');
  // The page's main call to action leads to the form on the page itself, no login needed.
  await page.getByRole('link', { name: 'Minta Estimasi & Booking' }).click();
  await expect(page).toHaveURL(/#booking$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Booking Body & Paint' })).toBeVisible();
  await expect(form(page)).toBeVisible();

  // 1 Mobil & Kerusakan.
  const model = form(page).getByLabel('Model mobil');
  await model.selectOption({ index: 1 });
  await form(page).getByLabel('Tahun mobil').fill('2021');
  await form(page).getByLabel('Nomor polisi').fill('d 1234 abc');
  await form(page).getByRole('radio', { name: /Biaya pribadi/ }).check();
  await form(page).getByRole('textbox', { name: 'Kerusakan' }).fill('Bumper depan kiri penyok dan baret sekitar 20 cm');

  const photos = form(page).locator('#bp-photos');
  await photos.setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Ini hanya catatan, bukan foto.') });
  const refused = form(page).getByRole('listitem').filter({ hasText: 'foto.jpg' });
  await expect(refused.getByRole('alert')).toHaveText(BOOKING_MESSAGES.FILE_TYPE);
  await refused.getByRole('button', { name: 'Hapus foto.jpg' }).click();
  await expect(refused).toHaveCount(0);

  await photos.setInputFiles({ name: 'bumper.png', mimeType: 'image/png', buffer: TINY_PNG });
  const photo = form(page).getByRole('listitem').filter({ hasText: 'bumper.png' });
  await expect(photo.getByRole('status')).toHaveText('Terunggah');
  // The preview is drawn from the local file, never fetched back from the server.
  await expect(photo.getByRole('img', { name: 'Pratinjau bumper.png' })).toHaveAttribute('src', /^blob:/);

  // 2 Dealer, 3 Jadwal: the nearest body & paint workshop and its first free hour.
  await form(page).locator('input[name="branchSlug"]').first().check();
  const hour = form(page).locator('input[name="slotStart"]').first();
  await expect(hour).toBeVisible();
  await hour.check();

  // 4 Kontak: a guest proves the phone with a one-time code.
  await form(page).getByLabel('Nama lengkap').fill('Rina Lestari');
  await form(page).getByLabel('Nomor HP').fill(phone);
  await form(page).getByRole('button', { name: 'Kirim kode' }).click();
  await form(page).getByLabel('Kode verifikasi').fill(await codeSentTo(page, phone));
  await form(page).getByRole('checkbox').check();
  await form(page).getByRole('button', { name: 'Booking Body & Paint' }).click();

  const confirmation = page.locator('#booking-confirmed');
  await expect(confirmation).toBeFocused();
  await expect(page.getByText(/^BP-\d{6}-[A-Z0-9]{6}$/)).toBeVisible();
  await expect(page.getByText('1 foto', { exact: true })).toBeVisible();
});

test('Cubain: pick-up and return dates at a branch show each class with its free cars and the price of the rental', async ({ page }) => {
  // The browser's "today" is the seed's (FIXED_NOW of the API in playwright.config.ts), so the dates it offers are the API's.
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+07:00'));
  await page.goto('/cubain');
  await page.getByRole('link', { name: 'Cek Ketersediaan & Sewa' }).click();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByText('Pilih tanggal sewa dan lokasi pengambilan untuk melihat mobil yang tersedia.')).toBeVisible();

  await form(page).getByLabel('Tanggal pengambilan').fill('2026-11-25');
  await form(page).getByLabel('Tanggal pengembalian').fill('2026-11-27');
  await expect(form(page).getByText('Lama sewa 2 hari.', { exact: false })).toBeVisible();
  await form(page).locator('input[name="branchSlug"]').first().check();

  const classes = form(page).getByRole('list', { name: 'Kelas mobil' });
  await expect(classes.getByRole('listitem')).toHaveCount(Object.keys(CUBAIN_CLASSES).length);
  const mpv = classes.getByRole('listitem').filter({ hasText: CUBAIN_CLASSES.mpv.name });
  await expect(mpv).toContainText(/Tersedia \d+ unit/);
  await mpv.getByRole('radio').check();
  const estimate = form(page).getByRole('status').filter({ hasText: 'Estimasi biaya' });
  await expect(estimate).toContainText(`${CUBAIN_CLASSES.mpv.name}, 2 hari: ${formatRupiah(2 * CUBAIN_CLASSES.mpv.pricePerDay)}`);

  // With a driver: the driver's day rate is added, and no SIM A is asked.
  await expect(form(page).getByRole('group', { name: 'Foto SIM A' })).toBeVisible();
  await form(page).getByRole('radio', { name: /Dengan sopir/ }).check();
  await expect(estimate).toContainText(formatRupiah(2 * (CUBAIN_CLASSES.mpv.pricePerDay + CUBAIN_CLASSES.mpv.driverPerDay)));
  await expect(form(page).getByRole('group', { name: 'Foto SIM A' })).toHaveCount(0);

  // The pick-up day's free hours at that branch.
  await expect(form(page).getByRole('radio', { name: /^Pukul \d{2}\.\d{2}$/ }).first()).toBeVisible();
});
