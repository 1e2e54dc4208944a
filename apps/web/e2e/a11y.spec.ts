import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

// Issue 3 quality bar: axe-core finds no serious or critical violation on the home page,
// at desktop and phone sizes.

test('the home page has no serious or critical accessibility violation', { tag: '@both' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the page has the landmarks assistive technology navigates by', { tag: '@both' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation').first()).toBeAttached();
});
