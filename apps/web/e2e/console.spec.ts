import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_STAFF } from '../../../packages/db/src/seed/data/staff';
import { seriousViolations } from './support/axe';
import { CONSOLE, consoleMenu, STAFF_PASSWORD as PASSWORD, signIn } from './support/console';

/*
 * The dealer staff console (issue 24), on its own origin beside the site (npm start runs both):
 * a group admin signs in with password and authenticator code, adds a service advisor, who sets a
 * password from the emailed invitation, enrols an authenticator (the test reads the secret shown
 * for manual entry and computes its code, as an app would), keeps the recovery codes and lands in
 * the console with only their own sections; the admin then finds the addition in the audit log.
 *
 * The seeded demo staff (packages/db/src/seed/data/staff.ts, README "Konsol staf") have published
 * passwords and TOTP secrets. The invitation is read from the development outbox.
 */

const DEWI = { name: 'Dewi Lestari', email: 'dewi@staf.contoh.com', secret: 'KEMUDIGROUPADMINDEWIDEMOTOTPAAAA' };
const HENDRA = { name: 'Hendra Gunawan', email: 'hendra@staf.contoh.com', secret: 'KEMUDIBRANCHMANAGERHENDRADEMOAAA' };
const ADVISOR = { name: 'Fitri Handayani', email: 'fitri@staf.contoh.com', password: 'FitriKonsol2026' };

/** The console is started by npm start beside the site: wait until it answers. */
test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

const menu = consoleMenu;

/** What the strict Content-Security-Policy blocked on this page (nothing, when the console is right). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('an admin adds a service advisor, who sets a password, enrols an authenticator and sees only their own sections', async ({ page, browser }) => {
  const blocked = cspViolations(page);
  await signIn(page, DEWI);
  await expect(page.getByLabel('Staf yang masuk')).toContainText('Dewi Lestari');
  await expect(page.getByLabel('Staf yang masuk')).toContainText('Admin grup · Semua cabang');

  // Staf: the list, then the form.
  await menu(page).getByRole('link', { name: 'Staf' }).click();
  const list = page.getByRole('table', { name: 'Daftar staf' });
  await expect(list).toContainText('Agus Setiawan');
  await expect(page.getByRole('button', { name: `Aktif (${DEMO_STAFF.length})` })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah staf' }).click();
  await page.getByLabel('Nama').fill(ADVISOR.name);
  await page.getByLabel('Email', { exact: true }).fill(ADVISOR.email);
  await page.getByLabel('Peran').selectOption({ label: 'Service advisor' });
  await page.getByLabel('Cari cabang').fill('Sunter');
  await page.getByRole('checkbox', { name: /Kemudi Toyota Sunter/ }).check();
  await page.getByRole('button', { name: 'Tambah staf' }).click();
  await expect(page.getByRole('heading', { name: ADVISOR.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`Undangan untuk membuat kata sandi sudah dikirim ke ${ADVISOR.email}`)).toBeVisible();
  await expect(page.getByText('Diundang', { exact: true }).first()).toBeVisible();

  // The invitation, as the development outbox holds it.
  const outbox = await page.request.get(`/api/dev/outbox?to=${ADVISOR.email}`);
  expect(outbox.status()).toBe(200);
  const [email] = ((await outbox.json()) as { data: { text: string }[] }).data;
  const link = /https?:\/\/[^/\s]+(\/atur-sandi\?token=[\w-]+)/.exec(email?.text ?? '')?.[1];
  expect(link, 'a set-password link in the invitation').toBeDefined();

  // The advisor, in a browser of their own.
  const advisorContext = await browser.newContext({ acceptDownloads: true });
  const advisor = await advisorContext.newPage();
  const advisorBlocked = cspViolations(advisor);
  await advisor.goto(`${CONSOLE}${link}`);
  await expect(advisor.getByRole('heading', { name: 'Buat kata sandi' })).toBeVisible();
  await expect(advisor.getByText(`Halo, ${ADVISOR.name}.`)).toBeVisible();
  await advisor.getByLabel('Kata sandi baru', { exact: true }).fill(ADVISOR.password);
  await advisor.getByLabel('Ulangi kata sandi baru').fill(ADVISOR.password);
  await advisor.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(advisor.getByRole('heading', { name: 'Kata sandi tersimpan' })).toBeVisible();
  await advisor.getByRole('link', { name: 'Masuk' }).click();
  await expect(advisor.getByLabel('Email', { exact: true })).toHaveValue(ADVISOR.email);
  await advisor.getByLabel('Kata sandi', { exact: true }).fill(ADVISOR.password);
  await advisor.getByRole('button', { name: 'Masuk' }).click();

  // First sign-in: enrol an authenticator with the secret shown for manual entry.
  await expect(advisor.getByRole('heading', { name: 'Aktifkan autentikator' })).toBeVisible();
  await expect(advisor.getByRole('img', { name: `Kode QR autentikator untuk ${ADVISOR.email}` })).toBeVisible();
  const secret = ((await advisor.getByLabel('Kunci rahasia').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await advisor.getByLabel('Kode dari aplikasi').fill(await generate({ secret }));
  await advisor.getByRole('button', { name: 'Aktifkan' }).click();

  // The recovery codes, once: ten of them, to copy or download.
  await expect(advisor.getByRole('heading', { name: 'Simpan kode pemulihan' })).toBeVisible();
  const codes = advisor.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expect(advisor.getByRole('button', { name: 'Salin' })).toBeVisible();
  const download = advisor.waitForEvent('download');
  await advisor.getByRole('button', { name: 'Unduh' }).click();
  expect((await download).suggestedFilename()).toBe('kode-pemulihan-konsol-kemudi.txt');
  await expect(advisor.getByRole('button', { name: 'Lanjut ke konsol' })).toBeDisabled();
  await advisor.getByLabel('Saya sudah menyimpan kode pemulihan').check();
  await advisor.getByRole('button', { name: 'Lanjut ke konsol' }).click();

  // The shell: their name, role and branch; their sections, and neither Staf nor Log Audit.
  await expect(advisor.getByRole('heading', { name: `Selamat datang, ${ADVISOR.name}` })).toBeVisible();
  await expect(advisor.getByLabel('Staf yang masuk')).toContainText(ADVISOR.name);
  await expect(advisor.getByLabel('Staf yang masuk')).toContainText('Service advisor · Kemudi Toyota Sunter');
  await expect(menu(advisor).getByRole('link', { name: 'Booking' })).toBeVisible();
  await expect(menu(advisor).getByRole('link', { name: 'Pesanan' })).toBeVisible();
  await expect(menu(advisor).getByRole('link', { name: 'Staf' })).toHaveCount(0);
  await expect(menu(advisor).getByRole('link', { name: 'Log Audit' })).toHaveCount(0);
  // Typing the address does not open it either.
  await advisor.goto(`${CONSOLE}/staf`);
  await expect(advisor.getByRole('heading', { name: 'Tidak ada akses' })).toBeVisible();
  expect(advisorBlocked).toEqual([]);
  await advisorContext.close();

  // The admin finds the addition in the audit log.
  await menu(page).getByRole('link', { name: 'Log Audit' }).click();
  const audit = page.getByRole('table', { name: 'Log audit' });
  await expect(audit.getByRole('row').filter({ hasText: 'Menambah staf' }).filter({ hasText: `Staf: ${ADVISOR.name}` }).first()).toContainText('Dewi Lestari');
  await expect(audit.getByRole('row').filter({ hasText: 'Autentikator diaktifkan' }).first()).toContainText(ADVISOR.name);
  expect(blocked).toEqual([]);
});

test.describe('accessibility', () => {
  // axe-core is injected as a script of its own, which the console's policy rightly refuses.
  test.use({ bypassCSP: true });

  test('the sign-in page, the staff list and the audit log have no serious accessibility findings', async ({ page }) => {
    await page.goto(`${CONSOLE}/masuk`);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, DEWI);
    await menu(page).getByRole('link', { name: 'Staf' }).click();
    await expect(page.getByRole('table', { name: 'Daftar staf' })).toContainText('Agus Setiawan');
    expect(await seriousViolations(page)).toEqual([]);
    await menu(page).getByRole('link', { name: 'Log Audit' }).click();
    await expect(page.getByRole('table', { name: 'Log audit' })).toContainText('Masuk ke konsol');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the customer site never reaches the staff API', async ({ request }) => {
  const read = await request.get('/api/staff/v1/auth/me');
  expect(read.status()).toBe(404);
  const login = await request.post('/api/staff/v1/auth/login', { data: { email: DEWI.email, password: PASSWORD } });
  expect(login.status()).toBe(404);
  expect(login.headers()['set-cookie']).toBeUndefined();
});

test('the console asks search engines to stay away', async ({ request, page }) => {
  const robots = await request.get(`${CONSOLE}/robots.txt`);
  expect(await robots.text()).toContain('Disallow: /');
  const response = await page.goto(`${CONSOLE}/masuk`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a branch manager works from a phone: the menu folds behind a button @mobile', async ({ page }) => {
  await signIn(page, HENDRA);
  await expect(page.getByLabel('Staf yang masuk')).toContainText('Kepala cabang · Kemudi Toyota Kelapa Gading, Kemudi Toyota Sunter');
  await expect(menu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu(page).getByRole('link', { name: 'Tiket' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Staf' })).toHaveCount(0);
  await menu(page).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(menu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
});
