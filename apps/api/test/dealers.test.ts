import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches as seedBranches } from '../../../packages/db/src/seed/data/branches';
import { promos as seedPromos } from '../../../packages/db/src/seed/data/content';
import { salesmen as seedSalesmen } from '../../../packages/db/src/seed/data/salesmen';
import { createTestContext, type TestContext } from './helpers';

/*
 * The calls behind the dealer and promo pages (issue 4) that §7 does not show: a branch by its
 * slug, the provinces and cities that hold branches, and the /promosi page's wider city list.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const TODAY = '2026-11-22';
const running = (p: { validFrom: string; validUntil: string }) => p.validFrom <= TODAY && TODAY <= p.validUntil;

describe('GET content/v1/branch-detail/{slug}', () => {
  it('answers the branch page: address, city, province, contacts, services, week and staff count', async () => {
    const res = await ctx.get('/api/content/v1/branch-detail/kemudi-toyota-sunter');
    expect(res.status).toBe(200);
    const b = res.body.data;
    const seed = seedBranches.find((s) => s.slug === 'kemudi-toyota-sunter')!;
    expect(b).toMatchObject({
      slug: 'kemudi-toyota-sunter',
      name: 'Kemudi Toyota Sunter',
      address: seed.address,
      city: { isocode: '3172', name: 'Kota Jakarta Utara' },
      province: { isocode: 'dki_jakarta', name: 'DKI Jakarta' },
      phone: seed.phone,
      whatsapp: seed.whatsapp,
      email: seed.email,
      latitude: seed.latitude,
      longitude: seed.longitude,
      services: ['sales', 'bengkel', 'body-paint', 'home-service'],
      hidden: false,
      url: '/dealer-toyota/kemudi-toyota-sunter',
    });
    expect(b.description.length).toBeGreaterThan(40);
    // Sunday 22 November 2026, 10:00 WIB: the Sunter showroom opens 09:00–15:00 on Sundays.
    expect(b.schedule.zoneLabel).toBe('WIB');
    expect(b.schedule.today).toBe('Minggu');
    expect(b.schedule.openNow).toBe(true);
    expect(b.schedule.days.map((d: { dayName: string }) => d.dayName)).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(b.schedule.days[0]).toMatchObject({ hours: '08:00 - 18:00', isToday: false });
    const staff = seedSalesmen.filter((s) => s.branchId === seed.id).length;
    expect(staff).toBeGreaterThan(0);
    expect(b.salesmanCount).toBe(staff);
  });

  it('shows a Sunday-closed branch as closed now, in its own zone', async () => {
    const balikpapan = await ctx.get('/api/content/v1/branch-detail/kemudi-toyota-balikpapan');
    expect(balikpapan.status).toBe(200);
    expect(balikpapan.body.data.schedule.zoneLabel).toBe('WITA');
    expect(balikpapan.body.data.schedule.localTime).toBe('11:00');
    const closedOnSunday = seedBranches.find((s) => !s.hidden && s.workingSchedule.find((d) => d.day === 7)?.open === null)!;
    const res = await ctx.get(`/api/content/v1/branch-detail/${closedOnSunday.slug}`);
    expect(res.body.data.schedule.openNow).toBe(false);
    expect(res.body.data.schedule.days[6]).toMatchObject({ dayName: 'Minggu', hours: 'Tutup', isToday: true });
  });

  it('answers a hidden branch too, flagged, so its links keep working', async () => {
    const hidden = seedBranches.find((s) => s.hidden)!;
    const res = await ctx.get(`/api/content/v1/branch-detail/${hidden.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.hidden).toBe(true);
  });

  it('answers 404 in Indonesian for an unknown slug and does not take the salesman route', async () => {
    const res = await ctx.get('/api/content/v1/branch-detail/kemudi-toyota-atlantis');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ type: 'NotFoundError', message: "Cabang 'kemudi-toyota-atlantis' tidak ditemukan" }] });
    const bySalesman = await ctx.get('/api/content/v1/branch-detail/salesman/budi-santoso-sunter');
    expect(bySalesman.status).toBe(200);
    expect(bySalesman.body.data.branch.slug).toBe('kemudi-toyota-sunter');
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/content/v1/branch-detail/kemudi-toyota-sunter' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET parameter/v1/branch/areas', () => {
  it('lists only the provinces and cities that hold visible branches, with counts, by name', async () => {
    const res = await ctx.get('/api/parameter/v1/branch/areas');
    expect(res.status).toBe(200);
    const areas = res.body.data as {
      isocode: string;
      name: string;
      branchCount: number;
      cities: { isocode: string; name: string; branchCount: number; centre: { latitude: number; longitude: number } }[];
    }[];
    const visible = seedBranches.filter((b) => !b.hidden);
    expect(areas.reduce((n, a) => n + a.branchCount, 0)).toBe(visible.length);
    expect(new Set(areas.map((a) => a.isocode))).toEqual(new Set(visible.map((b) => b.provinceIsocode)));
    const names = areas.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));

    const jakarta = areas.find((a) => a.isocode === 'dki_jakarta')!;
    expect(jakarta.name).toBe('DKI Jakarta');
    expect(jakarta.cities).toContainEqual(expect.objectContaining({ isocode: '3174', name: 'Kota Jakarta Selatan', branchCount: 3 }));
    // Gunung Sahari is hidden: Jakarta Pusat counts only Cikini, and its centre is Cikini's position.
    const cikini = seedBranches.find((b) => b.cityIsocode === '0080' && !b.hidden)!;
    expect(jakarta.cities).toContainEqual({
      isocode: '0080',
      name: 'Kota Jakarta Pusat',
      branchCount: 1,
      centre: { latitude: cikini.latitude, longitude: cikini.longitude },
    });
    // A city's centre is the middle of its visible dealers.
    const south = seedBranches.filter((b) => b.cityIsocode === '3174' && !b.hidden);
    const centre = jakarta.cities.find((c) => c.isocode === '3174')!.centre;
    expect(centre.latitude).toBeCloseTo(south.reduce((sum, b) => sum + b.latitude, 0) / south.length, 4);
    expect(centre.longitude).toBeCloseTo(south.reduce((sum, b) => sum + b.longitude, 0) / south.length, 4);
    for (const area of areas) {
      expect(area.cities.reduce((n, c) => n + c.branchCount, 0)).toBe(area.branchCount);
      expect(area.cities.every((c) => c.branchCount > 0)).toBe(true);
    }
  });
});

describe('promo lists of the /promosi page', () => {
  it('city with all=true adds the city’s branch promos and the model promos', async () => {
    const narrow = await ctx.get('/api/promo/v1/promo?city=3216&size=50');
    const wide = await ctx.get('/api/promo/v1/promo?city=3216&all=true&size=50');
    expect(wide.status).toBe(200);
    const narrowSlugs = narrow.body.data.content.map((p: { slug: string }) => p.slug);
    const wideSlugs = wide.body.data.content.map((p: { slug: string }) => p.slug);
    expect(narrowSlugs).not.toContain('grand-opening-kemudi-cikarang');
    expect(wideSlugs).toContain('grand-opening-kemudi-cikarang');
    expect(wideSlugs).toContain('dp-ringan-avanza-veloz');
    const expected = seedPromos.filter(
      (p) =>
        running(p) &&
        (p.scope === 'national' ||
          p.scope === 'product' ||
          (p.cityIsocodes ?? []).includes('3216') ||
          (p.branchSlugs ?? []).includes('kemudi-toyota-cikarang')),
    );
    expect(wide.body.data.totalElements).toBe(expected.length);
    // Another city's branch promo and a salesman's own offer stay out.
    expect(wideSlugs).not.toContain('body-paint-hemat-jakarta-selatan');
    expect(wideSlugs).not.toContain('penawaran-khusus-budi-santoso-sunter');
  });

  it('pages the wide list 4 at a time by default (§9)', async () => {
    const res = await ctx.get('/api/promo/v1/promo?city=0080&all=true');
    expect(res.body.data.size).toBe(4);
    expect(res.body.data.content).toHaveLength(4);
    expect(res.body.data.totalPages).toBe(Math.ceil(res.body.data.totalElements / 4));
  });

  it('category narrows the city and the national lists; an unknown category is a 400', async () => {
    const city = await ctx.get(`/api/promo/v1/promo?city=0080&all=true&size=50&category=${encodeURIComponent('Purna Jual')}`);
    expect(city.status).toBe(200);
    expect(city.body.data.content.length).toBeGreaterThan(0);
    expect(city.body.data.content.every((p: { category: string }) => p.category === 'Purna Jual')).toBe(true);
    const national = await ctx.get(`/api/promo/v1/promo/national?size=50&category=${encodeURIComponent('Mobil Bekas')}`);
    expect(national.status).toBe(200);
    const expected = seedPromos.filter((p) => running(p) && p.scope === 'national' && p.category === 'Mobil Bekas');
    expect(national.body.data.content.map((p: { slug: string }) => p.slug)).toEqual(
      expected.sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)).map((p) => p.slug),
    );
    const bad = await ctx.get('/api/promo/v1/promo/national?category=Gratis');
    expect(bad.status).toBe(400);
  });
});
