import { expect, type Page } from '@playwright/test';
import { registerAndVerify } from './register';

/*
 * A customer of the browser tests (orders.spec.ts, console-orders.spec.ts): registered with a fresh
 * phone, and calling the site's own routes from the page with their session cookies.
 */

/** Spare parts that need no slot: the first one in stock is ordered (a few seeded items are sold out). */
export const PARTS = ['90915-YZZN1', '04152-YZZA6', '90915-YZZD4'];

/** A phone no one has yet (per test and per project: both share one database). */
export function freshPhone(): string {
  return `0859${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** Registers `phone` as `name` and answers the consent step: the customer is home, logged in. */
export async function registerCustomer(page: Page, name: string, phone: string) {
  await registerAndVerify(page, name, phone);
  // A phone the dealer does not know meets only the consent step (post-login.spec.ts): answered, it is not asked again.
  const consent = page.getByRole('dialog', { name: 'Pelindungan Data Pribadi Anda' });
  await expect(consent).toBeVisible({ timeout: 15_000 });
  await consent.getByRole('button', { name: 'Tidak Setuju' }).click();
  await expect(page.getByRole('dialog', { name: 'Semua langkah selesai' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * A call to the site's own routes from the page, so that the browser's (Secure, HttpOnly) session
 * cookies go with it, as they do from the checkout page: status and parsed body.
 */
export async function callFromPage(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

/** The first of PARTS in stock. */
export async function partInStock(page: Page): Promise<string> {
  const answer = await callFromPage(page, 'POST', '/api/saphybris-proxy/v1/saphybris/products/stock', { codes: PARTS });
  expect(answer.status).toBe(200);
  const { data } = answer.body as { data: { stocks: { code: string; inStock: boolean }[] } };
  const code = data.stocks.find((s) => s.inStock)?.code;
  expect(code, 'a seeded spare part in stock').toBeDefined();
  return code ?? '';
}

