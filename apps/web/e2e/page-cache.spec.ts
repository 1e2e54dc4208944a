import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupiah } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { accessories, flashSales } from '../../../packages/db/src/seed/data/aftersales';
import { carVariants } from '../../../packages/db/src/seed/data/cars';
import { variantPrices } from '../../../packages/db/src/seed/prices';
import { stockRows } from '../../../packages/db/src/seed/stock';
import { openDrawer } from './support/drawer';
import { registerAndVerify } from './support/register';

/*
 * Issue 14: public pages come from the edge server's page cache — one copy per city and data
 * version for every visitor — while the header still greets a logged-in customer and counts their
 * cart (client islands), no customer's data ever reaches another visitor's HTML, and a price the
 * dealer system changes shows within the data-version window. The cache's rules in detail are
 * tested in apps/web/src/edge/*.test.ts; here the real stack, as visitors meet it.
 */

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const DEALER_KEY = process.env.DEALER_API_KEY ?? 'e2e-dealer-key-kemudi-0001';
const SURABAYA = { p: 'jawa_timur', c: '3578', n: 'Surabaya' };
const cityCookie = (city: typeof SURABAYA) => `kemudi_city=${encodeURIComponent(JSON.stringify(city))}`;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

/** The dealer system's price push (PUT /api/product/v1/dealer/prices), as TDMS sends it to the API. */
async function pushPrice(request: APIRequestContext, variantCode: string, cityIsocode: string, priceOtr: number) {
  const token = await request.post(`${API}/authorizationserver/oauth/token`, {
    // The stack's own client secret (playwright.config.ts): npm start no longer uses the development one.
    data: { grant_type: 'client_credentials', client_id: 'kemudi-web', client_secret: process.env.E2E_CLIENT_SECRET },
  });
  const { access_token: bearer } = (await token.json()) as { access_token: string };
  const answer = await request.put(`${API}/api/product/v1/dealer/prices`, {
    headers: { authorization: `Bearer ${bearer}`, 'x-dealer-key': DEALER_KEY },
    data: { prices: [{ variantCode, cityIsocode, priceOtr }] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('two cities get two prices, and a price the dealer system changes shows on the cached page within the data-version window', async ({ request }) => {
  const variant = carVariants.find((v) => v.code === 'RSH-15GR-AT')!;
  const seeded = variantPrices([variant]).find((p) => p.cityIsocode === SURABAYA.c)?.price ?? variant.priceOtr;
  const pageOf = async (cookie?: string) => {
    const answer = await request.get(ROUTES.model('rush'), { headers: cookie ? { cookie } : {} });
    expect(answer.status()).toBe(200);
    return { html: await answer.text(), cache: answer.headers()['x-page-cache'] };
  };

  // Both cities' pages are cached (the second request of each is a HIT), each with its own price.
  await pageOf();
  await pageOf(cityCookie(SURABAYA));
  const jakarta = await pageOf();
  const surabaya = await pageOf(cityCookie(SURABAYA));
  expect(jakarta.cache).toBe('HIT');
  expect(surabaya.cache).toBe('HIT');
  expect(surabaya.html).toContain(formatRupiah(seeded));
  expect(jakarta.html).not.toContain(formatRupiah(seeded));

  const changed = seeded + 1_234_000;
  await pushPrice(request, variant.code, SURABAYA.c, changed);
  try {
    // No restart, no purge: the next data-version read (every 500 ms) retires the cached copies.
    await expect.poll(async () => (await pageOf(cityCookie(SURABAYA))).html.includes(formatRupiah(changed)), { timeout: 10_000 }).toBe(true);
    expect((await pageOf()).html).not.toContain(formatRupiah(changed));
  } finally {
    await pushPrice(request, variant.code, SURABAYA.c, seeded);
  }
});

const ACCESSORY = accessories.find(
  (a) => a.strikeThroughPrice === null && !flashSales.some((f) => f.itemCode === a.code) && stockRows().some((s) => s.code === a.code && typeof s.available === 'number' && s.available >= 5),
)!;

test('a customer is greeted with their cart count on a cached page, and the guest after them sees none of it', { tag: '@both' }, async ({ page, browser }, testInfo) => {
  const name = testInfo.project.name === 'phone' ? 'Rini Wulandari' : 'Agus Prasetyo';
  const digits = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const phone = `0857${digits}${testInfo.project.name === 'phone' ? '3' : '4'}`;
  await registerAndVerify(page, name, phone);
  await page.goto(ROUTES.accessory(ACCESSORY.code));
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ditambahkan ke keranjang.' })).toBeVisible();

  // A guest has the page cached already: the customer's copy is that very copy.
  // A desktop visitor: the top bar with Masuk / Daftar and the Keranjang link is theirs.
  const guest = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'id-ID', viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false });
  try {
    await (await guest.request.get(ROUTES.promos)).text();
    const visit = await page.goto(ROUTES.promos);
    // The shared copy, fresh or (when an earlier test rendered it over 300 s ago) served once more while it re-renders.
    expect(visit?.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);

    const banner = page.getByRole('banner');
    if (isPhone(page)) {
      await expect(banner.getByRole('link', { name: 'Keranjang, 1 barang' })).toBeVisible();
      const drawer = await openDrawer(page);
      await expect(drawer.getByRole('heading', { name: `Hai ${name}` })).toBeVisible();
    } else {
      await expect(banner.getByRole('link', { name: new RegExp(`^Hai ${name}`) })).toHaveAttribute('href', '/myaccount/overview');
      await expect(banner.getByRole('link', { name: '1 barang di Keranjang' })).toBeVisible();
    }

    // The guest right after: the same page and city, not a trace of the customer.
    const after = await guest.request.get(ROUTES.promos);
    expect(after.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
    const html = await after.text();
    for (const trace of [name, name.split(' ')[0]!, phone, phone.slice(1)]) expect(html).not.toContain(trace);
    const guestPage = await guest.newPage();
    await guestPage.goto(ROUTES.promos);
    await expect(guestPage.getByRole('banner').getByRole('link', { name: 'Masuk / Daftar' })).toBeVisible();
    await expect(guestPage.getByRole('banner').getByRole('link', { name: /Keranjang/ })).toHaveAccessibleName('Keranjang');
  } finally {
    await guest.close();
  }
});

test('a public page may be kept by a CDN for a second; a personal one never', async ({ request }) => {
  const publicPage = await request.get(ROUTES.newCars);
  expect(publicPage.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=30');
  expect(publicPage.headers()['vary']).toContain('Cookie');
  for (const path of ['/cart', '/login']) {
    const personal = await request.get(path, { maxRedirects: 0 });
    expect(personal.headers()['cache-control'], path).toMatch(/private.*no-store|no-store.*private/);
    expect(personal.headers()['x-page-cache'], path).toBeUndefined();
  }
});
