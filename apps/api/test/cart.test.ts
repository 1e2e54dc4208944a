import { accessories, cartEntries, carts, flashSales, productStock, serviceCoupons, servicePackages } from '@kemudi/db';
import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_LINE, COMMERCE_MESSAGES } from '@kemudi/domain/commerce';
import type { Call } from '@kemudi/domain/contracts/call';
import { CART_GUID_PATTERN, cartCalls, type GlobalCart } from '@kemudi/domain/contracts/cart';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProducts } from '../src/modules/cart';
import { CART_UPDATE_LIMIT_PER_IP } from '../src/modules/cart/routes';
import { CART_NOTICES } from '../src/modules/cart/service';
import { createCustomer, createTestContext, customerToken, TEST_NOW, type TestContext } from './helpers';

const C = cartCalls;
type Res = { status: number; body: any; headers: Record<string, unknown> };

/** The answer's data, parsed with the call's own schema (the contract the web parses it with). */
function dataOf<K extends Call>(call: K, res: Res): z.infer<K['data']> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return call.data.parse(res.body.data) as z.infer<K['data']>;
}
const errorOf = (res: Res) => res.body.errors?.[0] as { type: string; message: string } | undefined;

/** What the visitor sees of a cart: code → quantity. */
const linesOf = (cart: GlobalCart) => Object.fromEntries(cart.entries.map((e) => [e.product.code, e.quantity]));

const query = (q: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined));
  return params.size > 0 ? `?${params.toString()}` : '';
};

function caller(ctx: TestContext, token: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Res> => {
    const r = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };
  const api = {
    getRaw: (q: Record<string, string | undefined> = {}) => call('GET', `${C.globalCart.path}${query(q)}`),
    postRaw: (body: unknown, q: Record<string, string | undefined> = {}) => call('POST', `${C.updateGlobalCart.path}${query(q)}`, body),
    get: async (q: Record<string, string | undefined> = {}) => dataOf(C.globalCart, await api.getRaw(q)),
    post: async (body: unknown, q: Record<string, string | undefined> = {}) => dataOf(C.updateGlobalCart, await api.postRaw(body, q)),
    stock: (codes: string[]) => call('POST', C.productStock.path, { codes }),
  };
  return api;
}

// Seeded items (packages/db/src/seed/data/aftersales.ts); each test sets the stock it relies on.
const CARPET = 'ACC-1005'; // Karpet Dasar Premium Innova Zenix, Rp 1.650.000, not installed, fits Innova Zenix (+ Hybrid)
const CARPET_NAME = 'Karpet Dasar Premium Innova Zenix';
const BODY_KIT = 'ACC-1001'; // installed (240 minutes), strike-through Rp 9.850.000
const CAMERA = 'ACC-1009'; // Kamera Parkir 360°, Rp 6.750.000; flash sale Rp 5.950.000 in every city
const DASHCAM = 'ACC-1018'; // Rp 3.250.000 (strike-through 3.750.000); flash sale Rp 2.750.000 in the Jakarta cities
const OIL_FILTER = '90915-YZZN1'; // a spare part, Rp 65.000
const PACKAGE = 'PKT-2001'; // a service package: stock not counted
const COUPON = 'KPN-3001'; // on sale 2026-10-01 … 2027-03-31
const EXPIRED_COUPON = 'KPN-3021'; // on sale 2026-10-01 … 2026-10-15: not any more on TEST_NOW

describe('the cart (§3 Cart, §4 cart guid, §7 global-cart and products/stock)', () => {
  let ctx: TestContext;
  let guest: ReturnType<typeof caller>;
  const setStock = async (codes: string | string[], available: number | null) => {
    await ctx.db
      .update(productStock)
      .set({ available })
      .where(inArray(productStock.code, typeof codes === 'string' ? [codes] : codes));
  };
  const newCustomer = async () => {
    const c = await createCustomer(ctx);
    return { id: c.id, api: caller(ctx, await customerToken(ctx, c.id)) };
  };

  beforeAll(async () => {
    // Limits are tested below with their own app; here one address sends many changes.
    ctx = await createTestContext({ RATE_LIMITS: 'off' });
    guest = caller(ctx, ctx.token);
  });
  afterAll(() => ctx.close());

  it('gives a guest a new cart with a guid on the first add, and the badge counts its units', async () => {
    await setStock(CARPET, 20);
    const empty = await guest.get();
    expect(empty).toEqual({ guid: '', entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0, notices: [] });

    const cart = await guest.post({ products: [{ code: CARPET, quantity: 2 }] });
    expect(cart.guid).toMatch(CART_GUID_PATTERN);
    expect(cart.totalGlobalNonBundleUnitCount).toBe(2);
    expect(cart.entries).toEqual([
      {
        product: {
          code: CARPET,
          kind: 'accessory',
          name: CARPET_NAME,
          imageUrl: MEDIA.icon('carpet'),
          url: ROUTES.accessory(CARPET),
          compatibleModels: ['Kijang Innova Zenix', 'Kijang Innova Zenix Hybrid'],
          price: 1_650_000,
          strikeThroughPrice: null,
          flashSale: null,
          stock: 20,
          purchasable: true,
          needsSlot: false,
        },
        quantity: 2,
        lineTotal: 3_300_000,
      },
    ]);
    expect(cart).toMatchObject({ subtotal: 3_300_000, total: 3_300_000, notices: [] });

    // The badge (flag false) and the cart page read the same cart by its guid.
    const badge = await guest.get({ guid: cart.guid, doUpdateHiddenEntries: 'false' });
    expect(badge).toMatchObject({ guid: cart.guid, totalGlobalNonBundleUnitCount: 2 });
    expect(linesOf(badge)).toEqual({ [CARPET]: 2 });
    expect(await guest.get({ guid: cart.guid })).toEqual(cart);

    // A second guest (no guid) starts their own cart.
    const other = await guest.post({ products: [{ code: CARPET, quantity: 1 }] });
    expect(other.guid).not.toBe(cart.guid);
    expect(linesOf(await guest.get({ guid: cart.guid }))).toEqual({ [CARPET]: 2 });
  });

  it("answers an empty cart with guid '' for an unknown or malformed guid", async () => {
    const empty = { guid: '', entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0, notices: [] };
    expect(await guest.get({ guid: '0123456789abcdef0123456789abcdef' })).toEqual(empty);
    expect(await guest.get({ guid: 'bukan-guid' })).toEqual(empty);
    expect(await guest.get({ guid: "' or 1=1 --" })).toEqual(empty);
  });

  it("sets quantities ('set'), adds to them ('add') and removes a line at quantity 0", async () => {
    await setStock([CARPET, OIL_FILTER], 30);
    const { guid } = await guest.post({ products: [{ code: CARPET, quantity: 1 }, { code: OIL_FILTER, quantity: 4 }] });
    let cart = await guest.post({ products: [{ code: CARPET, quantity: 3 }] }, { guid });
    expect(linesOf(cart)).toEqual({ [CARPET]: 3, [OIL_FILTER]: 4 });
    expect(cart.guid).toBe(guid);

    cart = await guest.post({ mode: 'add', products: [{ code: CARPET, quantity: 2 }, { code: OIL_FILTER, quantity: 1 }] }, { guid });
    expect(linesOf(cart)).toEqual({ [CARPET]: 5, [OIL_FILTER]: 5 });
    expect(cart.totalGlobalNonBundleUnitCount).toBe(10);
    expect(cart.subtotal).toBe(5 * 1_650_000 + 5 * 65_000);

    cart = await guest.post({ products: [{ code: CARPET, quantity: 0 }] }, { guid });
    expect(linesOf(cart)).toEqual({ [OIL_FILTER]: 5 });
    expect(linesOf(await guest.get({ guid, doUpdateHiddenEntries: 'false' }))).toEqual({ [OIL_FILTER]: 5 });
    // Removing what is not there changes nothing.
    expect(linesOf(await guest.post({ products: [{ code: CARPET, quantity: 0 }] }, { guid }))).toEqual({ [OIL_FILTER]: 5 });
  });

  it('refuses an unknown code, a sold-out or unsold item, more than the stock, the per-line limit or the line limit — and keeps the cart as it was', async () => {
    await setStock(CARPET, 3);
    await setStock(OIL_FILTER, 50);
    const { guid } = await guest.post({ products: [{ code: CARPET, quantity: 2 }, { code: OIL_FILTER, quantity: 8 }] });
    const before = await guest.get({ guid, doUpdateHiddenEntries: 'false' });
    const refused = async (body: unknown, status: number, type: string, message: string) => {
      const res = await guest.postRaw(body, { guid });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(errorOf(res)?.type).toBe(type);
      expect(errorOf(res)?.message).toContain(message);
      expect(await guest.get({ guid, doUpdateHiddenEntries: 'false' })).toEqual(before);
    };

    await refused({ products: [{ code: 'ACC-9999', quantity: 1 }] }, 422, 'ProductNotFound', COMMERCE_MESSAGES.PRODUCT_UNKNOWN('ACC-9999'));
    await refused({ products: [{ code: CARPET, quantity: 4 }] }, 409, 'InsufficientStock', COMMERCE_MESSAGES.ABOVE_STOCK(CARPET_NAME, 3));
    await refused({ mode: 'add', products: [{ code: CARPET, quantity: 2 }] }, 409, 'InsufficientStock', 'Stok Karpet Dasar Premium Innova Zenix tinggal 3');
    await refused({ mode: 'add', products: [{ code: OIL_FILTER, quantity: 3 }] }, 400, 'QuantityAboveLimit', COMMERCE_MESSAGES.ABOVE_LINE_LIMIT);
    await refused({ products: [{ code: OIL_FILTER, quantity: CART_MAX_QUANTITY_PER_LINE + 1 }] }, 400, 'ValidationError', COMMERCE_MESSAGES.ABOVE_LINE_LIMIT);
    const [expired] = await ctx.db.select({ title: serviceCoupons.title }).from(serviceCoupons).where(eq(serviceCoupons.code, EXPIRED_COUPON));
    await refused({ products: [{ code: EXPIRED_COUPON, quantity: 1 }] }, 409, 'NotOnSale', COMMERCE_MESSAGES.PRODUCT_NOT_ON_SALE(expired!.title));
    await setStock(BODY_KIT, 0);
    await refused({ products: [{ code: BODY_KIT, quantity: 1 }] }, 409, 'OutOfStock', COMMERCE_MESSAGES.OUT_OF_STOCK('Body Kit TRD Sportivo Veloz'));
    // All or nothing: a good line is not kept when another is refused.
    await refused({ products: [{ code: CARPET, quantity: 1 }, { code: 'ACC-9999', quantity: 1 }] }, 422, 'ProductNotFound', 'ACC-9999');
    await refused({ products: [{ code: CARPET }] }, 400, 'ValidationError', 'Jumlah harus berupa angka');
    await refused({ products: [{ code: CARPET, quantity: -1 }] }, 400, 'ValidationError', 'Jumlah tidak boleh negatif');

    // Lowering a line is always allowed, even when it is still above what is left.
    await setStock(OIL_FILTER, 2);
    expect(linesOf(await guest.post({ products: [{ code: OIL_FILTER, quantity: 6 }] }, { guid }))).toEqual({
      [CARPET]: 2,
      [OIL_FILTER]: 2,
    });
  });

  it(`holds at most ${CART_MAX_LINES} different items`, async () => {
    const rows = await ctx.db.select({ code: accessories.code }).from(accessories).orderBy(asc(accessories.code)).limit(CART_MAX_LINES + 1);
    const codes = rows.map((r) => r.code);
    expect(codes).toHaveLength(CART_MAX_LINES + 1);
    await setStock(codes, 50);
    const tooMany = await guest.postRaw({ products: codes.map((code) => ({ code, quantity: 1 })) });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany)?.message).toContain(COMMERCE_MESSAGES.TOO_MANY_LINES);

    const full = await guest.post({ products: codes.slice(0, CART_MAX_LINES).map((code) => ({ code, quantity: 1 })) });
    expect(full.entries).toHaveLength(CART_MAX_LINES);
    const oneMore = await guest.postRaw({ products: [{ code: codes[CART_MAX_LINES], quantity: 1 }] }, { guid: full.guid });
    expect(oneMore.status).toBe(400);
    expect(errorOf(oneMore)).toEqual({ type: 'TooManyLines', message: COMMERCE_MESSAGES.TOO_MANY_LINES });
    expect((await guest.get({ guid: full.guid })).entries).toHaveLength(CART_MAX_LINES);
    // A line already there still changes.
    expect(linesOf(await guest.post({ products: [{ code: codes[0]!, quantity: 3 }] }, { guid: full.guid }))[codes[0]!]).toBe(3);
  });

  it("merges a guest's cart into the customer's at login: summed, capped at stock and the line limit, once", async () => {
    await setStock(CARPET, 5);
    await setStock(OIL_FILTER, 50);
    await setStock(BODY_KIT, 10);
    const { id, api } = await newCustomer();
    expect(await api.get()).toMatchObject({ guid: '', entries: [], totalGlobalNonBundleUnitCount: 0 });
    const own = await api.post({ products: [{ code: CARPET, quantity: 4 }, { code: OIL_FILTER, quantity: 7 }] });
    expect(own.guid).toMatch(CART_GUID_PATTERN);

    const guestCart = await guest.post({ products: [{ code: CARPET, quantity: 3 }, { code: OIL_FILTER, quantity: 6 }, { code: BODY_KIT, quantity: 1 }] });
    const merged = await api.get({ guid: guestCart.guid, doUpdateHiddenEntries: 'false' });
    expect(merged.guid).toBe(own.guid);
    expect(linesOf(merged)).toEqual({ [CARPET]: 5, [OIL_FILTER]: CART_MAX_QUANTITY_PER_LINE, [BODY_KIT]: 1 });
    expect([...merged.notices].sort()).toEqual([CART_NOTICES.LOWERED_TO_STOCK(CARPET_NAME, 5), CART_NOTICES.LOWERED_TO_LIMIT('Filter Oli')].sort());
    expect(merged.totalGlobalNonBundleUnitCount).toBe(16);

    // The guest cart is closed: its guid reads as no cart, and a guest change starts a new one.
    expect(await guest.get({ guid: guestCart.guid })).toMatchObject({ guid: '', entries: [] });
    const fresh = await guest.post({ products: [{ code: CARPET, quantity: 1 }] }, { guid: guestCart.guid });
    expect(fresh.guid).not.toBe(guestCart.guid);
    const [closed] = await ctx.db.select().from(carts).where(eq(carts.guid, guestCart.guid));
    expect(closed).toMatchObject({ customerId: null });
    expect(closed!.mergedInto).not.toBeNull();
    expect(await ctx.db.select().from(cartEntries).where(eq(cartEntries.cartId, closed!.id))).toEqual([]);

    // Merging again changes nothing.
    const again = await api.get({ guid: guestCart.guid });
    expect(linesOf(again)).toEqual(linesOf(merged));
    expect(again.notices).toEqual([]);

    // A POST naming a guest's guid merges too, then applies its change.
    const second = await guest.post({ products: [{ code: BODY_KIT, quantity: 2 }] });
    const afterPost = await api.post({ mode: 'add', products: [{ code: BODY_KIT, quantity: 1 }] }, { guid: second.guid });
    expect(linesOf(afterPost)).toEqual({ [CARPET]: 5, [OIL_FILTER]: CART_MAX_QUANTITY_PER_LINE, [BODY_KIT]: 4 });
    expect(await guest.get({ guid: second.guid })).toMatchObject({ guid: '', entries: [] });
    expect((await ctx.db.select().from(carts).where(eq(carts.customerId, id))).length).toBe(1);
  });

  it("never lets one person read or merge another's cart by its guid", async () => {
    await setStock([CARPET, OIL_FILTER], 30);
    const a = await newCustomer();
    const b = await newCustomer();
    const cartA = await a.api.post({ products: [{ code: CARPET, quantity: 2 }] });
    expect(cartA.guid).toMatch(CART_GUID_PATTERN);

    // Customer B naming A's guid gets their own (empty) cart; A's stays as it was.
    expect(await b.api.get({ guid: cartA.guid })).toMatchObject({ guid: '', entries: [], totalGlobalNonBundleUnitCount: 0 });
    const cartB = await b.api.post({ products: [{ code: OIL_FILTER, quantity: 1 }] }, { guid: cartA.guid });
    expect(cartB.guid).not.toBe(cartA.guid);
    expect(linesOf(cartB)).toEqual({ [OIL_FILTER]: 1 });
    expect(linesOf(await a.api.get())).toEqual({ [CARPET]: 2 });

    // A guest naming a customer's guid sees nothing and cannot write into it.
    expect(await guest.get({ guid: cartA.guid })).toMatchObject({ guid: '', entries: [] });
    const guestCart = await guest.post({ products: [{ code: OIL_FILTER, quantity: 3 }] }, { guid: cartA.guid });
    expect(guestCart.guid).not.toBe(cartA.guid);
    expect(linesOf(guestCart)).toEqual({ [OIL_FILTER]: 3 });
    expect(linesOf(await a.api.get())).toEqual({ [CARPET]: 2 });

    // Once A has merged a guest cart, B naming that guid gets nothing of it.
    const handedOver = await guest.post({ products: [{ code: OIL_FILTER, quantity: 2 }] });
    expect(linesOf(await a.api.get({ guid: handedOver.guid }))).toEqual({ [CARPET]: 2, [OIL_FILTER]: 2 });
    expect(linesOf(await b.api.get({ guid: handedOver.guid }))).toEqual({ [OIL_FILTER]: 1 });
  });

  it('lowers a quantity above the stock with a notice (doUpdateHiddenEntries) and leaves it as stored with the flag false', async () => {
    await setStock(CARPET, 10);
    const { guid } = await guest.post({ products: [{ code: CARPET, quantity: 4 }] });
    await setStock(CARPET, 2);

    const badge = await guest.get({ guid, doUpdateHiddenEntries: 'false' });
    expect(linesOf(badge)).toEqual({ [CARPET]: 4 });
    expect(badge.entries[0]!.product.stock).toBe(2);
    expect(badge.notices).toEqual([]);

    const page = await guest.get({ guid });
    expect(linesOf(page)).toEqual({ [CARPET]: 2 });
    expect(page.notices).toEqual([CART_NOTICES.LOWERED_TO_STOCK(CARPET_NAME, 2)]);
    expect(page.subtotal).toBe(2 * 1_650_000);
    // Written to the cart: the next read says 2 without a notice.
    expect(await guest.get({ guid, doUpdateHiddenEntries: 'false' })).toMatchObject({ totalGlobalNonBundleUnitCount: 2, notices: [] });

    // Sold out: the line goes, with its notice.
    await setStock(CARPET, 0);
    expect((await guest.get({ guid, doUpdateHiddenEntries: 'false' })).entries[0]!.product.purchasable).toBe(false);
    const soldOut = await guest.get({ guid });
    expect(soldOut.entries).toEqual([]);
    expect(soldOut.notices).toEqual([CART_NOTICES.REMOVED_SOLD_OUT(CARPET_NAME)]);
    expect(soldOut.guid).toBe(guid);
  });

  it('counts both of two adds sent at the same time', async () => {
    await setStock(OIL_FILTER, 50);
    const { api } = await newCustomer();
    const add = () => api.postRaw({ mode: 'add', products: [{ code: OIL_FILTER, quantity: 1 }] });
    // The customer's first change makes their cart: two at once still make one cart.
    const first = await Promise.all([add(), add()]);
    expect(first.map((r) => r.status)).toEqual([200, 200]);
    expect(linesOf(await api.get())).toEqual({ [OIL_FILTER]: 2 });
    await Promise.all([add(), add(), add()]);
    expect(linesOf(await api.get())).toEqual({ [OIL_FILTER]: 5 });

    const { guid } = await guest.post({ products: [{ code: OIL_FILTER, quantity: 1 }] });
    const results = await Promise.all([1, 2, 3].map(() => guest.postRaw({ mode: 'add', products: [{ code: OIL_FILTER, quantity: 2 }] }, { guid })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(linesOf(await guest.get({ guid }))).toEqual({ [OIL_FILTER]: 7 });
  });

  it("prices entries with today's flash sale, for every city or the visitor's city, while its quota lasts", async () => {
    await setStock([CAMERA, DASHCAM], 20);
    const cart = await guest.post({ products: [{ code: CAMERA, quantity: 2 }, { code: DASHCAM, quantity: 1 }] });
    const byCode = (c: GlobalCart) => Object.fromEntries(c.entries.map((e) => [e.product.code, e]));
    // The normal price stays struck through (as on the item's page), and the sale says until when.
    expect(byCode(cart)[CAMERA]).toMatchObject({
      product: { price: 5_950_000, strikeThroughPrice: 7_500_000, flashSale: { regularPrice: 6_750_000, everyCity: true, endsAt: new Date('2026-12-20T23:59:59+07:00').toISOString() } },
      lineTotal: 11_900_000,
    });
    // The dashcam's sale is for the Jakarta cities only.
    expect(byCode(cart)[DASHCAM]).toMatchObject({ product: { price: 3_250_000, strikeThroughPrice: 3_750_000, flashSale: null }, lineTotal: 3_250_000 });
    const jakarta = await guest.get({ guid: cart.guid, cityCode: '0080' });
    expect(byCode(jakarta)[DASHCAM]).toMatchObject({ product: { price: 2_750_000, strikeThroughPrice: 3_750_000, flashSale: { regularPrice: 3_250_000, everyCity: false } } });
    expect(jakarta.subtotal).toBe(11_900_000 + 2_750_000);
    expect(byCode(await guest.get({ guid: cart.guid, cityCode: '3273' }))[DASHCAM]!.product.price).toBe(3_250_000);

    // A sale whose quota is used up no longer prices the cart.
    const [sale] = await ctx.db.select().from(flashSales).where(eq(flashSales.itemCode, CAMERA));
    await ctx.db.update(flashSales).set({ sold: sale!.quota }).where(eq(flashSales.id, sale!.id));
    try {
      expect(byCode(await guest.get({ guid: cart.guid }))[CAMERA]).toMatchObject({ product: { price: 6_750_000, strikeThroughPrice: 7_500_000 } });
    } finally {
      await ctx.db.update(flashSales).set({ sold: sale!.sold }).where(eq(flashSales.id, sale!.id));
    }
  });

  it('answers products/stock per known code and leaves unknown codes out', async () => {
    await setStock(CARPET, 7);
    await setStock(BODY_KIT, 0);
    const res = await guest.stock([CARPET, PACKAGE, EXPIRED_COUPON, 'ACC-9999', BODY_KIT, CARPET]);
    const data = dataOf(C.productStock, res);
    expect(data.stocks.map((s) => s.code)).toEqual([CARPET, PACKAGE, EXPIRED_COUPON, BODY_KIT]);
    expect(data.stocks[0]).toEqual({ code: CARPET, available: 7, inStock: true });
    expect(data.stocks[1]).toEqual({ code: PACKAGE, available: null, inStock: true });
    expect(data.stocks[2]).toMatchObject({ code: EXPIRED_COUPON, inStock: false });
    expect(data.stocks[3]).toEqual({ code: BODY_KIT, available: 0, inStock: false });
    // Stock changes with every order: never answered from a cache.
    await setStock(CARPET, 6);
    expect(dataOf(C.productStock, await guest.stock([CARPET])).stocks).toEqual([{ code: CARPET, available: 6, inStock: true }]);
  });

  it('loads sellable products for the checkout: kinds, slots, stock and sale periods in a few queries', async () => {
    await setStock(BODY_KIT, 4);
    const products = await loadProducts(ctx.db, [BODY_KIT, PACKAGE, OIL_FILTER, COUPON, EXPIRED_COUPON, 'ACC-9999'], TEST_NOW);
    expect([...products.keys()].sort()).toEqual([BODY_KIT, OIL_FILTER, COUPON, EXPIRED_COUPON, PACKAGE].sort());
    expect(products.get(BODY_KIT)).toMatchObject({
      kind: 'accessory',
      price: 8_950_000,
      strikeThroughPrice: 9_850_000,
      stock: 4,
      purchasable: true,
      needsSlot: true,
      installMinutes: 240,
      compatibleModels: ['Veloz'],
    });
    const [pkg] = await ctx.db.select().from(servicePackages).where(eq(servicePackages.code, PACKAGE));
    expect(products.get(PACKAGE)).toMatchObject({
      kind: 'package',
      url: ROUTES.servicePackage(PACKAGE),
      stock: null,
      purchasable: true,
      needsSlot: true,
      installMinutes: pkg!.durationMinutes,
    });
    expect(products.get(OIL_FILTER)).toMatchObject({ kind: 'part', price: 65_000, needsSlot: false, installMinutes: null, url: ROUTES.sparePart(OIL_FILTER) });
    expect(products.get(COUPON)).toMatchObject({ kind: 'coupon', price: 6_150_000, strikeThroughPrice: 7_390_000, purchasable: true, needsSlot: false });
    expect(products.get(EXPIRED_COUPON)).toMatchObject({ kind: 'coupon', purchasable: false });
    // The coupon is on sale again on a day of its period.
    expect((await loadProducts(ctx.db, [EXPIRED_COUPON], new Date('2026-10-10T10:00:00+07:00'))).get(EXPIRED_COUPON)?.purchasable).toBe(true);
  });

  it("refuses the §4 temporary login and answers a customer's empty cart before their first change", async () => {
    const c = await createCustomer(ctx, { verified: false });
    const temporary = caller(ctx, await customerToken(ctx, c.id, { temporary: true }));
    expect((await temporary.getRaw()).status).toBe(401);
    expect((await temporary.postRaw({ products: [{ code: CARPET, quantity: 1 }] })).status).toBe(401);
    const { api } = await newCustomer();
    expect(await api.get()).toEqual({ guid: '', entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0, notices: [] });
    expect(await ctx.db.select().from(carts).where(and(eq(carts.customerId, c.id)))).toEqual([]);
  });
});

describe('the cart with the read cache and the limits on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ API_CACHE_TTL_SECONDS: '60', RATE_LIMITS: 'on' });
  });
  afterAll(() => ctx.close());

  it('never answers a cart from the cache, and limits the changes one address sends', async () => {
    await ctx.db.update(productStock).set({ available: 50 }).where(eq(productStock.code, CARPET));
    const guest = caller(ctx, ctx.token);
    const cart = await guest.post({ products: [{ code: CARPET, quantity: 1 }] });
    expect((await guest.getRaw({ guid: cart.guid })).headers['x-cache']).toBeUndefined();
    expect(linesOf(await guest.get({ guid: cart.guid }))).toEqual({ [CARPET]: 1 });
    await guest.post({ products: [{ code: CARPET, quantity: 2 }] }, { guid: cart.guid });
    expect(linesOf(await guest.get({ guid: cart.guid }))).toEqual({ [CARPET]: 2 });

    let sent = 2;
    let last: Res | undefined;
    while (sent < CART_UPDATE_LIMIT_PER_IP + 1) {
      last = await guest.postRaw({ products: [{ code: CARPET, quantity: 1 + (sent % 3) }] }, { guid: cart.guid });
      sent += 1;
      if (sent <= CART_UPDATE_LIMIT_PER_IP) expect(last.status).toBe(200);
    }
    expect(last?.status).toBe(429);
    expect(errorOf(last!)?.type).toBe('TooManyRequests');
  });
});
