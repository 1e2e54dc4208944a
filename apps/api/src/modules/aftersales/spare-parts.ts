import { carModels, spareParts, type Db } from '@kemudi/db';
import type { aftersalesCalls, SparePartItemCard, SparePartItemDetail } from '@kemudi/domain/contracts/aftersales';
import type { CallQuery } from '@kemudi/domain/contracts/call';
import type { ListFilters } from '@kemudi/domain/contracts/catalogue';
import { CURRENCY } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { productNotFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import { containsPattern } from '../../lib/text';
import { rateDataOf } from '../editorial';
import { fittingModelsOf, priceConditions, priceOrder } from './items';
import { todaysPriceSql, withTodaysPrice, withTodaysPrices } from './prices';
import { findServiceModel } from './workshop';

// ---------------------------------------------------------------------------------------------
// The suku-cadang page (issue 4; content/v1/service/spare-parts)
// ---------------------------------------------------------------------------------------------

/**
 * The spare parts of /services-toyota/suku-cadang: filtered by model, category and words of the
 * name or part number, by category then name; with every category and fitting model for the filters.
 */
export async function listSpareParts(db: Db, query: CallQuery<typeof aftersalesCalls.spareParts>) {
  if (query.model !== undefined) await findServiceModel(db, query.model);
  const conditions: SQL[] = [];
  if (query.model !== undefined) conditions.push(arrayContains(spareParts.fittingModels, [query.model]));
  if (query.category !== undefined) conditions.push(sql`lower(${spareParts.category}) = lower(${query.category})`);
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = containsPattern(word);
    const match = or(ilike(spareParts.name, pattern), ilike(spareParts.code, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [total], categoryRows, modelCodeRows] = await Promise.all([
    db
      .select()
      .from(spareParts)
      .where(where)
      .orderBy(asc(spareParts.category), asc(spareParts.name), asc(spareParts.code))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ count: sql<number>`count(*)::int` }).from(spareParts).where(where),
    db.selectDistinct({ category: spareParts.category }).from(spareParts).orderBy(asc(spareParts.category)),
    db.select({ code: sql<string>`unnest(${spareParts.fittingModels})` }).from(spareParts),
  ]);
  const modelCodes = [...new Set(modelCodeRows.map((r) => r.code))];
  const models =
    modelCodes.length === 0
      ? []
      : await db
          .select({ code: carModels.code, name: carModels.name })
          .from(carModels)
          .where(inArray(carModels.code, modelCodes))
          .orderBy(asc(carModels.name));
  const nameOf = new Map(models.map((m) => [m.code, m.name]));
  const content = rows.map((p) => ({
    code: p.code,
    name: p.name,
    category: p.category,
    description: p.description,
    price: p.price,
    replaceEveryKm: p.replaceEveryKm,
    fittingModels: p.fittingModels.map((code) => ({ code, name: nameOf.get(code) ?? code })),
    imageUrl: MEDIA.icon(p.icon),
    url: ROUTES.sparePart(p.code),
  }));
  return {
    ...toPage(content, query.page, query.size, total?.count ?? 0),
    categories: categoryRows.map((r) => r.category),
    models,
  };
}

// ---------------------------------------------------------------------------------------------
// The catalogue's part cards (products?category=SPAREPART) and page (product-detail)
// ---------------------------------------------------------------------------------------------

/** Spare parts of a listing: by category unless sorted by name or price. */
export async function listSparePartItemCards(db: Db, now: Date, cityCode: string, f: ListFilters): Promise<Page<SparePartItemCard>> {
  const todaysPrice = todaysPriceSql(spareParts, 'part', now, cityCode);
  const c = priceConditions(todaysPrice, f);
  if (f.model !== undefined) c.push(arrayContains(spareParts.fittingModels, [f.model]));
  const where = and(...c);
  const order = priceOrder(todaysPrice, f.sort) ?? (f.sort === 'name' ? [] : [asc(spareParts.category)]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spareParts)
      .where(where)
      .orderBy(...order, asc(spareParts.name), asc(spareParts.code))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ count: sql<number>`count(*)::int` }).from(spareParts).where(where),
  ]);
  const content = rows.map(
    (p): Omit<SparePartItemCard, 'flashSale'> => ({
      kind: 'SPAREPART',
      code: p.code,
      name: p.name,
      category: p.category,
      price: p.price,
      strikeThroughPrice: null,
      discountPercent: null,
      imageUrl: MEDIA.icon(p.icon),
      url: ROUTES.sparePart(p.code),
    }),
  );
  return toPage(await withTodaysPrices(db, now, cityCode, 'part', content), f.page, f.size, total?.count ?? 0);
}

/** §7 product-detail category SPAREPART. */
export async function getSparePartItemDetail(db: Db, now: Date, cityCode: string, code: string): Promise<SparePartItemDetail> {
  const [p] = await db.select().from(spareParts).where(eq(spareParts.code, code)).limit(1);
  if (!p) throw productNotFound(code);
  const [models, rateData] = await Promise.all([fittingModelsOf(db, p.fittingModels), rateDataOf(db, 'SPAREPART', p.code)]);
  return {
    category: 'SPAREPART',
    item: await withTodaysPrice(db, now, cityCode, 'part', {
      code: p.code,
      name: p.name,
      price: p.price,
      strikeThroughPrice: null,
      discountPercent: null,
      priceCurrency: CURRENCY,
      description: p.description,
      imageUrl: MEDIA.icon(p.icon),
      url: ROUTES.sparePart(p.code),
      fittingModels: models,
      partCategory: p.category,
      replaceEveryKm: p.replaceEveryKm,
    }),
    rateData,
  };
}
