import {
  accessories,
  carModels,
  carSpecifications,
  carVariantPrices,
  carVariants,
  cities,
  reviews,
  serviceCoupons,
  usedCars,
} from '@kemudi/db';
import { calculateCredit } from '@kemudi/domain/credit';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { and, asc, desc, eq, isNotNull, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

const BASE = '/api/product/v1';
const BANDUNG = '3273';
const JAKARTA_PUSAT = '0080';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

type Offer = { code: string; price: { value: number }; strikeThroughPrice: number | null; discountPercent: number | null };
const offersOf = (data: { detailCar: { variantOptions: { variants: Offer[] }[] } }) =>
  data.detailCar.variantOptions.flatMap((o) => o.variants);

async function avanzaVariants() {
  return ctx.db.select().from(carVariants).where(eq(carVariants.modelCode, 'avanza')).orderBy(asc(carVariants.sortOrder));
}

function expectNotFound(res: { status: number; body: any }) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ errors: [{ type: 'NotFoundError', message: expect.stringContaining('Produk tidak ditemukan') }] });
}

describe('GET product-detail', () => {
  it('defaults to NEWCAR and answers the §3 Product markup fields of the model', async () => {
    const res = await ctx.get(`${BASE}/product-detail?code=avanza`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.category).toBe('NEWCAR');
    expect(data.cityCode).toBe(JAKARTA_PUSAT);
    expect(data.product).toMatchObject({ code: 'avanza', name: 'Avanza', url: '/mobil-baru-toyota/p/avanza' });
    expect(data.product.imageUrl).toMatch(/^\/api\/media\/v1\/car\/avanza\.svg\?color=[0-9a-f]{6}/);
    // Every variant of the model, once, each with IDR price and isPreorder.
    const variants = await avanzaVariants();
    expect(offersOf(data).map((v) => v.code).sort()).toEqual(variants.map((v) => v.code).sort());
    for (const offer of offersOf(data)) expect(offer).toMatchObject({ price: { currency: 'IDR' }, isPreorder: expect.any(Boolean) });
    expect(data.colors.length).toBeGreaterThan(0);
    expect(data.colors[0].imageUrl).toBe(MEDIA.car('avanza', data.colors[0].hex, data.colors[0].roofHex));
    expect(data.superiorities[0].imageUrl).toBe(MEDIA.icon(data.superiorities[0].icon));
    expect(data.keySpecifications.length).toBeGreaterThan(0);
  });

  it('rates the model from its NEWCAR reviews: mean, count and the latest five', async () => {
    const rows = await ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.type, 'NEWCAR'), eq(reviews.objectCode, 'avanza')))
      .orderBy(desc(reviews.createdDate), desc(reviews.id));
    expect(rows.length).toBeGreaterThan(0);
    const res = await ctx.get(`${BASE}/product-detail?code=avanza`);
    const { rateData } = res.body.data;
    expect(rateData.count).toBe(rows.length);
    const mean = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
    expect(rateData.average).toBe(Math.round(mean * 10) / 10);
    expect(rateData.content).toHaveLength(Math.min(5, rows.length));
    expect(rateData.content.map((r: { title: string }) => r.title)).toEqual(rows.slice(0, 5).map((r) => r.title));
    expect(rateData.content[0]).toMatchObject({ reviewerName: rows[0]!.reviewerName, rating: rows[0]!.rating, createdDate: rows[0]!.createdDate });
  });

  it('names the lowest-price variant and its (absent) strike-through price', async () => {
    const variants = await avanzaVariants();
    const cheapest = [...variants].sort((a, b) => a.priceOtr - b.priceOtr)[0]!;
    const res = await ctx.get(`${BASE}/product-detail?code=avanza&category=NEWCAR`);
    expect(res.body.data.detailCar.lowestPriceVariant.code).toBe(cheapest.code);
    expect(res.body.data.detailCar.lowestPriceVariant.price.value).toBe(cheapest.priceOtr);
    expect(res.body.data.lowestPrice).toBe(cheapest.priceOtr);
    expect(res.body.data.detailCar.strikeThroughPrice).toBe(cheapest.strikeThroughPrice === null ? null : { value: cheapest.strikeThroughPrice });
  });

  it('prices Bandung from its own OTR rows, above Jakarta', async () => {
    const [jakarta, bandung] = await Promise.all([
      ctx.get(`${BASE}/product-detail?code=avanza`),
      ctx.get(`${BASE}/product-detail?code=avanza&cityCode=${BANDUNG}`),
    ]);
    expect(bandung.status).toBe(200);
    expect(bandung.body.data).toMatchObject({ cityCode: BANDUNG, cityName: 'Kota Bandung' });
    const rows = await ctx.db.select().from(carVariantPrices).where(eq(carVariantPrices.cityIsocode, BANDUNG));
    const bandungPrice = new Map(rows.map((r) => [r.variantCode, r.price]));
    const jakartaOffers = new Map(offersOf(jakarta.body.data).map((o) => [o.code, o]));
    for (const offer of offersOf(bandung.body.data)) {
      expect(offer.price.value).toBe(bandungPrice.get(offer.code));
      expect(offer.price.value).toBeGreaterThan(jakartaOffers.get(offer.code)!.price.value);
    }
  });

  it('falls back to the default OTR in a city without price rows, and refuses an unknown city code', async () => {
    // The seed prices a couple of dozen cities; pick one of the other ~490.
    const [city] = await ctx.db
      .select({ isocode: cities.isocode })
      .from(cities)
      .where(notInArray(cities.isocode, ctx.db.selectDistinct({ c: carVariantPrices.cityIsocode }).from(carVariantPrices)))
      .orderBy(asc(cities.isocode))
      .limit(1);
    expect(city).toBeDefined();
    const res = await ctx.get(`${BASE}/product-detail?code=avanza&cityCode=${city!.isocode}`);
    expect(res.status).toBe(200);
    const variants = await avanzaVariants();
    const otr = new Map(variants.map((v) => [v.code, v.priceOtr]));
    for (const offer of offersOf(res.body.data)) expect(offer.price.value).toBe(otr.get(offer.code));

    const unknown = await ctx.get(`${BASE}/product-detail?code=avanza&cityCode=9999`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe("Kode kota '9999' tidak dikenal");
  });

  it('states the §9 discount percent of a variant with a strike-through price, in Jakarta and in Bandung', async () => {
    const [variant] = await ctx.db
      .select()
      .from(carVariants)
      .where(and(eq(carVariants.modelCode, 'avanza'), isNotNull(carVariants.strikeThroughPrice)))
      .orderBy(asc(carVariants.sortOrder));
    expect(variant?.strikeThroughPrice).not.toBeNull();
    const res = await ctx.get(`${BASE}/product-detail?code=avanza`);
    const offer = offersOf(res.body.data).find((o) => o.code === variant!.code)!;
    expect(offer.strikeThroughPrice).toBe(variant!.strikeThroughPrice);
    expect(offer.discountPercent).toBe(discountPercent(variant!.strikeThroughPrice, variant!.priceOtr));
    expect(offer.discountPercent).toBe(2); // AVZ-15G-CVT: Rp 293.400.000 → Rp 288.400.000

    // In Bandung the rupiah discount stays the same; the percentage follows §9 on the city prices.
    const bandung = await ctx.get(`${BASE}/product-detail?code=avanza&cityCode=${BANDUNG}`);
    const cityOffer = offersOf(bandung.body.data).find((o) => o.code === variant!.code)!;
    expect(cityOffer.strikeThroughPrice! - cityOffer.price.value).toBe(variant!.strikeThroughPrice! - variant!.priceOtr);
    expect(cityOffer.discountPercent).toBe(discountPercent(cityOffer.strikeThroughPrice, cityOffer.price.value));
  });

  it('answers a used car with its §3 Used car fields, inspection and branch', async () => {
    const [car] = await ctx.db.select().from(usedCars).orderBy(asc(usedCars.code)).limit(1);
    const res = await ctx.get(`${BASE}/product-detail?code=${car!.code}&category=USEDCAR`);
    expect(res.status).toBe(200);
    expect(res.body.data.category).toBe('USEDCAR');
    expect(res.body.data.usedCar).toMatchObject({
      code: car!.code,
      brand: 'Toyota',
      vehicleModelDate: String(car!.year),
      color: car!.colorName,
      mileageFromOdometer: car!.mileageKm,
      price: car!.price,
      url: `/c/certified-used-car-toyota/p/${car!.code}`,
      inspection: { score: car!.inspection.score },
    });
    expect(res.body.data.branch.url).toMatch(/^\/dealer-toyota\//);
  });

  it('answers an accessory and a coupon as items', async () => {
    const [accessory] = await ctx.db.select().from(accessories).orderBy(asc(accessories.code)).limit(1);
    const a = await ctx.get(`${BASE}/product-detail?code=${accessory!.code}&category=ACCESSORY`);
    expect(a.body.data).toMatchObject({ category: 'ACCESSORY', item: { code: accessory!.code, price: accessory!.price, priceCurrency: 'IDR' } });
    const c = await ctx.get(`${BASE}/product-detail?code=KPN-3021&category=COUPON`);
    // KPN-3021 ran 1–15 October 2026: shown, but not active on 22 November 2026.
    expect(c.body.data).toMatchObject({ category: 'COUPON', item: { code: 'KPN-3021', isActive: false } });
  });

  it('answers 404 NotFoundError for unknown codes', async () => {
    expectNotFound(await ctx.get(`${BASE}/product-detail?code=tidak-ada`));
    expectNotFound(await ctx.get(`${BASE}/product-detail?code=avanza&category=USEDCAR`));
    expectNotFound(await ctx.get(`${BASE}/product-detail?code=UC-00000&category=USEDCAR`));
    expectNotFound(await ctx.get(`${BASE}/new-car-product/information/tidak-ada`));
    expectNotFound(await ctx.get(`${BASE}/new-car-product/specification/tidak-ada`));
    expectNotFound(await ctx.get(`${BASE}/new-car-product/superiority/tidak-ada`));
    expectNotFound(await ctx.get(`${BASE}/new-car-product/similar/tidak-ada`));
    expectNotFound(await ctx.get(`${BASE}/v2/gallery/tidak-ada`));
    expectNotFound(await ctx.get(`${BASE}/v2/all-gallery/tidak-ada`));
    expectNotFound(await ctx.get(`${BASE}/v2/content/tidak-ada/price`));
    expectNotFound(await ctx.get(`${BASE}/coupon-product?productCode=tidak-ada`));
  });
});

describe('GET product-list and products', () => {
  it('lists every model as a card on mobil-baru-toyota, 12 per page', async () => {
    const models = await ctx.db.select({ code: carModels.code }).from(carModels);
    const res = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'mobil-baru-toyota', title: 'Mobil Baru Toyota', totalElements: models.length, size: 12 });
    expect(res.body.data.content).toHaveLength(12);
    const card = res.body.data.content[0];
    expect(card).toMatchObject({ kind: 'NEWCAR', url: `/mobil-baru-toyota/p/${card.code}` });
    expect(card.imageUrl.startsWith(MEDIA.car(card.code, card.colors[0].hex))).toBe(true);
    expect(card.lowestPrice).toBeLessThanOrEqual(card.highestPrice);
  });

  it('gives the Avanza card its cheapest variant’s price and no strike-through (that variant has none)', async () => {
    const res = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&model=avanza`);
    expect(res.body.data.totalElements).toBe(1);
    const variants = await avanzaVariants();
    const card = res.body.data.content[0];
    expect(card.lowestPrice).toBe(Math.min(...variants.map((v) => v.priceOtr)));
    expect(card.highestPrice).toBe(Math.max(...variants.map((v) => v.priceOtr)));
    expect(card.strikeThroughPrice).toBeNull();
    expect(card.discountPercent).toBeNull();
    expect(card.fuels).toEqual(['Bensin']);
  });

  it('tells a two-tone paint on a card from its one-colour twin by its roof (Raize)', async () => {
    const res = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&model=raize`);
    const colors: { name: string; hex: string; roofHex?: string | null }[] = res.body.data.content[0].colors;
    const twoTone = colors.find((c) => c.name === 'Red Metallic with Black Roof');
    const plain = colors.find((c) => c.name === 'Red Metallic');
    expect(twoTone?.hex).toBe(plain?.hex);
    expect(twoTone?.roofHex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(plain?.roofHex).toBeNull();
    expect(new Set(colors.map((c) => `${c.hex}/${c.roofHex}`)).size).toBe(colors.length);
  });

  it('seats a model as its variants do: the Zenix card says 7–8, and a 7-seat search finds only its V', async () => {
    const all = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&model=innovazenix`);
    expect(all.body.data.content[0]).toMatchObject({ seats: 8, minSeats: 7 });
    const seven = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&model=innovazenix&seats=7`);
    const [card] = seven.body.data.content;
    expect(card).toMatchObject({ seats: 7, minSeats: 7 });
    const [v] = await ctx.db.select().from(carVariants).where(eq(carVariants.code, 'IZN-20V-CVT'));
    expect(card.lowestPrice).toBe(v!.priceOtr);
    const detail = await ctx.get(`${BASE}/product-detail?code=innovazenix`);
    const offers = detail.body.data.detailCar.variantOptions.flatMap((o: { variants: { code: string; seats: number }[] }) => o.variants);
    expect(Object.fromEntries(offers.map((o: { code: string; seats: number }) => [o.code, o.seats]))).toEqual({ 'IZN-20G-CVT': 8, 'IZN-20V-CVT': 7 });
    const compare = await ctx.get(`${BASE}/compare-product?codes=innovazenix,IZN-20V-CVT,avanza`);
    const seats = compare.body.data.rows.find((r: { label: string }) => r.label === 'Kapasitas Penumpang');
    expect(seats.values).toEqual(['7–8 orang', '7 orang', '7 orang']);
  });

  it('flags the models a buyer finds under the GR Sport chip: GR Sport trims and GR cars, not an aero kit', async () => {
    const res = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&size=100`);
    const gr = res.body.data.content.filter((c: { grSport: boolean }) => c.grSport).map((c: { code: string }) => c.code);
    expect(gr).toEqual(expect.arrayContaining(['agyagrsport', 'raize', 'rush', 'fortuner', 'corollacrosshybrid', 'gr86']));
    expect(gr).not.toContain('yariscross');
    expect(gr).not.toContain('avanza');
    // Filtered to its manual G, the Rush has no GR Sport left on its card.
    const plain = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&model=rush&transmission=Manual&maxPrice=290000000`);
    expect(plain.body.data.content[0]).toMatchObject({ code: 'rush', grSport: false });
  });

  it('lists only test-drive models on testdrive-toyota', async () => {
    const models = await ctx.db.select({ code: carModels.code }).from(carModels).where(eq(carModels.testDrive, true));
    const res = await ctx.get(`${BASE}/product-list?slug=testdrive-toyota&size=100`);
    expect(res.body.data.totalElements).toBe(models.length);
    expect(res.body.data.content.map((c: { code: string }) => c.code).sort()).toEqual(models.map((m) => m.code).sort());
  });

  it('filters new cars by body type, fuel and price, and sorts by price', async () => {
    const suv = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&bodyType=suv&size=100`);
    expect(suv.body.data.totalElements).toBeGreaterThan(0);
    for (const card of suv.body.data.content) expect(card.bodyType).toBe('suv');

    const hybrid = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&fuel=hybrid&size=100`);
    expect(hybrid.body.data.totalElements).toBeGreaterThan(0);
    for (const card of hybrid.body.data.content) expect(card.fuels).toEqual(['Hybrid']);

    const cheap = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&maxPrice=300000000&sort=price-asc&size=100`);
    const prices = cheap.body.data.content.map((c: { lowestPrice: number }) => c.lowestPrice);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const card of cheap.body.data.content) expect(card.highestPrice).toBeLessThanOrEqual(300_000_000);

    const bad = await ctx.get(`${BASE}/product-list?slug=mobil-baru-toyota&minPrice=5&maxPrice=1`);
    expect(bad.status).toBe(400);
  });

  it('lists used cars that are not sold, with city and branch names', async () => {
    const unsold = await ctx.db.select({ code: usedCars.code }).from(usedCars).where(ne(usedCars.status, 'sold'));
    const res = await ctx.get(`${BASE}/product-list?slug=certified-used-car-toyota`);
    expect(res.body.data).toMatchObject({ category: 'USEDCAR', totalElements: unsold.length });
    const card = res.body.data.content[0];
    expect(card).toMatchObject({ kind: 'USEDCAR', imageUrl: MEDIA.usedCar(card.code) });
    expect(card.cityName).toMatch(/^(Kota|Kabupaten) /);
    expect(card.branchName.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown slug and lists after-sales kinds by category', async () => {
    const unknown = await ctx.get(`${BASE}/product-list?slug=tidak-ada`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({ type: 'NotFoundError', message: "Kategori 'tidak-ada' tidak ditemukan" });

    const parts = await ctx.get(`${BASE}/products?category=SPAREPART&size=5&page=1`);
    expect(parts.body.data).toMatchObject({ category: 'SPAREPART', page: 1, size: 5 });
    expect(parts.body.data.content).toHaveLength(5);
    for (const card of parts.body.data.content) expect(card.kind).toBe('SPAREPART');

    const defaults = await ctx.get(`${BASE}/products`);
    expect(defaults.body.data.category).toBe('NEWCAR');

    // kupon-service lists coupons on sale today: the October coupons are over.
    const coupons = await ctx.get(`${BASE}/product-list?slug=kupon-service&size=100`);
    const codes = coupons.body.data.content.map((c: { code: string }) => c.code);
    expect(codes).toContain('KPN-3001');
    expect(codes).not.toContain('KPN-3021');
    expect(codes).not.toContain('KPN-3022');
  });
});

describe('GET new-car-product/*', () => {
  it('specification groups every row and resolves it per variant', async () => {
    const rows = await ctx.db.select().from(carSpecifications).where(eq(carSpecifications.modelCode, 'avanza'));
    const variants = await avanzaVariants();
    const res = await ctx.get(`${BASE}/new-car-product/specification/avanza`);
    expect(res.status).toBe(200);
    const groups: { group: string; rows: { label: string; value: string; variantValues: { code: string; value: string }[] }[] }[] =
      res.body.data;
    expect(groups.flatMap((g) => g.rows)).toHaveLength(rows.length);
    expect(groups[0]!.group).toBe('Mesin');
    for (const row of groups.flatMap((g) => g.rows)) expect(row.variantValues.map((v) => v.code)).toEqual(variants.map((v) => v.code));
    const airbag = groups.flatMap((g) => g.rows).find((r) => r.label === 'Airbag')!;
    expect(airbag.variantValues.find((v) => v.code === 'AVZ-15G-CVT-TSS')!.value).toMatch(/^6 airbag/);
    expect(airbag.variantValues.find((v) => v.code === 'AVZ-13E-MT')!.value).toBe(airbag.value);
  });

  it('information and superiority describe the model', async () => {
    const info = await ctx.get(`${BASE}/new-car-product/information/fortuner?cityCode=${BANDUNG}`);
    expect(info.body.data).toMatchObject({ code: 'fortuner', name: 'Fortuner', cityCode: BANDUNG, fullSpecificationUrl: '/p/fortuner/full-specification' });
    const sup = await ctx.get(`${BASE}/new-car-product/superiority/fortuner`);
    expect(sup.body.data.length).toBeGreaterThan(0);
  });

  it('similar answers four other models, same body type first, never the model itself', async () => {
    const res = await ctx.get(`${BASE}/new-car-product/similar/avanza`);
    expect(res.status).toBe(200);
    const cards: { code: string; bodyType: string }[] = res.body.data;
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => c.code)).not.toContain('avanza');
    // Avanza is an MPV and the seed has more than four other MPVs.
    for (const card of cards) expect(card.bodyType).toBe('mpv');
  });

  it('similar-products/details answers cards in the order asked, skipping unknown codes', async () => {
    const res = await ctx.get(`${BASE}/new-car-product/similar-products/details?codes=fortuner,tidak-ada,avanza`);
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(['fortuner', 'avanza']);
  });
});

describe('GET v2 gallery, all-gallery, content', () => {
  it('gallery answers the exterior pictures; all-gallery groups every kind and the videos', async () => {
    const gallery = await ctx.get(`${BASE}/v2/gallery/avanza`);
    expect(gallery.body.data.length).toBeGreaterThan(0);
    for (const item of gallery.body.data) {
      expect(item.kind).toBe('exterior');
      expect(item.imageUrl).toBe(MEDIA.gallery('avanza', item.id));
    }
    const all = await ctx.get(`${BASE}/v2/all-gallery/avanza`);
    expect(all.body.data.groups[0]).toMatchObject({ kind: 'exterior', label: 'Eksterior' });
    for (const video of all.body.data.videos) expect(video.thumbnailUrl).toBe(MEDIA.video(video.id));
  });

  it('content price and promo depend on the city', async () => {
    const price = await ctx.get(`${BASE}/v2/content/avanza/price?cityCode=${BANDUNG}`);
    const detail = await ctx.get(`${BASE}/product-detail?code=avanza&cityCode=${BANDUNG}`);
    expect(price.body.data.lowestPrice).toBe(detail.body.data.lowestPrice);
    const promo = await ctx.get(`${BASE}/v2/content/avanza/promo`);
    expect(promo.body.data.promos.map((p: { slug: string }) => p.slug)).toContain('dp-ringan-avanza-veloz');
    const bad = await ctx.get(`${BASE}/v2/content/avanza/tidak-ada`);
    expect(bad.status).toBe(400);
  });
});

describe('GET compare-product', () => {
  it('puts a model, a variant and another model side by side with aligned rows', async () => {
    const res = await ctx.get(`${BASE}/compare-product?codes=avanza,AVZ-15G-CVT-TSS,fortuner`);
    expect(res.status).toBe(200);
    const { items, rows } = res.body.data;
    expect(items.map((i: { code: string }) => i.code)).toEqual(['avanza', 'AVZ-15G-CVT-TSS', 'fortuner']);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['model', 'variant', 'model']);
    const variants = await avanzaVariants();
    expect(items[0].price).toBe(Math.min(...variants.map((v) => v.priceOtr)));
    expect(items[1].price).toBe(variants.find((v) => v.code === 'AVZ-15G-CVT-TSS')!.priceOtr);
    for (const row of rows) expect(row.values).toHaveLength(3);
    const airbag = rows.find((r: { label: string }) => r.label === 'Airbag');
    expect(airbag.values[0]).toBe('2 airbag (depan)');
    expect(airbag.values[1]).toMatch(/^6 airbag/);
    const labels = rows.map((r: { group: string; label: string }) => `${r.group}/${r.label}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('refuses fewer than two, more than three, repeated codes or codes that are neither model nor variant', async () => {
    for (const codes of ['avanza', 'avanza,veloz,rush,raize', 'avanza,avanza', 'avanza,tidak-ada', 'avanza,KPN-3001']) {
      const res = await ctx.get(`${BASE}/compare-product?codes=${codes}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].type).toBe('ValidationError');
    }
  });
});

describe('GET compare-product/options', () => {
  it('offers every model with variants, by name, each with all of its variants in one answer', async () => {
    const res = await ctx.get(`${BASE}/compare-product/options`);
    expect(res.status).toBe(200);
    const models: { code: string; name: string; variants: { code: string; name: string }[] }[] = res.body.data.models;
    const names = models.map((m) => m.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('id', { sensitivity: 'base', numeric: true }).compare));
    const avanza = models.find((m) => m.code === 'avanza');
    expect(avanza?.variants.map((v) => v.code).sort()).toEqual((await avanzaVariants()).map((v) => v.code).sort());
    const allVariants = await ctx.db.select({ code: carVariants.code }).from(carVariants);
    expect(models.flatMap((m) => m.variants).length).toBe(allVariants.length);
    // every offered code is accepted by compare-product itself
    const pick = [models[0]!.code, models[1]!.variants[0]!.code];
    const compared = await ctx.get(`${BASE}/compare-product?codes=${pick.join(',')}`);
    expect(compared.status).toBe(200);
  });
});

describe('GET coupon-product', () => {
  it('answers the coupons valid today that apply to the model, with their discount', async () => {
    const rows = await ctx.db.select().from(serviceCoupons);
    const res = await ctx.get(`${BASE}/coupon-product?productCode=avanza`);
    expect(res.status).toBe(200);
    const coupons: { code: string; discountPercent: number | null; validFrom: string; validUntil: string }[] = res.body.data.coupons;
    const expected = rows
      .filter((c) => c.modelCodes.includes('avanza') && c.validFrom <= '2026-11-22' && c.validUntil >= '2026-11-22')
      .map((c) => c.code)
      .sort();
    expect(coupons.map((c) => c.code).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    for (const c of coupons as (typeof coupons[number] & { price: number; normalPrice: number; flashSale: { regularPrice: number } | null })[]) {
      const row = rows.find((r) => r.code === c.code)!;
      // Today's price (a running flash sale of the city included, issue 29) against the normal price.
      expect(c.discountPercent).toBe(discountPercent(row.normalPrice, c.price));
      expect(c.flashSale === null ? c.price : c.flashSale.regularPrice).toBe(row.price);
    }
    // The coupon of issue 29: its flash sale of every city prices it here as on its page and in the cart.
    expect(coupons.find((c) => c.code === 'KPN-3009')).toMatchObject({ price: 275_000, normalPrice: 560_000, discountPercent: 51 });
    // A variant code stands for its model.
    const byVariant = await ctx.get(`${BASE}/coupon-product?productCode=AVZ-13E-MT`);
    expect(byVariant.body.data.coupons).toEqual(coupons);
  });
});

describe('POST v2/creditcalculator', () => {
  it('matches the domain module for the variant’s Bandung OTR', async () => {
    const [price] = await ctx.db
      .select()
      .from(carVariantPrices)
      .where(and(eq(carVariantPrices.variantCode, 'AVZ-15G-CVT'), eq(carVariantPrices.cityIsocode, BANDUNG)));
    const res = await ctx.post(`${BASE}/v2/creditcalculator`, {
      productCode: 'AVZ-15G-CVT',
      cityCode: BANDUNG,
      downPaymentPercent: 25,
      tenorMonths: 36,
    });
    expect(res.status).toBe(200);
    const expected = calculateCredit({ otrPrice: price!.price, downPaymentPercent: 25, tenorMonths: 36 });
    expect(res.body.data).toMatchObject({ ...expected, productCode: 'AVZ-15G-CVT', cityCode: BANDUNG });
  });

  it('matches the domain module for a given OTR and a down payment in rupiah', async () => {
    const input = { otrPrice: 350_000_000, downPaymentAmount: 100_000_000, tenorMonths: 60, insuranceKind: 'tlo' as const };
    const res = await ctx.post(`${BASE}/v2/creditcalculator`, input);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...calculateCredit(input), productCode: null });
  });

  it('rejects a 7-month tenor with the module’s Indonesian message', async () => {
    const input = { otrPrice: 300_000_000, downPaymentPercent: 20, tenorMonths: 7 };
    let message = '';
    try {
      calculateCredit(input);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toBe('');
    const res = await ctx.post(`${BASE}/v2/creditcalculator`, input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ type: 'ValidationError', message }] });
  });

  it('simulates a certified used car on its own price, named as its page names it (issue 29)', async () => {
    const [car] = await ctx.db.select().from(usedCars).where(eq(usedCars.status, 'available')).limit(1);
    const [model] = await ctx.db.select().from(carModels).where(eq(carModels.code, car!.modelCode));
    const res = await ctx.post(`${BASE}/v2/creditcalculator`, { usedCarCode: car!.code, downPaymentPercent: 30, tenorMonths: 24, insuranceKind: 'tlo' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ...calculateCredit({ otrPrice: car!.price, downPaymentPercent: 30, tenorMonths: 24, insuranceKind: 'tlo' }),
      productCode: car!.code,
      productName: `Toyota ${car!.modelName ?? model!.name} ${car!.variantName} ${car!.year}`,
      paymentScheme: 'ADDB',
    });
    // The price is the car's: a different car gives a different instalment for the same choice.
    const [other] = await ctx.db.select().from(usedCars).where(and(eq(usedCars.status, 'available'), ne(usedCars.price, car!.price))).limit(1);
    const second = await ctx.post(`${BASE}/v2/creditcalculator`, { usedCarCode: other!.code, downPaymentPercent: 30, tenorMonths: 24 });
    expect(second.body.data.otrPrice).toBe(other!.price);
    expect(second.body.data.monthlyInstallment).not.toBe(res.body.data.monthlyInstallment);
  });

  it('refuses a used car together with a price, an unknown used car and a sold one', async () => {
    const [car] = await ctx.db.select().from(usedCars).where(eq(usedCars.status, 'available')).limit(1);
    const both = await ctx.post(`${BASE}/v2/creditcalculator`, { usedCarCode: car!.code, otrPrice: 1, downPaymentPercent: 20, tenorMonths: 12 });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].message).toMatch(/salah satu saja/);
    expectNotFound(await ctx.post(`${BASE}/v2/creditcalculator`, { usedCarCode: 'UC-TIDAK-ADA', downPaymentPercent: 20, tenorMonths: 12 }));
    // The seed sells none: this car is sold for the check and back on sale after it.
    await ctx.db.update(usedCars).set({ status: 'sold' }).where(eq(usedCars.code, car!.code));
    try {
      const sold = await ctx.post(`${BASE}/v2/creditcalculator`, { usedCarCode: car!.code, downPaymentPercent: 20, tenorMonths: 12 });
      expect(sold.status).toBe(409);
      expect(sold.body.errors[0].message).toBe('Mobil ini sudah terjual');
    } finally {
      await ctx.db.update(usedCars).set({ status: 'available' }).where(eq(usedCars.code, car!.code));
    }
  });

  it('asks for exactly one of productCode and otrPrice, and 404s an unknown variant', async () => {
    const both = await ctx.post(`${BASE}/v2/creditcalculator`, {
      productCode: 'AVZ-15G-CVT',
      otrPrice: 1,
      downPaymentPercent: 20,
      tenorMonths: 12,
    });
    expect(both.status).toBe(400);
    const missingDp = await ctx.post(`${BASE}/v2/creditcalculator`, { otrPrice: 300_000_000, tenorMonths: 12 });
    expect(missingDp.status).toBe(400);
    expect(missingDp.body.errors[0].message).toBe('Uang muka wajib diisi');
    expectNotFound(await ctx.post(`${BASE}/v2/creditcalculator`, { productCode: 'XXX', downPaymentPercent: 20, tenorMonths: 12 }));
  });
});

describe('OpenAPI', () => {
  it('documents every product operation under the product tag', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string }>> }>();
    const productPaths = Object.keys(doc.paths).filter((p) => p.startsWith(BASE) && !p.startsWith(`${BASE}/salesman`));
    expect(productPaths.length).toBeGreaterThanOrEqual(15);
    for (const path of productPaths) {
      for (const op of Object.values(doc.paths[path]!)) {
        expect(op.tags).toEqual(['product']);
        expect(op.summary).toMatch(/§7/);
        expect(op.description?.length).toBeGreaterThan(20);
      }
    }
  });
});
