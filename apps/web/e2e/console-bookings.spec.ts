import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../../../packages/domain/src/routes';
import { seriousViolations } from './support/axe';
import { CONSOLE, consoleMenu, signIn } from './support/console';
import { codeSentTo } from './support/outbox';

/*
 * The Booking queue of the staff console (issue 24), against the whole stack: a guest books a
 * workshop service at Kemudi Toyota Sunter (the site's own booking calls, with the one-time code
 * from the development outbox: the service form itself is walked in bookings.spec.ts), and it waits
 * for the branch. Service advisor Agus (Sunter) finds it in the console, confirms it and moves its
 * T-CARE stage to Diterima, then Dikerjakan; the guest is told by WhatsApp and sees "Dikerjakan"
 * on /tracking-order. Agus is this spec's own demo member (no TOTP code used twice).
 */

const AGUS = { email: 'agus@staf.contoh.com', secret: 'KEMUDISERVICEADVISORAGUSDEMOAAAA' };
const SUNTER = 'kemudi-toyota-sunter';

/** A fresh mobile number: 0811 and eight random digits (one code per phone per minute). */
const freshPhone = () => `0811${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

test('a service advisor confirms a guest’s service booking and moves it to Dikerjakan; the guest sees it on /tracking-order', async ({ page }) => {
  // The guest: a code to the phone, then the booking at Sunter's first free hour.
  const phone = freshPhone();
  const sent = await page.request.post('/api/booking/v1/otp', { data: { phoneNumber: phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await codeSentTo(page, phone);
  const slots = await page.request.get(`/api/booking/v1/availability?kind=service&branchSlug=${SUNTER}`);
  const days = ((await slots.json()) as { data: { days: { open: boolean; slots: { start: string; available: boolean }[] }[] } }).data.days;
  const slotStart = days.flatMap((d) => (d.open ? d.slots : [])).find((s) => s.available)?.start;
  expect(slotStart, 'a free workshop hour at Sunter').toBeDefined();
  const made = await page.request.post('/api/booking/v1/bookings', {
    data: {
      details: { kind: 'service', car: { model: 'avanza', year: 2021, plate: 'B 2468 KMD' }, serviceType: 'repair', complaint: 'AC kurang dingin' },
      branchSlug: SUNTER,
      slotStart,
      contact: { name: 'Tamu Konsol', phoneNumber: phone },
      consent: true,
      otp,
      idempotencyKey: randomBytes(12).toString('hex'),
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const booking = ((await made.json()) as { data: { bookingNo: string; statusLabel: string } }).data;
  expect(booking.statusLabel).toBe('Menunggu Konfirmasi Cabang');
  const bookingNo = booking.bookingNo;

  // Agus signs in and finds it in the Booking queue by its number.
  await signIn(page, AGUS);
  await expect(page.getByLabel('Staf yang masuk')).toContainText('Agus Setiawan');
  await consoleMenu(page).getByRole('link', { name: 'Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Menunggu Konfirmasi Cabang/ }).click();
  await page.getByRole('searchbox', { name: 'Cari nomor booking, nama, HP atau email' }).fill(bookingNo);
  const list = page.getByRole('table', { name: 'Daftar booking' });
  const row = list.getByRole('row').filter({ hasText: bookingNo });
  await expect(row).toContainText('Tamu Konsol');
  await expect(row).toContainText('Menunggu Konfirmasi Cabang');
  // Unduh CSV: the same filters, as a file (the console's session cookie goes along).
  const csvLink = page.getByRole('link', { name: 'Unduh CSV' });
  await expect(csvLink).toHaveAttribute('href', new RegExp(`^/api/staff/v1/bookings/export\\.csv\\?.*q=${bookingNo}`));
  const csv = await page.request.get(`${CONSOLE}${await csvLink.getAttribute('href')}`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await csv.text()).split('\r\n').filter((line) => line.startsWith(bookingNo))).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: bookingNo }).click();

  // The booking as the customer made it; Konfirmasi, then the T-CARE stages.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Perbaikan Umum');
  await expect(page.getByText('Tamu Konsol (tamu)')).toBeVisible();
  // Batalkan asks for the reason the customer will read (opened, then left).
  await page.getByRole('button', { name: 'Batalkan', exact: true }).click();
  const cancel = page.getByRole('form', { name: 'Batalkan booking' });
  await expect(cancel.getByLabel('Alasan pembatalan')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await cancel.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(cancel).toHaveCount(0);
  await page.getByRole('button', { name: 'Konfirmasi', exact: true }).click();
  await expect(page.getByText('Booking dikonfirmasi. Pelanggan diberi tahu melalui WhatsApp.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Konfirmasi', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tahap: Diterima' }).click();
  await expect(page.getByRole('button', { name: 'Tahap: Dikerjakan' })).toBeVisible();
  await page.getByRole('button', { name: 'Tahap: Dikerjakan' }).click();
  await expect(page.getByRole('button', { name: 'Tahap: Pemeriksaan Akhir' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Riwayat' });
  await expect(history.getByRole('listitem').first()).toContainText('Progres bengkel: Dikerjakan');
  await expect(history.getByRole('listitem').first()).toContainText('Agus Setiawan');
  await expect(history).toContainText('Dikonfirmasi cabang: Jadwal dikonfirmasi cabang');

  // The guest was told, and reads the stage on /tracking-order.
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${phone}`)).json()) as { data: { text: string }[] };
  expect(outbox.data.some((m) => m.text.includes(`(${bookingNo}) terkonfirmasi pada`))).toBe(true);
  await page.goto(ROUTES.tracking());
  await expect(page.locator('form[data-ready]')).toBeVisible();
  const tracking = page.getByRole('form', { name: 'Lacak pesanan' });
  await tracking.getByLabel('Nomor Pesanan').fill(bookingNo);
  await tracking.getByLabel('Nomor HP').fill(phone);
  await tracking.getByRole('button', { name: 'Lacak Pesanan' }).click();
  const result = page.getByRole('article', { name: `Booking ${bookingNo}` });
  await expect(result.getByTestId('booking-status')).toHaveText('Terkonfirmasi');
  await expect(result.getByRole('list', { name: 'Progres T-CARE' }).locator('[aria-current="step"]')).toHaveText(/Dikerjakan/);
});
