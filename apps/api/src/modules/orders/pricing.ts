import { carColors, carModels, carVariantPrices, carVariants, type Db } from '@kemudi/db';
import { CART_MAX_QUANTITY_PER_LINE, COMMERCE_MESSAGES as M, type OrderFulfilment } from '@kemudi/domain/commerce';
import type { CheckoutPreview } from '@kemudi/domain/contracts/orders';
import { and, eq, sql } from 'drizzle-orm';
import { resolveCity } from '../../lib/city';
import { AppError } from '../../lib/errors';
import { loadProducts, readCustomerCartLines, type SellableProduct } from '../cart';
import { cityPriceJoin, cityPriceSql, simulateCredit, toNumber } from '../new-cars';
import type { FinanceBody, OrderDeps } from './deps';

/*
 * Prices (issue 12). Every amount is the server's: the body names codes, quantities and choices;
 * prices come from the catalogue when the order is placed and are kept with it.
 */

export type Line = { product: SellableProduct; quantity: number };

/** Prices the lines; `problems` lists (in Indonesian) what stops them from being ordered. */
export async function priceLines(deps: OrderDeps, requested: { code: string; quantity: number }[], cityCode: string | undefined) {
  const merged = new Map<string, number>();
  for (const r of requested) merged.set(r.code, (merged.get(r.code) ?? 0) + r.quantity);
  const products = await loadProducts(deps.db, [...merged.keys()], deps.now(), cityCode);
  const lines: Line[] = [];
  const problems: string[] = [];
  for (const [code, quantity] of merged) {
    const product = products.get(code);
    if (!product) {
      problems.push(M.PRODUCT_UNKNOWN(code));
      continue;
    }
    if (!product.purchasable) problems.push(product.stock === 0 ? M.OUT_OF_STOCK(product.name) : M.PRODUCT_NOT_ON_SALE(product.name));
    else if (quantity > CART_MAX_QUANTITY_PER_LINE) problems.push(M.ABOVE_LINE_LIMIT);
    else if (product.stock !== null && quantity > product.stock) problems.push(M.ABOVE_STOCK(product.name, product.stock));
    lines.push({ product, quantity });
  }
  return { lines, problems };
}

export function fulfilmentOf(lines: Line[]): OrderFulfilment {
  if (lines.length > 0 && lines.every((l) => l.product.kind === 'coupon')) return 'coupon';
  return lines.some((l) => l.product.needsSlot) ? 'install' : 'pickup';
}

export async function preview(deps: OrderDeps, customerId: string, items: { code: string; quantity: number }[] | undefined, cityCode?: string): Promise<CheckoutPreview> {
  const requested = items ?? (await readCustomerCartLines(deps.db, customerId));
  // Priced for the checkout's city, as the order will be (placement.ts) and the item's page was.
  const city = await resolveCity(deps.db, cityCode);
  const { lines, problems } = await priceLines(deps, requested, city.cityCode);
  if (requested.length === 0) problems.push(M.CART_EMPTY);
  const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  return {
    items: lines.map((l) => ({ product: stripInternal(l.product), quantity: l.quantity, lineTotal: l.product.price * l.quantity })),
    subtotal,
    total: subtotal,
    fulfilment: fulfilmentOf(lines),
    needsSlot: lines.some((l) => l.product.needsSlot),
    problems,
  };
}

function stripInternal(product: SellableProduct) {
  const { installMinutes: _installMinutes, ...rest } = product;
  return rest;
}

/** The OTR price of a variant of the model in the city, with the colour's surcharge. */
export async function pricedVehicle(db: Db, modelCode: string, variantCode: string, colorId: number | undefined, cityCode: string | undefined) {
  const city = await resolveCity(db, cityCode);
  const [variant] = await db
    .select({
      code: carVariants.code,
      name: carVariants.name,
      modelCode: carModels.code,
      modelName: carModels.name,
      price: sql<number>`${cityPriceSql()}`.mapWith(toNumber),
    })
    .from(carVariants)
    .innerJoin(carModels, eq(carModels.code, carVariants.modelCode))
    .leftJoin(carVariantPrices, cityPriceJoin(city.cityCode))
    .where(and(eq(carVariants.code, variantCode), eq(carVariants.modelCode, modelCode)))
    .limit(1);
  if (!variant) throw new AppError(404, 'NotFoundError', M.VARIANT_UNKNOWN);
  let color: { id: number; name: string; extraPrice: number } | null = null;
  if (colorId !== undefined) {
    const [row] = await db
      .select({ id: carColors.id, name: carColors.name, extraPrice: carColors.extraPrice })
      .from(carColors)
      .where(and(eq(carColors.id, colorId), eq(carColors.modelCode, modelCode)))
      .limit(1);
    if (!row) throw new AppError(404, 'NotFoundError', M.COLOR_UNKNOWN);
    color = row;
  }
  return { city, variant, color, otrPrice: variant.price + (color?.extraPrice ?? 0) };
}

/** §7 finance-simulation: the credit module's simulation over the OTR of the variant, city and colour. */
export async function financeSimulation(deps: OrderDeps, body: FinanceBody) {
  const [model] = await deps.db.select({ code: carVariants.modelCode }).from(carVariants).where(eq(carVariants.code, body.variantCode)).limit(1);
  if (!model) throw new AppError(404, 'NotFoundError', M.VARIANT_UNKNOWN);
  const priced = await pricedVehicle(deps.db, model.code, body.variantCode, body.colorId, body.cityCode);
  const result = await simulateCredit(deps.db, {
    otrPrice: priced.otrPrice,
    cityCode: priced.city.cityCode,
    downPaymentPercent: body.downPaymentPercent,
    tenorMonths: body.tenorMonths,
    ...(body.insuranceKind ? { insuranceKind: body.insuranceKind } : {}),
  });
  return { ...result, productCode: priced.variant.code, productName: `${priced.variant.modelName} ${priced.variant.name}` };
}
