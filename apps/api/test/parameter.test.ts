import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const BASE = '/api/parameter/v1';
const MONAS = { latitude: -6.1754, longitude: 106.8272 };

describe('provinces and cities', () => {
  it('GET province answers the 38 provinces by name with status 200 (§7)', async () => {
    const res = await ctx.get(`${BASE}/province`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const list = res.body.data as { isocode: string; name: string }[];
    expect(list).toHaveLength(38);
    expect(list).toContainEqual({ isocode: 'dki_jakarta', name: 'DKI Jakarta' });
    expect(list[0]).toEqual({ isocode: 'aceh', name: 'Aceh' });
    const names = list.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
  });

  it('GET province/{iso} answers the province with its cities', async () => {
    const res = await ctx.get(`${BASE}/province/dki_jakarta`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isocode: 'dki_jakarta', name: 'DKI Jakarta' });
    expect(res.body.data.cities).toHaveLength(6);
    expect(res.body.data.cities).toContainEqual({ isocode: '0080', name: 'Kota Jakarta Pusat' });
  });

  it('GET province/{iso} answers 404 in Indonesian for an unknown one', async () => {
    const res = await ctx.get(`${BASE}/province/atlantis`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ type: 'NotFoundError', message: "Provinsi dengan kode 'atlantis' tidak ditemukan" }] });
  });

  it('GET cities?province= answers that province’s cities; without it every city', async () => {
    const jabar = await ctx.get(`${BASE}/cities?province=jawa_barat`);
    expect(jabar.status).toBe(200);
    expect(jabar.body.data).toContainEqual({ isocode: '3273', name: 'Kota Bandung', provinceIsocode: 'jawa_barat' });
    expect(jabar.body.data.every((c: { provinceIsocode: string }) => c.provinceIsocode === 'jawa_barat')).toBe(true);
    const all = await ctx.get(`${BASE}/cities`);
    expect(all.body.data.length).toBeGreaterThan(500);
    expect(all.body.data).toContainEqual({ isocode: '0080', name: 'Kota Jakarta Pusat', provinceIsocode: 'dki_jakarta' });
    const unknown = await ctx.get(`${BASE}/cities?province=atlantis`);
    expect(unknown.status).toBe(404);
  });

  it('POST city answers the cities of the province in the body', async () => {
    const res = await ctx.post(`${BASE}/city`, { province: 'dki_jakarta' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { isocode: string }) => c.isocode)).toContain('0080');
    const missing = await ctx.post(`${BASE}/city`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ type: 'ValidationError', message: "Kolom 'province' wajib diisi." }]);
  });
});

describe('GET branch/get-branch-list/city/{iso}', () => {
  it('answers Bandung’s branches by name with their details', async () => {
    const res = await ctx.get(`${BASE}/branch/get-branch-list/city/3273`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { slug: string }) => b.slug)).toEqual([
      'kemudi-toyota-bandung-pasteur',
      'kemudi-toyota-bandung-soekarno-hatta',
    ]);
    expect(res.body.data[1]).toMatchObject({
      name: 'Kemudi Toyota Bandung Soekarno-Hatta',
      cityIsocode: '3273',
      cityName: 'Kota Bandung',
      provinceIsocode: 'jawa_barat',
      services: ['sales', 'bengkel', 'body-paint', 'home-service'],
      hidden: false,
      url: '/dealer-toyota/kemudi-toyota-bandung-soekarno-hatta',
    });
    expect(typeof res.body.data[1].latitude).toBe('number');
  });

  it('leaves hidden branches out by default (§9 hidden=true); hidden=false includes them', async () => {
    const byDefault = await ctx.get(`${BASE}/branch/get-branch-list/city/0080`);
    expect(byDefault.body.data.map((b: { slug: string }) => b.slug)).toEqual(['kemudi-toyota-cikini']);
    const explicit = await ctx.get(`${BASE}/branch/get-branch-list/city/0080?hidden=true`);
    expect(explicit.body.data).toEqual(byDefault.body.data);
    const all = await ctx.get(`${BASE}/branch/get-branch-list/city/0080?hidden=false`);
    expect(all.body.data.map((b: { slug: string; hidden: boolean }) => [b.slug, b.hidden])).toEqual([
      ['kemudi-toyota-cikini', false],
      ['kemudi-toyota-gunung-sahari', true],
    ]);
  });

  it('answers an empty list for a city without branches (Kabupaten Bandung) and 404 for an unknown one', async () => {
    const empty = await ctx.get(`${BASE}/branch/get-branch-list/city/3204`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    const unknown = await ctx.get(`${BASE}/branch/get-branch-list/city/0000`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({ type: 'NotFoundError', message: "Kota dengan kode '0000' tidak ditemukan" });
    const bad = await ctx.get(`${BASE}/branch/get-branch-list/city/0080?hidden=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].type).toBe('ValidationError');
  });
});

describe('POST branch', () => {
  it('with an empty body lists every visible branch, paginated', async () => {
    const res = await ctx.post(`${BASE}/branch`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 0, size: 10, totalElements: 30, totalPages: 3 });
  });

  it('filters by province, city, service and words', async () => {
    const jabar = await ctx.post(`${BASE}/branch`, { province: 'jawa_barat', service: 'body-paint', size: 50 });
    expect(jabar.body.data.content.map((b: { slug: string }) => b.slug)).toEqual([
      'kemudi-toyota-bandung-soekarno-hatta',
      'kemudi-toyota-bekasi-kalimalang',
    ]);
    const city = await ctx.post(`${BASE}/branch`, { city: '3273' });
    expect(city.body.data.totalElements).toBe(2);
    const words = await ctx.post(`${BASE}/branch`, { q: 'bandung pasteur' });
    expect(words.body.data.content.map((b: { slug: string }) => b.slug)).toEqual(['kemudi-toyota-bandung-pasteur']);
    const literal = await ctx.post(`${BASE}/branch`, { q: '%' });
    expect(literal.body.data.totalElements).toBe(0);
  });

  it('rejects an unknown service (400) and an unknown province (404)', async () => {
    const bad = await ctx.post(`${BASE}/branch`, { service: 'cuci-mobil' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe("Kolom 'service' harus salah satu dari: sales, bengkel, body-paint, home-service.");
    const unknown = await ctx.post(`${BASE}/branch`, { province: 'atlantis' });
    expect(unknown.status).toBe(404);
  });
});

describe('POST location/distance', () => {
  it('puts a central-Jakarta branch first from Monas, nearest first, hidden ones left out', async () => {
    const res = await ctx.post(`${BASE}/location/distance`, MONAS);
    expect(res.status).toBe(200);
    const list = res.body.data as { slug: string; cityIsocode: string; distanceKm: number; hidden: boolean }[];
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ slug: 'kemudi-toyota-cikini', cityIsocode: '0080' });
    expect(list[0]!.distanceKm).toBeGreaterThan(1.5);
    expect(list[0]!.distanceKm).toBeLessThan(3);
    expect(list[0]!.distanceKm).toBe(Math.round(list[0]!.distanceKm * 10) / 10);
    expect(list.map((b) => b.distanceKm)).toEqual([...list.map((b) => b.distanceKm)].sort((a, b) => a - b));
    // Gunung Sahari is nearer to Monas than Cikini but hidden (under renovation).
    expect(list.map((b) => b.slug)).not.toContain('kemudi-toyota-gunung-sahari');
  });

  it('filters by service and honours limit', async () => {
    const res = await ctx.post(`${BASE}/location/distance`, { ...MONAS, service: 'sales', limit: 2 });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0].slug).toBe('kemudi-toyota-sunter');
    expect(res.body.data.every((b: { services: string[] }) => b.services.includes('sales'))).toBe(true);
  });

  it('finds Bandung’s branches first from Bandung', async () => {
    const res = await ctx.post(`${BASE}/location/distance`, { latitude: -6.9175, longitude: 107.6191, limit: 2 });
    expect(res.body.data.map((b: { cityIsocode: string }) => b.cityIsocode)).toEqual(['3273', '3273']);
  });

  it('rejects coordinates outside Indonesia with an Indonesian 400', async () => {
    const res = await ctx.post(`${BASE}/location/distance`, { latitude: 48.85, longitude: 2.35 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].type).toBe('ValidationError');
    expect(res.body.errors[0].message).toContain("Kolom 'latitude' harus di antara -11 dan 6 (wilayah Indonesia).");
    expect(res.body.errors[0].message).toContain("Kolom 'longitude' harus di antara 95 dan 141 (wilayah Indonesia).");
    const tooMany = await ctx.post(`${BASE}/location/distance`, { ...MONAS, limit: 51 });
    expect(tooMany.status).toBe(400);
    const missing = await ctx.post(`${BASE}/location/distance`, { latitude: 'x' });
    expect(missing.status).toBe(400);
  });
});

describe('POST update-location', () => {
  it('checks the city and answers isRefresh from sync (§7 data.isRefresh)', async () => {
    const res = await ctx.post(`${BASE}/update-location`, { city_name: 'Bandung', city_iso: '3273', sync: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cityIso: '3273',
      cityName: 'Kota Bandung',
      provinceIsocode: 'jawa_barat',
      provinceName: 'Jawa Barat',
      isRefresh: true,
    });
    const noSync = await ctx.post(`${BASE}/update-location`, { city_name: 'Jakarta Pusat', city_iso: '0080' });
    expect(noSync.body.data).toMatchObject({ cityIso: '0080', provinceIsocode: 'dki_jakarta', isRefresh: false });
  });

  it('answers 404 for an unknown city and 400 for a missing one', async () => {
    const unknown = await ctx.post(`${BASE}/update-location`, { city_name: 'Atlantis', city_iso: '0000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe("Kota dengan kode '0000' tidak ditemukan");
    const missing = await ctx.post(`${BASE}/update-location`, { city_name: 'Bandung' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe("Kolom 'city_iso' wajib diisi.");
  });
});

// GET sitemap: see sitemap.test.ts.

describe('OpenAPI', () => {
  it('documents the parameter operations with their bodies', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags: string[]; summary: string; description: string; requestBody?: unknown }>>;
    const ops: [string, 'get' | 'post'][] = [
      ['/api/parameter/v1/province', 'get'],
      ['/api/parameter/v1/province/{iso}', 'get'],
      ['/api/parameter/v1/cities', 'get'],
      ['/api/parameter/v1/branch/get-branch-list/city/{iso}', 'get'],
      ['/api/parameter/v1/branch', 'post'],
      ['/api/parameter/v1/city', 'post'],
      ['/api/parameter/v1/location/distance', 'post'],
      ['/api/parameter/v1/update-location', 'post'],
      ['/api/parameter/v1/sitemap', 'get'],
    ];
    for (const [path, method] of ops) {
      const op = paths[path]?.[method];
      expect(op?.tags).toEqual(['parameter']);
      expect(op?.summary).toContain('§');
      expect(op?.description.length).toBeGreaterThan(20);
      if (method === 'post') expect(op?.requestBody).toBeDefined();
    }
  });
});
