import {
  accessories,
  articles,
  branches,
  carModels,
  carVideos,
  dataVersion,
  flashSales,
  promos,
  reviews,
  salesmen,
  serviceCoupons,
  servicePackages,
  staticPages,
  termConditions,
  usedCars,
  type Db,
} from '@kemudi/db';
import type { SitemapEntry } from '@kemudi/domain/contracts/site';
import { STATIC_SITEMAP_PATHS } from '@kemudi/domain/pages';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { and, asc, eq, gte, lte, max, ne } from 'drizzle-orm';
import { todayWib } from '../../lib/time';
import { articlePublished } from '../editorial';
import { promoRunningOn } from '../promos';

/** The latest of some YYYY-MM-DD dates that are not after `today`; undefined when none is. */
export function latestDate(today: string, dates: readonly (string | null | undefined)[]): string | undefined {
  let latest: string | undefined;
  for (const raw of dates) {
    const date = raw?.slice(0, 10);
    if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today && (latest === undefined || date > latest)) latest = date;
  }
  return latest;
}

/** Dates per key (a model code, a branch slug …), gathered from several sources. */
class DatesByKey {
  private readonly map = new Map<string, string[]>();
  add(key: string | null | undefined, date: string | null | undefined) {
    if (!key || !date) return;
    const list = this.map.get(key);
    if (list) list.push(date);
    else this.map.set(key, [date]);
  }
  get(key: string): string[] {
    return this.map.get(key) ?? [];
  }
}

/** Term-and-condition types (content/v1/termcondition) and the page that shows them. */
const TERM_PAGES: Record<string, string> = {
  'test-drive': ROUTES.testDrive,
  'booking-service': ROUTES.bookingService,
  'trade-in': ROUTES.tradeIn,
  'kupon-service': ROUTES.coupons,
  'home-service': ROUTES.homeService,
};

/**
 * §7 sitemap: every public page of the catalogue, one query per source.
 *
 * lastModified is the latest dated thing the page shows, never after today: a model's newest
 * review, video, promo or article; a used car's listing; a coupon's start; a promo's or article's
 * publication; a branch's or salesman's newest gallery photo or promo; an accessory's or package's
 * latest flash sale; a static page's own update date; a listing page the newest of its items.
 * A page without any such date (an accessory never on sale) gets the day the catalogue data last
 * changed (data_version, kept by triggers on every catalogue table), as that is when it can last
 * have changed.
 */
export async function listSitemap(db: Db, now: Date): Promise<SitemapEntry[]> {
  const today = todayWib(now);
  const [
    models,
    used,
    accessoryRows,
    coupons,
    packages,
    promoRows,
    articleRows,
    branchRows,
    salesmanRows,
    reviewRows,
    videoRows,
    flashRows,
    pageRows,
    termRows,
    versionRows,
  ] = await Promise.all([
    db.select({ code: carModels.code }).from(carModels).orderBy(asc(carModels.sortOrder), asc(carModels.code)),
    db
      .select({ code: usedCars.code, listedDate: usedCars.listedDate })
      .from(usedCars)
      .where(ne(usedCars.status, 'sold'))
      .orderBy(asc(usedCars.code)),
    db.select({ code: accessories.code }).from(accessories).orderBy(asc(accessories.code)),
    db
      .select({ code: serviceCoupons.code, validFrom: serviceCoupons.validFrom })
      .from(serviceCoupons)
      .where(and(lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today)))
      .orderBy(asc(serviceCoupons.code)),
    db.select({ code: servicePackages.code }).from(servicePackages).orderBy(asc(servicePackages.code)),
    db
      .select({
        slug: promos.slug,
        publishedDate: promos.publishedDate,
        productCodes: promos.productCodes,
        branchSlugs: promos.branchSlugs,
        salesmanSlugs: promos.salesmanSlugs,
      })
      .from(promos)
      .where(promoRunningOn(now))
      .orderBy(asc(promos.sortOrder), asc(promos.slug)),
    db
      .select({ slug: articles.slug, publishedDate: articles.publishedDate, updatedAt: articles.updatedAt, relatedModelCodes: articles.relatedModelCodes })
      .from(articles)
      .where(articlePublished(now))
      .orderBy(asc(articles.slug)),
    db.select({ id: branches.id, slug: branches.slug }).from(branches).where(eq(branches.hidden, false)).orderBy(asc(branches.slug)),
    db.select({ slug: salesmen.slug, branchId: salesmen.branchId, gallery: salesmen.gallery }).from(salesmen).orderBy(asc(salesmen.slug)),
    db
      .select({ type: reviews.type, objectCode: reviews.objectCode, createdDate: max(reviews.createdDate) })
      .from(reviews)
      .where(lte(reviews.createdDate, today))
      .groupBy(reviews.type, reviews.objectCode),
    db.select({ modelCode: carVideos.modelCode, uploadDate: max(carVideos.uploadDate) }).from(carVideos).groupBy(carVideos.modelCode),
    db
      .select({ itemKind: flashSales.itemKind, itemCode: flashSales.itemCode, startsAt: max(flashSales.startsAt) })
      .from(flashSales)
      .groupBy(flashSales.itemKind, flashSales.itemCode),
    db.select({ pageId: staticPages.pageId, updatedDate: staticPages.updatedDate }).from(staticPages),
    db.select({ type: termConditions.type, updatedDate: termConditions.updatedDate }).from(termConditions),
    db.select({ changedAt: dataVersion.changedAt }).from(dataVersion).where(eq(dataVersion.id, 1)),
  ]);

  const changedAt = versionRows[0]?.changedAt;
  // The day the data last changed, in WIB like `today`, and never after it (FIXED_NOW in tests and demos).
  const catalogueDate = latestDate(today, [changedAt ? todayWib(changedAt) : undefined]) ?? today;
  const dated = (dates: readonly (string | null | undefined)[]) => latestDate(today, dates) ?? catalogueDate;

  const modelDates = new DatesByKey();
  const branchDates = new DatesByKey();
  const salesmanDates = new DatesByKey();
  const serviceDates = new DatesByKey();
  const itemDates = new DatesByKey();
  for (const r of reviewRows) {
    if (r.type === 'NEWCAR') modelDates.add(r.objectCode, r.createdDate);
    else if (r.type === 'SERVICE') serviceDates.add(SERVICE_ROUTES[r.objectCode], r.createdDate);
  }
  for (const v of videoRows) modelDates.add(v.modelCode, v.uploadDate);
  for (const p of promoRows) {
    for (const code of p.productCodes) modelDates.add(code, p.publishedDate);
    for (const slug of p.branchSlugs) branchDates.add(slug, p.publishedDate);
    for (const slug of p.salesmanSlugs) salesmanDates.add(slug, p.publishedDate);
  }
  for (const a of articleRows) for (const code of a.relatedModelCodes) modelDates.add(code, a.publishedDate);
  for (const f of flashRows) itemDates.add(`${f.itemKind}:${f.itemCode}`, f.startsAt);
  const branchSlugById = new Map(branchRows.map((b) => [b.id, b.slug]));
  for (const s of salesmanRows) {
    for (const item of s.gallery) {
      salesmanDates.add(s.slug, item.date);
      branchDates.add(branchSlugById.get(s.branchId), item.date);
    }
  }

  const modelEntries = models.map((m): SitemapEntry => ({ url: ROUTES.model(m.code), lastModified: dated(modelDates.get(m.code)), kind: 'model' }));
  const usedEntries = used.map((u): SitemapEntry => ({ url: ROUTES.usedCar(u.code), lastModified: dated([u.listedDate]), kind: 'used-car' }));
  const accessoryEntries = accessoryRows.map(
    (a): SitemapEntry => ({ url: ROUTES.accessory(a.code), lastModified: dated(itemDates.get(`accessory:${a.code}`)), kind: 'accessory' }),
  );
  const couponEntries = coupons.map((c): SitemapEntry => ({ url: ROUTES.coupon(c.code), lastModified: dated([c.validFrom]), kind: 'coupon' }));
  const packageEntries = packages.map(
    (p): SitemapEntry => ({ url: ROUTES.servicePackage(p.code), lastModified: dated(itemDates.get(`package:${p.code}`)), kind: 'package' }),
  );
  const promoEntries = promoRows.map((p): SitemapEntry => ({ url: ROUTES.promo(p.slug), lastModified: dated([p.publishedDate]), kind: 'promo' }));
  const articleEntries = articleRows.map(
    (a): SitemapEntry => ({ url: ROUTES.article(a.slug), lastModified: dated([a.publishedDate, todayWib(a.updatedAt)]), kind: 'article' }),
  );
  const branchEntries = branchRows.map((b): SitemapEntry => ({ url: ROUTES.branch(b.slug), lastModified: dated(branchDates.get(b.slug)), kind: 'branch' }));
  const salesmanEntries = salesmanRows.map(
    (s): SitemapEntry => ({ url: ROUTES.salesman(s.slug), lastModified: dated(salesmanDates.get(s.slug)), kind: 'salesman' }),
  );

  // Static pages: their own update date, their terms' or reviews' dates, or the newest item they list.
  const newest = (entries: readonly SitemapEntry[]) => entries.map((e) => e.lastModified);
  const staticDates = new DatesByKey();
  for (const p of pageRows) staticDates.add(`/${p.pageId}`, p.updatedDate);
  for (const t of termRows) staticDates.add(TERM_PAGES[t.type], t.updatedDate);
  const listings: Record<string, readonly SitemapEntry[]> = {
    [ROUTES.newCars]: modelEntries,
    [ROUTES.testDrive]: modelEntries,
    [ROUTES.usedCars]: usedEntries,
    [ROUTES.accessories]: accessoryEntries,
    [ROUTES.coupons]: couponEntries,
    [ROUTES.packages]: packageEntries,
    [ROUTES.promos]: promoEntries,
    [ROUTES.articles]: articleEntries,
    [ROUTES.dealers]: branchEntries,
  };
  const everything = [modelEntries, usedEntries, accessoryEntries, couponEntries, packageEntries, promoEntries, articleEntries, branchEntries];
  const reviewDates = reviewRows.map((r) => r.createdDate);
  // §2's static pages (the page table's `sitemap` column): the header menu, the Purna Jual submenu and the footer list.
  const staticEntries = STATIC_SITEMAP_PATHS.map((url): SitemapEntry => {
    const own: (string | null | undefined)[] = [...staticDates.get(url), ...serviceDates.get(url), ...newest(listings[url] ?? [])];
    if (url === ROUTES.reviews) own.push(...reviewDates);
    if (url === ROUTES.home) own.push(...everything.flatMap(newest));
    return { url, lastModified: dated(own), kind: 'static' };
  });

  return [
    ...staticEntries,
    ...modelEntries,
    ...usedEntries,
    ...accessoryEntries,
    ...couponEntries,
    ...packageEntries,
    ...promoEntries,
    ...articleEntries,
    ...branchEntries,
    ...salesmanEntries,
  ];
}
