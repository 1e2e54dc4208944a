import { carModels, carVariants, serviceCoupons, type Db } from '@kemudi/db';
import type { CouponItemCard, CouponItemDetail, CouponProductData } from '@kemudi/domain/contracts/aftersales';
import type { ListFilters } from '@kemudi/domain/contracts/catalogue';
import { CURRENCY } from '@kemudi/domain/constants';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { productNotFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import { todayWib } from '../../lib/time';
import { rateDataOf } from '../editorial';
import { couponFilterConditions, fittingModelsOf, priceConditions, priceOrder } from './items';
import { todaysPriceSql, withTodaysNormalPrices, withTodaysPrice, withTodaysPrices } from './prices';

/** A coupon is on sale on the WIB calendar days validFrom … validUntil, both included. */
const onSale = (today: string) => and(lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today));

// ---------------------------------------------------------------------------------------------
// §7 coupon-product?productCode
// ---------------------------------------------------------------------------------------------

/** A model code, or a variant code standing for its model (the variant page asks with its own code). */
async function modelCodeOf(db: Db, productCode: string): Promise<string> {
  const [model] = await db.select({ code: carModels.code }).from(carModels).where(eq(carModels.code, productCode)).limit(1);
  if (model) return model.code;
  const [variant] = await db
    .select({ modelCode: carVariants.modelCode })
    .from(carVariants)
    .where(eq(carVariants.code, productCode))
    .limit(1);
  if (variant) return variant.modelCode;
  throw productNotFound(productCode);
}

/**
 * coupon-product?productCode: the service coupons on sale at app.now() (validFrom ≤ today ≤
 * validUntil, WIB calendar days) whose modelCodes include the model; the biggest §9 discount
 * first, then by title.
 */
export async function listCouponsForProduct(db: Db, now: Date, productCode: string, cityCode: string): Promise<CouponProductData> {
  const modelCode = await modelCodeOf(db, productCode);
  const rows = await db
    .select()
    .from(serviceCoupons)
    .where(and(arrayContains(serviceCoupons.modelCodes, [modelCode]), onSale(todayWib(now))))
    .orderBy(asc(serviceCoupons.title), asc(serviceCoupons.code));
  const coupons = (
    await withTodaysNormalPrices(
      db,
      now,
      cityCode,
      'coupon',
      rows.map((c) => ({
      code: c.code,
      title: c.title,
      description: c.description,
      serviceType: c.serviceType,
      price: c.price,
      normalPrice: c.normalPrice,
      discountPercent: discountPercent(c.normalPrice, c.price),
      validFrom: c.validFrom,
      validUntil: c.validUntil,
      usableDays: c.usableDays,
      imageUrl: MEDIA.icon('coupon'),
      url: ROUTES.coupon(c.code),
      })),
    )
  )
    // Stable sort: equal discounts keep the title order.
    .sort((a, b) => (b.discountPercent ?? 0) - (a.discountPercent ?? 0));
  return { productCode, modelCode, coupons };
}

// ---------------------------------------------------------------------------------------------
// The catalogue's coupon cards (product-list, products) and page (product-detail)
// ---------------------------------------------------------------------------------------------

/** Coupons on sale today (validFrom ≤ today ≤ validUntil, WIB). */
export async function listCouponItemCards(db: Db, now: Date, cityCode: string, f: ListFilters): Promise<Page<CouponItemCard>> {
  const todaysPrice = todaysPriceSql(serviceCoupons, 'coupon', now, cityCode);
  const today = todayWib(now);
  const c = [...priceConditions(todaysPrice, f), lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today)];
  if (f.model !== undefined) c.push(arrayContains(serviceCoupons.modelCodes, [f.model]));
  c.push(...couponFilterConditions(f));
  const where = and(...c);
  const order = priceOrder(todaysPrice, f.sort) ?? (f.sort === 'name' ? [] : [desc(serviceCoupons.isTrending)]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(serviceCoupons)
      .where(where)
      .orderBy(...order, asc(serviceCoupons.title), asc(serviceCoupons.code))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ count: sql<number>`count(*)::int` }).from(serviceCoupons).where(where),
  ]);
  const content = rows.map(
    (k): Omit<CouponItemCard, 'flashSale'> => ({
      kind: 'COUPON',
      code: k.code,
      name: k.title,
      serviceType: k.serviceType,
      price: k.price,
      strikeThroughPrice: k.normalPrice,
      discountPercent: discountPercent(k.normalPrice, k.price),
      validUntil: k.validUntil,
      imageUrl: MEDIA.icon('coupon'),
      url: ROUTES.coupon(k.code),
    }),
  );
  return toPage(await withTodaysPrices(db, now, cityCode, 'coupon', content), f.page, f.size, total?.count ?? 0);
}

/** §7 product-detail category COUPON: coupons not on sale today too (isActive says so). */
export async function getCouponItemDetail(db: Db, now: Date, cityCode: string, code: string): Promise<CouponItemDetail> {
  const [c] = await db.select().from(serviceCoupons).where(eq(serviceCoupons.code, code)).limit(1);
  if (!c) throw productNotFound(code);
  const today = todayWib(now);
  const [models, rateData] = await Promise.all([fittingModelsOf(db, c.modelCodes), rateDataOf(db, 'COUPON', c.code)]);
  return {
    category: 'COUPON',
    item: await withTodaysPrice(db, now, cityCode, 'coupon', {
      code: c.code,
      name: c.title,
      price: c.price,
      strikeThroughPrice: c.normalPrice,
      discountPercent: discountPercent(c.normalPrice, c.price),
      priceCurrency: CURRENCY,
      description: c.description,
      imageUrl: MEDIA.icon('coupon'),
      url: ROUTES.coupon(c.code),
      fittingModels: models,
      serviceType: c.serviceType,
      validFrom: c.validFrom,
      validUntil: c.validUntil,
      isActive: c.validFrom <= today && today <= c.validUntil,
      usableDays: c.usableDays,
      quota: c.quota,
      terms: c.terms,
    }),
    rateData,
  };
}
