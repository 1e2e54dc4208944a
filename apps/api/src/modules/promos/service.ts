import { branches, carModels, carVariants, cities, promos, salesmen, type Db } from '@kemudi/db';
import { PAGE_SIZE } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, arrayOverlaps, asc, count, eq, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import { todayWib } from '../../lib/time';
import type { PromoCard } from '@kemudi/domain/contracts/promos';

/** A promo runs today when validFrom ≤ today ≤ validUntil (both days included). */
export function promoRunningOn(today: string): SQL {
  return and(lte(promos.validFrom, today), gte(promos.validUntil, today)) as SQL;
}

const cardColumns = {
  slug: promos.slug,
  title: promos.title,
  summary: promos.summary,
  validFrom: promos.validFrom,
  validUntil: promos.validUntil,
  category: promos.category,
};
type CardRow = { [K in keyof typeof cardColumns]: string };

/** The promo card every list answers (the web app relies on these fields). */
function toPromoCard(row: CardRow): PromoCard {
  return { ...row, imageUrl: MEDIA.promo(row.slug), url: ROUTES.promo(row.slug) };
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

/** §7 promo/hero: the hero promos running today, in editorial order. */
export async function listHeroPromos(db: Db, now: Date) {
  const rows = await db
    .select()
    .from(promos)
    .where(and(eq(promos.isHero, true), promoRunningOn(todayWib(now))))
    .orderBy(...promoOrder);
  return rows.map((p) => ({ ...toPromoCard(p), heroColor: p.heroColor }));
}

/** §7 v2 hero: the v1 slides plus their scope. */
export async function listHeroPromosV2(db: Db, now: Date) {
  const rows = await db
    .select()
    .from(promos)
    .where(and(eq(promos.isHero, true), promoRunningOn(todayWib(now))))
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
    promoRunningOn(todayWib(now)),
    category !== undefined ? eq(promos.category, category) : undefined,
  ) as SQL;
  return pagePromos(db, where, page, size);
}

/**
 * §7 promo/slug/{slug}: the whole promo with its scope names resolved, plus the §9 another-promo
 * list. Ended promos stay readable (isExpired); promos that have not started yet are not public.
 */
export async function getPromoBySlug(db: Db, now: Date, slug: string) {
  const today = todayWib(now);
  const [promo] = await db.select().from(promos).where(eq(promos.slug, slug)).limit(1);
  if (!promo || promo.validFrom > today) throw notFound('Promo tidak ditemukan');

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
      .where(and(ne(promos.slug, promo.slug), promoRunningOn(today)))
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
    isExpired: promo.validUntil < today,
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

/**
 * §7 promo?city|branchSlug|productCode: exactly one filter (the schema enforces it).
 * - city: promos of that city plus the national ones (what a visitor in that city can use);
 * - branchSlug: promos of that branch plus those of the branch's city;
 * - productCode: promos naming that model.
 */
export async function listPromos(db: Db, now: Date, filter: PromoFilter) {
  const running = promoRunningOn(todayWib(now));
  let scope: SQL | undefined;
  if (filter.city !== undefined) {
    const [city] = await db.select({ isocode: cities.isocode }).from(cities).where(eq(cities.isocode, filter.city)).limit(1);
    if (!city) throw notFound(`Kota dengan kode '${filter.city}' tidak ditemukan`);
    scope = or(arrayContains(promos.cityIsocodes, [city.isocode]), eq(promos.scope, 'national'));
    if (filter.all) {
      const cityBranches = await db.select({ slug: branches.slug }).from(branches).where(eq(branches.cityIsocode, city.isocode));
      scope = or(
        scope,
        eq(promos.scope, 'product'),
        cityBranches.length > 0 ? arrayOverlaps(promos.branchSlugs, cityBranches.map((b) => b.slug)) : undefined,
      );
    }
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
  return pagePromos(db, and(salesmanPromoScope(row.slug, row.branchSlug), promoRunningOn(todayWib(now))) as SQL, page, size);
}

/** How many promos run today for a salesman: their own and their branch's (the profile's promoCount). */
export async function countSalesmanPromos(db: Db, now: Date, salesmanSlug: string, branchSlug: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(promos)
    .where(and(salesmanPromoScope(salesmanSlug, branchSlug), promoRunningOn(todayWib(now))));
  return row?.total ?? 0;
}

/** The salesman's own promos running today (validFrom ≤ today ≤ validUntil, WIB), in editorial order. */
export async function listSalesmanOwnPromos(db: Db, now: Date, salesmanSlug: string): Promise<PromoCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(promos)
    .where(and(arrayContains(promos.salesmanSlugs, [salesmanSlug]), promoRunningOn(todayWib(now))))
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
        promoRunningOn(todayWib(now)),
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
