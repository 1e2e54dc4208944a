import { accessories, carModels, serviceCoupons, servicePackages, type Db } from '@kemudi/db';
import type { AftersalesFacetCategory, FacetsData } from '@kemudi/domain/contracts/catalogue';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { todayWib } from '../../lib/time';

type Row = { type: string; models: string[]; price: number };

/** The rows a listing can show: every accessory and package, and the coupons on sale today (WIB). */
async function rowsOf(db: Db, now: Date, category: AftersalesFacetCategory): Promise<Row[]> {
  switch (category) {
    case 'ACCESSORY':
      return db
        .select({ type: accessories.category, models: accessories.fittingModels, price: accessories.price })
        .from(accessories);
    case 'COUPON': {
      const today = todayWib(now);
      return db
        .select({ type: serviceCoupons.serviceType, models: serviceCoupons.modelCodes, price: serviceCoupons.price })
        .from(serviceCoupons)
        .where(and(lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today)));
    }
    case 'PACKAGE':
      return db
        .select({ type: servicePackages.type, models: servicePackages.modelCodes, price: servicePackages.price })
        .from(servicePackages);
  }
}

/**
 * products/facets — what an after-sales listing's filter form offers: the kinds (most items
 * first, then by name) and the models that have at least one item (in the catalogue's model
 * order), each with its count, and the price range. The catalogue is small (tens of rows per
 * kind), so the counting is done here.
 */
export async function listAftersalesFacets(db: Db, now: Date, category: AftersalesFacetCategory): Promise<FacetsData> {
  const rows = await rowsOf(db, now, category);
  const types = new Map<string, number>();
  const models = new Map<string, number>();
  for (const row of rows) {
    types.set(row.type, (types.get(row.type) ?? 0) + 1);
    for (const code of new Set(row.models)) models.set(code, (models.get(code) ?? 0) + 1);
  }
  const modelRows =
    models.size === 0
      ? []
      : await db
          .select({ code: carModels.code, name: carModels.name })
          .from(carModels)
          .where(inArray(carModels.code, [...models.keys()]))
          .orderBy(asc(carModels.sortOrder), asc(carModels.code));
  const prices = rows.map((r) => r.price);
  return {
    category,
    total: rows.length,
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    maxPrice: prices.length > 0 ? Math.max(...prices) : null,
    types: [...types.entries()]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'id')),
    models: modelRows.map((m) => ({ code: m.code, name: m.name, count: models.get(m.code) ?? 0 })),
  };
}
