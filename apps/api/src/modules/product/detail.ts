import {
  accessories,
  branches,
  carModels,
  carSpecifications,
  carSuperiorities,
  carVariants,
  cities,
  serviceCoupons,
  servicePackages,
  spareParts,
  usedCars,
  type Db,
} from '@kemudi/db';
import { CURRENCY } from '@kemudi/domain/constants';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { USED_CAR_PHOTOS } from '@kemudi/domain/used-car-photos';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  FALLBACK_COLOR,
  colorsOf,
  findModel,
  productNotFound,
  rateDataOf,
  resolveCity,
  todayWib,
  variantsWithPrices,
  type PricedVariant,
} from './common';
import type { ProductCategory, VariantOffer } from './schemas';

/** §9 currency IDR, typed as the literal the response schemas state. */
const PRICE_CURRENCY: typeof CURRENCY = CURRENCY;

// ---------------------------------------------------------------------------------------------
// Variants, specifications
// ---------------------------------------------------------------------------------------------

export function toVariantOffer(v: PricedVariant): VariantOffer {
  return {
    code: v.code,
    name: v.name,
    transmission: v.transmission,
    fuel: v.fuel,
    engine: v.engine,
    price: { value: v.price, currency: PRICE_CURRENCY },
    strikeThroughPrice: v.strikeThroughPrice,
    discountPercent: discountPercent(v.strikeThroughPrice, v.price),
    isPreorder: v.isPreorder,
    url: ROUTES.variant(v.modelCode, v.code),
  };
}

/** The cheapest variant in the city; ties go to the earlier one in the model's order. */
export function lowestOf<T extends { price: number; sortOrder: number }>(variants: T[]): T | undefined {
  return variants.reduce<T | undefined>(
    (best, v) => (best === undefined || v.price < best.price || (v.price === best.price && v.sortOrder < best.sortOrder) ? v : best),
    undefined,
  );
}

type SpecRowDb = typeof carSpecifications.$inferSelect;

export async function specificationRowsOf(db: Db, modelCodes: string[]): Promise<SpecRowDb[]> {
  if (modelCodes.length === 0) return [];
  return db
    .select()
    .from(carSpecifications)
    .where(inArray(carSpecifications.modelCode, modelCodes))
    .orderBy(asc(carSpecifications.modelCode), asc(carSpecifications.sortOrder), asc(carSpecifications.id));
}

/** A row's value for one variant: its override, else the model-wide value. */
export const specValueFor = (row: SpecRowDb, variantCode: string): string => row.variantValues?.[variantCode] ?? row.value;

function resolveRow(row: SpecRowDb, variants: { code: string; name: string }[]) {
  return {
    label: row.label,
    value: row.value,
    variantValues: variants.map((v) => ({ code: v.code, name: v.name, value: specValueFor(row, v.code) })),
  };
}

/** Rows grouped by groupName, groups in the order of their first row (the brochure's order). */
export function groupSpecs(rows: SpecRowDb[], variants: { code: string; name: string }[]) {
  const groups = new Map<string, ReturnType<typeof resolveRow>[]>();
  for (const row of rows) groups.set(row.groupName, [...(groups.get(row.groupName) ?? []), resolveRow(row, variants)]);
  return [...groups].map(([group, groupRows]) => ({ group, rows: groupRows }));
}

const distinct = (values: string[]) => [...new Set(values)];

// ---------------------------------------------------------------------------------------------
// NEWCAR
// ---------------------------------------------------------------------------------------------

/** A model with its variants priced for the city; a model without variants cannot be sold → 404. */
async function pricedModel(db: Db, code: string, cityCode: string | undefined) {
  const [model, city] = await Promise.all([findModel(db, code), resolveCity(db, cityCode)]);
  const variants = await variantsWithPrices(db, [model.code], city.cityCode);
  const lowest = lowestOf(variants);
  if (!lowest) throw productNotFound(code);
  const highest = Math.max(...variants.map((v) => v.price));
  return { model, city, variants, lowest, highest };
}

async function newCarDetail(db: Db, code: string, cityCode: string | undefined) {
  const { model, city, variants, lowest, highest } = await pricedModel(db, code, cityCode);
  const [colors, specRows, superiorities, rateData] = await Promise.all([
    colorsOf(db, [model.code]).then((m) => m.get(model.code) ?? []),
    specificationRowsOf(db, [model.code]),
    superioritiesOf(db, model.code),
    rateDataOf(db, 'NEWCAR', model.code),
  ]);
  const first = colors[0];

  // One option per powertrain (engine and fuel), in the order the variants are listed.
  const options = new Map<string, { name: string; fuel: string; engine: string; variants: VariantOffer[] }>();
  for (const v of variants) {
    const key = `${v.engine}|${v.fuel}`;
    const option = options.get(key) ?? { name: `${v.engine} · ${v.fuel}`, fuel: v.fuel, engine: v.engine, variants: [] };
    option.variants.push(toVariantOffer(v));
    options.set(key, option);
  }
  const lowestOffer = toVariantOffer(lowest);

  return {
    category: 'NEWCAR' as const,
    ...city,
    product: {
      code: model.code,
      name: model.name,
      imageUrl: MEDIA.car(model.code, first?.hex ?? FALLBACK_COLOR, first?.roofHex),
      description: model.description,
      url: ROUTES.model(model.code),
    },
    detailCar: {
      variantOptions: [...options.values()],
      lowestPriceVariant: lowestOffer,
      strikeThroughPrice: lowest.strikeThroughPrice === null ? null : { value: lowest.strikeThroughPrice },
    },
    colors: colors.map((c) => ({
      id: c.id,
      name: c.name,
      hex: c.hex,
      roofHex: c.roofHex,
      extraPrice: c.extraPrice,
      imageUrl: MEDIA.car(model.code, c.hex, c.roofHex),
    })),
    rateData,
    keySpecifications: specRows.filter((r) => r.isKey).map((r) => ({ group: r.groupName, ...resolveRow(r, variants) })),
    superiorities,
    name: model.name,
    tagline: model.tagline,
    bodyType: model.bodyType,
    seats: model.seats,
    doors: model.doors,
    fuels: distinct(variants.map((v) => v.fuel)),
    transmissions: distinct(variants.map((v) => v.transmission)),
    lowestPrice: lowest.price,
    highestPrice: highest,
    fullSpecificationUrl: ROUTES.fullSpecification(model.code),
  };
}

// ---------------------------------------------------------------------------------------------
// USEDCAR
// ---------------------------------------------------------------------------------------------

async function usedCarDetail(db: Db, code: string) {
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
  const url = ROUTES.usedCar(car.code);
  return {
    category: 'USEDCAR' as const,
    usedCar: {
      code: car.code,
      name: `Toyota ${row.modelName} ${car.variantName} ${car.year}`,
      brand: 'Toyota' as const,
      model: row.modelName,
      vehicleModelDate: String(car.year),
      color: car.colorName,
      mileageFromOdometer: car.mileageKm,
      url,
      price: car.price,
      priceCurrency: PRICE_CURRENCY,
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

// ---------------------------------------------------------------------------------------------
// After-sales items
// ---------------------------------------------------------------------------------------------

async function fittingModels(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: carModels.code, name: carModels.name })
    .from(carModels)
    .where(inArray(carModels.code, codes))
    .orderBy(asc(carModels.sortOrder), asc(carModels.code));
  return rows.map((m) => ({ code: m.code, name: m.name, url: ROUTES.model(m.code) }));
}

async function accessoryDetail(db: Db, code: string) {
  const [a] = await db.select().from(accessories).where(eq(accessories.code, code)).limit(1);
  if (!a) throw productNotFound(code);
  const [models, rateData] = await Promise.all([fittingModels(db, a.fittingModels), rateDataOf(db, 'ACCESSORY', a.code)]);
  return {
    category: 'ACCESSORY' as const,
    item: {
      code: a.code,
      name: a.name,
      price: a.price,
      strikeThroughPrice: a.strikeThroughPrice,
      discountPercent: discountPercent(a.strikeThroughPrice, a.price),
      priceCurrency: PRICE_CURRENCY,
      description: a.description,
      imageUrl: MEDIA.icon(a.icon),
      url: ROUTES.accessory(a.code),
      fittingModels: models,
      brand: a.brand,
      accessoryCategory: a.category,
      installMinutes: a.installMinutes,
      warrantyMonths: a.warrantyMonths,
    },
    rateData,
  };
}

async function sparePartDetail(db: Db, code: string) {
  const [p] = await db.select().from(spareParts).where(eq(spareParts.code, code)).limit(1);
  if (!p) throw productNotFound(code);
  const [models, rateData] = await Promise.all([fittingModels(db, p.fittingModels), rateDataOf(db, 'SPAREPART', p.code)]);
  return {
    category: 'SPAREPART' as const,
    item: {
      code: p.code,
      name: p.name,
      price: p.price,
      strikeThroughPrice: null,
      discountPercent: null,
      priceCurrency: PRICE_CURRENCY,
      description: p.description,
      imageUrl: MEDIA.icon(p.icon),
      url: ROUTES.sparePart(p.code),
      fittingModels: models,
      partCategory: p.category,
      replaceEveryKm: p.replaceEveryKm,
    },
    rateData,
  };
}

async function couponDetail(db: Db, now: Date, code: string) {
  const [c] = await db.select().from(serviceCoupons).where(eq(serviceCoupons.code, code)).limit(1);
  if (!c) throw productNotFound(code);
  const today = todayWib(now);
  const [models, rateData] = await Promise.all([fittingModels(db, c.modelCodes), rateDataOf(db, 'COUPON', c.code)]);
  return {
    category: 'COUPON' as const,
    item: {
      code: c.code,
      name: c.title,
      price: c.price,
      strikeThroughPrice: c.normalPrice,
      discountPercent: discountPercent(c.normalPrice, c.price),
      priceCurrency: PRICE_CURRENCY,
      description: c.description,
      imageUrl: MEDIA.icon('coupon'),
      url: ROUTES.coupon(c.code),
      fittingModels: models,
      serviceType: c.serviceType,
      validFrom: c.validFrom,
      validUntil: c.validUntil,
      isActive: c.validFrom <= today && today <= c.validUntil,
      usableDays: c.usableDays,
      quota: c.quota,
      terms: c.terms,
    },
    rateData,
  };
}

async function packageDetail(db: Db, code: string) {
  const [p] = await db.select().from(servicePackages).where(eq(servicePackages.code, code)).limit(1);
  if (!p) throw productNotFound(code);
  const [models, rateData] = await Promise.all([fittingModels(db, p.modelCodes), rateDataOf(db, 'PACKAGE', p.code)]);
  return {
    category: 'PACKAGE' as const,
    item: {
      code: p.code,
      name: p.name,
      price: p.price,
      strikeThroughPrice: p.normalPrice,
      discountPercent: discountPercent(p.normalPrice, p.price),
      priceCurrency: PRICE_CURRENCY,
      description: p.description,
      imageUrl: MEDIA.icon('package'),
      url: ROUTES.servicePackage(p.code),
      fittingModels: models,
      type: p.type,
      kmInterval: p.kmInterval,
      durationMinutes: p.durationMinutes,
      items: p.items,
    },
    rateData,
  };
}

/** §7 product-detail: the category (default NEWCAR) says what kind of code `code` is. */
export async function getProductDetail(
  db: Db,
  now: Date,
  query: { code: string; category: ProductCategory; cityCode?: string | undefined },
) {
  switch (query.category) {
    case 'NEWCAR':
      return newCarDetail(db, query.code, query.cityCode);
    case 'USEDCAR':
      return usedCarDetail(db, query.code);
    case 'ACCESSORY':
      return accessoryDetail(db, query.code);
    case 'SPAREPART':
      return sparePartDetail(db, query.code);
    case 'COUPON':
      return couponDetail(db, now, query.code);
    case 'PACKAGE':
      return packageDetail(db, query.code);
  }
}

// ---------------------------------------------------------------------------------------------
// new-car-product/information, specification, superiority
// ---------------------------------------------------------------------------------------------

export async function getInformation(db: Db, code: string, cityCode: string | undefined) {
  const { model, city, variants, lowest, highest } = await pricedModel(db, code, cityCode);
  const first = (await colorsOf(db, [model.code])).get(model.code)?.[0];
  return {
    ...city,
    code: model.code,
    name: model.name,
    tagline: model.tagline,
    description: model.description,
    bodyType: model.bodyType,
    seats: model.seats,
    doors: model.doors,
    testDrive: model.testDrive,
    fuels: distinct(variants.map((v) => v.fuel)),
    transmissions: distinct(variants.map((v) => v.transmission)),
    variantCount: variants.length,
    lowestPrice: lowest.price,
    highestPrice: highest,
    strikeThroughPrice: lowest.strikeThroughPrice,
    discountPercent: discountPercent(lowest.strikeThroughPrice, lowest.price),
    imageUrl: MEDIA.car(model.code, first?.hex ?? FALLBACK_COLOR, first?.roofHex),
    url: ROUTES.model(model.code),
    fullSpecificationUrl: ROUTES.fullSpecification(model.code),
  };
}

export async function getSpecification(db: Db, code: string) {
  const model = await findModel(db, code);
  const [variants, rows] = await Promise.all([
    db
      .select({ code: carVariants.code, name: carVariants.name })
      .from(carVariants)
      .where(eq(carVariants.modelCode, model.code))
      .orderBy(asc(carVariants.sortOrder), asc(carVariants.code)),
    specificationRowsOf(db, [model.code]),
  ]);
  return groupSpecs(rows, variants);
}

async function superioritiesOf(db: Db, modelCode: string) {
  const rows = await db
    .select()
    .from(carSuperiorities)
    .where(eq(carSuperiorities.modelCode, modelCode))
    .orderBy(asc(carSuperiorities.sortOrder), asc(carSuperiorities.id));
  return rows.map((s) => ({ id: s.id, title: s.title, description: s.description, icon: s.icon, imageUrl: MEDIA.icon(s.icon) }));
}

export async function getSuperiorities(db: Db, code: string) {
  const model = await findModel(db, code);
  return superioritiesOf(db, model.code);
}
