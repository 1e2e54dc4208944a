import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/reply';
import {
  BRANCH_SEARCH_PAGE_SIZE,
  BranchAreaList,
  BranchList,
  BranchListQuery,
  BranchPage,
  BranchSearchBody,
  CitiesQuery,
  CityBody,
  CityList,
  CityParams,
  DistanceBody,
  NearbyBranchList,
  ProvinceDetail,
  ProvinceList,
  ProvinceParams,
  SitemapList,
  UpdateLocationBody,
  UpdateLocationData,
} from './schemas';
import {
  getProvince,
  listBranchAreas,
  listCities,
  listCityBranches,
  listNearestBranches,
  listProvinces,
  listSitemap,
  searchBranches,
  updateLocation,
} from './service';

const tags = ['parameter'];

const BRANCH =
  'Each branch: its address, city (isocode and name), province isocode, coordinates, phone and WhatsApp, the services it offers ' +
  '(sales, bengkel, body-paint, home-service), whether it is hidden, and url (its page on the site).';

/** /api/parameter/v1 — §7 "Parameter and location" calls. */
export async function parameterRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/province',
    {
      schema: {
        tags,
        summary: 'All provinces (§7 province, §3 Geolocation)',
        description: 'The 38 provinces of Indonesia as [{isocode, name}], by name (Indonesian collation). Answered with status 200 as §7 expects.',
        response: responses(ProvinceList),
      },
    },
    async () => ok(await listProvinces(app.db)),
  );

  app.get(
    '/province/:iso',
    {
      schema: {
        tags,
        summary: 'One province with its cities (§7 province/{iso})',
        description: 'The province and its kota/kabupaten [{isocode, name}] by name. 404 for an unknown isocode.',
        params: ProvinceParams,
        response: responses(ProvinceDetail),
      },
    },
    async (request) => ok(await getProvince(app.db, request.params.iso)),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags,
        summary: 'Cities, of one province or all (§3 Geolocation allCity)',
        description:
          '§7 lists no GET for cities; this serves the city picker. With province: the cities of that province (404 for an unknown one). ' +
          'Without it: every city of Indonesia (§3 "allCity"), so a picker can search them all. By name.',
        querystring: CitiesQuery,
        response: responses(CityList),
      },
    },
    async (request) => ok(await listCities(app.db, request.query.province)),
  );

  app.post(
    '/city',
    {
      schema: {
        tags,
        summary: 'Cities of a province (§7 POST city)',
        description:
          '§7 shows POST city without its body: it takes {province} (an isocode) and answers that province’s cities by name, ' +
          'as GET cities?province= does. 404 for an unknown province.',
        body: CityBody,
        response: responses(CityList),
      },
    },
    async (request) => ok(await listCities(app.db, request.body.province)),
  );

  app.get(
    '/branch/get-branch-list/city/:iso',
    {
      schema: {
        tags,
        summary: 'Branches of a city (§7 branch/get-branch-list/city/{iso}?hidden, §9 hidden default true)',
        description:
          `${BRANCH} By name, not paginated. §9 gives hidden a default of true without saying what it means; it is read as ` +
          '"leave hidden branches out" (a hidden branch is one the dealer page should not show, e.g. closed for renovation), ' +
          'so the default list is what visitors see and hidden=false adds the hidden ones. ' +
          '404 for an unknown city; a city without branches answers an empty list.',
        params: CityParams,
        querystring: BranchListQuery,
        response: responses(BranchList),
      },
    },
    async (request) => ok(await listCityBranches(app.db, request.params.iso, request.query.hidden)),
  );

  app.get(
    '/branch/areas',
    {
      schema: {
        tags,
        summary: 'Provinces and cities that have branches, for the dealer page pickers (§7 "not shown")',
        description:
          '§7 shows no such call: the dealer page offers in its province and city pickers only the places that hold a branch. ' +
          'Every province with at least one visible branch (hidden ones are not counted), with branchCount and its cities ' +
          '[{isocode, name, branchCount}], provinces and cities by name.',
        response: responses(BranchAreaList),
      },
    },
    async () => ok(await listBranchAreas(app.db)),
  );

  app.post(
    '/branch',
    {
      schema: {
        tags,
        summary: 'Branch search of the dealer page (§7 POST branch)',
        description:
          `§7 shows POST branch without its body. It is the search behind /dealer-toyota: every filter is optional and they combine — ` +
          'province and city (isocodes; 404 when unknown), service (branches offering it), q (every word must appear in the name, ' +
          `address or city name, case-insensitive), hidden (as get-branch-list: true by default, leaving hidden branches out). ` +
          `By name, paginated: page from 0, size default ${BRANCH_SEARCH_PAGE_SIZE}. An empty object {} lists every visible branch. ${BRANCH}`,
        body: BranchSearchBody,
        response: responses(BranchPage),
      },
    },
    async (request) => ok(await searchBranches(app.db, request.body)),
  );

  app.post(
    '/location/distance',
    {
      schema: {
        tags,
        summary: 'Nearest branches to a point (§7 POST location/distance)',
        description:
          'Body {latitude, longitude, service?, limit?}. Coordinates must lie in Indonesia’s box (latitude −11…6, longitude 95…141), ' +
          'else 400. Answers the `limit` (default 5, at most 50) nearest branches that are not hidden, optionally only those offering ' +
          `service, nearest first, with distanceKm: the great-circle (haversine, R = 6371 km) distance rounded to 1 decimal. ${BRANCH}`,
        body: DistanceBody,
        response: responses(NearbyBranchList),
      },
    },
    async (request) => ok(await listNearestBranches(app.db, request.body)),
  );

  app.post(
    '/update-location',
    {
      schema: {
        tags,
        summary: 'Save the chosen city (§7 "Save city", §4 City)',
        description:
          'Body {city_name, city_iso, sync?} as §7 names it. city_iso must be a known city (404 otherwise); city_name is what the picker ' +
          'showed and is not trusted — the answer carries the city’s own name and province. data.isRefresh is sync === true: ' +
          'the page sends sync when it shows city-dependent prices (a car product page), and the server then asks it to reload ' +
          'so the prices are read again for the new city (§4). Nothing is stored server-side; the web keeps the city itself.',
        body: UpdateLocationBody,
        response: responses(UpdateLocationData),
      },
    },
    async (request) => ok(await updateLocation(app.db, request.body)),
  );

  app.get(
    '/sitemap',
    {
      schema: {
        tags,
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
        response: responses(SitemapList),
      },
    },
    async () => ok(await listSitemap(app.db, app.now())),
  );
}
