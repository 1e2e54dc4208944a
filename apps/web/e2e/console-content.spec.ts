import { expect, test, type Page } from '@playwright/test';
import { CONSOLE, consoleMenu, signIn } from './support/console';

/*
 * Issue 25: the content editor writes the news. Nina (the demo content editor) writes an article in
 * the staff console — Markdown with a live preview, SEO title and description with their counters —
 * saves it as a draft (not on the site), publishes it, and a visitor finds it first on
 * /berita-dan-tips, reads it with its NewsArticle markup, its SEO title and description, and finds
 * it in /sitemap.xml. Nina then stops it (specs share one database: editorial.spec.ts counts the
 * published articles), and it leaves the site and the sitemap.
 */

const NINA = { email: 'nina@staf.contoh.com', secret: 'KEMUDICONTENTEDITORNINADEMOAAAAA' };
const ARTICLE = {
  title: 'Lima Kebiasaan Agar Rem Mobil Awet',
  slug: 'lima-kebiasaan-agar-rem-mobil-awet',
  summary: 'Kebiasaan sederhana yang membuat kampas dan cakram rem lebih awet.',
  seoTitle: 'Tips Rem Mobil Awet dari Bengkel Resmi Kemudi',
  seoDescription: 'Lima kebiasaan berkendara yang membuat rem mobil Toyota Anda lebih awet dan aman, dari teknisi bengkel resmi Kemudi Toyota.',
  body: [
    'Rem yang terawat membuat perjalanan lebih aman.',
    '## Hindari pengereman mendadak',
    'Jaga jarak aman agar Anda bisa **mengerem perlahan**.',
    '<script>window.__diserang = true</script>',
    '- Periksa minyak rem tiap servis berkala\n- Ganti kampas sebelum tipis',
  ].join('\n\n'),
};
const URL_PATH = `/berita-dan-tips/${ARTICLE.slug}`;

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
});

type LdThing = { '@type': string; [key: string]: unknown };
async function jsonLd(page: Page): Promise<LdThing[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const value = JSON.parse(t) as LdThing | LdThing[];
    return Array.isArray(value) ? value : [value];
  });
}

/** Guest pages follow the data version within about a second: open the page again until it shows what is expected. */
async function expectOnPage(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

const newsTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

test('an editor writes and publishes an article: visitors read it with its markup and find it in the sitemap, until it is stopped', async ({ page, browser }) => {
  await signIn(page, NINA);
  await expect(page.getByLabel('Staf yang masuk')).toContainText('Nina Kartika');
  await consoleMenu(page).getByRole('link', { name: 'Konten' }).click();
  await expect(page.getByRole('heading', { name: 'Konten', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar artikel' })).toBeVisible();
  await page.getByRole('link', { name: 'Tulis artikel' }).click();

  await page.getByLabel('Judul', { exact: true }).fill(ARTICLE.title);
  await page.getByLabel('Slug').fill(ARTICLE.slug);
  await page.getByLabel('Kategori').selectOption('Tips');
  await page.getByLabel('Ringkasan').fill(ARTICLE.summary);
  await page.getByLabel('Isi artikel', { exact: true }).fill(ARTICLE.body);
  // The preview renders the Markdown as the site will: a subheading, bold text, a list, the script as text.
  const preview = page.getByRole('region', { name: 'Pratinjau isi artikel' });
  await expect(preview.getByRole('heading', { name: 'Hindari pengereman mendadak' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('mengerem perlahan');
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByText('<script>window.__diserang = true</script>')).toBeVisible();
  await page.getByLabel('Judul SEO').fill(ARTICLE.seoTitle);
  await expect(page.getByText(`${ARTICLE.seoTitle.length}/70 karakter`)).toBeVisible();
  await page.getByLabel('Deskripsi SEO').fill(ARTICLE.seoDescription);
  await expect(page.getByText(`${ARTICLE.seoDescription.length}/160 karakter`)).toBeVisible();

  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByRole('heading', { name: ARTICLE.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Draf', { exact: true }).first()).toBeVisible();

  // A draft is not on the site.
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.request.get(URL_PATH)).status()).toBe(404);

  await page.getByRole('button', { name: 'Tayangkan' }).click();
  await expect(page.getByText('Artikel ditayangkan (tayang sekarang).')).toBeVisible();
  await expect(page.getByText('Tayang', { exact: true }).first()).toBeVisible();

  // First on the news list (newest first), then its page: the body's Markdown, the SEO fields, the markup.
  await expectOnPage(visitor, '/berita-dan-tips', async () => {
    await expect(newsTitles(visitor).first()).toHaveText(ARTICLE.title, { timeout: 1000 });
  });
  await newsTitles(visitor).first().getByRole('link', { name: ARTICLE.title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${URL_PATH}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Hindari pengereman mendadak' })).toBeVisible();
  await expect(visitor.getByText('<script>window.__diserang = true</script>')).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __diserang?: boolean }).__diserang)).toBeUndefined();
  await expect(visitor).toHaveTitle(new RegExp(`^${ARTICLE.seoTitle}`));
  // The description a search engine reads: the served HTML's, exactly one.
  const served = await (await visitor.request.get(URL_PATH)).text();
  expect([...served.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1])).toEqual([ARTICLE.seoDescription]);
  const news = (await jsonLd(visitor)).find((t) => t['@type'] === 'NewsArticle')!;
  expect(news).toMatchObject({ headline: ARTICLE.title, description: ARTICLE.seoDescription, datePublished: '2026-11-22T00:00:00.000Z' }); // FIXED_NOW's day
  expect(typeof news.dateModified).toBe('string');

  const sitemap = async () => (await visitor.request.get('/sitemap.xml')).text();
  expect(await sitemap()).toContain(`${URL_PATH}</loc>`);

  // The history names what Nina did.
  const history = page.getByRole('region', { name: 'Riwayat' });
  await expect(history).toContainText('Menayangkan artikel');
  await expect(history).toContainText('Menulis artikel');

  // Stopped: off the site and the sitemap (the rest of the suite sees the seeded articles only).
  await page.getByRole('button', { name: 'Hentikan tayangan' }).click();
  await expect(page.getByText('Artikel tidak ditayangkan lagi.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tayangkan' })).toBeVisible();
  await expect.poll(async () => (await visitor.request.get(URL_PATH)).status(), { timeout: 15_000 }).toBe(404);
  await expect.poll(sitemap, { timeout: 15_000 }).not.toContain(`${URL_PATH}</loc>`);
  await expectOnPage(visitor, '/berita-dan-tips', async () => {
    await expect(newsTitles(visitor).first()).not.toHaveText(ARTICLE.title, { timeout: 1000 });
  });
});
