import { carSpecifications, carSuperiorities, carVariants, type Db } from '@kemudi/db';
import { CURRENCY } from '@kemudi/domain/constants';
import type { NewCarDetail, VariantOffer } from '@kemudi/domain/contracts/new-cars';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { asc, eq, inArray } from 'drizzle-orm';
import { resolveCity } from '../../lib/city';
import { productNotFound } from '../../lib/errors';
import { rateDataOf } from '../editorial';
import { carImage, colorsOf, findModel, lowestOf, variantsWithPrices, type PricedVariant } from './pricing';

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
    seats: v.seats,
    url: ROUTES.variant(v.modelCode, v.code),
  };
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
function groupSpecs(rows: SpecRowDb[], variants: { code: string; name: string }[]) {
  const groups = new Map<string, ReturnType<typeof resolveRow>[]>();
  for (const row of rows) groups.set(row.groupName, [...(groups.get(row.groupName) ?? []), resolveRow(row, variants)]);
  return [...groups].map(([group, groupRows]) => ({ group, rows: groupRows }));
}

const distinct = (values: string[]) => [...new Set(values)];

/** The most and the fewest seats of the model's variants (issue 15: Zenix G seats eight, V seven). */
export function seatRange(variants: { seats: number }[]): { seats: number; minSeats: number } {
  const seats = variants.map((v) => v.seats);
  return { seats: Math.max(...seats), minSeats: Math.min(...seats) };
}

// ---------------------------------------------------------------------------------------------
// product-detail category NEWCAR
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

/** §7 product-detail for a model (§3 Product and Car markup fields). */
export async function getNewCarDetail(db: Db, code: string, cityCode: string | undefined): Promise<NewCarDetail> {
  const { model, city, variants, lowest, highest } = await pricedModel(db, code, cityCode);
  const [colors, specRows, superiorities, rateData] = await Promise.all([
    colorsOf(db, [model.code]).then((m) => m.get(model.code) ?? []),
    specificationRowsOf(db, [model.code]),
    superioritiesOf(db, model.code),
    rateDataOf(db, 'NEWCAR', model.code),
  ]);

  // One option per powertrain (engine and fuel), in the order the variants are listed.
  const options = new Map<string, { name: string; fuel: string; engine: string; variants: VariantOffer[] }>();
  for (const v of variants) {
    const key = `${v.engine}|${v.fuel}`;
    const option = options.get(key) ?? { name: `${v.engine} · ${v.fuel}`, fuel: v.fuel, engine: v.engine, variants: [] };
    option.variants.push(toVariantOffer(v));
    options.set(key, option);
  }

  return {
    category: 'NEWCAR',
    ...city,
    product: {
      code: model.code,
      name: model.name,
      imageUrl: carImage(model.code, colors[0]),
      description: model.description,
      url: ROUTES.model(model.code),
    },
    detailCar: {
      variantOptions: [...options.values()],
      lowestPriceVariant: toVariantOffer(lowest),
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
    ...seatRange(variants),
    doors: model.doors,
    fuels: distinct(variants.map((v) => v.fuel)),
    transmissions: distinct(variants.map((v) => v.transmission)),
    lowestPrice: lowest.price,
    highestPrice: highest,
    fullSpecificationUrl: ROUTES.fullSpecification(model.code),
  };
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
    ...seatRange(variants),
    doors: model.doors,
    testDrive: model.testDrive,
    fuels: distinct(variants.map((v) => v.fuel)),
    transmissions: distinct(variants.map((v) => v.transmission)),
    variantCount: variants.length,
    lowestPrice: lowest.price,
    highestPrice: highest,
    strikeThroughPrice: lowest.strikeThroughPrice,
    discountPercent: discountPercent(lowest.strikeThroughPrice, lowest.price),
    imageUrl: carImage(model.code, first),
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
