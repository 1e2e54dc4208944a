/**
 * Stock in the staff console (issue 25 "Stock and fleet"), over the real database: who may set a
 * count (group admins and branch managers; 403 for the other roles), the list's filters, a count
 * set with its reason in the audit log and on the public products/stock call at once, the count the
 * member saw guarding against a sale in between (409 with the current count, nothing written), two
 * members saving at once (one wins), and the messages of bad input.
 */
import { productStock, staffAudit } from '@kemudi/db';
import { stockRows } from '@kemudi/db/seed/stock';
import { cartCalls } from '@kemudi/domain/contracts/cart';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { LOW_STOCK_THRESHOLD, STOCK_MESSAGES as M, staffStockCalls } from '@kemudi/domain/contracts/staff-stock';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffContext, dataOf, demo, signIn, type StaffClient, type StaffContext } from './staff-helpers';

const BASE = '/api/staff/v1/stock';

let ctx: StaffContext;
let admin: StaffClient;
let manager: StaffClient;
beforeAll(async () => {
  ctx = await createStaffContext();
  admin = await signIn(ctx, demo('admin'));
  manager = await signIn(ctx, demo('manager'));
});
afterAll(() => ctx.close());

const seeded = stockRows();
/** Items with some stock left at seed time, of each counted kind. */
const inStock = (kind: string) => seeded.filter((r) => r.kind === kind && (r.available ?? 0) > LOW_STOCK_THRESHOLD);
const countOf = async (code: string) => (await ctx.db.select({ available: productStock.available }).from(productStock).where(eq(productStock.code, code)))[0]?.available;
const auditOf = (code: string) => ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, 'product'), eq(staffAudit.entityId, code)));
const version = async () => dataOf(siteCalls.dataVersion, (await ctx.get('/api/content/v1/data-version')) as never).version;
const publicStock = async (code: string) => {
  const answer = await ctx.post(cartCalls.productStock.path, { codes: [code] });
  return dataOf(cartCalls.productStock, answer as never).stocks[0];
};

describe('who may set stock', () => {
  it('a content editor, a service advisor and a sales consultant are refused (403); nothing is written', async () => {
    const code = inStock('accessory')[0]!.code;
    const before = await countOf(code);
    for (const key of ['editor', 'advisorSunter', 'salesSunter']) {
      const member = await signIn(ctx, demo(key));
      expect((await member.get(BASE)).status, key).toBe(403);
      expect((await member.put(`${BASE}/${code}`, { available: 1, expected: before, reason: 'Stok opname' })).status, key).toBe(403);
    }
    expect(await countOf(code)).toBe(before);
    expect(await auditOf(code)).toEqual([]);
  });
});

describe('the stock list', () => {
  it('lists accessories, spare parts and coupons with their names and pages; service packages are not counted', async () => {
    const all = dataOf(staffStockCalls.list, await manager.get(`${BASE}?size=100`));
    const counted = seeded.filter((r) => r.available !== null);
    expect(all.totalElements).toBe(counted.length);
    expect(all.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(all.content.every((r) => ['accessory', 'part', 'coupon'].includes(r.kind))).toBe(true);
    const accessory = all.content.find((r) => r.kind === 'accessory')!;
    expect(accessory.url).toBe(`/aksesoris/p/${accessory.code}`);
    expect(accessory.name).not.toBe(accessory.code);
  });

  it('filters by kind and by code or name, and "low" lists the items at or under the threshold, fewest first', async () => {
    const parts = dataOf(staffStockCalls.list, await manager.get(`${BASE}?kind=part&size=100`));
    expect(parts.totalElements).toBe(seeded.filter((r) => r.kind === 'part').length);
    expect(parts.content.every((r) => r.kind === 'part')).toBe(true);

    const one = parts.content[3]!;
    const byCode = dataOf(staffStockCalls.list, await manager.get(`${BASE}?q=${encodeURIComponent(one.code)}`));
    expect(byCode.content.map((r) => r.code)).toContain(one.code);
    const byName = dataOf(staffStockCalls.list, await manager.get(`${BASE}?q=${encodeURIComponent(one.name.slice(0, 12))}`));
    expect(byName.content.map((r) => r.code)).toContain(one.code);

    const low = dataOf(staffStockCalls.list, await manager.get(`${BASE}?low=true&size=100`));
    const expected = seeded.filter((r) => r.available !== null && r.available! <= LOW_STOCK_THRESHOLD && r.kind !== 'package');
    expect(low.totalElements).toBe(expected.length);
    expect(low.content.map((r) => r.available)).toEqual([...low.content.map((r) => r.available)].sort((a, b) => a - b));
  });
});

describe('setting a count', () => {
  it('sets the count with its reason, audits it, bumps the data version, and the site reads it at once (0: sold out)', async () => {
    const item = inStock('accessory')[1]!;
    const seen = (await countOf(item.code))!;
    const v0 = await version();
    const saved = dataOf(staffStockCalls.update, await manager.put(`${BASE}/${item.code}`, { available: 0, expected: seen, reason: 'Stok opname: barang rusak' }));
    expect(saved).toMatchObject({ code: item.code, available: 0 });
    expect(await countOf(item.code)).toBe(0);
    expect(await version()).toBeGreaterThan(v0);
    expect(await publicStock(item.code)).toMatchObject({ available: 0, inStock: false });
    const [audit] = await auditOf(item.code);
    expect(audit).toMatchObject({ action: 'stock.update', staffId: demo('manager').id, before: { available: seen }, after: { available: 0, reason: 'Stok opname: barang rusak' } });
    expect(saved.timeline[0]).toMatchObject({ action: 'stock.update' });

    // A delivery brings it back.
    dataOf(staffStockCalls.update, await admin.put(`${BASE}/${item.code}`, { available: 12, expected: 0, reason: 'Barang datang' }));
    expect(await publicStock(item.code)).toMatchObject({ available: 12, inStock: true });
  });

  it('a sale between reading and saving makes it a 409 naming the count now; nothing is written', async () => {
    const item = inStock('part')[0]!;
    const seen = (await countOf(item.code))!;
    // A checkout takes two units (the same conditional update checkout makes).
    await ctx.db.update(productStock).set({ available: seen - 2 }).where(eq(productStock.code, item.code));
    const answer = await manager.put(`${BASE}/${item.code}`, { available: seen + 10, expected: seen, reason: 'Barang datang' });
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0]).toMatchObject({ type: 'StockChanged', message: M.Changed.replace('{n}', String(seen - 2)) });
    expect(await countOf(item.code)).toBe(seen - 2);
    expect(await auditOf(item.code)).toEqual([]);
  });

  it('two members saving the same count at once: exactly one wins, one audit row', async () => {
    const item = inStock('coupon')[0] ?? inStock('accessory')[2]!;
    const seen = (await countOf(item.code))!;
    const answers = await Promise.all([
      manager.put(`${BASE}/${item.code}`, { available: seen + 5, expected: seen, reason: 'Barang datang' }),
      admin.put(`${BASE}/${item.code}`, { available: seen + 7, expected: seen, reason: 'Stok opname' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await countOf(item.code)).toBe(winner.body.data.available);
    expect(await auditOf(item.code)).toHaveLength(1);
  });

  it('answers bad input with its Indonesian message (400), a service package as not counted, an unknown item 404', async () => {
    const item = inStock('accessory')[3]!;
    const seen = (await countOf(item.code))!;
    for (const available of [-1, 1.5, 100_000, 'dua']) {
      const answer = await manager.put(`${BASE}/${item.code}`, { available, expected: seen, reason: 'Stok opname' });
      expect(answer.status, String(available)).toBe(400);
      expect(answer.body.errors[0].message, String(available)).toContain(M.Range);
    }
    const noReason = await manager.put(`${BASE}/${item.code}`, { available: 3, expected: seen, reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].message).toContain('Alasan minimal 3 karakter');

    const pkg = seeded.find((r) => r.kind === 'package')!;
    const notCounted = await manager.put(`${BASE}/${pkg.code}`, { available: 3, expected: 0, reason: 'Stok opname' });
    expect(notCounted.status).toBe(400);
    expect(notCounted.body.errors[0].message).toBe(M.NotCounted);

    const unknown = await manager.put(`${BASE}/TIDAK-ADA`, { available: 3, expected: 0, reason: 'Stok opname' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe(M.ItemNotFound);
    expect(await countOf(item.code)).toBe(seen);
  });
});
