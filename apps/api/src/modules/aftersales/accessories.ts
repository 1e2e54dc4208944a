import { accessories, type Db } from '@kemudi/db';
import type { AccessoryCard, AccessoryDetail, AccessoryItemCard, AccessoryItemDetail, aftersalesCalls } from '@kemudi/domain/contracts/aftersales';
import type { CallQuery } from '@kemudi/domain/contracts/call';
import type { ListFilters } from '@kemudi/domain/contracts/catalogue';
import { CURRENCY } from '@kemudi/domain/constants';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, desc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { notFound, productNotFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import { containsPattern } from '../../lib/text';
import { rateDataOf, ratingSummaries } from '../editorial';
import { accessoryFilterConditions, fittingModelsOf, priceConditions, priceOrder } from './items';
import { todaysPriceSql, withTodaysPrice, withTodaysPrices } from './prices';

type AccessoryRow = typeof accessories.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The accessory calls of §7 "Content" (accessories, accessories/{code}, accessories/detail/{code})
// ---------------------------------------------------------------------------------------------

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

/** The accessory list of §2 /aksesoris: filtered, sorted and paginated. */
export async function listAccessories(db: Db, query: CallQuery<typeof aftersalesCalls.accessories>) {
  const conditions: SQL[] = [];
  if (query.model !== undefined) conditions.push(arrayContains(accessories.fittingModels, [query.model]));
  if (query.category !== undefined) conditions.push(sql`lower(${accessories.category}) = lower(${query.category})`);
  if (query.brand !== undefined) conditions.push(sql`lower(${accessories.brand}) = lower(${query.brand})`);
  if (query.minPrice !== undefined) conditions.push(gte(accessories.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(accessories.price, query.maxPrice));
  if (query.q !== undefined) {
    // Every word must appear in the name, brand or description.
    for (const word of query.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = containsPattern(word);
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

/** §7 accessories/{code}: the short form used by cards and the cart. */
export async function getAccessoryCard(db: Db, code: string) {
  return toAccessoryCard(await findAccessory(db, code));
}

/** How many accessories of the same category the detail page suggests. */
const RELATED_LIMIT = 4;

/** §7 accessories/detail/{code}: the card plus what the accessory's page shows. */
export async function getAccessoryDetail(db: Db, code: string): Promise<AccessoryDetail> {
  const row = await findAccessory(db, code);
  const [models, summaries, related] = await Promise.all([
    fittingModelsOf(db, row.fittingModels),
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
    fittingModels: models,
    rating: summaries.get(row.code) ?? { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    related: related.map(toAccessoryCard),
  };
}

// ---------------------------------------------------------------------------------------------
// The catalogue's accessory cards (product-list, products) and page (product-detail)
// ---------------------------------------------------------------------------------------------

/** Accessories of a listing: trending first unless sorted by name or price. */
export async function listAccessoryItemCards(db: Db, now: Date, cityCode: string, f: ListFilters): Promise<Page<AccessoryItemCard>> {
  const todaysPrice = todaysPriceSql(accessories, 'accessory', now, cityCode);
  const c = priceConditions(todaysPrice, f);
  if (f.model !== undefined) c.push(arrayContains(accessories.fittingModels, [f.model]));
  c.push(...accessoryFilterConditions(f));
  const where = and(...c);
  const order = priceOrder(todaysPrice, f.sort) ?? (f.sort === 'name' ? [] : [desc(accessories.isTrending)]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accessories)
      .where(where)
      .orderBy(...order, asc(accessories.name), asc(accessories.code))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ count: sql<number>`count(*)::int` }).from(accessories).where(where),
  ]);
  const content = rows.map(
    (a): Omit<AccessoryItemCard, 'flashSale'> => ({
      kind: 'ACCESSORY',
      code: a.code,
      name: a.name,
      brand: a.brand,
      category: a.category,
      price: a.price,
      strikeThroughPrice: a.strikeThroughPrice,
      discountPercent: discountPercent(a.strikeThroughPrice, a.price),
      imageUrl: MEDIA.icon(a.icon),
      url: ROUTES.accessory(a.code),
    }),
  );
  return toPage(await withTodaysPrices(db, now, cityCode, 'accessory', content), f.page, f.size, total?.count ?? 0);
}

/** §7 product-detail category ACCESSORY. */
export async function getAccessoryItemDetail(db: Db, now: Date, cityCode: string, code: string): Promise<AccessoryItemDetail> {
  const [a] = await db.select().from(accessories).where(eq(accessories.code, code)).limit(1);
  if (!a) throw productNotFound(code);
  const [models, rateData] = await Promise.all([fittingModelsOf(db, a.fittingModels), rateDataOf(db, 'ACCESSORY', a.code)]);
  return {
    category: 'ACCESSORY',
    item: await withTodaysPrice(db, now, cityCode, 'accessory', {
      code: a.code,
      name: a.name,
      price: a.price,
      strikeThroughPrice: a.strikeThroughPrice,
      discountPercent: discountPercent(a.strikeThroughPrice, a.price),
      priceCurrency: CURRENCY,
      description: a.description,
      imageUrl: MEDIA.icon(a.icon),
      url: ROUTES.accessory(a.code),
      fittingModels: models,
      brand: a.brand,
      accessoryCategory: a.category,
      installMinutes: a.installMinutes,
      warrantyMonths: a.warrantyMonths,
    }),
    rateData,
  };
}
