import { articles, carModels, reviews, serviceContents, type Db } from '@kemudi/db';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/query';
import { todayWib } from '../../lib/time';
import { summarize } from './service';

type ArticleRow = typeof articles.$inferSelect;

/** The article card every list answers (home page, news list, salesman news). */
export function toArticleCard(a: ArticleRow) {
  return {
    slug: a.slug,
    title: a.title,
    category: a.category,
    summary: a.summary,
    author: a.author,
    publishedDate: a.publishedDate,
    readingMinutes: a.readingMinutes,
    imageUrl: MEDIA.article(a.slug),
    url: ROUTES.article(a.slug),
  };
}

/** Articles are visible from their publishing day (WIB) on. */
const published = (now: Date): SQL => lte(articles.publishedDate, todayWib(now));

/** News and tips (§3 Article), newest first; `category` Berita or Tips narrows it. */
export async function listNews(db: Db, now: Date, category: string | undefined, page: number, size: number) {
  const where = and(published(now), category ? eq(articles.category, category) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedDate), asc(articles.slug))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return toPage(rows.map(toArticleCard), page, size, total?.n ?? 0);
}

/** One article with its body (§3 Article: titlePage, heroImageLink, publishedDate). */
export async function getNewsArticle(db: Db, now: Date, slug: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), published(now)))
    .limit(1);
  if (!row) throw notFound(`Artikel '${slug}' tidak ditemukan`);
  return { ...toArticleCard(row), body: row.body, tags: row.tags, relatedModelCodes: row.relatedModelCodes };
}

// ---------------------------------------------------------------------------------------------
// Review feed for /review-produk (§3 Customer review; §9 rating scale 1 to 5)
// ---------------------------------------------------------------------------------------------

type ReviewFeedFilter = { type: 'NEWCAR' | 'SERVICE'; code?: string | undefined; rating?: number | undefined; page: number; size: number };

/** The reviewable objects of a type with their names and pages: models, or after-sales services. */
async function reviewObjects(db: Db, type: ReviewFeedFilter['type']): Promise<Map<string, { name: string; url: string }>> {
  if (type === 'NEWCAR') {
    const rows = await db.select({ code: carModels.code, name: carModels.name }).from(carModels);
    return new Map(rows.map((r) => [r.code, { name: `Toyota ${r.name}`, url: ROUTES.model(r.code) }]));
  }
  const rows = await db.select({ code: serviceContents.serviceType, name: serviceContents.title }).from(serviceContents);
  return new Map(rows.map((r) => [r.code, { name: r.name, url: SERVICE_ROUTES[r.code] ?? ROUTES.services }]));
}

/**
 * Reviews of every model (or service) newest first, narrowed by object and rating; the summary
 * (average, distribution 1–5) ignores the rating filter so the bars stay whole while one is picked.
 */
export async function listReviewFeed(db: Db, filter: ReviewFeedFilter) {
  const objects = await reviewObjects(db, filter.type);
  if (filter.code !== undefined && !objects.has(filter.code)) {
    throw notFound(`${filter.type === 'NEWCAR' ? 'Model' : 'Layanan'} dengan kode '${filter.code}' tidak ditemukan`);
  }
  const scope = and(eq(reviews.type, filter.type), filter.code !== undefined ? eq(reviews.objectCode, filter.code) : undefined);
  const where = and(scope, filter.rating !== undefined ? eq(reviews.rating, filter.rating) : undefined);
  const [rows, [total], ratingCounts, perObject] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdDate), desc(reviews.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(scope)
      .groupBy(reviews.rating),
    db
      .select({ code: reviews.objectCode, count: sql<number>`count(*)::int`, sum: sql<number>`sum(${reviews.rating})::int` })
      .from(reviews)
      .where(eq(reviews.type, filter.type))
      .groupBy(reviews.objectCode),
  ]);
  const describe = (code: string) => objects.get(code) ?? { name: code, url: ROUTES.reviews };
  return {
    ...toPage(
      rows.map((r) => ({ ...r, objectName: describe(r.objectCode).name, objectUrl: describe(r.objectCode).url })),
      filter.page,
      filter.size,
      total?.n ?? 0,
    ),
    summary: summarize(ratingCounts),
    objects: perObject
      .filter((o) => objects.has(o.code) && o.count > 0)
      .map((o) => ({ code: o.code, ...describe(o.code), count: o.count, average: Math.round((o.sum / o.count) * 10) / 10 }))
      .sort((a, b) => a.name.localeCompare(b.name, 'id')),
  };
}
