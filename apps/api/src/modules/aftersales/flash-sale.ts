import { accessories, flashSales, serviceCoupons, servicePackages, spareParts, type Db } from '@kemudi/db';
import type { FlashSaleItem } from '@kemudi/domain/contracts/aftersales';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

type FlashKind = 'accessory' | 'coupon' | 'package' | 'part';
type SaleItem = { name: string; price: number; imageUrl: string; url: string };

/** Name, regular selling price, picture and page of the items on sale: one query per kind, not per sale. */
async function loadSaleItems(db: Db, codesByKind: Map<FlashKind, string[]>) {
  const codes = (kind: FlashKind) => codesByKind.get(kind) ?? [];
  const none = Promise.resolve([] as never[]);
  const [accessoryRows, couponRows, packageRows, partRows] = await Promise.all([
    codes('accessory').length === 0
      ? none
      : db
          .select({ code: accessories.code, name: accessories.name, price: accessories.price, icon: accessories.icon })
          .from(accessories)
          .where(inArray(accessories.code, codes('accessory'))),
    codes('coupon').length === 0
      ? none
      : db
          .select({ code: serviceCoupons.code, name: serviceCoupons.title, price: serviceCoupons.price })
          .from(serviceCoupons)
          .where(inArray(serviceCoupons.code, codes('coupon'))),
    codes('package').length === 0
      ? none
      : db
          .select({ code: servicePackages.code, name: servicePackages.name, price: servicePackages.price })
          .from(servicePackages)
          .where(inArray(servicePackages.code, codes('package'))),
    codes('part').length === 0
      ? none
      : db
          .select({ code: spareParts.code, name: spareParts.name, price: spareParts.price, icon: spareParts.icon })
          .from(spareParts)
          .where(inArray(spareParts.code, codes('part'))),
  ]);
  const items = new Map<string, SaleItem>();
  const key = (kind: string, code: string) => `${kind}:${code}`;
  for (const r of accessoryRows) {
    items.set(key('accessory', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon(r.icon), url: ROUTES.accessory(r.code) });
  }
  for (const r of couponRows) {
    items.set(key('coupon', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon('coupon'), url: ROUTES.coupon(r.code) });
  }
  for (const r of packageRows) {
    items.set(key('package', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon('wrench'), url: ROUTES.servicePackage(r.code) });
  }
  for (const r of partRows) {
    items.set(key('part', r.code), { name: r.name, price: r.price, imageUrl: MEDIA.icon(r.icon), url: ROUTES.sparePart(r.code) });
  }
  return (kind: string, code: string) => items.get(key(kind, code));
}

const isFlashKind = (kind: string): kind is FlashKind => ['accessory', 'coupon', 'package', 'part'].includes(kind);

/**
 * §7 contentCatalog/flash-sale: the sales running at `now` (startsAt ≤ now < endsAt), ending soonest first. A sale with an
 * empty city list runs in every city; without `city` every running sale is listed. normalPrice is
 * the item's regular selling price; discountPercent follows the §9 rule.
 */
export async function listFlashSales(db: Db, now: Date, filter: { category?: string | undefined; city?: string | undefined }): Promise<FlashSaleItem[]> {
  const at = now.toISOString();
  const conditions: SQL[] = [
    sql`${flashSales.startsAt}::timestamptz <= ${at}::timestamptz`,
    sql`${flashSales.endsAt}::timestamptz > ${at}::timestamptz`,
  ];
  if (filter.category !== undefined) conditions.push(eq(flashSales.category, filter.category));
  if (filter.city !== undefined) {
    const anyCity = or(sql`cardinality(${flashSales.cityIsocodes}) = 0`, arrayContains(flashSales.cityIsocodes, [filter.city]));
    if (anyCity) conditions.push(anyCity);
  }
  const sales = await db
    .select()
    .from(flashSales)
    .where(and(...conditions))
    .orderBy(sql`${flashSales.endsAt}::timestamptz`, asc(flashSales.id));

  const codesByKind = new Map<FlashKind, string[]>();
  for (const sale of sales) {
    if (!isFlashKind(sale.itemKind)) continue;
    codesByKind.set(sale.itemKind, [...(codesByKind.get(sale.itemKind) ?? []), sale.itemCode]);
  }
  const itemOf = await loadSaleItems(db, codesByKind);

  return sales.flatMap((sale) => {
    const item = itemOf(sale.itemKind, sale.itemCode);
    // A sale whose item no longer exists cannot be bought: leave it out rather than show a blank card.
    if (!item || !isFlashKind(sale.itemKind)) return [];
    return [
      {
        id: sale.id,
        kind: sale.itemKind,
        code: sale.itemCode,
        category: sale.category,
        name: item.name,
        normalPrice: item.price,
        salePrice: sale.salePrice,
        discountPercent: discountPercent(item.price, sale.salePrice),
        quota: sale.quota,
        remainingQuota: Math.max(0, sale.quota - sale.sold),
        startsAt: sale.startsAt,
        endsAt: sale.endsAt,
        imageUrl: item.imageUrl,
        url: item.url,
      },
    ];
  });
}
