/**
 * Promos in the staff console (issue 25): the list with its status tabs, one promo, creating and
 * editing (title, slug, period to the minute in WIB, terms, target cities or branches, picture),
 * publishing and unpublishing, the uploaded pictures, and the preview of the site for a city.
 *
 * Every write changes the promos table, whose trigger bumps the data version (migration 0005), so
 * guest pages show it within about a second; a scheduled start or end bumps it when it passes
 * (view schedule_boundaries, migration 0020). Each write and its audit row share one transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import { branches, cities, promoImages, promos, type Db } from '@kemudi/db';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@kemudi/domain/bookings';
import type { z } from 'zod';
import {
  PROMO_MESSAGES as M,
  promoImagePath,
  type PreviewCard,
  type PromoPreviewData,
  type PromoPreviewQuery,
  type PromoTargetsData,
  type StaffPromo,
  type StaffPromoBody,
  type StaffPromoCreateBody,
  type StaffPromoListData,
  type StaffPromoListQuery,
  type StaffPromoRow,
} from '@kemudi/domain/contracts/staff-promos';
import { PROMO_STATUSES, instantOfWib, promoDaysOfWindow, promoStatusAt, wibLocalOf, type PromoState, type PromoStatus } from '@kemudi/domain/promo-schedule';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { objectKey, saveThenRecord } from '../../lib/file-store';
import { judgeUpload } from '../../lib/uploads';
import { cityReach, promoRunningOn } from '../promos';
import { recordTimeline, withAudit, type AuditActor } from '../staff';

type PromoRow = typeof promos.$inferSelect;
const promoNotFound = () => notFound('Promo tidak ditemukan');

/** The status as SQL, the same rule as promoStatusAt (for the tabs' counts and the filter). */
function statusSql(now: Date): SQL<PromoStatus> {
  return sql<PromoStatus>`case when ${promos.state} <> 'published' then ${promos.state}
    when ${promos.startsAt} > ${now} then 'scheduled' when ${promos.endsAt} > ${now} then 'live' else 'ended' end`;
}

function statusCondition(status: PromoStatus, now: Date): SQL {
  switch (status) {
    case 'draft':
    case 'unpublished':
      return eq(promos.state, status);
    case 'scheduled':
      return and(eq(promos.state, 'published'), gt(promos.startsAt, now)) as SQL;
    case 'live':
      return promoRunningOn(now);
    case 'ended':
      return and(eq(promos.state, 'published'), lte(promos.endsAt, now)) as SQL;
  }
}

/** Names of the cities and branches a promo targets. */
async function placeNames(db: Db, rows: Pick<PromoRow, 'cityIsocodes' | 'branchSlugs'>[]) {
  const isocodes = [...new Set(rows.flatMap((r) => r.cityIsocodes))];
  const slugs = [...new Set(rows.flatMap((r) => r.branchSlugs))];
  const [cityRows, branchRows] = await Promise.all([
    isocodes.length ? db.select({ key: cities.isocode, name: cities.name }).from(cities).where(inArray(cities.isocode, isocodes)) : [],
    slugs.length ? db.select({ key: branches.slug, name: branches.name }).from(branches).where(inArray(branches.slug, slugs)) : [],
  ]);
  return new Map([...cityRows, ...branchRows].map((r) => [r.key, r.name]));
}

function targetLabel(row: Pick<PromoRow, 'scope' | 'cityIsocodes' | 'branchSlugs'>, names: Map<string, string>): string {
  const named = [...row.branchSlugs, ...row.cityIsocodes].map((k) => names.get(k) ?? k);
  if (named.length > 0) return named.join(', ');
  return row.scope === 'product' ? 'Model tertentu' : row.scope === 'salesman' ? 'Sales tertentu' : 'Nasional';
}

export async function listStaffPromos(db: Db, now: Date, query: z.output<typeof StaffPromoListQuery>): Promise<StaffPromoListData> {
  const search = query.q ? or(ilike(promos.title, `%${query.q}%`), ilike(promos.slug, `%${query.q}%`)) : undefined;
  const filters = and(
    search,
    query.kind === 'hero' ? eq(promos.isHero, true) : undefined,
    query.category ? eq(promos.category, query.category) : undefined,
    query.city ? await cityReach(db, query.city) : undefined,
  );
  const where = and(filters, query.status ? statusCondition(query.status, now) : undefined);
  const column = { startsAt: promos.startsAt, endsAt: promos.endsAt, title: promos.title, updatedAt: promos.updatedAt }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, total, countRows] = await Promise.all([
    db.select().from(promos).where(where).orderBy(order(column), asc(promos.slug)).limit(query.size).offset(query.page * query.size),
    db.$count(promos, where),
    db.select({ status: statusSql(now), n: sql<number>`count(*)::int` }).from(promos).where(filters).groupBy(sql`1`), // by position: the same expression twice would carry different parameters
  ]);
  const names = await placeNames(db, rows);
  const counts = Object.fromEntries(PROMO_STATUSES.map((s) => [s, 0])) as Record<PromoStatus, number>;
  for (const c of countRows) counts[c.status] = Number(c.n);
  const content: StaffPromoRow[] = rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: promoStatusAt(row.state as PromoState, row.startsAt, row.endsAt, now),
    isHero: row.isHero,
    scope: row.scope,
    targetLabel: targetLabel(row, names),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { ...toPage(content, query.page, query.size, total), counts };
}

async function loadPromo(db: Db, slug: string): Promise<PromoRow> {
  const [row] = await db.select().from(promos).where(eq(promos.slug, slug)).limit(1);
  if (!row) throw promoNotFound();
  return row;
}

async function present(app: FastifyInstance, row: PromoRow): Promise<StaffPromo> {
  const now = app.now();
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    category: row.category,
    terms: row.terms,
    isHero: row.isHero,
    heroColor: row.heroColor,
    scope: row.scope,
    cityIsocodes: row.cityIsocodes,
    branchSlugs: row.branchSlugs,
    productCodes: row.productCodes,
    salesmanSlugs: row.salesmanSlugs,
    state: row.state as PromoState,
    status: promoStatusAt(row.state as PromoState, row.startsAt, row.endsAt, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    startsAtWib: wibLocalOf(row.startsAt),
    endsAtWib: wibLocalOf(row.endsAt),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    imageId: row.imageId,
    imageUrl: row.imageId ? promoImagePath(row.imageId) : null,
    url: ROUTES.promo(row.slug),
    updatedAt: row.updatedAt.toISOString(),
    timeline: await recordTimeline(app, 'promo', row.slug),
  };
}

export async function staffPromoDetail(app: FastifyInstance, slug: string): Promise<StaffPromo> {
  return present(app, await loadPromo(app.db, slug));
}

/** The columns a body sets, checked: a window that ends after it starts, known cities, branches and picture. */
async function columnsOf(db: Db, body: z.output<typeof StaffPromoBody>, existing?: PromoRow) {
  const startsAt = instantOfWib(body.startsAt);
  const endsAt = instantOfWib(body.endsAt);
  if (endsAt.getTime() <= startsAt.getTime()) throw badRequest(M.EndBeforeStart);
  const cityIsocodes = [...new Set(body.cityIsocodes)];
  const branchSlugs = [...new Set(body.branchSlugs)];
  const [knownCities, knownBranches, image] = await Promise.all([
    cityIsocodes.length ? db.select({ isocode: cities.isocode }).from(cities).where(inArray(cities.isocode, cityIsocodes)) : [],
    branchSlugs.length ? db.select({ slug: branches.slug }).from(branches).where(inArray(branches.slug, branchSlugs)) : [],
    body.imageId ? db.select({ id: promoImages.id }).from(promoImages).where(eq(promoImages.id, body.imageId)).limit(1) : [],
  ]);
  if (knownCities.length !== cityIsocodes.length) throw badRequest(M.UnknownCity);
  if (knownBranches.length !== branchSlugs.length) throw badRequest(M.UnknownBranch);
  if (body.imageId && image.length === 0) throw badRequest(M.ImageNotFound);
  // The scope the site's queries read: branches, else cities, else what the promo had (model or salesman promos), else national.
  const kept = existing && (existing.scope === 'product' || existing.scope === 'salesman') ? existing.scope : 'national';
  const scope = branchSlugs.length ? 'branch' : cityIsocodes.length ? 'city' : kept;
  return {
    title: body.title,
    summary: body.summary,
    body: body.body,
    category: body.category,
    terms: body.terms,
    isHero: body.isHero,
    heroColor: body.heroColor.toLowerCase(),
    startsAt,
    endsAt,
    ...promoDaysOfWindow(startsAt, endsAt),
    scope,
    cityIsocodes,
    branchSlugs,
    imageId: body.imageId,
  };
}

/** What the audit row keeps of a promo (not its long texts). */
const auditView = (row: PromoRow) => ({
  title: row.title,
  state: row.state,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  scope: row.scope,
  cityIsocodes: row.cityIsocodes,
  branchSlugs: row.branchSlugs,
  isHero: row.isHero,
  imageId: row.imageId,
});

export async function createPromo(app: FastifyInstance, actor: AuditActor, body: z.output<typeof StaffPromoCreateBody>): Promise<StaffPromo> {
  const columns = await columnsOf(app.db, body);
  const created = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promos)
      .values({
        slug: body.slug,
        ...columns,
        state: 'draft',
        productCodes: [],
        salesmanSlugs: [],
        publishedDate: columns.validFrom,
        sortOrder: 0,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .onConflictDoNothing({ target: promos.slug })
      .returning();
    if (!row) throw new AppError(409, 'SlugTaken', M.SlugTaken);
    await withAudit(tx, actor, { action: 'promo.create', entity: 'promo', entityId: row.slug, after: auditView(row) });
    return row;
  });
  return present(app, created);
}

export async function updatePromo(app: FastifyInstance, actor: AuditActor, slug: string, body: z.output<typeof StaffPromoBody>): Promise<StaffPromo> {
  const before = await loadPromo(app.db, slug);
  const columns = await columnsOf(app.db, body, before);
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx.update(promos).set({ ...columns, updatedAt: actor.at }).where(eq(promos.slug, slug)).returning();
    if (!row) throw promoNotFound();
    await withAudit(tx, actor, { action: 'promo.update', entity: 'promo', entityId: slug, before: auditView(before), after: auditView(row) });
    return row;
  });
  return present(app, updated);
}

/** Publish (on the site within its window) or unpublish (off the site at once). */
export async function setPromoPublished(app: FastifyInstance, actor: AuditActor, slug: string, published: boolean): Promise<StaffPromo> {
  const before = await loadPromo(app.db, slug);
  if (published && before.endsAt.getTime() <= app.now().getTime()) throw new AppError(409, 'AlreadyEnded', M.AlreadyEnded);
  const state: PromoState = published ? 'published' : 'unpublished';
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(promos)
      // The site's "published" date is the day it first went public (sitemap, JSON-LD).
      .set({ state, updatedAt: actor.at, ...(published && before.state === 'draft' ? { publishedDate: wibLocalOf(app.now()).slice(0, 10) } : {}) })
      .where(eq(promos.slug, slug))
      .returning();
    if (!row) throw promoNotFound();
    await withAudit(tx, actor, {
      action: published ? 'promo.publish' : 'promo.unpublish',
      entity: 'promo',
      entityId: slug,
      before: { state: before.state },
      after: { state },
    });
    return row;
  });
  return present(app, updated);
}

export async function storePromoImage(app: FastifyInstance, staffId: string, bytes: Buffer) {
  const contentType = await judgeUpload(bytes, {
    allowed: UPLOAD_IMAGE_TYPES,
    maxBytes: UPLOAD_MAX_BYTES,
    messages: { empty: M.FILE_EMPTY, tooLarge: M.FILE_TOO_LARGE, type: M.FILE_TYPE },
  });
  // The bytes first (issue 27: the database or the bucket), then the row that names them.
  const id = randomUUID();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await saveThenRecord(app.files, objectKey.promoImage(id), bytes, { contentType, sha256 }, (stored) =>
    app.db
      .insert(promoImages)
      .values({ id, contentType, size: bytes.length, sha256, ...stored, uploadedBy: staffId, createdAt: app.clock() })
      .returning({ id: promoImages.id, contentType: promoImages.contentType, size: promoImages.size }),
  );
  return { ...row!, url: promoImagePath(row!.id) };
}

export async function promoImageBytes(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select({ contentType: promoImages.contentType, storage: promoImages.storage, storageKey: promoImages.storageKey, data: promoImages.data })
    .from(promoImages)
    .where(eq(promoImages.id, id))
    .limit(1);
  if (!row) throw notFound('Gambar tidak ditemukan');
  return { contentType: row.contentType, data: await app.files.load(row) };
}

export async function promoTargets(db: Db): Promise<PromoTargetsData> {
  const rows = await db
    .select({ slug: branches.slug, name: branches.name, cityIsocode: branches.cityIsocode, cityName: cities.name })
    .from(branches)
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .orderBy(asc(cities.name), asc(branches.name));
  const byCity = new Map(rows.map((r) => [r.cityIsocode, { isocode: r.cityIsocode, name: r.cityName }]));
  return { cities: [...byCity.values()], branches: rows };
}

/**
 * The site as a visitor of `city` would see it at `at` (default now): the home hero's slides and
 * the /promosi list, with the promo being edited (`slug`) shown as if published, whatever its
 * state — so a draft can be checked before it goes out. The same reach (cityReach) and order as
 * the public calls.
 */
export async function previewPromos(db: Db, now: Date, query: z.output<typeof PromoPreviewQuery>): Promise<PromoPreviewData> {
  const at = query.at ? instantOfWib(query.at) : now;
  const [city] = await db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(eq(cities.isocode, query.city)).limit(1);
  if (!city) throw notFound(M.UnknownCity);
  const reach = await cityReach(db, city.isocode);
  const previewed = query.slug ? and(eq(promos.slug, query.slug), lte(promos.startsAt, at), gt(promos.endsAt, at)) : undefined;
  const rows = await db
    .select()
    .from(promos)
    .where(and(reach, or(promoRunningOn(at), previewed)))
    .orderBy(asc(promos.sortOrder), asc(promos.slug));
  const card = (row: PromoRow): PreviewCard => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    heroColor: row.heroColor,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    imageUrl: row.imageId ? promoImagePath(row.imageId) : null,
    isPreviewed: row.slug === query.slug,
  });
  return { city, at: at.toISOString(), hero: rows.filter((r) => r.isHero).map(card), list: rows.map(card) };
}

