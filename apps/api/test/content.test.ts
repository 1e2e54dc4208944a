import * as aftersalesSeed from '@kemudi/db/seed/data/aftersales';
import * as contentSeed from '@kemudi/db/seed/data/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { monthsOfInterval } from '../src/modules/aftersales/workshop';
import { zoneOfProvince } from '../src/modules/branches/schedule';
import { createTestContext, testConfig, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api/content/v1';
const get = (path: string) => ctx.get(`${BASE}${path}`);

/** Asserts the §7 error shape and returns its single entry. */
function expectError(res: { status: number; body: any }, status: number, type: string) {
  expect(res.status).toBe(status);
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].type).toBe(type);
  return res.body.errors[0] as { type: string; message: string };
}

describe('content/v1 access', () => {
  it('refuses a call without a token (§8 InvalidTokenError)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/faq` });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].type).toBe('InvalidTokenError');
  });

  it('describes every content route in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith(BASE));
    expect(paths).toEqual(
      expect.arrayContaining([
        `${BASE}/faq`,
        `${BASE}/page/trending-cars`,
        `${BASE}/service/content`,
        `${BASE}/service`,
        `${BASE}/service/plan`,
        `${BASE}/termcondition`,
        `${BASE}/page/static-page`,
        `${BASE}/contentCatalog/trending-product-aftersales`,
        `${BASE}/contentCatalog/login-page-banner`,
        `${BASE}/contentCatalog/flash-sale`,
        `${BASE}/accessories`,
        `${BASE}/accessories/detail/{code}`,
        `${BASE}/accessories/{code}`,
        `${BASE}/branch/working-schedules/{id}`,
        `${BASE}/review`,
        `${BASE}/menu/category`,
        `${BASE}/banner/location/{location}`,
        `${BASE}/news/salesman/{slug}`,
        `${BASE}/branch-detail/salesman/{slug}`,
      ]),
    );
    for (const path of paths) {
      const op = doc.paths[path].get ?? doc.paths[path].post;
      expect(op.tags).toEqual(['content']);
      expect(op.summary).toMatch(/§/);
      expect(op.responses['200']).toBeDefined();
    }
    expect(doc.paths[`${BASE}/service/plan`].get.description).toContain('10,000');
  });
});

describe('GET faq', () => {
  it('pages through every question, 10 per page by default (§9)', async () => {
    const res = await get('/faq');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const page = res.body.data;
    expect(page.size).toBe(10);
    expect(page.page).toBe(0);
    expect(page.totalElements).toBe(contentSeed.faqs.length);
    const lastPage = Math.ceil(contentSeed.faqs.length / 10) - 1;
    expect(page.totalPages).toBe(lastPage + 1);
    expect(page.content).toHaveLength(10);
    expect(Object.keys(page.content[0]).sort()).toEqual(['answer', 'code', 'id', 'question', 'type']);
    expect(page.content[0]).toMatchObject({ type: 'umum', code: '', question: 'Apa itu Kemudi Toyota?' });

    const last = await get(`/faq?page=${lastPage}`);
    expect(last.body.data.content).toHaveLength(contentSeed.faqs.length - lastPage * 10);
    const beyond = await get(`/faq?page=${lastPage + 1}`);
    expect(beyond.body.data.content).toEqual([]);
    expect(beyond.body.data.totalElements).toBe(contentSeed.faqs.length);
  });

  it('filters by type in the editors’ order', async () => {
    const res = await get('/faq?type=umum');
    const { content, totalElements } = res.body.data;
    expect(totalElements).toBe(6);
    expect(content.map((f: { question: string }) => f.question)).toEqual(
      contentSeed.faqs.filter((f) => f.type === 'umum').map((f) => f.question),
    );
  });

  it('keeps the whole-type questions before the page-specific ones', async () => {
    const res = await get('/faq?type=servis&size=100');
    const codes = res.body.data.content.map((f: { code: string }) => f.code);
    expect(codes).toHaveLength(contentSeed.faqs.filter((f) => f.type === 'servis').length);
    expect(codes.slice(0, 6)).toEqual(['', '', '', '', '', '']);
    // Groups stay together: every code appears in one run.
    const runs = codes.filter((c: string, i: number) => i === 0 || codes[i - 1] !== c);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('narrows by code and by isLandingPage', async () => {
    const booking = await get('/faq?type=servis&code=booking-service');
    expect(booking.body.data.totalElements).toBe(4);
    expect(booking.body.data.content.every((f: { code: string }) => f.code === 'booking-service')).toBe(true);

    const product = await get('/faq?type=product&code=avanza');
    expect(product.body.data.totalElements).toBe(contentSeed.faqs.filter((f) => f.type === 'product' && f.code === 'avanza').length);
    expect(product.body.data.totalElements).toBeGreaterThan(0);

    const landing = await get('/faq?isLandingPage=true&size=50');
    expect(landing.body.data.totalElements).toBe(contentSeed.faqs.filter((f) => f.isLandingPage).length);
    const others = await get('/faq?isLandingPage=false');
    expect(others.body.data.totalElements).toBe(contentSeed.faqs.filter((f) => !f.isLandingPage).length);
    const umumLanding = await get('/faq?type=umum&isLandingPage=true');
    expect(umumLanding.body.data.content.map((f: { question: string }) => f.question)).toEqual([
      'Apa itu Kemudi Toyota?',
      'Ke mana saya menghubungi bila mobil mogok di jalan?',
    ]);
  });

  it('answers 400 in Indonesian for an unknown type or a bad page size', async () => {
    const badType = expectError(await get('/faq?type=rahasia'), 400, 'ValidationError');
    expect(badType.message).toContain("Parameter 'type' harus salah satu dari: umum");
    const badSize = expectError(await get('/faq?size=0'), 400, 'ValidationError');
    expect(badSize.message).toBe("Parameter 'size' tidak boleh kurang dari 1.");
    const badFlag = expectError(await get('/faq?isLandingPage=ya'), 400, 'ValidationError');
    expect(badFlag.message).toContain("Parameter 'isLandingPage'");
  });
});

describe('GET page/trending-cars', () => {
  it('lists the trending models by rank with exactly the fields the home page reads', async () => {
    const res = await get('/page/trending-cars');
    expect(res.status).toBe(200);
    const cars = res.body.data;
    expect(cars.map((c: { code: string }) => c.code)).toEqual([
      'avanza',
      'innovahybrid',
      'veloz',
      'yariscross',
      'fortuner',
      'calya',
      'raize',
      'agyagrsport',
    ]);
    for (const car of cars) {
      expect(Object.keys(car).sort()).toEqual(['bodyType', 'code', 'imageUrl', 'lowestPrice', 'name', 'tagline', 'url']);
    }
    expect(cars[0]).toMatchObject({
      code: 'avanza',
      name: 'Avanza',
      bodyType: 'mpv',
      lowestPrice: 244_300_000,
      imageUrl: '/api/media/v1/car/avanza.svg?color=f4f5f1',
      url: '/mobil-baru-toyota/p/avanza',
    });
    expect(cars[1]).toMatchObject({ name: 'Kijang Innova Zenix Hybrid', lowestPrice: 474_300_000 });
    expect(cars[0].tagline.length).toBeGreaterThan(0);
  });
});

describe('GET service/content', () => {
  it('answers the content of a service with its page URL', async () => {
    const res = await get('/service/content?serviceType=booking-service');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      serviceType: 'booking-service',
      title: 'Booking Servis Online',
      url: '/services-toyota/booking-service',
      carModel: null,
      packages: [],
      coupon: null,
    });
    expect(data.steps.length).toBeGreaterThan(0);
    expect(data.benefits.length).toBeGreaterThan(0);
    expect((await get('/service/content?serviceType=home-service')).body.data.url).toBe('/ths-home-service');
  });

  it('adds the packages of a model and a coupon', async () => {
    const res = await get('/service/content?serviceType=booking-service&carModel=avanza&couponCode=KPN-3009');
    const data = res.body.data;
    expect(data.carModel).toEqual({ code: 'avanza', name: 'Avanza' });
    const codes = data.packages.map((p: { code: string }) => p.code);
    expect(codes).toHaveLength(aftersalesSeed.servicePackages.filter((p) => p.modelCodes.includes('avanza')).length);
    expect(codes).toContain('PKT-2002');
    expect(codes).toContain('PKT-2029');
    const tenK = data.packages.find((p: { code: string }) => p.code === 'PKT-2002');
    expect(tenK).toMatchObject({
      name: 'Servis Berkala 10.000 km Avanza',
      kmInterval: 10_000,
      // Today's price, as its page and the cart show it: the flash sale of every city (issue 29).
      price: 695_000,
      normalPrice: 925_000,
      discountPercent: 25,
      flashSale: { regularPrice: 785_000, everyCity: true, endsAt: new Date('2026-12-12T23:59:59+07:00').toISOString() },
      url: '/c/paketservistoyota/p/PKT-2002',
    });
    expect(data.coupon).toMatchObject({
      code: 'KPN-3009',
      title: 'Kupon Cuci AC Hemat',
      price: 275_000,
      normalPrice: 560_000,
      discountPercent: 51,
      flashSale: { regularPrice: 350_000, everyCity: true },
      isActive: true,
      imageUrl: '/api/media/v1/icon/coupon.svg',
      url: '/c/kupon-service/p/KPN-3009',
    });
  });

  it('reads vehicleCode as a variant and marks an ended coupon inactive', async () => {
    const res = await get('/service/content?serviceType=booking-service&vehicleCode=AVZ-13E-MT&couponCode=KPN-3021');
    expect(res.body.data.carModel).toEqual({ code: 'avanza', name: 'Avanza' });
    expect(res.body.data.coupon).toMatchObject({ code: 'KPN-3021', validUntil: '2026-10-15', isActive: false });
  });

  it('answers 404 for unknown service types, models, vehicles and coupons, 400 without serviceType', async () => {
    expect(expectError(await get('/service/content?serviceType=cuci-mobil'), 404, 'NotFoundError').message).toBe(
      "Konten layanan 'cuci-mobil' tidak ditemukan",
    );
    expect(expectError(await get('/service/content?serviceType=booking-service&couponCode=KPN-0000'), 404, 'NotFoundError').message).toBe(
      "Kupon servis 'KPN-0000' tidak ditemukan",
    );
    expect(expectError(await get('/service/content?serviceType=booking-service&carModel=corolla'), 404, 'NotFoundError').message).toBe(
      "Model mobil 'corolla' tidak ditemukan",
    );
    expect(expectError(await get('/service/content?serviceType=booking-service&vehicleCode=XYZ'), 404, 'NotFoundError').message).toBe(
      "Kendaraan dengan kode 'XYZ' tidak ditemukan",
    );
    expect(expectError(await get('/service/content'), 400, 'ValidationError').message).toBe("Parameter 'serviceType' wajib diisi.");
  });
});

describe('GET service', () => {
  it('lists the services of a type in the workshop’s order', async () => {
    const res = await get('/service?serviceType=bengkel');
    expect(res.status).toBe(200);
    const names = res.body.data.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(18);
    expect(names[0]).toBe('Servis Berkala 10.000 km');
    expect(names.at(-1)).toBe('Perbaikan Kompresor AC');
    expect((await get('/service?serviceType=body-paint')).body.data).toHaveLength(9);
  });

  it('narrows by category', async () => {
    const res = await get('/service?serviceType=bengkel&serviceCategory=kaki-kaki');
    expect(res.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Spooring & Balancing',
      'Ganti Kampas Rem',
      'Ganti Shock Absorber',
      'Perbaikan Bunyi Kaki-kaki',
    ]);
    expect((await get('/service?serviceType=bengkel&serviceCategory=terbang')).body.data).toEqual([]);
  });

  it('answers 400 for a missing or unknown service type', async () => {
    expect(expectError(await get('/service'), 400, 'ValidationError').message).toBe("Parameter 'serviceType' wajib diisi.");
    expect(expectError(await get('/service?serviceType=salon'), 400, 'ValidationError').message).toContain(
      'harus salah satu dari: bengkel, body-paint, home-service',
    );
  });
});

describe('GET service/plan', () => {
  it('derives the plan from the periodic packages: km ascending, months = km/10,000 × 6', async () => {
    const res = await get('/service/plan');
    expect(res.status).toBe(200);
    const plan = res.body.data;
    expect(plan.map((s: { kmInterval: number }) => s.kmInterval)).toEqual([1000, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(plan.map((s: { months: number }) => s.months)).toEqual([1, 6, 12, 18, 24, 30]);
    const packageCount = plan.reduce((n: number, s: { packages: unknown[] }) => n + s.packages.length, 0);
    expect(packageCount).toBe(aftersalesSeed.servicePackages.filter((p) => p.type === 'Servis Berkala').length);
    for (const step of plan) {
      const prices = step.packages.map((p: { price: number }) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('narrows to one model', async () => {
    const plan = (await get('/service/plan?carModel=avanza')).body.data;
    expect(plan.map((s: { kmInterval: number }) => s.kmInterval)).toEqual([1000, 10_000, 20_000, 40_000, 50_000]);
    expect(plan[1].packages).toEqual([
      {
        code: 'PKT-2002',
        name: 'Servis Berkala 10.000 km Avanza',
        modelCodes: ['avanza'],
        price: 695_000,
        normalPrice: 925_000,
        flashSale: { regularPrice: 785_000, everyCity: true, endsAt: new Date('2026-12-12T23:59:59+07:00').toISOString() },
        url: '/c/paketservistoyota/p/PKT-2002',
      },
    ]);
    for (const step of plan) {
      for (const p of step.packages) expect(p.modelCodes).toContain('avanza');
    }
    expect(expectError(await get('/service/plan?carModel=delorean'), 404, 'NotFoundError').message).toBe(
      "Model mobil 'delorean' tidak ditemukan",
    );
  });

  it('computes months from km', () => {
    expect(monthsOfInterval(1000)).toBe(1);
    expect(monthsOfInterval(5000)).toBe(3);
    expect(monthsOfInterval(10_000)).toBe(6);
    expect(monthsOfInterval(100_000)).toBe(60);
  });
});

describe('GET termcondition and page/static-page', () => {
  it('answers terms by type', async () => {
    const res = await get('/termcondition?type=test-drive');
    expect(res.body.data).toMatchObject({ type: 'test-drive', title: 'Syarat & Ketentuan Test Drive', updatedDate: '2026-07-01' });
    expect(res.body.data.items).toHaveLength(7);
    expect(expectError(await get('/termcondition?type=lotre'), 404, 'NotFoundError').message).toBe(
      "Syarat dan ketentuan 'lotre' tidak ditemukan",
    );
    expect(expectError(await get('/termcondition'), 400, 'ValidationError').message).toBe("Parameter 'type' wajib diisi.");
  });

  it('finds a static page by pageId or by componentId', async () => {
    const byPage = await get('/page/static-page?pageId=tentang-kami');
    expect(byPage.body.data).toMatchObject({ pageId: 'tentang-kami', componentId: 'cmp-tentang-kami', title: 'Tentang Kami' });
    expect(byPage.body.data.sections[0].heading).toBe('Perjalanan Kami');
    const byComponent = await get('/page/static-page?componentId=cmp-prestasi');
    expect(byComponent.body.data.pageId).toBe('prestasi');
  });

  it('needs exactly one of pageId and componentId', async () => {
    const both = expectError(await get('/page/static-page?pageId=prestasi&componentId=cmp-prestasi'), 400, 'ValidationError');
    expect(both.message).toBe("Parameter harus berisi tepat satu dari 'pageId' atau 'componentId'.");
    expect(expectError(await get('/page/static-page'), 400, 'ValidationError').message).toBe(both.message);
    expect(expectError(await get('/page/static-page?pageId=rahasia'), 404, 'NotFoundError').message).toBe(
      "Halaman 'rahasia' tidak ditemukan",
    );
    expect(expectError(await get('/page/static-page?componentId=cmp-x'), 404, 'NotFoundError').message).toBe(
      "Komponen halaman 'cmp-x' tidak ditemukan",
    );
  });
});

describe('GET contentCatalog', () => {
  it('lists trending accessories then trending coupons as cards', async () => {
    const res = await get('/contentCatalog/trending-product-aftersales');
    expect(res.status).toBe(200);
    const cards = res.body.data;
    const accessoryCards = cards.filter((c: { kind: string }) => c.kind === 'accessory');
    const couponCards = cards.filter((c: { kind: string }) => c.kind === 'coupon');
    expect(accessoryCards).toHaveLength(8);
    expect(couponCards).toHaveLength(6);
    expect(cards.slice(0, 8)).toEqual(accessoryCards);
    const names = accessoryCards.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(accessoryCards.find((c: { code: string }) => c.code === 'ACC-1009')).toEqual({
      kind: 'accessory',
      code: 'ACC-1009',
      name: 'Kamera Parkir 360°',
      // Priced as its page and the cart price it (issue 29): its flash sale runs in every city.
      price: 5_950_000,
      strikeThroughPrice: 7_500_000,
      flashSale: { regularPrice: 6_750_000, everyCity: true, endsAt: new Date('2026-12-20T23:59:59+07:00').toISOString() },
      imageUrl: '/api/media/v1/icon/camera.svg',
      url: '/aksesoris/p/ACC-1009',
    });
    expect(couponCards.find((c: { code: string }) => c.code === 'KPN-3009')).toEqual({
      kind: 'coupon',
      code: 'KPN-3009',
      name: 'Kupon Cuci AC Hemat',
      price: 275_000,
      strikeThroughPrice: 560_000,
      flashSale: { regularPrice: 350_000, everyCity: true, endsAt: new Date('2026-12-31T23:59:59+07:00').toISOString() },
      imageUrl: '/api/media/v1/icon/coupon.svg',
      url: '/c/kupon-service/p/KPN-3009',
    });
  });

  it('answers the login-page banner', async () => {
    const res = await get('/contentCatalog/login-page-banner');
    expect(res.body.data).toEqual({
      title: 'Satu Akun untuk Semua Layanan',
      subtitle: 'Masuk untuk booking servis, memantau pesanan, dan menyimpan kupon Anda.',
      linkUrl: '/register',
      bannerUrl: '/api/media/v1/banner/login-page.svg',
    });
  });

  it('lists the flash sales running now, ending soonest first', async () => {
    const res = await get('/contentCatalog/flash-sale');
    expect(res.status).toBe(200);
    const sales = res.body.data;
    // Of the eight seeded sales, one starts on 25 November and one ended on 12 November.
    expect(sales.map((s: { code: string }) => s.code)).toEqual(['ACC-1018', 'PKT-2029', 'PKT-2002', 'ACC-1009', '28800-YZZJB', 'KPN-3009']);
    expect(sales[0]).toEqual({
      id: 2,
      kind: 'accessory',
      code: 'ACC-1018',
      category: 'aksesoris',
      name: 'Dashcam Depan-Belakang',
      normalPrice: 3_250_000,
      salePrice: 2_750_000,
      discountPercent: 15,
      quota: 60,
      remainingQuota: 19,
      startsAt: '2026-11-20T00:00:00+07:00',
      endsAt: '2026-11-30T23:59:59+07:00',
      imageUrl: expect.stringMatching(/^\/api\/media\/v1\/icon\/.+\.svg$/),
      url: '/aksesoris/p/ACC-1018',
    });
    const coupon = sales.find((s: { code: string }) => s.code === 'KPN-3009');
    expect(coupon).toMatchObject({ name: 'Kupon Cuci AC Hemat', normalPrice: 350_000, salePrice: 275_000, discountPercent: 21 });
    expect(coupon.url).toBe('/c/kupon-service/p/KPN-3009');
    const servicePackage = sales.find((s: { code: string }) => s.code === 'PKT-2002');
    expect(servicePackage).toMatchObject({ kind: 'package', normalPrice: 785_000, salePrice: 695_000, discountPercent: 11 });
    expect(servicePackage.imageUrl).toBe('/api/media/v1/icon/wrench.svg');
    const part = sales.find((s: { code: string }) => s.code === '28800-YZZJB');
    expect(part).toMatchObject({ kind: 'part', name: 'Aki GS Astra NS60L', normalPrice: 1_095_000, discountPercent: 14 });
  });

  it('filters flash sales by category and city (no cities = every city); userId changes nothing', async () => {
    const codes = async (query: string) =>
      (await get(`/contentCatalog/flash-sale?${query}`)).body.data.map((s: { code: string }) => s.code) as string[];
    expect(await codes('category=kupon')).toEqual(['KPN-3009']);
    expect(await codes('category=paket')).toEqual(['PKT-2029', 'PKT-2002']);
    expect(await codes('city=0080')).toEqual(['ACC-1018', 'PKT-2002', 'ACC-1009', '28800-YZZJB', 'KPN-3009']);
    expect(await codes('city=3273')).toEqual(['PKT-2029', 'PKT-2002', 'ACC-1009', '28800-YZZJB', 'KPN-3009']);
    expect(await codes('city=3578')).toEqual(['PKT-2002', 'ACC-1009', '28800-YZZJB', 'KPN-3009']);
    expect(await codes('category=aksesoris&city=3578')).toEqual(['ACC-1009']);
    expect(await codes('userId=someone&category=kupon')).toEqual(['KPN-3009']);
  });

  it('answers 400 for an unknown flash-sale category or a malformed city', async () => {
    expect(expectError(await get('/contentCatalog/flash-sale?category=mobil'), 400, 'ValidationError').message).toContain(
      "Parameter 'category' harus salah satu dari: aksesoris, kupon, paket, suku-cadang",
    );
    expect(expectError(await get('/contentCatalog/flash-sale?city=jakarta'), 400, 'ValidationError').message).toBe(
      "Parameter 'city' formatnya tidak valid.",
    );
  });
});

describe('GET accessories', () => {
  const codesOf = (res: { body: any }) => res.body.data.content.map((a: { code: string }) => a.code) as string[];

  it('lists accessories 12 per page, by name', async () => {
    const res = await get('/accessories');
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ page: 0, size: 12, totalElements: 48, totalPages: 4 });
    const names = page.content.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const all = await get('/accessories?size=48');
    expect(new Set(codesOf(all)).size).toBe(48);
  });

  it('filters by model, category, brand, price range and words', async () => {
    const fitsAvanza = await get('/accessories?model=avanza&size=50');
    expect(fitsAvanza.body.data.totalElements).toBe(aftersalesSeed.accessories.filter((a) => a.fittingModels.includes('avanza')).length);
    expect(fitsAvanza.body.data.totalElements).toBe(24);

    const electronics = await get('/accessories?category=Elektronik');
    expect(electronics.body.data.totalElements).toBe(9);
    expect((await get('/accessories?category=elektronik')).body.data.totalElements).toBe(9);

    const both = await get('/accessories?category=Elektronik&model=avanza&size=50');
    expect(both.body.data.totalElements).toBeLessThan(9);
    expect(codesOf(both)).toContain('ACC-1009');

    const trd = await get('/accessories?brand=TRD%20Sportivo');
    expect(codesOf(trd).sort()).toEqual(['ACC-1001', 'ACC-1004', 'ACC-1034']);

    expect((await get('/accessories?minPrice=5000000')).body.data.totalElements).toBe(10);
    expect((await get('/accessories?maxPrice=500000')).body.data.totalElements).toBe(4);
    expect((await get('/accessories?minPrice=1000000&maxPrice=2000000')).body.data.totalElements).toBe(
      aftersalesSeed.accessories.filter((a) => a.price >= 1_000_000 && a.price <= 2_000_000).length,
    );

    expect(codesOf(await get('/accessories?q=kamera')).sort()).toEqual(['ACC-1009', 'ACC-1010', 'ACC-1019', 'ACC-1035']);
    expect((await get('/accessories?q=100%25')).body.data.totalElements).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const asc = (await get('/accessories?sort=price-asc')).body.data.content;
    expect(asc[0].price).toBe(150_000);
    const desc = (await get('/accessories?sort=price-desc')).body.data.content;
    expect(desc[0].price).toBe(22_750_000);
    const prices = desc.map((a: { price: number }) => a.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers 400 for bad filters', async () => {
    expect(expectError(await get('/accessories?minPrice=5000000&maxPrice=100'), 400, 'ValidationError').message).toBe(
      "Parameter 'minPrice' tidak boleh lebih besar dari 'maxPrice'.",
    );
    expect(expectError(await get('/accessories?sort=murah'), 400, 'ValidationError').message).toContain(
      "Parameter 'sort' harus salah satu dari: price-asc, price-desc, name",
    );
    expect(expectError(await get('/accessories?minPrice=abc'), 400, 'ValidationError').message).toContain("Parameter 'minPrice'");
  });

  it('answers the short form of one accessory', async () => {
    const res = await get('/accessories/ACC-1009');
    expect(res.body.data).toEqual({
      code: 'ACC-1009',
      name: 'Kamera Parkir 360°',
      brand: 'Toyota Genuine Accessories',
      category: 'Elektronik',
      price: 6_750_000,
      strikeThroughPrice: 7_500_000,
      discountPercent: 10,
      isTrending: true,
      imageUrl: '/api/media/v1/icon/camera.svg',
      url: '/aksesoris/p/ACC-1009',
    });
    expect(expectError(await get('/accessories/ACC-9999'), 404, 'NotFoundError').message).toBe(
      "Aksesoris dengan kode 'ACC-9999' tidak ditemukan",
    );
  });

  it('answers the full detail with fitting models, rating and related accessories', async () => {
    const res = await get('/accessories/detail/ACC-1009');
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({ code: 'ACC-1009', installMinutes: 180, warrantyMonths: 12, discountPercent: 10 });
    expect(detail.description).toContain('Empat kamera');
    expect(detail.fittingModels).toHaveLength(8);
    expect(detail.fittingModels).toContainEqual({ code: 'avanza', name: 'Avanza', url: '/mobil-baru-toyota/p/avanza' });
    // No accessory reviews are seeded: the summary is empty, not missing.
    expect(detail.rating).toEqual({ average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(detail.related).toHaveLength(4);
    expect(detail.related.every((a: { category: string; code: string }) => a.category === 'Elektronik' && a.code !== 'ACC-1009')).toBe(true);
    // Trending first.
    expect(detail.related.slice(0, 2).map((a: { code: string }) => a.code)).toEqual(['ACC-1018', 'ACC-1024']);
    expect(expectError(await get('/accessories/detail/ACC-9999'), 404, 'NotFoundError').message).toBe(
      "Aksesoris dengan kode 'ACC-9999' tidak ditemukan",
    );
  });
});

describe('GET branch/working-schedules/{id}', () => {
  it('answers the week in Indonesian with openNow (Sunday 10:00 WIB)', async () => {
    const res = await get('/branch/working-schedules/1');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      branchId: 1,
      slug: 'kemudi-toyota-sunter',
      name: 'Kemudi Toyota Sunter',
      timeZone: 'Asia/Jakarta',
      zoneLabel: 'WIB',
      localTime: '10:00',
      today: 'Minggu',
      openNow: true,
    });
    expect(data.days.map((d: { dayName: string }) => d.dayName)).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(data.days[0]).toEqual({ day: 1, dayName: 'Senin', open: '08:00', close: '18:00', hours: '08:00 - 18:00', isToday: false });
    expect(data.days[6]).toMatchObject({ dayName: 'Minggu', hours: '09:00 - 15:00', isToday: true });
  });

  it("shows 'Tutup' on closed days and is not open then", async () => {
    const data = (await get('/branch/working-schedules/4')).body.data;
    expect(data.name).toBe('Kemudi Toyota Cikini');
    expect(data.days[6]).toEqual({ day: 7, dayName: 'Minggu', open: null, close: null, hours: 'Tutup', isToday: true });
    expect(data.openNow).toBe(false);
  });

  it('uses WITA for Bali, Balikpapan and Makassar, WIB for Aceh, Medan and Palembang', async () => {
    const denpasar = (await get('/branch/working-schedules/26')).body.data;
    expect(denpasar).toMatchObject({ zoneLabel: 'WITA', timeZone: 'Asia/Makassar', localTime: '11:00', openNow: true });
    expect((await get('/branch/working-schedules/27')).body.data.zoneLabel).toBe('WITA');
    expect((await get('/branch/working-schedules/28')).body.data.zoneLabel).toBe('WITA');
    for (const id of [29, 30, 31]) {
      expect((await get(`/branch/working-schedules/${id}`)).body.data).toMatchObject({ zoneLabel: 'WIB', localTime: '10:00' });
    }
    expect(zoneOfProvince('papua_barat')).toBe('WIT');
    expect(zoneOfProvince('nusa_tenggara_timur')).toBe('WITA');
    expect(zoneOfProvince('kalimantan_barat')).toBe('WIB');
  });

  it('judges openNow in the branch’s own zone (Sunday 13:30 WIB = 14:30 WITA)', async () => {
    const later = await buildApp({ db: ctx.db, config: testConfig(), now: () => new Date('2026-11-22T13:30:00+07:00') });
    try {
      const at = async (id: number) =>
        (await later.inject({ url: `${BASE}/branch/working-schedules/${id}`, headers: { authorization: `Bearer ${ctx.token}` } })).json().data;
      // Both close at 14:00 on Sunday.
      expect(await at(22)).toMatchObject({ zoneLabel: 'WIB', localTime: '13:30', openNow: true });
      expect(await at(26)).toMatchObject({ zoneLabel: 'WITA', localTime: '14:30', openNow: false });
    } finally {
      await later.close();
    }
  });

  it('answers 404 for an unknown branch and 400 for a malformed id', async () => {
    expect(expectError(await get('/branch/working-schedules/999'), 404, 'NotFoundError').message).toBe('Cabang dengan id 999 tidak ditemukan');
    expect(expectError(await get('/branch/working-schedules/sunter'), 400, 'ValidationError').message).toContain("Parameter alamat 'id'");
  });
});

describe('GET review', () => {
  it('summarises and pages the reviews of a model, newest first', async () => {
    const res = await get('/review?type=NEWCAR&code=avanza');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.summary).toEqual({ average: 4.3, count: 12, distribution: { 1: 0, 2: 1, 3: 1, 4: 4, 5: 6 } });
    expect(data).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
    expect(data.content).toHaveLength(10);
    expect(data.content[0]).toMatchObject({ reviewerName: 'Nurhayati', rating: 5, createdDate: '2026-11-16', objectCode: 'avanza', type: 'NEWCAR' });
    const dates = data.content.map((r: { createdDate: string }) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await get('/review?type=NEWCAR&code=avanza&page=1')).body.data;
    expect(second.content).toHaveLength(2);
    expect(second.content.at(-1).createdDate).toBe('2025-06-01');
  });

  it('summarises service reviews and answers an empty summary for an accessory without reviews', async () => {
    const booking = (await get('/review?type=SERVICE&code=booking-service')).body.data;
    expect(booking.summary).toEqual({ average: 4, count: 8, distribution: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 4 } });
    const none = (await get('/review?type=ACCESSORY&code=ACC-1009')).body.data;
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0, summary: { average: 0, count: 0 } });
  });

  it('answers 404 for an unknown object and 400 for a bad type', async () => {
    expect(expectError(await get('/review?type=NEWCAR&code=supra'), 404, 'NotFoundError').message).toBe(
      "Mobil dengan kode 'supra' tidak ditemukan",
    );
    expect(expectError(await get('/review?type=SERVICE&code=cuci'), 404, 'NotFoundError').message).toBe(
      "Layanan dengan kode 'cuci' tidak ditemukan",
    );
    expect(expectError(await get('/review?type=MOTOR&code=avanza'), 400, 'ValidationError').message).toContain("Parameter 'type'");
    expect(expectError(await get('/review?type=NEWCAR'), 400, 'ValidationError').message).toBe("Parameter 'code' wajib diisi.");
    expect(expectError(await get('/review?code=avanza'), 400, 'ValidationError').message).toBe("Parameter 'type' wajib diisi.");
  });
});

describe('GET menu/category and banner/location', () => {
  it('lists every menu flat, header first, or one location', async () => {
    const all = (await get('/menu/category')).body.data;
    expect(all).toHaveLength(contentSeed.menuCategories.length);
    const locations = all.map((m: { location: string }) => m.location);
    expect([...new Set(locations)]).toEqual(['header', 'purna-jual', 'quick-menu', 'home-tile']);
    expect(all[0]).toMatchObject({ location: 'header', name: 'Mobil Baru', url: '/c/mobil-baru-toyota', hideOnMobile: true });
    expect(all.filter((m: { hideOnMobile: boolean; location: string }) => m.location === 'header' && m.hideOnMobile)).toHaveLength(1);

    const purnaJual = (await get('/menu/category?location=purna-jual')).body.data;
    expect(purnaJual.map((m: { name: string }) => m.name)).toEqual([
      'Booking Servis',
      'Kupon Servis',
      'Aksesoris',
      'Suku Cadang',
      'Tukar Tambah',
      'Paket Servis',
      'Sewa Mobil Cubain',
    ]);
    expect(purnaJual[0].iconUrl).toBe(`/api/media/v1/icon/${purnaJual[0].icon}.svg`);
    expect(expectError(await get('/menu/category?location=samping'), 400, 'ValidationError').message).toContain("Parameter 'location'");
  });

  it('answers a banner with its drawn bannerUrl (§7)', async () => {
    const res = await get('/banner/location/home-hero');
    expect(res.body.data).toMatchObject({ location: 'home-hero', bannerUrl: '/api/media/v1/banner/home-hero.svg' });
    expect(res.body.data.title.length).toBeGreaterThan(0);
    expect(expectError(await get('/banner/location/atap'), 404, 'NotFoundError').message).toBe(
      "Banner untuk lokasi 'atap' tidak ditemukan",
    );
  });
});

describe('GET news and branch-detail by salesman slug', () => {
  it('answers the salesman’s running promos and the three newest articles', async () => {
    const res = await get('/news/salesman/budi-santoso-sunter');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.salesman).toEqual({ slug: 'budi-santoso-sunter', name: 'Budi Santoso' });
    expect(data.promos.map((p: { slug: string }) => p.slug)).toEqual(['penawaran-khusus-budi-santoso-sunter']);
    expect(data.promos[0]).toMatchObject({
      url: '/promosi/penawaran-khusus-budi-santoso-sunter',
      imageUrl: '/api/media/v1/promo/penawaran-khusus-budi-santoso-sunter.svg',
    });
    expect(data.articles.map((a: { slug: string }) => a.slug)).toEqual([
      'merawat-aki-dan-ban-di-musim-hujan',
      'kemudi-toyota-resmikan-dealer-cikarang',
      'memahami-aturan-ganjil-genap-jakarta',
    ]);
    expect(data.articles[0].url).toBe('/berita-dan-tips/merawat-aki-dan-ban-di-musim-hujan');

    const other = (await get('/news/salesman/stefanie-wijaya-sunter')).body.data;
    expect(other.promos).toEqual([]);
    expect(other.articles).toHaveLength(3);
    expect(expectError(await get('/news/salesman/tidak-ada'), 404, 'NotFoundError').message).toBe(
      "Sales dengan slug 'tidak-ada' tidak ditemukan",
    );
  });

  it('answers the salesman’s branch with contact details and schedule', async () => {
    const res = await get('/branch-detail/salesman/dewi-lestari-surabaya');
    expect(res.status).toBe(200);
    const { salesman, branch } = res.body.data;
    expect(salesman.slug).toBe('dewi-lestari-surabaya');
    expect(branch).toMatchObject({
      id: 23,
      slug: 'kemudi-toyota-surabaya-ahmad-yani',
      city: { isocode: '3578', name: 'Kota Surabaya' },
      province: { isocode: 'jawa_timur' },
      url: '/dealer-toyota/kemudi-toyota-surabaya-ahmad-yani',
    });
    expect(branch.services).toContain('sales');
    expect(branch.phone.length).toBeGreaterThan(0);
    expect(branch.schedule.days).toHaveLength(7);
    expect(branch.schedule).toMatchObject({ zoneLabel: 'WIB', today: 'Minggu' });

    const bali = (await get('/branch-detail/salesman/made-ariawan-denpasar')).body.data.branch;
    expect(bali).toMatchObject({ id: 26, schedule: { zoneLabel: 'WITA' } });
    expect(expectError(await get('/branch-detail/salesman/tidak-ada'), 404, 'NotFoundError').message).toBe(
      "Sales dengan slug 'tidak-ada' tidak ditemukan",
    );
  });
});
