import {
  accessories,
  articles,
  branches,
  carModels,
  cities,
  promos,
  provinces,
  salesmen,
  serviceCoupons,
  servicePackages,
  usedCars,
  type BranchService,
  type Db,
} from '@kemudi/db';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, count, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/query';
import { promoRunningOn, todayWib } from '../promo/service';
import type { Branch, SITEMAP_KINDS } from './schemas';

/** Names sort as an Indonesian reader expects, the same on PGlite and on any server collation. */
const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);

const provinceNotFound = (iso: string) => notFound(`Provinsi dengan kode '${iso}' tidak ditemukan`);
const cityNotFound = (iso: string) => notFound(`Kota dengan kode '${iso}' tidak ditemukan`);

// ---------------------------------------------------------------------------------------------
// Provinces and cities
// ---------------------------------------------------------------------------------------------

/** §7 province: all provinces, by name. */
export async function listProvinces(db: Db) {
  const rows = await db.select({ isocode: provinces.isocode, name: provinces.name }).from(provinces);
  return rows.sort(byName);
}

async function findProvince(db: Db, iso: string) {
  const [row] = await db
    .select({ isocode: provinces.isocode, name: provinces.name })
    .from(provinces)
    .where(eq(provinces.isocode, iso))
    .limit(1);
  if (!row) throw provinceNotFound(iso);
  return row;
}

/** §7 province/{iso}: the province and its cities, by name. */
export async function getProvince(db: Db, iso: string) {
  const [province, cityRows] = await Promise.all([
    findProvince(db, iso),
    db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(eq(cities.provinceIsocode, iso)),
  ]);
  return { ...province, cities: cityRows.sort(byName) };
}

/** Cities of one province, or of all of them; by name. 404 for an unknown province. */
export async function listCities(db: Db, provinceIso: string | undefined) {
  const columns = { isocode: cities.isocode, name: cities.name, provinceIsocode: cities.provinceIsocode };
  if (provinceIso === undefined) return (await db.select(columns).from(cities)).sort(byName);
  const [, rows] = await Promise.all([
    findProvince(db, provinceIso),
    db.select(columns).from(cities).where(eq(cities.provinceIsocode, provinceIso)),
  ]);
  return rows.sort(byName);
}

async function findCity(db: Db, iso: string) {
  const [row] = await db
    .select({
      isocode: cities.isocode,
      name: cities.name,
      provinceIsocode: cities.provinceIsocode,
      provinceName: provinces.name,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.isocode, cities.provinceIsocode))
    .where(eq(cities.isocode, iso))
    .limit(1);
  if (!row) throw cityNotFound(iso);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Branches
// ---------------------------------------------------------------------------------------------

const branchColumns = {
  id: branches.id,
  slug: branches.slug,
  name: branches.name,
  address: branches.address,
  cityIsocode: branches.cityIsocode,
  cityName: cities.name,
  provinceIsocode: branches.provinceIsocode,
  latitude: branches.latitude,
  longitude: branches.longitude,
  phone: branches.phone,
  whatsapp: branches.whatsapp,
  services: branches.services,
  hidden: branches.hidden,
};
type BranchRow = Omit<Branch, 'url'>;

const toBranch = <T extends BranchRow>(row: T): T & { url: string } => ({ ...row, url: ROUTES.branch(row.slug) });

/** `hidden = true` (§9 default) leaves hidden branches out; false keeps them. */
const visibility = (leaveHiddenOut: boolean): SQL | undefined => (leaveHiddenOut ? eq(branches.hidden, false) : undefined);

/** §7 branch/get-branch-list/city/{iso}?hidden: the branches of a city, by name. */
export async function listCityBranches(db: Db, cityIso: string, leaveHiddenOut: boolean) {
  const [, rows] = await Promise.all([
    findCity(db, cityIso),
    db
      .select(branchColumns)
      .from(branches)
      .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
      .where(and(eq(branches.cityIsocode, cityIso), visibility(leaveHiddenOut)))
      .orderBy(asc(branches.name), asc(branches.id)),
  ]);
  return rows.map(toBranch);
}

export type BranchSearch = {
  province?: string | undefined;
  city?: string | undefined;
  service?: BranchService | undefined;
  q?: string | undefined;
  hidden: boolean;
  page: number;
  size: number;
};

/** ILIKE pattern that matches `text` literally anywhere. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** §7 POST branch: the dealer page's branch search, by name, paginated. */
export async function searchBranches(db: Db, search: BranchSearch) {
  await Promise.all([
    search.province !== undefined ? findProvince(db, search.province) : undefined,
    search.city !== undefined ? findCity(db, search.city) : undefined,
  ]);
  const words = (search.q ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    search.province !== undefined ? eq(branches.provinceIsocode, search.province) : undefined,
    search.city !== undefined ? eq(branches.cityIsocode, search.city) : undefined,
    search.service !== undefined ? arrayContains(branches.services, [search.service]) : undefined,
    // Every word must appear in the name, the address or the city name.
    ...words.map((w) =>
      or(ilike(branches.name, containsPattern(w)), ilike(branches.address, containsPattern(w)), ilike(cities.name, containsPattern(w))),
    ),
    visibility(search.hidden),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(branchColumns)
      .from(branches)
      .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
      .where(where)
      .orderBy(asc(branches.name), asc(branches.id))
      .limit(search.size)
      .offset(search.page * search.size),
    db
      .select({ total: count() })
      .from(branches)
      .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
      .where(where),
  ]);
  return toPage(rows.map(toBranch), search.page, search.size, totals[0]?.total ?? 0);
}

/**
 * The provinces and cities that hold visible branches, with how many, by name: what the dealer
 * page offers in its province and city pickers (38 provinces, most without a branch, would only
 * lead visitors to empty lists).
 */
export async function listBranchAreas(db: Db) {
  const rows = await db
    .select({
      provinceIsocode: provinces.isocode,
      provinceName: provinces.name,
      cityIsocode: cities.isocode,
      cityName: cities.name,
      branchCount: count(),
    })
    .from(branches)
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .innerJoin(provinces, eq(provinces.isocode, branches.provinceIsocode))
    .where(eq(branches.hidden, false))
    .groupBy(provinces.isocode, provinces.name, cities.isocode, cities.name);
  const areas = new Map<string, { isocode: string; name: string; branchCount: number; cities: { isocode: string; name: string; branchCount: number }[] }>();
  for (const r of rows) {
    const area = areas.get(r.provinceIsocode) ?? { isocode: r.provinceIsocode, name: r.provinceName, branchCount: 0, cities: [] };
    area.branchCount += r.branchCount;
    area.cities.push({ isocode: r.cityIsocode, name: r.cityName, branchCount: r.branchCount });
    areas.set(r.provinceIsocode, area);
  }
  return [...areas.values()].sort(byName).map((a) => ({ ...a, cities: a.cities.sort(byName) }));
}

const EARTH_RADIUS_KM = 6371;

/**
 * §7 POST location/distance: the nearest visible branches by great-circle (haversine) distance,
 * computed and ordered by the database so only `limit` rows come back.
 */
export async function listNearestBranches(
  db: Db,
  input: { latitude: number; longitude: number; service?: BranchService | undefined; limit: number },
) {
  const lat = sql`${input.latitude}::double precision`;
  const lng = sql`${input.longitude}::double precision`;
  const distance = sql<number>`${sql.raw(String(EARTH_RADIUS_KM))} * 2 * asin(least(1, sqrt(
      power(sin(radians(${branches.latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${branches.latitude})) * power(sin(radians(${branches.longitude} - ${lng}) / 2), 2)
    )))`.mapWith(Number);
  const rows = await db
    .select({ ...branchColumns, distance })
    .from(branches)
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .where(
      and(eq(branches.hidden, false), input.service !== undefined ? arrayContains(branches.services, [input.service]) : undefined),
    )
    .orderBy(distance, asc(branches.id))
    .limit(input.limit);
  return rows.map(({ distance: km, ...row }) => ({ ...toBranch(row), distanceKm: Math.round(km * 10) / 10 }));
}

// ---------------------------------------------------------------------------------------------
// Save city
// ---------------------------------------------------------------------------------------------

/** §7 save city: checks the city and tells the page whether to reload (§4 City). */
export async function updateLocation(db: Db, input: { city_iso: string; sync?: boolean | undefined }) {
  const city = await findCity(db, input.city_iso);
  return {
    cityIso: city.isocode,
    cityName: city.name,
    provinceIsocode: city.provinceIsocode,
    provinceName: city.provinceName,
    isRefresh: input.sync === true,
  };
}

// ---------------------------------------------------------------------------------------------
// Sitemap
// ---------------------------------------------------------------------------------------------

type SitemapEntry = { url: string; lastModified?: string; kind: (typeof SITEMAP_KINDS)[number] };

/**
 * §2 routes that are public pages: the header menu, the Purna Jual submenu and the footer list.
 * /myaccount/overview (login only), the cart, search and the auth pages are not for search engines.
 * The footer's model pages come with the models.
 */
export const STATIC_SITEMAP_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.newCars,
  ROUTES.services,
  ROUTES.promos,
  ROUTES.testDrive,
  ROUTES.usedCars,
  ROUTES.dealers,
  ROUTES.reviews,
  SERVICE_ROUTES['booking-service'] ?? '/services-toyota/booking-service',
  ROUTES.coupons,
  ROUTES.accessories,
  ROUTES.spareParts,
  SERVICE_ROUTES['trade-in'] ?? '/services-toyota/tukar-tambah',
  ROUTES.packages,
  SERVICE_ROUTES['layanan-bengkel'] ?? '/layanan-bengkel',
  SERVICE_ROUTES['home-service'] ?? '/ths-home-service',
  SERVICE_ROUTES['body-paint'] ?? '/body-paint-service',
  '/tentang-kami',
  ROUTES.articles,
  '/prestasi',
  '/seputar-pertanyaan',
  '/hubungi-kami',
  '/syarat-ketentuan-umum',
  '/pemberitahuan-privasi',
];

/** §7 sitemap: every public page of the catalogue, one query per kind. */
export async function listSitemap(db: Db, now: Date): Promise<SitemapEntry[]> {
  const today = todayWib(now);
  const [models, used, accessoryRows, coupons, packages, promoRows, articleRows, branchRows, salesmanRows] = await Promise.all([
    db.select({ code: carModels.code }).from(carModels).orderBy(asc(carModels.sortOrder), asc(carModels.code)),
    db
      .select({ code: usedCars.code, listedDate: usedCars.listedDate })
      .from(usedCars)
      .where(ne(usedCars.status, 'sold'))
      .orderBy(asc(usedCars.code)),
    db.select({ code: accessories.code }).from(accessories).orderBy(asc(accessories.code)),
    db
      .select({ code: serviceCoupons.code, validFrom: serviceCoupons.validFrom })
      .from(serviceCoupons)
      .where(and(lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today)))
      .orderBy(asc(serviceCoupons.code)),
    db.select({ code: servicePackages.code }).from(servicePackages).orderBy(asc(servicePackages.code)),
    db
      .select({ slug: promos.slug, publishedDate: promos.publishedDate })
      .from(promos)
      .where(promoRunningOn(today))
      .orderBy(asc(promos.sortOrder), asc(promos.slug)),
    db
      .select({ slug: articles.slug, publishedDate: articles.publishedDate })
      .from(articles)
      .where(lte(articles.publishedDate, today))
      .orderBy(asc(articles.slug)),
    db.select({ slug: branches.slug }).from(branches).where(eq(branches.hidden, false)).orderBy(asc(branches.slug)),
    db.select({ slug: salesmen.slug }).from(salesmen).orderBy(asc(salesmen.slug)),
  ]);
  return [
    ...STATIC_SITEMAP_ROUTES.map((url): SitemapEntry => ({ url, kind: 'static' })),
    ...models.map((m): SitemapEntry => ({ url: ROUTES.model(m.code), kind: 'model' })),
    ...used.map((u): SitemapEntry => ({ url: ROUTES.usedCar(u.code), lastModified: u.listedDate, kind: 'used-car' })),
    ...accessoryRows.map((a): SitemapEntry => ({ url: ROUTES.accessory(a.code), kind: 'accessory' })),
    ...coupons.map((c): SitemapEntry => ({ url: ROUTES.coupon(c.code), lastModified: c.validFrom, kind: 'coupon' })),
    ...packages.map((p): SitemapEntry => ({ url: ROUTES.servicePackage(p.code), kind: 'package' })),
    ...promoRows.map((p): SitemapEntry => ({ url: ROUTES.promo(p.slug), lastModified: p.publishedDate, kind: 'promo' })),
    ...articleRows.map((a): SitemapEntry => ({ url: ROUTES.article(a.slug), lastModified: a.publishedDate, kind: 'article' })),
    ...branchRows.map((b): SitemapEntry => ({ url: ROUTES.branch(b.slug), kind: 'branch' })),
    ...salesmanRows.map((s): SitemapEntry => ({ url: ROUTES.salesman(s.slug), kind: 'salesman' })),
  ];
}
