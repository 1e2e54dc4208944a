import { expect, type Page, test } from '@playwright/test';
import { discountPercent, formatRupiah } from '../../../packages/domain/src/format';
import { PAGE_SIZE } from '../../../packages/domain/src/constants';
import { ROUTES } from '../../../packages/domain/src/routes';
import { accessories, serviceCoupons } from '../../../packages/db/src/seed/data/aftersales';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { carModels, carVariants, carVideos } from '../../../packages/db/src/seed/data/cars';
import { articles, menuCategories, promos } from '../../../packages/db/src/seed/data/content';

const TODAY = '2026-11-22'; // FIXED_NOW of playwright.config.ts

const running = (p: { validFrom: string; validUntil: string }) => p.validFrom <= TODAY && TODAY <= p.validUntil;
const heroPromos = promos.filter((p) => p.isHero && running(p));

/** What promo?city answers for the city (national + the city's own, editorial order), minus the hero slides, 4 at most. */
function cityPromosOf(cityIso: string) {
  const hero = new Set(heroPromos.map((p) => p.slug));
  return promos
    .filter((p) => running(p) && (p.scope === 'national' || (p.cityIsocodes ?? []).includes(cityIso)))
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || (a.slug < b.slug ? -1 : 1))
    .filter((p) => !hero.has(p.slug))
    .slice(0, PAGE_SIZE.PROMO);
}
const visibleBranchesOf = (cityIso: string) => branches.filter((b) => b.cityIsocode === cityIso && !b.hidden);

/** The card (article) in `region` whose heading is `name`. */
const cardOf = (page: Page, region: ReturnType<Page['getByRole']>, name: string) =>
  region.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the home page shows the seeded promos and trending cars, with their pictures @both', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Kemudi/);

  expect(heroPromos.length).toBeGreaterThan(0);
  const promoSection = page.getByRole('region', { name: 'Promo Pilihan' });
  for (const promo of heroPromos) {
    await expect(promoSection.getByRole('heading', { name: promo.title })).toBeVisible();
  }

  const trending = carModels.filter((m) => m.trendingRank !== null).sort((a, b) => (a.trendingRank ?? 0) - (b.trendingRank ?? 0));
  const first = trending[0]!;
  const lowest = Math.min(...carVariants.filter((v) => v.modelCode === first.code).map((v) => v.priceOtr));
  const carsSection = page.getByRole('region', { name: 'Mobil Terlaris' });
  await expect(carsSection.getByText(first.name, { exact: true }).first()).toBeVisible();
  await expect(carsSection.getByText(formatRupiah(lowest)).first()).toBeVisible();
  await expect(cardOf(page, carsSection, first.name).getByText(`Mulai ${formatRupiah(lowest)}`)).toBeVisible();
  await expect(carsSection.getByRole('article')).toHaveCount(trending.length);

  // The drawn SVG pictures arrive through the site's own origin.
  const image = promoSection.getByRole('img', { name: heroPromos[0]!.title });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The first slide is the largest paint: fetched at once with high priority; the others lazily, all sized (no shift).
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  const slides = promoSection.getByRole('img');
  await expect(slides).toHaveCount(heroPromos.length);
  for (let i = 1; i < heroPromos.length; i += 1) await expect(slides.nth(i)).toHaveAttribute('loading', 'lazy');
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
});

test('every home section shows its heading and the seeded data of the default city @both', async ({ page }) => {
  await page.goto('/');

  // One h1, named for the dealer.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kemudi Toyota — Dealer Resmi Toyota');

  // The 12 category tiles of the home-tile menu, each linking to its page, with its drawn icon.
  const tiles = menuCategories.filter((m) => m.location === 'home-tile');
  expect(tiles.map((t) => t.name)).toEqual([
    'Mobil Baru',
    'Layanan Bengkel',
    'Kupon Servis',
    'Aksesoris',
    'Paket Servis',
    'Mobil Bekas',
    'Suku Cadang',
    'Home Service',
    'Test Drive',
    'Tukar Tambah',
    'Tracking Order',
    'Body & Paint',
  ]);
  const tileSection = page.getByRole('region', { name: 'Jelajahi Kategori' });
  await expect(tileSection.getByRole('heading', { name: 'Jelajahi Kategori' })).toBeVisible();
  await expect(tileSection.getByRole('link')).toHaveCount(tiles.length);
  for (const tile of tiles) {
    const link = tileSection.getByRole('link', { name: tile.name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', tile.url);
    // The icon is drawn in the page (no picture to load) and left out of the link's name.
    const icon = link.locator('svg');
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(await icon.locator('path, circle, rect, polygon, polyline, line').count()).toBeGreaterThan(0);
  }
  await expect(tileSection.locator('img')).toHaveCount(0);

  // Trending accessories: price, strike-through price and the §9 discount.
  const accessorySection = page.getByRole('region', { name: 'Aksesoris Terlaris' });
  const trendingAccessories = accessories.filter((a) => a.isTrending);
  await expect(accessorySection.getByRole('article')).toHaveCount(trendingAccessories.length);
  const discounted = trendingAccessories.find((a) => discountPercent(a.strikeThroughPrice, a.price) !== null)!;
  const accessoryCard = cardOf(page, accessorySection, discounted.name);
  await expect(accessoryCard.getByRole('link', { name: discounted.name })).toHaveAttribute('href', ROUTES.accessory(discounted.code));
  await expect(accessoryCard.getByText(formatRupiah(discounted.price), { exact: true })).toBeVisible();
  await expect(accessoryCard.locator('del')).toContainText(formatRupiah(discounted.strikeThroughPrice));
  await expect(accessoryCard.getByText(`Diskon ${discountPercent(discounted.strikeThroughPrice, discounted.price)}%`)).toBeVisible();
  const plain = trendingAccessories.find((a) => (a.strikeThroughPrice ?? null) === null);
  if (plain) await expect(cardOf(page, accessorySection, plain.name).locator('del')).toHaveCount(0);

  // Trending coupons valid today, their normal price struck through.
  const couponSection = page.getByRole('region', { name: 'Kupon Servis Terlaris' });
  const coupons = serviceCoupons.filter((c) => c.isTrending && running(c));
  await expect(couponSection.getByRole('article')).toHaveCount(coupons.length);
  const coupon = coupons[0]!;
  const couponCard = cardOf(page, couponSection, coupon.title);
  await expect(couponCard.getByText(formatRupiah(coupon.price), { exact: true })).toBeVisible();
  await expect(couponCard.locator('del')).toContainText(formatRupiah(coupon.normalPrice));
  await expect(couponCard.getByText(`Diskon ${discountPercent(coupon.normalPrice, coupon.price)}%`)).toBeVisible();

  // The highlight video of the most trending model, a poster linking out in a new tab. Issue 29: no
  // official video of it is known, so it is the official channel searched for the model, said so.
  const top = carModels.filter((m) => m.trendingRank !== null).sort((a, b) => (a.trendingRank ?? 0) - (b.trendingRank ?? 0))[0]!;
  const video = carVideos.filter((v) => v.modelCode === top.code).sort((a, b) => (a.uploadDate < b.uploadDate ? 1 : -1))[0]!;
  expect(video.url).toBe(`https://www.youtube.com/@ToyotaIndonesia/search?query=${encodeURIComponent(`Toyota ${top.name}`)}`);
  const videoSection = page.getByRole('region', { name: 'Video Pilihan' });
  await expect(videoSection.getByRole('heading', { name: `Video Toyota ${top.name}` })).toBeVisible();
  await expect(videoSection.getByText(video.title)).toHaveCount(0);
  const poster = videoSection.getByRole('link', { name: `Cari video Toyota ${top.name} di kanal resmi Toyota Indonesia (membuka tab baru)` });
  await expect(poster).toHaveAttribute('href', video.url);
  await expect(videoSection.getByRole('link', { name: /^Cari video di kanal resmi Toyota Indonesia/ })).toHaveAttribute('href', video.url);
  await expect(poster).toHaveAttribute('target', '_blank');
  await expect(poster.locator('img')).toBeVisible();
  await expect(videoSection.locator('iframe')).toHaveCount(0);

  // Promos of the default city (§9 fallback Jakarta Pusat) beyond the hero's slides.
  const jakartaPromos = cityPromosOf('0080');
  expect(jakartaPromos.length).toBeGreaterThan(0);
  const cityPromoSection = page.getByRole('region', { name: 'Promo di Jakarta Pusat' });
  await expect(cityPromoSection.getByRole('article')).toHaveCount(jakartaPromos.length);
  for (const promo of jakartaPromos) {
    await expect(cityPromoSection.getByRole('link', { name: promo.title })).toHaveAttribute('href', ROUTES.promo(promo.slug));
  }

  // Branches of the default city, hidden ones left out (§9).
  const branchSection = page.getByRole('region', { name: 'Dealer Terdekat di Jakarta Pusat' });
  const jakartaBranches = visibleBranchesOf('0080');
  expect(jakartaBranches.length).toBeGreaterThan(0);
  await expect(branchSection.getByRole('article')).toHaveCount(jakartaBranches.length);
  for (const branch of jakartaBranches) {
    const card = cardOf(page, branchSection, branch.name);
    await expect(card.getByRole('link', { name: branch.name })).toHaveAttribute('href', ROUTES.branch(branch.slug));
    await expect(card.getByText(branch.address)).toBeVisible();
  }
  for (const hidden of branches.filter((b) => b.cityIsocode === '0080' && b.hidden)) {
    await expect(branchSection.getByText(hidden.name)).toHaveCount(0);
  }

  // News and tips: the three newest published articles.
  const newest = articles
    .filter((a) => a.publishedDate <= TODAY)
    .sort((a, b) => (a.publishedDate < b.publishedDate ? 1 : a.publishedDate > b.publishedDate ? -1 : a.slug < b.slug ? -1 : 1))
    .slice(0, 3);
  const newsSection = page.getByRole('region', { name: 'Berita & Tips' });
  await expect(newsSection.getByRole('article')).toHaveCount(3);
  for (const article of newest) {
    await expect(newsSection.getByRole('link', { name: article.title })).toHaveAttribute('href', ROUTES.article(article.slug));
  }
  await expect(newsSection.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute('href', '/berita-dan-tips');
});

test('the city cookie picks the city promos and the nearby branches', async ({ page, context, baseURL }) => {
  await page.goto('/');
  const jakarta = cityPromosOf('0080');
  const bandung = cityPromosOf('3273');
  // The seed gives each city promos of its own, so the two lists differ.
  const onlyJakarta = jakarta.filter((p) => !bandung.some((b) => b.slug === p.slug));
  const onlyBandung = bandung.filter((p) => !jakarta.some((j) => j.slug === p.slug));
  expect(onlyJakarta.length).toBeGreaterThan(0);
  expect(onlyBandung.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Promo di Jakarta Pusat' }).getByRole('link', { name: onlyJakarta[0]!.title })).toBeVisible();

  await context.addCookies([
    { name: 'kemudi_city', value: encodeURIComponent(JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'Bandung' })), url: baseURL! },
  ]);
  // As in a new tab: otherwise the tab's saved default (Jakarta Pusat, §4) is synced back at page
  // load and the page refreshes to it — the behaviour header.spec covers, not this test's subject.
  // The first page saves its city once its scripts run: wait for that, or the save could land
  // after the clearing and send the reloaded page back to Jakarta Pusat halfway through the checks.
  await page.waitForFunction(() => sessionStorage.getItem('kemudi_default_city') !== null);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();

  const promoSection = page.getByRole('region', { name: 'Promo di Bandung' });
  await expect(promoSection.getByRole('article')).toHaveCount(bandung.length);
  for (const promo of onlyBandung) await expect(promoSection.getByRole('link', { name: promo.title })).toBeVisible();
  for (const promo of onlyJakarta) await expect(promoSection.getByText(promo.title)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Promo di Jakarta Pusat' })).toHaveCount(0);

  const branchSection = page.getByRole('region', { name: 'Dealer Terdekat di Bandung' });
  const bandungBranches = visibleBranchesOf('3273');
  expect(bandungBranches.length).toBeGreaterThan(0);
  await expect(branchSection.getByRole('article')).toHaveCount(bandungBranches.length);
  for (const branch of bandungBranches) {
    await expect(branchSection.getByRole('link', { name: branch.name })).toHaveAttribute('href', ROUTES.branch(branch.slug));
  }
  await expect(branchSection.getByText('Kemudi Toyota Cikini')).toHaveCount(0);
});

test('a city without a branch lists the dealers of the fallback city, saying so', async ({ page, context, baseURL }) => {
  const cimahi = '3277'; // Kota Cimahi, a seeded city (jawa_barat) with no Kemudi branch
  expect(visibleBranchesOf(cimahi)).toHaveLength(0);
  await context.addCookies([
    { name: 'kemudi_city', value: encodeURIComponent(JSON.stringify({ p: 'jawa_barat', c: cimahi, n: 'Cimahi' })), url: baseURL! },
  ]);
  await page.goto('/');
  // §9 fallback city 0080: Jakarta Pusat.
  const branchSection = page.getByRole('region', { name: 'Dealer Kemudi di Jakarta Pusat' });
  await expect(branchSection.getByText('Belum ada dealer Kemudi di Cimahi. Berikut dealer kami di Jakarta Pusat.')).toBeVisible();
  const fallback = visibleBranchesOf('0080');
  await expect(branchSection.getByRole('article')).toHaveCount(fallback.length);
  for (const branch of fallback) {
    await expect(branchSection.getByRole('link', { name: branch.name })).toHaveAttribute('href', ROUTES.branch(branch.slug));
  }
  await expect(page.getByRole('region', { name: 'Promo di Cimahi' })).toBeVisible();
});

test('the home page describes itself to search engines: metadata and WebPage JSON-LD', async ({ page, baseURL }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const things = blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Array<Record<string, unknown>>;
  const webPage = things.find((t) => t['@type'] === 'WebPage');
  expect(webPage).toBeDefined();
  expect(webPage!['@context']).toBe('https://schema.org');
  expect(webPage!.name).toBe('Kemudi Toyota — Dealer Resmi Toyota');
  expect(webPage!.url).toBe(new URL('/', baseURL).toString());
  expect(String(webPage!.description).length).toBeGreaterThan(20);
  expect(String(webPage!.keywords)).toContain('dealer Toyota');

  await expect(page).toHaveTitle('Kemudi Toyota — Dealer Resmi Toyota');
  // Next writes the root URL without its trailing slash; it is the same URL.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).toString()).toBe(new URL('/', baseURL).toString());
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Dealer resmi Toyota/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Kemudi Toyota — Dealer Resmi Toyota');
  const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
  expect(new URL(ogUrl!).toString()).toBe(new URL('/', baseURL).toString());
});

test('the browser calls the §7 API through the site without holding a token', async ({ page }) => {
  await page.goto('/');
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/promo/v1/promo/hero');
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(200);
  expect(answer.body.data.length).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.value).join(' ')).not.toMatch(/eyJ/); // no JWT reachable from the page
});

test('an unknown page answers 404 in Indonesian', async ({ page }) => {
  const response = await page.goto('/halaman-yang-tidak-ada');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
});
