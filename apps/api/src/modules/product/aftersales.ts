import { accessories, carModels, serviceCoupons, servicePackages, type Db } from '@kemudi/db';
import { and, asc, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { todayWib } from './common';
import type { AftersalesFacetCategory, ListFilters } from './schemas';

/*
 * The after-sales listings' own filters (accessories, service coupons, service packages): the kind
 * (`type`) and the words typed in the search box (`q`), plus the facets a listing page offers in its
 * filter form (which models and kinds have items, and how many).
 */

/** At most this many words of `q` are looked up; the rest are ignored. */
const MAX_WORDS = 8;

/** ILIKE pattern that matches `text` literally anywhere (`%`, `_` and `\` typed by a visitor are not wildcards). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type TextColumn =
  | typeof accessories.name
  | typeof accessories.brand
  | typeof accessories.category
  | typeof accessories.description
  | typeof serviceCoupons.title
  | typeof serviceCoupons.description
  | typeof servicePackages.name
  | typeof servicePackages.type
  | typeof servicePackages.description;

/** Every word of `q` must appear (case-insensitive) in one of the columns. */
function wordConditions(q: string | undefined, columns: readonly TextColumn[]): SQL[] {
  if (q === undefined) return [];
  const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return words.flatMap((word) => or(...columns.map((column) => ilike(column, containsPattern(word)))) ?? []);
}

/** Accessories: `type` is the category (Eksterior, Interior …); `q` looks in name, brand, category and description. */
export function accessoryFilterConditions(f: Pick<ListFilters, 'type' | 'q'>): SQL[] {
  return [
    ...(f.type !== undefined ? [sql`lower(${accessories.category}) = lower(${f.type})`] : []),
    ...wordConditions(f.q, [accessories.name, accessories.brand, accessories.category, accessories.description]),
  ];
}

/** Coupons: `type` is the service type (berkala, ac, kaki-kaki, body-paint, home-service); `q` looks in title and description. */
export function couponFilterConditions(f: Pick<ListFilters, 'type' | 'q'>): SQL[] {
  return [
    ...(f.type !== undefined ? [sql`lower(${serviceCoupons.serviceType}) = lower(${f.type})`] : []),
    ...wordConditions(f.q, [serviceCoupons.title, serviceCoupons.description]),
  ];
}

/** Packages: `type` is the package type (Servis Berkala, Paket Hemat …); `q` looks in name, type and description. */
export function packageFilterConditions(f: Pick<ListFilters, 'type' | 'q'>): SQL[] {
  return [
    ...(f.type !== undefined ? [sql`lower(${servicePackages.type}) = lower(${f.type})`] : []),
    ...wordConditions(f.q, [servicePackages.name, servicePackages.type, servicePackages.description]),
  ];
}

// ---------------------------------------------------------------------------------------------
// products/facets
// ---------------------------------------------------------------------------------------------

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
 * What a listing's filter form offers: the kinds (most items first, then by name) and the models
 * that have at least one item (in the catalogue's model order), each with its count, and the price
 * range. The catalogue is small (tens of rows per kind), so the counting is done here.
 */
export async function listAftersalesFacets(db: Db, now: Date, category: AftersalesFacetCategory) {
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
