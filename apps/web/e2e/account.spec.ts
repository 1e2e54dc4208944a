import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER_IDS, demoCustomerCars } from '../../../packages/db/src/seed/data/customers';
import { encodeRedirect } from '../../../packages/domain/src/account';
import { seriousViolations } from './support/axe';
import { freshPhone, registerCustomer } from './support/customer';
import { codeSentTo } from './support/outbox';
import { TEST_PASSWORD } from './support/register';

/*
 * My Account (issue 10): the guard (§2: a guest on /myaccount/* goes to /login?redirect=<base64
 * of the page>), the overview, the profile with its §5 dependent fields, and Mobil Saya. The seeded
 * demo customer Budi Santoso (README) has a filled profile and two cars. Tests that change his
 * data put it back or use values of their own, so the phone run after the desktop run (and any
 * order of tests) sees the same account.
 */

const BUDI = { name: 'Budi Santoso', email: 'budi@contoh.com', phone: '081234567890', password: 'Kemudi2026' };

const loginUrlFor = (path: string) => `/login?redirect=${encodeURIComponent(encodeRedirect(path))}`;

/** Logs Budi in through the site's own route (the tokens land in the HttpOnly cookies of this browser context). */
async function logInAsBudi(page: Page): Promise<void> {
  const response = await page.request.post('/api/login-email', { data: { username: BUDI.email, password: BUDI.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Removes a car a failed run of the car test may have left (the seeded account must stay as
 * seeded), through the site's own routes from the page (the browser holds the session cookies),
 * and reloads the page when it did.
 */
async function removeCarIfPresent(page: Page, plate: string): Promise<void> {
  const removed = await page.evaluate(async (plate) => {
    const list = (await (await fetch('/api/my-cars')).json()) as { data: { cars: { id: string; plate: string }[] } };
    const stale = list.data.cars.filter((c) => c.plate === plate);
    for (const car of stale) await fetch(`/api/my-cars/${car.id}`, { method: 'DELETE' });
    return stale.length;
  }, plate);
  if (removed > 0) await page.reload();
}

const TEST_PLATE = 'D 4321 KMD';

/** The live region of the page's own content (the header's search has one too). */
const pageStatus = (page: Page) => page.getByRole('main').getByRole('status');

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Akun Saya' });

for (const path of ['/myaccount/overview', '/myaccount/profile', '/myaccount/mobil-saya']) {
  test(`a guest opening ${path} is sent to the login page with the page to come back to @both`, async ({ page }) => {
    await page.goto(`${path}?dari=footer`);
    await expect(page).toHaveURL(loginUrlFor(`${path}?dari=footer`));
  });
}

test('after logging in with email and password, the guest is back on the page they asked for @both', async ({ page }) => {
  await page.goto('/myaccount/profile');
  await expect(page).toHaveURL(loginUrlFor('/myaccount/profile'));
  await page.getByRole('link', { name: 'Masuk dengan email dan kata sandi' }).click();
  await expect(page).toHaveURL(loginUrlFor('/myaccount/profile').replace('/login?', '/login-email?'));
  const form = page.getByRole('form', { name: 'Masuk dengan kata sandi' });
  await form.getByLabel('Email').fill(BUDI.email);
  await form.getByLabel('Kata sandi').fill(BUDI.password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/myaccount/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: 'Profil Saya' })).toHaveAttribute('aria-current', 'page');
});

test('the overview greets the customer, shows the contact data and the cars, and says honestly what is empty @both', async ({ page }) => {
  await logInAsBudi(page);
  await page.goto('/myaccount/overview');
  await removeCarIfPresent(page, TEST_PLATE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hai ${BUDI.name}`);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(accountNav(page).getByRole('link', { name: 'Ringkasan Akun' })).toHaveAttribute('aria-current', 'page');

  // §3 profile sync data: Budi verified his phone by WhatsApp and SMS, and his email.
  const contact = page.getByRole('region', { name: 'Data Kontak' });
  await expect(contact).toContainText(BUDI.phone);
  await expect(contact).toContainText(BUDI.email);
  for (const badge of ['WhatsApp terverifikasi', 'SMS terverifikasi', 'Email terverifikasi']) await expect(contact.getByText(badge, { exact: true })).toBeVisible();
  await expect(contact.getByRole('button', { name: /tautan aktivasi/ })).toHaveCount(0);

  const cars = page.getByRole('list', { name: 'Mobil Anda' }).getByRole('listitem');
  await expect(cars).toHaveCount(demoCustomerCars.filter((c) => c.customerId === DEMO_CUSTOMER_IDS.budi).length);
  await expect(cars.filter({ hasText: 'B 1234 KMD' })).toContainText('Avanza 1.5 G CVT (2021)');
  await expect(cars.filter({ hasText: 'B 2023 FTR' })).toContainText('Fortuner 2.8 GR Sport 4x4 AT (2023)');
  await expect(page.getByRole('region', { name: 'Mobil Saya' }).getByRole('link', { name: 'Kelola mobil' })).toHaveAttribute('href', '/myaccount/mobil-saya');

  // Issue 12: Budi's seeded orders, the newest few, with the way to all of them.
  const orders = page.getByRole('region', { name: 'Pesanan Saya' });
  await expect(orders.getByRole('list', { name: 'Pesanan terbaru' }).getByRole('listitem').first()).toContainText(/KMD-\d{6}-/);
  await expect(orders.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute('href', '/myaccount/pesanan');
  // Issue 29: the bookings card reads Booking Saya's own list (Budi has booked nothing).
  await expect(page.getByRole('region', { name: 'Booking Saya' }).getByRole('link', { name: 'Booking servis sekarang' })).toHaveAttribute(
    'href',
    '/services-toyota/booking-service',
  );
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a logged-in customer is offered the service itself on the shared service pages, not "Masuk untuk …"', async ({ page }) => {
  await logInAsBudi(page);
  // Issue 29: the cached guest markup carries the login link; the page's island follows the visitor.
  await page.goto('/services-toyota/booking-service');
  const actions = page.getByRole('list', { name: 'Tindakan' });
  await expect(actions.getByRole('link', { name: 'Booking Servis', exact: true })).toHaveAttribute('href', '#booking-form-title');
  await expect(page.getByRole('link', { name: /^Masuk untuk/ })).toHaveCount(0);
  await page.goto('/services-toyota/tukar-tambah');
  await expect(actions.getByRole('link', { name: 'Ajukan Taksiran', exact: true })).toHaveAttribute('href', '#taksiran');
  await expect(page.getByRole('link', { name: /^Masuk untuk/ })).toHaveCount(0);
});

test('profile: a bad value is refused with its message, the occupation asks for its own detail, a valid save persists', async ({ page }) => {
  await logInAsBudi(page);
  await page.goto('/myaccount/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
  await page.getByRole('button', { name: 'Ubah profil' }).click();

  const form = page.getByRole('form', { name: 'Ubah profil' });
  const nickname = form.getByLabel('Nama panggilan (opsional)');
  await nickname.fill('Budi <3');
  await form.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(form.getByText('Nama panggilan hanya boleh berisi huruf, angka dan spasi')).toBeVisible();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(nickname).toBeFocused();

  // §5: an influencer gives a follower count, an employee a job title.
  await form.getByLabel('Pekerjaan', { exact: true }).selectOption('Influencer');
  await expect(form.getByLabel('Jumlah pengikut')).toBeVisible();
  await expect(form.getByLabel('Jabatan', { exact: true })).toHaveCount(0);
  await form.getByLabel('Jumlah pengikut').fill('banyak');
  await nickname.fill('Mas Budi');
  await form.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(form.getByText('Jumlah pengikut hanya boleh berisi angka')).toBeVisible();
  await form.getByLabel('Pekerjaan', { exact: true }).selectOption('Karyawan Swasta');
  await form.getByLabel('Jabatan', { exact: true }).fill('Kepala Cabang');

  // City: province first, then its cities (loaded on the fly).
  await form.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
  await form.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Bandung' });
  await form.getByLabel('Hobi', { exact: true }).selectOption('Alam Terbuka');
  await form.getByLabel('Hobi khusus').selectOption('Memancing');
  await form.getByRole('button', { name: 'Simpan profil' }).click();

  await expect(pageStatus(page)).toHaveText('Profil berhasil disimpan.');
  await page.reload();
  const view = page.getByRole('region', { name: 'Data profil' });
  await expect(view).toContainText('Mas Budi');
  await expect(view).toContainText('Kepala Cabang');
  await expect(view).toContainText('Kota Bandung');
  await expect(view).toContainText('Memancing');
  expect(await seriousViolations(page)).toEqual([]);
});

test('Mobil Saya: add a car (a bad year refused first), edit it, remove it after confirming @both', async ({ page }) => {
  await logInAsBudi(page);
  await page.goto('/myaccount/mobil-saya');
  await removeCarIfPresent(page, TEST_PLATE);
  await expect(page.getByRole('heading', { level: 1, name: 'Mobil Saya' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Daftar mobil' });
  const before = await list.getByRole('listitem').count();

  await page.getByRole('button', { name: 'Tambah mobil' }).click();
  const form = page.getByRole('form', { name: 'Tambah mobil' });
  await form.getByLabel('Model').selectOption({ label: 'Agya GR Sport' });
  await form.getByLabel('Tahun').fill('1975');
  await form.getByLabel('Nomor polisi').fill('d 4321 kmd');
  await form.getByLabel('Warna').fill('Kuning');
  await form.getByLabel('Masa berlaku STNK (opsional)').fill('2028-06-30');
  await form.getByRole('button', { name: 'Simpan mobil' }).click();
  await expect(form.getByText('Tahun minimal 1980')).toBeVisible();
  await expect(form.getByLabel('Tahun')).toBeFocused();
  await form.getByLabel('Tahun').fill('2023');
  await form.getByRole('button', { name: 'Simpan mobil' }).click();

  await expect(pageStatus(page)).toContainText('Agya GR Sport D 4321 KMD ditambahkan ke Mobil Saya.');
  const added = list.getByRole('listitem').filter({ hasText: 'D 4321 KMD' });
  await expect(added).toContainText('Agya GR Sport (2023)');
  await expect(added).toContainText('30 Juni 2028');

  await added.getByRole('button', { name: 'Ubah Agya GR Sport D 4321 KMD' }).click();
  const edit = page.getByRole('form', { name: 'Ubah Agya GR Sport D 4321 KMD' });
  await edit.getByLabel('Warna').fill('Merah');
  await edit.getByRole('button', { name: 'Simpan mobil' }).click();
  await expect(pageStatus(page)).toContainText('Perubahan Agya GR Sport D 4321 KMD disimpan.');

  await page.reload();
  const saved = list.getByRole('listitem').filter({ hasText: 'D 4321 KMD' });
  await expect(saved).toContainText('Warna Merah');
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);

  await saved.getByRole('button', { name: 'Hapus Agya GR Sport D 4321 KMD' }).click();
  const confirm = saved.getByRole('group', { name: 'Hapus Agya GR Sport D 4321 KMD dari Mobil Saya?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Hapus Agya GR Sport D 4321 KMD' }).click();
  await confirm.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(pageStatus(page)).toContainText('Agya GR Sport D 4321 KMD dihapus dari Mobil Saya.');
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(before);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a customer changes the password with the current one and the phone number with a code sent to the new number (issue 29)', async ({ page }) => {
  // A customer of this test alone: Budi's password and phone stay as seeded.
  const phone = freshPhone();
  await registerCustomer(page, 'Rani Kusuma', phone);
  await page.goto('/myaccount/profile');

  const password = page.getByRole('form', { name: 'Ubah kata sandi' });
  await expect(page.locator('form[data-ready][aria-label="Ubah kata sandi"]')).toBeVisible();
  await password.getByLabel('Kata sandi saat ini').fill('BukanSandi99');
  await password.getByLabel('Kata sandi baru', { exact: true }).fill('SandiBaru2027');
  await password.getByLabel('Konfirmasi kata sandi baru').fill('SandiBaru2027');
  await password.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(password.getByRole('alert')).toHaveText('Kata sandi saat ini salah.');
  await password.getByLabel('Kata sandi saat ini').fill(TEST_PASSWORD);
  await password.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(password.getByRole('status')).toHaveText(/^Kata sandi berhasil diubah\./);

  const newPhone = `0858${phone.slice(4)}`;
  const change = page.getByRole('form', { name: 'Ubah nomor HP' });
  await change.getByLabel('Nomor HP baru').fill(newPhone.slice(1));
  await change.getByRole('button', { name: 'Kirim kode' }).click();
  const verify = page.getByRole('form', { name: 'Verifikasi nomor HP baru' });
  await expect(verify.getByText(`lewat WhatsApp ke ${newPhone}`)).toBeVisible();
  await verify.getByLabel('Kode OTP').fill(await codeSentTo(page, newPhone));
  await verify.getByRole('button', { name: 'Simpan nomor HP' }).click();
  await expect(page.getByText(`Nomor HP akun Anda sekarang ${newPhone}.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Data profil' })).toContainText(newPhone);
  expect(await seriousViolations(page)).toEqual([]);
});
