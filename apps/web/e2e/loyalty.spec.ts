import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/*
 * Loyalty (issue 11): linking the AstraPay wallet (simulated provider) from My Account and from
 * the home page, the §4 success modal's button (KE BERANDA elsewhere, KEMBALI on the home page),
 * the balance and AstraPoints, and the §3 earnPointNotif notice shown once. Wulan on the desktop,
 * Yoga on the phone (seeded for this test: nothing linked); each ends unlinked, and a leftover
 * link of an interrupted run is undone first.
 */

const CUSTOMERS = {
  desktop: { email: 'wulan@contoh.com', maskedPhone: '0813****0001' },
  phone: { email: 'yoga@contoh.com', maskedPhone: '0813****0002' },
} as const;
const SUCCESS_TITLE = 'Akun Anda Telah Berhasil Terhubung';

async function logIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/login-email', { data: { username: email, password: 'Kemudi2026' } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Unlinks through the site's own route (the browser holds the session). */
async function unlink(page: Page): Promise<void> {
  const status = await page.evaluate(async () => (await fetch('/api/loyalty/unlink', { method: 'POST' })).status);
  expect(status).toBe(200);
}

test('links AstraPay from My Account and from the home page, with the success modal and the points notice @both', async ({ page }) => {
  const isPhone = test.info().project.name === 'phone';
  const who = isPhone ? CUSTOMERS.phone : CUSTOMERS.desktop;
  await logIn(page, who.email);

  const main = page.getByRole('main');
  await page.goto('/myaccount/astrapay');
  if (await main.getByRole('heading', { name: 'AstraPay terhubung' }).isVisible()) {
    await unlink(page);
  }
  // The notice island asks astrapoints once the page is up: let it ask before linking, so the
  // points are told on the next page (the home page), not behind the modal.
  const islandAsked = page.waitForResponse((r) => r.url().endsWith('/api/loyalty/astrapoints'));
  await page.reload();
  await islandAsked;
  await expect(main.getByRole('heading', { name: 'AstraPay belum terhubung' })).toBeVisible();
  await expect(main.getByText('5000 AstraPoint', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Linking from My Account: the success modal leads home (KE BERANDA).
  await main.getByRole('button', { name: 'Hubungkan AstraPay' }).click();
  const modal = page.getByRole('dialog', { name: SUCCESS_TITLE });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'KEMBALI' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // The modal takes the focus to its button (keyboard and screen-reader users land on it).
  await expect(modal.getByRole('button', { name: 'KE BERANDA' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  // The earned points are told once.
  const notice = page.getByRole('status').getByText('Selamat! Anda mendapatkan 5000 AstraPoint');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Tutup pemberitahuan AstraPoint' }).click();
  await expect(notice).toHaveCount(0);
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/loyalty/astrapoints'));
  await page.reload();
  expect((await (await checked).json()).data.earnPointNotif).toBe(false);
  await expect(page.getByText('Selamat! Anda mendapatkan')).toHaveCount(0);

  // The balance and points show in the drawer on the phone, and in My Account.
  if (isPhone) {
    await page.getByRole('navigation', { name: 'Navigasi bawah' }).getByRole('button', { name: 'Lainnya' }).click();
    const wallet = page.getByRole('dialog').getByRole('link', { name: /AstraPay/ });
    await expect(wallet).toContainText(/Saldo Rp \d/);
    await expect(wallet).toContainText('5.000 AstraPoints');
    await page.keyboard.press('Escape');
  }

  await page.goto('/myaccount/astrapay');
  await expect(main.getByRole('heading', { name: 'AstraPay terhubung' })).toBeVisible();
  await expect(main.getByText(who.maskedPhone)).toBeVisible();
  await expect(main.getByText(/^Rp \d{1,3}(\.\d{3})+$/)).toBeVisible();
  await expect(main.getByText('5.000', { exact: true })).toBeVisible();

  // Unlinking asks first.
  await main.getByRole('button', { name: 'Putuskan AstraPay' }).click();
  await main.getByRole('button', { name: 'Ya, putuskan' }).click();
  await expect(main.getByRole('heading', { name: 'AstraPay belum terhubung' })).toBeVisible();

  // From the home page's offer: the modal says KEMBALI and the customer stays home.
  await page.goto('/');
  const offer = page.getByRole('region', { name: /Hubungkan AstraPay, dapatkan 5000 AstraPoint/ });
  await offer.getByRole('button', { name: 'Hubungkan AstraPay' }).click();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'KE BERANDA' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'KEMBALI' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await expect(offer).toHaveCount(0);

  await unlink(page);
});

test('a guest sees no AstraPay offer on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByText(/Hubungkan AstraPay/)).toHaveCount(0);
});
