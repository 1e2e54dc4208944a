import { accessories, carModels, reviews, serviceContents, serviceCoupons, usedCars, type Db } from '@kemudi/db';
import type { CallQuery } from '@kemudi/domain/contracts/call';
import type { editorialCalls, RateData, RatingSummary } from '@kemudi/domain/contracts/editorial';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';

/*
 * Customer reviews (§3 Customer review: reviewerName, objectCode, rating 1 to 5, createdDate,
 * message; §9 rating scale 1 to 5): the reviews of one object, the feed of /review-produk, and
 * the summaries other modules put on their product pages.
 */

const toNullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function summarize(counts: { rating: number; count: number }[]): RatingSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count: n } of counts) {
    if (rating < 1 || rating > 5) continue;
    distribution[rating as 1 | 2 | 3 | 4 | 5] += n;
    total += n;
    sum += rating * n;
  }
  return { average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10, count: total, distribution };
}

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

const LATEST_REVIEWS = 5;

/** §3 customer reviews of one product, as its page shows them: mean (one decimal, 0 when none), count and the latest five. */
export async function rateDataOf(db: Db, type: string, code: string): Promise<RateData> {
  const where = and(eq(reviews.type, type), eq(reviews.objectCode, code));
  const [[summary], latest] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${reviews.rating})`.mapWith(toNullableNumber) })
      .from(reviews)
      .where(where),
    db
      .select({
        reviewerName: reviews.reviewerName,
        reviewerCity: reviews.reviewerCity,
        rating: reviews.rating,
        createdDate: reviews.createdDate,
        title: reviews.title,
        message: reviews.message,
      })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdDate), desc(reviews.id))
      .limit(LATEST_REVIEWS),
  ]);
  const average = summary?.average ?? null;
  return {
    average: average === null ? 0 : Math.round(average * 10) / 10,
    count: summary?.count ?? 0,
    content: latest,
  };
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

/** §7 review?type&code: newest first, with the summary of every review of the object. */
export async function listReviews(db: Db, query: CallQuery<typeof editorialCalls.reviews>) {
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

// ---------------------------------------------------------------------------------------------
// Review feed for /review-produk
// ---------------------------------------------------------------------------------------------

type ReviewFeedFilter = CallQuery<typeof editorialCalls.reviewFeed>;

/** The reviewable objects of a type with their names and pages: models, or after-sales services. */
async function reviewObjects(db: Db, type: ReviewFeedFilter['type']): Promise<Map<string, { name: string; url: string }>> {
  if (type === 'NEWCAR') {
    const rows = await db.select({ code: carModels.code, name: carModels.name }).from(carModels);
    return new Map(rows.map((r) => [r.code, { name: `Toyota ${r.name}`, url: ROUTES.model(r.code) }]));
  }
  const rows = await db.select({ code: serviceContents.serviceType, name: serviceContents.title }).from(serviceContents);
  return new Map(rows.map((r) => [r.code, { name: r.name, url: SERVICE_ROUTES[r.code] ?? ROUTES.services }]));
}

/**
 * Reviews of every model (or service) newest first, narrowed by object and rating; the summary
 * (average, distribution 1–5) ignores the rating filter so the bars stay whole while one is picked.
 */
export async function listReviewFeed(db: Db, filter: ReviewFeedFilter) {
  const objects = await reviewObjects(db, filter.type);
  if (filter.code !== undefined && !objects.has(filter.code)) {
    throw notFound(`${filter.type === 'NEWCAR' ? 'Model' : 'Layanan'} dengan kode '${filter.code}' tidak ditemukan`);
  }
  const scope = and(eq(reviews.type, filter.type), filter.code !== undefined ? eq(reviews.objectCode, filter.code) : undefined);
  const where = and(scope, filter.rating !== undefined ? eq(reviews.rating, filter.rating) : undefined);
  const [rows, [total], ratingCounts, perObject] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdDate), desc(reviews.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(scope)
      .groupBy(reviews.rating),
    db
      .select({ code: reviews.objectCode, count: sql<number>`count(*)::int`, sum: sql<number>`sum(${reviews.rating})::int` })
      .from(reviews)
      .where(eq(reviews.type, filter.type))
      .groupBy(reviews.objectCode),
  ]);
  const describe = (code: string) => objects.get(code) ?? { name: code, url: ROUTES.reviews };
  return {
    ...toPage(
      rows.map((r) => ({ ...r, objectName: describe(r.objectCode).name, objectUrl: describe(r.objectCode).url })),
      filter.page,
      filter.size,
      total?.n ?? 0,
    ),
    summary: summarize(ratingCounts),
    objects: perObject
      .filter((o) => objects.has(o.code) && o.count > 0)
      .map((o) => ({ code: o.code, ...describe(o.code), count: o.count, average: Math.round((o.sum / o.count) * 10) / 10 }))
      .sort((a, b) => a.name.localeCompare(b.name, 'id')),
  };
}
