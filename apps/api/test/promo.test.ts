import { promoWindowOfDays } from '@kemudi/domain/promo-schedule';
import { carVariants, promos } from '@kemudi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const slugs = (items: { slug: string }[]) => items.map((p) => p.slug);

// Seed as of TEST_NOW (2026-11-22): two promos have ended — a national one and a Yogyakarta one.
const EXPIRED_NATIONAL = 'promo-ulang-tahun-kemudi-ke-25';
const EXPIRED_CITY = 'festival-servis-yogyakarta-oktober';

describe('GET /api/promo/v1/promo/hero', () => {
  it('answers the running hero promos as cards, in editorial order', async () => {
    const res = await ctx.get('/api/promo/v1/promo/hero');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(slugs(res.body.data)).toEqual([
      'program-akhir-tahun-kemudi-2026',
      'dp-ringan-avanza-veloz',
      'bonus-tukar-tambah-hingga-rp10-juta',
      'diskon-servis-berkala-akhir-tahun',
      'mobil-bekas-bersertifikat-garansi-mesin',
    ]);
    expect(res.body.data[0]).toEqual({
      slug: 'program-akhir-tahun-kemudi-2026',
      title: 'Program Akhir Tahun: DP Mulai 15% dan Cashback hingga Rp15 Juta',
      summary: expect.stringContaining('Tutup tahun 2026'),
      imageUrl: '/api/media/v1/promo/program-akhir-tahun-kemudi-2026.svg',
      validFrom: '2026-11-01',
      validUntil: '2026-12-31',
      category: 'Mobil Baru',
      url: '/promosi/program-akhir-tahun-kemudi-2026',
      heroColor: '#b3001b',
    });
    expect(res.body.data[0]).not.toHaveProperty('scope');
  });

  it('v2 adds where each slide applies', async () => {
    const v1 = await ctx.get('/api/promo/v1/promo/hero');
    const res = await ctx.get('/api/promo/v1/v2/promo/hero');
    expect(res.status).toBe(200);
    expect(slugs(res.body.data)).toEqual(slugs(v1.body.data));
    const avanza = res.body.data.find((p: { slug: string }) => p.slug === 'dp-ringan-avanza-veloz');
    expect(avanza).toMatchObject({ scope: 'product', productCodes: ['avanza', 'veloz'], cityIsocodes: [], branchSlugs: [], salesmanSlugs: [] });
    expect(res.body.data[0]).toMatchObject({ ...v1.body.data[0], scope: 'national' });
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/promo/v1/promo/hero' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/promo/v1/promo/national', () => {
  it('pages running national promos 4 at a time by default (§9) and leaves ended ones out', async () => {
    const res = await ctx.get('/api/promo/v1/promo/national');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 0, size: 4, totalElements: 5, totalPages: 2 });
    expect(slugs(res.body.data.content)).toEqual([
      'program-akhir-tahun-kemudi-2026',
      'bonus-tukar-tambah-hingga-rp10-juta',
      'diskon-servis-berkala-akhir-tahun',
      'mobil-bekas-bersertifikat-garansi-mesin',
    ]);
    const second = await ctx.get('/api/promo/v1/promo/national?page=1');
    expect(slugs(second.body.data.content)).toEqual(['paket-aksesoris-hemat-akhir-tahun']);
    expect([...slugs(res.body.data.content), ...slugs(second.body.data.content)]).not.toContain(EXPIRED_NATIONAL);
  });

  it('answers page 0 size 1 as the city change asks (§7)', async () => {
    const res = await ctx.get('/api/promo/v1/promo/national?page=0&size=1');
    expect(res.body.data).toMatchObject({ page: 0, size: 1, totalElements: 5, totalPages: 5 });
    expect(slugs(res.body.data.content)).toEqual(['program-akhir-tahun-kemudi-2026']);
  });

  it('rejects a bad page with an Indonesian 400', async () => {
    const res = await ctx.get('/api/promo/v1/promo/national?page=abc');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ type: 'ValidationError', message: "Parameter 'page' harus berupa angka." }] });
    const zero = await ctx.get('/api/promo/v1/promo/national?size=0');
    expect(zero.status).toBe(400);
    expect(zero.body.errors[0].message).toBe("Parameter 'size' tidak boleh kurang dari 1.");
  });
});

describe('GET /api/promo/v1/promo/slug/{slug}', () => {
  it('answers the whole promo with resolved scope names and 4 other running promos', async () => {
    const res = await ctx.get('/api/promo/v1/promo/slug/body-paint-hemat-jakarta-selatan');
    expect(res.status).toBe(200);
    const promo = res.body.data;
    expect(promo).toMatchObject({
      slug: 'body-paint-hemat-jakarta-selatan',
      category: 'Purna Jual',
      scope: 'branch',
      isExpired: false,
      imageUrl: '/api/media/v1/promo/body-paint-hemat-jakarta-selatan.svg',
      url: '/promosi/body-paint-hemat-jakarta-selatan',
    });
    expect(promo.body.length).toBeGreaterThan(50);
    expect(promo.terms.length).toBeGreaterThan(0);
    expect(promo.branches).toEqual([
      { slug: 'kemudi-toyota-fatmawati', name: 'Kemudi Toyota Fatmawati', url: '/dealer-toyota/kemudi-toyota-fatmawati' },
      { slug: 'kemudi-toyota-pondok-indah', name: 'Kemudi Toyota Pondok Indah', url: '/dealer-toyota/kemudi-toyota-pondok-indah' },
    ]);
    expect(promo.anotherPromos).toHaveLength(4);
    expect(slugs(promo.anotherPromos)).toEqual([
      'program-akhir-tahun-kemudi-2026',
      'dp-ringan-avanza-veloz',
      'bonus-tukar-tambah-hingga-rp10-juta',
      'diskon-servis-berkala-akhir-tahun',
    ]);
  });

  it('resolves cities, models and salesmen, and never lists the promo among the others', async () => {
    const city = await ctx.get('/api/promo/v1/promo/slug/siaga-musim-hujan-bandung');
    expect(city.body.data.cities).toEqual([{ isocode: '3273', name: 'Kota Bandung' }]);

    const product = await ctx.get('/api/promo/v1/promo/slug/dp-ringan-avanza-veloz');
    expect(product.body.data.products).toEqual([
      { code: 'avanza', name: expect.stringContaining('Avanza'), url: '/mobil-baru-toyota/p/avanza' },
      { code: 'veloz', name: expect.stringContaining('Veloz'), url: '/mobil-baru-toyota/p/veloz' },
    ]);
    expect(slugs(product.body.data.anotherPromos)).not.toContain('dp-ringan-avanza-veloz');

    const salesman = await ctx.get('/api/promo/v1/promo/slug/penawaran-khusus-budi-santoso-sunter');
    expect(salesman.body.data.salesmen).toEqual([
      { slug: 'budi-santoso-sunter', name: 'Budi Santoso', url: '/dealer-toyota/sales/budi-santoso-sunter' },
    ]);
  });

  it('still reads an ended promo, flagged isExpired', async () => {
    const res = await ctx.get(`/api/promo/v1/promo/slug/${EXPIRED_NATIONAL}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: EXPIRED_NATIONAL, isExpired: true, validUntil: '2026-10-15' });
    expect(slugs(res.body.data.anotherPromos)).not.toContain(EXPIRED_CITY);
  });

  it('keeps a promo that has not started yet out of sight (404 by slug, absent from lists)', async () => {
    const [template] = await ctx.db.select().from(promos).where(eq(promos.slug, 'program-akhir-tahun-kemudi-2026'));
    await ctx.db.insert(promos).values({
      ...template!,
      slug: 'promo-tahun-baru-2027',
      isHero: true,
      validFrom: '2027-01-01',
      validUntil: '2027-01-31',
      ...promoWindowOfDays('2027-01-01', '2027-01-31'),
      sortOrder: 0,
    });
    const res = await ctx.get('/api/promo/v1/promo/slug/promo-tahun-baru-2027');
    expect(res.status).toBe(404);
    expect(res.body.errors[0].message).toBe('Promo tidak ditemukan');
    const hero = await ctx.get('/api/promo/v1/promo/hero');
    expect(slugs(hero.body.data)).not.toContain('promo-tahun-baru-2027');
    const national = await ctx.get('/api/promo/v1/promo/national?size=20');
    expect(national.body.data.totalElements).toBe(5);
    await ctx.db.delete(promos).where(eq(promos.slug, 'promo-tahun-baru-2027'));
  });

  it('answers 404 in Indonesian for an unknown slug', async () => {
    const res = await ctx.get('/api/promo/v1/promo/slug/tidak-ada');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ type: 'NotFoundError', message: 'Promo tidak ditemukan' }] });
  });
});

describe('GET /api/promo/v1/promo?city|branchSlug|productCode', () => {
  it('city: that city’s promos plus the national ones', async () => {
    const res = await ctx.get('/api/promo/v1/promo?city=3273&size=20');
    expect(res.status).toBe(200);
    expect(res.body.data.totalElements).toBe(6);
    expect(slugs(res.body.data.content)).toContain('siaga-musim-hujan-bandung');
    expect(slugs(res.body.data.content)).toContain('program-akhir-tahun-kemudi-2026');
    expect(slugs(res.body.data.content)).not.toContain('akhir-pekan-hemat-jakarta');
  });

  it('city: an ended city promo is left out', async () => {
    const res = await ctx.get('/api/promo/v1/promo?city=3471&size=20');
    expect(res.body.data.totalElements).toBe(5);
    expect(slugs(res.body.data.content)).not.toContain(EXPIRED_CITY);
  });

  it('pages 4 at a time by default', async () => {
    const res = await ctx.get('/api/promo/v1/promo?city=0080');
    expect(res.body.data).toMatchObject({ page: 0, size: 4, totalElements: 6, totalPages: 2 });
    expect(res.body.data.content).toHaveLength(4);
  });

  it('branchSlug: the branch’s promos plus those of its city', async () => {
    const res = await ctx.get('/api/promo/v1/promo?branchSlug=kemudi-toyota-fatmawati');
    expect(res.status).toBe(200);
    expect(slugs(res.body.data.content)).toEqual(['akhir-pekan-hemat-jakarta', 'body-paint-hemat-jakarta-selatan']);
  });

  it('productCode: the promos naming the model; a variant code reads as its model', async () => {
    const res = await ctx.get('/api/promo/v1/promo?productCode=fortuner');
    expect(slugs(res.body.data.content)).toEqual(['paket-petualang-fortuner-hilux']);
    const [variant] = await ctx.db.select({ code: carVariants.code }).from(carVariants).where(eq(carVariants.modelCode, 'avanza')).limit(1);
    const byVariant = await ctx.get(`/api/promo/v1/promo?productCode=${variant!.code}`);
    expect(slugs(byVariant.body.data.content)).toEqual(['dp-ringan-avanza-veloz']);
  });

  it('needs exactly one filter (400)', async () => {
    for (const query of ['', '?page=0', '?city=3273&productCode=avanza']) {
      const res = await ctx.get(`/api/promo/v1/promo${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { type: 'ValidationError', message: "Parameter harus berisi tepat satu dari 'city', 'branchSlug' atau 'productCode'." },
      ]);
    }
  });

  it('answers 404 for an unknown city, branch or product', async () => {
    const city = await ctx.get('/api/promo/v1/promo?city=9999');
    expect(city.status).toBe(404);
    expect(city.body.errors[0]).toEqual({ type: 'NotFoundError', message: "Kota dengan kode '9999' tidak ditemukan" });
    const branch = await ctx.get('/api/promo/v1/promo?branchSlug=kemudi-toyota-mars');
    expect(branch.status).toBe(404);
    expect(branch.body.errors[0].message).toBe("Cabang 'kemudi-toyota-mars' tidak ditemukan");
    const product = await ctx.get('/api/promo/v1/promo?productCode=delorean');
    expect(product.status).toBe(404);
    expect(product.body.errors[0].message).toBe("Produk 'delorean' tidak ditemukan");
  });
});

describe('GET /api/promo/v1/promo/salesman/{slug}', () => {
  it('answers the salesman’s own promos', async () => {
    const res = await ctx.get('/api/promo/v1/promo/salesman/budi-santoso-sunter');
    expect(res.status).toBe(200);
    expect(slugs(res.body.data.content)).toEqual(['penawaran-khusus-budi-santoso-sunter']);
    expect(res.body.data.size).toBe(4);
  });

  it('adds the promos of the salesman’s branch', async () => {
    const res = await ctx.get('/api/promo/v1/promo/salesman/rina-wulandari-fatmawati');
    expect(slugs(res.body.data.content)).toEqual(['body-paint-hemat-jakarta-selatan']);
    const other = await ctx.get('/api/promo/v1/promo/salesman/yoga-pratama-yogyakarta');
    expect(other.body.data.content).toEqual([]);
  });

  it('answers 404 for an unknown salesman', async () => {
    const res = await ctx.get('/api/promo/v1/promo/salesman/tidak-ada');
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toEqual({ type: 'NotFoundError', message: "Sales dengan slug 'tidak-ada' tidak ditemukan" });
  });
});

describe('OpenAPI', () => {
  it('documents the promo operations', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { tags: string[]; summary: string }>>;
    for (const path of [
      '/api/promo/v1/promo/hero',
      '/api/promo/v1/v2/promo/hero',
      '/api/promo/v1/promo/national',
      '/api/promo/v1/promo/slug/{slug}',
      '/api/promo/v1/promo',
      '/api/promo/v1/promo/salesman/{slug}',
    ]) {
      expect(paths[path]?.get?.tags).toEqual(['promo']);
      expect(paths[path]?.get?.summary).toContain('§7');
    }
  });
});
