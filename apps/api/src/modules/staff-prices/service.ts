import { carColors, carModels, carVariantPrices, carVariants, cities, priceHistory, queryRows, staff, type Db } from '@kemudi/db';
import {
  DEFAULT_PRICE_CITY_LABEL,
  PRICE_MESSAGES,
  type PriceColor,
  type PriceHistoryEntry,
  type PriceHistoryQuery,
  type PriceListQuery,
  type PriceRow,
  type PriceUpdateBody,
  type ColorUpdateBody,
} from '@kemudi/domain/contracts/staff-prices';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { containsPattern } from '../../lib/text';
import { currentOtr, priceKey, writeOtrChanges } from '../new-cars';
import { withAudit, type AuditActor } from '../staff';

/*
 * The console's price list (issue 25): one row per price a visitor can be shown — each variant's
 * default OTR (city null) and each city price of car_variant_prices — with its last change.
 */

export const priceConflict = (type: string, message: string) => new AppError(409, type, message);

type Row = {
  variant_code: string;
  variant_name: string;
  model_code: string;
  model_name: string;
  city_isocode: string | null;
  city_name: string | null;
  price: string | number;
  changed_at: string | Date | null;
  changed_by: string | null;
};

const toRow = (r: Row): PriceRow => ({
  variantCode: r.variant_code,
  variantName: r.variant_name,
  modelCode: r.model_code,
  modelName: r.model_name,
  cityIsocode: r.city_isocode,
  cityName: r.city_name ?? DEFAULT_PRICE_CITY_LABEL,
  price: Number(r.price),
  changedAt: r.changed_at === null ? null : new Date(r.changed_at).toISOString(),
  changedBy: r.changed_by,
});

/** Every price (default and per city) with its last history row, under the filters; a SQL of the rows. */
function pricesSql(where: SQL): SQL {
  return sql`
    with prices as (
      select v.code as variant_code, v.name as variant_name, m.code as model_code, m.name as model_name,
             null::text as city_isocode, null::text as city_name, v.price_otr as price,
             m.sort_order as model_order, v.sort_order as variant_order, '' as city_order
        from ${carVariants} v join ${carModels} m on m.code = v.model_code
      union all
      select v.code, v.name, m.code, m.name, p.city_isocode, c.name, p.price, m.sort_order, v.sort_order, c.name
        from ${carVariantPrices} p
        join ${carVariants} v on v.code = p.variant_code
        join ${carModels} m on m.code = v.model_code
        join ${cities} c on c.isocode = p.city_isocode
    )
    select prices.*, last.at as changed_at, last.staff_name as changed_by
      from prices
      left join lateral (
        select h.at, s.name as staff_name from ${priceHistory} h left join ${staff} s on s.id = h.staff_id
         where h.kind = 'otr' and h.variant_code = prices.variant_code
           and h.city_isocode is not distinct from prices.city_isocode
         order by h.at desc, h.id desc limit 1
      ) last on true
     where ${where}`;
}

export async function listPrices(db: Db, query: z.output<typeof PriceListQuery>) {
  const conditions: SQL[] = [sql`true`];
  if (query.model) conditions.push(sql`prices.model_code = ${query.model}`);
  if (query.city === 'default') conditions.push(sql`prices.city_isocode is null`);
  else if (query.city) conditions.push(sql`prices.city_isocode = ${query.city}`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(prices.variant_code ilike ${pattern} or prices.variant_name ilike ${pattern} or prices.model_name ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [rows, total] = await Promise.all([
    queryRows<Row>(
      db,
      sql`${pricesSql(where)} order by prices.model_order, prices.model_code, prices.variant_order, prices.variant_code, prices.city_isocode nulls first
          limit ${query.size} offset ${query.page * query.size}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from (${pricesSql(where)}) counted`),
  ]);
  return toPage(rows.map(toRow), query.page, query.size, Number(total[0]?.n ?? 0));
}

async function priceRow(db: Db, variantCode: string, cityIsocode: string | null): Promise<PriceRow> {
  const [row] = await queryRows<Row>(
    db,
    pricesSql(sql`prices.variant_code = ${variantCode} and prices.city_isocode is not distinct from ${cityIsocode}`),
  );
  if (!row) throw notFound(PRICE_MESSAGES.UnknownVariant);
  return toRow(row);
}

export async function priceOptions(db: Db) {
  const [models, priced] = await Promise.all([
    db.select({ code: carModels.code, name: carModels.name }).from(carModels).orderBy(asc(carModels.sortOrder), asc(carModels.code)),
    db
      .selectDistinct({ isocode: cities.isocode, name: cities.name })
      .from(carVariantPrices)
      .innerJoin(cities, eq(cities.isocode, carVariantPrices.cityIsocode))
      .orderBy(asc(cities.name)),
  ]);
  return { models, cities: priced };
}

/** One price set by a staff member: the price, its history row and the audit row in one transaction. */
export async function updatePrice(db: Db, actor: AuditActor, body: z.output<typeof PriceUpdateBody>): Promise<PriceRow> {
  await db.transaction(async (tx) => {
    if (body.cityIsocode !== null) {
      const [city] = await tx.select({ isocode: cities.isocode }).from(cities).where(eq(cities.isocode, body.cityIsocode));
      if (!city) throw badRequest(PRICE_MESSAGES.UnknownCity);
    }
    const key = { variantCode: body.variantCode, cityIsocode: body.cityIsocode };
    const from = (await currentOtr(tx, [key])).get(priceKey(key));
    if (from === undefined) throw notFound(PRICE_MESSAGES.UnknownVariant);
    if (from === body.price) throw badRequest(PRICE_MESSAGES.Unchanged);
    await writeOtrChanges(tx, [{ ...key, from, to: body.price }], { source: 'manual', staffId: actor.staffId, reason: body.reason, at: actor.at });
    await withAudit(tx, actor, {
      action: 'price.update',
      entity: 'price',
      entityId: priceKey(key),
      before: { variantCode: key.variantCode, cityIsocode: key.cityIsocode, price: from },
      after: { variantCode: key.variantCode, cityIsocode: key.cityIsocode, price: body.price, reason: body.reason },
    });
  });
  return priceRow(db, body.variantCode, body.cityIsocode);
}

const colorSelect = {
  id: carColors.id,
  modelCode: carColors.modelCode,
  modelName: carModels.name,
  name: carColors.name,
  hex: carColors.hex,
  extraPrice: sql<number>`${carColors.extraPrice}`.mapWith(Number),
};

export async function listColors(db: Db, modelCode: string): Promise<PriceColor[]> {
  return db
    .select(colorSelect)
    .from(carColors)
    .innerJoin(carModels, eq(carModels.code, carColors.modelCode))
    .where(eq(carColors.modelCode, modelCode))
    .orderBy(asc(carColors.sortOrder), asc(carColors.id));
}

/** A colour's surcharge set by a staff member, with its history and audit rows. */
export async function updateColor(db: Db, actor: AuditActor, id: number, body: z.output<typeof ColorUpdateBody>): Promise<PriceColor> {
  return db.transaction(async (tx) => {
    const [color] = await tx.select(colorSelect).from(carColors).innerJoin(carModels, eq(carModels.code, carColors.modelCode)).where(eq(carColors.id, id)).for('update', { of: carColors });
    if (!color) throw notFound('Warna tidak ditemukan.');
    if (color.extraPrice === body.extraPrice) throw badRequest(PRICE_MESSAGES.Unchanged);
    await tx.update(carColors).set({ extraPrice: body.extraPrice }).where(eq(carColors.id, id));
    await tx.insert(priceHistory).values({
      at: actor.at,
      kind: 'color',
      colorId: id,
      priceFrom: color.extraPrice,
      priceTo: body.extraPrice,
      source: 'manual',
      staffId: actor.staffId,
      reason: body.reason,
    });
    await withAudit(tx, actor, {
      action: 'price.update',
      entity: 'color_surcharge',
      entityId: id,
      before: { model: color.modelCode, color: color.name, extraPrice: color.extraPrice },
      after: { model: color.modelCode, color: color.name, extraPrice: body.extraPrice, reason: body.reason },
    });
    return { ...color, extraPrice: body.extraPrice };
  });
}

export async function priceHistoryOf(db: Db, query: z.output<typeof PriceHistoryQuery>): Promise<PriceHistoryEntry[]> {
  const where =
    query.colorId !== undefined
      ? and(eq(priceHistory.kind, 'color'), eq(priceHistory.colorId, query.colorId))
      : and(
          eq(priceHistory.kind, 'otr'),
          eq(priceHistory.variantCode, query.variantCode!),
          query.city === undefined ? isNull(priceHistory.cityIsocode) : eq(priceHistory.cityIsocode, query.city),
        );
  const rows = await db
    .select({ entry: priceHistory, staffName: staff.name })
    .from(priceHistory)
    .leftJoin(staff, eq(staff.id, priceHistory.staffId))
    .where(where)
    .orderBy(desc(priceHistory.at), desc(priceHistory.id))
    .limit(100);
  return rows.map(({ entry, staffName }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    from: entry.priceFrom,
    to: entry.priceTo,
    source: entry.source,
    staff: staffName,
    reason: entry.reason,
    importId: entry.importId,
  }));
}
