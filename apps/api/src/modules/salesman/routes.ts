import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/reply';
import {
  BranchNameParams,
  GALLERY_PAGE_SIZE,
  GalleryPage,
  GalleryQuery,
  SalesmanIdParams,
  SalesmanListQuery,
  SalesmanPage,
  SalesmanProfile,
  SalesmanServices,
  SalesmanSlugParams,
  ValuePropositions,
} from './schemas';
import {
  getSalesmanById,
  getSalesmanBySlug,
  getSalesmanServices,
  listBranchSalesmen,
  listGallery,
  listValuePropositions,
} from './service';

const tags = ['salesman'];

const CARD =
  'Each salesman: waLink opens WhatsApp (wa.me) with "Halo {name}, saya tertarik dengan mobil Toyota" typed; ' +
  'specialties are the car models they know best, with names; imageUrl is their drawn avatar; url their page on the site.';

const GALLERY =
  `Newest first (date, YYYY-MM-DD), paginated (§9 names no size: default ${GALLERY_PAGE_SIZE}). ` +
  'imageUrl draws the car of the photo (a colour of that model) when it shows one, otherwise the salesman’s avatar. ' +
  '404 for an unknown salesman.';

/**
 * /api/product/v1/salesman — §7 "Salesman" calls.
 * Static paths (branch/…, salesman-slug/…, value-propositions …) win over the parametric `/:id`
 * in Fastify's router, so they are never read as an id.
 */
export async function salesmanRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/branch/:name',
    {
      schema: {
        tags,
        summary: 'Sales staff of a branch (§7 salesman/branch/{name}, §9 page size 3)',
        description:
          '§7 calls the parameter {name}; it is the branch slug (e.g. kemudi-toyota-sunter), the stable name the site uses in branch URLs. ' +
          `Most experienced first (yearsOfService, then name). ${CARD} ` +
          'A hidden branch (closed for renovation) still lists its staff, who keep answering on WhatsApp. 404 for an unknown branch.',
        params: BranchNameParams,
        querystring: SalesmanListQuery,
        response: responses(SalesmanPage),
      },
    },
    async (request) => ok(await listBranchSalesmen(app.db, request.params.name, request.query.page, request.query.size)),
  );

  app.get(
    '/salesman-slug/:slug',
    {
      schema: {
        tags,
        summary: 'A salesman’s profile by slug (§7 salesman-slug/{slug})',
        description:
          `${CARD} Adds the bio, languages, the branch they work at (with its url), how many gallery and customer-gallery ` +
          'items there are, and promoCount: the promos running today for them (their own and their branch’s, as promo/v1/promo/salesman/{slug}). ' +
          '404 for an unknown slug.',
        params: SalesmanSlugParams,
        response: responses(SalesmanProfile),
      },
    },
    async (request) => ok(await getSalesmanBySlug(app.db, app.now(), request.params.slug)),
  );

  app.get(
    '/layanan/:slug',
    {
      schema: {
        tags,
        summary: 'Services of the salesman’s branch (§7 layanan/{slug})',
        description:
          'The services the branch the salesman works at offers, in the fixed order sales, bengkel, body-paint, home-service, ' +
          'each with its Indonesian label and the site page of the service. 404 for an unknown salesman.',
        params: SalesmanSlugParams,
        response: responses(SalesmanServices),
      },
    },
    async (request) => ok(await getSalesmanServices(app.db, request.params.slug)),
  );

  app.get(
    '/gallery/:slug',
    {
      schema: {
        tags,
        summary: 'The salesman’s own gallery (§7 gallery by salesman)',
        description: `The photos of kind profile (awards, training, exhibitions). ${GALLERY}`,
        params: SalesmanSlugParams,
        querystring: GalleryQuery,
        response: responses(GalleryPage),
      },
    },
    async (request) => ok(await listGallery(app.db, request.params.slug, 'profile', request.query.page, request.query.size)),
  );

  app.get(
    '/customer-galleries/:slug',
    {
      schema: {
        tags,
        summary: 'Handovers to the salesman’s customers (§7 customer-galleries by salesman)',
        description: `The photos of kind customer (a car handed over to a customer). ${GALLERY}`,
        params: SalesmanSlugParams,
        querystring: GalleryQuery,
        response: responses(GalleryPage),
      },
    },
    async (request) => ok(await listGallery(app.db, request.params.slug, 'customer', request.query.page, request.query.size)),
  );

  app.get(
    '/value-propositions',
    {
      schema: {
        tags,
        summary: 'Why buy through a Kemudi sales consultant (§7 value-propositions)',
        description:
          '§7 names the call but the spec shows none of its content: four fixed Indonesian points written for Kemudi, ' +
          'each with an icon drawn by the media service.',
        response: responses(ValuePropositions),
      },
    },
    async () => ok(listValuePropositions()),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A salesman’s profile by id (§7 salesman/{id})',
        description: 'The same profile as salesman-slug/{slug}. 400 when the id is not a positive whole number, 404 for an unknown id.',
        params: SalesmanIdParams,
        response: responses(SalesmanProfile),
      },
    },
    async (request) => ok(await getSalesmanById(app.db, app.now(), request.params.id)),
  );
}
