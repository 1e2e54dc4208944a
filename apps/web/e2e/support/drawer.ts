import { expect, type Page } from '@playwright/test';

/** Opens the phone's Lainnya drawer (§2) and answers it; a tap before the page's script has taken over is tried again. */
export async function openDrawer(page: Page) {
  const more = page.getByRole('navigation', { name: 'Navigasi bawah' }).getByRole('button', { name: 'Lainnya' });
  // The Lainnya drawer (its shell's id), not another dialog a customer's page may hold.
  const drawer = page.locator('#menu-lainnya').getByRole('dialog');
  await expect(async () => {
    if (!(await drawer.isVisible())) await more.click();
    await expect(drawer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return drawer;
}
