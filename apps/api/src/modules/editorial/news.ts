import { articles, type Db } from '@kemudi/db';
import type { ArticleCard } from '@kemudi/domain/contracts/editorial';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';

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

/**
 * Articles are visible once published, from their publish instant on (issue 25: to the minute; the
 * seeded ones from 00:00 WIB of their day). Exported for the sitemap.
 */
export const articlePublished = (now: Date): SQL => and(eq(articles.state, 'published'), lte(articles.publishedAt, now)) as SQL;
const published = articlePublished;
const newestFirst = [desc(articles.publishedAt), asc(articles.slug)];

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
  return {
    ...toArticleCard(row),
    body: row.body,
    tags: row.tags,
    relatedModelCodes: row.relatedModelCodes,
    seoTitle: row.seoTitle || row.title,
    seoDescription: row.seoDescription || row.summary,
    publishedAt: row.publishedAt.toISOString(),
    // A seeded article (never edited) was last changed when it was published.
    updatedAt: (row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt).toISOString(),
  };
}
