import { servicePackages, type Db } from '@kemudi/db';
import type { PackageItemCard, PackageItemDetail } from '@kemudi/domain/contracts/aftersales';
import type { ListFilters } from '@kemudi/domain/contracts/catalogue';
import { CURRENCY } from '@kemudi/domain/constants';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import { productNotFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import { rateDataOf } from '../editorial';
import { fittingModelsOf, packageFilterConditions, priceConditions, priceOrder } from './items';
import { todaysPriceSql, withTodaysPrice, withTodaysPrices } from './prices';

/** Service packages of a listing: by interval (packages without one last) unless sorted by name or price. */
export async function listPackageItemCards(db: Db, now: Date, cityCode: string, f: ListFilters): Promise<Page<PackageItemCard>> {
  const todaysPrice = todaysPriceSql(servicePackages, 'package', now, cityCode);
  const c = priceConditions(todaysPrice, f);
  if (f.model !== undefined) c.push(arrayContains(servicePackages.modelCodes, [f.model]));
  c.push(...packageFilterConditions(f));
  const where = and(...c);
  const order =
    priceOrder(todaysPrice, f.sort) ?? (f.sort === 'name' ? [] : [sql`${servicePackages.kmInterval} asc nulls last`]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(servicePackages)
      .where(where)
      .orderBy(...order, asc(servicePackages.name), asc(servicePackages.code))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ count: sql<number>`count(*)::int` }).from(servicePackages).where(where),
  ]);
  const content = rows.map(
    (p): Omit<PackageItemCard, 'flashSale'> => ({
      kind: 'PACKAGE',
      code: p.code,
      name: p.name,
      type: p.type,
      kmInterval: p.kmInterval,
      price: p.price,
      strikeThroughPrice: p.normalPrice,
      discountPercent: discountPercent(p.normalPrice, p.price),
      imageUrl: MEDIA.icon('package'),
      url: ROUTES.servicePackage(p.code),
    }),
  );
  return toPage(await withTodaysPrices(db, now, cityCode, 'package', content), f.page, f.size, total?.count ?? 0);
}

/** §7 product-detail category PACKAGE. */
export async function getPackageItemDetail(db: Db, now: Date, cityCode: string, code: string): Promise<PackageItemDetail> {
  const [p] = await db.select().from(servicePackages).where(eq(servicePackages.code, code)).limit(1);
  if (!p) throw productNotFound(code);
  const [models, rateData] = await Promise.all([fittingModelsOf(db, p.modelCodes), rateDataOf(db, 'PACKAGE', p.code)]);
  return {
    category: 'PACKAGE',
    item: await withTodaysPrice(db, now, cityCode, 'package', {
      code: p.code,
      name: p.name,
      price: p.price,
      strikeThroughPrice: p.normalPrice,
      discountPercent: discountPercent(p.normalPrice, p.price),
      priceCurrency: CURRENCY,
      description: p.description,
      imageUrl: MEDIA.icon('package'),
      url: ROUTES.servicePackage(p.code),
      fittingModels: models,
      type: p.type,
      kmInterval: p.kmInterval,
      durationMinutes: p.durationMinutes,
      items: p.items,
    }),
    rateData,
  };
}
