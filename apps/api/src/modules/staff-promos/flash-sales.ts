/**
 * Flash sales in the staff console (issue 25): list, create, edit and end now. A sale is a
 * time-boxed price on one after-sales item, for every city (empty list) or some; the site's
 * contentCatalog/flash-sale call and the cart read the same rows (aftersales/flash-sale.ts,
 * cart/products.ts), judging startsAt ≤ now < endsAt.
 *
 * Rules: the item exists and the sale price is below its regular price; the window ends after it
 * starts, lasts at most FLASH_SALE_MAX_DAYS and does not start in the past; no other sale of the
 * same item that has not ended overlaps it in a shared city (two prices for one item at once would
 * leave the cart to pick one); an ended sale is history (409); a live one may change only its
 * price, quota and end (its start and cities are what buyers already saw). The quota never drops
 * below what is sold. Each write and its audit row share a transaction; the flash_sales table's
 * trigger (migration 0005) bumps the data version, and the route refreshes this process's at once.
 */
import { accessories, cities, flashSales, serviceCoupons, servicePackages, spareParts, type Db } from '@kemudi/db';
import {
  FLASH_SALE_CATEGORY_OF,
  FLASH_SALE_KINDS,
  FLASH_SALE_MAX_DAYS,
  FLASH_SALE_MESSAGES as M,
  type FlashSaleItemsQuery,
  type FlashSaleItemsData,
  type FlashSaleKind,
  type StaffFlashSaleBody,
  type StaffFlashSaleRow,
} from '@kemudi/domain/contracts/staff-promos';
import { formatDateId, WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import { instantOfWib, wibLocalOf } from '@kemudi/domain/promo-schedule';
import { and, arrayOverlaps, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { withAudit, type AuditActor } from '../staff';

type SaleRow = typeof flashSales.$inferSelect;
type Status = StaffFlashSaleRow['status'];
type Body = z.output<typeof StaffFlashSaleBody>;
type Item = { code: string; name: string; price: number };

const DAY_MS = 86_400_000;
/** A start typed for "now" is the current minute, already a few seconds old: it is still accepted. */
const START_GRACE_MS = 60_000;

/** The item tables, by kind: code, name and regular selling price. */
const ITEM_TABLES = {
  accessory: { table: accessories, code: accessories.code, name: accessories.name, price: accessories.price },
  coupon: { table: serviceCoupons, code: serviceCoupons.code, name: serviceCoupons.title, price: serviceCoupons.price },
  package: { table: servicePackages, code: servicePackages.code, name: servicePackages.name, price: servicePackages.price },
  part: { table: spareParts, code: spareParts.code, name: spareParts.name, price: spareParts.price },
} as const;

async function itemsOf(db: Db, kind: FlashSaleKind, codes: string[]): Promise<Item[]> {
  if (codes.length === 0) return [];
  const t = ITEM_TABLES[kind];
  return db.select({ code: t.code, name: t.name, price: t.price }).from(t.table).where(inArray(t.code, codes));
}

/** The items a sale can be made for, matching a code or name (the console's picker). */
export async function listFlashSaleItems(db: Db, query: z.output<typeof FlashSaleItemsQuery>): Promise<FlashSaleItemsData> {
  const t = ITEM_TABLES[query.kind];
  const search = query.q ? or(ilike(t.code, `%${query.q}%`), ilike(t.name, `%${query.q}%`)) : undefined;
  return db.select({ code: t.code, name: t.name, price: t.price }).from(t.table).where(search).orderBy(asc(t.name), asc(t.code)).limit(30);
}

/** An instant as the table keeps it: ISO with the WIB offset, to the second ('2026-11-20T00:00:00+07:00'). */
const wibIso = (at: Date) => `${new Date(at.getTime() + WIB_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)}+07:00`;

const statusAt = (row: Pick<SaleRow, 'startsAt' | 'endsAt'>, now: Date): Status =>
  now < new Date(row.startsAt) ? 'scheduled' : now < new Date(row.endsAt) ? 'live' : 'ended';

/** "20 Nov 2026 00:00 – 20 Des 2026 23:59 WIB" */
const windowText = (startsAt: string, endsAt: string) => {
  const at = (iso: string) => `${formatDateId(iso)} ${wibLocalOf(iso).slice(11, 16)}`;
  return `${at(startsAt)} – ${at(endsAt)} WIB`;
};

async function presentAll(db: Db, rows: SaleRow[], now: Date): Promise<StaffFlashSaleRow[]> {
  const byKind = await Promise.all(
    FLASH_SALE_KINDS.map(async (kind) => {
      const codes = [...new Set(rows.filter((r) => r.itemKind === kind).map((r) => r.itemCode))];
      return (await itemsOf(db, kind, codes)).map((item) => [`${kind}:${item.code}`, item] as const);
    }),
  );
  const items = new Map<string, Item>(byKind.flat());
  const isocodes = [...new Set(rows.flatMap((r) => r.cityIsocodes))];
  const cityRows = isocodes.length ? await db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(inArray(cities.isocode, isocodes)) : [];
  const cityNames = new Map(cityRows.map((c) => [c.isocode, c.name]));
  return rows.map((row) => {
    const item = items.get(`${row.itemKind}:${row.itemCode}`);
    return {
      id: row.id,
      itemKind: row.itemKind as FlashSaleKind,
      itemCode: row.itemCode,
      itemName: item?.name ?? null,
      normalPrice: item?.price ?? null,
      category: row.category,
      cityIsocodes: row.cityIsocodes,
      cityNames: row.cityIsocodes.map((c) => cityNames.get(c) ?? c),
      salePrice: row.salePrice,
      quota: row.quota,
      sold: row.sold,
      startsAt: new Date(row.startsAt).toISOString(),
      endsAt: new Date(row.endsAt).toISOString(),
      startsAtWib: wibLocalOf(row.startsAt),
      endsAtWib: wibLocalOf(row.endsAt),
      status: statusAt(row, now),
    };
  });
}

/** Flash sales with their status at `now`, ending soonest first. */
export async function listFlashSales(db: Db, now: Date, status?: Status) {
  const rows = await db.select().from(flashSales).orderBy(sql`${flashSales.endsAt}::timestamptz`, asc(flashSales.id));
  const content = await presentAll(db, rows, now);
  const counts = { scheduled: 0, live: 0, ended: 0 };
  for (const row of content) counts[row.status] += 1;
  return { content: status ? content.filter((r) => r.status === status) : content, counts };
}

async function loadSale(db: Db, id: number): Promise<SaleRow> {
  const [row] = await db.select().from(flashSales).where(eq(flashSales.id, id)).limit(1);
  if (!row) throw notFound(M.NotFound);
  return row;
}

/** The columns a body sets, each rule checked (see the module's comment). */
async function columnsOf(db: Db, now: Date, body: Body, existing?: SaleRow) {
  const startsAt = instantOfWib(body.startsAt);
  const endsAt = instantOfWib(body.endsAt);
  const cityIsocodes = [...new Set(body.cityIsocodes)].sort();
  const live = existing !== undefined && statusAt(existing, now) === 'live';
  if (live) {
    const sameCities = [...existing.cityIsocodes].sort().join(',') === cityIsocodes.join(',');
    // To the minute, as the form holds it (a stored start may carry seconds).
    const sameStart = wibLocalOf(existing.startsAt) === wibLocalOf(startsAt);
    if (body.item.kind !== existing.itemKind || body.item.code !== existing.itemCode || !sameCities || !sameStart) {
      throw new AppError(409, 'FlashSaleLive', M.LiveLocked);
    }
  }
  if (endsAt.getTime() <= startsAt.getTime()) throw badRequest(M.EndBeforeStart);
  if (endsAt.getTime() - startsAt.getTime() > FLASH_SALE_MAX_DAYS * DAY_MS) throw badRequest(M.TooLong);
  if (!live && startsAt.getTime() < now.getTime() - START_GRACE_MS) throw badRequest(M.StartInPast);
  if (endsAt.getTime() <= now.getTime()) throw badRequest(M.EndInPast);
  if (existing && body.quota < existing.sold) throw badRequest(`${M.QuotaBelowSold} (${existing.sold}).`);

  const [[item], knownCities] = await Promise.all([
    itemsOf(db, body.item.kind, [body.item.code]),
    cityIsocodes.length ? db.select({ isocode: cities.isocode }).from(cities).where(inArray(cities.isocode, cityIsocodes)) : [],
  ]);
  if (!item) throw badRequest(M.ItemNotFound);
  if (body.salePrice >= item.price) throw badRequest(`${M.PriceNotLower} (Rp${item.price.toLocaleString('id-ID')}).`);
  if (knownCities.length !== cityIsocodes.length) throw badRequest(M.UnknownCity);

  return {
    itemKind: body.item.kind,
    itemCode: item.code,
    category: FLASH_SALE_CATEGORY_OF[body.item.kind],
    cityIsocodes,
    salePrice: body.salePrice,
    quota: body.quota,
    // A live sale keeps its stored start as it was (to the second).
    startsAt: live ? existing.startsAt : wibIso(startsAt),
    endsAt: wibIso(endsAt),
  };
}

type Columns = Awaited<ReturnType<typeof columnsOf>>;

/**
 * 409 when another sale of the same item that has not ended overlaps the window in a shared city
 * (an empty list is every city). Run inside the write's transaction, after locking the item's
 * sales, so two editors cannot both slip a sale in.
 */
async function refuseOverlap(tx: Pick<Db, 'select' | 'execute'>, now: Date, columns: Columns, exceptId?: number) {
  // Serialise writes for one item: a transaction-scoped advisory lock on its kind and code.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`flash_sale:${columns.itemKind}:${columns.itemCode}`}))`);
  const shared =
    columns.cityIsocodes.length === 0
      ? undefined
      : or(sql`cardinality(${flashSales.cityIsocodes}) = 0`, arrayOverlaps(flashSales.cityIsocodes, columns.cityIsocodes));
  const [other] = await tx
    .select({ startsAt: flashSales.startsAt, endsAt: flashSales.endsAt })
    .from(flashSales)
    .where(
      and(
        eq(flashSales.itemKind, columns.itemKind),
        eq(flashSales.itemCode, columns.itemCode),
        exceptId === undefined ? undefined : ne(flashSales.id, exceptId),
        sql`${flashSales.endsAt}::timestamptz > ${now.toISOString()}::timestamptz`,
        sql`${flashSales.startsAt}::timestamptz < ${columns.endsAt}::timestamptz`,
        sql`${flashSales.endsAt}::timestamptz > ${columns.startsAt}::timestamptz`,
        shared,
      ),
    )
    .orderBy(sql`${flashSales.startsAt}::timestamptz`)
    .limit(1);
  if (other) throw new AppError(409, 'FlashSaleOverlap', `${M.Overlap} ${windowText(other.startsAt, other.endsAt)}. Ubah waktu atau kotanya.`);
}

/** What the audit row keeps of a sale. */
const auditView = (row: SaleRow) => ({
  itemKind: row.itemKind,
  itemCode: row.itemCode,
  cityIsocodes: row.cityIsocodes,
  salePrice: row.salePrice,
  quota: row.quota,
  sold: row.sold,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
});

async function presentOne(db: Db, row: SaleRow, now: Date): Promise<StaffFlashSaleRow> {
  const [presented] = await presentAll(db, [row], now);
  return presented!;
}

export async function createFlashSale(app: FastifyInstance, actor: AuditActor, body: Body): Promise<StaffFlashSaleRow> {
  const now = app.now();
  const columns = await columnsOf(app.db, now, body);
  const created = await app.db.transaction(async (tx) => {
    await refuseOverlap(tx, now, columns);
    const [row] = await tx.insert(flashSales).values({ ...columns, sold: 0 }).returning();
    await withAudit(tx, actor, { action: 'flash_sale.create', entity: 'flash_sale', entityId: row!.id, after: auditView(row!) });
    return row!;
  });
  return presentOne(app.db, created, now);
}

export async function updateFlashSale(app: FastifyInstance, actor: AuditActor, id: number, body: Body): Promise<StaffFlashSaleRow> {
  const now = app.now();
  const before = await loadSale(app.db, id);
  if (statusAt(before, now) === 'ended') throw new AppError(409, 'FlashSaleEnded', M.Ended);
  const columns = await columnsOf(app.db, now, body, before);
  const updated = await app.db.transaction(async (tx) => {
    await refuseOverlap(tx, now, columns, id);
    // `sold` may have moved since it was read (an order): the quota is checked again in the update itself.
    const [row] = await tx
      .update(flashSales)
      .set(columns)
      .where(and(eq(flashSales.id, id), sql`${flashSales.sold} <= ${columns.quota}`))
      .returning();
    if (!row) throw badRequest(M.QuotaBelowSold + '.');
    await withAudit(tx, actor, { action: 'flash_sale.update', entity: 'flash_sale', entityId: id, before: auditView(before), after: auditView(row) });
    return row;
  });
  return presentOne(app.db, updated, now);
}

/** Ends a live sale now, or calls off a scheduled one (its window shrinks to this instant: it never runs). */
export async function endFlashSale(app: FastifyInstance, actor: AuditActor, id: number): Promise<StaffFlashSaleRow> {
  const now = app.now();
  const before = await loadSale(app.db, id);
  const status = statusAt(before, now);
  if (status === 'ended') throw new AppError(409, 'FlashSaleEnded', M.Ended);
  // To the second, rounded down: the stored end is not after now, so the sale is over at once.
  const at = wibIso(now);
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(flashSales)
      .set(status === 'scheduled' ? { startsAt: at, endsAt: at } : { endsAt: at })
      .where(eq(flashSales.id, id))
      .returning();
    if (!row) throw notFound(M.NotFound);
    await withAudit(tx, actor, { action: 'flash_sale.end', entity: 'flash_sale', entityId: id, before: auditView(before), after: auditView(row) });
    return row;
  });
  return presentOne(app.db, updated, now);
}
