import { BRANCH_SEARCH_PAGE_SIZE, branchCalls, GALLERY_PAGE_SIZE } from '@kemudi/domain/contracts/branches';
import type { FastifyInstance } from 'fastify';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { getBranchBySlug, getBranchSchedule, listBranchAreas, listCityBranches, listNearestBranches, searchBranches } from './branches';
import {
  getSalesmanBranch,
  getSalesmanById,
  getSalesmanBySlug,
  getSalesmanNews,
  getSalesmanServices,
  listBranchSalesmen,
  listGallery,
  listValuePropositions,
} from './salesmen';

const BRANCH =
  'Each branch: its address, city (isocode and name), province isocode, coordinates, phone and WhatsApp, the services it offers ' +
  '(sales, bengkel, body-paint, home-service), whether it is hidden, and url (its page on the site).';

const CARD =
  'Each salesman: waLink opens WhatsApp (wa.me) with "Halo {name}, saya tertarik dengan mobil Toyota" typed; ' +
  'specialties are the car models they know best, with names; imageUrl is their drawn avatar; url their page on the site.';

const GALLERY =
  `Newest first (date, YYYY-MM-DD), paginated (§9 names no size: default ${GALLERY_PAGE_SIZE}). ` +
  'imageUrl draws the car of the photo (a colour of that model) when it shows one, otherwise the salesman’s avatar. ' +
  '404 for an unknown salesman.';

/**
 * Branches and their salesmen: the §7 "Parameter and location" branch calls (/api/parameter/v1),
 * the branch calls of §7 "Content" (/api/content/v1) and the §7 "Salesman" calls
 * (/api/product/v1/salesman). Static salesman paths (branch/…, salesman-slug/…, value-propositions …)
 * win over the parametric salesman/{id} in Fastify's router, so they are never read as an id.
 */
export async function branchRoutes(app: FastifyInstance) {
  // §7 "Parameter and location"
  const parameter = ['parameter'];

  route(
    app,
    branchCalls.ofCity,
    {
      tags: parameter,
      summary: 'Branches of a city (§7 branch/get-branch-list/city/{iso}?hidden, §9 hidden default true)',
      description:
        `${BRANCH} By name, not paginated. §9 gives hidden a default of true without saying what it means; it is read as ` +
        '"leave hidden branches out" (a hidden branch is one the dealer page should not show, e.g. closed for renovation), ' +
        'so the default list is what visitors see and hidden=false adds the hidden ones. ' +
        '404 for an unknown city; a city without branches answers an empty list.',
    },
    async (request) => listCityBranches(app.db, request.params.iso, request.query.hidden),
  );

  route(
    app,
    branchCalls.areas,
    {
      tags: parameter,
      summary: 'Provinces and cities that have branches, for the dealer page pickers (§7 "not shown")',
      description:
        '§7 shows no such call: the dealer page offers in its province and city pickers only the places that hold a branch. ' +
        'Every province with at least one visible branch (hidden ones are not counted), with branchCount and its cities ' +
        '[{isocode, name, branchCount}], provinces and cities by name.',
    },
    async () => listBranchAreas(app.db),
  );

  route(
    app,
    branchCalls.search,
    {
      tags: parameter,
      summary: 'Branch search of the dealer page (§7 POST branch)',
      description:
        `§7 shows POST branch without its body. It is the search behind /dealer-toyota: every filter is optional and they combine — ` +
        'province and city (isocodes; 404 when unknown), service (branches offering it), q (every word must appear in the name, ' +
        `address or city name, case-insensitive), hidden (as get-branch-list: true by default, leaving hidden branches out). ` +
        `By name, paginated: page from 0, size default ${BRANCH_SEARCH_PAGE_SIZE}. An empty object {} lists every visible branch. ${BRANCH}`,
      ...limitsOf(app.config, 'places'),
    },
    async (request) => searchBranches(app.db, request.body),
  );

  route(
    app,
    branchCalls.nearest,
    {
      tags: parameter,
      summary: 'Nearest branches to a point (§7 POST location/distance)',
      description:
        'Body {latitude, longitude, service?, limit?}. Coordinates must lie in Indonesia’s box (latitude −11…6, longitude 95…141), ' +
        'else 400. Answers the `limit` (default 5, at most 50) nearest branches that are not hidden, optionally only those offering ' +
        `service, nearest first, with distanceKm: the great-circle (haversine, R = 6371 km) distance rounded to 1 decimal. ${BRANCH}`,
      ...limitsOf(app.config, 'places'),
    },
    async (request) => listNearestBranches(app.db, request.body),
  );

  // §7 "Content"
  const content = ['content'];

  route(
    app,
    branchCalls.schedule,
    {
      tags: content,
      summary: 'Weekly working schedule of a branch (§7 branch/working-schedules/{id})',
      description:
        "Days Senin … Minggu with hours 'HH:mm - HH:mm' or 'Tutup'. openNow is judged at the current time in the branch's own zone, chosen by its province: " +
        'WIB (UTC+7) for Sumatra (Aceh, Medan, Palembang), Java and West/Central Kalimantan; WITA (UTC+8) for Bali, Nusa Tenggara, ' +
        'South/East/North Kalimantan (Balikpapan) and Sulawesi (Makassar); WIT (UTC+9) for Maluku and Papua. Hidden branches are answered too.',
    },
    async (request) => getBranchSchedule(app.db, app.now(), request.params.id),
  );

  route(
    app,
    branchCalls.detail,
    {
      tags: content,
      summary: 'One branch by its slug, for its page /dealer-toyota/{slug} (§7 "not shown")',
      description:
        '§7 names "branch-detail by salesman slug" and branch/working-schedules/{id}; a call for a branch by its own slug is not shown, ' +
        'so this one serves the branch page: address, city and province, coordinates, phone, WhatsApp and e-mail, the description, ' +
        'services (sales, bengkel, body-paint, home-service), the week as branch/working-schedules answers it (openNow in the branch’s zone), ' +
        'salesmanCount and url. A hidden branch (closed for renovation) is answered with hidden: true so its links keep working. ' +
        '404 for an unknown slug.',
    },
    async (request) => getBranchBySlug(app.db, app.now(), request.params.slug),
  );

  route(
    app,
    branchCalls.salesmanNews,
    {
      tags: content,
      summary: 'News for a salesman page (§7 "news … by salesman slug")',
      description:
        "The salesman's own promos running today (validFrom ≤ today ≤ validUntil, WIB) in promo order, plus the 3 newest articles published by today. 404 for an unknown salesman.",
    },
    async (request) => getSalesmanNews(app.db, app.now(), request.params.slug),
  );

  route(
    app,
    branchCalls.salesmanBranch,
    {
      tags: content,
      summary: 'Branch of a salesman (§7 "branch-detail by salesman slug")',
      description: 'The branch the salesman works at, with its schedule (as branch/working-schedules) and page URL. 404 for an unknown salesman.',
    },
    async (request) => getSalesmanBranch(app.db, app.now(), request.params.slug),
  );

  // §7 "Salesman"
  const salesman = ['salesman'];

  route(
    app,
    branchCalls.salesmen,
    {
      tags: salesman,
      summary: 'Sales staff of a branch (§7 salesman/branch/{name}, §9 page size 3)',
      description:
        '§7 calls the parameter {name}; it is the branch slug (e.g. kemudi-toyota-sunter), the stable name the site uses in branch URLs. ' +
        `Most experienced first (yearsOfService, then name). ${CARD} ` +
        'A hidden branch (closed for renovation) still lists its staff, who keep answering on WhatsApp. 404 for an unknown branch.',
    },
    async (request) => listBranchSalesmen(app.db, request.params.name, request.query.page, request.query.size),
  );

  route(
    app,
    branchCalls.salesmanBySlug,
    {
      tags: salesman,
      summary: 'A salesman’s profile by slug (§7 salesman-slug/{slug})',
      description:
        `${CARD} Adds the bio, languages, the branch they work at (with its url), how many gallery and customer-gallery ` +
        'items there are, and promoCount: the promos running today for them (their own and their branch’s, as promo/v1/promo/salesman/{slug}). ' +
        '404 for an unknown slug.',
    },
    async (request) => getSalesmanBySlug(app.db, app.now(), request.params.slug),
  );

  route(
    app,
    branchCalls.salesmanServices,
    {
      tags: salesman,
      summary: 'Services of the salesman’s branch (§7 layanan/{slug})',
      description:
        'The services the branch the salesman works at offers, in the fixed order sales, bengkel, body-paint, home-service, ' +
        'each with its Indonesian label and the site page of the service. 404 for an unknown salesman.',
    },
    async (request) => getSalesmanServices(app.db, request.params.slug),
  );

  route(
    app,
    branchCalls.salesmanGallery,
    {
      tags: salesman,
      summary: 'The salesman’s own gallery (§7 gallery by salesman)',
      description: `The photos of kind profile (awards, training, exhibitions). ${GALLERY}`,
    },
    async (request) => listGallery(app.db, request.params.slug, 'profile', request.query.page, request.query.size),
  );

  route(
    app,
    branchCalls.customerGallery,
    {
      tags: salesman,
      summary: 'Handovers to the salesman’s customers (§7 customer-galleries by salesman)',
      description: `The photos of kind customer (a car handed over to a customer). ${GALLERY}`,
    },
    async (request) => listGallery(app.db, request.params.slug, 'customer', request.query.page, request.query.size),
  );

  route(
    app,
    branchCalls.valuePropositions,
    {
      tags: salesman,
      summary: 'Why buy through a Kemudi sales consultant (§7 value-propositions)',
      description:
        '§7 names the call but the spec shows none of its content: four fixed Indonesian points written for Kemudi, ' +
        'each with an icon drawn by the media service.',
    },
    async () => listValuePropositions(),
  );

  route(
    app,
    branchCalls.salesmanById,
    {
      tags: salesman,
      summary: 'A salesman’s profile by id (§7 salesman/{id})',
      description: 'The same profile as salesman-slug/{slug}. 400 when the id is not a positive whole number, 404 for an unknown id.',
    },
    async (request) => getSalesmanById(app.db, app.now(), request.params.id),
  );
}
