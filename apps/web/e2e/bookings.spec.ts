import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { branches as seededBranches } from '../../../packages/db/src/seed/data/branches';
import { usedCars } from '../../../packages/db/src/seed/data/used-cars';
import { BOOKING_NO_PATTERN } from '../../../packages/domain/src/bookings';
import { ROUTES } from '../../../packages/domain/src/routes';
import { seriousViolations } from './support/axe';
import { codeSentTo } from './support/outbox';
import { registerAndVerify } from './support/register';

/*
 * Bookings (issue 13), in a real browser against the whole stack:
 * - a guest books a test drive end to end on a phone and on a desktop: a model from the test-drive
 *   list, its variant, a branch nearest first, a day of the strip and an hourly slot, the contact
 *   with the one-time code read from the development outbox, the consent → the booking number,
 *   then finds it on /tracking-order;
 * - a customer (registered fresh, with a car added in Mobil Saya) books a workshop service from that
 *   car, sees it in Booking Saya, and finds it on /tracking-order with the T-CARE stage the
 *   workshop reports (the dealer system's call, DEALER_API_KEY of playwright.config.ts).
 * Every run uses fresh phone numbers, so the per-phone code limits never collide.
 */

/** A fresh mobile number: 0813 and eight random digits (§5). */
function freshPhone(): string {
  return `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

const form = (page: Page) => page.locator('main form[data-ready]');

/** The page has no horizontal scrolling (a phone of 390 px). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** Chooses the first open day of the strip and its first free hour; answers the hour chosen. */
async function chooseSlot(page: Page): Promise<void> {
  const booking = form(page);
  await expect(booking.getByRole('group', { name: 'Tanggal', exact: true })).toBeVisible();
  // Closed days are shown, but cannot be chosen.
  await booking.getByRole('radio', { name: /, Tersedia$/ }).first().check();
  await booking.getByRole('radio', { name: /^Pukul \d{2}\.\d{2}/ }).first().check();
}

test('a guest books a test drive from the test-drive list and finds it on /tracking-order @both', async ({ page, isMobile }) => {
  const phone = freshPhone();
  await page.goto(ROUTES.testDrive);
  // A volume model every showroom keeps test-drive cars of (packages/db/src/seed/bookings.ts).
  const cta = page.getByRole('link', { name: /^Jadwalkan Test Drive .*Avanza/ }).first();
  const href = await cta.getAttribute('href');
  expect(href).toMatch(/^\/testdrive\/new-car\/[a-z0-9-]+$/);
  await cta.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Test Drive Toyota /);
  await expect(form(page)).toBeVisible();
  const booking = form(page);

  // Step 1: a variant; step 2: the nearest branch with this model's test-drive cars.
  const variants = booking.getByRole('list', { name: /^Varian Toyota / }).getByRole('radio');
  await variants.last().check();
  const branches = booking.getByRole('list', { name: /^Dealer terdekat / });
  await expect(branches.getByText(/\d+ unit test drive/).first()).toBeVisible();
  await branches.getByRole('radio').first().check();

  // The form refuses to go on without a slot, a code and the consent, in Indonesian.
  await booking.getByRole('button', { name: 'Jadwalkan Test Drive' }).click();
  await expect(booking.getByText('Pilih tanggal dan jam')).toBeVisible();

  await chooseSlot(page);
  await booking.getByLabel('Nama lengkap').fill('Dewi Anggraini');
  await booking.getByLabel('Nomor HP').fill(phone);
  await booking.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(booking.getByText(`Kode verifikasi dikirim lewat WhatsApp ke ${phone}.`)).toBeVisible();
  await expect(booking.getByRole('button', { name: /^Kirim ulang dalam \d+ detik$/ })).toBeDisabled();
  await booking.getByLabel('Kode verifikasi').fill(await codeSentTo(page, phone));
  await booking.getByRole('checkbox', { name: /menyetujui pemrosesan data pribadi/ }).check();
  if (isMobile) expect(await fitsWidth(page)).toBe(true);
  await booking.getByRole('button', { name: 'Jadwalkan Test Drive' }).click();

  // The confirmation: the number, the slot, a calendar file and the way back for a guest.
  const confirmed = page.getByRole('region', { name: 'Booking berhasil dibuat' });
  await expect(confirmed).toBeVisible();
  const bookingNo = (await confirmed.getByTestId('booking-number').textContent())?.trim() ?? '';
  expect(bookingNo).toMatch(BOOKING_NO_PATTERN);
  expect(bookingNo.startsWith('TD-')).toBe(true);
  await expect(confirmed.getByText(/pukul \d{2}\.\d{2} WI/).first()).toBeVisible();
  await expect(confirmed.getByRole('link', { name: 'Tambah ke kalender' })).toHaveAttribute('download', `${bookingNo}.ics`);
  expect(await seriousViolations(page)).toEqual([]);

  // /tracking-order finds it by number and phone: status and slot (a test drive has no workshop stages).
  await confirmed.getByRole('link', { name: 'Lacak booking' }).click();
  await expect(page).toHaveURL(ROUTES.trackBooking(bookingNo));
  const tracking = page.getByRole('form', { name: 'Lacak pesanan' });
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await expect(tracking.getByLabel('Nomor Pesanan')).toHaveValue(bookingNo);
  await tracking.getByLabel('Nomor HP').fill(phone);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const result = page.getByRole('article', { name: `Booking ${bookingNo}` });
  // The slot is held until the branch confirms it in the staff console (issue 24).
  await expect(result.getByTestId('booking-status')).toHaveText('Menunggu Konfirmasi Cabang');
  await expect(result.getByText(/pukul \d{2}\.\d{2} WI/).first()).toBeVisible();
  await expect(result.getByRole('list', { name: 'Progres T-CARE' })).toHaveCount(0);
  if (isMobile) expect(await fitsWidth(page)).toBe(true);
});

test('a customer books a workshop service for a car of Mobil Saya and follows its T-CARE stage on /tracking-order', async ({ page, baseURL }) => {
  const phone = freshPhone();
  const plate = `B ${String(1000 + Math.floor(Math.random() * 8999))} KMD`;
  await registerAndVerify(page, 'Sinta Lestari', phone);
  // A phone the dealer does not know meets only the consent step (post-login.spec.ts).
  const consent = page.getByRole('dialog', { name: 'Pelindungan Data Pribadi Anda' });
  await expect(consent).toBeVisible({ timeout: 15_000 });
  await consent.getByRole('button', { name: 'Tidak Setuju' }).click();
  await expect(page.getByRole('dialog', { name: 'Semua langkah selesai' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A car in Mobil Saya, then its "Booking Servis" link opens the form with that car chosen.
  await page.goto('/myaccount/mobil-saya');
  await page.getByRole('button', { name: 'Tambah mobil' }).click();
  const carForm = page.getByRole('form', { name: 'Tambah mobil' });
  await carForm.getByLabel('Model').selectOption({ index: 1 });
  await carForm.getByLabel('Tahun').fill('2022');
  await carForm.getByLabel('Nomor polisi').fill(plate);
  await carForm.getByLabel('Warna').fill('Putih');
  await carForm.getByRole('button', { name: 'Simpan mobil' }).click();
  const car = page.getByRole('list', { name: 'Daftar mobil' }).getByRole('listitem').filter({ hasText: plate });
  await expect(car).toBeVisible();
  await car.getByRole('link', { name: /^Booking Servis / }).click();
  await expect(page).toHaveURL(/\/services-toyota\/booking-service\?car=/);
  await expect(form(page)).toBeVisible();
  const booking = form(page);
  await expect(booking.getByRole('radio', { name: new RegExp(plate) })).toBeChecked();

  // Servis Berkala 10.000 km: the price list's estimate is shown before booking.
  await booking.getByRole('radio', { name: /^Servis Berkala/ }).check();
  await booking.getByLabel('Kilometer servis').selectOption({ value: '10000' });
  await expect(booking.getByTestId('service-estimate')).toHaveText(/^Mulai Rp/);
  await booking.getByRole('list', { name: /^Dealer terdekat / }).getByRole('radio').first().check();
  await chooseSlot(page);
  // The customer's own verified phone: prefilled, and no code is asked for.
  await expect(booking.getByLabel('Nomor HP')).toHaveValue(phone);
  await expect(booking.getByLabel('Kode verifikasi')).toHaveCount(0);
  await booking.getByRole('checkbox', { name: /menyetujui pemrosesan data pribadi/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await booking.getByRole('button', { name: 'Booking Servis' }).click();

  const confirmed = page.getByRole('region', { name: 'Booking berhasil dibuat' });
  await expect(confirmed).toBeVisible();
  const bookingNo = (await confirmed.getByTestId('booking-number').textContent())?.trim() ?? '';
  expect(bookingNo).toMatch(/^SV-/);
  await expect(confirmed.getByTestId('booking-estimate')).toHaveText(/^Rp/);

  // Booking Saya lists it; its page shows the slot and the T-CARE steps still ahead.
  await confirmed.getByRole('link', { name: 'Lihat di Booking Saya' }).click();
  await expect(page).toHaveURL(ROUTES.myBooking(bookingNo));
  await expect(page.getByTestId('booking-status')).toHaveText('Menunggu Konfirmasi Cabang');
  const before = (await page.locator('main').getByText(/pukul \d{2}\.\d{2} WI/).first().textContent()) ?? '';

  // Ubah Jadwal: another free hour of the same workshop.
  await page.getByRole('button', { name: 'Ubah Jadwal' }).click();
  const change = page.getByRole('region', { name: 'Ubah atau batalkan booking' });
  await change.getByRole('radio', { name: /, Tersedia$/ }).last().check();
  await change.getByRole('radio', { name: /^Pukul / }).last().check();
  await change.getByRole('button', { name: 'Simpan jadwal baru' }).click();
  await expect(change.getByText('Jadwal booking diubah.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Jadwal diubah' })).toBeVisible();
  await expect(page.locator('main').getByText(/pukul \d{2}\.\d{2} WI/).first()).not.toHaveText(before);

  await page.getByRole('navigation', { name: 'Akun Saya' }).getByRole('link', { name: 'Booking Saya' }).click();
  await expect(page.getByRole('list', { name: 'Daftar booking' }).getByText(bookingNo)).toBeVisible();
  // Issue 29: the overview's card reads the same list, not "Belum ada booking".
  await page.getByRole('navigation', { name: 'Akun Saya' }).getByRole('link', { name: 'Ringkasan Akun' }).click();
  await expect(page.getByRole('region', { name: 'Booking Saya' }).getByRole('list', { name: 'Booking terbaru' })).toContainText(bookingNo);

  // The workshop reports the car received and in work (the dealer system's call, system token): its first report confirms the booking.
  const dealer = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  for (const stage of ['diterima', 'dikerjakan']) {
    const answer = await dealer.post(`/api/booking/v1/dealer/bookings/${bookingNo}`, {
      headers: { 'x-dealer-key': process.env.DEALER_API_KEY ?? 'e2e-dealer-key-kemudi-0001' },
      data: { action: 'stage', stage },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await dealer.dispose();

  // /tracking-order, as anyone with the number and the phone: the current stage is marked.
  await page.goto(ROUTES.tracking());
  await expect(page.locator('form[data-ready]')).toBeVisible();
  const tracking = page.getByRole('form', { name: 'Lacak pesanan' });
  await tracking.getByLabel('Nomor Pesanan').fill(bookingNo.toLowerCase());
  await tracking.getByLabel('Nomor HP').fill(phone);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const result = page.getByRole('article', { name: `Booking ${bookingNo}` });
  const stages = result.getByRole('list', { name: 'Progres T-CARE' });
  await expect(stages.getByRole('listitem')).toHaveText([/Diterima/, /Dikerjakan/, /Pemeriksaan Akhir/, /Siap Diambil/]);
  await expect(stages.locator('[aria-current="step"]')).toHaveText(/Dikerjakan/);
  await expect(page.getByRole('status').filter({ hasText: `Booking ${bookingNo} ditemukan: Terkonfirmasi, Dikerjakan.` })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  // A test drive booked while logged in: prefilled, no code; then cancelled with a reason in Booking Saya.
  await page.goto(ROUTES.testDriveNew('avanza'));
  await expect(form(page)).toBeVisible();
  const testDrive = form(page);
  await testDrive.getByRole('list', { name: /^Dealer terdekat / }).getByRole('radio').first().check();
  await chooseSlot(page);
  await expect(testDrive.getByLabel('Nama lengkap')).toHaveValue('Sinta Lestari');
  await testDrive.getByRole('checkbox', { name: /menyetujui pemrosesan data pribadi/ }).check();
  await testDrive.getByRole('button', { name: 'Jadwalkan Test Drive' }).click();
  const made = page.getByRole('region', { name: 'Booking berhasil dibuat' });
  await expect(made).toBeVisible();
  await made.getByRole('link', { name: 'Lihat di Booking Saya' }).click();
  await page.getByRole('button', { name: 'Batalkan Booking' }).click();
  await page.getByLabel('Alasan pembatalan (opsional)').fill('Jadwal kerja berubah');
  await page.getByRole('button', { name: 'Ya, batalkan booking' }).click();
  await expect(page.getByText('Booking dibatalkan.')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Dibatalkan');
  await expect(page.getByRole('button', { name: 'Batalkan Booking' })).toHaveCount(0);
});

test("a certified used car's test drive is booked at the branch that holds it", async ({ page }) => {
  const car = usedCars.find((c) => c.status === 'available')!;
  const branch = seededBranches.find((b) => b.id === car.branchId)!;
  await page.goto(ROUTES.usedCar(car.code));
  await page.getByRole('link', { name: 'Jadwalkan Test Drive' }).click();
  await expect(page).toHaveURL(ROUTES.testDriveUsed(car.code));
  // Issue 29: the year once (the car's name ends with it), not "… 2022 (2022)".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Test Drive Toyota .* ${car.year}$`));
  await expect(form(page)).toBeVisible();
  const booking = form(page);
  await expect(booking.getByText(`${branch.name}, `).first()).toBeVisible();
  // The branch holding the car is chosen already, so its free hours are offered at once.
  await expect(booking.getByRole('list', { name: /^Dealer terdekat / }).getByRole('radio', { name: new RegExp(branch.name) })).toBeChecked();
  await chooseSlot(page);
  await expect(booking.getByRole('radio', { name: /^Pukul / }).first()).toBeChecked();
});
