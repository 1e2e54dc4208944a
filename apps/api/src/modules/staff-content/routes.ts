import { CONTENT_MESSAGES, staffContentCalls } from '@kemudi/domain/contracts/staff-content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { actorOf, requireStaff, staffDoc, staffWrites } from '../staff';
import { createArticle, listStaffArticles, setArticlePublished, staffArticleDetail, updateArticle } from './articles';
import { createFaq, deleteFaq, listStaffFaqs, listStaffPages, reorderFaqs, staffPageDetail, updateFaq, updateStaticPage } from './faqs-pages';

const tags = ['staff console'];

/**
 * Articles, FAQ entries and static pages in the staff console (issue 25), under
 * /api/staff/v1/content: `content.edit` (content editors, group admins; 403 for everyone else).
 * Registered after the staff module, whose hooks read the session and check the console's origin.
 */
export async function staffContentRoutes(app: FastifyInstance) {
  const editor = requireStaff('content.edit');
  const doc = staffDoc(tags, editor);
  const writes = staffWrites(app.config);

  route(
    app,
    staffContentCalls.articles,
    doc('Articles with their status (draft, scheduled, live, unpublished)', {
      description: 'Filters: q (title or slug), status, category; sort publishedAt|updatedAt|title with dir; counts per status under the same filters.',
    }),
    async (request) => listStaffArticles(app.db, app.now(), request.query),
  );
  route(app, staffContentCalls.article, doc('One article with its audit timeline'), async (request) => staffArticleDetail(app, request.params.slug));
  route(
    app,
    staffContentCalls.createArticle,
    doc('Create an article (a draft until published)', {
      description: `Body in Markdown (no raw HTML: it is shown as text). publishedAt is a WIB wall-clock time (default now). 409 SlugTaken: ${CONTENT_MESSAGES.SlugTaken} Audited as article.create.`,
      ...writes,
    }),
    async (request) => createArticle(app, actorOf(app, request), request.body),
  );
  route(
    app,
    staffContentCalls.updateArticle,
    doc('Edit an article (a published one changes on the site at once)', { description: 'Audited as article.update.', ...writes }),
    async (request) => updateArticle(app, actorOf(app, request), request.params.slug, request.body),
  );
  route(
    app,
    staffContentCalls.publishArticle,
    doc('Publish: on the site from its publish time, by itself', { description: 'Audited as article.publish.', ...writes }),
    async (request) => setArticlePublished(app, actorOf(app, request), request.params.slug, true),
  );
  route(
    app,
    staffContentCalls.unpublishArticle,
    doc('Unpublish: off the site at once', { description: 'Audited as article.unpublish.', ...writes }),
    async (request) => setArticlePublished(app, actorOf(app, request), request.params.slug, false),
  );

  route(app, staffContentCalls.faqs, doc('FAQ entries in the site’s order (type, code, position)'), async (request) => listStaffFaqs(app.db, request.query));
  route(app, staffContentCalls.createFaq, doc('Add a question (last of its group)', { description: 'Audited as faq.create.', ...writes }), async (request) =>
    createFaq(app, actorOf(app, request), request.body),
  );
  route(app, staffContentCalls.updateFaq, doc('Edit a question (moved to another group: last of it)', { description: 'Audited as faq.update.', ...writes }), async (request) =>
    updateFaq(app, actorOf(app, request), request.params.id, request.body),
  );
  route(app, staffContentCalls.deleteFaq, doc('Remove a question', { description: 'Audited as faq.delete (with its text).', ...writes }), async (request) =>
    deleteFaq(app, actorOf(app, request), request.params.id),
  );
  route(
    app,
    staffContentCalls.reorderFaqs,
    doc('Put a group’s questions in a new order', { description: `ids: every question of the (type, code) group once; 409 ReorderMismatch otherwise. Audited as faq.reorder.`, ...writes }),
    async (request) => reorderFaqs(app, actorOf(app, request), request.body),
  );

  route(app, staffContentCalls.pages, doc('The static pages'), async () => listStaffPages(app.db));
  route(app, staffContentCalls.page, doc('One static page, its sections as Markdown, with its audit timeline'), async (request) => staffPageDetail(app, request.params.pageId));
  route(
    app,
    staffContentCalls.updatePage,
    doc('Edit a static page (title, SEO title, description, Markdown body)', { description: "Each '## ' line starts a section. Audited as static_page.update.", ...writes }),
    async (request) => updateStaticPage(app, actorOf(app, request), request.params.pageId, request.body),
  );
}
