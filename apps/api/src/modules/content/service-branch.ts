import { articles, branches, cities, promos, provinces, salesmen, type Db } from '@kemudi/db';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, count, desc, eq, lte } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { promoRunningOn, toPromoCard } from '../promos';
import { toArticleCard } from './service-news';
import { describeSchedule, todayWib } from './time';

/** §7 branch/working-schedules/{id}: the week in Indonesian with openNow in the branch's own zone. */
export async function getBranchSchedule(db: Db, now: Date, id: number) {
  const [branch] = await db
    .select({
      id: branches.id,
      slug: branches.slug,
      name: branches.name,
      provinceIsocode: branches.provinceIsocode,
      workingSchedule: branches.workingSchedule,
    })
    .from(branches)
    .where(eq(branches.id, id))
    .limit(1);
  if (!branch) throw notFound(`Cabang dengan id ${id} tidak ditemukan`);
  return {
    branchId: branch.id,
    slug: branch.slug,
    name: branch.name,
    ...describeSchedule(branch.workingSchedule, branch.provinceIsocode, now),
  };
}

async function findSalesman(db: Db, slug: string) {
  const [row] = await db.select().from(salesmen).where(eq(salesmen.slug, slug)).limit(1);
  if (!row) throw notFound(`Sales dengan slug '${slug}' tidak ditemukan`);
  return row;
}

/** How many of the newest articles the salesman page shows under the promos. */
const SALESMAN_ARTICLES = 3;

/**
 * §7 news by salesman slug: the salesman's own promos running today (validFrom ≤ today ≤
 * validUntil, WIB) by their sortOrder, plus the 3 newest articles published by today.
 */
export async function getSalesmanNews(db: Db, now: Date, slug: string) {
  const salesman = await findSalesman(db, slug);
  const today = todayWib(now);
  const [promoRows, articleRows] = await Promise.all([
    db
      .select()
      .from(promos)
      .where(and(arrayContains(promos.salesmanSlugs, [slug]), promoRunningOn(today)))
      .orderBy(asc(promos.sortOrder), asc(promos.slug)),
    db
      .select()
      .from(articles)
      .where(lte(articles.publishedDate, today))
      .orderBy(desc(articles.publishedDate), asc(articles.slug))
      .limit(SALESMAN_ARTICLES),
  ]);
  return {
    salesman: { slug: salesman.slug, name: salesman.name },
    promos: promoRows.map(toPromoCard),
    articles: articleRows.map(toArticleCard),
  };
}

/** §7 branch-detail by salesman slug: the branch the salesman works at, with its schedule. */
export async function getSalesmanBranch(db: Db, now: Date, slug: string) {
  const [row] = await db
    .select({
      salesman: salesmen,
      branch: branches,
      city: { isocode: cities.isocode, name: cities.name },
      province: { isocode: provinces.isocode, name: provinces.name },
    })
    .from(salesmen)
    .innerJoin(branches, eq(branches.id, salesmen.branchId))
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .innerJoin(provinces, eq(provinces.isocode, branches.provinceIsocode))
    .where(eq(salesmen.slug, slug))
    .limit(1);
  if (!row) throw notFound(`Sales dengan slug '${slug}' tidak ditemukan`);
  const { salesman, branch, city, province } = row;
  return {
    salesman: { slug: salesman.slug, name: salesman.name, position: salesman.position, whatsapp: salesman.whatsapp },
    branch: {
      id: branch.id,
      name: branch.name,
      slug: branch.slug,
      address: branch.address,
      city,
      province,
      phone: branch.phone,
      whatsapp: branch.whatsapp,
      email: branch.email,
      latitude: branch.latitude,
      longitude: branch.longitude,
      services: branch.services,
      schedule: describeSchedule(branch.workingSchedule, branch.provinceIsocode, now),
      url: ROUTES.branch(branch.slug),
    },
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
    })
    .from(branches)
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .innerJoin(provinces, eq(provinces.isocode, branches.provinceIsocode))
    .where(eq(branches.slug, slug))
    .limit(1);
  if (!row) throw notFound(`Cabang '${slug}' tidak ditemukan`);
  const { branch, city, province } = row;
  const [staff] = await db.select({ total: count() }).from(salesmen).where(eq(salesmen.branchId, branch.id));
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
    schedule: describeSchedule(branch.workingSchedule, branch.provinceIsocode, now),
    salesmanCount: staff?.total ?? 0,
    url: ROUTES.branch(branch.slug),
  };
}
