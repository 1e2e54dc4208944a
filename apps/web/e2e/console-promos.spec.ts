import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode } from './support/console';

/*
 * Issue 25: the content editor runs the promos. Nina (the demo content editor) creates a promo for
 * Bandung only in the staff console — with a picture (a file that is not an image is refused) and
 * marked for the home hero — checks the preview as a visitor of Bandung and of Jakarta, and
 * publishes it. A visitor who chose Bandung then sees it on /promosi and in the home hero; a
 * visitor in Jakarta does not. The site's "now" is FIXED_NOW (22 Nov 2026, 10:00 WIB).
 */

const CONSOLE = process.env.E2E_CONSOLE_URL ?? 'http://localhost:3101';
const NINA = { email: 'nina@staf.contoh.com', secret: 'KEMUDICONTENTEDITORNINADEMOAAAAA', password: 'StafKemudi2026' };
const PROMO = {
  title: 'Festival Servis Bandung Kemudi',
  slug: 'festival-servis-bandung-kemudi',
  summary: 'Diskon jasa servis 30% khusus pelanggan Bandung.',
};
const BANDUNG = { p: 'jawa_barat', c: '3273', n: 'Bandung' };
const JAKARTA = { p: 'dki_jakarta', c: '0080', n: 'Jakarta Pusat' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

async function signIn(page: Page) {
  await page.goto(`${CONSOLE}/masuk`);
  await page.getByLabel('Email', { exact: true }).fill(NINA.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(NINA.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
  await page.getByLabel('Kode autentikator').fill(await totpCode(NINA.secret));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByLabel('Staf yang masuk')).toContainText('Nina Kartika');
}

/** A visitor's browser with the city chosen in the header (the kemudi_city cookie the city picker writes). */
async function visitorIn(browser: Browser, baseURL: string | undefined, city: typeof BANDUNG) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'kemudi_city', value: encodeURIComponent(JSON.stringify(city)), url: baseURL! }]);
  return context.newPage();
}

const heroTitles = (page: Page) => page.getByRole('region', { name: 'Promo Pilihan' }).getByRole('heading', { level: 3 });
const listTitles = (page: Page) => page.getByRole('region', { name: /^Promo di/ }).getByRole('article').getByRole('heading', { level: 3 });

/** Guest pages follow the data version within about a second: open the page again until it shows what is expected. */
async function expectOnPage(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

test('an editor publishes a promo for Bandung only: Bandung visitors see it on /promosi and the home hero, Jakarta visitors do not', async ({ page, browser, baseURL }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Promo' }).click();
  await expect(page.getByRole('heading', { name: 'Promo', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Buat promo' }).click();

  await page.getByLabel('Judul').fill(PROMO.title);
  await page.getByLabel('Slug').fill(PROMO.slug);
  await page.getByLabel('Kategori').selectOption('Purna Jual');
  await page.getByLabel('Ringkasan').fill(PROMO.summary);
  await page.getByLabel('Isi promo').fill('Servis berkala dengan diskon jasa 30% di cabang Kemudi Bandung.');
  await page.getByLabel('Syarat dan ketentuan').fill('Berlaku untuk servis berkala.\nTidak dapat digabung dengan promo lain.');
  await page.getByLabel('Mulai').fill('2026-11-22T08:00');
  await page.getByLabel('Selesai').fill('2026-12-31T23:00');
  await page.getByRole('radio', { name: 'Kota tertentu' }).check();
  await page.getByRole('checkbox', { name: 'Kota Bandung', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Tampilkan di hero beranda' }).check();

  // A file that is not an image is refused by its bytes, whatever its name says.
  const upload = page.getByLabel('Unggah gambar');
  await upload.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<html>bukan gambar</html>') });
  await expect(page.getByText('Jenis berkas tidak didukung. Unggah gambar JPG, PNG atau WebP.')).toBeVisible();
  await upload.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Gambar promo yang diunggah' })).toBeVisible();

  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByRole('heading', { name: PROMO.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Draf', { exact: true }).first()).toBeVisible();

  // The preview: a Bandung visitor would see the draft in the hero and on /promosi, a Jakarta visitor would not.
  const preview = page.getByRole('region', { name: 'Pratinjau sebagai pengunjung' });
  await expect(preview.getByRole('list', { name: 'Hero beranda untuk Kota Bandung' })).toContainText(PROMO.title);
  await expect(preview.getByRole('list', { name: 'Promo di Kota Bandung' })).toContainText(PROMO.title);
  await preview.getByLabel('Kota pengunjung').selectOption({ label: 'Kota Jakarta Pusat' });
  await expect(preview.getByRole('list', { name: 'Promo di Kota Jakarta Pusat' })).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Promo di Kota Jakarta Pusat' })).not.toContainText(PROMO.title);

  // Not on the site before it is published.
  const bandung = await visitorIn(browser, baseURL, BANDUNG);
  await bandung.goto('/promosi');
  await expect(listTitles(bandung).first()).toBeVisible();
  await expect(listTitles(bandung)).not.toContainText([PROMO.title]);

  await page.getByRole('button', { name: 'Tayangkan' }).click();
  await expect(page.getByText('Promo ditayangkan (tayang sekarang).')).toBeVisible();
  await expect(page.getByText('Tayang', { exact: true }).first()).toBeVisible();

  // Bandung: first on /promosi (newest first in editorial order) and a slide of the home hero, with the uploaded picture.
  await expectOnPage(bandung, '/promosi', async () => {
    await expect(listTitles(bandung).first()).toHaveText(PROMO.title, { timeout: 1000 });
  });
  await expectOnPage(bandung, '/', async () => {
    await expect(heroTitles(bandung).first()).toHaveText(PROMO.title, { timeout: 1000 });
  });
  const picture = bandung.getByRole('region', { name: 'Promo Pilihan' }).getByRole('img', { name: PROMO.title });
  const src = await picture.getAttribute('src');
  expect(src).toMatch(new RegExp(`^/api/media/v1/promo/${PROMO.slug}/[0-9a-f-]{36}$`));
  const served = await bandung.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');

  // Jakarta: neither on /promosi nor in the hero.
  const jakarta = await visitorIn(browser, baseURL, JAKARTA);
  await jakarta.goto('/');
  await expect(heroTitles(jakarta).first()).toBeVisible();
  await expect(heroTitles(jakarta)).not.toContainText([PROMO.title]);
  await jakarta.goto('/promosi');
  await expect(listTitles(jakarta).first()).toBeVisible();
  await expect(listTitles(jakarta)).not.toContainText([PROMO.title]);

  // The list in the console shows it live, and the history names who did what.
  await page.getByRole('link', { name: '← Daftar promo' }).click();
  await page.getByRole('button', { name: /^Tayang/ }).click();
  await expect(page.getByRole('table', { name: 'Daftar promo' })).toContainText(PROMO.title);
  await page.getByRole('link', { name: PROMO.title }).click();
  const history = page.getByRole('region', { name: 'Riwayat' });
  await expect(history).toContainText('Menayangkan promo');
  await expect(history).toContainText('Membuat promo');

  // Stopped: the Bandung visitor no longer sees it (and the rest of the suite sees the seeded promos only).
  await page.getByRole('button', { name: 'Hentikan tayangan' }).click();
  await expect(page.getByText('Promo tidak ditayangkan lagi.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tayangkan' })).toBeVisible();
  await expectOnPage(bandung, '/promosi', async () => {
    await expect(listTitles(bandung).first()).toBeVisible({ timeout: 1000 });
    await expect(listTitles(bandung)).not.toContainText([PROMO.title], { timeout: 1000 });
  });

  // Flash sales are listed with their status beside the promos.
  await page.getByRole('link', { name: '← Daftar promo' }).click();
  await page.getByRole('link', { name: 'Flash sale' }).click();
  await expect(page.getByRole('heading', { name: 'Flash sale', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Berlangsung/ }).click();
  await expect(page.getByRole('table', { name: 'Daftar flash sale' }).getByRole('row').nth(1)).toContainText('Berlangsung');
});
