import { carVariantPrices, carVariants, cities, dataVersion } from '@kemudi/db';
import { MAX_DEALER_PRICES, newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * The dealer system's price list (PUT /api/product/v1/dealer/prices): TDMS pushes OTR prices, a
 * variant's default or one city's. Run with the read cache on and the data version trusted for a
 * minute, so every read below that shows a new price proves the push made the cache switch at once.
 */

const PATH = newCarCalls.dealerPrices.path;
const DEALER_KEY = 'dealer-system-test-key-0123456789';
const BANDUNG = '3273';
const SURABAYA = '3578';

type Res = { status: number; body: any; headers: Record<string, unknown> };

/** `key` null: no x-dealer-key header at all. */
const push = async (ctx: TestContext, body: unknown, key: string | null = DEALER_KEY): Promise<Res> => {
  const r = await ctx.app.inject({
    method: 'PUT',
    url: PATH,
    headers: { authorization: `Bearer ${ctx.token}`, ...(key === null ? {} : { 'x-dealer-key': key }) },
    payload: body as object,
  });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
};

const pushed = (res: Res) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return newCarCalls.dealerPrices.data.parse(res.body.data);
};

const errorOf = (res: Res) => res.body.errors?.[0] as { type: string; message: string } | undefined;

describe('PUT /api/product/v1/dealer/prices', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ DEALER_API_KEY: DEALER_KEY, API_CACHE_TTL_SECONDS: '3600', API_DATA_VERSION_CHECK_MS: '60000' });
  });
  afterAll(() => ctx.close());

  const version = async () => (await ctx.db.select().from(dataVersion).where(eq(dataVersion.id, 1)))[0]!.version;
  const variant = async (code: string) => (await ctx.db.select().from(carVariants).where(eq(carVariants.code, code)))[0]!;
  const cityRow = async (code: string, city: string) =>
    (await ctx.db.select().from(carVariantPrices).where(and(eq(carVariantPrices.variantCode, code), eq(carVariantPrices.cityIsocode, city))))[0];
  const avanzaVariants = () => ctx.db.select().from(carVariants).where(eq(carVariants.modelCode, 'avanza')).orderBy(asc(carVariants.sortOrder));
  /** Cities the seed gives no price rows: they show the variants' default OTR. */
  const citiesWithoutRows = async () =>
    (
      await ctx.db
        .select({ isocode: cities.isocode })
        .from(cities)
        .where(notInArray(cities.isocode, ctx.db.selectDistinct({ c: carVariantPrices.cityIsocode }).from(carVariantPrices)))
        .orderBy(asc(cities.isocode))
        .limit(2)
    ).map((c) => c.isocode);
  /** The price of a variant in product-detail of its model, in a city. */
  const detailPrice = async (variantCode: string, cityCode: string) => {
    const res = await ctx.get(`/api/product/v1/product-detail?code=avanza&cityCode=${cityCode}`);
    expect(res.status).toBe(200);
    const offers = (res.body.data.detailCar.variantOptions as { variants: { code: string; price: { value: number }; strikeThroughPrice: number | null }[] }[]).flatMap(
      (o) => o.variants,
    );
    return offers.find((o) => o.code === variantCode)!;
  };
  /** Avanza's card in the new-car list of a city. */
  const listCard = async (cityCode: string) => {
    const res = await ctx.get(`/api/product/v1/product-list?slug=mobil-baru-toyota&size=100&cityCode=${cityCode}`);
    expect(res.status).toBe(200);
    return (res.body.data.content as { code: string; lowestPrice: number }[]).find((c) => c.code === 'avanza')!;
  };

  it('refuses a wrong or missing dealer key (403) and changes nothing', async () => {
    const [v] = await avanzaVariants();
    const before = await version();
    const body = { prices: [{ variantCode: v!.code, priceOtr: v!.priceOtr + 1_000_000 }] };
    for (const key of ['salah', `${DEALER_KEY}x`, '', null]) {
      const res = await push(ctx, body, key);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [{ type: 'Forbidden', message: 'Kunci sistem dealer tidak valid' }] });
    }
    const noToken = await ctx.app.inject({ method: 'PUT', url: PATH, headers: { 'x-dealer-key': DEALER_KEY }, payload: body });
    expect(noToken.statusCode).toBe(401);
    expect((await variant(v!.code)).priceOtr).toBe(v!.priceOtr);
    expect(await version()).toBe(before);
  });

  it('refuses a bad list (400) in Indonesian', async () => {
    const [v] = await avanzaVariants();
    const bad: [unknown, RegExp][] = [
      [{}, /Kolom 'prices' wajib diisi/],
      [{ prices: [] }, /Kolom 'prices' minimal berisi 1 item/],
      [{ prices: Array.from({ length: MAX_DEALER_PRICES + 1 }, () => ({ variantCode: v!.code, priceOtr: 1 })) }, /maksimal berisi 500 item/],
      [{ prices: [{ variantCode: v!.code, priceOtr: 0 }] }, /Kolom 'prices.0.priceOtr'/],
      [{ prices: [{ variantCode: v!.code, priceOtr: -5 }] }, /Kolom 'prices.0.priceOtr'/],
      [{ prices: [{ variantCode: v!.code, priceOtr: 250_000_000.5 }] }, /Kolom 'prices.0.priceOtr' harus berupa bilangan bulat/],
      [{ prices: [{ variantCode: v!.code, priceOtr: 20_000_000_001 }] }, /tidak boleh lebih dari 20000000000/],
      [{ prices: [{ variantCode: v!.code, priceOtr: '250000000' }] }, /Kolom 'prices.0.priceOtr' harus berupa angka/],
      [{ prices: [{ priceOtr: 250_000_000 }] }, /Kolom 'prices.0.variantCode' wajib diisi/],
      [{ prices: [{ variantCode: v!.code, cityIsocode: '32', priceOtr: 250_000_000 }] }, /harus 4 digit kode kota/],
      [
        {
          prices: [
            { variantCode: v!.code, cityIsocode: BANDUNG, priceOtr: 250_000_000 },
            { variantCode: v!.code, cityIsocode: BANDUNG, priceOtr: 260_000_000 },
          ],
        },
        /Kolom 'prices.1' ganda: harga .* untuk kota 3273 sudah ada di daftar/,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await push(ctx, body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(errorOf(res)?.type).toBe('ValidationError');
      expect(errorOf(res)?.message).toMatch(message);
    }
  });

  it('names an unknown variant (404) or city (400) and writes none of the list', async () => {
    const [a, b] = await avanzaVariants();
    const before = { version: await version(), a: await variant(a!.code), bandung: await cityRow(b!.code, BANDUNG) };
    const unknownVariant = await push(ctx, {
      prices: [
        { variantCode: a!.code, priceOtr: a!.priceOtr + 7_000_000 },
        { variantCode: 'TIDAK-ADA-1', priceOtr: 300_000_000 },
        { variantCode: b!.code, cityIsocode: BANDUNG, priceOtr: 300_000_000 },
      ],
    });
    expect(unknownVariant.status).toBe(404);
    expect(errorOf(unknownVariant)).toEqual({ type: 'NotFoundError', message: "Varian mobil 'TIDAK-ADA-1' tidak ditemukan; tidak ada harga yang diubah" });

    const unknownCity = await push(ctx, {
      prices: [
        { variantCode: a!.code, priceOtr: a!.priceOtr + 7_000_000 },
        { variantCode: b!.code, cityIsocode: '9999', priceOtr: 300_000_000 },
      ],
    });
    expect(unknownCity.status).toBe(400);
    expect(errorOf(unknownCity)).toEqual({ type: 'ValidationError', message: "Kode kota '9999' tidak dikenal; tidak ada harga yang diubah" });

    expect(await variant(a!.code)).toEqual(before.a);
    expect(await cityRow(b!.code, BANDUNG)).toEqual(before.bandung);
    expect(await version()).toBe(before.version);
  });

  it("changes a city's OTR: that city's detail and list show it, another city does not", async () => {
    const variants = await avanzaVariants();
    const cheapest = [...variants].sort((x, y) => x.priceOtr - y.priceOtr)[0]!;
    // Read (and cache) both cities' answers first: they must be answered fresh after the push.
    const bandungBefore = await detailPrice(cheapest.code, BANDUNG);
    const surabayaBefore = await detailPrice(cheapest.code, SURABAYA);
    const surabayaCardBefore = await listCard(SURABAYA);
    await listCard(BANDUNG);
    const newPrice = bandungBefore.price.value - 3_000_000;
    const versionBefore = await version();

    const data = pushed(await push(ctx, { prices: [{ variantCode: cheapest.code, cityIsocode: BANDUNG, priceOtr: newPrice }] }));
    expect(data.updated).toBe(1);
    expect(data.version).toBeGreaterThan(versionBefore);
    expect(data.version).toBe(await version());
    expect(pushed(await push(ctx, { prices: [{ variantCode: cheapest.code, cityIsocode: BANDUNG, priceOtr: newPrice }] }))).toEqual({
      updated: 0,
      version: data.version,
    });

    expect((await cityRow(cheapest.code, BANDUNG))!.price).toBe(newPrice);
    const bandungAfter = await detailPrice(cheapest.code, BANDUNG);
    expect(bandungAfter.price.value).toBe(newPrice);
    // The strike-through keeps its rupiah discount off the new price (pricing.ts cityStrikeSql).
    if (cheapest.strikeThroughPrice !== null) expect(bandungAfter.strikeThroughPrice).toBe(bandungBefore.strikeThroughPrice! - 3_000_000);
    expect((await listCard(BANDUNG)).lowestPrice).toBe(newPrice);
    expect(await detailPrice(cheapest.code, SURABAYA)).toEqual(surabayaBefore);
    expect(await listCard(SURABAYA)).toEqual(surabayaCardBefore);
    expect((await variant(cheapest.code)).priceOtr).toBe(cheapest.priceOtr);
  });

  it('sets a city row where the city had none, and the default OTR that cities without a row show', async () => {
    const [withRowAfterPush, withoutRow] = await citiesWithoutRows();
    const variants = await avanzaVariants();
    const v = variants[variants.length - 1]!;
    const bandungBefore = await detailPrice(v.code, BANDUNG);
    expect((await detailPrice(v.code, withoutRow!)).price.value).toBe(v.priceOtr);
    expect((await detailPrice(v.code, withRowAfterPush!)).price.value).toBe(v.priceOtr);
    const versionBefore = await version();

    const data = pushed(
      await push(ctx, {
        prices: [
          { variantCode: v.code, priceOtr: v.priceOtr + 2_500_000 },
          { variantCode: v.code, cityIsocode: withRowAfterPush, priceOtr: v.priceOtr + 9_000_000 },
        ],
      }),
    );
    expect(data.updated).toBe(2);
    expect(data.version).toBeGreaterThan(versionBefore);

    const after = await variant(v.code);
    expect(after.priceOtr).toBe(v.priceOtr + 2_500_000);
    expect(after.strikeThroughPrice).toBe(v.strikeThroughPrice);
    expect((await cityRow(v.code, withRowAfterPush!))!.price).toBe(v.priceOtr + 9_000_000);
    expect((await detailPrice(v.code, withoutRow!)).price.value).toBe(v.priceOtr + 2_500_000);
    expect((await detailPrice(v.code, withRowAfterPush!)).price.value).toBe(v.priceOtr + 9_000_000);
    // A city with its own row keeps it.
    expect((await detailPrice(v.code, BANDUNG)).price.value).toBe(bandungBefore.price.value);

    // The web server learns the same version.
    const current = siteCalls.dataVersion.data.parse((await ctx.get(siteCalls.dataVersion.path)).body.data);
    expect(current.version).toBe(data.version);
  });

  it('is documented with the other calls', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; description?: string; responses?: Record<string, unknown> }>>;
    }>();
    const op = doc.paths[PATH]?.put;
    expect(op?.description).toMatch(/x-dealer-key/);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '403', '404']));
  });
});

describe('PUT /api/product/v1/dealer/prices while DEALER_API_KEY is unset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is served and always refuses (403)', async () => {
    const [v] = await ctx.db.select().from(carVariants).orderBy(asc(carVariants.code)).limit(1);
    for (const key of [DEALER_KEY, '', null]) {
      const res = await push(ctx, { prices: [{ variantCode: v!.code, priceOtr: v!.priceOtr + 1 }] }, key);
      expect(res.status).toBe(403);
      expect(errorOf(res)?.message).toBe('Kunci sistem dealer tidak valid');
    }
    expect((await ctx.db.select().from(carVariants).where(eq(carVariants.code, v!.code)))[0]!.priceOtr).toBe(v!.priceOtr);
  });
});
