import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { registerAndVerify } from './support/register';

/*
 * §4 post-login confirmations (issue 11), as a customer meets them: register with a phone the
 * dealer system (TDMS) knows, verify it, and answer every step — link the record (seamless), take
 * over the profile differences (o2oprofile), add a vehicle (o2ocars), consent (pdp) — then see the
 * result in My Account and withdraw the consent. A phone the dealer does not know meets only the
 * consent step. The rules behind (step order, §5 comparison, time-out) are unit-tested in
 * packages/domain; the calls in the API suite.
 *
 * Seeded dealer records without a web account (packages/db/src/seed/data/dealer-system.ts):
 * Hendra Gunawan 081355550101 (desktop) / 081355550201 (phone), with profile differences (gender,
 * city Kota Bandung, …) and two vehicles (Avanza D 1234 ABC, Rush D 5678 DEF).
 */

/** The post-login modal, whatever its step (it opens after the page is up and get-singleid answers). */
const modal = (page: Page) => page.getByRole('dialog');

test('a dealer customer links the record, takes over the profile, adds a car and consents; My Account shows it all', { tag: '@both' }, async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone' ? '081355550201' : '081355550101';
  const tdms = testInfo.project.name === 'phone' ? 'TDMS-0030201' : 'TDMS-0030101';
  await registerAndVerify(page, 'Hendra Gunawan', phone);

  // seamless: the record found for the verified phone.
  const dialog = modal(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('dialog', { name: 'Data Anda ditemukan di dealer' })).toBeVisible();
  await expect(dialog.getByText('Langkah 1 dari 4')).toBeVisible();
  await expect(dialog.getByText(tdms, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Hubungkan' }).click();

  // o2oprofile: only the changed fields (§5), the gender as Pria (§3) and the city by its name; the same name is not offered.
  await expect(page.getByRole('dialog', { name: 'Perbarui profil dengan data dealer' })).toBeVisible();
  await expect(dialog.getByText('Langkah 2 dari 4')).toBeVisible();
  const gender = dialog.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Jenis kelamin' }) });
  await expect(gender).toContainText('Pria');
  await expect(gender.getByRole('checkbox')).toBeChecked();
  await expect(dialog.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Kota/Kabupaten' }) })).toContainText('Kota Bandung');
  await expect(dialog.getByRole('checkbox', { name: 'Nama lengkap' })).toHaveCount(0);
  expect(await seriousViolations(page, '[role="dialog"]'), 'the o2oprofile step').toEqual([]);
  await dialog.getByRole('button', { name: 'Simpan' }).click();

  // o2ocars: both vehicles offered; the Rush is left out.
  await expect(page.getByRole('dialog', { name: 'Tambahkan mobil Anda ke Mobil Saya' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /D 1234 ABC/ })).toBeChecked();
  await dialog.getByRole('checkbox', { name: /D 5678 DEF/ }).uncheck();
  await dialog.getByRole('button', { name: 'Tambahkan' }).click();

  // pdp: the §9 popup consent text.
  await expect(page.getByRole('dialog', { name: 'Pelindungan Data Pribadi Anda' })).toBeVisible();
  await expect(dialog.getByText('Langkah 4 dari 4')).toBeVisible();
  await expect(dialog.getByText(/UU Nomor 27 Tahun 2022/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Setuju', exact: true }).click();

  // The final confirmation, then the modal is gone for good.
  await expect(page.getByRole('dialog', { name: 'Semua langkah selesai' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Selesai' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/myaccount/overview');
  const dealer = page.getByRole('region', { name: 'Data Dealer' });
  await expect(dealer).toContainText(tdms);
  await expect(dealer).toContainText('Setuju');

  await page.goto('/myaccount/profile');
  await expect(page.getByRole('main')).toContainText('Pria');
  await expect(page.getByRole('main')).toContainText('Kota Bandung');

  await page.goto('/myaccount/mobil-saya');
  await expect(page.getByRole('list', { name: 'Daftar mobil' })).toContainText('D 1234 ABC');
  await expect(page.getByRole('list', { name: 'Daftar mobil' })).not.toContainText('D 5678 DEF');

  // Withdrawing asks first and says what it means.
  await page.goto('/myaccount/persetujuan-data');
  const status = page.getByRole('region', { name: 'Status persetujuan' });
  await expect(status.getByTestId('status-persetujuan')).toHaveText('Setuju');
  await status.getByRole('button', { name: 'Tarik persetujuan' }).click();
  await expect(status.getByText(/tidak lagi memproses data pribadi Anda/)).toBeVisible();
  await status.getByRole('button', { name: 'Ya, tarik persetujuan' }).click();
  await expect(status.getByTestId('status-persetujuan')).toHaveText('Ditarik');
  await expect(page.getByRole('list', { name: /Riwayat persetujuan/ }).getByRole('listitem')).toHaveCount(2);
  // Giving it again takes the §9 checkbox statement first.
  const give = status.getByRole('button', { name: 'Berikan persetujuan' });
  await expect(give).toBeDisabled();
  await status.getByRole('checkbox', { name: /Saya menyetujui pemrosesan data pribadi/ }).check();
  await give.click();
  await expect(status.getByTestId('status-persetujuan')).toHaveText('Setuju');
  await expect(page.getByRole('list', { name: /Riwayat persetujuan/ }).getByRole('listitem')).toHaveCount(3);
  await expect(modal(page)).toHaveCount(0);
});

test('a customer the dealer does not know is asked only for consent', { tag: '@both' }, async ({ page }) => {
  const phone = `0858${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await registerAndVerify(page, 'Dewi Lestari', phone);

  const dialog = page.getByRole('dialog', { name: 'Pelindungan Data Pribadi Anda' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Langkah 1 dari 1')).toBeVisible();
  // Focus is inside the dialog, on its title.
  await expect(dialog.getByRole('heading', { name: 'Pelindungan Data Pribadi Anda' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Tidak Setuju' }).click();
  await expect(page.getByRole('dialog', { name: 'Semua langkah selesai' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Answered: not asked again; My Account says what was chosen.
  await page.goto('/myaccount/persetujuan-data');
  await expect(page.getByTestId('status-persetujuan')).toHaveText('Tidak setuju');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
