import { carModels, carVariants, serviceCoupons, type Db } from '@kemudi/db';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, eq, gte, lte } from 'drizzle-orm';
import { productNotFound, todayWib } from './common';

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
export async function listCouponsForProduct(db: Db, now: Date, productCode: string) {
  const modelCode = await modelCodeOf(db, productCode);
  const today = todayWib(now);
  const rows = await db
    .select()
    .from(serviceCoupons)
    .where(
      and(
        arrayContains(serviceCoupons.modelCodes, [modelCode]),
        lte(serviceCoupons.validFrom, today),
        gte(serviceCoupons.validUntil, today),
      ),
    )
    .orderBy(asc(serviceCoupons.title), asc(serviceCoupons.code));
  const coupons = rows
    .map((c) => ({
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
    }))
    // Stable sort: equal discounts keep the title order.
    .sort((a, b) => (b.discountPercent ?? 0) - (a.discountPercent ?? 0));
  return { productCode, modelCode, coupons };
}
