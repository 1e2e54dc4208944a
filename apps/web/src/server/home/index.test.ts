/**
 * The home loader against a real HTTP server standing in for the API: what each section gets, and
 * that one failed call leaves only its own section out. The city comes from the layout loader and
 * the request headers from next/headers, both of which need a live Next request: they are replaced.
 */
import type { ServerResponse } from 'node:http';
import type { AftersalesCard } from '@kemudi/domain/contracts/aftersales';
import type { Branch } from '@kemudi/domain/contracts/branches';
import type { AllGalleryData, Video } from '@kemudi/domain/contracts/new-cars';
import type { HeroPromo, PromoCard } from '@kemudi/domain/contracts/promos';
import type { MenuItem } from '@kemudi/domain/contracts/site';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { articleCard, branch, page, promoCard, trendingCar } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const request = vi.hoisted(() => ({
  city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' },
  headers: new Headers(),
}));
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: request.city }) }));
// A guest: no session cookies, so the API client uses the system token.
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ get: () => undefined }) }));

// Answers typed by the contracts the loader parses them with: a contract change breaks them here.
const heroPromo = (slug: string): z.input<typeof HeroPromo> => ({ ...promoCard(slug), heroColor: '#d7000f' });
const video = (id: number, uploadDate: string): z.input<typeof Video> => ({
  id,
  title: `Video ${id}`,
  description: 'Deskripsi',
  url: 'https://www.youtube.com/@ToyotaIndonesia/search?query=Avanza',
  durationSeconds: 96,
  uploadDate,
  thumbnailUrl: `/api/media/v1/video/${id}.svg`,
});
const TILE = {
  id: 1,
  location: 'home-tile',
  name: 'Mobil Baru',
  url: '/c/mobil-baru-toyota',
  icon: 'car',
  iconUrl: '/api/media/v1/icon/car.svg',
  hideOnMobile: false,
  sortOrder: 1,
} satisfies z.input<typeof MenuItem>;
const AFTERSALES = [
  { kind: 'accessory', code: 'ACC-1', name: 'Karpet', price: 900_000, strikeThroughPrice: 1_000_000, flashSale: null, imageUrl: '/api/media/v1/icon/carpet.svg', url: '/aksesoris/p/ACC-1' },
  { kind: 'coupon', code: 'KPN-1', name: 'Kupon Cuci AC', price: 350_000, strikeThroughPrice: 560_000, flashSale: null, imageUrl: '/api/media/v1/icon/coupon.svg', url: '/c/kupon-service/p/KPN-1' },
] satisfies z.input<typeof AftersalesCard>[];
const GALLERY = { code: 'avanza', groups: [], videos: [video(1, '2025-01-20'), video(2, '2025-06-05')] } satisfies z.input<typeof AllGalleryData>;
const ARTICLE = articleCard('a');

const HERO = [heroPromo('hero-1'), heroPromo('hero-2')];
/** promo?city answers: the hero's national slides first, then what the city adds. */
const CITY_PROMOS: Record<string, z.input<typeof PromoCard>[]> = {
  '0080': [promoCard('hero-1'), promoCard('hero-2'), promoCard('nasional-3'), promoCard('jakarta-1')],
  '3273': [promoCard('hero-1'), promoCard('hero-2'), promoCard('nasional-3'), promoCard('bandung-1')],
};
const BRANCHES: Record<string, z.input<typeof Branch>[]> = {
  '0080': [branch({ slug: 'cikini' })],
  '3273': [branch({ slug: 'pasteur', cityName: 'Kota Bandung' }), branch({ slug: 'soekarno-hatta', cityName: 'Kota Bandung' })],
  '3277': [],
};

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/promo/v1/promo/hero':
      return sendData(res, HERO);
    case '/api/promo/v1/promo': {
      const list = CITY_PROMOS[url.searchParams.get('city') ?? ''] ?? [promoCard('nasional-3')];
      return sendData(res, page(list.slice(0, Number(url.searchParams.get('size')))));
    }
    case '/api/content/v1/page/trending-cars':
      return sendData(res, [trendingCar('avanza'), trendingCar('veloz')]);
    case '/api/content/v1/menu/category':
      return url.searchParams.get('location') === 'home-tile' ? sendData(res, [TILE]) : sendError(res, 404, 'NotFoundError');
    case '/api/content/v1/contentCatalog/trending-product-aftersales':
      return sendData(res, AFTERSALES);
    case '/api/product/v1/v2/all-gallery/avanza':
      return sendData(res, GALLERY);
    case '/api/content/v1/news':
      return sendData(res, page([ARTICLE]));
    default: {
      const iso = /^\/api\/parameter\/v1\/branch\/get-branch-list\/city\/(\d{4})$/.exec(url.pathname)?.[1];
      const list = iso === undefined ? undefined : BRANCHES[iso];
      return list ? sendData(res, list) : sendError(res, 404, 'NotFoundError');
    }
  }
}

const { api, loaders: home, override } = await startLoaderHarness(answer, () => import('./index'));

beforeEach(() => {
  request.city = { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('loadHome', () => {
  it('fills every section from its call', async () => {
    const data = await home.loadHome();
    expect(data.promos.map((p) => p.slug)).toEqual(['hero-1', 'hero-2']);
    expect(data.tiles).toEqual([TILE]);
    expect(data.cars?.map((c) => c.code)).toEqual(['avanza', 'veloz']);
    expect(data.accessories?.map((a) => a.code)).toEqual(['ACC-1']);
    expect(data.coupons?.map((a) => a.code)).toEqual(['KPN-1']);
    // The newest video of the most trending model.
    expect(data.video).toMatchObject({ id: 2, modelName: 'AVANZA' });
    expect(data.branches).toMatchObject({ shownCityName: 'Jakarta Pusat', isFallback: false });
    expect(data.branches?.branches.map((b) => b.slug)).toEqual(['cikini']);
    expect(data.news?.map((a) => a.slug)).toEqual(['a']);
    expect(api.requests.some((r) => r.url === '/api/content/v1/news?page=0&size=3')).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("lists the city's promos beyond the hero's slides, 4 at most (§9), asking for as many more", async () => {
    request.city = { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Bandung' };
    const data = await home.loadHome();
    expect(data.cityPromos?.city.name).toBe('Bandung');
    expect(data.cityPromos?.promos.map((p) => p.slug)).toEqual(['nasional-3', 'bandung-1']);
    expect(api.requests.map((r) => r.url)).toContain('/api/promo/v1/promo?city=3273&page=0&size=6');
    expect(data.branches?.branches.map((b) => b.slug)).toEqual(['pasteur', 'soekarno-hatta']);
  });

  it('leaves out only the sections whose call failed, and logs them', async () => {
    override('/api/content/v1/contentCatalog/trending-product-aftersales', (res) => sendError(res, 500, 'ServerError'));
    override('/api/content/v1/news', (res) => sendData(res, { content: [{ slug: 'a', url: 'javascript:alert(1)' }] }));
    override('/api/content/v1/page/trending-cars', (res) => sendError(res, 503, 'ServerError'));
    const data = await home.loadHome();
    expect(data.accessories).toBeNull();
    expect(data.coupons).toBeNull();
    expect(data.news).toBeNull();
    expect(data.cars).toBeNull();
    expect(data.video).toBeNull(); // it follows the trending cars
    expect(data.promos).toHaveLength(2);
    expect(data.tiles).toHaveLength(1);
    expect(data.branches?.branches).toHaveLength(1);
    const logged = vi.mocked(console.error).mock.calls.map((call) => call[1]);
    expect(logged.sort()).toEqual(['aftersales', 'news', 'trending-cars']);
  });

  it('shows no hero slide when the hero call fails, and the city list then starts at the national promos', async () => {
    override('/api/promo/v1/promo/hero', (res) => sendError(res, 500, 'ServerError'));
    const data = await home.loadHome();
    expect(data.promos).toEqual([]);
    expect(api.requests.map((r) => r.url)).toContain('/api/promo/v1/promo?city=0080&page=0&size=4');
    expect(data.cityPromos?.promos.map((p) => p.slug)).toEqual(['hero-1', 'hero-2', 'nasional-3', 'jakarta-1']);
  });

  it.each([
    ['a city without branches', '3277'],
    ['a city the API does not know', '9999'],
  ])('falls back to the branches of the §9 city 0080 for %s', async (_label, cityIsocode) => {
    request.city = { provinceIsocode: 'jawa_barat', cityIsocode, name: 'Cimahi' };
    const data = await home.loadHome();
    expect(data.branches).toMatchObject({ city: { name: 'Cimahi' }, shownCityName: 'Jakarta Pusat', isFallback: true });
    expect(data.branches?.branches.map((b) => b.slug)).toEqual(['cikini']);
  });
});
