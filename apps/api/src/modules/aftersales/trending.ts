import { accessories, serviceCoupons, type Db } from '@kemudi/db';
import type { AftersalesCard } from '@kemudi/domain/contracts/aftersales';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { todayWib } from '../../lib/time';
import { withTodaysPrices } from './prices';

/**
 * §7 contentCatalog/trending-product-aftersales: trending accessories (by name), then trending coupons
 * valid today (by title), priced for `cityCode` as the cart prices them (modules/aftersales/prices.ts).
 */
export async function listTrendingAftersales(db: Db, now: Date, cityCode: string | undefined): Promise<AftersalesCard[]> {
  const today = todayWib(now);
  const [accessoryRows, couponRows] = await Promise.all([
    db.select().from(accessories).where(eq(accessories.isTrending, true)).orderBy(asc(accessories.name), asc(accessories.code)),
    db
      .select()
      .from(serviceCoupons)
      .where(and(eq(serviceCoupons.isTrending, true), lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today)))
      .orderBy(asc(serviceCoupons.title), asc(serviceCoupons.code)),
  ]);
  const [accessoryCards, couponCards] = await Promise.all([
    withTodaysPrices(db, now, cityCode, 'accessory', accessoryRows.map((a) => ({
      kind: 'accessory' as const,
      code: a.code,
      name: a.name,
      price: a.price,
      strikeThroughPrice: a.strikeThroughPrice,
      imageUrl: MEDIA.icon(a.icon),
      url: ROUTES.accessory(a.code),
    }))),
    withTodaysPrices(db, now, cityCode, 'coupon', couponRows.map((c) => ({
      kind: 'coupon' as const,
      code: c.code,
      name: c.title,
      price: c.price,
      strikeThroughPrice: c.normalPrice,
      imageUrl: MEDIA.icon('coupon'),
      url: ROUTES.coupon(c.code),
    }))),
  ]);
  // The card carries no discount percent of its own: the page works it out from the two prices.
  return [...accessoryCards, ...couponCards].map(({ discountPercent: _percent, ...card }) => card);
}
