/**
 * Articles (news and tips) in the staff console (issue 25): the list with its status tabs, one
 * article with its audit timeline, creating and editing (Markdown body, slug, SEO title and
 * description, publish instant to the minute in WIB), publishing and unpublishing.
 *
 * Every write changes the articles table, whose trigger bumps the data version (migration 0005), so
 * guest pages show it within about a second; a published article whose instant is still to come
 * appears by itself when it passes (view schedule_boundaries, migration 0023). Each write and its
 * audit row share one transaction.
 */
import { articles, type Db } from '@kemudi/db';
import {
  ARTICLE_STATUSES,
  CONTENT_MESSAGES as M,
  type ArticleStatus,
  type StaffArticle,
  type StaffArticleBody,
  type StaffArticleCreateBody,
  type StaffArticleListData,
  type StaffArticleListQuery,
} from '@kemudi/domain/contracts/staff-content';
import { readingMinutesOf } from '@kemudi/domain/markdown';
import { instantOfWib, wibLocalOf } from '@kemudi/domain/promo-schedule';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { recordTimeline, withAudit, type AuditActor } from '../staff';

type ArticleRow = typeof articles.$inferSelect;
type ArticleState = ArticleRow['state'];
const articleNotFound = () => notFound(M.ArticleNotFound);

/** The status at `now`: the state, and for a published article whether its instant has come. */
export function articleStatusAt(state: string, publishedAt: Date, now: Date): ArticleStatus {
  if (state !== 'published') return state === 'draft' ? 'draft' : 'unpublished';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'live';
}

function statusSql(now: Date): SQL<ArticleStatus> {
  return sql<ArticleStatus>`case when ${articles.state} <> 'published' then ${articles.state}
    when ${articles.publishedAt} > ${now} then 'scheduled' else 'live' end`;
}

function statusCondition(status: ArticleStatus, now: Date): SQL {
  switch (status) {
    case 'draft':
    case 'unpublished':
      return eq(articles.state, status);
    case 'scheduled':
      return and(eq(articles.state, 'published'), gt(articles.publishedAt, now)) as SQL;
    case 'live':
      return and(eq(articles.state, 'published'), lte(articles.publishedAt, now)) as SQL;
  }
}

export async function listStaffArticles(db: Db, now: Date, query: z.output<typeof StaffArticleListQuery>): Promise<StaffArticleListData> {
  const filters = and(
    query.q ? or(ilike(articles.title, `%${query.q}%`), ilike(articles.slug, `%${query.q}%`)) : undefined,
    query.category ? eq(articles.category, query.category) : undefined,
  );
  const where = and(filters, query.status ? statusCondition(query.status, now) : undefined);
  const column = { publishedAt: articles.publishedAt, updatedAt: articles.updatedAt, title: articles.title }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, total, countRows] = await Promise.all([
    db.select().from(articles).where(where).orderBy(order(column), asc(articles.slug)).limit(query.size).offset(query.page * query.size),
    db.$count(articles, where),
    db.select({ status: statusSql(now), n: sql<number>`count(*)::int` }).from(articles).where(filters).groupBy(sql`1`),
  ]);
  const counts = Object.fromEntries(ARTICLE_STATUSES.map((s) => [s, 0])) as Record<ArticleStatus, number>;
  for (const c of countRows) counts[c.status] = Number(c.n);
  const content = rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    category: row.category,
    author: row.author,
    status: articleStatusAt(row.state, row.publishedAt, now),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { ...toPage(content, query.page, query.size, total), counts };
}

async function loadArticle(db: Db, slug: string): Promise<ArticleRow> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  if (!row) throw articleNotFound();
  return row;
}

async function present(app: FastifyInstance, row: ArticleRow): Promise<StaffArticle> {
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    summary: row.summary,
    body: row.body,
    author: row.author,
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    state: row.state as 'draft' | 'published' | 'unpublished',
    status: articleStatusAt(row.state, row.publishedAt, app.now()),
    publishedAt: row.publishedAt.toISOString(),
    publishedAtWib: wibLocalOf(row.publishedAt),
    readingMinutes: row.readingMinutes,
    url: ROUTES.article(row.slug),
    updatedAt: row.updatedAt.toISOString(),
    timeline: await recordTimeline(app, 'article', row.slug),
  };
}

export async function staffArticleDetail(app: FastifyInstance, slug: string): Promise<StaffArticle> {
  return present(app, await loadArticle(app.db, slug));
}

function columnsOf(body: z.output<typeof StaffArticleBody>, publishedAt: Date) {
  return {
    title: body.title,
    category: body.category,
    summary: body.summary,
    body: body.body,
    author: body.author,
    tags: [...new Set(body.tags)],
    seoTitle: body.seoTitle,
    seoDescription: body.seoDescription,
    publishedAt,
    publishedDate: wibLocalOf(publishedAt).slice(0, 10),
    readingMinutes: readingMinutesOf(body.body),
  };
}

/** What the audit row keeps of an article (not its body). */
const auditView = (row: ArticleRow) => ({
  title: row.title,
  category: row.category,
  state: row.state,
  publishedAt: row.publishedAt.toISOString(),
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  bodyLength: row.body.length,
});

export async function createArticle(app: FastifyInstance, actor: AuditActor, body: z.output<typeof StaffArticleCreateBody>): Promise<StaffArticle> {
  const publishedAt = body.publishedAt ? instantOfWib(body.publishedAt) : app.now();
  const created = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({
        slug: body.slug,
        ...columnsOf(body, publishedAt),
        state: 'draft',
        relatedModelCodes: [],
        heroColor: '#d7000f',
        createdAt: actor.at,
        updatedAt: actor.at,
        updatedBy: actor.staffId,
      })
      .onConflictDoNothing({ target: articles.slug })
      .returning();
    if (!row) throw new AppError(409, 'SlugTaken', M.SlugTaken);
    await withAudit(tx, actor, { action: 'article.create', entity: 'article', entityId: row.slug, after: auditView(row) });
    return row;
  });
  return present(app, created);
}

export async function updateArticle(app: FastifyInstance, actor: AuditActor, slug: string, body: z.output<typeof StaffArticleBody>): Promise<StaffArticle> {
  const before = await loadArticle(app.db, slug);
  const publishedAt = body.publishedAt ? instantOfWib(body.publishedAt) : before.publishedAt;
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ ...columnsOf(body, publishedAt), updatedAt: actor.at, updatedBy: actor.staffId })
      .where(eq(articles.slug, slug))
      .returning();
    if (!row) throw articleNotFound();
    await withAudit(tx, actor, { action: 'article.update', entity: 'article', entityId: slug, before: auditView(before), after: auditView(row) });
    return row;
  });
  return present(app, updated);
}

/** Publish (on the site from its instant, by itself) or unpublish (off the site at once). */
export async function setArticlePublished(app: FastifyInstance, actor: AuditActor, slug: string, published: boolean): Promise<StaffArticle> {
  const before = await loadArticle(app.db, slug);
  const state: ArticleState = published ? 'published' : 'unpublished';
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ state, updatedAt: actor.at, updatedBy: actor.staffId })
      .where(eq(articles.slug, slug))
      .returning();
    if (!row) throw articleNotFound();
    await withAudit(tx, actor, {
      action: published ? 'article.publish' : 'article.unpublish',
      entity: 'article',
      entityId: slug,
      before: { state: before.state },
      after: { state, publishedAt: row.publishedAt.toISOString() },
    });
    return row;
  });
  return present(app, updated);
}
