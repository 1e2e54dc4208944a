import { accessories, carModels, serviceCoupons, servicePackages } from '@kemudi/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/*
 * The after-sales listings' filters (issue 4: /aksesoris, /c/kupon-service, /c/paketservistoyota):
 * `type` and `q` on products?category, and products/facets for the filter forms.
 */

const BASE = '/api/product/v1';
const TODAY = '2026-11-22'; // TEST_NOW in WIB

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

const list = async (query: string) => {
  const res = await ctx.get(`${BASE}/products?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { totalElements: number; totalPages: number; content: { code: string; price: number; name: string }[] };
};

const codes = (page: { content: { code: string }[] }) => page.content.map((c) => c.code).sort();

describe('products?category=ACCESSORY with type and q', () => {
  it('type narrows to one category, in any letter case', async () => {
    const rows = await ctx.db.select().from(accessories);
    const interior = rows.filter((a) => a.category === 'Interior');
    expect(interior.length).toBeGreaterThan(1);
    const page = await list('category=ACCESSORY&type=interior&size=100');
    expect(page.totalElements).toBe(interior.length);
    expect(codes(page)).toEqual(interior.map((a) => a.code).sort());
  });

  it('type and model combine: accessories of that category fitting the model', async () => {
    const rows = await ctx.db.select().from(accessories);
    const expected = rows.filter((a) => a.category === 'Eksterior' && a.fittingModels.includes('avanza'));
    expect(expected.length).toBeGreaterThan(0);
    const page = await list('category=ACCESSORY&type=Eksterior&model=avanza&size=100');
    expect(codes(page)).toEqual(expected.map((a) => a.code).sort());
  });

  it('q needs every word in the name, brand, category or description', async () => {
    const rows = await ctx.db.select().from(accessories);
    const has = (a: (typeof rows)[number], w: string) =>
      [a.name, a.brand, a.category, a.description].some((t) => t.toLowerCase().includes(w.toLowerCase()));
    const expected = rows.filter((a) => has(a, 'body') && has(a, 'kit'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    const page = await list('category=ACCESSORY&q=BODY%20kit&size=100');
    expect(codes(page)).toEqual(expected.map((a) => a.code).sort());
  });

  it('wildcards typed by a visitor are matched literally, and a miss is an empty page', async () => {
    const page = await list('category=ACCESSORY&q=%25');
    expect(page).toMatchObject({ totalElements: 0, totalPages: 0, content: [] });
    const unknownType = await list('category=ACCESSORY&type=Tidak%20Ada');
    expect(unknownType.totalElements).toBe(0);
  });

  it('price-asc sorts the filtered list by price', async () => {
    const page = await list('category=ACCESSORY&type=Eksterior&sort=price-asc&size=100');
    const prices = page.content.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.length).toBeGreaterThan(2);
  });

  it('refuses a blank or overlong q', async () => {
    expect((await ctx.get(`${BASE}/products?category=ACCESSORY&q=${'a'.repeat(101)}`)).status).toBe(400);
    // A blank q is trimmed to nothing, which is not a search.
    expect((await ctx.get(`${BASE}/products?category=ACCESSORY&q=%20%20`)).status).toBe(400);
  });
});

describe('products?category=COUPON with type and q', () => {
  const onSale = (c: typeof serviceCoupons.$inferSelect) => c.validFrom <= TODAY && TODAY <= c.validUntil;

  it('type is the service type; only coupons on sale today are listed', async () => {
    const rows = await ctx.db.select().from(serviceCoupons);
    const ac = rows.filter((c) => c.serviceType === 'ac');
    // The seed holds an AC coupon whose sale ended in October: it must not appear.
    expect(ac.some((c) => !onSale(c))).toBe(true);
    const page = await list('category=COUPON&type=AC&size=100');
    expect(codes(page)).toEqual(ac.filter(onSale).map((c) => c.code).sort());
  });

  it('type, model and price sort combine', async () => {
    const rows = await ctx.db.select().from(serviceCoupons);
    const expected = rows.filter((c) => onSale(c) && c.serviceType === 'berkala' && c.modelCodes.includes('avanza'));
    const page = await list('category=COUPON&type=berkala&model=avanza&sort=price-desc&size=100');
    expect(page.content.map((c) => c.code)).toEqual(
      [...expected].sort((a, b) => b.price - a.price || a.title.localeCompare(b.title)).map((c) => c.code),
    );
  });

  it('q looks in the title and description', async () => {
    const rows = await ctx.db.select().from(serviceCoupons);
    const expected = rows.filter((c) => onSale(c) && `${c.title} ${c.description}`.toLowerCase().includes('fortuner'));
    expect(expected.length).toBeGreaterThan(0);
    const page = await list('category=COUPON&q=Fortuner&size=100');
    expect(codes(page)).toEqual(expected.map((c) => c.code).sort());
  });
});

describe('products?category=PACKAGE with type and q', () => {
  it('type is the package type, in any letter case', async () => {
    const rows = await ctx.db.select().from(servicePackages);
    const hemat = rows.filter((p) => p.type === 'Paket Hemat');
    expect(hemat.length).toBeGreaterThan(1);
    const page = await list('category=PACKAGE&type=paket%20hemat&size=100');
    expect(codes(page)).toEqual(hemat.map((p) => p.code).sort());
  });

  it('sorts a type by price, both ways', async () => {
    const asc_ = await list('category=PACKAGE&type=Servis%20Berkala&sort=price-asc&size=100');
    const desc_ = await list('category=PACKAGE&type=Servis%20Berkala&sort=price-desc&size=100');
    const up = asc_.content.map((c) => c.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = desc_.content.map((c) => c.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up.length).toBe(21);
  });

  it('q and model combine', async () => {
    const rows = await ctx.db.select().from(servicePackages);
    const expected = rows.filter(
      (p) => p.modelCodes.includes('avanza') && `${p.name} ${p.type} ${p.description}`.toLowerCase().includes('40.000'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await list('category=PACKAGE&model=avanza&q=40.000&size=100');
    expect(codes(page)).toEqual(expected.map((p) => p.code).sort());
  });
});

describe('GET products/facets', () => {
  it('accessories: every category with its count (most first) and the models that have accessories', async () => {
    const res = await ctx.get(`${BASE}/products/facets?category=ACCESSORY`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    const rows = await ctx.db.select().from(accessories);
    expect(data.category).toBe('ACCESSORY');
    expect(data.total).toBe(rows.length);
    expect(data.minPrice).toBe(Math.min(...rows.map((a) => a.price)));
    expect(data.maxPrice).toBe(Math.max(...rows.map((a) => a.price)));
    const interior = data.types.find((t: { value: string }) => t.value === 'Interior');
    expect(interior.count).toBe(rows.filter((a) => a.category === 'Interior').length);
    const counts = data.types.map((t: { count: number }) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(rows.length);
    // Models in catalogue order, each with as many items as list?model finds.
    const models = await ctx.db.select().from(carModels).orderBy(asc(carModels.sortOrder), asc(carModels.code));
    const withItems = models.filter((m) => rows.some((a) => a.fittingModels.includes(m.code)));
    expect(data.models.map((m: { code: string }) => m.code)).toEqual(withItems.map((m) => m.code));
    const avanza = data.models.find((m: { code: string }) => m.code === 'avanza');
    expect(avanza).toMatchObject({ name: 'Avanza' });
    expect(avanza.count).toBe((await list('category=ACCESSORY&model=avanza')).totalElements);
  });

  it('coupons count only those on sale today', async () => {
    const res = await ctx.get(`${BASE}/products/facets?category=COUPON`);
    const rows = (await ctx.db.select().from(serviceCoupons)).filter((c) => c.validFrom <= TODAY && TODAY <= c.validUntil);
    expect(res.body.data.total).toBe(rows.length);
    expect(res.body.data.total).toBe((await list('category=COUPON')).totalElements);
    const ac = res.body.data.types.find((t: { value: string }) => t.value === 'ac');
    expect(ac.count).toBe(rows.filter((c) => c.serviceType === 'ac').length);
  });

  it('packages list their types; a category without a listing page is refused', async () => {
    const res = await ctx.get(`${BASE}/products/facets?category=PACKAGE`);
    expect(res.body.data.types.map((t: { value: string }) => t.value)).toContain('Paket Hemat');
    expect(res.body.data.types[0]).toEqual({ value: 'Servis Berkala', count: 21 });
    expect((await ctx.get(`${BASE}/products/facets?category=NEWCAR`)).status).toBe(400);
    expect((await ctx.get(`${BASE}/products/facets`)).status).toBe(400);
  });
});
