import { branches, carModels, carVariants, provinces, usedCars, type Db } from '@kemudi/db';
import type { TradeInCar, TradeInEstimate } from '@kemudi/domain/contracts/leads';
import { WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import { LEAD_MESSAGES } from '@kemudi/domain/leads';
import {
  estimateTradeIn,
  fuelOf,
  regionOfProvinceCode,
  TRADE_IN_DATA_BRAND,
  TRADE_IN_OTHER_BRANDS,
  transmissionOf,
  type MarketListing,
  type NewCarVariant,
  type TradeInMarket,
} from '@kemudi/domain/trade-in';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { byName } from '../../lib/text';

/*
 * The trade-in estimate's data (issue 13): the new-car prices (car_variants, Jakarta OTR, with the
 * model's body type) feed the used-price rule that also prices the certified used cars
 * (packages/domain/src/used-price.ts, issue 15), through the documented, pure method of
 * packages/domain/src/trade-in.ts; the listings (used_cars, with the province of the branch that
 * lists them) are the comparables it names.
 */

/** How far back the form's years go. */
export const TRADE_IN_MAX_AGE_YEARS = 25;

/** The year in Indonesia (WIB) at `at`. */
export function localYear(at: Date): number {
  return new Date(at.getTime() + WIB_OFFSET_MINUTES * 60_000).getUTCFullYear();
}

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every listing (sold and booked ones too: they are what the market paid) and every new variant. */
export async function loadMarket(db: Db, currentYear: number): Promise<TradeInMarket> {
  const listingRows = await db
    .select({
      modelCode: usedCars.modelCode,
      variantName: usedCars.variantName,
      year: usedCars.year,
      mileageKm: usedCars.mileageKm,
      transmission: usedCars.transmission,
      fuel: usedCars.fuel,
      price: usedCars.price,
      provinceCode: provinces.code,
    })
    .from(usedCars)
    .innerJoin(branches, eq(branches.id, usedCars.branchId))
    .innerJoin(provinces, eq(provinces.isocode, branches.provinceIsocode));
  const variantRows = await db
    .select({
      modelCode: carVariants.modelCode,
      variantName: carVariants.name,
      bodyType: carModels.bodyType,
      transmission: carVariants.transmission,
      fuel: carVariants.fuel,
      price: carVariants.priceOtr,
    })
    .from(carVariants)
    .innerJoin(carModels, eq(carModels.code, carVariants.modelCode));
  const listings: MarketListing[] = listingRows.map((r) => ({
    modelCode: r.modelCode,
    variantName: r.variantName,
    year: r.year,
    mileageKm: r.mileageKm,
    transmission: transmissionOf(r.transmission),
    fuel: fuelOf(r.fuel),
    region: regionOfProvinceCode(r.provinceCode),
    price: r.price,
  }));
  const newCars: NewCarVariant[] = variantRows.map((r) => ({
    modelCode: r.modelCode,
    variantName: r.variantName,
    bodyType: r.bodyType,
    transmission: transmissionOf(r.transmission),
    fuel: fuelOf(r.fuel),
    price: r.price,
  }));
  return { listings, newCars, currentYear };
}

/** The form's choices: Toyota models with their known types, the other brands, provinces and years. */
export async function tradeInOptions(db: Db, at: Date) {
  const models = await db.select({ code: carModels.code, name: carModels.name }).from(carModels).orderBy(asc(carModels.sortOrder), asc(carModels.name));
  const used = await db.selectDistinct({ modelCode: usedCars.modelCode, name: usedCars.variantName }).from(usedCars);
  const fresh = await db.select({ modelCode: carVariants.modelCode, name: carVariants.name }).from(carVariants);
  const provinceRows = await db.select({ isocode: provinces.isocode, name: provinces.name }).from(provinces);
  const types = new Map<string, Set<string>>();
  for (const row of [...used, ...fresh]) {
    const set = types.get(row.modelCode) ?? new Set<string>();
    set.add(row.name);
    types.set(row.modelCode, set);
  }
  const year = localYear(at);
  return {
    brands: [
      {
        value: TRADE_IN_DATA_BRAND,
        label: 'Toyota',
        models: models.map((m) => ({ value: m.code, label: m.name, types: [...(types.get(m.code) ?? [])].sort((a, b) => a.localeCompare(b, 'id')) })),
      },
      ...TRADE_IN_OTHER_BRANDS.map((b) => ({ value: b.value, label: b.label, models: b.models.map((m) => ({ value: slug(m), label: m, types: [] as string[] })) })),
    ],
    provinces: provinceRows.sort(byName).map((p) => ({ value: p.isocode, label: p.name })),
    years: { min: year - TRADE_IN_MAX_AGE_YEARS, max: year },
  };
}

/**
 * The names a visitor reads: 'Toyota' and 'Avanza' rather than the codes (the estimate, and issue
 * 29: the Jual Mobil inspection booking, which said "toyota avanza 2019").
 */
export async function tradeInCarNames(db: Db, car: Pick<TradeInCar, 'brand' | 'model'>): Promise<{ brandName: string; modelName: string }> {
  if (car.brand.toLowerCase() === TRADE_IN_DATA_BRAND) {
    const [model] = await db.select({ name: carModels.name }).from(carModels).where(eq(carModels.code, car.model)).limit(1);
    return { brandName: 'Toyota', modelName: model?.name ?? car.model };
  }
  const brand = TRADE_IN_OTHER_BRANDS.find((b) => b.value === car.brand.toLowerCase());
  const model = brand?.models.find((m) => slug(m) === car.model.toLowerCase());
  return { brandName: brand?.label ?? car.brand, modelName: model ?? car.model };
}

/** The estimate of one car (422 for a year still to come or an unknown province). */
export async function estimateCar(db: Db, car: TradeInCar, at: Date): Promise<TradeInEstimate & { retail: number | null }> {
  const currentYear = localYear(at);
  if (car.year > currentYear) throw new AppError(422, 'InvalidYear', LEAD_MESSAGES.TRADE_IN_YEAR_FUTURE);
  const [province] = await db.select({ code: provinces.code }).from(provinces).where(eq(provinces.isocode, car.provinceCode)).limit(1);
  if (!province) throw new AppError(422, 'UnknownProvince', LEAD_MESSAGES.PROVINCE_UNKNOWN);
  const names = await tradeInCarNames(db, car);
  const market = await loadMarket(db, currentYear);
  const result = estimateTradeIn(
    {
      brand: car.brand,
      brandName: names.brandName,
      model: car.model,
      modelName: names.modelName,
      type: car.type,
      transmission: car.transmission,
      year: car.year,
      fuel: car.fuel,
      mileageKm: car.mileageKm,
      region: regionOfProvinceCode(province.code),
    },
    market,
  );
  return { ...result, car };
}
