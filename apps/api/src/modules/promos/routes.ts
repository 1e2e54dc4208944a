import { promoCalls } from '@kemudi/domain/contracts/promos';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import {
  getPromoBySlug,
  listHeroPromos,
  listHeroPromosV2,
  listNationalPromos,
  listPromos,
  listSalesmanPromos,
} from './service';

const tags = ['promo'];

const RUNNING =
  'Only published promos running now (startsAt ≤ now < endsAt, scheduled to the minute in the staff console; validFrom and validUntil are ' +
  'the WIB days that window covers) are listed; ' +
  'items are in editorial order (sortOrder, then slug).';

/** §7 "Promo" calls (under /api/promo/v1), mapped onto the promos module. */
export async function promoRoutes(app: FastifyInstance) {
  route(
    app,
    promoCalls.hero,
    {
      tags,
      summary: 'Hero promos of the home page (§7 promo/hero)',
      description:
        `${RUNNING} Not paginated: every hero promo is a slide. heroColor is the accent colour of the drawn slide. ` +
        'city (a city isocode): only the slides a visitor there can use — national and model promos, the city’s own and its branches’ ' +
        '(the reach of promo?city&all=true); without it every running slide. An unknown city gets the slides that apply everywhere (national and model promos).',
    },
    async (request) => listHeroPromos(app.db, app.now(), request.query.city),
  );

  route(
    app,
    promoCalls.heroV2,
    {
      tags,
      summary: 'Hero promos with their scope (§7 "v2 hero")',
      description:
        `${RUNNING} §7 names a v2 hero without its shape. Served here under the promo service as /v2/promo/hero: the same slides ` +
        'as v1, each with where it applies (scope national|city|branch|product|salesman and the cityIsocodes, branchSlugs, ' +
        'productCodes and salesmanSlugs lists), so a client can show or badge the slides for the visitor’s city itself. ' +
        'v1 stays unchanged for the clients that read only the card.',
    },
    async () => listHeroPromosV2(app.db, app.now()),
  );

  route(
    app,
    promoCalls.national,
    {
      tags,
      summary: 'National promos (§7 promo/national, §9 page size 4)',
      description:
        `${RUNNING} National = scope national (no city, branch, product or salesman restriction). ` +
        'The site asks for page 0 size 1 when the visitor changes city (§7). category (Mobil Baru, Purna Jual, Mobil Bekas, Aksesoris) narrows the list.',
    },
    async (request) =>
      listNationalPromos(app.db, app.now(), request.query.page, request.query.size, request.query.category),
  );

  route(
    app,
    promoCalls.bySlug,
    {
      tags,
      summary: 'One promo with its terms and the other promos (§7 promo/slug/{slug}, §9 another-promo page 0 size 4)',
      description:
        'The whole promo: body, terms and its scope with names resolved (cities; branches, models and salesmen with their site url). ' +
        'A promo that has ended stays readable (links and search results keep working) and is marked isExpired: true; ' +
        'a promo that has not started yet is not public and answers 404, like an unknown slug. ' +
        'anotherPromos: the first 4 other promos running today, in editorial order (§9 another-promo list page 0 size 4).',
    },
    async (request) => getPromoBySlug(app.db, app.now(), request.params.slug),
  );

  route(
    app,
    promoCalls.filter,
    {
      tags,
      summary: 'Promos by city, branch or product (§7 promo?city|branchSlug|productCode, §9 page size 4)',
      description:
        `${RUNNING} Exactly one of city, branchSlug and productCode is required (400 otherwise). ` +
        'city (a city isocode): the promos of that city plus the national ones — every promo a visitor there can use. ' +
        'branchSlug: the promos of that branch plus those of the city the branch is in. ' +
        'productCode: the promos naming that car model; a variant code is read as its model. ' +
        'all=true with city (the /promosi page): also the promos of the branches in that city and the model promos, which apply everywhere. ' +
        'category (Mobil Baru, Purna Jual, Mobil Bekas, Aksesoris) narrows any of them. ' +
        'An unknown city, branch or product answers 404.',
    },
    async (request) => listPromos(app.db, app.now(), request.query),
  );

  route(
    app,
    promoCalls.bySalesman,
    {
      tags,
      summary: 'Promos of a salesman (§7 promo/salesman/{slug}, §9 page size 4)',
      description:
        `${RUNNING} The salesman’s own promos plus those of the branch they work at; paginated like every promo list. ` +
        '404 for an unknown salesman.',
    },
    async (request) =>
      listSalesmanPromos(app.db, app.now(), request.params.slug, request.query.page, request.query.size),
  );
}
