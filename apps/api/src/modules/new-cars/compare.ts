import { carModels, carVariants, type Db } from '@kemudi/db';
import { discountPercent, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { bodyTypeLabel, seatsText } from '@kemudi/domain/vocabulary';
import { asc, eq, inArray } from 'drizzle-orm';
import { resolveCity } from '../../lib/city';
import { badRequest, productNotFound } from '../../lib/errors';
import { splitCodes } from './cards';
import { specValueFor, specificationRowsOf } from './detail';
import { carImage, colorsOf, lowestOf, variantsWithPrices, type PricedVariant } from './pricing';

const MIN_ITEMS = 2;
const MAX_ITEMS = 3;

/** The summary rows put above the specification rows. */
const SUMMARY_GROUP = 'Ringkasan';

/**
 * compare-product: 2 or 3 model or variant codes side by side (any other code → 400). A model is shown at its
 * lowest-priced variant's city price with the model-wide specification values; a variant with
 * its own price and its own (overridden) values. Rows are the union of the items' specification
 * rows, grouped as on the brochure; an item whose model lacks a row gets null there.
 */
export async function compareProducts(db: Db, codesText: string, cityCodeInput: string | undefined) {
  const codes = splitCodes(codesText);
  if (codes.length < MIN_ITEMS || codes.length > MAX_ITEMS) {
    throw badRequest(`Pilih ${MIN_ITEMS} atau ${MAX_ITEMS} produk untuk dibandingkan`);
  }
  if (new Set(codes).size !== codes.length) throw badRequest('Produk yang dibandingkan tidak boleh sama');

  const city = await resolveCity(db, cityCodeInput);
  const [modelRows, variantRows] = await Promise.all([
    db.select().from(carModels).where(inArray(carModels.code, codes)),
    db.select({ code: carVariants.code, modelCode: carVariants.modelCode }).from(carVariants).where(inArray(carVariants.code, codes)),
  ]);
  const modelCodes = [...new Set([...modelRows.map((m) => m.code), ...variantRows.map((v) => v.modelCode)])];
  const [allModels, priced, specRows, colors] = await Promise.all([
    db.select().from(carModels).where(inArray(carModels.code, modelCodes)),
    variantsWithPrices(db, modelCodes, city.cityCode),
    specificationRowsOf(db, modelCodes),
    colorsOf(db, modelCodes),
  ]);
  const modelOf = new Map(allModels.map((m) => [m.code, m]));
  const variantOf = new Map(priced.map((v) => [v.code, v]));

  const items = codes.map((code) => {
    const variant = variantOf.get(code);
    const model = modelOf.get(variant ? variant.modelCode : code);
    // A code that is neither a model nor a variant makes the request itself wrong (§7 compare-product takes only those).
    if (!model) throw badRequest(`Kode '${code}' bukan kode model atau varian mobil baru`);
    const shown: PricedVariant | undefined = variant ?? lowestOf(priced.filter((v) => v.modelCode === model.code));
    // A model without variants has nothing to compare.
    if (!shown) throw productNotFound(code);
    const modelVariants = priced.filter((v) => v.modelCode === model.code);
    return {
      item: {
        code,
        kind: variant ? ('variant' as const) : ('model' as const),
        modelCode: model.code,
        name: variant ? `${model.name} ${variant.name}` : model.name,
        variantName: variant ? variant.name : null,
        bodyType: model.bodyType,
        seats: variant ? variant.seats : Math.max(...modelVariants.map((v) => v.seats)),
        imageUrl: carImage(model.code, colors.get(model.code)?.[0], variant?.code),
        url: variant ? ROUTES.variant(model.code, variant.code) : ROUTES.model(model.code),
        price: shown.price,
        strikeThroughPrice: shown.strikeThroughPrice,
        discountPercent: discountPercent(shown.strikeThroughPrice, shown.price),
      },
      fuel: variant ? variant.fuel : [...new Set(modelVariants.map((v) => v.fuel))].join(' / '),
      transmission: variant ? variant.transmission : [...new Set(modelVariants.map((v) => v.transmission))].join(' / '),
      variantCode: variant?.code ?? null,
      // A model compared as a whole: the fewest seats of its variants too ('7–8 orang').
      minSeats: variant ? variant.seats : Math.min(...modelVariants.map((v) => v.seats)),
    };
  });

  const summary = [
    { group: SUMMARY_GROUP, label: 'Harga OTR', values: items.map((i) => formatRupiah(i.item.price)) },
    { group: SUMMARY_GROUP, label: 'Tipe Bodi', values: items.map((i) => bodyTypeLabel(i.item.bodyType)) },
    { group: SUMMARY_GROUP, label: 'Kapasitas Penumpang', values: items.map((i) => `${seatsText(i.item.seats, i.minSeats)} orang`) },
    { group: SUMMARY_GROUP, label: 'Bahan Bakar', values: items.map((i) => i.fuel) },
    { group: SUMMARY_GROUP, label: 'Transmisi', values: items.map((i) => i.transmission) },
  ];

  // Union of (group, label), groups in order of first appearance, rows in brochure order.
  const groups = new Map<string, string[]>();
  for (const { item } of items) {
    for (const row of specRows.filter((r) => r.modelCode === item.modelCode)) {
      const labels = groups.get(row.groupName) ?? [];
      if (!labels.includes(row.label)) labels.push(row.label);
      groups.set(row.groupName, labels);
    }
  }
  const specs = [...groups].flatMap(([group, labels]) =>
    labels.map((label) => ({
      group,
      label,
      values: items.map(({ item, variantCode }) => {
        const row = specRows.find((r) => r.modelCode === item.modelCode && r.groupName === group && r.label === label);
        if (!row) return null;
        return variantCode ? specValueFor(row, variantCode) : row.value;
      }),
    })),
  );

  return { ...city, items: items.map((i) => i.item), rows: [...summary, ...specs] };
}

/**
 * compare-product/options: the choices of the comparison picker — every new-car model that has
 * variants, by name, each with its variants in catalogue order. One call instead of one
 * price call per model; no prices (the comparison itself carries the city's prices).
 */
export async function compareOptions(db: Db) {
  const [models, variants] = await Promise.all([
    db.select({ code: carModels.code, name: carModels.name }).from(carModels).where(eq(carModels.category, 'NEWCAR')),
    db
      .select({ code: carVariants.code, name: carVariants.name, modelCode: carVariants.modelCode })
      .from(carVariants)
      .orderBy(asc(carVariants.sortOrder), asc(carVariants.code)),
  ]);
  const variantsOf = new Map<string, { code: string; name: string }[]>();
  for (const v of variants) {
    const list = variantsOf.get(v.modelCode) ?? [];
    list.push({ code: v.code, name: v.name });
    variantsOf.set(v.modelCode, list);
  }
  // Sorted here, not in SQL: the order must not depend on the database's collation.
  const byName = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
  return {
    models: models
      .sort((a, b) => byName.compare(a.name, b.name) || (a.code < b.code ? -1 : 1))
      .map((m) => ({ code: m.code, name: m.name, variants: variantsOf.get(m.code) ?? [] }))
      .filter((m) => m.variants.length > 0),
  };
}
