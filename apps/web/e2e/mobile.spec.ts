import { expect, test, type Page } from '@playwright/test';
import { CHAT_UNREAD_EVENT, OPEN_CHAT_EVENT } from '../src/lib/events';

// §2 mobile bottom bar and Lainnya drawer, §4 scroll lock, §1 app mode, and the navigation progress bar.

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Navigasi bawah' });
const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Memuat halaman', includeHidden: true });

const DRAWER_MENU = ['Purna Jual', 'Promo', 'Test Drive', 'Mobil Bekas', 'Dealer Toyota', 'Review Produk'];
const PURNA_JUAL = [
  ['Booking Servis', '/services-toyota/booking-service'],
  ['Kupon Servis', '/c/kupon-service'],
  ['Aksesoris', '/aksesoris'],
  ['Suku Cadang', '/services-toyota/suku-cadang'],
  ['Tukar Tambah', '/services-toyota/tukar-tambah'],
  ['Paket Servis', '/c/paketservistoyota'],
  ['Sewa Mobil Cubain', '/cubain'],
] as const;

/** Holds every request for `pathname` until the returned function is called. */
async function holdPage(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The progress bar watches clicks once it has hydrated; a click before that is a plain page load. */
async function progressReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-nav-progress', 'ready');
}

async function openDrawer(page: Page) {
  await page.goto('/');
  const more = bottomBar(page).getByRole('button', { name: 'Lainnya' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const drawer = page.getByRole('dialog', { name: 'MENU' });
  await expect(drawer).toBeVisible();
  return { more, drawer };
}

const scrollLocked = (page: Page) => page.evaluate(() => document.documentElement.dataset.scrollLocked ?? null);

test('the bottom bar holds Home, Mobil Baru, Servis, Tanya Tasia and Lainnya at the foot of the screen', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const bar = bottomBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('listitem')).toContainText(['Home', 'Mobil Baru', 'Servis', 'Tanya Tasia', 'Lainnya']);

  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Mobil Baru' })).toHaveAttribute('href', '/c/mobil-baru-toyota');
  await expect(bar.getByRole('link', { name: 'Mobil Baru' })).not.toHaveAttribute('aria-current');
  await expect(bar.getByRole('link', { name: 'Servis' })).toHaveAttribute('href', '/services-toyota/booking-service');
  await expect(bar.getByRole('button', { name: 'Tanya Tasia' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Lainnya' })).toHaveAttribute('aria-controls', /.+/);

  // Fixed to the bottom edge, and still there after scrolling.
  const viewport = page.viewportSize()!;
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(viewport.height);
  await page.mouse.wheel(0, 2000);
  await expect.poll(async () => Math.round(((await bar.boundingBox())?.y ?? 0) + box.height)).toBe(viewport.height);
  // The end of the page (the footer) is not hidden behind the bar. Sections below the first screen
  // are laid out only as they come into view (content-visibility), so the page may grow while it is
  // scrolled: scroll to the end again until it stops growing.
  const footer = page.getByRole('contentinfo');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBox = (await footer.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      return footerBox.y + footerBox.height - (barBox.y + 1);
    })
    .toBeLessThanOrEqual(0);
});

test('Tanya Tasia opens the chat, and its unread badge follows the chat without moving anything', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const chat = bottomBar(page).getByRole('button', { name: /^Tanya Tasia/ });
  await expect(chat).toBeVisible();

  // The chat announces its own count once it has hydrated (the unread greeting: 1); only then do
  // this test's announcements not race with it.
  await expect(chat.getByText('1', { exact: true })).toBeVisible();
  const announce = (count: number) =>
    page.evaluate(([name, n]) => window.dispatchEvent(new CustomEvent(name, { detail: { count: n } })), [CHAT_UNREAD_EVENT, count] as const);
  const label = chat.getByText('Tanya Tasia', { exact: true });

  await announce(0);
  await expect(chat.getByText('3', { exact: true })).toBeHidden();
  await expect(chat).toHaveAccessibleName('Tanya Tasia');
  const labelBefore = await label.boundingBox();

  await announce(3);
  await expect(chat.getByText('3', { exact: true })).toBeVisible();
  await expect(chat).toHaveAccessibleName(/^Tanya Tasia.*3 pesan belum dibaca$/);
  expect(await label.boundingBox()).toEqual(labelBefore);

  await announce(0);
  await expect(chat.getByText('3', { exact: true })).toBeHidden();
  await expect(chat).toHaveAccessibleName('Tanya Tasia');

  await page.evaluate((name) => {
    const flags = window as unknown as { chatOpened?: boolean };
    flags.chatOpened = false;
    window.addEventListener(name, () => (flags.chatOpened = true));
  }, OPEN_CHAT_EVENT);
  await chat.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { chatOpened?: boolean }).chatOpened)).toBe(true);
});

test('Lainnya opens the drawer: MENU, Masuk / Registrasi, the menu without Mobil Baru, Purna Jual and its submenu, ERA', { tag: '@mobile' }, async ({ page }) => {
  const { more, drawer } = await openDrawer(page);
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(drawer.getByRole('heading', { name: 'MENU' })).toBeVisible();

  // A guest: the way in, not the account.
  await expect(drawer.getByRole('link', { name: 'Masuk / Registrasi' })).toHaveAttribute('href', '/login');
  await expect(drawer.getByRole('link', { name: 'Akun Saya' })).toHaveCount(0);

  // §2: only Mobil Baru is hidden.
  for (const name of DRAWER_MENU) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Mobil Baru' })).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Purna Jual', exact: true })).toHaveAttribute('href', '/services-toyota');

  // The Purna Jual submenu opens and closes with its disclosure button.
  const toggle = drawer.getByRole('button', { name: 'Submenu Purna Jual' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('link', { name: 'Kupon Servis' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const [name, href] of PURNA_JUAL) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await toggle.click();
  await expect(drawer.getByRole('link', { name: 'Kupon Servis' })).toBeHidden();

  // §9 Emergency Road Assistance, tap to call.
  await expect(drawer.getByRole('link', { name: 'Emergency Road Assistance 1500 898' })).toHaveAttribute('href', 'tel:1500898');
});

test('the city is in the phone header: choosing Bandung there shows Bandung OTR prices and stays after a reload', { tag: '@mobile' }, async ({ page }) => {
  // Issue 29: prices, dealers and slots follow the city, and the new-car list says to change it at the top of the page.
  await page.goto('/c/mobil-baru-toyota');
  const city = page.getByRole('banner').getByRole('button', { name: /^Lokasi:/ });
  await expect(city).toBeVisible();
  await expect(city).toHaveAccessibleName('Lokasi: Jakarta Pusat'); // §9 fallback
  const intro = page.getByText(/Harga yang tampil adalah harga OTR/);
  await expect(intro).toContainText('harga OTR Jakarta Pusat');
  // On screen at 390 px, beside the cart, with nothing pushed off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(city).toBeInViewport();

  await city.click();
  const dialog = page.getByRole('dialog', { name: 'Pilih Kota' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Bandung' }).click();
  await expect(dialog).toBeHidden();
  await expect(city).toHaveAccessibleName('Lokasi: Bandung');
  await expect(intro).toContainText('harga OTR Bandung');

  await page.reload();
  await expect(city).toHaveAccessibleName('Lokasi: Bandung');
  await expect(intro).toContainText('harga OTR Bandung');
});

test('the drawer locks page scrolling and Escape closes it, giving focus back to Lainnya', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  expect(await scrollLocked(page)).toBeNull();
  const { more, drawer } = await openDrawer(page);
  expect(await scrollLocked(page)).toBe('true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await scrollLocked(page)).toBeNull();
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('Tab and Shift+Tab stay inside the open drawer', { tag: '@mobile' }, async ({ page }) => {
  const { drawer } = await openDrawer(page);
  await expect(drawer.getByRole('button', { name: 'Tutup' })).toBeFocused();
  const focusInDrawer = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

  const stops = await drawer.locator('a[href]:visible, button:visible').count();
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer()).toBe(true);
  }
  await drawer.getByRole('button', { name: 'Tutup' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('link', { name: 'Emergency Road Assistance 1500 898' })).toBeFocused();
});

test('the close button, a tap on the backdrop and following a drawer link each close the drawer', { tag: '@mobile' }, async ({ page }) => {
  const { more, drawer } = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Tutup' }).click();
  await expect(drawer).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await expect(drawer).toBeVisible();
  // The dimmed page to the left of the panel.
  const panel = (await drawer.boundingBox())!;
  expect(panel.x).toBeGreaterThan(20);
  await page.touchscreen.tap(10, 300);
  await expect(drawer).toBeHidden();
  expect(await scrollLocked(page)).toBeNull();

  await more.click();
  await drawer.getByRole('link', { name: 'Promo', exact: true }).click();
  await expect(page).toHaveURL(/\/promosi$/);
  await expect(drawer).toBeHidden();
  expect(await scrollLocked(page)).toBeNull();
});

test('?mobileApp=TRUE hides the site chrome before any script bundle runs, for the rest of the session', { tag: '@mobile' }, async ({ page, context }) => {
  // Without the page's JavaScript bundles: the inline bootstrap alone must do it (no flash of chrome).
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  await page.goto('/?mobileApp=TRUE');
  await expect(page.locator('html')).toHaveAttribute('data-app-mode', 'true');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(bottomBar(page)).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const chrome = page.locator('[data-chrome]');
  expect(await chrome.count()).toBeGreaterThanOrEqual(3);
  for (const element of await chrome.all()) await expect(element).toBeHidden();
  await page.unroute(/\/_next\/static\/.*\.js$/);

  // Another page of the same session, without the parameter.
  await page.goto('/promosi');
  await expect(page.locator('html')).toHaveAttribute('data-app-mode', 'true');
  await expect(bottomBar(page)).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();

  // A new tab is a new session: the web site's own chrome is back.
  const other = await context.newPage();
  await other.goto('/');
  await expect(bottomBar(other)).toBeVisible();
  await expect(other.locator('html')).not.toHaveAttribute('data-app-mode');
});

test('the navigation progress bar shows while the next page loads, then goes away', { tag: '@mobile' }, async ({ page }) => {
  const release = await holdPage(page, '/services-toyota/booking-service');
  await page.goto('/');
  await progressReady(page);
  await expect(progressBar(page)).toHaveCount(0);

  // A hash-only link loads nothing: no bar.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="#konten"]')?.click());
  await expect(progressBar(page)).toHaveCount(0);

  const servis = bottomBar(page).getByRole('link', { name: 'Servis' });
  await servis.click();
  await expect(progressBar(page)).toBeVisible();
  const bar = (await progressBar(page).boundingBox())!;
  expect(bar.y).toBe(0);
  expect(bar.height).toBeLessThanOrEqual(4);
  await expect(page).not.toHaveURL(/booking-service/); // still waiting for the page

  release();
  await expect(page).toHaveURL(/\/services-toyota\/booking-service$/);
  await expect(progressBar(page)).toHaveCount(0);
  await expect(servis).toHaveAttribute('aria-current', 'page');
  await expect(bottomBar(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('with reduced motion the progress bar stands still', { tag: '@mobile' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await holdPage(page, '/c/mobil-baru-toyota');
  await page.goto('/');
  await progressReady(page);
  await bottomBar(page).getByRole('link', { name: 'Mobil Baru' }).click();
  await expect(progressBar(page)).toBeVisible();
  expect(await progressBar(page).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  release();
  await expect(page).toHaveURL(/\/c\/mobil-baru-toyota$/);
  await expect(progressBar(page)).toHaveCount(0);
});

test('on the desktop there is no bottom bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(bottomBar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Lainnya' })).toBeHidden();
});

test('on the desktop too a link navigation shows the progress bar until the page arrives', async ({ page }) => {
  const release = await holdPage(page, '/');
  await page.goto('/halaman-yang-tidak-ada');
  await progressReady(page);
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(progressBar(page)).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(progressBar(page)).toHaveCount(0);
});
