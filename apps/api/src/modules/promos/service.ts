import { branches, carModels, carVariants, cities, promos, salesmen, type Db } from '@kemudi/db';
import { PAGE_SIZE } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, arrayOverlaps, asc, count, eq, gt, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import type { PromoCard } from '@kemudi/domain/contracts/promos';

/**
 * A promo is on the site at `now` when it is published and startsAt ≤ now < endsAt (issue 25: the
 * console schedules it to the minute; a draft or an unpublished promo is never shown).
 */
export function promoRunningOn(now: Date): SQL {
  return and(eq(promos.state, 'published'), lte(promos.startsAt, now), gt(promos.endsAt, now)) as SQL;
}

const cardColumns = {
  slug: promos.slug,
  title: promos.title,
  summary: promos.summary,
  validFrom: promos.validFrom,
  validUntil: promos.validUntil,
  category: promos.category,
  imageId: promos.imageId,
};
type CardRow = Omit<{ [K in keyof typeof cardColumns]: string }, 'imageId'> & { imageId: string | null };

/** The promo card every list answers (the web app relies on these fields). */
export function toPromoCard({ imageId, ...row }: CardRow): PromoCard {
  // An uploaded picture (issue 25) has a URL of its own: a new picture, a new URL (cached for good).
  return { ...row, imageUrl: imageId ? MEDIA.promoPhoto(row.slug, imageId) : MEDIA.promo(row.slug), url: ROUTES.promo(row.slug) };
}

/** Editorial order: sortOrder, then slug so that equal orders page stably. */
const promoOrder = [asc(promos.sortOrder), asc(promos.slug)];

async function pagePromos(db: Db, where: SQL, page: number, size: number): Promise<Page<PromoCard>> {
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(promos)
      .where(where)
      .orderBy(...promoOrder)
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(promos).where(where),
  ]);
  return toPage(rows.map(toPromoCard), page, size, totals[0]?.total ?? 0);
}

/**
 * §7 promo/hero: the hero promos running now, in editorial order. With `city` (issue 25: a promo
 * can target a city or branches), only the slides a visitor there can use — the same reach as
 * /promosi's list for the city (cityReach).
 */
export async function listHeroPromos(db: Db, now: Date, city?: string) {
  const reach = city === undefined ? undefined : await heroReach(db, city);
  const rows = await db
    .select()
    .from(promos)
    .where(and(eq(promos.isHero, true), promoRunningOn(now), reach))
    .orderBy(...promoOrder);
  return rows.map((p) => ({ ...toPromoCard(p), heroColor: p.heroColor }));
}

/** §7 v2 hero: the v1 slides plus their scope. */
export async function listHeroPromosV2(db: Db, now: Date) {
  const rows = await db
    .select()
    .from(promos)
    .where(and(eq(promos.isHero, true), promoRunningOn(now)))
    .orderBy(...promoOrder);
  return rows.map((p) => ({
    ...toPromoCard(p),
    heroColor: p.heroColor,
    scope: p.scope,
    cityIsocodes: p.cityIsocodes,
    branchSlugs: p.branchSlugs,
    productCodes: p.productCodes,
    salesmanSlugs: p.salesmanSlugs,
  }));
}

/** §7 promo/national: national promos running today (optionally of one category), paginated (§9 size 4). */
export function listNationalPromos(db: Db, now: Date, page: number, size: number, category?: string) {
  const where = and(
    eq(promos.scope, 'national'),
    promoRunningOn(now),
    category !== undefined ? eq(promos.category, category) : undefined,
  ) as SQL;
  return pagePromos(db, where, page, size);
}

/**
 * §7 promo/slug/{slug}: the whole promo with its scope names resolved, plus the §9 another-promo
 * list. Ended promos stay readable (isExpired); promos that have not started yet are not public.
 */
export async function getPromoBySlug(db: Db, now: Date, slug: string) {
  const [promo] = await db.select().from(promos).where(eq(promos.slug, slug)).limit(1);
  // A draft, an unpublished promo and one that has not started are not public: 404 like an unknown slug.
  if (!promo || promo.state !== 'published' || promo.startsAt > now) throw notFound('Promo tidak ditemukan');

  const [cityRows, branchRows, modelRows, salesmanRows, others] = await Promise.all([
    promo.cityIsocodes.length
      ? db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(inArray(cities.isocode, promo.cityIsocodes))
      : [],
    promo.branchSlugs.length
      ? db.select({ slug: branches.slug, name: branches.name }).from(branches).where(inArray(branches.slug, promo.branchSlugs))
      : [],
    promo.productCodes.length
      ? db.select({ code: carModels.code, name: carModels.name }).from(carModels).where(inArray(carModels.code, promo.productCodes))
      : [],
    promo.salesmanSlugs.length
      ? db.select({ slug: salesmen.slug, name: salesmen.name }).from(salesmen).where(inArray(salesmen.slug, promo.salesmanSlugs))
      : [],
    db
      .select(cardColumns)
      .from(promos)
      .where(and(ne(promos.slug, promo.slug), promoRunningOn(now)))
      .orderBy(...promoOrder)
      .limit(PAGE_SIZE.ANOTHER_PROMO),
  ]);

  // Keep the promo's own order of its scope lists; drop references to rows that no longer exist.
  const inOrder = <T>(keys: string[], rows: T[], key: (row: T) => string): T[] => {
    const byKey = new Map(rows.map((r) => [key(r), r]));
    return keys.flatMap((k) => byKey.get(k) ?? []);
  };

  return {
    ...toPromoCard(promo),
    body: promo.body,
    terms: promo.terms,
    heroColor: promo.heroColor,
    isHero: promo.isHero,
    publishedDate: promo.publishedDate,
    scope: promo.scope,
    isExpired: promo.endsAt <= now,
    cities: inOrder(promo.cityIsocodes, cityRows, (c) => c.isocode),
    branches: inOrder(promo.branchSlugs, branchRows, (b) => b.slug).map((b) => ({ ...b, url: ROUTES.branch(b.slug) })),
    products: inOrder(promo.productCodes, modelRows, (m) => m.code).map((m) => ({ ...m, url: ROUTES.model(m.code) })),
    salesmen: inOrder(promo.salesmanSlugs, salesmanRows, (s) => s.slug).map((s) => ({ ...s, url: ROUTES.salesman(s.slug) })),
    anotherPromos: others.map(toPromoCard),
  };
}

export type PromoFilter = {
  city?: string | undefined;
  /** With city: add the promos of the city's branches and the model promos that apply everywhere. */
  all?: boolean | undefined;
  category?: string | undefined;
  branchSlug?: string | undefined;
  productCode?: string | undefined;
  page: number;
  size: number;
};

/** A car model code, or the model of a variant code. */
async function resolveModelCode(db: Db, code: string): Promise<string | undefined> {
  const [model] = await db.select({ code: carModels.code }).from(carModels).where(eq(carModels.code, code)).limit(1);
  if (model) return model.code;
  const [variant] = await db
    .select({ code: carVariants.modelCode })
    .from(carVariants)
    .where(eq(carVariants.code, code))
    .limit(1);
  return variant?.code;
}

/** The city's isocode; 404 for an unknown one. */
async function knownCity(db: Db, isocode: string): Promise<string> {
  const [city] = await db.select({ isocode: cities.isocode }).from(cities).where(eq(cities.isocode, isocode)).limit(1);
  if (!city) throw notFound(`Kota dengan kode '${isocode}' tidak ditemukan`);
  return city.isocode;
}

/**
 * Every promo a visitor in the city can use: national ones, model promos (they apply everywhere),
 * the city's own and those of the city's branches. Salesman promos belong to their pages.
 */
export async function cityReach(db: Db, isocode: string): Promise<SQL> {
  const city = await knownCity(db, isocode);
  const cityBranches = await db.select({ slug: branches.slug }).from(branches).where(eq(branches.cityIsocode, city));
  return or(
    eq(promos.scope, 'national'),
    eq(promos.scope, 'product'),
    arrayContains(promos.cityIsocodes, [city]),
    cityBranches.length > 0 ? arrayOverlaps(promos.branchSlugs, cityBranches.map((b) => b.slug)) : undefined,
  ) as SQL;
}

/**
 * The hero's slides for a city. The city comes from the visitor's cookie: an unknown one gets the
 * slides that apply everywhere (national and model promos) rather than an empty hero.
 */
async function heroReach(db: Db, isocode: string): Promise<SQL> {
  const [city] = await db.select({ isocode: cities.isocode }).from(cities).where(eq(cities.isocode, isocode)).limit(1);
  return city ? cityReach(db, city.isocode) : inArray(promos.scope, ['national', 'product']);
}

/**
 * §7 promo?city|branchSlug|productCode: exactly one filter (the schema enforces it).
 * - city: promos of that city plus the national ones (what a visitor in that city can use);
 * - branchSlug: promos of that branch plus those of the branch's city;
 * - productCode: promos naming that model.
 */
export async function listPromos(db: Db, now: Date, filter: PromoFilter) {
  const running = promoRunningOn(now);
  let scope: SQL | undefined;
  if (filter.city !== undefined) {
    scope = filter.all ? await cityReach(db, filter.city) : or(arrayContains(promos.cityIsocodes, [await knownCity(db, filter.city)]), eq(promos.scope, 'national'));
  } else if (filter.branchSlug !== undefined) {
    const [branch] = await db
      .select({ slug: branches.slug, cityIsocode: branches.cityIsocode })
      .from(branches)
      .where(eq(branches.slug, filter.branchSlug))
      .limit(1);
    if (!branch) throw notFound(`Cabang '${filter.branchSlug}' tidak ditemukan`);
    scope = or(arrayContains(promos.branchSlugs, [branch.slug]), arrayContains(promos.cityIsocodes, [branch.cityIsocode]));
  } else if (filter.productCode !== undefined) {
    const modelCode = await resolveModelCode(db, filter.productCode);
    if (!modelCode) throw notFound(`Produk '${filter.productCode}' tidak ditemukan`);
    scope = arrayContains(promos.productCodes, [modelCode]);
  }
  const inCategory = filter.category !== undefined ? eq(promos.category, filter.category) : undefined;
  return pagePromos(db, and(scope, running, inCategory) as SQL, filter.page, filter.size);
}

/** Promos that apply to a salesman: their own plus those of their branch. */
function salesmanPromoScope(salesmanSlug: string, branchSlug: string): SQL {
  return or(arrayContains(promos.salesmanSlugs, [salesmanSlug]), arrayContains(promos.branchSlugs, [branchSlug])) as SQL;
}

/** §7 promo/salesman/{slug}: the salesman's own promos and their branch's, running today. */
export async function listSalesmanPromos(db: Db, now: Date, slug: string, page: number, size: number) {
  const [row] = await db
    .select({ slug: salesmen.slug, branchSlug: branches.slug })
    .from(salesmen)
    .innerJoin(branches, eq(branches.id, salesmen.branchId))
    .where(eq(salesmen.slug, slug))
    .limit(1);
  if (!row) throw notFound(`Sales dengan slug '${slug}' tidak ditemukan`);
  return pagePromos(db, and(salesmanPromoScope(row.slug, row.branchSlug), promoRunningOn(now)) as SQL, page, size);
}

/** How many promos run today for a salesman: their own and their branch's (the profile's promoCount). */
export async function countSalesmanPromos(db: Db, now: Date, salesmanSlug: string, branchSlug: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(promos)
    .where(and(salesmanPromoScope(salesmanSlug, branchSlug), promoRunningOn(now)));
  return row?.total ?? 0;
}

/** The salesman's own promos running today (validFrom ≤ today ≤ validUntil, WIB), in editorial order. */
export async function listSalesmanOwnPromos(db: Db, now: Date, salesmanSlug: string): Promise<PromoCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(promos)
    .where(and(arrayContains(promos.salesmanSlugs, [salesmanSlug]), promoRunningOn(now)))
    .orderBy(...promoOrder);
  return rows.map(toPromoCard);
}

/**
 * Promos a visitor in the city sees on a model's page, valid today (WIB): those naming the model,
 * plus new-car promos that name no product; national ones and those of the city. Branch and
 * salesman promos belong to those pages and are left out.
 */
export async function listModelPagePromos(db: Db, now: Date, modelCode: string, cityCode: string): Promise<PromoCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(promos)
    .where(
      and(
        promoRunningOn(now),
        notInArray(promos.scope, ['branch', 'salesman']),
        or(
          arrayContains(promos.productCodes, [modelCode]),
          and(sql`cardinality(${promos.productCodes}) = 0`, eq(promos.category, 'Mobil Baru')),
        ),
        or(sql`cardinality(${promos.cityIsocodes}) = 0`, arrayContains(promos.cityIsocodes, [cityCode])),
      ),
    )
    .orderBy(...promoOrder);
  return rows.map(toPromoCard);
}
