import {
  accessories,
  branches,
  carModels,
  carVariantPrices,
  carVariants,
  cities,
  serviceCoupons,
  servicePackages,
  spareParts,
  usedCars,
  type Db,
} from '@kemudi/db';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/errors';
import { accessoryFilterConditions, couponFilterConditions, packageFilterConditions } from './aftersales';
import { toPage } from '../../lib/query';
import {
  FALLBACK_COLOR,
  cityPriceJoin,
  cityPriceSql,
  cityStrikeSql,
  colorsOf,
  productNotFound,
  resolveCity,
  toNullableNumber,
  toNumber,
  todayWib,
} from './common';
import type { ListFilters, ModelCard, ProductCard, ProductCategory, Sort, UsedCarCard } from './schemas';

// ---------------------------------------------------------------------------------------------
// New-car model cards
// ---------------------------------------------------------------------------------------------

/** Text arrays arrive parsed from both drivers; a literal '{a,b}' is parsed defensively. */
function toStringArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    return value
      .slice(1, -1)
      .split(',')
      .filter(Boolean)
      .map((v) => v.replace(/^"|"$/g, ''));
  }
  return [];
}

type ModelCardQuery = {
  cityCode: string;
  /** Conditions on the model and on its variants: the card describes the variants that pass. */
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
};

/**
 * One row per model (grouped in SQL): price range, fuels and transmissions of the variants that
 * pass the filters, and the strike-through price of the lowest-priced of them.
 */
async function queryModelCards(db: Db, q: ModelCardQuery): Promise<ModelCard[]> {
  const price = cityPriceSql();
  const rows = await db
    .select({
      code: carModels.code,
      name: carModels.name,
      bodyType: carModels.bodyType,
      tagline: carModels.tagline,
      seats: carModels.seats,
      lowestPrice: sql<number>`min(${price})`.mapWith(toNumber),
      highestPrice: sql<number>`max(${price})`.mapWith(toNumber),
      strikeThroughPrice: sql<number | null>`(array_agg(${cityStrikeSql()} order by ${price}, ${carVariants.sortOrder}))[1]`.mapWith(
        toNullableNumber,
      ),
      fuels: sql<string[]>`array_agg(distinct ${carVariants.fuel} order by ${carVariants.fuel})`.mapWith(toStringArray),
      transmissions: sql<string[]>`array_agg(distinct ${carVariants.transmission} order by ${carVariants.transmission})`.mapWith(
        toStringArray,
      ),
    })
    .from(carModels)
    .innerJoin(carVariants, eq(carVariants.modelCode, carModels.code))
    .leftJoin(carVariantPrices, cityPriceJoin(q.cityCode))
    .where(q.where)
    .groupBy(carModels.code)
    .orderBy(...q.order)
    .limit(q.limit)
    .offset(q.offset);
  const colors = await colorsOf(
    db,
    rows.map((r) => r.code),
  );
  return rows.map((r) => {
    const swatches = colors.get(r.code) ?? [];
    const first = swatches[0];
    return {
      kind: 'NEWCAR' as const,
      code: r.code,
      name: r.name,
      bodyType: r.bodyType,
      tagline: r.tagline,
      seats: r.seats,
      fuels: r.fuels,
      transmissions: r.transmissions,
      lowestPrice: r.lowestPrice,
      highestPrice: r.highestPrice,
      strikeThroughPrice: r.strikeThroughPrice,
      discountPercent: discountPercent(r.strikeThroughPrice, r.lowestPrice),
      imageUrl: MEDIA.car(r.code, first?.hex ?? FALLBACK_COLOR, first?.roofHex),
      url: ROUTES.model(r.code),
      colors: swatches.map((c) => ({ name: c.name, hex: c.hex })),
    };
  });
}

async function countModels(db: Db, cityCode: string, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${carModels.code})::int` })
    .from(carModels)
    .innerJoin(carVariants, eq(carVariants.modelCode, carModels.code))
    .leftJoin(carVariantPrices, cityPriceJoin(cityCode))
    .where(where);
  return row?.count ?? 0;
}

function modelConditions(f: ListFilters, testDriveOnly: boolean): SQL | undefined {
  const price = cityPriceSql();
  const c: SQL[] = [];
  if (testDriveOnly) c.push(eq(carModels.testDrive, true));
  if (f.bodyType !== undefined) c.push(eq(carModels.bodyType, f.bodyType));
  if (f.seats !== undefined) c.push(eq(carModels.seats, f.seats));
  if (f.model !== undefined) c.push(eq(carModels.code, f.model));
  if (f.fuel !== undefined) c.push(sql`lower(${carVariants.fuel}) = lower(${f.fuel})`);
  if (f.transmission !== undefined) c.push(sql`lower(${carVariants.transmission}) = lower(${f.transmission})`);
  if (f.minPrice !== undefined) c.push(sql`${price} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) c.push(sql`${price} <= ${f.maxPrice}`);
  return and(...c);
}

function modelOrder(sort: Sort): SQL[] {
  const lowest = sql`min(${cityPriceSql()})`;
  switch (sort) {
    case 'price-asc':
      return [asc(lowest), asc(carModels.sortOrder), asc(carModels.code)];
    case 'price-desc':
      return [desc(lowest), asc(carModels.sortOrder), asc(carModels.code)];
    case 'name':
      return [asc(carModels.name), asc(carModels.code)];
    default:
      // recommended; newest, year-desc and mileage-asc describe used cars and fall back to it.
      return [asc(carModels.sortOrder), asc(carModels.code)];
  }
}

async function listModelCards(db: Db, cityCode: string, f: ListFilters, testDriveOnly: boolean) {
  const where = modelConditions(f, testDriveOnly);
  const [content, total] = await Promise.all([
    queryModelCards(db, { cityCode, where, order: modelOrder(f.sort), limit: f.size, offset: f.page * f.size }),
    countModels(db, cityCode, where),
  ]);
  return toPage<ProductCard>(content, f.page, f.size, total);
}

/** Cards of the given model codes, in the order given; unknown codes are skipped. */
export async function modelCardsFor(db: Db, cityCode: string, codes: string[]): Promise<ModelCard[]> {
  if (codes.length === 0) return [];
  const cards = await queryModelCards(db, {
    cityCode,
    where: inArray(carModels.code, codes),
    order: [asc(carModels.code)],
    limit: codes.length,
    offset: 0,
  });
  const byCode = new Map(cards.map((c) => [c.code, c]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

const SIMILAR_COUNT = 4;

/**
 * Four other models: same body type first, then the nearest lowest price (in the city), then
 * editorial order. Never the model itself.
 */
export async function similarModels(db: Db, code: string, cityCodeInput: string | undefined) {
  const { cityCode } = await resolveCity(db, cityCodeInput);
  const [self] = await queryModelCards(db, { cityCode, where: eq(carModels.code, code), order: [], limit: 1, offset: 0 });
  if (!self) throw productNotFound(code);
  const lowest = sql`min(${cityPriceSql()})`;
  return queryModelCards(db, {
    cityCode,
    where: ne(carModels.code, code),
    order: [
      desc(sql`(${carModels.bodyType} = ${self.bodyType})`),
      asc(sql`abs(${lowest} - ${self.lowestPrice})`),
      asc(carModels.sortOrder),
      asc(carModels.code),
    ],
    limit: SIMILAR_COUNT,
    offset: 0,
  });
}

// ---------------------------------------------------------------------------------------------
// Used cars
// ---------------------------------------------------------------------------------------------

async function listUsedCarCards(db: Db, f: ListFilters) {
  const c: SQL[] = [ne(usedCars.status, 'sold')];
  if (f.bodyType !== undefined) c.push(eq(carModels.bodyType, f.bodyType));
  if (f.seats !== undefined) c.push(eq(carModels.seats, f.seats));
  if (f.model !== undefined) c.push(eq(usedCars.modelCode, f.model));
  if (f.fuel !== undefined) c.push(sql`lower(${usedCars.fuel}) = lower(${f.fuel})`);
  if (f.transmission !== undefined) c.push(sql`lower(${usedCars.transmission}) = lower(${f.transmission})`);
  if (f.minPrice !== undefined) c.push(gte(usedCars.price, f.minPrice));
  if (f.maxPrice !== undefined) c.push(lte(usedCars.price, f.maxPrice));
  if (f.year !== undefined) c.push(eq(usedCars.year, f.year));
  if (f.minYear !== undefined) c.push(gte(usedCars.year, f.minYear));
  if (f.maxYear !== undefined) c.push(lte(usedCars.year, f.maxYear));
  if (f.maxMileage !== undefined) c.push(lte(usedCars.mileageKm, f.maxMileage));
  if (f.carCity !== undefined) c.push(eq(branches.cityIsocode, f.carCity));
  const where = and(...c);
  const order = {
    'price-asc': [asc(usedCars.price)],
    'price-desc': [desc(usedCars.price)],
    name: [asc(carModels.name), asc(usedCars.variantName)],
    'year-desc': [desc(usedCars.year)],
    'mileage-asc': [asc(usedCars.mileageKm)],
    newest: [desc(usedCars.listedDate)],
    recommended: [desc(usedCars.listedDate)],
  }[f.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        car: usedCars,
        modelName: carModels.name,
        branchName: branches.name,
        cityName: cities.name,
      })
      .from(usedCars)
      .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
      .innerJoin(branches, eq(branches.id, usedCars.branchId))
      .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
      .where(where)
      .orderBy(...order, asc(usedCars.code))
      .limit(f.size)
      .offset(f.page * f.size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(usedCars)
      .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
      .innerJoin(branches, eq(branches.id, usedCars.branchId))
      .where(where),
  ]);
  const content = rows.map(
    (r): UsedCarCard => ({
      kind: 'USEDCAR',
      code: r.car.code,
      modelCode: r.car.modelCode,
      name: r.modelName,
      variantName: r.car.variantName,
      year: r.car.year,
      mileageKm: r.car.mileageKm,
      transmission: r.car.transmission,
      fuel: r.car.fuel,
      price: r.car.price,
      status: r.car.status,
      cityName: r.cityName,
      branchName: r.branchName,
      imageUrl: MEDIA.usedCar(r.car.code),
      url: ROUTES.usedCar(r.car.code),
    }),
  );
  return toPage<ProductCard>(content, f.page, f.size, total?.count ?? 0);
}

// ---------------------------------------------------------------------------------------------
// After-sales items
// ---------------------------------------------------------------------------------------------

type PricedTable = typeof accessories | typeof spareParts | typeof servicePackages | typeof serviceCoupons;

function priceConditions(table: PricedTable, f: ListFilters): SQL[] {
  const c: SQL[] = [];
  if (f.minPrice !== undefined) c.push(gte(table.price, f.minPrice));
  if (f.maxPrice !== undefined) c.push(lte(table.price, f.maxPrice));
  return c;
}

function priceOrder(table: PricedTable, sort: Sort): SQL[] | null {
  if (sort === 'price-asc') return [asc(table.price)];
  if (sort === 'price-desc') return [desc(table.price)];
  return null;
}

async function listAccessoryCards(db: Db, f: ListFilters) {
  const c = priceConditions(accessories, f);
  if (f.model !== undefined) c.push(arrayContains(accessories.fittingModels, [f.model]));
  c.push(...accessoryFilterConditions(f));
  const where = and(...c);
  const order = priceOrder(accessories, f.sort) ?? (f.sort === 'name' ? [] : [desc(accessories.isTrending)]);
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
    (a): ProductCard => ({
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
  return toPage(content, f.page, f.size, total?.count ?? 0);
}

async function listSparePartCards(db: Db, f: ListFilters) {
  const c = priceConditions(spareParts, f);
  if (f.model !== undefined) c.push(arrayContains(spareParts.fittingModels, [f.model]));
  const where = and(...c);
  const order = priceOrder(spareParts, f.sort) ?? (f.sort === 'name' ? [] : [asc(spareParts.category)]);
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
    (p): ProductCard => ({
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
  return toPage(content, f.page, f.size, total?.count ?? 0);
}

/** Coupons on sale today (validFrom ≤ today ≤ validUntil, WIB). */
async function listCouponCards(db: Db, now: Date, f: ListFilters) {
  const today = todayWib(now);
  const c = [...priceConditions(serviceCoupons, f), lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today)];
  if (f.model !== undefined) c.push(arrayContains(serviceCoupons.modelCodes, [f.model]));
  c.push(...couponFilterConditions(f));
  const where = and(...c);
  const order = priceOrder(serviceCoupons, f.sort) ?? (f.sort === 'name' ? [] : [desc(serviceCoupons.isTrending)]);
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
    (k): ProductCard => ({
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
  return toPage(content, f.page, f.size, total?.count ?? 0);
}

async function listPackageCards(db: Db, f: ListFilters) {
  const c = priceConditions(servicePackages, f);
  if (f.model !== undefined) c.push(arrayContains(servicePackages.modelCodes, [f.model]));
  c.push(...packageFilterConditions(f));
  const where = and(...c);
  const order =
    priceOrder(servicePackages, f.sort) ?? (f.sort === 'name' ? [] : [sql`${servicePackages.kmInterval} asc nulls last`]);
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
    (p): ProductCard => ({
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
  return toPage(content, f.page, f.size, total?.count ?? 0);
}

// ---------------------------------------------------------------------------------------------
// product-list, products
// ---------------------------------------------------------------------------------------------

/** §2 listing pages and what each lists. */
export const CATEGORY_SLUGS: Record<string, { category: ProductCategory; title: string; testDriveOnly?: boolean }> = {
  'mobil-baru-toyota': { category: 'NEWCAR', title: 'Mobil Baru Toyota' },
  'certified-used-car-toyota': { category: 'USEDCAR', title: 'Mobil Bekas Bersertifikat Toyota' },
  'testdrive-toyota': { category: 'NEWCAR', title: 'Test Drive Toyota', testDriveOnly: true },
  aksesoris: { category: 'ACCESSORY', title: 'Aksesoris Toyota' },
  'kupon-service': { category: 'COUPON', title: 'Kupon Servis Toyota' },
  paketservistoyota: { category: 'PACKAGE', title: 'Paket Servis Toyota' },
};

async function listCards(db: Db, now: Date, category: ProductCategory, f: ListFilters, testDriveOnly = false) {
  if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) {
    throw badRequest('Harga minimum tidak boleh lebih besar dari harga maksimum');
  }
  if (f.minYear !== undefined && f.maxYear !== undefined && f.minYear > f.maxYear) {
    throw badRequest('Tahun awal tidak boleh lebih besar dari tahun akhir');
  }
  // The city is validated for every kind (a wrong code is a client mistake) but only prices new cars.
  const city = await resolveCity(db, f.cityCode);
  switch (category) {
    case 'NEWCAR':
      return { city, page: await listModelCards(db, city.cityCode, f, testDriveOnly) };
    case 'USEDCAR':
      return { city, page: await listUsedCarCards(db, f) };
    case 'ACCESSORY':
      return { city, page: await listAccessoryCards(db, f) };
    case 'SPAREPART':
      return { city, page: await listSparePartCards(db, f) };
    case 'COUPON':
      return { city, page: await listCouponCards(db, now, f) };
    case 'PACKAGE':
      return { city, page: await listPackageCards(db, f) };
  }
}

export async function listProductsBySlug(db: Db, now: Date, query: ListFilters & { slug: string }) {
  const listing = CATEGORY_SLUGS[query.slug.toLowerCase()];
  if (!listing) throw notFound(`Kategori '${query.slug}' tidak ditemukan`);
  const { city, page } = await listCards(db, now, listing.category, query, listing.testDriveOnly ?? false);
  return { slug: query.slug.toLowerCase(), title: listing.title, category: listing.category, cityCode: city.cityCode, ...page };
}

export async function listProductsByCategory(db: Db, now: Date, query: ListFilters & { category: ProductCategory }) {
  const { city, page } = await listCards(db, now, query.category, query);
  return { category: query.category, cityCode: city.cityCode, ...page };
}
