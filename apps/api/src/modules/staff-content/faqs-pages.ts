/**
 * FAQ entries and static pages in the staff console (issue 25). FAQ answers stay plain text (the
 * FAQPage markup and the chat assistant quote them as they are); the pages' paragraphs are
 * Markdown, rendered by the site with @kemudi/domain/markdown. A page's body is
 * edited as one Markdown text whose '## ' lines start its sections (the shape the site's page
 * call answers). Each write bumps the data version by the tables' triggers and writes its audit
 * row in its own transaction.
 */
import { faqs, staticPages, type Db } from '@kemudi/db';
import { FAQ_TYPES } from '@kemudi/domain/contracts/editorial';
import {
  CONTENT_MESSAGES as M,
  type StaffFaq,
  type StaffFaqBody,
  type StaffFaqListData,
  type StaffFaqListQuery,
  type StaffFaqReorderBody,
  type StaffStaticPage,
  type StaffStaticPageBody,
} from '@kemudi/domain/contracts/staff-content';
import { markdownToSections, sectionsToMarkdown } from '@kemudi/domain/markdown';
import { STATIC_SITEMAP_PATHS } from '@kemudi/domain/pages';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { todayWib } from '../../lib/time';
import { recordTimeline, withAudit, type AuditActor } from '../staff';

type FaqRow = typeof faqs.$inferSelect;
const faqNotFound = () => notFound(M.FaqNotFound);

const faqOf = (row: FaqRow): StaffFaq => ({
  id: row.id,
  type: row.type,
  code: row.code,
  question: row.question,
  answer: row.answer,
  isLandingPage: row.isLandingPage,
  sortOrder: row.sortOrder,
  updatedAt: row.updatedAt.toISOString(),
});

/** The questions in the site's order: by type (FAQ_TYPES), code, then the editors' order. */
export async function listStaffFaqs(db: Db, query: z.output<typeof StaffFaqListQuery>): Promise<StaffFaqListData> {
  const where = and(
    query.type ? eq(faqs.type, query.type) : undefined,
    query.code !== undefined ? eq(faqs.code, query.code) : undefined,
    query.q ? or(ilike(faqs.question, `%${query.q}%`), ilike(faqs.answer, `%${query.q}%`)) : undefined,
  );
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(sql`coalesce(array_position(ARRAY[${sql.join(FAQ_TYPES.map((t) => sql`${t}`), sql`, `)}]::text[], ${faqs.type}), 99)`, asc(faqs.code), asc(faqs.sortOrder), asc(faqs.id));
  return { content: rows.map(faqOf), types: [...FAQ_TYPES] };
}

const faqAudit = (row: FaqRow) => ({ type: row.type, code: row.code, question: row.question, isLandingPage: row.isLandingPage, sortOrder: row.sortOrder });

export async function createFaq(app: FastifyInstance, actor: AuditActor, body: z.output<typeof StaffFaqBody>): Promise<StaffFaq> {
  const row = await app.db.transaction(async (tx) => {
    // Last of its group.
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${faqs.sortOrder}), 0)::int` })
      .from(faqs)
      .where(and(eq(faqs.type, body.type), eq(faqs.code, body.code)));
    const [created] = await tx
      .insert(faqs)
      .values({ ...body, sortOrder: Number(last?.n ?? 0) + 1, updatedAt: actor.at, updatedBy: actor.staffId })
      .returning();
    await withAudit(tx, actor, { action: 'faq.create', entity: 'faq', entityId: String(created!.id), after: faqAudit(created!) });
    return created!;
  });
  return faqOf(row);
}

export async function updateFaq(app: FastifyInstance, actor: AuditActor, id: number, body: z.output<typeof StaffFaqBody>): Promise<StaffFaq> {
  const row = await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!before) throw faqNotFound();
    const moved = before.type !== body.type || before.code !== body.code;
    const [last] = moved
      ? await tx.select({ n: sql<number>`coalesce(max(${faqs.sortOrder}), 0)::int` }).from(faqs).where(and(eq(faqs.type, body.type), eq(faqs.code, body.code)))
      : [];
    const [updated] = await tx
      .update(faqs)
      .set({ ...body, ...(moved ? { sortOrder: Number(last?.n ?? 0) + 1 } : {}), updatedAt: actor.at, updatedBy: actor.staffId })
      .where(eq(faqs.id, id))
      .returning();
    await withAudit(tx, actor, { action: 'faq.update', entity: 'faq', entityId: String(id), before: faqAudit(before), after: faqAudit(updated!) });
    return updated!;
  });
  return faqOf(row);
}

export async function deleteFaq(app: FastifyInstance, actor: AuditActor, id: number) {
  await app.db.transaction(async (tx) => {
    const [before] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!before) throw faqNotFound();
    await withAudit(tx, actor, { action: 'faq.delete', entity: 'faq', entityId: String(id), before: { ...faqAudit(before), answer: before.answer } });
  });
  return { id };
}

/** A group's questions in a new order: `ids` must be exactly the group's questions. */
export async function reorderFaqs(app: FastifyInstance, actor: AuditActor, body: z.output<typeof StaffFaqReorderBody>): Promise<StaffFaqListData> {
  await app.db.transaction(async (tx) => {
    const group = and(eq(faqs.type, body.type), eq(faqs.code, body.code));
    const rows = await tx.select({ id: faqs.id, sortOrder: faqs.sortOrder }).from(faqs).where(group).orderBy(asc(faqs.sortOrder), asc(faqs.id)).for('update');
    const current = new Set(rows.map((r) => r.id));
    if (new Set(body.ids).size !== body.ids.length || body.ids.length !== current.size || body.ids.some((id) => !current.has(id))) {
      throw new AppError(409, 'ReorderMismatch', M.ReorderMismatch);
    }
    // One statement: the new position of every id of the group.
    await tx
      .update(faqs)
      .set({ sortOrder: sql`array_position(ARRAY[${sql.join(body.ids.map((id) => sql`${id}`), sql`, `)}]::int[], ${faqs.id})`, updatedAt: actor.at, updatedBy: actor.staffId })
      .where(group);
    await withAudit(tx, actor, {
      action: 'faq.reorder',
      entity: 'faq_group',
      entityId: `${body.type}|${body.code}`,
      before: { ids: rows.map((r) => r.id) },
      after: { ids: body.ids },
    });
  });
  return listStaffFaqs(app.db, { type: body.type, code: body.code });
}

// ---------------------------------------------------------------------------------------------
// Static pages
// ---------------------------------------------------------------------------------------------

type PageRow = typeof staticPages.$inferSelect;
const pageUrl = (pageId: string) => (STATIC_SITEMAP_PATHS.includes(`/${pageId}`) ? `/${pageId}` : null);

export async function listStaffPages(db: Db) {
  const rows = await db.select().from(staticPages).orderBy(asc(staticPages.title));
  return { content: rows.map((r) => ({ pageId: r.pageId, title: r.title, url: pageUrl(r.pageId), updatedAt: r.updatedAt.toISOString() })) };
}

async function presentPage(app: FastifyInstance, row: PageRow): Promise<StaffStaticPage> {
  return {
    pageId: row.pageId,
    title: row.title,
    seoTitle: row.seoTitle,
    description: row.description,
    body: sectionsToMarkdown(row.sections),
    updatedDate: row.updatedDate,
    url: pageUrl(row.pageId),
    updatedAt: row.updatedAt.toISOString(),
    timeline: await recordTimeline(app, 'static_page', row.pageId),
  };
}

export async function staffPageDetail(app: FastifyInstance, pageId: string): Promise<StaffStaticPage> {
  const [row] = await app.db.select().from(staticPages).where(eq(staticPages.pageId, pageId)).limit(1);
  if (!row) throw notFound(M.PageNotFound);
  return presentPage(app, row);
}

export async function updateStaticPage(app: FastifyInstance, actor: AuditActor, pageId: string, body: z.output<typeof StaffStaticPageBody>): Promise<StaffStaticPage> {
  const sections = markdownToSections(body.body);
  if (sections.length === 0) throw badRequest('Isi halaman wajib diisi');
  const row = await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staticPages).where(eq(staticPages.pageId, pageId)).for('update');
    if (!before) throw notFound(M.PageNotFound);
    const [updated] = await tx
      .update(staticPages)
      .set({ title: body.title, seoTitle: body.seoTitle, description: body.description, sections, updatedDate: todayWib(app.now()), updatedAt: actor.at, updatedBy: actor.staffId })
      .where(eq(staticPages.pageId, pageId))
      .returning();
    const view = (r: PageRow) => ({ title: r.title, seoTitle: r.seoTitle, description: r.description, sections: r.sections.length });
    await withAudit(tx, actor, { action: 'static_page.update', entity: 'static_page', entityId: pageId, before: view(before), after: view(updated!) });
    return updated!;
  });
  return presentPage(app, row);
}
