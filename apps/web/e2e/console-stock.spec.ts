import { expect, test } from '@playwright/test';
import { ROUTES } from '../../../packages/domain/src/routes';
import { accessories } from '../../../packages/db/src/seed/data/aftersales';
import { stockRows } from '../../../packages/db/src/seed/stock';
import { CONSOLE, consoleMenu, signInToConsole } from './support/console';

/*
 * Stock and fleet from the console (issue 25): a branch manager sets an accessory to 0 after a
 * stocktake, and a visitor of the site sees "Stok habis" and no buy button on its page, with no
 * restart (the write retires the cached pages); a delivery puts it back. Then she gives her branch's
 * Cubain desk one more Premium car and takes it away again. Sari (demo manager of Fatmawati) signs
 * in here only. The spec leaves the counts as it found them.
 */

const SARI = { name: 'Sari Wulandari', email: 'sari@staf.contoh.com', secret: 'KEMUDIBRANCHMANAGERSARIDEMOAAAAA' };
const seeded = new Map(stockRows().map((r) => [r.code, r.available]));
// The last accessory with a good shelf: none of the cart and checkout specs buys it.
const ITEM = [...accessories].reverse().find((a) => (seeded.get(a.code) ?? 0) > 10)!;

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

test('a branch manager marks an accessory sold out and the site says "Stok habis"; a delivery brings it back', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(ROUTES.accessory(ITEM.code));
  await expect(visitor.getByRole('link', { name: 'Beli Sekarang' })).toBeVisible();

  await signInToConsole(page, SARI);
  await consoleMenu(page).getByRole('link', { name: 'Stok' }).click();
  await expect(page.getByRole('heading', { name: 'Stok', level: 1 })).toBeVisible();
  await page.getByLabel('Cari kode atau nama barang').fill(ITEM.code);
  await page.getByLabel('Cari kode atau nama barang').press('Enter');
  const row = page.getByRole('row').filter({ hasText: ITEM.code });
  await expect(row).toHaveCount(1);
  const before = Number((await row.getByRole('cell').nth(2).innerText()).replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);

  const setCount = async (count: number, reason: string) => {
    await page.getByRole('button', { name: `Ubah stok ${ITEM.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah stok' });
    await dialog.getByLabel('Stok baru').fill(String(count));
    await dialog.getByLabel('Alasan perubahan').fill(reason);
    await dialog.getByRole('button', { name: 'Simpan stok' }).click();
    await expect(dialog).toHaveCount(0);
  };

  try {
    await setCount(0, 'Stok opname: barang rusak');
    await expect(page.getByRole('status')).toContainText(`Stok ${ITEM.name} 0`);
    await expect(row.getByText('Habis')).toBeVisible();
    // The visitor's next look at the page (the cached copy is retired by the change).
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText('Stok habis')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(visitor.getByRole('link', { name: 'Beli Sekarang' })).toHaveCount(0);
  } finally {
    await setCount(before, 'Barang datang');
  }
  await expect(page.getByRole('status')).toContainText(`menjadi ${before.toLocaleString('id-ID')}`);
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByRole('link', { name: 'Beli Sekarang' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

test('a branch manager gives her Cubain desk one more Premium car, then takes it away', async ({ page }) => {
  await signInToConsole(page, SARI);
  await consoleMenu(page).getByRole('link', { name: 'Cabang' }).click();
  await page.getByRole('link', { name: 'Kemudi Toyota Fatmawati' }).click();
  const fleet = page.getByRole('table', { name: 'Armada Cubain Kemudi Toyota Fatmawati' });
  const units = fleet.getByRole('spinbutton', { name: 'Unit Cubain Premium' });
  const before = Number(await units.inputValue());

  await units.fill(String(before + 1));
  await fleet.getByRole('button', { name: 'Simpan unit Cubain Premium' }).click();
  await expect(page.getByRole('status')).toContainText(`Cubain Premium: ${before + 1} unit disimpan.`);
  await expect(units).toHaveValue(String(before + 1));
  // The branch's timeline names the change.
  await expect(page.getByRole('region', { name: 'Riwayat' }).getByText('Mengubah armada Cubain').first()).toBeVisible();

  await units.fill(String(before));
  await fleet.getByRole('button', { name: 'Simpan unit Cubain Premium' }).click();
  await expect(units).toHaveValue(String(before));
  await expect(fleet.getByRole('button', { name: 'Simpan unit Cubain Premium' })).toBeDisabled();
});
