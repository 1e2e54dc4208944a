import { branches, cities, provinces, salesmen, type BranchService, type Db } from '@kemudi/db';
import type { Branch, BranchArea } from '@kemudi/domain/contracts/branches';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { byName, containsPattern } from '../../lib/text';
import { findCity, findProvince } from '../geo';
import { closedDaysColumn } from './closures';
import { describeSchedule } from './schedule';

// ---------------------------------------------------------------------------------------------
// Branch lists, search and distance (§7 "Parameter and location")
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
      // By name as a reader sorts it ('Balikpapan' before 'BSD'), whatever the server's collation.
      .orderBy(asc(sql`lower(${branches.name})`), asc(branches.id))
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
export async function listBranchAreas(db: Db): Promise<BranchArea[]> {
  const rows = await db
    .select({
      provinceIsocode: provinces.isocode,
      provinceName: provinces.name,
      cityIsocode: cities.isocode,
      cityName: cities.name,
      branchCount: count(),
      latitude: sql<number>`avg(${branches.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${branches.longitude})`.mapWith(Number),
    })
    .from(branches)
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .innerJoin(provinces, eq(provinces.isocode, branches.provinceIsocode))
    .where(eq(branches.hidden, false))
    .groupBy(provinces.isocode, provinces.name, cities.isocode, cities.name);
  const areas = new Map<string, BranchArea>();
  for (const r of rows) {
    const area = areas.get(r.provinceIsocode) ?? { isocode: r.provinceIsocode, name: r.provinceName, branchCount: 0, cities: [] };
    area.branchCount += r.branchCount;
    area.cities.push({
      isocode: r.cityIsocode,
      name: r.cityName,
      branchCount: r.branchCount,
      centre: { latitude: Math.round(r.latitude * 1e5) / 1e5, longitude: Math.round(r.longitude * 1e5) / 1e5 },
    });
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
// A branch's week and page (§7 "Content")
// ---------------------------------------------------------------------------------------------

/** §7 branch/working-schedules/{id}: the week in Indonesian with openNow in the branch's own zone. */
export async function getBranchSchedule(db: Db, now: Date, id: number) {
  const [branch] = await db
    .select({
      id: branches.id,
      slug: branches.slug,
      name: branches.name,
      provinceIsocode: branches.provinceIsocode,
      workingSchedule: branches.workingSchedule,
      closedDays: closedDaysColumn,
    })
    .from(branches)
    .where(eq(branches.id, id))
    .limit(1);
  if (!branch) throw notFound(`Cabang dengan id ${id} tidak ditemukan`);
  return {
    branchId: branch.id,
    slug: branch.slug,
    name: branch.name,
    ...describeSchedule(branch.workingSchedule, branch.provinceIsocode, now, branch.closedDays),
  };
}

/**
 * A branch page by slug (content/v1/branch-detail/{slug}): where it is, how to reach it, what it
 * offers, its week with openNow in its own zone, and how many consultants work there. Hidden
 * branches are answered too (flagged), so links to a branch closed for renovation keep working.
 */
export async function getBranchBySlug(db: Db, now: Date, slug: string) {
  const [row] = await db
    .select({
      branch: branches,
      city: { isocode: cities.isocode, name: cities.name },
      province: { isocode: provinces.isocode, name: provinces.name },
      closedDays: closedDaysColumn,
    })
    .from(branches)
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .innerJoin(provinces, eq(provinces.isocode, branches.provinceIsocode))
    .where(eq(branches.slug, slug))
    .limit(1);
  if (!row) throw notFound(`Cabang '${slug}' tidak ditemukan`);
  const { branch, city, province, closedDays } = row;
  const [staff] = await db.select({ total: count() }).from(salesmen).where(and(eq(salesmen.branchId, branch.id), eq(salesmen.active, true)));
  return {
    id: branch.id,
    slug: branch.slug,
    name: branch.name,
    description: branch.description,
    address: branch.address,
    city,
    province,
    phone: branch.phone,
    whatsapp: branch.whatsapp,
    email: branch.email,
    latitude: branch.latitude,
    longitude: branch.longitude,
    services: branch.services,
    hidden: branch.hidden,
    schedule: describeSchedule(branch.workingSchedule, branch.provinceIsocode, now, closedDays),
    salesmanCount: staff?.total ?? 0,
    url: ROUTES.branch(branch.slug),
  };
}
