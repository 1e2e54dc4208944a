import { expect, test, type Page, type Request } from '@playwright/test';

// §2 desktop header menu and the Purna Jual submenu, in order.
const MENU: readonly [string, string][] = [
  ['Mobil Baru', '/c/mobil-baru-toyota'],
  ['Purna Jual', '/services-toyota'],
  ['Promo', '/promosi'],
  ['Test Drive', '/c/testdrive-toyota'],
  ['Mobil Bekas', '/c/certified-used-car-toyota'],
  ['Dealer Toyota', '/dealer-toyota'],
  ['Review Produk', '/review-produk'],
];
const PURNA_JUAL: readonly [string, string][] = [
  ['Booking Servis', '/services-toyota/booking-service'],
  ['Kupon Servis', '/c/kupon-service'],
  ['Aksesoris', '/aksesoris'],
  ['Suku Cadang', '/services-toyota/suku-cadang'],
  ['Tukar Tambah', '/services-toyota/tukar-tambah'],
  ['Paket Servis', '/c/paketservistoyota'],
  ['Sewa Mobil Cubain', '/cubain'],
];

const header = (page: Page) => page.getByRole('banner');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu utama' });
const cityButton = (page: Page) => header(page).getByRole('button', { name: /^Lokasi:/ });

function isUpdateLocation(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/update-location';
}

async function expectSubmenu(page: Page, visible: boolean) {
  const menu = mainMenu(page);
  for (const [name, route] of PURNA_JUAL) {
    const link = menu.getByRole('link', { name, exact: true });
    if (visible) await expect(link).toHaveAttribute('href', route);
    else await expect(link).toBeHidden();
  }
}

test('the header shows the logo and the seven menu items of §2 with their routes, in order', async ({ page }) => {
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Kemudi Toyota' })).toHaveAttribute('href', '/');
  const menu = mainMenu(page);
  // The submenu is closed, so exactly the seven top-level links are visible.
  await expect(menu.getByRole('link')).toHaveText(MENU.map(([name]) => name));
  for (const [name, route] of MENU) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', route);
  }
  await menu.getByRole('link', { name: 'Promo', exact: true }).click();
  await expect(page).toHaveURL(/\/promosi$/);
});

test('a site link shows the next page in place: no reload, back at the top; a variant link keeps the scroll', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-link-router', 'ready');
  // A value kept on this window survives only if the next page is shown without loading the site again.
  await page.evaluate(() => Object.assign(window, { kemudiStay: 'kept' }));
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Tentang Kami', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL(/\/tentang-kami$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { kemudiStay?: string }).kemudiStay)).toBe('kept');

  // Picking a variant on a model page changes the page but not the place on it.
  await page.goto('/mobil-baru-toyota/p/avanza');
  await expect(page.locator('html')).toHaveAttribute('data-link-router', 'ready');
  const variants = page.getByRole('region', { name: /^Pilih varian/ }).getByRole('link');
  const last = variants.last();
  await last.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await last.click();
  await expect(page).toHaveURL(/[?&]variant=/);
  await expect(last).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('hovering Purna Jual opens its seven-item submenu, and leaving closes it', async ({ page }) => {
  await page.goto('/');
  await expectSubmenu(page, false);
  await mainMenu(page).getByRole('link', { name: 'Purna Jual', exact: true }).hover();
  await expectSubmenu(page, true);
  await expect(mainMenu(page).getByRole('button', { name: 'Submenu Purna Jual' })).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(5, 700);
  await expectSubmenu(page, false);
  // The link itself still goes to /services-toyota.
  await mainMenu(page).getByRole('link', { name: 'Purna Jual', exact: true }).click();
  await expect(page).toHaveURL(/\/services-toyota$/);
});

test('the Purna Jual submenu opens by keyboard (Enter, Space, arrows) and Escape closes it with focus back on its button', async ({
  page,
}) => {
  await page.goto('/');
  const purnaJual = mainMenu(page).getByRole('link', { name: 'Purna Jual', exact: true });
  const toggle = mainMenu(page).getByRole('button', { name: 'Submenu Purna Jual' });
  await purnaJual.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectSubmenu(page, true);
  await page.keyboard.press('Escape');
  await expectSubmenu(page, false);
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Space');
  await expectSubmenu(page, true);
  await page.keyboard.press('ArrowDown');
  await expect(mainMenu(page).getByRole('link', { name: 'Booking Servis' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(mainMenu(page).getByRole('link', { name: 'Kupon Servis' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(mainMenu(page).getByRole('link', { name: 'Sewa Mobil Cubain' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expectSubmenu(page, false);
  await expect(toggle).toBeFocused();

  // Tabbing away from the item closes the submenu too.
  await page.keyboard.press('Enter');
  await expectSubmenu(page, true);
  await page.keyboard.press('Tab'); // Booking Servis
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab'); // the Purna Jual link: still inside the item
  await expectSubmenu(page, true);
  await page.keyboard.press('Shift+Tab'); // Mobil Baru: out of the item
  await expectSubmenu(page, false);
});

test('the top bar: Hubungi Kami, Keranjang without a badge for a fresh guest, Masuk / Daftar to /login', async ({ page }) => {
  await page.goto('/');
  const bar = header(page);
  await expect(bar.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute('href', '/hubungi-kami');
  const cart = bar.getByRole('link', { name: 'Keranjang' });
  await expect(cart).toHaveCount(1); // the phone's cart icon is not shown on a desktop
  await expect(cart).toHaveAttribute('href', '/cart');
  await expect(cart).toHaveText('Keranjang'); // §9: no badge for a count of 0
  await expect(bar.getByRole('link', { name: /Akun Saya/ })).toHaveCount(0);
  await bar.getByRole('link', { name: 'Masuk / Daftar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('choosing Bandung sends city_iso 3273, refetches national promos, shows Bandung and survives a reload', async ({ page, context }) => {
  await page.goto('/');
  await expect(cityButton(page)).toHaveAccessibleName('Lokasi: Jakarta Pusat'); // §9 fallback

  await cityButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Pilih Kota' });
  await expect(dialog).toBeVisible();
  // §9 header options first, in order, then Kota lain.
  await expect(dialog.getByRole('list', { name: 'Kota pilihan' }).getByRole('button')).toHaveText([
    'Jakarta Pusat',
    'Bandung',
    'Yogyakarta',
    'Nanggroe Aceh Darussalam',
  ]);
  await expect(dialog.getByRole('button', { name: 'Jakarta Pusat' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Kota lain' })).toBeVisible();

  // Escape closes the dialog and gives focus back to the city button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cityButton(page)).toBeFocused();

  await cityButton(page).click();
  const [saved, promos] = await Promise.all([
    page.waitForRequest(isUpdateLocation),
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/promo/v1/promo/national'),
    dialog.getByRole('button', { name: 'Bandung' }).click(),
  ]);
  expect(saved.postDataJSON()).toEqual({ city_name: 'Bandung', city_iso: '3273', sync: false });
  const answer = await saved.response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ data: { isRefresh: false, cityIsocode: '3273', name: 'Bandung' } });
  // §7: national promos with page 0 size 1.
  expect(Object.fromEntries(new URL(promos.url()).searchParams)).toEqual({ page: '0', size: '1' });

  await expect(dialog).toBeHidden();
  await expect(cityButton(page)).toHaveAccessibleName('Lokasi: Bandung');
  const cookie = (await context.cookies()).find((c) => c.name === 'kemudi_city');
  expect(cookie && JSON.parse(decodeURIComponent(cookie.value))).toEqual({ p: 'jawa_barat', c: '3273', n: 'Bandung' });
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600); // a year
  // §3: default province and city in session storage, with the fromBranchPage flag off.
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('kemudi_default_province'),
      sessionStorage.getItem('kemudi_default_city'),
      sessionStorage.getItem('kemudi_from_branch_page'),
    ]),
  ).toEqual(['jawa_barat', '{"isocode":"3273","name":"Bandung"}', 'false']);

  await page.reload();
  await expect(cityButton(page)).toHaveAccessibleName('Lokasi: Bandung');
  // A new tab (no session storage) starts from the cookie.
  const other = await context.newPage();
  await other.goto('/');
  await expect(cityButton(other)).toHaveAccessibleName('Lokasi: Bandung');
});

test('Kota lain: a province, then one of its cities', async ({ page }) => {
  await page.goto('/');
  await cityButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Pilih Kota' });
  await dialog.getByRole('button', { name: 'Kota lain' }).click();
  const province = dialog.getByLabel('Provinsi');
  await expect(province.getByRole('option', { name: 'Jawa Tengah' })).toBeAttached();
  await province.selectOption({ label: 'Jawa Tengah' });
  const city = dialog.getByLabel('Kota/Kabupaten');
  await expect(city.getByRole('option', { name: 'Kota Semarang' })).toBeAttached();
  await city.selectOption({ label: 'Kota Semarang' });
  const [saved] = await Promise.all([page.waitForRequest(isUpdateLocation), dialog.getByRole('button', { name: 'Simpan' }).click()]);
  expect(saved.postDataJSON()).toEqual({ city_name: 'Kota Semarang', city_iso: '3374', sync: false });
  await expect(dialog).toBeHidden();
  await expect(cityButton(page)).toHaveAccessibleName('Lokasi: Kota Semarang');
  await page.reload();
  await expect(cityButton(page)).toHaveAccessibleName('Lokasi: Kota Semarang');
});

test('on a car product page a city change asks the server (sync) and reloads when it says refresh (§4)', async ({ page }) => {
  await page.goto('/mobil-baru-toyota/p/yariscross');
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await cityButton(page).click();
  const [saved] = await Promise.all([
    page.waitForRequest(isUpdateLocation),
    page.waitForEvent('load'),
    page.getByRole('dialog', { name: 'Pilih Kota' }).getByRole('button', { name: 'Yogyakarta' }).click(),
  ]);
  expect(saved.postDataJSON()).toEqual({ city_name: 'Yogyakarta', city_iso: '3471', sync: true });
  expect((await saved.response())?.status()).toBe(200); // its body (isRefresh: true) went with the reload
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(cityButton(page)).toHaveAccessibleName('Lokasi: Yogyakarta');
});

test('at page load a saved city that differs from the cookie is synced; inside the app a branch default gives way (§4)', async ({
  page,
}) => {
  await page.goto('/');
  // A branch page kept Bandung as the default in this tab.
  await page.evaluate(() => {
    sessionStorage.setItem('kemudi_default_province', 'jawa_barat');
    sessionStorage.setItem('kemudi_default_city', JSON.stringify({ isocode: '3273', name: 'Bandung' }));
    sessionStorage.setItem('kemudi_from_branch_page', 'true');
  });
  const [synced] = await Promise.all([page.waitForRequest(isUpdateLocation), page.reload()]);
  expect(synced.postDataJSON()).toEqual({ city_name: 'Bandung', city_iso: '3273', sync: false });
  await expect(cityButton(page)).toHaveAccessibleName('Lokasi: Bandung');
  expect(await page.evaluate(() => sessionStorage.getItem('kemudi_from_branch_page'))).toBe('true'); // not overwritten

  // Inside the mobile app the page's own city (the cookie) replaces a branch page's default.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (isUpdateLocation(r)) posts.push(r.postData() ?? '');
  });
  await page.evaluate(() => {
    sessionStorage.setItem('kemudi_default_province', 'aceh');
    sessionStorage.setItem('kemudi_default_city', JSON.stringify({ isocode: '1171', name: 'Nanggroe Aceh Darussalam' }));
    sessionStorage.setItem('kemudi_from_branch_page', 'true');
  });
  await page.goto('/?mobileApp=TRUE');
  await expect
    .poll(() => page.evaluate(() => [sessionStorage.getItem('kemudi_default_city'), sessionStorage.getItem('kemudi_from_branch_page')]))
    .toEqual(['{"isocode":"3273","name":"Bandung"}', 'false']);
  expect(posts).toEqual([]);
});

test('the update-location route validates what it is sent', async ({ request }) => {
  const bad = await request.post('/api/update-location', { data: { city_name: 'Bandung', city_iso: '../token' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors[0].type).toBe('ValidationError');
  const form = await request.post('/api/update-location', { form: { city_name: 'Bandung', city_iso: '3273' } });
  expect(form.status()).toBe(415);
  const unknown = await request.post('/api/update-location', { data: { city_name: 'Atlantis', city_iso: '9999' } });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['set-cookie'] ?? '').not.toContain('kemudi_city');
});

test('on a phone the header keeps the logo, search, the city and the cart; the menu and top bar are hidden', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const bar = header(page);
  await expect(bar.getByRole('link', { name: 'Kemudi Toyota' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Keranjang' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Keranjang' })).toHaveAttribute('href', '/cart');
  await expect(bar.getByRole('button', { name: 'Cari' })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
  await expect(bar.getByRole('link', { name: 'Hubungi Kami' })).toBeHidden();
  await expect(bar.getByRole('link', { name: 'Masuk / Daftar' })).toBeHidden();
  // Issue 29: the city stays on phones (prices, dealers and slots follow it): one picker, in the row.
  await expect(cityButton(page)).toHaveCount(1);
  await expect(cityButton(page)).toBeVisible();
  // Fixed heights: the header is one 56 px row (plus its 3 px rule).
  expect((await bar.boundingBox())?.height).toBe(59);
});

test('the header has the same height before and after its scripts run (no layout shift)', { tag: '@both' }, async ({ page, browser }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const hydrated = (await header(page).boundingBox())?.height;
  // The same page as the server sent it, without JavaScript.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const serverOnly = await plain.newPage();
  await serverOnly.goto(page.url());
  expect((await serverOnly.getByRole('banner').boundingBox())?.height).toBe(hydrated);
  await plain.close();
});

test('the header is hidden inside the native app (data-chrome)', { tag: '@both' }, async ({ page }) => {
  await page.goto('/?mobileApp=true');
  await expect(page.getByRole('banner')).toBeHidden();
});
