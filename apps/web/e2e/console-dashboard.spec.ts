import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { CONSOLE, consoleMenu, signInToConsole } from './support/console';

/*
 * The Dasbor (issue 25), over the demo history the API adds at its first start: Hendra, the manager
 * of Sunter and Kelapa Gading, opens it, sees the tiles and the charts of the last 30 days, picks 7
 * days, one of his branches and a custom period (a wrong one is refused in words), and reads a
 * chart's figures as a table. On the phone too: the charts fit the screen. Read only.
 */

const HENDRA = { name: 'Hendra Gunawan', email: 'hendra@staf.contoh.com', secret: 'KEMUDIBRANCHMANAGERHENDRADEMOAAA' };

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

test('a branch manager reads the Dasbor of a period: tiles, charts with their tables, his branches @both', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await signInToConsole(page, HENDRA);
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await consoleMenu(page).getByRole('link', { name: 'Dasbor' }).click();
  await expect(page.getByRole('heading', { name: 'Dasbor', level: 1 })).toBeVisible();

  // The last 30 days of both his branches, by default.
  await expect(page.getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/· Semua cabang Anda$/)).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Ringkasan periode' });
  const tile = (label: string) => tiles.getByRole('listitem').filter({ hasText: label });
  await expect(tile('Lead baru').locator('.kpi-value')).toHaveText(/^[1-9][\d.]*$/);
  await expect(tile('Pendapatan').locator('.kpi-value')).toHaveText(/^Rp [1-9][\d.]*$/);
  await expect(tile('Konversi test drive → tanda jadi')).toContainText(/tanda jadi dari \d+ test drive selesai/);
  await expect(tile('Stok hampir habis')).toBeVisible();

  // A chart is drawn, and fits the screen (a phone's too).
  const daily = page.getByRole('img', { name: /^Grafik garis per hari/ });
  await expect(daily).toBeVisible();
  const box = await daily.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await daily.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: /^Grafik batang lead baru per sumber/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Grafik batang booking per jenis/ })).toBeVisible();

  // 7 days: the same figures as a table, one row a day.
  await page.getByRole('button', { name: '7 hari' }).click();
  await expect(page).toHaveURL(/preset=7-hari/);
  await expect(page.getByRole('button', { name: '7 hari' })).toHaveAttribute('aria-pressed', 'true');
  const trend = page.getByRole('figure').filter({ has: page.getByRole('heading', { name: 'Tren harian' }) });
  await trend.getByText('Lihat tabel: tren harian').click();
  await expect(trend.getByRole('table').locator('tbody tr')).toHaveCount(7);
  expect(await seriousViolations(page)).toEqual([]);

  // One of his branches.
  await page.getByLabel('Cabang').selectOption({ label: 'Kemudi Toyota Sunter' });
  await expect(page).toHaveURL(/branch=kemudi-toyota-sunter/);
  await expect(page.getByText(/· Kemudi Toyota Sunter$/)).toBeVisible();
  await expect(page.getByLabel('Cabang').locator('option')).toHaveText(['Semua cabang Anda', 'Kemudi Toyota Kelapa Gading', 'Kemudi Toyota Sunter']);

  // A custom period: the end before the start is refused in words; a right one is applied.
  await page.getByRole('button', { name: 'Pilih tanggal' }).click();
  await page.getByLabel('Dari').fill('2026-11-10');
  await page.getByLabel('Sampai').fill('2026-11-01');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByText('Tanggal awal periode (Dari) tidak boleh setelah tanggal akhir (Sampai).')).toBeVisible();
  await page.getByLabel('Sampai').fill('2026-11-14');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/preset=custom&from=2026-11-10&to=2026-11-14|from=2026-11-10.*to=2026-11-14/);
  await expect(page.getByText('10 Nov – 14 Nov 2026 · Kemudi Toyota Sunter')).toBeVisible();
});
