import { accessories, flashSales, productStock, serviceCoupons, servicePackages, spareParts } from '@kemudi/db';
import { aftersalesCalls } from '@kemudi/domain/contracts/aftersales';
import { cartCalls } from '@kemudi/domain/contracts/cart';
import { catalogueCalls } from '@kemudi/domain/contracts/catalogue';
import { orderCalls } from '@kemudi/domain/contracts/orders';
import { CART_MAX_LINES } from '@kemudi/domain/commerce';
import { and, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestContext, customerToken, TEST_NOW, type TestContext } from './helpers';

/*
 * Issue 29: one price source. Every purchasable after-sales item, in a city with a city-only flash
 * sale and in one without it, shows one price on its page (product-detail), on its listing card
 * (products), on the home page's trending cards, in the cart (global-cart) and at checkout (preview),
 * and the flash sale that sets it is named the same everywhere.
 */

type Kind = 'ACCESSORY' | 'SPAREPART' | 'COUPON' | 'PACKAGE';
type Shown = { price: number; strikeThroughPrice: number | null; flashSale: { endsAt: string; regularPrice: number; everyCity: boolean } | null };

const JAKARTA_PUSAT = '0080'; // the Jakarta-only sale of ACC-1018 runs here
const BANDUNG = '3273'; // the Bandung-area sale of PKT-2029 runs here, not the Jakarta one

describe('one price for an item on every page and call (issue 29)', () => {
  let ctx: TestContext;
  let token: string;
  let items: { code: string; kind: Kind }[];

  const get = async (url: string) => {
    const r = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.token}` } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as unknown;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMITS: 'off' });
    // Every counted item in stock: the cart takes them all (what is sold out is the cart's own test).
    await ctx.db.update(productStock).set({ available: 50 });
    token = await customerToken(ctx, (await createCustomer(ctx)).id);
    const today = '2026-11-22';
    const [a, p, c, k] = await Promise.all([
      ctx.db.select({ code: accessories.code }).from(accessories),
      ctx.db.select({ code: spareParts.code }).from(spareParts),
      ctx.db
        .select({ code: serviceCoupons.code })
        .from(serviceCoupons)
        .where(and(lte(serviceCoupons.validFrom, today), gte(serviceCoupons.validUntil, today))),
      ctx.db.select({ code: servicePackages.code }).from(servicePackages),
    ]);
    items = [
      ...a.map((r) => ({ code: r.code, kind: 'ACCESSORY' as const })),
      ...p.map((r) => ({ code: r.code, kind: 'SPAREPART' as const })),
      ...c.map((r) => ({ code: r.code, kind: 'COUPON' as const })),
      ...k.map((r) => ({ code: r.code, kind: 'PACKAGE' as const })),
    ];
  });
  afterAll(() => ctx.close());

  /** Each item as its page (product-detail) shows it in `city` (read once per city). */
  const pagesOf = new Map<string, Promise<Map<string, Shown>>>();
  const pages = (city: string) => {
    if (!pagesOf.has(city)) pagesOf.set(city, readPages(city));
    return pagesOf.get(city)!;
  };
  async function readPages(city: string) {
    const shown = new Map<string, Shown>();
    for (const { code, kind } of items) {
      const data = catalogueCalls.productDetail.data.parse(await get(`${catalogueCalls.productDetail.path}?category=${kind}&code=${encodeURIComponent(code)}&cityCode=${city}`));
      if (data.category === 'NEWCAR' || data.category === 'USEDCAR') throw new Error(`${code}: not an after-sales item`);
      shown.set(code, { price: data.item.price, strikeThroughPrice: data.item.strikeThroughPrice, flashSale: data.item.flashSale });
    }
    return shown;
  }

  /** Each item as its listing card (products?category, every page) shows it in `city`. */
  async function cards(city: string) {
    const shown = new Map<string, Shown>();
    for (const kind of ['ACCESSORY', 'SPAREPART', 'COUPON', 'PACKAGE'] as const) {
      for (let page = 0; ; page += 1) {
        const data = catalogueCalls.products.data.parse(await get(`${catalogueCalls.products.path}?category=${kind}&cityCode=${city}&size=100&page=${page}`));
        for (const card of data.content) {
          if (!('strikeThroughPrice' in card) || !('flashSale' in card)) continue;
          shown.set(card.code, { price: card.price, strikeThroughPrice: card.strikeThroughPrice, flashSale: card.flashSale });
        }
        if (page + 1 >= data.totalPages) break;
      }
    }
    return shown;
  }

  /** Each item as a guest's cart (global-cart for the city) and a customer's checkout preview show it. */
  async function cartAndCheckout(city: string) {
    const cart = new Map<string, Shown>();
    const checkout = new Map<string, Shown>();
    for (let i = 0; i < items.length; i += CART_MAX_LINES) {
      const batch = items.slice(i, i + CART_MAX_LINES).map(({ code }) => ({ code, quantity: 1 }));
      const added = await ctx.app.inject({
        method: 'POST',
        url: `${cartCalls.updateGlobalCart.path}?cityCode=${city}`,
        headers: { authorization: `Bearer ${ctx.token}` },
        payload: { products: batch },
      });
      expect(added.statusCode, added.body).toBe(200);
      const { guid } = cartCalls.updateGlobalCart.data.parse(added.json().data);
      const read = cartCalls.globalCart.data.parse(await get(`${cartCalls.globalCart.path}?guid=${guid}&cityCode=${city}`));
      for (const { product } of read.entries) cart.set(product.code, product);
      const previewed = await ctx.app.inject({
        method: 'POST',
        url: orderCalls.preview.path,
        headers: { authorization: `Bearer ${token}` },
        payload: { items: batch, cityCode: city },
      });
      expect(previewed.statusCode, previewed.body).toBe(200);
      for (const { product } of orderCalls.preview.data.parse(previewed.json().data).items) checkout.set(product.code, product);
    }
    return { cart, checkout };
  }

  const pick = ({ price, strikeThroughPrice, flashSale }: Shown): Shown => ({ price, strikeThroughPrice, flashSale });

  it.each([
    ['Jakarta Pusat', JAKARTA_PUSAT],
    ['Kota Bandung', BANDUNG],
  ])('in %s the page, the card, the trending card, the cart and the checkout agree for every item', async (_name, city) => {
    const [page, card, { cart, checkout }] = [await pages(city), await cards(city), await cartAndCheckout(city)];
    const trending = aftersalesCalls.trending.data.parse(await get(`${aftersalesCalls.trending.path}?cityCode=${city}`));
    expect(page.size).toBe(items.length);
    for (const { code } of items) {
      const onPage = pick(page.get(code)!);
      expect(card.get(code) && pick(card.get(code)!), `${code}: its card`).toEqual(onPage);
      expect(cart.get(code) && pick(cart.get(code)!), `${code}: the cart`).toEqual(onPage);
      expect(checkout.get(code) && pick(checkout.get(code)!), `${code}: the checkout`).toEqual(onPage);
    }
    for (const t of trending) expect(pick(t), `${t.code}: its trending card`).toEqual(pick(page.get(t.code)!));
  });

  it('a flash sale sets the price where it runs, says until when, and keeps the normal price struck through', async () => {
    const sales = await ctx.db.select().from(flashSales);
    const running = sales.filter((s) => new Date(s.startsAt) <= TEST_NOW && TEST_NOW < new Date(s.endsAt) && s.sold < s.quota);
    expect(running.length).toBeGreaterThan(2);
    const jakarta = await pages(JAKARTA_PUSAT);
    const bandung = await pages(BANDUNG);
    // The coupon of the issue: Rp 350.000 (normal Rp 560.000) on its page, Rp 275.000 in every city's cart.
    for (const city of [jakarta, bandung]) {
      expect(city.get('KPN-3009')).toEqual({
        price: 275_000,
        strikeThroughPrice: 560_000,
        flashSale: { endsAt: new Date('2026-12-31T23:59:59+07:00').toISOString(), regularPrice: 350_000, everyCity: true },
      });
      // The package of the issue: Rp 785.000 on its page, Rp 695.000 at checkout, with no word of a promo.
      expect(city.get('PKT-2002')).toMatchObject({ price: 695_000, flashSale: { regularPrice: 785_000, everyCity: true } });
    }
    // A sale of some cities: its price there only, and it says so.
    expect(jakarta.get('ACC-1018')).toMatchObject({ price: 2_750_000, strikeThroughPrice: 3_750_000, flashSale: { regularPrice: 3_250_000, everyCity: false } });
    expect(bandung.get('ACC-1018')).toEqual({ price: 3_250_000, strikeThroughPrice: 3_750_000, flashSale: null });
    expect(bandung.get('PKT-2029')).toMatchObject({ price: 299_000, flashSale: { everyCity: false } });
    expect(jakarta.get('PKT-2029')?.flashSale).toBeNull();
    // A sale that has ended prices nothing.
    expect(jakarta.get('08880-83886')?.flashSale).toBeNull();
  });

  it('an unknown city is a clear 400, not a price', async () => {
    const r = await ctx.app.inject({
      method: 'GET',
      url: `${catalogueCalls.productDetail.path}?category=COUPON&code=KPN-3009&cityCode=9999`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].message).toBe("Kode kota '9999' tidak dikenal");
  });
});
