import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ERA_PHONE, PAGE_SIZE, SUPPORT_CONTACTS } from '../../../packages/domain/src/constants';
import { formatDateId } from '../../../packages/domain/src/format';
import { ROUTES } from '../../../packages/domain/src/routes';
import { articles, faqs, reviews } from '../../../packages/db/src/seed/data/content';

/*
 * Issue 4, editorial and information pages: news and tips, an article, product reviews, the FAQ,
 * Hubungi Kami and the static pages — what a visitor reads and does, and the search-engine markup.
 */

const TODAY = '2026-11-22'; // FIXED_NOW of playwright.config.ts
const NEWS_PAGE_SIZE = 9;
const published = articles
  .filter((a) => a.publishedDate <= TODAY)
  .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug));

type LdThing = { '@type': string; [key: string]: unknown };

/** Every JSON-LD object on the page, parsed as a search engine would. */
async function jsonLd(page: Page): Promise<LdThing[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const value = JSON.parse(t) as LdThing | LdThing[];
    return Array.isArray(value) ? value : [value];
  });
}
const ofType = (things: LdThing[], type: string) => things.filter((t) => t['@type'] === type);

test('news and tips: the list pages through the articles and an article reads in Indonesian with NewsArticle markup @both', async ({ page }) => {
  await page.goto(ROUTES.articles);
  await expect(page.getByRole('heading', { level: 1, name: 'Berita & Tips' })).toBeVisible();
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(NEWS_PAGE_SIZE);
  await expect(cards.first().getByRole('heading', { name: published[0]!.title })).toBeVisible();
  // An August date reads with the §9 abbreviation 'Ags'.
  const august = published.find((a) => a.publishedDate.slice(5, 7) === '08' && published.indexOf(a) < NEWS_PAGE_SIZE)!;
  await expect(cards.filter({ hasText: august.title }).getByText(formatDateId(august.publishedDate))).toContainText('Ags');
  const list = ofType(await jsonLd(page), 'ItemList')[0]!;
  expect((list.itemListElement as unknown[]).length).toBe(NEWS_PAGE_SIZE);
  expect(ofType(await jsonLd(page), 'BreadcrumbList')).toHaveLength(1);

  // Page 2 holds the rest, and the first link points back.
  await main.getByRole('navigation', { name: 'Halaman artikel' }).getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveCount(published.length - NEWS_PAGE_SIZE);
  const target = published[NEWS_PAGE_SIZE + 1]!;
  await cards.filter({ hasText: target.title }).getByRole('link', { name: target.title }).click();

  await expect(page).toHaveURL(new RegExp(`${ROUTES.article(target.slug)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByText(formatDateId(target.publishedDate), { exact: true }).first()).toBeVisible();
  const hero = main.getByRole('img', { name: `Ilustrasi artikel: ${target.title}` });
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The body's subheadings are real headings.
  const firstSubheading = target.body.split('\n\n').find((p) => p.startsWith('## '))!.slice(3);
  await expect(main.getByRole('heading', { level: 2, name: firstSubheading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Artikel lainnya' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Berita & Tips' })).toBeVisible();

  const markup = await jsonLd(page);
  const news = ofType(markup, 'NewsArticle');
  expect(news).toHaveLength(1);
  expect(news[0]).toMatchObject({ headline: target.title, inLanguage: 'id-ID' });
  expect(String(news[0]!.datePublished)).toMatch(new RegExp(`^${target.publishedDate}`));
  expect((news[0]!.image as string[])[0]).toMatch(new RegExp(`^https?://[^/]+/api/media/v1/article/${target.slug}\\.svg$`));
  const crumbs = ofType(markup, 'BreadcrumbList')[0]!.itemListElement as { name: string }[];
  expect(crumbs.map((c) => c.name)).toEqual(['Beranda', 'Berita & Tips', target.category, target.title]);
});

test('news and tips: the Tips tab shows only tips', async ({ page }) => {
  await page.goto(ROUTES.articles);
  await page.getByRole('navigation', { name: 'Kategori artikel' }).getByRole('link', { name: 'Tips' }).click();
  await expect(page).toHaveURL(/kategori=tips/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berita & Tips: Tips');
  const tips = published.filter((a) => a.category === 'Tips');
  await expect(page.getByText(`${tips.length} artikel`)).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(Math.min(NEWS_PAGE_SIZE, tips.length));
  for (const card of await cards.all()) await expect(card.getByText('Tips', { exact: true })).toBeVisible();
});

test('an unknown article answers the Indonesian 404 page', async ({ page }) => {
  const response = await page.goto(ROUTES.article('artikel-yang-tidak-ada'));
  expect(response?.status()).toBe(404);
});

test('reviews: filter by model, then by rating, with the 1–5 summary and Review markup @both', async ({ page }) => {
  const newCar = reviews.filter((r) => r.type === 'NEWCAR');
  const avanza = newCar.filter((r) => r.objectCode === 'avanza');
  await page.goto(ROUTES.reviews);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Produk' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Rating semua model' });
  await expect(summary.getByText(`${newCar.length} ulasan`, { exact: true })).toBeVisible();
  const list = page.getByRole('region', { name: 'Ulasan pelanggan' });
  await expect(list.getByRole('article')).toHaveCount(10);

  await page.getByLabel('Model', { exact: true }).selectOption({ label: `Toyota Avanza (${avanza.length} ulasan)` });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/model=avanza/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Toyota Avanza');
  const avanzaSummary = page.getByRole('region', { name: 'Rating Toyota Avanza' });
  await expect(avanzaSummary.getByText(`${avanza.length} ulasan`, { exact: true })).toBeVisible();
  const mean = avanza.reduce((s, r) => s + r.rating, 0) / avanza.length;
  await expect(avanzaSummary.getByText((Math.round(mean * 10) / 10).toLocaleString('id-ID', { minimumFractionDigits: 1 }))).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(10);
  for (const review of await list.getByRole('article').all()) await expect(review.getByRole('link', { name: 'Toyota Avanza' })).toBeVisible();
  const markup = ofType(await jsonLd(page), 'Review');
  expect(markup).toHaveLength(10);
  expect(markup.every((r) => (r.itemReviewed as { sku: string }).sku === 'avanza')).toBe(true);
  expect(markup.every((r) => { const v = (r.reviewRating as { ratingValue: number }).ratingValue; return v >= 1 && v <= 5; })).toBe(true);

  // The star rows filter too: only the 5-star Avanza reviews, while the summary stays whole.
  const fives = avanza.filter((r) => r.rating === 5);
  await avanzaSummary.getByRole('link', { name: /^5 bintang\W+tampilkan \d+ ulasan$/ }).click();
  await expect(page).toHaveURL(/rating=5/);
  await expect(list.getByRole('article')).toHaveCount(fives.length);
  await expect(list.getByRole('img', { name: 'Rating 5 dari 5' })).toHaveCount(fives.length);
  await expect(page.getByRole('region', { name: 'Rating Toyota Avanza' }).getByText(`${avanza.length} ulasan`, { exact: true })).toBeVisible();
});

test('reviews: the Layanan tab lists after-sales service reviews', async ({ page }) => {
  const service = reviews.filter((r) => r.type === 'SERVICE');
  await page.goto(ROUTES.reviews);
  await page.getByRole('navigation', { name: 'Jenis review' }).getByRole('link', { name: 'Layanan Purna Jual' }).click();
  await expect(page).toHaveURL(/jenis=layanan/);
  await expect(page.getByRole('region', { name: 'Rating semua layanan' }).getByText(`${service.length} ulasan`, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Layanan', { exact: true })).toBeVisible();
});

test('FAQ: 10 questions a page, search within, expand an answer, FAQPage markup @both', async ({ page }) => {
  await page.goto('/seputar-pertanyaan');
  await expect(page.getByRole('heading', { level: 1, name: 'Seputar Pertanyaan' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Semua pertanyaan' });
  await expect(list.getByRole('group')).toHaveCount(PAGE_SIZE.FAQ);
  await expect(page.getByRole('navigation', { name: 'Halaman pertanyaan' })).toBeVisible();
  const faqMarkup = ofType(await jsonLd(page), 'FAQPage');
  expect((faqMarkup[0]!.mainEntity as unknown[]).length).toBe(PAGE_SIZE.FAQ);

  const expected = faqs.filter((f) => `${f.question} ${f.answer}`.toLowerCase().includes('garansi'));
  expect(expected.length).toBeGreaterThan(0);
  await page.getByLabel('Cari pertanyaan').fill('garansi');
  await page.getByRole('main').getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/q=garansi/);
  const results = page.getByRole('region', { name: 'Hasil pencarian "garansi"' });
  await expect(results.getByText(`${expected.length} pertanyaan`)).toBeVisible();
  await expect(results.getByRole('group')).toHaveCount(Math.min(expected.length, PAGE_SIZE.FAQ));

  const first = expected[0]!;
  const answer = results.getByText(first.answer);
  await expect(answer).toBeHidden();
  await results.getByText(first.question).click();
  await expect(answer).toBeVisible();
});

test('FAQ: a category tab narrows the questions and a search without match offers help', async ({ page }) => {
  await page.goto('/seputar-pertanyaan');
  await page.getByRole('navigation', { name: 'Kategori pertanyaan' }).getByRole('link', { name: 'Pembayaran' }).click();
  await expect(page).toHaveURL(/kategori=pembayaran/);
  const payment = faqs.filter((f) => f.type === 'pembayaran');
  await expect(page.getByRole('region', { name: 'Pembayaran' }).getByRole('group')).toHaveCount(Math.min(payment.length, PAGE_SIZE.FAQ));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Pembayaran')).toBeVisible();

  await page.getByLabel(/Cari pertanyaan/).fill('kapal selam terbang');
  await page.getByRole('main').getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByText('Tidak ada pertanyaan yang cocok dengan "kapal selam terbang".')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hubungi layanan pelanggan kami' })).toHaveAttribute('href', '/hubungi-kami');
});

test('Hubungi Kami: the ERA number is a tap-to-call link, with the other channels and the dealers @both', async ({ page }) => {
  await page.goto('/hubungi-kami');
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
  const era = page.getByRole('link', { name: `Telepon Emergency Road Assistance ${ERA_PHONE}` });
  await expect(era).toBeVisible();
  await expect(era).toHaveText(ERA_PHONE);
  await expect(era).toHaveAttribute('href', 'tel:1500898');
  await expect(page.getByRole('link', { name: `Telepon Call Center ${SUPPORT_CONTACTS.callCentre.display}` })).toHaveAttribute('href', SUPPORT_CONTACTS.callCentre.href);
  await expect(page.getByRole('link', { name: `Kirim WhatsApp ke ${SUPPORT_CONTACTS.whatsApp.display}` })).toHaveAttribute('href', SUPPORT_CONTACTS.whatsApp.href);
  await expect(page.getByRole('link', { name: `Kirim email ke ${SUPPORT_CONTACTS.email.display}` })).toHaveAttribute('href', SUPPORT_CONTACTS.email.href);
  await expect(page.getByRole('link', { name: `Telepon bebas pulsa ${SUPPORT_CONTACTS.tollFree.display}` })).toHaveAttribute('href', SUPPORT_CONTACTS.tollFree.href);
  await expect(page.getByRole('main').getByRole('link', { name: 'Lihat semua dealer' })).toHaveAttribute('href', ROUTES.dealers);
  expect(ofType(await jsonLd(page), 'WebPage')).toHaveLength(1);
});

test('the static pages render their sections with a breadcrumb and WebPage markup', async ({ page }) => {
  for (const [path, title] of [
    ['/tentang-kami', 'Tentang Kami'],
    ['/prestasi', 'Prestasi'],
    ['/syarat-ketentuan-umum', 'Syarat & Ketentuan Umum'],
    ['/pemberitahuan-privasi', 'Pemberitahuan Privasi'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(title)).toBeVisible();
    const markup = await jsonLd(page);
    expect(ofType(markup, 'WebPage')[0]).toMatchObject({ name: title });
    expect(ofType(markup, 'BreadcrumbList')).toHaveLength(1);
  }
  // Prestasi is also an Article; the general terms fold each service's own terms.
  await page.goto('/prestasi');
  expect(ofType(await jsonLd(page), 'Article')).toHaveLength(1);
  await page.goto('/syarat-ketentuan-umum');
  const section = page.getByRole('region', { name: 'Ketentuan Khusus Layanan' });
  const item = 'Peserta test drive wajib memiliki SIM A yang masih berlaku dan menunjukkan KTP asli.';
  await expect(section.getByText(item)).toBeHidden();
  await section.getByText('Syarat & Ketentuan Test Drive').click();
  await expect(section.getByText(item)).toBeVisible();
});

test('the article, review and FAQ pages have no serious accessibility violation @both', async ({ page }) => {
  for (const path of [ROUTES.article(published[0]!.slug), ROUTES.reviews, '/seputar-pertanyaan', '/hubungi-kami']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
