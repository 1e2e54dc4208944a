import { branches, carModels, carVariants, cities, usedCars, type Db } from '@kemudi/db';
import type { ListFilters } from '@kemudi/domain/contracts/catalogue';
import type { UsedCarCard, UsedCarDetail, UsedCarFacets } from '@kemudi/domain/contracts/used-cars';
import { CURRENCY } from '@kemudi/domain/constants';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { USED_CAR_PHOTOS } from '@kemudi/domain/used-car-photos';
import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { productNotFound } from '../../lib/errors';
import { toPage, type Page } from '../../lib/paging';
import { rateDataOf } from '../editorial';
import { variantSeatsSql } from '../new-cars';

/*
 * Certified used cars (§2 /c/certified-used-car-toyota): the listing's cards (product-list /
 * products?category=USEDCAR), a car's page (product-detail?category=USEDCAR), the filter options
 * with their counts, and the similar cars of a car page.
 */

const onOffer = ne(usedCars.status, 'sold');

type CardRow = { car: typeof usedCars.$inferSelect; modelName: string; branchName: string; cityName: string };

function toUsedCarCard(r: CardRow): UsedCarCard {
  return {
    kind: 'USEDCAR',
    code: r.car.code,
    modelCode: r.car.modelCode,
    // The name it was sold under (Avanza Veloz, Hilux S-Cab) before the catalogue's.
    name: r.car.modelName ?? r.modelName,
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
  };
}

/** The used-car listing (cars on offer, not sold), filtered and sorted; sorts that describe new cars only fall back to newest listing. */
export async function listUsedCarCards(db: Db, f: ListFilters): Promise<Page<UsedCarCard>> {
  const c: SQL[] = [onOffer];
  if (f.bodyType !== undefined) c.push(eq(carModels.bodyType, f.bodyType));
  // A model some of whose variants seat that many (issue 15: a Zenix is a 7- and an 8-seater).
  if (f.seats !== undefined) {
    c.push(sql`exists (select 1 from ${carVariants} where ${carVariants.modelCode} = ${usedCars.modelCode} and ${variantSeatsSql()} = ${f.seats})`);
  }
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
  return toPage(rows.map(toUsedCarCard), f.page, f.size, total?.count ?? 0);
}

/**
 * A used car's seats (issue 15): those of today's variant with its type's name (a Zenix 2.0 V CVT
 * seats 7, a 2.0 G CVT 8), or the model's when its variants all seat the same; null otherwise.
 */
async function seatsOfType(db: Db, modelCode: string, variantName: string): Promise<number | null> {
  const variants = await db
    .select({ name: carVariants.name, seats: sql<number>`${variantSeatsSql()}`.mapWith(Number) })
    .from(carVariants)
    .innerJoin(carModels, eq(carModels.code, carVariants.modelCode))
    .where(eq(carVariants.modelCode, modelCode));
  const same = variants.find((v) => v.name.toLowerCase() === variantName.toLowerCase());
  if (same) return same.seats;
  const all = new Set(variants.map((v) => v.seats));
  return all.size === 1 ? [...all][0]! : null;
}

/** §7 product-detail category USEDCAR: the car (sold ones too, with their status), its inspection, branch and §3 Used car fields. */
export async function getUsedCarDetail(db: Db, code: string): Promise<UsedCarDetail> {
  const [row] = await db
    .select({ car: usedCars, modelName: carModels.name, branch: branches, cityName: cities.name })
    .from(usedCars)
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .innerJoin(branches, eq(branches.id, usedCars.branchId))
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .where(eq(usedCars.code, code))
    .limit(1);
  if (!row) throw productNotFound(code);
  const { car, branch } = row;
  const model = car.modelName ?? row.modelName;
  const seats = await seatsOfType(db, car.modelCode, car.variantName);
  return {
    category: 'USEDCAR',
    usedCar: {
      code: car.code,
      name: `Toyota ${model} ${car.variantName} ${car.year}`,
      brand: 'Toyota',
      model,
      vehicleModelDate: String(car.year),
      color: car.colorName,
      mileageFromOdometer: car.mileageKm,
      url: ROUTES.usedCar(car.code),
      price: car.price,
      priceCurrency: CURRENCY,
      modelCode: car.modelCode,
      variantCode: car.variantCode,
      variantName: car.variantName,
      year: car.year,
      colorHex: car.colorHex,
      transmission: car.transmission,
      fuel: car.fuel,
      plateRegion: car.plateRegion,
      ownerCount: car.ownerCount,
      warrantyMonths: car.warrantyMonths,
      description: car.description,
      status: car.status,
      listedDate: car.listedDate,
      imageUrl: MEDIA.usedCar(car.code),
      photos: USED_CAR_PHOTOS.map((p, i) => ({ title: p.title, imageUrl: MEDIA.usedCarPhoto(car.code, i) })),
      inspection: car.inspection,
      seats,
    },
    branch: {
      slug: branch.slug,
      name: branch.name,
      address: branch.address,
      cityCode: branch.cityIsocode,
      cityName: row.cityName,
      phone: branch.phone,
      whatsapp: branch.whatsapp,
      url: ROUTES.branch(branch.slug),
    },
    rateData: await rateDataOf(db, 'USEDCAR', car.code),
  };
}

/** What the filters of the listing can offer: every value present among the cars on offer, with how many cars have it. */
export async function usedCarFacets(db: Db): Promise<UsedCarFacets> {
  const count = sql<number>`count(*)::int`;
  const [models, years, cityRows, transmissions, fuels, [range]] = await Promise.all([
    db
      .select({ code: carModels.code, name: carModels.name, count })
      .from(usedCars)
      .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
      .where(onOffer)
      .groupBy(carModels.code, carModels.name)
      .orderBy(asc(carModels.name)),
    db.select({ year: usedCars.year, count }).from(usedCars).where(onOffer).groupBy(usedCars.year).orderBy(desc(usedCars.year)),
    db
      .select({ code: cities.isocode, name: cities.name, count })
      .from(usedCars)
      .innerJoin(branches, eq(branches.id, usedCars.branchId))
      .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
      .where(onOffer)
      .groupBy(cities.isocode, cities.name)
      .orderBy(asc(cities.name)),
    db.select({ name: usedCars.transmission, count }).from(usedCars).where(onOffer).groupBy(usedCars.transmission).orderBy(asc(usedCars.transmission)),
    db.select({ name: usedCars.fuel, count }).from(usedCars).where(onOffer).groupBy(usedCars.fuel).orderBy(asc(usedCars.fuel)),
    db
      .select({
        total: count,
        minPrice: sql<number>`coalesce(min(${usedCars.price}), 0)`.mapWith(Number),
        maxPrice: sql<number>`coalesce(max(${usedCars.price}), 0)`.mapWith(Number),
        maxMileage: sql<number>`coalesce(max(${usedCars.mileageKm}), 0)`.mapWith(Number),
      })
      .from(usedCars)
      .where(onOffer),
  ]);
  return {
    total: range?.total ?? 0,
    models,
    years,
    cities: cityRows,
    transmissions,
    fuels,
    minPrice: range?.minPrice ?? 0,
    maxPrice: range?.maxPrice ?? 0,
    maxMileage: range?.maxMileage ?? 0,
  };
}

const SIMILAR_COUNT = 4;

/**
 * Four other cars on offer for a car's page: the same model first, then the same body type, then
 * the nearest price; never the car itself. Unknown code → 404.
 */
export async function similarUsedCars(db: Db, code: string): Promise<UsedCarCard[]> {
  const [self] = await db
    .select({ modelCode: usedCars.modelCode, price: usedCars.price, bodyType: carModels.bodyType })
    .from(usedCars)
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .where(eq(usedCars.code, code))
    .limit(1);
  if (!self) throw productNotFound(code);
  const rows = await db
    .select({ car: usedCars, modelName: carModels.name, branchName: branches.name, cityName: cities.name })
    .from(usedCars)
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .innerJoin(branches, eq(branches.id, usedCars.branchId))
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .where(and(onOffer, ne(usedCars.code, code)))
    .orderBy(
      desc(sql`(${usedCars.modelCode} = ${self.modelCode})`),
      desc(sql`(${carModels.bodyType} = ${self.bodyType})`),
      asc(sql`abs(${usedCars.price} - ${self.price})`),
      asc(usedCars.code),
    )
    .limit(SIMILAR_COUNT);
  return rows.map(toUsedCarCard);
}
