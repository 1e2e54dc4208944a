import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../../packages/domain/src/routes';
import { CONSOLE, consoleMenu, signInToConsole } from './support/console';

/*
 * A branch's closed days run from the console (issue 25): Hendra, a demo branch manager, adds a
 * holiday for Kemudi Toyota Sunter; a guest on the service booking form can no longer pick that
 * day (the strip says "Tutup") and the branch page names it; he removes it again and the day is
 * offered once more — so the specs after this one see the seeded schedule. The API's clock is
 * FIXED_NOW (Sunday 22 November 2026): Thursday the 26th is inside the 14-day booking window.
 */

const HENDRA = { name: 'Hendra Gunawan', email: 'hendra@staf.contoh.com', secret: 'KEMUDIBRANCHMANAGERHENDRADEMOAAA' };
const SUNTER = { slug: 'kemudi-toyota-sunter', name: 'Kemudi Toyota Sunter' };
const JAKARTA_UTARA = '3172';
const BOOKING_SERVICE = '/services-toyota/booking-service';
const HOLIDAY = '2026-11-26';
const REASON = 'Libur Nasional Natal';
/** The strip's day as assistive technology reads it ("Kam 26 Nov, Tersedia"). */
const day = (state: 'Tersedia' | 'Tutup') => `Kam 26 Nov, ${state}`;

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

/** The service booking form with Sunter chosen, its date strip loaded. */
async function openServiceForm(page: Page) {
  await page.goto(`${BOOKING_SERVICE}?city=${JAKARTA_UTARA}`);
  const form = page.locator('main form[data-ready]');
  await form.getByRole('list', { name: /^Dealer terdekat / }).getByRole('radio', { name: new RegExp(SUNTER.name) }).check();
  await expect(form.getByRole('group', { name: 'Tanggal', exact: true })).toBeVisible();
  return form;
}

/** Guest pages follow the data version within about a second: open the form again until it shows the state. */
async function expectDay(page: Page, state: 'Tersedia' | 'Tutup') {
  await expect(async () => {
    const form = await openServiceForm(page);
    const radio = form.getByRole('radio', { name: day(state), exact: true });
    await expect(radio).toBeVisible({ timeout: 3_000 });
    if (state === 'Tutup') await expect(radio).toBeDisabled();
    else await expect(radio).toBeEnabled();
  }).toPass({ timeout: 20_000 });
}

test('a branch manager closes his branch on a holiday: the booking form no longer offers that day, then offers it again', async ({ page, browser }) => {
  const guest = await (await browser.newContext()).newPage();
  await expectDay(guest, 'Tersedia');

  await signInToConsole(page, HENDRA);
  await consoleMenu(page).getByRole('link', { name: 'Cabang' }).click();
  await expect(page.getByRole('heading', { name: 'Cabang', level: 1 })).toBeVisible();
  const branches = page.getByRole('table', { name: 'Daftar cabang' });
  // His own branches only.
  await expect(branches.getByRole('link')).toHaveText(['Kemudi Toyota Kelapa Gading', SUNTER.name]);
  await branches.getByRole('link', { name: SUNTER.name }).click();
  await expect(page.getByRole('heading', { name: SUNTER.name, level: 1 })).toBeVisible();

  try {
    await page.getByLabel('Tanggal', { exact: true }).fill(HOLIDAY);
    await page.getByLabel('Alasan', { exact: true }).fill(REASON);
    await page.getByRole('button', { name: 'Tambah hari libur' }).click();
    const closures = page.getByRole('table', { name: 'Hari libur mendatang' });
    await expect(closures.getByRole('row').filter({ hasText: REASON })).toContainText('Kamis, 26 November 2026');

    // The guest: the day is shown closed and cannot be chosen; the branch page names the holiday.
    await expectDay(guest, 'Tutup');
    await guest.goto(ROUTES.branch(SUNTER.slug));
    await expect(guest.getByRole('region', { name: 'Jam Operasional' })).toContainText(`Kamis, 26 November 2026: tutup (${REASON})`);

    // Removed again: the day is offered once more.
    await page.getByRole('button', { name: 'Hapus hari libur Kamis, 26 November 2026' }).click();
    await expect(page.getByText('Belum ada hari libur mendatang.')).toBeVisible();
    await expectDay(guest, 'Tersedia');
  } finally {
    // Whatever failed above, the specs after this one must see the seeded schedule.
    const left = await page.request.delete(`${CONSOLE}/api/staff/v1/branch-settings/${SUNTER.slug}/closures/${HOLIDAY}`, {
      headers: { origin: CONSOLE, 'x-kemudi-console': '1', 'content-type': 'application/json' },
      data: '{}',
    });
    expect([200, 404]).toContain(left.status());
  }
});
