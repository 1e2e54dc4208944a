import { articles, type Db } from '@kemudi/db';
import type { ArticleCard } from '@kemudi/domain/contracts/editorial';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { todayWib } from '../../lib/time';

type ArticleRow = typeof articles.$inferSelect;

/** The article card every list answers (home page, news list, salesman news). */
function toArticleCard(a: ArticleRow): ArticleCard {
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
const newestFirst = [desc(articles.publishedDate), asc(articles.slug)];

/** News and tips (§3 Article), newest first; `category` Berita or Tips narrows it. */
export async function listNews(db: Db, now: Date, category: string | undefined, page: number, size: number) {
  const where = and(published(now), category ? eq(articles.category, category) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return toPage(rows.map(toArticleCard), page, size, total?.n ?? 0);
}

/** The `limit` newest articles published by today, as cards (a salesman page's news). */
export async function latestArticles(db: Db, now: Date, limit: number): Promise<ArticleCard[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(published(now))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toArticleCard);
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
