/**
 * The console's prices (issue 25), over the real database: who may touch prices, one price edited
 * with its history and audit row in one transaction (and none of it when the audit row cannot be
 * written), price-list imports (CSV and XLSX) previewed with every change and every error by row,
 * a list with a bad row changing nothing, a valid one changing exactly its rows, a stale preview
 * refused, the dealer push's history, the model page's answer showing the new price at once (the
 * read cache on), and the used cars the rule prices repriced by the job.
 */
import { carColors, carVariantPrices, carVariants, dataVersion, priceHistory, staffAudit, usedCars } from '@kemudi/db';
import { staffPriceCalls } from '@kemudi/domain/contracts/staff-prices';
import { and, asc, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repriceDueUsedCars, repriceUsedCars } from '../src/modules/used-cars';
import { createStaffContext, dataOf, demo, signIn, type StaffClient, type StaffContext } from './staff-helpers';

const BASE = '/api/staff/v1/prices';
const BANDUNG = '3273';
const SURABAYA = '3578';
const DEALER_KEY = 'dealer-system-test-key-0123456789';

let ctx: StaffContext;
let manager: StaffClient;
let admin: StaffClient;
let editor: StaffClient;
beforeAll(async () => {
  // The read cache on, and the data version trusted for a minute: a read that shows a new price
  // proves the change made the cache switch at once.
  ctx = await createStaffContext({ API_CACHE_TTL_SECONDS: '3600', API_DATA_VERSION_CHECK_MS: '60000', DEALER_API_KEY: DEALER_KEY });
  manager = await signIn(ctx, demo('manager'));
  admin = await signIn(ctx, demo('admin'));
  editor = await signIn(ctx, demo('editor'));
});
afterAll(() => ctx.close());

const avanza = () => ctx.db.select().from(carVariants).where(eq(carVariants.modelCode, 'avanza')).orderBy(asc(carVariants.sortOrder), asc(carVariants.code));
const cityPrice = async (variantCode: string, city: string) =>
  (await ctx.db.select().from(carVariantPrices).where(and(eq(carVariantPrices.variantCode, variantCode), eq(carVariantPrices.cityIsocode, city))))[0]?.price;
const defaultPrice = async (variantCode: string) => (await ctx.db.select().from(carVariants).where(eq(carVariants.code, variantCode)))[0]!.priceOtr;
/** Every price of the catalogue, to prove what an action did not touch. */
const allPrices = async () => ({
  defaults: await ctx.db.select({ code: carVariants.code, price: carVariants.priceOtr }).from(carVariants).orderBy(asc(carVariants.code)),
  cities: await ctx.db.select().from(carVariantPrices).orderBy(asc(carVariantPrices.variantCode), asc(carVariantPrices.cityIsocode)),
});
const auditOf = (action: string) => ctx.db.select().from(staffAudit).where(eq(staffAudit.action, action)).orderBy(asc(staffAudit.id));
const historyCount = () => ctx.db.$count(priceHistory);
const version = async () => (await ctx.db.select().from(dataVersion).where(eq(dataVersion.id, 1)))[0]!.version;

/** A variant's price on the model page (product-detail) in a city, as the site asks for it. */
const modelPagePrice = async (variantCode: string, cityCode: string) => {
  const res = await ctx.get(`/api/product/v1/product-detail?code=avanza&cityCode=${cityCode}`);
  expect(res.status).toBe(200);
  const variants = (res.body.data.detailCar.variantOptions as { variants: { code: string; price: { value: number } }[] }[]).flatMap((o) => o.variants);
  return variants.find((v) => v.code === variantCode)!.price.value;
};

const upload = (client: StaffClient, fileName: string, content: string | Uint8Array) =>
  client.post(`${BASE}/imports`, { fileName, content: Buffer.from(content).toString('base64') });

/** A one-sheet XLSX workbook (inline strings and numbers), as a spreadsheet program saves one. */
function xlsx(rows: (string | number)[][]): Uint8Array {
  const col = (i: number) => String.fromCharCode(65 + i);
  const cell = (v: string | number, r: number, c: number) =>
    typeof v === 'number' ? `<c r="${col(c)}${r}"><v>${v}</v></c>` : `<c r="${col(c)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((row, i) => `<row r="${i + 1}">${row.map((v, c) => cell(v, i + 1, c)).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Harga" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  });
}

describe('who may touch prices', () => {
  it('a content editor (or sales) cannot read or change prices: 403, nothing written', async () => {
    const sales = await signIn(ctx, demo('salesSunter'));
    const [v] = await avanza();
    const before = { prices: await allPrices(), audit: await ctx.db.$count(staffAudit), history: await historyCount() };
    for (const client of [editor, sales]) {
      for (const answer of [
        await client.get(BASE),
        await client.post(`${BASE}/otr`, { variantCode: v!.code, cityIsocode: null, price: 1_000_000, reason: 'coba ubah' }),
        await upload(client, 'harga.csv', `kode_varian,kode_kota,harga_otr\n${v!.code},,1000000\n`),
        await client.get(`${BASE}/history?variantCode=${v!.code}`),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.errors[0]).toEqual({ type: 'Forbidden', message: 'Anda tidak memiliki akses untuk tindakan ini.' });
      }
    }
    expect(await allPrices()).toEqual(before.prices);
    expect(await ctx.db.$count(staffAudit)).toBe(before.audit);
    expect(await historyCount()).toBe(before.history);
  });

  it('without a session: 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: BASE });
    expect(res.statusCode).toBe(401);
  });
});

describe('one price edited by a branch manager', () => {
  it('lists the prices with filters: the default first, then each city', async () => {
    const [v] = await avanza();
    const list = dataOf(staffPriceCalls.list, await manager.get(`${BASE}?model=avanza&size=100`));
    expect(list.content.every((r) => r.modelCode === 'avanza')).toBe(true);
    const ofVariant = list.content.filter((r) => r.variantCode === v!.code);
    expect(ofVariant[0]).toMatchObject({ cityIsocode: null, price: v!.priceOtr, cityName: 'Harga dasar (kota tanpa harga sendiri)' });
    expect(ofVariant.find((r) => r.cityIsocode === BANDUNG)?.price).toBe(await cityPrice(v!.code, BANDUNG));
    const bandung = dataOf(staffPriceCalls.list, await manager.get(`${BASE}?city=${BANDUNG}&q=${encodeURIComponent(v!.name)}`));
    expect(bandung.content.length).toBeGreaterThan(0);
    expect(bandung.content.every((r) => r.cityIsocode === BANDUNG)).toBe(true);
    const options = dataOf(staffPriceCalls.options, await manager.get(`${BASE}/options`));
    expect(options.models.map((m) => m.code)).toContain('avanza');
    expect(options.cities.map((c) => c.isocode)).toContain(BANDUNG);
  });

  it('refuses bad input in Indonesian and changes nothing', async () => {
    const [v] = await avanza();
    const current = (await cityPrice(v!.code, BANDUNG))!;
    const cases: [unknown, number, RegExp][] = [
      [{ variantCode: v!.code, cityIsocode: BANDUNG, price: current + 1_000_000, reason: '' }, 400, /Alasan wajib diisi/],
      [{ variantCode: v!.code, cityIsocode: BANDUNG, price: 0, reason: 'harga baru' }, 400, /harus lebih dari 0/],
      [{ variantCode: v!.code, cityIsocode: BANDUNG, price: current, reason: 'harga baru' }, 400, /sama dengan harga saat ini/],
      [{ variantCode: 'TIDAK-ADA', cityIsocode: BANDUNG, price: 1_000_000, reason: 'harga baru' }, 404, /Varian mobil tidak ditemukan/],
      [{ variantCode: v!.code, cityIsocode: '9999', price: 1_000_000, reason: 'harga baru' }, 400, /Kode kota tidak dikenal/],
    ];
    for (const [body, status, message] of cases) {
      const res = await manager.post(`${BASE}/otr`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errors[0].message).toMatch(message);
    }
    expect(await cityPrice(v!.code, BANDUNG)).toBe(current);
  });

  it('sets a city price: the model page shows it at once, with its history and audit row', async () => {
    const [v] = await avanza();
    const before = (await cityPrice(v!.code, BANDUNG))!;
    expect(await modelPagePrice(v!.code, BANDUNG)).toBe(before); // cached now
    const to = before + 3_500_000;
    const row = dataOf(staffPriceCalls.update, await manager.post(`${BASE}/otr`, { variantCode: v!.code, cityIsocode: BANDUNG, price: to, reason: 'Kenaikan harga pabrik' }));
    expect(row).toMatchObject({ variantCode: v!.code, cityIsocode: BANDUNG, price: to, changedBy: 'Hendra Gunawan' });
    expect(await cityPrice(v!.code, BANDUNG)).toBe(to);
    expect(await modelPagePrice(v!.code, BANDUNG)).toBe(to);
    // The credit simulation prices the variant at the new OTR too.
    const credit = await ctx.post('/api/product/v1/v2/creditcalculator', { productCode: v!.code, cityCode: BANDUNG, downPaymentPercent: 25, tenorMonths: 36 });
    expect(credit.status).toBe(200);
    expect(credit.body.data.otrPrice).toBe(to);

    const history = dataOf(staffPriceCalls.history, await manager.get(`${BASE}/history?variantCode=${v!.code}&city=${BANDUNG}`));
    expect(history[0]).toMatchObject({ from: before, to, source: 'manual', staff: 'Hendra Gunawan', reason: 'Kenaikan harga pabrik' });
    const [audit] = (await auditOf('price.update')).slice(-1);
    expect(audit).toMatchObject({
      staffId: demo('manager').id,
      entity: 'price',
      entityId: `${v!.code}|${BANDUNG}`,
      before: { price: before },
      after: { price: to, reason: 'Kenaikan harga pabrik' },
    });
  });

  it('sets a colour surcharge with its history', async () => {
    const colors = dataOf(staffPriceCalls.colors, await manager.get(`${BASE}/colors?model=avanza`));
    const color = colors[0]!;
    const updated = dataOf(staffPriceCalls.updateColor, await manager.post(`${BASE}/colors/${color.id}`, { extraPrice: color.extraPrice + 1_250_000, reason: 'Cat premium' }));
    expect(updated.extraPrice).toBe(color.extraPrice + 1_250_000);
    expect((await ctx.db.select().from(carColors).where(eq(carColors.id, color.id)))[0]!.extraPrice).toBe(color.extraPrice + 1_250_000);
    const history = dataOf(staffPriceCalls.history, await manager.get(`${BASE}/history?colorId=${color.id}`));
    expect(history[0]).toMatchObject({ from: color.extraPrice, to: color.extraPrice + 1_250_000, source: 'manual', reason: 'Cat premium' });
  });

  it('writes the price, its history and the audit row in one transaction: none of them when the audit row fails', async () => {
    const [, v] = await avanza();
    const before = { price: (await cityPrice(v!.code, SURABAYA))!, history: await historyCount(), version: await version() };
    await ctx.db.execute(sql`create function kemudi_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end; $$`);
    await ctx.db.execute(sql`create trigger kemudi_test_refuse before insert on staff_audit for each row execute function kemudi_test_refuse()`);
    try {
      const res = await manager.post(`${BASE}/otr`, { variantCode: v!.code, cityIsocode: SURABAYA, price: before.price + 2_000_000, reason: 'harus gagal' });
      expect(res.status).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger kemudi_test_refuse on staff_audit`);
      await ctx.db.execute(sql`drop function kemudi_test_refuse()`);
    }
    expect(await cityPrice(v!.code, SURABAYA)).toBe(before.price);
    expect(await historyCount()).toBe(before.history);
    expect(await version()).toBe(before.version);
  });
});

describe('price-list import', () => {
  it('a list with bad rows: the preview names each row in Indonesian, and applying it changes nothing', async () => {
    const [a, b] = await avanza();
    const csv = [
      'kode_varian,kode_kota,harga_otr',
      `${a!.code},${BANDUNG},${a!.priceOtr + 9_000_000}`,
      `TIDAK-ADA-9,${BANDUNG},300000000`,
      `${b!.code},,harga baru`,
      `${b!.code},9999,300000000`,
      `${a!.code},${BANDUNG},${a!.priceOtr + 8_000_000}`,
    ].join('\n');
    const before = { prices: await allPrices(), history: await historyCount(), audit: await ctx.db.$count(staffAudit), version: await version() };
    const preview = dataOf(staffPriceCalls.importPreview, await upload(manager, 'harga-salah.csv', csv));
    expect(preview.status).toBe('preview');
    expect(preview.rowCount).toBe(5);
    expect(preview.errors).toEqual([
      { row: 3, message: "Baris 3: varian 'TIDAK-ADA-9' tidak ditemukan." },
      { row: 4, message: "Baris 4: harga 'harga baru' bukan angka rupiah yang valid." },
      { row: 5, message: "Baris 5: kode kota '9999' tidak dikenal (4 digit, mis. 3273; kosongkan untuk harga dasar)." },
      { row: 6, message: 'Baris 6: varian dan kota yang sama sudah ada di baris 2.' },
    ]);
    expect(preview.changes.map((c) => c.row)).toEqual([2]);
    expect(await allPrices()).toEqual(before.prices);

    const apply = await manager.post(`${BASE}/imports/${preview.id}/apply`);
    expect(apply.status).toBe(409);
    expect(apply.body.errors[0]).toEqual({ type: 'ImportHasErrors', message: 'Daftar harga ini masih memiliki kesalahan; perbaiki berkasnya lalu unggah ulang.' });
    expect(await allPrices()).toEqual(before.prices);
    expect(await historyCount()).toBe(before.history);
    expect(await ctx.db.$count(staffAudit)).toBe(before.audit);
    expect(await version()).toBe(before.version);
  });

  it('refuses a file that is not a price list with a clear message', async () => {
    const noColumns = dataOf(staffPriceCalls.importPreview, await upload(manager, 'lain.csv', 'nama,harga\nAvanza,1\n'));
    expect(noColumns.errors).toEqual([{ row: 1, message: 'Baris judul harus memuat kolom kode_varian, kode_kota dan harga_otr.' }]);
    const empty = await upload(manager, 'kosong.csv', 'kode_varian,kode_kota,harga_otr\n');
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].message).toBe('Berkas daftar harga kosong.');
    const broken = await upload(manager, 'rusak.xlsx', Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3]));
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].message).toBe('Berkas tidak dapat dibaca; unggah CSV atau XLSX (Excel).');
  });

  it('a valid CSV changes exactly its rows and writes their history; applied once only', async () => {
    const [a, b, c] = await avanza();
    const before = await allPrices();
    const aBandung = (await cityPrice(a!.code, BANDUNG))!;
    const bSurabaya = (await cityPrice(b!.code, SURABAYA))!;
    // Semicolons and rupiah written as an Indonesian spreadsheet does; one row already at its price.
    const csv = [
      'kode_varian;kode_kota;harga_otr;catatan',
      `${a!.code};${BANDUNG};Rp ${(aBandung + 4_000_000).toLocaleString('id-ID')};naik`,
      `${b!.code};${SURABAYA};${bSurabaya};tetap`,
      `${c!.code};;${c!.priceOtr + 6_000_000};harga dasar`,
    ].join('\r\n');
    const preview = dataOf(staffPriceCalls.importPreview, await upload(admin, 'harga-desember.csv', csv));
    expect(preview.errors).toEqual([]);
    expect(preview.unchanged).toBe(1);
    expect(preview.changes).toEqual([
      { row: 2, variantCode: a!.code, variantName: a!.name, cityIsocode: BANDUNG, cityName: expect.stringMatching(/Bandung/), from: aBandung, to: aBandung + 4_000_000 },
      { row: 4, variantCode: c!.code, variantName: c!.name, cityIsocode: null, cityName: expect.stringMatching(/Harga dasar/), from: c!.priceOtr, to: c!.priceOtr + 6_000_000 },
    ]);
    // Nothing applied by the preview.
    expect(await allPrices()).toEqual(before);

    const compareUrl = `/api/product/v1/compare-product?codes=fortuner,${a!.code}&cityCode=${BANDUNG}`;
    expect((await ctx.get(compareUrl)).body.data.items[1].price).toBe(aBandung); // cached now
    const historyBefore = await historyCount();
    const applied = dataOf(staffPriceCalls.importApply, await admin.post(`${BASE}/imports/${preview.id}/apply`));
    expect(applied.status).toBe('applied');
    const after = await allPrices();
    const expected = {
      defaults: before.defaults.map((d) => (d.code === c!.code ? { ...d, price: c!.priceOtr + 6_000_000 } : d)),
      cities: before.cities.map((r) => (r.variantCode === a!.code && r.cityIsocode === BANDUNG ? { ...r, price: aBandung + 4_000_000 } : r)),
    };
    expect(after).toEqual(expected);
    expect(await modelPagePrice(a!.code, BANDUNG)).toBe(aBandung + 4_000_000);
    // Compare shows the new price at once too (the read cache is on).
    const compare = await ctx.get(compareUrl);
    expect(compare.status).toBe(200);
    expect(compare.body.data.items[1]).toMatchObject({ code: a!.code, price: aBandung + 4_000_000 });

    const history = await ctx.db.select().from(priceHistory).where(eq(priceHistory.importId, preview.id)).orderBy(asc(priceHistory.id));
    expect(await historyCount()).toBe(historyBefore + 2);
    expect(history.map((h) => [h.variantCode, h.cityIsocode, h.priceFrom, h.priceTo, h.source, h.staffId])).toEqual([
      [a!.code, BANDUNG, aBandung, aBandung + 4_000_000, 'import', demo('admin').id],
      [c!.code, null, c!.priceOtr, c!.priceOtr + 6_000_000, 'import', demo('admin').id],
    ]);
    const [audit] = (await auditOf('price.import')).slice(-1);
    expect(audit).toMatchObject({ staffId: demo('admin').id, entity: 'price_import', entityId: preview.id, after: { fileName: 'harga-desember.csv', changes: 2 } });

    expect(dataOf(staffPriceCalls.importDetail, await manager.get(`${BASE}/imports/${preview.id}`))).toMatchObject({ status: 'applied', changes: preview.changes });
    const again = await admin.post(`${BASE}/imports/${preview.id}/apply`);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('Impor ini sudah diterapkan.');
  });

  it('an XLSX price list is read like a CSV', async () => {
    const [a] = await avanza();
    const current = (await cityPrice(a!.code, SURABAYA))!;
    const file = xlsx([
      ['kode_varian', 'kode_kota', 'harga_otr'],
      [a!.code, SURABAYA, current + 1_500_000],
      [], // a blank line is skipped; the rows keep their numbers
      ['TIDAK-ADA-X', SURABAYA, 100_000_000],
    ]);
    const preview = dataOf(staffPriceCalls.importPreview, await upload(manager, 'harga.xlsx', file));
    expect(preview.changes).toMatchObject([{ row: 2, variantCode: a!.code, cityIsocode: SURABAYA, from: current, to: current + 1_500_000 }]);
    expect(preview.errors).toEqual([{ row: 4, message: "Baris 4: varian 'TIDAK-ADA-X' tidak ditemukan." }]);
    expect(preview.rowCount).toBe(2);
  });

  it('refuses to apply a preview whose prices changed since, naming the row, and changes nothing', async () => {
    const [, b] = await avanza();
    const current = (await cityPrice(b!.code, BANDUNG))!;
    const preview = dataOf(
      staffPriceCalls.importPreview,
      await upload(manager, 'harga.csv', `kode_varian,kode_kota,harga_otr\n${b!.code},${BANDUNG},${current + 2_000_000}\n`),
    );
    dataOf(staffPriceCalls.update, await admin.post(`${BASE}/otr`, { variantCode: b!.code, cityIsocode: BANDUNG, price: current + 1_000_000, reason: 'Koreksi' }));
    const before = await allPrices();
    const res = await manager.post(`${BASE}/imports/${preview.id}/apply`);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toBe('Harga sudah berubah sejak pratinjau dibuat; unggah ulang daftar harganya. (baris 2)');
    expect(await allPrices()).toEqual(before);
  });
});

describe('the dealer push and the used-car rule', () => {
  it('the dealer push writes history (source dealer, no staff member)', async () => {
    const [a] = await avanza();
    const from = await defaultPrice(a!.code);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/product/v1/dealer/prices',
      headers: { authorization: `Bearer ${ctx.token}`, 'x-dealer-key': DEALER_KEY },
      payload: { prices: [{ variantCode: a!.code, priceOtr: from + 2_000_000 }] },
    });
    expect(res.statusCode).toBe(200);
    const history = dataOf(staffPriceCalls.history, await manager.get(`${BASE}/history?variantCode=${a!.code}`));
    expect(history[0]).toMatchObject({ from, to: from + 2_000_000, source: 'dealer', staff: null });
  });

  it('a Jakarta OTR change marks the model’s rule-priced listings, and the job reprices them', async () => {
    const listings = () =>
      ctx.db
        .select({ code: usedCars.code, price: usedCars.price, due: usedCars.repriceDue })
        .from(usedCars)
        .where(and(eq(usedCars.modelCode, 'avanza'), eq(usedCars.pricedByRule, true)))
        .orderBy(asc(usedCars.code));
    await repriceUsedCars(ctx.db, ctx.app.clock()); // whatever earlier tests left due
    const before = await listings();
    expect(before.length).toBeGreaterThan(1);
    const lineUp = await avanza();
    const csv = ['kode_varian,kode_kota,harga_otr', ...lineUp.map((v) => `${v.code},,${Math.round((v.priceOtr * 1.2) / 1000) * 1000}`)].join('\n');
    const preview = dataOf(staffPriceCalls.importPreview, await upload(admin, 'naik-20.csv', csv));
    dataOf(staffPriceCalls.importApply, await admin.post(`${BASE}/imports/${preview.id}/apply`));
    expect((await listings()).every((l) => l.due)).toBe(true);

    // Two rounds side by side claim different rows (FOR UPDATE SKIP LOCKED), then the rest.
    const at = ctx.app.clock();
    const [first, second] = await Promise.all([repriceDueUsedCars(ctx.db, at, 2), repriceDueUsedCars(ctx.db, at, 2)]);
    const rest = await repriceUsedCars(ctx.db, at);
    expect(first + second + rest).toBe(before.length);
    const after = await listings();
    expect(after.every((l) => !l.due)).toBe(true);
    for (const [i, listing] of after.entries()) {
      // 20 % more for the new car: about 20 % more for the used one (rounded to Rp 500.000).
      expect(Math.abs(listing.price / before[i]!.price - 1.2)).toBeLessThan(0.02);
    }
    // The site's used-car page shows the new price.
    const detail = await ctx.get(`/api/product/v1/product-detail?code=${after[0]!.code}&category=USEDCAR`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body.data)).toContain(String(after[0]!.price));
  });
});
