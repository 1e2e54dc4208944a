import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { SEARCH_DEBOUNCE_MS } from '../../../packages/domain/src/constants';
import { menuCategories } from '../../../packages/db/src/seed/data/content';

// §2 Search, §5 (3 characters, 1.5 s debounce), §8 'Gagal menampilkan data', §9.
// The debounce is checked by counting requests on Playwright's fake clock, never by timing.

const SEARCH_PATH = '/api/product/v1/global-search';

/** Every global-search request the page sends, as the text it asks for. */
function recordSearches(page: Page): string[] {
  const texts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SEARCH_PATH) {
      texts.push(String((request.postDataJSON() as { text?: unknown }).text));
    }
  });
  return texts;
}

const searchAnswered = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === SEARCH_PATH);
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Cari' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Saran pencarian' });

/** Loads the home page on a paused fake clock: timers only run when the test says so. */
async function openOnPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt(Date.now() + 60_000);
}

test('fewer than 3 characters ask for nothing; the third asks once', async ({ page }) => {
  const searches = recordSearches(page);
  await openOnPausedClock(page);
  const box = combobox(page);

  await box.pressSequentially('av');
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.press('a'); // "ava": now 3 characters
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const answered = searchAnswered(page);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS);
  await answered;
  expect(searches).toEqual(['ava']);
});

test('typing "inova" key by key sends one request, 1.5 s after the last key, and lists Mobil Baru', async ({ page }) => {
  const searches = recordSearches(page);
  await openOnPausedClock(page);
  const box = combobox(page);

  await box.pressSequentially('ino');
  await expect(box).toHaveAttribute('aria-expanded', 'true'); // the page is interactive
  // Each key restarts the wait: 3 s after the first key and 1 s after the last, nothing is sent.
  await page.clock.runFor(1000);
  await box.press('v');
  await page.clock.runFor(1000);
  await box.press('a');
  await page.clock.runFor(1000);
  expect(searches).toEqual([]);

  const answered = searchAnswered(page);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1000);
  expect((await answered).ok()).toBe(true);

  const newCars = listbox(page).getByRole('group', { name: 'Mobil Baru' });
  await expect(newCars).toBeVisible();
  await expect(newCars.getByRole('option', { name: /Innova/ }).first()).toBeVisible();
  await expect(newCars.getByRole('option').first().locator('img')).toHaveAttribute('width', /\d+/);
  await expect(listbox(page).getByRole('option', { name: 'Lihat semua hasil untuk "inova"' })).toHaveAttribute(
    'href',
    '/search/global?text=inova',
  );
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
  expect(searches).toEqual(['inova']);
});

test('arrow keys move through the options, wrapping; Enter opens the chosen suggestion', async ({ page }) => {
  await page.goto('/');
  const box = combobox(page);
  await box.pressSequentially('inova');
  await expect(listbox(page).getByRole('group', { name: 'Mobil Baru' })).toBeVisible();
  const options = listbox(page).getByRole('option');
  const first = options.first();
  const last = options.last();
  await expect(last).toHaveText('Lihat semua hasil untuk "inova"');

  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
  await box.press('ArrowUp'); // from the first option up to the last
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id')) ?? 'missing');
  await box.press('ArrowDown'); // and from the last back to the first
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toBeFocused();

  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/mobil-baru-toyota\/p\//);
  await box.press('Enter');
  await expect(page).toHaveURL(new URL(href ?? '', page.url()).href);
});

test('the open suggestion list has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  const box = combobox(page);
  await box.pressSequentially('inova');
  await expect(listbox(page).getByRole('group', { name: 'Mobil Baru' })).toBeVisible();
  await box.press('ArrowDown');
  expect(await seriousViolations(page, 'form[role="search"]')).toEqual([]);
});

test('Enter without a chosen suggestion goes to /search/global?text=…', async ({ page }) => {
  await page.goto('/');
  const box = combobox(page);
  await box.pressSequentially('kijang  innova ');
  await expect(box).toHaveAttribute('aria-expanded', 'true'); // interactive (before, the plain form submits)
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/global\?text=/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/search/global');
  expect(url.searchParams.get('text')).toBe('kijang innova'); // §5: whitespace collapsed, ends trimmed
});

test('Escape closes the list and then clears the text; a click outside closes the list', async ({ page }) => {
  await page.goto('/');
  const box = combobox(page);
  await box.pressSequentially('inova');
  await expect(listbox(page)).toBeVisible();

  await box.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('inova');
  await box.press('ArrowDown'); // the keyboard opens it again
  await expect(listbox(page)).toBeVisible();
  await box.press('Escape');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.pressSequentially('avanza');
  await expect(listbox(page).getByRole('group', { name: 'Mobil Baru' })).toBeVisible();
  await page.mouse.click(10, 700);
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('a failed search shows "Gagal menampilkan data" and empties the list', async ({ page }) => {
  await page.goto('/');
  const box = combobox(page);
  await box.pressSequentially('inova');
  await expect(listbox(page).getByRole('group', { name: 'Mobil Baru' })).toBeVisible();

  await page.route(`**${SEARCH_PATH}`, (route) => route.fulfill({ status: 500, json: { errors: [{ type: 'X', message: 'x' }] } }));
  await box.pressSequentially(' zenix');
  await expect(page.getByRole('alert').filter({ hasText: 'Gagal menampilkan data' })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);

  await page.route(`**${SEARCH_PATH}`, (route) => route.abort('failed'));
  await box.press('Backspace');
  await expect(page.getByText('Gagal menampilkan data')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('no match says so and still offers every result', async ({ page }) => {
  await page.goto('/');
  const box = combobox(page);
  await box.pressSequentially('qzxqzx');
  await expect(page.getByText('Tidak ada hasil untuk "qzxqzx"')).toBeVisible();
  const seeAll = listbox(page).getByRole('option', { name: 'Lihat semua hasil', exact: true });
  await expect(seeAll).toHaveAttribute('href', '/search/global?text=qzxqzx');
  await expect(listbox(page).getByRole('option')).toHaveCount(1);
});

const quickMenu = menuCategories.filter((m) => m.location === 'quick-menu');

/** Opens the phone overlay (retrying while the page is still becoming interactive). */
async function openOverlay(page: Page) {
  const button = page.getByRole('button', { name: 'Cari' });
  const dialog = page.getByRole('dialog', { name: 'Pencarian' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return { button, dialog };
}

test('phone: the search button opens the full-screen overlay with the quick menu; Batal closes it', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Cari' })).toBeHidden(); // only the button in the header
  const menuAnswered = page.waitForResponse((r) => r.url().includes('/api/content/v1/menu/category?location=quick-menu'));
  const { button, dialog } = await openOverlay(page);
  expect((await menuAnswered).ok()).toBe(true);

  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await page.evaluate(() => document.documentElement.dataset.scrollLocked)).toBe('true');
  const box = dialog.getByRole('combobox', { name: 'Cari' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Cari mobil, servis, aksesoris…');

  const shortcuts = dialog.getByRole('navigation', { name: 'Pintasan' });
  expect(quickMenu.map((m) => m.url)).toEqual(
    expect.arrayContaining(['/aksesoris', '/layanan-bengkel', '/tracking-order', '/cubain', '/body-paint-service']),
  );
  for (const item of quickMenu) {
    await expect(shortcuts.getByRole('link', { name: item.name })).toHaveAttribute('href', item.url);
  }

  // Focus stays inside: Shift+Tab from the field goes round to the last shortcut.
  await box.press('Shift+Tab');
  await expect(shortcuts.getByRole('link', { name: quickMenu.at(-1)?.name ?? '' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.scrollLocked)).toBeUndefined();
  await expect(button).toBeFocused();
});

test('phone: without the menu call the built-in shortcuts show', { tag: '@mobile' }, async ({ page }) => {
  await page.route('**/api/content/v1/menu/category**', (route) => route.fulfill({ status: 503, json: { errors: [] } }));
  await page.goto('/');
  const { dialog } = await openOverlay(page);
  const shortcuts = dialog.getByRole('navigation', { name: 'Pintasan' });
  for (const [name, url] of [
    ['Aksesoris', '/aksesoris'],
    ['Layanan Bengkel', '/layanan-bengkel'],
    ['Tracking Order', '/tracking-order'],
    ['Sewa Mobil Cubain', '/cubain'],
    ['Body & Paint', '/body-paint-service'],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', url);
  }
});

test('phone: suggestions in the overlay; Escape closes the list first, a tap opens a suggestion', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const { button, dialog } = await openOverlay(page);
  const box = dialog.getByRole('combobox', { name: 'Cari' });
  await box.pressSequentially('inova');
  const option = dialog.getByRole('group', { name: 'Mobil Baru' }).getByRole('option', { name: /Innova/ }).first();
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Pintasan' })).toBeHidden();

  expect(await seriousViolations(page, '[role="dialog"][aria-label="Pencarian"]')).toEqual([]);

  await box.press('Escape'); // closes the list, not the dialog
  await expect(dialog.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Pintasan' })).toBeVisible();

  await box.click(); // back to the same suggestions, no new wait
  const href = await option.getAttribute('href');
  await option.tap();
  await expect(page).toHaveURL(new URL(href ?? '', page.url()).href);
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.scrollLocked)).toBeUndefined();
  await expect(button).toBeVisible();
});
