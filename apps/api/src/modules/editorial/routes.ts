import { editorialCalls } from '@kemudi/domain/contracts/editorial';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { listFaqs } from './faq';
import { getNewsArticle, listNews } from './news';
import { getBanner, getLoginPageBanner, getStaticPage, getTermCondition } from './pages';
import { listReviewFeed, listReviews } from './reviews';

const tags = ['content'];

/** §7 "Content" calls of the editorial module (under /api/content/v1): FAQ, pages, banners, reviews, news. */
export async function editorialRoutes(app: FastifyInstance) {
  route(
    app,
    editorialCalls.faq,
    {
      tags,
      summary: 'Frequently asked questions (§7 faq?type&code[&isLandingPage&page&size], §9 size 10)',
      description:
        'Paginated. Questions stay in their (type, code) group: by type (umum, mobil-baru, mobil-bekas, servis, aksesoris, kupon, akun, pembayaran, product), ' +
        "then code ('' first), then the editors' sortOrder. `type` is optional but must be a known FAQ type; `code` matches exactly " +
        "(questions for the whole type have code ''); `isLandingPage` true/false narrows to landing-page questions or the others, absent = both; " +
        '`q` keeps the questions whose question or answer contains every word of it (any case).',
    },
    async (request) => listFaqs(app.db, request.query),
  );

  route(
    app,
    editorialCalls.termCondition,
    { tags, summary: 'Terms and conditions by type (§7 termcondition?type)', description: '404 for an unknown type.' },
    async (request) => getTermCondition(app.db, request.query.type),
  );

  route(
    app,
    editorialCalls.staticPage,
    {
      tags,
      summary: 'A static page (§7 page/static-page?pageId|componentId)',
      description: 'Exactly one of pageId and componentId is required (400 otherwise); 404 when no page has it.',
    },
    async (request) => getStaticPage(app.db, request.query),
  );

  route(
    app,
    editorialCalls.loginBanner,
    {
      tags,
      summary: 'Banner of the login page (§7 contentCatalog/login-page-banner)',
      description: "The 'login-page' banner; bannerUrl is its drawn image.",
    },
    async () => getLoginPageBanner(app.db),
  );

  route(
    app,
    editorialCalls.reviews,
    {
      tags,
      summary: 'Customer reviews of an object (§7 review?type&code, §3 Customer review)',
      description:
        'Newest first, paginated (default size 10; §9 gives none). summary covers every review of the object: average to one decimal ' +
        '(0 when there are none), count and the count per rating 1–5. 404 when no object of that type has the code ' +
        '(NEWCAR = model code, USEDCAR = used-car code, ACCESSORY, SERVICE = service type such as booking-service, COUPON).',
    },
    async (request) => listReviews(app.db, request.query),
  );

  route(
    app,
    editorialCalls.reviewFeed,
    {
      tags,
      summary: 'Reviews across models or services, for /review-produk (§2; §3 Customer review, §9 rating 1 to 5)',
      description:
        'type NEWCAR (default: every model) or SERVICE (every after-sales service); `code` narrows to one object (404 when unknown) and ' +
        '`rating` to one star value. Newest first, default size 10. summary covers every review of the type (and code), whatever `rating`; ' +
        '`objects` lists the objects of the type that have reviews (name, page, count, average), by name, for the filter.',
    },
    async (request) => listReviewFeed(app.db, request.query),
  );

  route(
    app,
    editorialCalls.banner,
    {
      tags,
      summary: 'Banner of a page location (§7 "Banner location returns data.bannerUrl")',
      description: '404 for an unknown location. The web app caches the answer in session storage (§7).',
    },
    async (request) => getBanner(app.db, request.params.location),
  );

  route(
    app,
    editorialCalls.news,
    {
      tags,
      summary: 'News and tips, newest first (§3 Article; the list §7 implies for /berita-dan-tips)',
      description:
        'Articles published by today (WIB), newest first; category Berita or Tips narrows the list. Default page size 6 (§9 gives none).',
    },
    async (request) => listNews(app.db, app.now(), request.query.category, request.query.page, request.query.size),
  );

  route(
    app,
    editorialCalls.article,
    {
      tags,
      summary: 'One news or tips article with its body (§3 Article)',
      description: 'An article not yet published (publishedDate after today, WIB) answers 404 like an unknown slug.',
    },
    async (request) => getNewsArticle(app.db, app.now(), request.params.slug),
  );
}
