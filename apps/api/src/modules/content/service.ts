import {
  accessories,
  banners,
  carModels,
  faqs,
  menuCategories,
  reviews,
  serviceCoupons,
  serviceContents,
  staticPages,
  termConditions,
  usedCars,
  type Db,
} from '@kemudi/db';
import { MEDIA } from '@kemudi/domain/media';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/query';
import { FAQ_TYPES, MENU_LOCATIONS, type RatingSummary } from './schemas';

/** Groups of questions in FAQ_TYPES order (umum first); unknown types last. */
const faqTypeOrder = sql`coalesce(array_position(ARRAY[${sql.join(
  FAQ_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}]::text[], ${faqs.type}), ${FAQ_TYPES.length + 1})`;

type FaqFilter = {
  type?: string | undefined;
  code?: string | undefined;
  isLandingPage?: boolean | undefined;
  q?: string | undefined;
  page: number;
  size: number;
};

/** Every word of `q` (LIKE wildcards escaped) must occur in the question or the answer, any case. */
function faqTextMatch(q: string): SQL[] {
  return q
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 10)
    .map((w) => {
      const pattern = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`(${faqs.question} || ' ' || ${faqs.answer}) ilike ${pattern}`;
    });
}

/**
 * §7 faq?type&code[&isLandingPage&page&size]; §9 default size 10. sortOrder restarts in every
 * (type, code) group, so groups are kept together: by type, then code ('' = the whole type
 * first), then the editors' sortOrder.
 */
export async function listFaqs(db: Db, filter: FaqFilter) {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(faqs.type, filter.type));
  if (filter.code !== undefined) conditions.push(eq(faqs.code, filter.code));
  if (filter.isLandingPage !== undefined) conditions.push(eq(faqs.isLandingPage, filter.isLandingPage));
  if (filter.q) conditions.push(...faqTextMatch(filter.q));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: faqs.id, type: faqs.type, code: faqs.code, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(where)
      .orderBy(faqTypeOrder, asc(faqs.code), asc(faqs.sortOrder), asc(faqs.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ count: sql<number>`count(*)::int` }).from(faqs).where(where),
  ]);
  return toPage(rows, filter.page, filter.size, total?.count ?? 0);
}

export async function getTermCondition(db: Db, type: string) {
  const [row] = await db.select().from(termConditions).where(eq(termConditions.type, type)).limit(1);
  if (!row) throw notFound(`Syarat dan ketentuan '${type}' tidak ditemukan`);
  return row;
}

export async function getStaticPage(db: Db, by: { pageId?: string | undefined; componentId?: string | undefined }) {
  const where = by.pageId !== undefined ? eq(staticPages.pageId, by.pageId) : eq(staticPages.componentId, by.componentId ?? '');
  const [row] = await db.select().from(staticPages).where(where).limit(1);
  if (!row) {
    throw notFound(
      by.pageId !== undefined ? `Halaman '${by.pageId}' tidak ditemukan` : `Komponen halaman '${by.componentId ?? ''}' tidak ditemukan`,
    );
  }
  return row;
}

/** §7 "Banner location returns data.bannerUrl": the drawn banner of that location. */
export async function getBanner(db: Db, location: string) {
  const [row] = await db.select().from(banners).where(eq(banners.location, location)).limit(1);
  if (!row) throw notFound(`Banner untuk lokasi '${location}' tidak ditemukan`);
  return {
    location: row.location,
    bannerUrl: MEDIA.banner(row.location),
    title: row.title,
    subtitle: row.subtitle,
    linkUrl: row.linkUrl,
    color: row.color,
  };
}

export async function getLoginPageBanner(db: Db) {
  const banner = await getBanner(db, 'login-page');
  return { title: banner.title, subtitle: banner.subtitle, linkUrl: banner.linkUrl, bannerUrl: banner.bannerUrl };
}

/** Flat list ordered by location (header, purna-jual, quick-menu, home-tile, footer) then position. */
export async function listMenuCategories(db: Db, location: string | undefined) {
  const rows = await db
    .select()
    .from(menuCategories)
    .where(location === undefined ? undefined : eq(menuCategories.location, location))
    .orderBy(asc(menuCategories.location), asc(menuCategories.sortOrder), asc(menuCategories.id));
  // Known locations in page order; any other location after them (Array#sort is stable).
  const rank = (l: string) => {
    const i = (MENU_LOCATIONS as readonly string[]).indexOf(l);
    return i < 0 ? MENU_LOCATIONS.length : i;
  };
  rows.sort((a, b) => rank(a.location) - rank(b.location));
  return rows.map((r) => ({
    id: r.id,
    location: r.location,
    name: r.name,
    url: r.url,
    icon: r.icon,
    iconUrl: MEDIA.icon(r.icon),
    hideOnMobile: r.hideOnMobile,
    sortOrder: r.sortOrder,
  }));
}

// ---------------------------------------------------------------------------------------------
// Reviews (§3 Customer review; §9 rating scale 1 to 5)
// ---------------------------------------------------------------------------------------------

/** Rating summaries of several objects of one type in one query (no per-object round trips). */
export async function ratingSummaries(db: Db, type: string, codes: string[]): Promise<Map<string, RatingSummary>> {
  const result = new Map<string, RatingSummary>();
  if (codes.length === 0) return result;
  const rows = await db
    .select({ code: reviews.objectCode, rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.type, type), inArray(reviews.objectCode, codes)))
    .groupBy(reviews.objectCode, reviews.rating);
  const byCode = new Map<string, { rating: number; count: number }[]>();
  for (const row of rows) {
    const list = byCode.get(row.code) ?? [];
    list.push({ rating: row.rating, count: row.count });
    byCode.set(row.code, list);
  }
  for (const code of codes) result.set(code, summarize(byCode.get(code) ?? []));
  return result;
}

export function summarize(counts: { rating: number; count: number }[]): RatingSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const { rating, count: n } of counts) {
    if (rating < 1 || rating > 5) continue;
    distribution[rating as 1 | 2 | 3 | 4 | 5] += n;
    count += n;
    sum += rating * n;
  }
  return { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count, distribution };
}

/** Where the reviewed object of each review type lives, so an unknown code answers 404. */
async function reviewedObjectExists(db: Db, type: string, code: string): Promise<boolean> {
  const probe = async (table: typeof carModels | typeof usedCars | typeof accessories | typeof serviceCoupons) => {
    const rows = await db.select({ code: table.code }).from(table).where(eq(table.code, code)).limit(1);
    return rows.length > 0;
  };
  switch (type) {
    case 'NEWCAR':
      return probe(carModels);
    case 'USEDCAR':
      return probe(usedCars);
    case 'ACCESSORY':
      return probe(accessories);
    case 'SERVICE': {
      // Service reviews are about a service as a whole (booking-service, home-service, …).
      const rows = await db
        .select({ code: serviceContents.serviceType })
        .from(serviceContents)
        .where(eq(serviceContents.serviceType, code))
        .limit(1);
      return rows.length > 0;
    }
    case 'COUPON':
      return probe(serviceCoupons);
    default:
      return false;
  }
}

const REVIEW_OBJECT_LABEL: Record<string, string> = {
  NEWCAR: 'Mobil',
  USEDCAR: 'Mobil bekas',
  ACCESSORY: 'Aksesoris',
  SERVICE: 'Layanan',
  COUPON: 'Kupon servis',
};

export async function listReviews(db: Db, query: { type: string; code: string; page: number; size: number }) {
  if (!(await reviewedObjectExists(db, query.type, query.code))) {
    throw notFound(`${REVIEW_OBJECT_LABEL[query.type] ?? 'Objek'} dengan kode '${query.code}' tidak ditemukan`);
  }
  const where = and(eq(reviews.type, query.type), eq(reviews.objectCode, query.code));
  const [rows, summaries] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdDate), desc(reviews.id))
      .limit(query.size)
      .offset(query.page * query.size),
    ratingSummaries(db, query.type, [query.code]),
  ]);
  const summary = summaries.get(query.code) ?? summarize([]);
  return { summary, ...toPage(rows, query.page, query.size, summary.count) };
}
