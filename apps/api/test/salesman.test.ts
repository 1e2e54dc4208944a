import { salesmen } from '@kemudi/db';
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

const BASE = '/api/product/v1/salesman';

describe('GET salesman/branch/{name}', () => {
  it('pages a branch’s staff 3 at a time by default (§9), most experienced first', async () => {
    const res = await ctx.get(`${BASE}/branch/kemudi-toyota-bandung-soekarno-hatta`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 0, size: 3, totalElements: 4, totalPages: 2 });
    expect(res.body.data.content.map((s: { slug: string }) => s.slug)).toEqual([
      'agus-prasetyo-bandung',
      'dadang-kurniawan-bandung',
      'nenden-rahayu-bandung',
    ]);
    const last = await ctx.get(`${BASE}/branch/kemudi-toyota-bandung-soekarno-hatta?page=1`);
    expect(last.body.data.content.map((s: { slug: string }) => s.slug)).toEqual(['cecep-hermawan-bandung']);
  });

  it('answers each salesman as a card with a prefilled WhatsApp link', async () => {
    const res = await ctx.get(`${BASE}/branch/kemudi-toyota-sunter?size=1`);
    const [budi] = res.body.data.content;
    const [row] = await ctx.db.select().from(salesmen).where(eq(salesmen.slug, 'budi-santoso-sunter'));
    expect(budi).toEqual({
      id: row!.id,
      slug: 'budi-santoso-sunter',
      name: 'Budi Santoso',
      position: 'Sales Supervisor',
      whatsapp: row!.whatsapp,
      waLink: `https://wa.me/${row!.whatsapp}?text=Halo%20Budi%20Santoso%2C%20saya%20tertarik%20dengan%20mobil%20Toyota`,
      yearsOfService: 14,
      specialties: [
        { code: 'fortuner', name: expect.stringContaining('Fortuner') },
        { code: 'kijanginnova', name: expect.stringContaining('Innova') },
        { code: 'hilux-4x2', name: expect.stringContaining('Hilux') },
      ],
      imageUrl: '/api/media/v1/avatar/budi-santoso-sunter.svg',
      url: '/dealer-toyota/sales/budi-santoso-sunter',
    });
  });

  it('still lists the staff of a hidden branch (closed for renovation, reachable on WhatsApp)', async () => {
    const res = await ctx.get(`${BASE}/branch/kemudi-toyota-gunung-sahari`);
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((s: { slug: string }) => s.slug)).toEqual(['fajar-nugroho-gunung-sahari', 'lestiani-putri-gunung-sahari']);
  });

  it('answers 404 for an unknown branch and 400 for a bad size', async () => {
    const res = await ctx.get(`${BASE}/branch/kemudi-toyota-mars`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ type: 'NotFoundError', message: "Cabang 'kemudi-toyota-mars' tidak ditemukan" }] });
    const bad = await ctx.get(`${BASE}/branch/kemudi-toyota-sunter?size=-1`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ type: 'ValidationError', message: "Parameter 'size' tidak boleh kurang dari 1." });
  });
});

describe('GET salesman/salesman-slug/{slug} and salesman/{id}', () => {
  it('answers the full profile with branch, gallery counts and promo count', async () => {
    const res = await ctx.get(`${BASE}/salesman-slug/rina-wulandari-fatmawati`);
    expect(res.status).toBe(200);
    const profile = res.body.data;
    const [row] = await ctx.db.select().from(salesmen).where(eq(salesmen.slug, 'rina-wulandari-fatmawati'));
    expect(profile).toMatchObject({
      slug: 'rina-wulandari-fatmawati',
      name: 'Rina Wulandari',
      position: 'Senior Sales Consultant',
      bio: row!.bio,
      languages: ['Indonesia', 'Jawa', 'Inggris'],
      branch: {
        slug: 'kemudi-toyota-fatmawati',
        name: 'Kemudi Toyota Fatmawati',
        cityIsocode: '3174',
        cityName: 'Kota Jakarta Selatan',
        provinceIsocode: 'dki_jakarta',
        hidden: false,
        url: '/dealer-toyota/kemudi-toyota-fatmawati',
      },
      galleryCount: row!.gallery.filter((g) => g.kind === 'profile').length,
      customerGalleryCount: row!.gallery.filter((g) => g.kind === 'customer').length,
      // Her branch's body & paint promo.
      promoCount: 1,
    });
    expect(profile.customerGalleryCount).toBeGreaterThanOrEqual(2);
  });

  it('answers the same profile by numeric id', async () => {
    const bySlug = await ctx.get(`${BASE}/salesman-slug/budi-santoso-sunter`);
    const byId = await ctx.get(`${BASE}/${bySlug.body.data.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(bySlug.body.data);
    expect(byId.body.data.promoCount).toBe(1);
  });

  it('answers 400 for a non-numeric id and 404 for unknown ones', async () => {
    const bad = await ctx.get(`${BASE}/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: [{ type: 'ValidationError', message: "Parameter alamat 'id' harus berupa angka." }] });
    const missing = await ctx.get(`${BASE}/99999`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toEqual({ type: 'NotFoundError', message: 'Sales dengan id 99999 tidak ditemukan' });
    const unknownSlug = await ctx.get(`${BASE}/salesman-slug/tidak-ada`);
    expect(unknownSlug.status).toBe(404);
    expect(unknownSlug.body.errors[0].message).toBe("Sales dengan slug 'tidak-ada' tidak ditemukan");
  });
});

describe('GET salesman/layanan/{slug}', () => {
  it('lists the services of the salesman’s branch with labels and pages', async () => {
    const res = await ctx.get(`${BASE}/layanan/budi-santoso-sunter`);
    expect(res.status).toBe(200);
    expect(res.body.data.branch).toEqual({ slug: 'kemudi-toyota-sunter', name: 'Kemudi Toyota Sunter', url: '/dealer-toyota/kemudi-toyota-sunter' });
    expect(res.body.data.services.map((s: { code: string; label: string; url: string }) => [s.code, s.label, s.url])).toEqual([
      ['sales', 'Penjualan Mobil Baru', '/c/mobil-baru-toyota'],
      ['bengkel', 'Servis Bengkel', '/layanan-bengkel'],
      ['body-paint', 'Body & Paint', '/body-paint-service'],
      ['home-service', 'Toyota Home Service', '/ths-home-service'],
    ]);
  });

  it('leaves out what the branch does not offer', async () => {
    const res = await ctx.get(`${BASE}/layanan/yudi-setiadi-bandung`);
    expect(res.body.data.services.map((s: { code: string }) => s.code)).toEqual(['sales', 'bengkel']);
  });

  it('answers 404 for an unknown salesman', async () => {
    const res = await ctx.get(`${BASE}/layanan/tidak-ada`);
    expect(res.status).toBe(404);
  });
});

describe('GET salesman/gallery/{slug} and customer-galleries/{slug}', () => {
  it('answers the customer handovers, newest first, drawn as the car handed over', async () => {
    const [row] = await ctx.db.select().from(salesmen).where(eq(salesmen.slug, 'agus-prasetyo-bandung'));
    const handovers = row!.gallery.filter((g) => g.kind === 'customer');
    const res = await ctx.get(`${BASE}/customer-galleries/agus-prasetyo-bandung?size=50`);
    expect(res.status).toBe(200);
    expect(res.body.data.totalElements).toBe(handovers.length);
    const items = res.body.data.content as { kind: string; date: string; modelCode: string; modelName: string; imageUrl: string }[];
    expect(items.every((i) => i.kind === 'customer')).toBe(true);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort().reverse());
    for (const item of items) {
      expect(item.imageUrl).toMatch(new RegExp(`^/api/media/v1/car/${item.modelCode}\\.svg\\?color=[0-9a-f]{6}`));
      expect(item.modelName).toBeTruthy();
    }
  });

  it('answers the profile photos; one without a car shows the avatar', async () => {
    const res = await ctx.get(`${BASE}/gallery/budi-santoso-sunter`);
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBe(6);
    const items = res.body.data.content as { kind: string; modelCode: string | null; imageUrl: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.kind).toBe('profile');
      if (item.modelCode === null) expect(item.imageUrl).toBe('/api/media/v1/avatar/budi-santoso-sunter.svg');
      else expect(item.imageUrl).toContain(`/api/media/v1/car/${item.modelCode}.svg`);
    }
  });

  it('pages the gallery', async () => {
    const all = await ctx.get(`${BASE}/customer-galleries/dewi-lestari-surabaya?size=50`);
    const first = await ctx.get(`${BASE}/customer-galleries/dewi-lestari-surabaya?size=1`);
    expect(first.body.data.totalPages).toBe(all.body.data.totalElements);
    expect(first.body.data.content).toEqual([all.body.data.content[0]]);
  });

  it('answers 404 for an unknown salesman', async () => {
    const res = await ctx.get(`${BASE}/gallery/tidak-ada`);
    expect(res.status).toBe(404);
    expect(res.body.errors[0].type).toBe('NotFoundError');
  });
});

describe('GET salesman/value-propositions', () => {
  it('answers four Indonesian points, not read as an id', async () => {
    const res = await ctx.get(`${BASE}/value-propositions`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    expect(res.body.data[0]).toMatchObject({ title: 'Harga dan Promo Resmi', iconUrl: '/api/media/v1/icon/promo.svg' });
  });
});

describe('OpenAPI', () => {
  it('documents the salesman operations', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { tags: string[]; summary: string }>>;
    for (const path of ['branch/{name}', 'salesman-slug/{slug}', '{id}', 'layanan/{slug}', 'gallery/{slug}', 'customer-galleries/{slug}', 'value-propositions']) {
      expect(paths[`${BASE}/${path}`]?.get?.tags).toEqual(['salesman']);
      expect(paths[`${BASE}/${path}`]?.get?.summary).toContain('§7');
    }
  });
});
