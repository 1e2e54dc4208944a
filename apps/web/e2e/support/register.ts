import { expect, type Page } from '@playwright/test';
import { codeSentTo } from './outbox';

/** The password the browser tests register with. */
export const TEST_PASSWORD = 'Rahasia2026';

const form = (page: Page) => page.locator('main form[data-ready]');

/**
 * Registers `phone` as `name` on /register and verifies it with the SMS code read from the
 * development outbox: the customer lands on the home page, logged in (the post-login steps, if
 * any, are the caller's).
 */
export async function registerAndVerify(page: Page, name: string, phone: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/register');
  await expect(form(page)).toBeVisible();
  await form(page).getByLabel('Nama lengkap').fill(name);
  await form(page).getByLabel('Nomor HP').fill(phone.slice(1));
  await form(page).getByLabel('Email').fill(`${phone}.${Date.now()}@contoh.com`);
  await form(page).getByLabel('Kata sandi', { exact: true }).fill(password);
  await form(page).getByLabel('Konfirmasi kata sandi').fill(password);
  await form(page).getByLabel(/menyetujui syarat dan ketentuan/).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/verifikasi-otp$/);
  await expect(form(page)).toBeVisible();
  await form(page).getByRole('radio', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByRole('button', { name: /^Kirim ulang dalam \d+ detik$/ })).toBeDisabled();
  await form(page).getByLabel('Kode OTP').fill(await codeSentTo(page, phone));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/$/);
}
