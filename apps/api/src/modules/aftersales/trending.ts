import { accessories, serviceCoupons, type Db } from '@kemudi/db';
import type { AftersalesCard } from '@kemudi/domain/contracts/aftersales';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { todayWib } from '../../lib/time';

/** §7 contentCatalog/trending-product-aftersales: trending accessories (by name), then trending coupons valid today (by title). */
export async function listTrendingAftersales(db: Db, now: Date): Promise<AftersalesCard[]> {
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
