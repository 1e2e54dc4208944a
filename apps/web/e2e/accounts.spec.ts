import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { codeSentTo } from './support/outbox';
import { openDrawer } from './support/drawer';

/*
 * Customer accounts (issue 10), as a visitor does it: register and verify the phone with the code
 * from the outbox, log out, log in by a code and by a password, come back to the page the login
 * was asked from, and stay logged in when the access token runs out. The rules behind (limits,
 * token rotation, validation) are tested in the API and unit suites.
 *
 * The stack runs in outbox mode (no gateway configured): GET /api/dev/outbox?to= shows the messages
 * that would have been sent. Seeded customers (packages/db/src/seed/data/customers.ts): Budi
 * 081234567890 / budi@contoh.com / Kemudi2026, Siti 081298765432 (code login only).
 */

const DEMO_PASSWORD = 'Kemudi2026';
const BUDI = { name: 'Budi Santoso', phone: '081234567890', email: 'budi@contoh.com' };
const SITI = { name: 'Siti Rahmawati', phone: '081298765432' };

/** The phone layout has no top bar: the greeting and Keluar live in the Lainnya drawer. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

/** base64 of a path, as the site builds `/login?redirect=` (§2). */
const redirectParam = (path: string) => encodeURIComponent(Buffer.from(path, 'utf8').toString('base64'));

/** The page's account form, once its script runs (before that its button stays disabled). */
const form = (page: Page) => page.locator('main form[data-ready]');

async function formReady(page: Page) {
  await expect(form(page)).toBeVisible();
}

/** §2: the header (desktop) or the drawer (phone) greets the customer and links the account. */
async function expectGreeted(page: Page, name: string) {
  if (isPhone(page)) {
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('heading', { name: `Hai ${name}` })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Akun Saya' })).toHaveAttribute('href', '/myaccount/overview');
    await drawer.getByRole('button', { name: 'Tutup' }).click();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^Hai ${name}`) })).toHaveAttribute('href', '/myaccount/overview');
  }
}

async function logOut(page: Page) {
  const scope = isPhone(page) ? await openDrawer(page) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  if (isPhone(page)) {
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('heading', { name: 'MENU' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Masuk / Registrasi' })).toHaveAttribute('href', '/login');
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk / Daftar' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Keluar' })).toHaveCount(0);
  }
}

async function logInWithPassword(page: Page, path: string) {
  await page.goto(path);
  await formReady(page);
  await form(page).getByLabel('Nomor HP').fill(BUDI.phone.slice(1));
  await form(page).getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

test('register, verify the phone with the code from the outbox (a wrong code first), greeted by name, then log out', { tag: '@both' }, async ({ page }, testInfo) => {
  // A phone and an email no one has yet, per run and per project (both share one database).
  const digits = `${Date.now() % 100_000_000}`.padStart(8, '0');
  const phone = `0857${digits}`;
  const name = `Rina ${testInfo.project.name === 'phone' ? 'Ponsel' : 'Desktop'}`;

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar' })).toBeVisible();
  await formReady(page);
  const submit = page.getByRole('button', { name: 'Daftar', exact: true });
  await expect(submit).toBeDisabled();

  await form(page).getByLabel('Nama lengkap').fill(name);
  await form(page).getByLabel('Nomor HP').fill(phone.slice(1));
  await form(page).getByLabel('Email').fill(`rina.${digits}.${testInfo.project.name}@contoh.com`);
  await form(page).getByLabel('Kata sandi', { exact: true }).fill('Rahasia2026');
  await form(page).getByLabel('Konfirmasi kata sandi').fill('Rahasia2025');
  await form(page).getByLabel('Konfirmasi kata sandi').blur();
  await expect(page.getByText('Konfirmasi kata sandi tidak sama')).toBeVisible();
  await form(page).getByLabel('Konfirmasi kata sandi').fill('Rahasia2026');
  // The terms are read in a dialog; agreeing there ticks the box.
  await page.getByRole('button', { name: 'baca syarat dan ketentuan' }).click();
  const terms = page.getByRole('dialog');
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Saya setuju' }).click();
  await expect(terms).toBeHidden();
  await expect(form(page).getByLabel(/menyetujui syarat dan ketentuan/)).toBeChecked();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/verifikasi-otp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Nomor HP' })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await formReady(page);
  await form(page).getByRole('radio', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByRole('button', { name: /^Kirim ulang dalam \d+ detik$/ })).toBeDisabled();
  const code = await codeSentTo(page, phone);

  const codeField = form(page).getByLabel('Kode OTP');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText(/^Kode OTP salah\. Sisa percobaan: \d\.$/)).toBeVisible();

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Issue 11: a new account is asked for its personal-data consent first (§4 post-login confirmations).
  const consent = page.getByRole('dialog', { name: 'Pelindungan Data Pribadi Anda' });
  await expect(consent).toBeVisible({ timeout: 15_000 });
  await consent.getByRole('button', { name: 'Setuju', exact: true }).click();
  await page.getByRole('dialog', { name: 'Semua langkah selesai' }).getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectGreeted(page, name);

  // Logged in: the login and registration pages send the customer home.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);

  await logOut(page);
});

/** Registers a fresh phone up to /verifikasi-otp (the §4 temporary login), where the code is asked for. */
async function registerUntilVerification(page: Page, name: string, phone: string) {
  await page.goto('/register');
  await formReady(page);
  await form(page).getByLabel('Nama lengkap').fill(name);
  await form(page).getByLabel('Nomor HP').fill(phone.slice(1));
  await form(page).getByLabel('Email').fill(`${phone}.${Date.now()}@contoh.com`);
  await form(page).getByLabel('Kata sandi', { exact: true }).fill('Rahasia2026');
  await form(page).getByLabel('Konfirmasi kata sandi').fill('Rahasia2026');
  await form(page).getByLabel(/menyetujui syarat dan ketentuan/).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/verifikasi-otp$/);
  await formReady(page);
}

test('reloading /verifikasi-otp keeps the code field for the pending phone, and the code still verifies it', async ({ page }) => {
  // Issue 29: a reload (or a phone that drops the tab) lost the code field.
  const phone = `0858${`${Date.now() % 100_000_000}`.padStart(8, '0')}`;
  await registerUntilVerification(page, 'Wahyu Reload', phone);
  await form(page).getByRole('radio', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  const codeField = form(page).getByLabel('Kode OTP');
  await expect(codeField).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Nomor HP' })).toBeVisible();
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'telah dikirim lewat SMS ke' })).toContainText(phone);
  // The resend wait goes on from where it was, not from zero.
  await expect(page.getByRole('button', { name: /^Kirim ulang dalam \d+ detik$/ })).toBeDisabled();
  // Only where the code went is kept in the tab, never the code.
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(kept).toContain(phone);
  const code = await codeSentTo(page, phone);
  expect(kept).not.toContain(code);

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('once the pending login has expired, /verifikasi-otp says so in Indonesian and leads back to /login', async ({ page, context }) => {
  const phone = `0859${`${Date.now() % 100_000_000}`.padStart(8, '0')}`;
  await registerUntilVerification(page, 'Wahyu Kedaluwarsa', phone);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(form(page).getByLabel('Kode OTP')).toBeVisible();
  // The temporary login's cookies run out (§4 temp cookies).
  const temporary = (await context.cookies()).filter((c) => c.name.startsWith('kemudi_tmp_'));
  expect(temporary.map((c) => c.name).sort()).toEqual(['kemudi_tmp_at', 'kemudi_tmp_rt']);
  await context.clearCookies({ name: /^kemudi_tmp_/ });

  await page.reload();
  await expect(page.getByText('Sesi verifikasi nomor HP Anda sudah berakhir atau tidak ditemukan. Silakan masuk kembali untuk menerima kode baru.')).toBeVisible();
  await expect(page.getByLabel('Kode OTP')).toHaveCount(0);
  await page.getByRole('link', { name: 'Masuk kembali' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('log in with a code sent by WhatsApp to a seeded phone', { tag: '@both' }, async ({ page }, testInfo) => {
  // One code per phone per minute: each project logs in a different seeded customer.
  const customer = testInfo.project.name === 'phone' ? BUDI : SITI;
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk dengan Google' })).toBeDisabled();
  await expect(page.getByText('Login dengan Google belum tersedia.')).toBeVisible();
  await formReady(page);
  await expect(page.getByText('+62', { exact: true })).toBeVisible();
  await form(page).getByLabel('Nomor HP').fill(customer.phone.slice(1));
  await expect(form(page).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByText(`lewat WhatsApp ke ${customer.phone}`)).toBeVisible();
  await form(page).getByLabel('Kode OTP').fill(await codeSentTo(page, customer.phone));
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectGreeted(page, customer.name);
});

test('log in with phone and password and come back to the page in ?redirect=', { tag: '@both' }, async ({ page }) => {
  await logInWithPassword(page, `/login-password?redirect=${redirectParam('/promosi')}`);
  await expect(page).toHaveURL(/\/promosi$/);
  await expectGreeted(page, BUDI.name);
});

test('an open redirect in ?redirect= is ignored: the customer lands on the home page of this site', { tag: '@both' }, async ({ page, baseURL }) => {
  await page.goto(`/login-email?redirect=${redirectParam('//evil.example')}`);
  await formReady(page);
  await form(page).getByLabel('Email').fill(BUDI.email);
  await form(page).getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expectGreeted(page, BUDI.name);
});

test('a wrong password says so in Indonesian', async ({ page }) => {
  await page.goto('/login-email');
  await formReady(page);
  await form(page).getByLabel('Email').fill(BUDI.email);
  await form(page).getByLabel('Kata sandi').fill('BukanSandi1');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Email/nomor HP atau kata sandi salah');
  await expect(page).toHaveURL(/\/login-email$/);
});

test('an expired access token is renewed silently while the customer browses', { tag: '@both' }, async ({ page, context }) => {
  await logInWithPassword(page, '/login-password');
  await expect(page).toHaveURL(/\/$/);
  const accessCookie = async () => (await context.cookies()).find((c) => c.name === 'kemudi_at');
  const before = await accessCookie();
  expect(before?.httpOnly).toBe(true);
  // The access cookie lives as long as its token: gone, as after its expiry; the refresh cookie stays.
  await context.clearCookies({ name: 'kemudi_at' });
  expect(await accessCookie()).toBeUndefined();

  await page.goto('/promosi');
  await expectGreeted(page, BUDI.name);
  const after = await accessCookie();
  expect(after?.value).toBeTruthy();
  expect(after?.value).not.toBe(before?.value);
});

test('the login and registration pages: one h1, labelled fields, shown errors, no serious axe-core finding', async ({ page }) => {
  for (const path of ['/login', '/login-password', '/login-email', '/register', '/login/pw/request']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await formReady(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // An invalid phone says why once the field is left, and the button stays disabled.
  await page.goto('/login');
  await formReady(page);
  await form(page).getByLabel('Nomor HP').fill('712');
  await form(page).getByLabel('Nomor HP').blur();
  await expect(form(page).getByText(/^Nomor HP tidak valid/)).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Kirim kode' })).toBeDisabled();
  expect(await seriousViolations(page), '/login with an error').toEqual([]);
  // The registration terms dialog too.
  await page.goto('/register');
  await formReady(page);
  await page.getByRole('button', { name: 'baca syarat dan ketentuan' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'terms dialog').toEqual([]);
});

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto('/login/pw/change?token=tautan-yang-tidak-dikenal-sama-sekali');
  await expect(page.getByText('Tautan ubah kata sandi tidak valid atau sudah kedaluwarsa.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/login/pw/request');
});
