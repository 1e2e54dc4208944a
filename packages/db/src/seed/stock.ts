import { createHash } from 'node:crypto';
import type { Db } from '../client';
import * as s from '../schema/index';
import * as after from './data/aftersales';

/**
 * The stock the commerce module sells from (issue 12, schema/commerce.ts product_stock). The seed
 * has no warehouse, so each item gets a believable number derived from its code (the same on every
 * machine): accessories 2–30, spare parts 4–60, a coupon its remaining quota, a service package no
 * count (the workshop's slots limit it). A few items are sold out, so the site shows that state:
 * every code whose digest falls in the lowest 1/16.
 */
export type StockRow = typeof s.productStock.$inferInsert;

function digest(code: string): number {
  return createHash('sha256').update(`stock:${code}`).digest().readUInt32BE(0);
}

function counted(code: string, min: number, max: number): number {
  const d = digest(code);
  if (d % 16 === 0) return 0;
  return min + (d % (max - min + 1));
}

export function stockRows(): StockRow[] {
  return [
    ...after.accessories.map((a) => ({ code: a.code, kind: 'accessory', available: counted(a.code, 2, 30) })),
    ...after.spareParts.map((p) => ({ code: p.code, kind: 'part', available: counted(p.code, 4, 60) })),
    ...after.serviceCoupons.map((c) => ({ code: c.code, kind: 'coupon', available: c.quota })),
    ...after.servicePackages.map((p) => ({ code: p.code, kind: 'package', available: null })),
  ];
}

/**
 * Gives every item its stock row if it has none (a database seeded before issue 12 gets its stock
 * at its next start; what was sold since is kept).
 */
export async function seedStock(db: Db): Promise<void> {
  const rows = stockRows();
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(s.productStock).values(rows.slice(i, i + 200)).onConflictDoNothing();
  }
}
