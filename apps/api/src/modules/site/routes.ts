import { siteCalls } from '@kemudi/domain/contracts/site';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { listMenuCategories } from './menu';
import { listSitemap } from './sitemap';

/**
 * The site's menus (§7 menu category, under /api/content/v1), its sitemap (§7 sitemap, under
 * /api/parameter/v1) and its data version (issue 14, under /api/content/v1).
 */
export async function siteRoutes(app: FastifyInstance) {
  route(
    app,
    siteCalls.menu,
    {
      tags: ['content'],
      summary: 'Menu categories (§7 menu category)',
      description:
        'A flat list. With `location` only that menu; without it every menu, ordered header, purna-jual, quick-menu, home-tile, footer, then by position. ' +
        'hideOnMobile marks items the mobile drawer hides (§2: only Mobil Baru).',
    },
    async (request) => listMenuCategories(app.db, request.query.location),
  );

  route(
    app,
    siteCalls.sitemap,
    {
      tags: ['parameter'],
      summary: 'Every public URL of the site for the sitemap (§7 sitemap)',
      description:
        'Site paths (not absolute URLs; the web adds its own origin) with kind and lastModified (YYYY-MM-DD, never after today): ' +
        'the latest dated thing the page shows (a model: its newest review, video, promo or related article; a used car: its listing; ' +
        'a coupon: its start; a promo or article: its publication; a branch or salesman: its newest gallery photo or scoped promo; ' +
        'an accessory or package: its latest flash sale; a static page: its update date, or a listing page its newest item), ' +
        'else the day the catalogue data last changed. ' +
        'In this order: the static pages of §2 (home, header menu, Purna Jual submenu and footer list, without /myaccount/overview, ' +
        'which needs a login), car models, used cars not yet sold (listed date), accessories, service coupons valid today, ' +
        'service packages, promos running today (published date), articles published by today (published date), ' +
        'branches that are not hidden, and every salesman.',
    },
    async () => listSitemap(app.db, app.now()),
  );

  route(
    app,
    siteCalls.dataVersion,
    {
      tags: ['content'],
      summary: 'Beside the §7 Content calls: the version of the site’s data, whether anything shown to everyone changed (issue 14)',
      description:
        'The row of table data_version, read from the database on every call: `version` grows by at least 1 with every change to a ' +
        'catalogue or content table (triggers, migration 0005; customer data such as carts and bookings does not count), ' +
        '`changedAt` (ISO 8601) is when the last change was made. A page or answer cached under one version is stale once the number ' +
        'differs. Never cached (Cache-Control: no-store); each call also makes this API process’s read cache switch to the version ' +
        'it answers at once, instead of within API_DATA_VERSION_CHECK_MS.',
      // Every web process asks twice a second (apps/web/src/edge): only its failures are logged.
      logLevel: 'warn',
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { version, changedAt } = await app.dataVersion.refresh();
      return { version, changedAt: changedAt.toISOString() };
    },
  );
}
