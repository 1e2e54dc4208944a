import { promoWindowOfDays } from '@kemudi/domain/promo-schedule';
import { dataVersion, promos as promoTable, reviews as reviewTable } from '@kemudi/db';
import { pathPatternRegExp, SITE_PAGE_LIST } from '@kemudi/domain/pages';
import { ROUTES } from '@kemudi/domain/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSales } from '../../../packages/db/src/seed/data/aftersales';
import { carModels, carVideos } from '../../../packages/db/src/seed/data/cars';
import { articles, promos, reviews, staticPages } from '../../../packages/db/src/seed/data/content';
import { usedCars } from '../../../packages/db/src/seed/data/used-cars';
import { latestDate } from '../src/modules/site/sitemap';
import { createTestContext, type TestContext } from './helpers';

// §7 sitemap: every public URL with its kind and lastModified (issue 4: sitemap.xml).

type Entry = { url: string; kind: string; lastModified?: string };

const URL = '/api/parameter/v1/sitemap';
const TODAY = '2026-11-22'; // TEST_NOW in WIB

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function sitemap(): Promise<Entry[]> {
  const res = await ctx.get(URL);
  expect(res.status).toBe(200);
  return res.body.data as Entry[];
}
const entryOf = (entries: Entry[], url: string) => entries.find((e) => e.url === url);
const running = (p: { validFrom: string; validUntil: string }) => p.validFrom <= TODAY && TODAY <= p.validUntil;
const max = (dates: string[]) => dates.filter((d) => d <= TODAY).sort().at(-1);

/** The day the test database's catalogue last changed (data_version), as the API reads it. */
async function catalogueDate(): Promise<string> {
  const [row] = await ctx.db.select({ changedAt: dataVersion.changedAt }).from(dataVersion).where(eq(dataVersion.id, 1));
  const wib = new Date(row!.changedAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return wib <= TODAY ? wib : TODAY;
}

describe('GET sitemap: which pages', () => {
  it('lists the static pages of §2 and every public catalogue page once, never the private ones', async () => {
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of ['/', '/c/mobil-baru-toyota', '/promosi', '/berita-dan-tips', '/dealer-toyota', '/pemberitahuan-privasi', '/services-toyota/booking-service']) {
      expect(entryOf(entries, url)?.kind).toBe('static');
    }
    for (const url of urls) expect(url).not.toMatch(/^\/(myaccount|cart|search|login|register|api)\b/);

    for (const model of carModels) expect(entryOf(entries, ROUTES.model(model.code))?.kind).toBe('model');
    const forSale = usedCars.filter((u) => u.status !== 'sold');
    expect(entries.filter((e) => e.kind === 'used-car')).toHaveLength(forSale.length);
    expect(urls).toContain(ROUTES.accessory('ACC-1009'));
    expect(urls).toContain('/promosi/program-akhir-tahun-kemudi-2026');
    expect(urls).not.toContain('/promosi/promo-ulang-tahun-kemudi-ke-25'); // over
    expect(entries.filter((e) => e.kind === 'article')).toHaveLength(articles.filter((a) => a.publishedDate <= TODAY).length);
    expect(urls).toContain('/dealer-toyota/kemudi-toyota-cikini');
    expect(urls).not.toContain('/dealer-toyota/kemudi-toyota-gunung-sahari'); // hidden
    expect(urls).toContain('/dealer-toyota/sales/budi-santoso-sunter');
    expect([...new Set(entries.map((e) => e.kind))].sort()).toEqual(
      ['accessory', 'article', 'branch', 'coupon', 'model', 'package', 'promo', 'salesman', 'static', 'used-car'].sort(),
    );
  });

  it('lists exactly the pages the page table puts in the sitemap (issue 28)', async () => {
    const urls = (await sitemap()).map((e) => e.url);
    const listed = SITE_PAGE_LIST.filter((page) => page.sitemap);
    const rowOf = (url: string) => SITE_PAGE_LIST.find((page) => pathPatternRegExp(page.path).test(url));
    for (const url of urls) expect(rowOf(url)?.sitemap, url).toBe(true);
    for (const page of listed) expect(urls.some((url) => rowOf(url) === page), page.path).toBe(true);
  });
});

describe('GET sitemap: lastModified', () => {
  it('gives every entry a date, never after today', async () => {
    for (const entry of await sitemap()) {
      expect(entry.lastModified, entry.url).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.lastModified! <= TODAY, entry.url).toBe(true);
    }
  });

  it('dates promos, articles and used cars by their own dates, static pages by their update', async () => {
    const entries = await sitemap();
    expect(entryOf(entries, '/promosi/program-akhir-tahun-kemudi-2026')?.lastModified).toBe('2026-10-28');
    const article = articles.find((a) => a.publishedDate <= TODAY)!;
    expect(entryOf(entries, ROUTES.article(article.slug))?.lastModified).toBe(article.publishedDate);
    const car = usedCars.find((u) => u.status !== 'sold')!;
    expect(entryOf(entries, ROUTES.usedCar(car.code))?.lastModified).toBe(car.listedDate);
    const about = staticPages.find((p) => p.pageId === 'tentang-kami')!;
    expect(entryOf(entries, '/tentang-kami')?.lastModified).toBe(about.updatedDate);
    // A listing page: its newest item.
    expect(entryOf(entries, ROUTES.promos)?.lastModified).toBe(max(promos.filter(running).map((p) => p.publishedDate)));
    expect(entryOf(entries, ROUTES.articles)?.lastModified).toBe(max(articles.map((a) => a.publishedDate)));
    expect(entryOf(entries, ROUTES.reviews)?.lastModified).toBe(max(reviews.map((r) => r.createdDate)));
  });

  it("dates a model page by its newest review, video, promo or article", async () => {
    const entries = await sitemap();
    for (const model of carModels) {
      const expected = max([
        ...reviews.filter((r) => r.type === 'NEWCAR' && r.objectCode === model.code).map((r) => r.createdDate),
        ...carVideos.filter((v) => v.modelCode === model.code).map((v) => v.uploadDate),
        ...promos.filter((p) => running(p) && (p.productCodes ?? []).includes(model.code)).map((p) => p.publishedDate),
        ...articles.filter((a) => (a.relatedModelCodes ?? []).includes(model.code)).map((a) => a.publishedDate),
      ]);
      expect(expected, model.code).toBeDefined();
      expect(entryOf(entries, ROUTES.model(model.code))?.lastModified, model.code).toBe(expected);
    }
  });

  it('dates an accessory by its flash sale, and one never on sale by the day the catalogue last changed', async () => {
    const entries = await sitemap();
    const onSale = flashSales.find((f) => f.itemKind === 'accessory')!;
    expect(entryOf(entries, ROUTES.accessory(onSale.itemCode))?.lastModified).toBe(onSale.startsAt.slice(0, 10));
    const other = entries.find((e) => e.kind === 'accessory' && !flashSales.some((f) => ROUTES.accessory(f.itemCode) === e.url))!;
    expect(other.lastModified).toBe(await catalogueDate());
  });

  it('moves a page’s date when something it shows is added: a review, a branch promo', async () => {
    await ctx.db.insert(reviewTable).values({
      type: 'NEWCAR',
      objectCode: 'raize',
      reviewerName: 'Uji Sitemap',
      reviewerCity: 'Bandung',
      rating: 5,
      title: 'Baru dikirim',
      message: 'Ulasan hari ini.',
      createdDate: TODAY,
    });
    const base = promos.find((p) => running(p))!;
    await ctx.db.insert(promoTable).values({
      ...base,
      slug: 'uji-sitemap-cikini',
      scope: 'branch',
      cityIsocodes: [],
      productCodes: [],
      salesmanSlugs: [],
      branchSlugs: ['kemudi-toyota-cikini'],
      isHero: false,
      publishedDate: '2026-11-21',
      ...promoWindowOfDays(base.validFrom, base.validUntil),
    });
    const entries = await sitemap();
    expect(entryOf(entries, ROUTES.model('raize'))?.lastModified).toBe(TODAY);
    expect(entryOf(entries, ROUTES.branch('kemudi-toyota-cikini'))?.lastModified).toBe('2026-11-21');
    expect(entryOf(entries, '/promosi/uji-sitemap-cikini')?.lastModified).toBe('2026-11-21');
  });
});

describe('latestDate', () => {
  it('takes the latest YYYY-MM-DD not after today, reading the date of a timestamp', () => {
    expect(latestDate('2026-11-22', ['2026-01-01', '2026-11-20T00:00:00+07:00', null, undefined, '2027-01-01', 'kemarin'])).toBe('2026-11-20');
    expect(latestDate('2026-11-22', [])).toBeUndefined();
    expect(latestDate('2026-11-22', ['2026-11-23'])).toBeUndefined();
  });
});
