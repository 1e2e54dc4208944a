import {
  accessories,
  carColors,
  carModels,
  carVariants,
  flashSales,
  serviceCoupons,
  servicePackages,
  spareParts,
  type Db,
} from '@kemudi/db';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/query';
import type { AccessoryCard, AccessoryListQuery } from './schemas';
import { ratingSummaries } from './service';
import { todayWib } from './time';

/** Body colour used when a model has no colour rows (never in the seed; keeps the image URL valid). */
const FALLBACK_COLOR = '#c0c0c0';

// ---------------------------------------------------------------------------------------------
// page/trending-cars
// ---------------------------------------------------------------------------------------------

/**
 * Models with a trending rank, by rank. lowestPrice = the lowest default (Jakarta) OTR of the
 * model's variants; a model with no variant has nothing to price and is left out (inner join).
 * The picture shows the model in its first colour (lowest sortOrder).
 */
export async function listTrendingCars(db: Db) {
  const models = await db
    .select({
      code: carModels.code,
      name: carModels.name,
      bodyType: carModels.bodyType,
      tagline: carModels.tagline,
      rank: carModels.trendingRank,
      lowestPrice: sql<number>`min(${carVariants.priceOtr})`.mapWith(Number),
    })
    .from(carModels)
    .innerJoin(carVariants, eq(carVariants.modelCode, carModels.code))
    .where(isNotNull(carModels.trendingRank))
    .groupBy(carModels.code)
    .orderBy(asc(carModels.trendingRank), asc(carModels.code));
  const firstColors = await firstColorOf(
    db,
    models.map((m) => m.code),
  );
  return models.map((m) => {
    const color = firstColors.get(m.code);
    return {
      code: m.code,
      name: m.name,
      bodyType: m.bodyType,
      tagline: m.tagline,
      imageUrl: MEDIA.car(m.code, color?.hex ?? FALLBACK_COLOR, color?.roofHex),
      lowestPrice: m.lowestPrice,
      url: ROUTES.model(m.code),
    };
  });
}

/** First colour (lowest sortOrder, then id) of each model, in one query. */
async function firstColorOf(db: Db, modelCodes: string[]) {
  const result = new Map<string, { hex: string; roofHex: string | null }>();
  if (modelCodes.length === 0) return result;
  const rows = await db
    .selectDistinctOn([carColors.modelCode], { modelCode: carColors.modelCode, hex: carColors.hex, roofHex: carColors.roofHex })
    .from(carColors)
    .where(inArray(carColors.modelCode, modelCodes))
    .orderBy(asc(carColors.modelCode), asc(carColors.sortOrder), asc(carColors.id));
  for (const row of rows) result.set(row.modelCode, { hex: row.hex, roofHex: row.roofHex });
  return result;
}

// ---------------------------------------------------------------------------------------------
// Accessories
// ---------------------------------------------------------------------------------------------

type AccessoryRow = typeof accessories.$inferSelect;

function toAccessoryCard(row: AccessoryRow): AccessoryCard {
  return {
    code: row.code,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    strikeThroughPrice: row.strikeThroughPrice,
    discountPercent: discountPercent(row.strikeThroughPrice, row.price),
    isTrending: row.isTrending,
    imageUrl: MEDIA.icon(row.icon),
    url: ROUTES.accessory(row.code),
  };
}

/** `%`, `_` and `\` typed by a visitor are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAccessories(db: Db, query: AccessoryListQuery) {
  const conditions: SQL[] = [];
  if (query.model !== undefined) conditions.push(arrayContains(accessories.fittingModels, [query.model]));
  if (query.category !== undefined) conditions.push(sql`lower(${accessories.category}) = lower(${query.category})`);
  if (query.brand !== undefined) conditions.push(sql`lower(${accessories.brand}) = lower(${query.brand})`);
  if (query.minPrice !== undefined) conditions.push(gte(accessories.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(accessories.price, query.maxPrice));
  if (query.q !== undefined) {
    // Every word must appear in the name, brand or description.
    for (const word of query.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = likePattern(word);
      const match = or(ilike(accessories.name, pattern), ilike(accessories.brand, pattern), ilike(accessories.description, pattern));
      if (match) conditions.push(match);
    }
  }
  const where = and(...conditions);
  const order =
    query.sort === 'price-asc'
      ? [asc(accessories.price), asc(accessories.name), asc(accessories.code)]
      : query.sort === 'price-desc'
        ? [desc(accessories.price), asc(accessories.name), asc(accessories.code)]
        : [asc(accessories.name), asc(accessories.code)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accessories)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ count: sql<number>`count(*)::int` }).from(accessories).where(where),
  ]);
  return toPage(rows.map(toAccessoryCard), query.page, query.size, total?.count ?? 0);
}

async function findAccessory(db: Db, code: string): Promise<AccessoryRow> {
  const [row] = await db.select().from(accessories).where(eq(accessories.code, code)).limit(1);
  if (!row) throw notFound(`Aksesoris dengan kode '${code}' tidak ditemukan`);
  return row;
}

export async function getAccessoryCard(db: Db, code: string) {
  return toAccessoryCard(await findAccessory(db, code));
}

/** How many accessories of the same category the detail page suggests. */
const RELATED_LIMIT = 4;

export async function getAccessoryDetail(db: Db, code: string) {
  const row = await findAccessory(db, code);
  const [models, summaries, related] = await Promise.all([
    row.fittingModels.length === 0
      ? Promise.resolve([])
      : db
          .select({ code: carModels.code, name: carModels.name })
          .from(carModels)
          .where(inArray(carModels.code, row.fittingModels))
          .orderBy(asc(carModels.sortOrder), asc(carModels.code)),
    ratingSummaries(db, 'ACCESSORY', [row.code]),
    db
      .select()
      .from(accessories)
      .where(and(eq(accessories.category, row.category), ne(accessories.code, row.code)))
      .orderBy(desc(accessories.isTrending), asc(accessories.name), asc(accessories.code))
      .limit(RELATED_LIMIT),
  ]);
  return {
    ...toAccessoryCard(row),
    description: row.description,
    installMinutes: row.installMinutes,
    warrantyMonths: row.warrantyMonths,
    fittingModels: models.map((m) => ({ code: m.code, name: m.name, url: ROUTES.model(m.code) })),
    rating: summaries.get(row.code) ?? { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    related: related.map(toAccessoryCard),
  };
}

// ---------------------------------------------------------------------------------------------
// contentCatalog/trending-product-aftersales
// ---------------------------------------------------------------------------------------------

/** Trending accessories (by name), then trending coupons valid today (by title). */
export async function listTrendingAftersales(db: Db, now: Date) {
  const today = todayWib(now);
  const [accessoryRows, couponRows] = await Promise.all([
    db.select().from(accessories).where(eq(accessories.isTrending, true)).orderBy(asc(accessories.name), asc(accessories.code)),
    db
      .select()
      .from(serviceCoupons)
      .where(and(eq(serviceCoupons.isTrending, true), lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today)))
      .orderBy(asc(serviceCoupons.title), asc(serviceCoupons.code)),
  ]);
  return [
    ...accessoryRows.map((a) => ({
      kind: 'accessory' as const,
      code: a.code,
      name: a.name,
      price: a.price,
      strikeThroughPrice: a.strikeThroughPrice,
      imageUrl: MEDIA.icon(a.icon),
      url: ROUTES.accessory(a.code),
    })),
    ...couponRows.map((c) => ({
      kind: 'coupon' as const,
      code: c.code,
      name: c.title,
      price: c.price,
      strikeThroughPrice: c.normalPrice,
      imageUrl: MEDIA.icon('coupon'),
      url: ROUTES.coupon(c.code),
    })),
  ];
}

// ---------------------------------------------------------------------------------------------
// contentCatalog/flash-sale
// ---------------------------------------------------------------------------------------------

type FlashKind = 'accessory' | 'coupon' | 'package' | 'part';
type SaleItem = { name: string; price: number; imageUrl: string; url: string };

/** Name, regular selling price, picture and page of the items on sale: one query per kind, not per sale. */
async function loadSaleItems(db: Db, codesByKind: Map<FlashKind, string[]>) {
  const codes = (kind: FlashKind) => codesByKind.get(kind) ?? [];
  const none = Promise.resolve([] as never[]);
  const [accessoryRows, couponRows, packageRows, partRows] = await Promise.all([
    codes('accessory').length === 0
      ? none
      : db
          .select({ code: accessories.code, name: accessories.name, price: accessories.price, icon: accessories.icon })
          .from(accessories)
          .where(inArray(accessories.code, codes('accessory'))),
    codes('coupon').length === 0
      ? none
      : db
          .select({ code: serviceCoupons.code, name: serviceCoupons.title, price: serviceCoupons.price })
          .from(serviceCoupons)
          .where(inArray(serviceCoupons.code, codes('coupon'))),
    codes('package').length === 0
      ? none
      : db
          .select({ code: servicePackages.code, name: servicePackages.name, price: servicePackages.price })
          .from(servicePackages)
          .where(inArray(servicePackages.code, codes('package'))),
    codes('part').length === 0
      ? none
      : db
          .select({ code: spareParts.code, name: spareParts.name, price: spareParts.price, icon: spareParts.icon })
          .from(spareParts)
          .where(inArray(spareParts.code, codes('part'))),
  ]);
  const items = new Map<string, SaleItem>();
  const key = (kind: string, code: string) => `${kind}:${code}`;
  for (const r of accessoryRows) {
    items.set(key('accessory', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon(r.icon), url: ROUTES.accessory(r.code) });
  }
  for (const r of couponRows) {
    items.set(key('coupon', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon('coupon'), url: ROUTES.coupon(r.code) });
  }
  for (const r of packageRows) {
    items.set(key('package', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon('wrench'), url: ROUTES.servicePackage(r.code) });
  }
  for (const r of partRows) {
    items.set(key('part', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon(r.icon), url: ROUTES.sparePart(r.code) });
  }
  return (kind: string, code: string) => items.get(key(kind, code));
}

const isFlashKind = (kind: string): kind is FlashKind => ['accessory', 'coupon', 'package', 'part'].includes(kind);

/**
 * Flash sales running at `now` (startsAt ≤ now < endsAt), ending soonest first. A sale with an
 * empty city list runs in every city; without `city` every running sale is listed. normalPrice is
 * the item's regular selling price; discountPercent follows the §9 rule.
 */
export async function listFlashSales(db: Db, now: Date, filter: { category?: string | undefined; city?: string | undefined }) {
  const at = now.toISOString();
  const conditions: SQL[] = [
    sql`${flashSales.startsAt}::timestamptz <= ${at}::timestamptz`,
    sql`${flashSales.endsAt}::timestamptz > ${at}::timestamptz`,
  ];
  if (filter.category !== undefined) conditions.push(eq(flashSales.category, filter.category));
  if (filter.city !== undefined) {
    const anyCity = or(sql`cardinality(${flashSales.cityIsocodes}) = 0`, arrayContains(flashSales.cityIsocodes, [filter.city]));
    if (anyCity) conditions.push(anyCity);
  }
  const sales = await db
    .select()
    .from(flashSales)
    .where(and(...conditions))
    .orderBy(sql`${flashSales.endsAt}::timestamptz`, asc(flashSales.id));

  const codesByKind = new Map<FlashKind, string[]>();
  for (const sale of sales) {
    if (!isFlashKind(sale.itemKind)) continue;
    codesByKind.set(sale.itemKind, [...(codesByKind.get(sale.itemKind) ?? []), sale.itemCode]);
  }
  const itemOf = await loadSaleItems(db, codesByKind);

  return sales.flatMap((sale) => {
    const item = itemOf(sale.itemKind, sale.itemCode);
    // A sale whose item no longer exists cannot be bought: leave it out rather than show a blank card.
    if (!item || !isFlashKind(sale.itemKind)) return [];
    return [
      {
        id: sale.id,
        kind: sale.itemKind,
        code: sale.itemCode,
        category: sale.category,
        name: item.name,
        normalPrice: item.price,
        salePrice: sale.salePrice,
        discountPercent: discountPercent(item.price, sale.salePrice),
        quota: sale.quota,
        remainingQuota: Math.max(0, sale.quota - sale.sold),
        startsAt: sale.startsAt,
        endsAt: sale.endsAt,
        imageUrl: item.imageUrl,
        url: item.url,
      },
    ];
  });
}
