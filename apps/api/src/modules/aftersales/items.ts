import { accessories, carModels, serviceCoupons, servicePackages, type Db } from '@kemudi/db';
import type { ListFilters, Sort } from '@kemudi/domain/contracts/catalogue';
import type { FittingModel } from '@kemudi/domain/contracts/aftersales';
import { ROUTES } from '@kemudi/domain/routes';
import { asc, desc, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/text';

/*
 * What the after-sales items (accessories, spare parts, service coupons, service packages) share
 * in the catalogue's listings and product pages: the price filter and sorts, the listings' own
 * filters (`type` and the words typed in the search box, `q`), and the models an item fits.
 */

/**
 * The price band and the price sorts work on today's price (prices.ts todaysPriceSql: a running
 * flash sale of the city included), the price the cards show (issue 29).
 */
export function priceConditions(todaysPrice: SQL, f: ListFilters): SQL[] {
  const c: SQL[] = [];
  if (f.minPrice !== undefined) c.push(gte(todaysPrice, f.minPrice));
  if (f.maxPrice !== undefined) c.push(lte(todaysPrice, f.maxPrice));
  return c;
}

export function priceOrder(todaysPrice: SQL, sort: Sort): SQL[] | null {
  if (sort === 'price-asc') return [asc(todaysPrice)];
  if (sort === 'price-desc') return [desc(todaysPrice)];
  return null;
}

/** At most this many words of `q` are looked up; the rest are ignored. */
const MAX_WORDS = 8;

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

/** The models an item fits, with their pages, in catalogue order. */
export async function fittingModelsOf(db: Db, codes: string[]): Promise<FittingModel[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: carModels.code, name: carModels.name })
    .from(carModels)
    .where(inArray(carModels.code, codes))
    .orderBy(asc(carModels.sortOrder), asc(carModels.code));
  return rows.map((m) => ({ code: m.code, name: m.name, url: ROUTES.model(m.code) }));
}
