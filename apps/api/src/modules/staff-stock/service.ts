/**
 * Stock in the staff console (issue 25 "Stock and fleet"): what is left to sell of every accessory,
 * spare part and service coupon (product_stock, the count checkout takes units from with a
 * conditional update). A member sets a count they checked (a stocktake, a delivery), naming the
 * count they saw: the update is conditional on it, so a checkout that took units in between is
 * never written over (409 with the current count), and of two members saving at once only one
 * wins. The write, its audit row and the data-version bump share one transaction; product_stock
 * has no data-version trigger (checkouts change it all day), so the bump is made here: a count of
 * 0 shows "Stok habis" on every page within about a second.
 */
import { accessories, dataVersion, productStock, serviceCoupons, spareParts, type Db } from '@kemudi/db';
import {
  LOW_STOCK_THRESHOLD,
  STOCK_KINDS,
  STOCK_MESSAGES as M,
  type StockItemData,
  type StockKind,
  type StockListData,
  type StockListQuery,
  type StockRow,
  type StockUpdateBody,
} from '@kemudi/domain/contracts/staff-stock';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, count, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { containsPattern } from '../../lib/text';
import { recordTimeline, withAudit, type AuditActor } from '../staff';

const nameOf = sql<string>`coalesce(${accessories.name}, ${spareParts.name}, ${serviceCoupons.title}, ${productStock.code})`;

const urlOf = (kind: StockKind, code: string) => (kind === 'accessory' ? ROUTES.accessory(code) : kind === 'part' ? ROUTES.sparePart(code) : ROUTES.coupon(code));

const isCountedKind = (kind: string): kind is StockKind => (STOCK_KINDS as readonly string[]).includes(kind);

function select(db: Db) {
  return db
    .select({ code: productStock.code, kind: productStock.kind, available: productStock.available, updatedAt: productStock.updatedAt, name: nameOf })
    .from(productStock)
    .leftJoin(accessories, eq(accessories.code, productStock.code))
    .leftJoin(spareParts, eq(spareParts.code, productStock.code))
    .leftJoin(serviceCoupons, eq(serviceCoupons.code, productStock.code));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function present(row: Selected): StockRow {
  const kind = row.kind as StockKind;
  return { code: row.code, kind, name: row.name, available: row.available ?? 0, updatedAt: row.updatedAt.toISOString(), url: urlOf(kind, row.code) };
}

/** Counted items (not service packages), filtered by kind, code or name and "running low"; low first when asked. */
export async function listStock(db: Db, query: z.output<typeof StockListQuery>): Promise<StockListData> {
  const conditions: (SQL | undefined)[] = [inArray(productStock.kind, query.kind ? [query.kind] : [...STOCK_KINDS]), sql`${productStock.available} is not null`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(productStock.code, pattern), ilike(nameOf, pattern)));
  }
  if (query.low === 'true') conditions.push(lte(productStock.available, LOW_STOCK_THRESHOLD));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...(query.low === 'true' ? [asc(productStock.available)] : []), asc(productStock.kind), asc(nameOf), asc(productStock.code))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(productStock)
      .leftJoin(accessories, eq(accessories.code, productStock.code))
      .leftJoin(spareParts, eq(spareParts.code, productStock.code))
      .leftJoin(serviceCoupons, eq(serviceCoupons.code, productStock.code))
      .where(where),
  ]);
  return { ...toPage(rows.map(present), query.page, query.size, Number(total[0]?.n ?? 0)), threshold: LOW_STOCK_THRESHOLD };
}

/** Sets one item's count, conditional on the count the member saw (see the top). Audited as stock.update. */
export async function updateStock(app: FastifyInstance, actor: AuditActor, code: string, body: z.output<typeof StockUpdateBody>): Promise<StockItemData> {
  const [current] = await select(app.db).where(eq(productStock.code, code)).limit(1);
  if (!current) throw notFound(M.ItemNotFound);
  if (!isCountedKind(current.kind) || current.available === null) throw badRequest(M.NotCounted);
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(productStock)
      .set({ available: body.available, updatedAt: actor.at })
      .where(and(eq(productStock.code, code), eq(productStock.available, body.expected)))
      .returning({ available: productStock.available });
    if (!row) {
      const [now] = await tx.select({ available: productStock.available }).from(productStock).where(eq(productStock.code, code));
      throw new AppError(409, 'StockChanged', M.Changed.replace('{n}', String(now?.available ?? 0)));
    }
    await tx.update(dataVersion).set({ version: sql`${dataVersion.version} + 1`, changedAt: sql`now()` }).where(eq(dataVersion.id, 1));
    await withAudit(tx, actor, {
      action: 'stock.update',
      entity: 'product',
      entityId: code,
      before: { kind: current.kind, available: body.expected },
      after: { kind: current.kind, available: body.available, reason: body.reason },
    });
    return row;
  });
  const [row] = await select(app.db).where(eq(productStock.code, code)).limit(1);
  return { ...present(row ?? { ...current, available: updated.available }), timeline: await recordTimeline(app, 'product', code) };
}
