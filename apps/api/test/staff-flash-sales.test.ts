/**
 * Flash sales in the staff console (issue 25), over the real database: who may write them, a sale
 * for Bandung that the site's contentCatalog/flash-sale call answers for Bandung only once its
 * start passes, ending it taking it off the site, each refused input with its Indonesian message
 * and nothing written, the overlap and quota rules, and one audit row per write.
 */
import { accessories, flashSales, serviceCoupons, staffAudit } from '@kemudi/db';
import { aftersalesCalls } from '@kemudi/domain/contracts/aftersales';
import { staffPromoCalls, type StaffFlashSaleBody } from '@kemudi/domain/contracts/staff-promos';
import { wibLocalOf } from '@kemudi/domain/promo-schedule';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_NOW } from './helpers';
import { dataOf, demo, signIn, type StaffClient, TestClock, type StaffContext } from './staff-helpers';

const BANDUNG = '3273';
const JAKARTA_PUSAT = '0080';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = '/api/staff/v1/flash-sales';

let ctx: StaffContext;
/** The API's "now": sale windows are judged by it. */
let today: TestClock;
let editor: StaffClient;
/** Accessories no seeded sale uses, with their regular price. */
let items: { code: string; price: number }[];
let coupon: { code: string; price: number };

beforeAll(async () => {
  const clock = new TestClock();
  today = new TestClock(TEST_NOW.getTime());
  ctx = Object.assign(await createTestContext({}, { clock: clock.now, now: today.now }), { clock });
  editor = await signIn(ctx, demo('editor'));
  const used = (await ctx.db.select({ code: flashSales.itemCode }).from(flashSales)).map((r) => r.code);
  items = await ctx.db
    .select({ code: accessories.code, price: accessories.price })
    .from(accessories)
    .where(and(notInArray(accessories.code, used), sql`${accessories.price} > 100000`))
    .orderBy(asc(accessories.code))
    .limit(4);
  expect(items).toHaveLength(4);
  const coupons = await ctx.db
    .select({ code: serviceCoupons.code, price: serviceCoupons.price })
    .from(serviceCoupons)
    .where(and(notInArray(serviceCoupons.code, used), sql`${serviceCoupons.price} > 10000`))
    .limit(1);
  expect(coupons).toHaveLength(1);
  coupon = coupons[0]!;
});
afterAll(() => ctx.close());

const at = (offsetMs: number) => wibLocalOf(new Date(today.now().getTime() + offsetMs));
/** A sale of `item` for Bandung, from an hour after the API's now to three days later, at 80 % of the price. */
function saleBody(item: { code: string; price: number }, overrides: Partial<StaffFlashSaleBody> = {}): StaffFlashSaleBody {
  return {
    item: { kind: 'accessory', code: item.code },
    salePrice: Math.round(item.price * 0.8),
    quota: 20,
    cityIsocodes: [BANDUNG],
    startsAt: at(HOUR),
    endsAt: at(3 * DAY),
    ...overrides,
  };
}

const siteSaleIds = async (city: string) =>
  dataOf(aftersalesCalls.flashSale, (await ctx.get(`/api/content/v1/contentCatalog/flash-sale?city=${city}`)) as never).map((s) => s.id);
const auditOf = (id: number) =>
  ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, 'flash_sale'), eq(staffAudit.entityId, String(id)))).orderBy(asc(staffAudit.id));
const saleCount = () => ctx.db.$count(flashSales);
const auditCount = () => ctx.db.$count(staffAudit, eq(staffAudit.entity, 'flash_sale'));

describe('who may write flash sales', () => {
  it.each(['manager', 'salesSunter', 'advisorSunter'])('%s: 403 on every write, nothing written', async (key) => {
    const client = await signIn(ctx, demo(key));
    const [seeded] = await ctx.db.select().from(flashSales).limit(1);
    const before = await saleCount();
    for (const answer of [
      await client.post(BASE, saleBody(items[0]!)),
      await client.patch(`${BASE}/${seeded!.id}`, saleBody(items[0]!)),
      await client.post(`${BASE}/${seeded!.id}/end`),
      await client.get(`${BASE}/items?kind=accessory`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0].message).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    }
    expect(await saleCount()).toBe(before);
    expect(await auditCount()).toBe(0);
  });
});

describe('a flash sale for Bandung', () => {
  it('is on the site for Bandung only once its start passes, and off it when ended now', async () => {
    const item = items[0]!;
    const created = dataOf(staffPromoCalls.createFlashSale, await editor.post(BASE, saleBody(item)));
    expect(created).toMatchObject({ itemKind: 'accessory', itemCode: item.code, category: 'aksesoris', cityIsocodes: [BANDUNG], status: 'scheduled', sold: 0 });
    expect(created.itemName).toEqual(expect.any(String));
    expect(created.cityNames).toEqual(['Kota Bandung']);
    expect(created.startsAtWib).toBe(at(HOUR));
    // Stored as the seed stores them: ISO with the WIB offset.
    const [stored] = await ctx.db.select().from(flashSales).where(eq(flashSales.id, created.id));
    expect(stored!.startsAt).toBe(`${at(HOUR)}:00+07:00`);

    const listed = dataOf(staffPromoCalls.flashSales, await editor.get(BASE)).content.find((s) => s.id === created.id);
    expect(listed).toMatchObject({ itemName: created.itemName, normalPrice: item.price, status: 'scheduled' });

    expect(await siteSaleIds(BANDUNG)).not.toContain(created.id);
    today.advance(HOUR);
    expect(await siteSaleIds(BANDUNG)).toContain(created.id);
    expect(await siteSaleIds(JAKARTA_PUSAT)).not.toContain(created.id);
    const onSite = dataOf(aftersalesCalls.flashSale, (await ctx.get(`/api/content/v1/contentCatalog/flash-sale?city=${BANDUNG}&category=aksesoris`)) as never).find(
      (s) => s.id === created.id,
    );
    expect(onSite).toMatchObject({ code: item.code, salePrice: created.salePrice, normalPrice: item.price, remainingQuota: 20 });

    const ended = dataOf(staffPromoCalls.endFlashSale, await editor.post(`${BASE}/${created.id}/end`));
    expect(ended.status).toBe('ended');
    expect(await siteSaleIds(BANDUNG)).not.toContain(created.id);

    // An ended sale is history.
    const edit = await editor.patch(`${BASE}/${created.id}`, saleBody(item, { startsAt: at(HOUR), endsAt: at(DAY) }));
    expect(edit.status).toBe(409);
    expect(edit.body.errors[0].message).toBe('Flash sale ini sudah berakhir dan tidak dapat diubah.');
    expect((await editor.post(`${BASE}/${created.id}/end`)).status).toBe(409);

    const rows = await auditOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['flash_sale.create', 'flash_sale.end']);
    expect(rows.every((r) => r.staffId === demo('editor').id)).toBe(true);
  });

  it('a scheduled sale ended now never starts', async () => {
    const item = items[3]!;
    const created = dataOf(staffPromoCalls.createFlashSale, await editor.post(BASE, saleBody(item, { cityIsocodes: [] })));
    expect(dataOf(staffPromoCalls.endFlashSale, await editor.post(`${BASE}/${created.id}/end`)).status).toBe('ended');
    today.advance(2 * HOUR);
    expect(await siteSaleIds(BANDUNG)).not.toContain(created.id);
    expect((await auditOf(created.id)).map((r) => r.action)).toEqual(['flash_sale.create', 'flash_sale.end']);
  });
});

describe('refused input', () => {
  it.each<[string, (item: { code: string; price: number }) => Partial<StaffFlashSaleBody>, string]>([
    ['a price not below the normal one', (item) => ({ salePrice: item.price }), 'Harga flash sale harus lebih rendah dari harga normal barang'],
    ['a price of zero', () => ({ salePrice: 0 }), 'Harga flash sale harus lebih dari 0'],
    ['a price in cents', () => ({ salePrice: 1000.5 }), 'Harga flash sale harus bilangan bulat rupiah'],
    ['a quota of zero', () => ({ quota: 0 }), 'Kuota minimal 1'],
    ['a quota above 10000', () => ({ quota: 10_001 }), 'Kuota maksimal 10000'],
    ['an unknown item', () => ({ item: { kind: 'accessory', code: 'ACC-TIDAK-ADA' } }), 'Barang dengan jenis dan kode itu tidak ditemukan.'],
    ['a coupon code as an accessory', () => ({ item: { kind: 'accessory', code: coupon.code } }), 'Barang dengan jenis dan kode itu tidak ditemukan.'],
    ['an unknown city', () => ({ cityIsocodes: ['9999'] }), 'Kota yang dipilih tidak dikenal.'],
    ['an end before the start', () => ({ startsAt: at(2 * HOUR), endsAt: at(HOUR) }), 'Waktu selesai harus setelah waktu mulai.'],
    ['more than 31 days', () => ({ startsAt: at(HOUR), endsAt: at(HOUR + 32 * DAY) }), 'Flash sale paling lama 31 hari.'],
    ['a start in the past', () => ({ startsAt: at(-2 * HOUR) }), 'Waktu mulai tidak boleh sebelum sekarang.'],
    ['a time that is not one', () => ({ startsAt: '22/11/2026 10:00' }), 'format waktu YYYY-MM-DDTHH:mm (WIB)'],
  ])('%s: 400 in Indonesian, nothing written', async (_, change, message) => {
    const before = [await saleCount(), await auditCount()];
    const answer = await editor.post(BASE, saleBody(items[1]!, change(items[1]!)));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toContain(message);
    expect([await saleCount(), await auditCount()]).toEqual(before);
  });
});

describe('the rules between sales', () => {
  it('refuses a second sale of the same item overlapping in a shared city, naming the window', async () => {
    const item = items[2]!;
    const first = dataOf(staffPromoCalls.createFlashSale, await editor.post(BASE, saleBody(item, { startsAt: at(HOUR), endsAt: at(DAY) })));
    const before = [await saleCount(), await auditCount()];
    // Every city shares Bandung.
    const everywhere = await editor.post(BASE, saleBody(item, { cityIsocodes: [], startsAt: at(2 * HOUR), endsAt: at(2 * DAY) }));
    expect(everywhere.status).toBe(409);
    expect(everywhere.body.errors[0].message).toMatch(/^Barang ini sudah punya flash sale lain di kota yang sama pada \d{1,2} \w{3} 2026 \d{2}:\d{2} – .+ WIB\. Ubah waktu atau kotanya\.$/);
    expect([await saleCount(), await auditCount()]).toEqual(before);

    // Another city at the same time, or Bandung after the first ends: fine.
    dataOf(staffPromoCalls.createFlashSale, await editor.post(BASE, saleBody(item, { cityIsocodes: [JAKARTA_PUSAT], startsAt: at(HOUR), endsAt: at(DAY) })));
    const later = dataOf(staffPromoCalls.createFlashSale, await editor.post(BASE, saleBody(item, { startsAt: at(DAY), endsAt: at(2 * DAY) })));
    // Moving the later one onto the first is refused as well.
    const moved = await editor.patch(`${BASE}/${later.id}`, saleBody(item, { startsAt: at(2 * HOUR), endsAt: at(2 * DAY) }));
    expect(moved.status).toBe(409);
    expect((await auditOf(first.id)).map((r) => r.action)).toEqual(['flash_sale.create']);
    expect((await auditOf(later.id)).map((r) => r.action)).toEqual(['flash_sale.create']);
  });

  it('a live sale changes its price, quota and end, not its item, and its quota never drops below what is sold', async () => {
    const body = saleBody(coupon, { item: { kind: 'coupon', code: coupon.code }, cityIsocodes: [], quota: 10, startsAt: at(0), endsAt: at(2 * DAY) });
    const created = dataOf(staffPromoCalls.createFlashSale, await editor.post(BASE, body));
    expect(created).toMatchObject({ category: 'kupon', status: 'live' });
    await ctx.db.update(flashSales).set({ sold: 5 }).where(eq(flashSales.id, created.id));
    today.advance(HOUR);

    const below = await editor.patch(`${BASE}/${created.id}`, { ...body, quota: 4 });
    expect(below.status).toBe(400);
    expect(below.body.errors[0].message).toBe('Kuota tidak boleh lebih kecil dari jumlah yang sudah terjual (5).');
    const otherItem = await editor.patch(`${BASE}/${created.id}`, { ...body, item: { kind: 'accessory', code: items[1]!.code }, salePrice: 1000 });
    expect(otherItem.status).toBe(409);
    expect(otherItem.body.errors[0].message).toBe('Flash sale yang sedang berlangsung hanya dapat diubah harga, kuota dan waktu selesainya.');

    const saved = dataOf(staffPromoCalls.updateFlashSale, await editor.patch(`${BASE}/${created.id}`, { ...body, quota: 5, salePrice: body.salePrice - 1000, endsAt: at(DAY) }));
    expect(saved).toMatchObject({ quota: 5, sold: 5, salePrice: body.salePrice - 1000, endsAtWib: at(DAY), status: 'live' });
    const site = dataOf(aftersalesCalls.flashSale, (await ctx.get(`/api/content/v1/contentCatalog/flash-sale?city=${JAKARTA_PUSAT}&category=kupon`)) as never);
    expect(site.find((s) => s.id === created.id)).toMatchObject({ salePrice: body.salePrice - 1000, remainingQuota: 0 });

    const rows = await auditOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['flash_sale.create', 'flash_sale.update']);
    expect(rows[1]!.before).toMatchObject({ quota: 10 });
    expect(rows[1]!.after).toMatchObject({ quota: 5 });
  });

  it('the item picker finds items by code or name with their price', async () => {
    const found = dataOf(staffPromoCalls.flashSaleItems, await editor.get(`${BASE}/items?kind=accessory&q=${items[0]!.code}`));
    expect(found[0]).toMatchObject({ code: items[0]!.code, price: items[0]!.price });
  });
});
