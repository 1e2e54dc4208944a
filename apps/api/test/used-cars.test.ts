import { branches, carModels, usedCars } from '@kemudi/db';
import { MEDIA } from '@kemudi/domain/media';
import { USED_CAR_PHOTOS } from '@kemudi/domain/used-car-photos';
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

const BASE = '/api/product/v1';
const LIST = `${BASE}/product-list?slug=certified-used-car-toyota&size=100`;
const BANDUNG = '3273';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

type Card = { code: string; modelCode: string; year: number; mileageKm: number; price: number; cityName: string; transmission: string };

async function onOffer() {
  return ctx.db
    .select({ car: usedCars, cityIsocode: branches.cityIsocode, bodyType: carModels.bodyType })
    .from(usedCars)
    .innerJoin(branches, eq(branches.id, usedCars.branchId))
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .where(ne(usedCars.status, 'sold'))
    .orderBy(asc(usedCars.code));
}

const codesOf = (cards: Card[]) => cards.map((c) => c.code).sort();

describe('used-car list filters', () => {
  it('maxMileage keeps the cars whose odometer is at most that many km', async () => {
    const all = await onOffer();
    const limit = 40_000;
    const expected = all.filter((r) => r.car.mileageKm <= limit).map((r) => r.car.code);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const res = await ctx.get(`${LIST}&maxMileage=${limit}`);
    expect(res.status).toBe(200);
    expect(res.body.data.totalElements).toBe(expected.length);
    expect(codesOf(res.body.data.content)).toEqual(expected.sort());
  });

  it('seats finds a model by any of its variants’ seats: a used Zenix is among both the 7- and the 8-seaters', async () => {
    const all = await onOffer();
    const zenix = all.filter((r) => r.car.modelCode === 'innovazenix').map((r) => r.car.code);
    expect(zenix.length).toBeGreaterThan(0);
    const seven = codesOf((await ctx.get(`${LIST}&seats=7`)).body.data.content);
    const eight = codesOf((await ctx.get(`${LIST}&seats=8`)).body.data.content);
    for (const code of zenix) {
      expect(seven).toContain(code);
      expect(eight).toContain(code);
    }
    // A five-seater is in neither.
    const agya = all.find((r) => r.car.modelCode === 'agya')!.car.code;
    expect([...seven, ...eight]).not.toContain(agya);
  });

  it('minYear and maxYear keep a range of model years, both ends included', async () => {
    const all = await onOffer();
    const expected = all.filter((r) => r.car.year >= 2021 && r.car.year <= 2022).map((r) => r.car.code);
    const res = await ctx.get(`${LIST}&minYear=2021&maxYear=2022`);
    expect(res.body.data.totalElements).toBe(expected.length);
    expect(codesOf(res.body.data.content)).toEqual(expected.sort());
    for (const card of res.body.data.content as Card[]) expect([2021, 2022]).toContain(card.year);

    const bad = await ctx.get(`${LIST}&minYear=2023&maxYear=2020`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('Tahun awal tidak boleh lebih besar dari tahun akhir');
  });

  it('carCity keeps the cars offered in that city, and the count follows it', async () => {
    const all = await onOffer();
    const expected = all.filter((r) => r.cityIsocode === BANDUNG).map((r) => r.car.code);
    expect(expected.length).toBeGreaterThan(0);
    const res = await ctx.get(`${LIST}&carCity=${BANDUNG}`);
    expect(res.body.data.totalElements).toBe(expected.length);
    expect(codesOf(res.body.data.content)).toEqual(expected.sort());
    for (const card of res.body.data.content as Card[]) expect(card.cityName).toBe('Kota Bandung');

    const malformed = await ctx.get(`${LIST}&carCity=bandung`);
    expect(malformed.status).toBe(400);
  });

  it('filters combine (model, year, mileage, transmission) and paginate with a stable order', async () => {
    const all = await onOffer();
    const expected = all.filter((r) => r.car.modelCode === 'avanza' && r.car.year >= 2020 && r.car.mileageKm <= 90_000);
    expect(expected.length).toBeGreaterThan(2);
    const res = await ctx.get(`${LIST}&model=avanza&minYear=2020&maxMileage=90000&sort=mileage-asc`);
    const cards = res.body.data.content as Card[];
    expect(cards.map((c) => c.code).sort()).toEqual(expected.map((r) => r.car.code).sort());
    expect(cards.map((c) => c.mileageKm)).toEqual([...cards.map((c) => c.mileageKm)].sort((a, b) => a - b));

    const manual = all.filter((r) => r.car.transmission === 'Manual');
    const manualRes = await ctx.get(`${LIST}&transmission=manual`);
    expect(manualRes.body.data.totalElements).toBe(manual.length);

    // Two pages of 12 never repeat a car.
    const p0 = await ctx.get(`${BASE}/product-list?slug=certified-used-car-toyota&sort=price-asc&size=12&page=0`);
    const p1 = await ctx.get(`${BASE}/product-list?slug=certified-used-car-toyota&sort=price-asc&size=12&page=1`);
    expect(p0.body.data.totalPages).toBe(Math.ceil(all.length / 12));
    const first = (p0.body.data.content as Card[]).map((c) => c.code);
    const second = (p1.body.data.content as Card[]).map((c) => c.code);
    expect(first.filter((c) => second.includes(c))).toEqual([]);
    expect((p0.body.data.content as Card[]).at(-1)!.price).toBeLessThanOrEqual((p1.body.data.content as Card[])[0]!.price);
  });

  it('sorts by year (newest model year first) and by price descending', async () => {
    const years = ((await ctx.get(`${LIST}&sort=year-desc`)).body.data.content as Card[]).map((c) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const prices = ((await ctx.get(`${LIST}&sort=price-desc`)).body.data.content as Card[]).map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('GET used-car/facets', () => {
  it('lists every model, year, city, transmission and fuel on offer with its count', async () => {
    const all = await onOffer();
    const res = await ctx.get(`${BASE}/used-car/facets`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.total).toBe(all.length);

    const avanza = all.filter((r) => r.car.modelCode === 'avanza').length;
    expect(data.models).toContainEqual({ code: 'avanza', name: 'Avanza', count: avanza });
    expect(data.models.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(all.length);

    const yearList = data.years.map((y: { year: number }) => y.year);
    expect(yearList).toEqual([...new Set(all.map((r) => r.car.year))].sort((a, b) => b - a));
    expect(data.years.find((y: { year: number }) => y.year === 2022).count).toBe(all.filter((r) => r.car.year === 2022).length);

    const bandung = all.filter((r) => r.cityIsocode === BANDUNG).length;
    expect(data.cities).toContainEqual({ code: BANDUNG, name: 'Kota Bandung', count: bandung });
    expect(data.transmissions.map((t: { name: string }) => t.name).sort()).toEqual(['CVT', 'Manual', 'Otomatis']);
    expect(data.fuels.map((t: { name: string }) => t.name).sort()).toEqual(['Bensin', 'Diesel', 'Hybrid']);

    expect(data.minPrice).toBe(Math.min(...all.map((r) => r.car.price)));
    expect(data.maxPrice).toBe(Math.max(...all.map((r) => r.car.price)));
    expect(data.maxMileage).toBe(Math.max(...all.map((r) => r.car.mileageKm)));
  });
});

describe('GET used-car/similar/:code', () => {
  it('answers four other cars on offer, the same model first', async () => {
    const all = await onOffer();
    const car = all.find((r) => r.car.modelCode === 'avanza')!;
    const res = await ctx.get(`${BASE}/used-car/similar/${car.car.code}`);
    expect(res.status).toBe(200);
    const cards = res.body.data as Card[];
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => c.code)).not.toContain(car.car.code);
    // Avanza has more than four other cars on offer, so all four are Avanzas.
    expect(all.filter((r) => r.car.modelCode === 'avanza').length).toBeGreaterThan(4);
    for (const c of cards) expect(c.modelCode).toBe('avanza');
  });

  it('fills up with the same body type when the model has fewer cars', async () => {
    const all = await onOffer();
    const byModel = new Map<string, number>();
    for (const r of all) byModel.set(r.car.modelCode, (byModel.get(r.car.modelCode) ?? 0) + 1);
    const rare = all.find((r) => (byModel.get(r.car.modelCode) ?? 0) <= 3)!;
    const res = await ctx.get(`${BASE}/used-car/similar/${rare.car.code}`);
    const cards = res.body.data as Card[];
    expect(cards).toHaveLength(4);
    const sameModel = (byModel.get(rare.car.modelCode) ?? 1) - 1;
    expect(cards.slice(0, sameModel).every((c) => c.modelCode === rare.car.modelCode)).toBe(true);
    expect(cards.slice(sameModel).every((c) => c.modelCode !== rare.car.modelCode)).toBe(true);
  });

  it('answers 404 for an unknown car', async () => {
    const res = await ctx.get(`${BASE}/used-car/similar/UC-00000`);
    expect(res.status).toBe(404);
    expect(res.body.errors[0].type).toBe('NotFoundError');
  });
});

describe('used-car seats', () => {
  it('gives a used car the seats of its type: a Zenix G 8, a Zenix V 7, an Avanza the model’s 7', async () => {
    const all = await onOffer();
    const seatsOf = async (code: string) => (await ctx.get(`${BASE}/product-detail?code=${code}&category=USEDCAR`)).body.data.usedCar.seats;
    const zenixG = all.find((r) => r.car.modelCode === 'innovazenix' && r.car.variantName === '2.0 G CVT');
    const zenixV = all.find((r) => r.car.modelCode === 'innovazenix' && r.car.variantName === '2.0 V CVT');
    const avanza = all.find((r) => r.car.modelCode === 'avanza')!;
    if (zenixG) expect(await seatsOf(zenixG.car.code)).toBe(8);
    if (zenixV) expect(await seatsOf(zenixV.car.code)).toBe(7);
    expect(zenixG ?? zenixV).toBeDefined();
    expect(await seatsOf(avanza.car.code)).toBe(7);
  });
});

describe('used-car photos', () => {
  it('product-detail lists the photo set and each photo is drawn as an SVG', async () => {
    const [car] = await onOffer();
    const res = await ctx.get(`${BASE}/product-detail?code=${car!.car.code}&category=USEDCAR`);
    const photos = res.body.data.usedCar.photos as { title: string; imageUrl: string }[];
    expect(photos.map((p) => p.title)).toEqual(USED_CAR_PHOTOS.map((p) => p.title));
    expect(photos[1]!.imageUrl).toBe(MEDIA.usedCarPhoto(car!.car.code, 1));
    for (const photo of photos) {
      const svg = await ctx.app.inject({ method: 'GET', url: photo.imageUrl });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.body).toContain(`<title>${photo.title}</title>`);
    }
    const missing = await ctx.app.inject({ method: 'GET', url: MEDIA.usedCarPhoto(car!.car.code, USED_CAR_PHOTOS.length) });
    expect(missing.statusCode).toBe(404);
    const unknown = await ctx.app.inject({ method: 'GET', url: MEDIA.usedCarPhoto('UC-00000', 0) });
    expect(unknown.statusCode).toBe(404);
  });
});
