import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { totpCode } from './support/console';

/*
 * What waits for a staff member (issue 24), over the demo history the API adds at its first start:
 * the sidebar's badges say how many (the number shown, its words read out as part of the link), the
 * home page lists the same counts, and a count opens its queue filtered to it. Rudi, the Bandung
 * service advisor (no other console spec signs him in: a TOTP code is never used twice).
 */

const CONSOLE = process.env.E2E_CONSOLE_URL ?? 'http://localhost:3101';
const RUDI = { email: 'rudi@staf.contoh.com', secret: 'KEMUDISERVICEADVISORRUDIDEMOAAAA' };

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

test('a service advisor sees what waits in their branch beside each queue and on the home page, and opens it', async ({ page }) => {
  await page.goto(`${CONSOLE}/masuk`);
  await page.getByLabel('Email', { exact: true }).fill(RUDI.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('StafKemudi2026');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
  await page.getByLabel('Kode autentikator').fill(await totpCode(RUDI.secret));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByRole('heading', { name: /^Selamat datang, Rudi Hartono/ })).toBeVisible();

  // Bandung's paid orders wait for the workshop: the sidebar's Pesanan says how many, in words.
  const menu = page.getByRole('navigation', { name: 'Menu konsol' });
  const orders = menu.getByRole('link', { name: /^Pesanan \d+ pesanan perlu diproses$/ });
  await expect(orders).toBeVisible();
  // What a screen reader reads after "Pesanan" (the badge's words), e.g. "3 pesanan perlu diproses".
  const words = await orders.locator('.sr-only').innerText();
  // The advisor has no Leads or Tiket: no badge for them either.
  await expect(menu.getByRole('link', { name: /lead|tiket/i })).toHaveCount(0);

  // The home card says the same and leads into the queue, filtered to the orders to prepare.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pesanan' }) });
  const link = card.getByRole('link', { name: /^\d+ pesanan perlu diproses$/ });
  await expect(link).toHaveText(words);
  expect(await seriousViolations(page)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(/\/pesanan\?status=paid$/);
  await expect(page.getByRole('heading', { name: 'Pesanan', level: 1 })).toBeVisible();
});
