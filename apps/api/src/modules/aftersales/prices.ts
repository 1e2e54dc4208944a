import { flashSales, type accessories, type Db, type serviceCoupons, type servicePackages, type spareParts } from '@kemudi/db';
import type { FlashSaleNote } from '@kemudi/domain/contracts/aftersales';
import { discountPercent } from '@kemudi/domain/format';
import { and, arrayContains, inArray, or, sql, type SQL } from 'drizzle-orm';

/*
 * Today's price of an after-sales item (issue 29: one price source). Every answer that shows an
 * accessory's, a part's, a coupon's or a package's price — the listing cards, the item's page and
 * its JSON-LD, the cart and the checkout (modules/cart/products.ts) — prices it here, for the
 * visitor's city, so the page never shows one price and the cart charges another.
 *
 * - price: a flash sale running now (startsAt ≤ now < endsAt) with quota left, for every city or
 *   for the city asked, wins when it is lower than the item's selling price; the lowest wins;
 * - strikeThroughPrice: the highest of the item's normal price (a coupon's or package's "harga
 *   normal", an accessory's crossed-out price) and, under a flash sale, its selling price; null
 *   when it is not above the price;
 * - flashSale: the sale that sets the price (its end and whether it is limited to some cities), so
 *   a page can say why the price differs: "Flash sale hingga …".
 */

/** The kinds a flash sale can name (flash_sales.item_kind). */
export type FlashKind = 'accessory' | 'coupon' | 'package' | 'part';

/** A running flash sale's price for one item. */
export type FlashPrice = { salePrice: number; endsAt: string; everyCity: boolean };

/** What an item's price is today, as every answer shows it. */
export type TodaysPrice = {
  price: number;
  strikeThroughPrice: number | null;
  discountPercent: number | null;
  flashSale: FlashSaleNote | null;
};

const key = (kind: FlashKind, code: string) => `${kind}:${code}`;

/**
 * The lowest running flash-sale price of each `kind:code` among `codes`, at `now`, with quota left,
 * for every city (cityCode undefined) or for every city and `cityCode`. One query whatever the
 * number of codes.
 */
export async function loadFlashPrices(db: Db, codes: readonly string[], now: Date, cityCode: string | undefined): Promise<Map<string, FlashPrice>> {
  const prices = new Map<string, FlashPrice>();
  if (codes.length === 0) return prices;
  const at = now.toISOString();
  const everyCity = sql`cardinality(${flashSales.cityIsocodes}) = 0`;
  const city: SQL | undefined = cityCode === undefined ? everyCity : or(everyCity, arrayContains(flashSales.cityIsocodes, [cityCode]));
  const rows = await db
    .select({
      kind: flashSales.itemKind,
      code: flashSales.itemCode,
      salePrice: flashSales.salePrice,
      endsAt: flashSales.endsAt,
      everyCity: sql<boolean>`cardinality(${flashSales.cityIsocodes}) = 0`,
    })
    .from(flashSales)
    .where(
      and(
        inArray(flashSales.itemCode, [...new Set(codes)]),
        sql`${flashSales.startsAt}::timestamptz <= ${at}::timestamptz`,
        sql`${flashSales.endsAt}::timestamptz > ${at}::timestamptz`,
        sql`${flashSales.sold} < ${flashSales.quota}`,
        city,
      ),
    );
  for (const r of rows) {
    const k = `${r.kind}:${r.code}`;
    const seen = prices.get(k);
    if (!seen || r.salePrice < seen.salePrice) {
      prices.set(k, { salePrice: r.salePrice, endsAt: new Date(r.endsAt).toISOString(), everyCity: r.everyCity });
    }
  }
  return prices;
}

/** The price of one item from its selling price, its own normal price and the flash sale found for it. */
export function priceToday(sellingPrice: number, normalPrice: number | null, sale: FlashPrice | undefined): TodaysPrice {
  const onFlashSale = sale !== undefined && sale.salePrice < sellingPrice;
  const price = onFlashSale ? sale.salePrice : sellingPrice;
  const highest = Math.max(normalPrice ?? 0, onFlashSale ? sellingPrice : 0);
  const strikeThroughPrice = highest > price ? highest : null;
  return {
    price,
    strikeThroughPrice,
    discountPercent: discountPercent(strikeThroughPrice, price),
    flashSale: onFlashSale ? { endsAt: sale.endsAt, regularPrice: sellingPrice, everyCity: sale.everyCity } : null,
  };
}

/** An answer's item as the catalogue stores it: `price` its selling price, `strikeThroughPrice` its own normal price. */
type StoredPrice = { code: string; price: number; strikeThroughPrice: number | null };

/**
 * `items` (of one kind) with today's prices for `cityCode` (see above): price, strikeThroughPrice,
 * discountPercent and flashSale replaced or added. One query for the whole list.
 */
export async function withTodaysPrices<T extends StoredPrice>(
  db: Db,
  now: Date,
  cityCode: string | undefined,
  kind: FlashKind,
  items: readonly T[],
): Promise<Array<T & TodaysPrice>> {
  const sales = await loadFlashPrices(
    db,
    items.map((i) => i.code),
    now,
    cityCode,
  );
  return items.map((item) => ({ ...item, ...priceToday(item.price, item.strikeThroughPrice, sales.get(key(kind, item.code))) }));
}

/** One item with today's price (see withTodaysPrices). */
export async function withTodaysPrice<T extends StoredPrice>(db: Db, now: Date, cityCode: string | undefined, kind: FlashKind, item: T): Promise<T & TodaysPrice> {
  const [priced] = await withTodaysPrices(db, now, cityCode, kind, [item]);
  return priced!;
}

/** An answer's item whose crossed-out price is called `normalPrice` (service pages, plans, a model's coupons). */
type StoredNormalPrice = { code: string; price: number; normalPrice: number | null };

/**
 * `items` (of one kind) with today's prices for `cityCode`: price, normalPrice (the price struck
 * through; the item's own when nothing is), discountPercent when the item has one, and flashSale.
 */
export async function withTodaysNormalPrices<T extends StoredNormalPrice>(
  db: Db,
  now: Date,
  cityCode: string | undefined,
  kind: FlashKind,
  items: readonly T[],
): Promise<Array<T & { flashSale: FlashSaleNote | null }>> {
  const sales = await loadFlashPrices(
    db,
    items.map((i) => i.code),
    now,
    cityCode,
  );
  return items.map((item) => {
    const today = priceToday(item.price, item.normalPrice, sales.get(key(kind, item.code)));
    return {
      ...item,
      price: today.price,
      normalPrice: (today.strikeThroughPrice ?? item.normalPrice),
      ...('discountPercent' in item ? { discountPercent: today.discountPercent } : {}),
      flashSale: today.flashSale,
    };
  });
}

type PricedTable = typeof accessories | typeof spareParts | typeof servicePackages | typeof serviceCoupons;

/**
 * Today's price of each row of `table` as SQL, for filtering and sorting a listing by the price its
 * cards show: the lowest running flash sale of the city (or of every city) with quota left when it
 * is lower than the selling price, as loadFlashPrices and priceToday work it out.
 */
export function todaysPriceSql(table: PricedTable, kind: FlashKind, now: Date, cityCode: string): SQL {
  const at = now.toISOString();
  return sql`least(${table.price}, coalesce((
    select min(fs.sale_price) from ${flashSales} fs
    where fs.item_kind = ${kind} and fs.item_code = ${table.code}
      and fs.starts_at::timestamptz <= ${at}::timestamptz and fs.ends_at::timestamptz > ${at}::timestamptz
      and fs.sold < fs.quota
      and (cardinality(fs.city_isocodes) = 0 or fs.city_isocodes @> array[${cityCode}]::text[])
  ), ${table.price}))`;
}
