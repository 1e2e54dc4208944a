import { accessories, carModels, productStock, serviceCoupons, servicePackages, spareParts, type Db } from '@kemudi/db';
import type { ProductKind } from '@kemudi/domain/commerce';
import type { CartProduct } from '@kemudi/domain/contracts/cart';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { inArray } from 'drizzle-orm';
import { loadFlashPrices, priceToday } from '../aftersales';
import { todayWib } from '../../lib/time';

/**
 * What the cart and the checkout sell (issue 12): an after-sales item as it can be bought today —
 * its price (a running flash sale included), its stock and whether it can be bought at all. The
 * orders module prices and checks its lines with the same function, so the cart and the order
 * never disagree.
 */
export type SellableProduct = CartProduct & {
  /**
   * Minutes of workshop time the item takes: an accessory's installation, a service package's
   * duration; null for parts and coupons (nothing to book).
   */
  installMinutes: number | null;
};

/** The item as the catalogue has it, before today's price, stock and model names. */
type CatalogueItem = {
  code: string;
  kind: ProductKind;
  name: string;
  imageUrl: string;
  url: string;
  modelCodes: string[];
  price: number;
  /** The item's own crossed-out price (an accessory's strike-through, a coupon's or package's normal price). */
  ownStrikeThroughPrice: number | null;
  installMinutes: number | null;
  /** False outside a coupon's sale period. */
  onSale: boolean;
};

/** The four kinds, one query each (not one per code); a code found in two tables counts as the first kind. */
async function loadCatalogueItems(db: Db, codes: string[], now: Date): Promise<CatalogueItem[]> {
  const today = todayWib(now);
  // One after the other: `db` may be a transaction (the cart's, the checkout's), whose one connection
  // takes one query at a time (node-postgres deprecates queueing them).
  const accessoryRows = await db.select().from(accessories).where(inArray(accessories.code, codes));
  const partRows = await db.select().from(spareParts).where(inArray(spareParts.code, codes));
  const couponRows = await db.select().from(serviceCoupons).where(inArray(serviceCoupons.code, codes));
  const packageRows = await db.select().from(servicePackages).where(inArray(servicePackages.code, codes));
  // Pictures and pages as the items' own pages show them (modules/aftersales).
  return [
    ...accessoryRows.map(
      (a): CatalogueItem => ({
        code: a.code,
        kind: 'accessory',
        name: a.name,
        imageUrl: MEDIA.icon(a.icon),
        url: ROUTES.accessory(a.code),
        modelCodes: a.fittingModels,
        price: a.price,
        ownStrikeThroughPrice: a.strikeThroughPrice,
        installMinutes: a.installMinutes,
        onSale: true,
      }),
    ),
    ...partRows.map(
      (p): CatalogueItem => ({
        code: p.code,
        kind: 'part',
        name: p.name,
        imageUrl: MEDIA.icon(p.icon),
        url: ROUTES.sparePart(p.code),
        modelCodes: p.fittingModels,
        price: p.price,
        ownStrikeThroughPrice: null,
        installMinutes: null,
        onSale: true,
      }),
    ),
    ...couponRows.map(
      (c): CatalogueItem => ({
        code: c.code,
        kind: 'coupon',
        name: c.title,
        imageUrl: MEDIA.icon('coupon'),
        url: ROUTES.coupon(c.code),
        modelCodes: c.modelCodes,
        price: c.price,
        ownStrikeThroughPrice: c.normalPrice,
        installMinutes: null,
        // A coupon is sold on the WIB calendar days validFrom … validUntil, both included (as its page says).
        onSale: c.validFrom <= today && today <= c.validUntil,
      }),
    ),
    ...packageRows.map(
      (p): CatalogueItem => ({
        code: p.code,
        kind: 'package',
        name: p.name,
        imageUrl: MEDIA.icon('package'),
        url: ROUTES.servicePackage(p.code),
        modelCodes: p.modelCodes,
        price: p.price,
        ownStrikeThroughPrice: p.normalPrice,
        installMinutes: p.durationMinutes,
        onSale: true,
      }),
    ),
  ];
}

/**
 * The sellable products of `codes` at `now`, by code; unknown codes are simply absent. A handful
 * of queries whatever the number of codes: the four item tables, stock, flash sales and model names.
 *
 * - price, strikeThroughPrice, flashSale: today's price for `cityCode` (every city's sales only when absent), as
 *   every page shows it (modules/aftersales/prices.ts);
 * - stock: product_stock.available (null: not counted, service packages); a counted kind without a row has none to sell;
 * - purchasable: false when the stock is 0 or a coupon is outside its sale period;
 * - needsSlot: an accessory that is installed, and every service package.
 */
export async function loadProducts(db: Db, codes: readonly string[], now: Date, cityCode?: string): Promise<Map<string, SellableProduct>> {
  const unique = [...new Set(codes)];
  const products = new Map<string, SellableProduct>();
  if (unique.length === 0) return products;
  // Sequential, as in loadCatalogueItems: `db` may be a transaction.
  const items = await loadCatalogueItems(db, unique, now);
  const stockRows = await db.select({ code: productStock.code, available: productStock.available }).from(productStock).where(inArray(productStock.code, unique));
  const flashPrices = await loadFlashPrices(db, unique, now, cityCode);
  const modelCodes = [...new Set(items.flatMap((i) => i.modelCodes))];
  const models =
    modelCodes.length === 0
      ? []
      : await db.select({ code: carModels.code, name: carModels.name, sortOrder: carModels.sortOrder }).from(carModels).where(inArray(carModels.code, modelCodes));
  const modelOf = new Map(models.map((m) => [m.code, m]));
  const stockOf = new Map(stockRows.map((s) => [s.code, s.available]));

  for (const item of items) {
    if (products.has(item.code)) continue;
    // The price every page shows for this city (modules/aftersales/prices.ts).
    const { price, strikeThroughPrice, flashSale } = priceToday(item.price, item.ownStrikeThroughPrice, flashPrices.get(`${item.kind}:${item.code}`));
    const stock = stockOf.has(item.code) ? (stockOf.get(item.code) ?? null) : item.kind === 'package' ? null : 0;
    const compatibleModels = item.modelCodes
      .flatMap((code) => modelOf.get(code) ?? [])
      .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code))
      .map((m) => m.name);
    products.set(item.code, {
      code: item.code,
      kind: item.kind,
      name: item.name,
      imageUrl: item.imageUrl,
      url: item.url,
      compatibleModels,
      price,
      strikeThroughPrice,
      flashSale,
      stock,
      purchasable: item.onSale && stock !== 0,
      needsSlot: item.kind === 'package' || (item.kind === 'accessory' && item.installMinutes !== null),
      installMinutes: item.installMinutes,
    });
  }
  return products;
}
