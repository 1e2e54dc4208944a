/**
 * The search results loader against a real HTTP server standing in for the API: what
 * each view asks global-search for, what the page gets back, and that a link the page would render
 * must be a path on this site.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultsHref } from '@/components/search-results/links';
import { buildResultItemList } from '@/components/search-results/markup';
import { type FakeApi, type RecordedRequest, sendJson, startFakeApi } from '../test/fake-api';

let api: FakeApi;
let loader: typeof import('./search-results');

const item = (kind: string, ref: string, url = `/x/${ref}`) => ({
  kind,
  ref,
  title: `Judul ${ref}`,
  subtitle: 'Sub',
  url,
  imageUrl: `/api/media/v1/icon/${ref}.svg`,
  score: 1,
});

let searchAnswer: unknown;
let trendingFails = false;

function answer(req: RecordedRequest, res: Parameters<typeof sendJson>[0]) {
  const url = new URL(req.url, 'http://api');
  const ok = (data: unknown) => sendJson(res, 200, { status: 200, data });
  switch (url.pathname) {
    case '/api/product/v1/global-search':
      return sendJson(res, 200, searchAnswer);
    case '/api/content/v1/page/trending-cars':
      return trendingFails
        ? sendJson(res, 500, { errors: [{ type: 'InternalError', message: 'x' }] })
        : ok([
            { code: 'avanza', name: 'Toyota Avanza', url: '/mobil-baru-toyota/p/avanza' },
            { code: 'veloz', name: 'Veloz', url: '/mobil-baru-toyota/p/veloz' },
          ]);
    default:
      return sendJson(res, 404, { errors: [{ type: 'NotFoundError', message: 'tidak ditemukan' }] });
  }
}

const searchBodies = () => api.requests.filter((r) => r.url === '/api/product/v1/global-search').map((r) => JSON.parse(r.body) as unknown);

beforeAll(async () => {
  api = await startFakeApi(answer);
  vi.stubEnv('API_URL', api.url);
  loader = await import('./search-results');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

beforeEach(async () => {
  // §9: the client answers an identical GET from its 500 ms cache; each test starts past it.
  await new Promise((resolve) => setTimeout(resolve, 520));
  api.requests.length = 0;
  trendingFails = false;
  searchAnswer = {
    status: 200,
    data: {
      text: 'avanza',
      correctedText: null,
      total: 14,
      page: 0,
      size: 4,
      kind: null,
      groups: [
        { kind: 'model', label: 'Mobil Baru', total: 1, items: [item('model', 'avanza')] },
        { kind: 'used-car', label: 'Mobil Bekas', total: 13, items: [item('used-car', 'UC-1'), item('used-car', 'UC-2')] },
        { kind: 'spaceship', label: 'Kapal', total: 0, items: [] },
      ],
      suggestions: [],
      url: '/search/global?text=avanza',
    },
  };
});

describe('loadSearchResults', () => {
  it('"Semua" asks every kind’s first few items and keeps the kinds the page knows', async () => {
    const results = await loader.loadSearchResults('avanza', undefined, 0);
    expect(searchBodies()).toEqual([{ text: 'avanza', limit: loader.RESULTS_PER_GROUP }]);
    expect(results.groups.map((g) => [g.kind.label, g.total, g.items.length])).toEqual([
      ['Mobil Baru', 1, 1],
      ['Mobil Bekas', 13, 2],
    ]);
    expect(results).toMatchObject({ text: 'avanza', total: 14, kind: undefined, page: 0, totalPages: 1, correctedText: null });
  });

  it('a kind’s tab asks one page of that kind and counts its pages', async () => {
    const usedCars = loader.kindOfSlug('mobil-bekas');
    const results = await loader.loadSearchResults('avanza', usedCars, 1);
    expect(searchBodies()).toEqual([{ text: 'avanza', limit: loader.RESULTS_PAGE_SIZE, page: 1, kind: 'used-car' }]);
    expect(results.page).toBe(1);
    expect(results.totalPages).toBe(Math.ceil(13 / loader.RESULTS_PAGE_SIZE));
    // A kind without matches has no page at all.
    const none = await loader.loadSearchResults('avanza', loader.kindOfSlug('promo'), 0);
    expect(none.totalPages).toBe(0);
  });

  it('refuses an answer whose link leaves the site', async () => {
    searchAnswer = {
      status: 200,
      data: {
        text: 'avanza',
        correctedText: null,
        total: 1,
        page: 0,
        size: 4,
        kind: null,
        groups: [{ kind: 'model', label: 'Mobil Baru', total: 1, items: [item('model', 'avanza', '//evil.example/x')] }],
      },
    };
    await expect(loader.loadSearchResults('avanza', undefined, 0)).rejects.toThrow();
  });
});

describe('loadPopularSearches', () => {
  it('suggests the trending cars without "Toyota", then after-sales words', async () => {
    const popular = await loader.loadPopularSearches();
    expect(popular.slice(0, 3)).toEqual(['Avanza', 'Veloz', 'Ganti oli']);
  });

  it('still suggests the words when the trending call fails', async () => {
    trendingFails = true;
    const popular = await loader.loadPopularSearches();
    expect(popular[0]).toBe('Ganti oli');
    expect(popular).not.toContain('Avanza');
  });
});

describe('query helpers', () => {
  it('collapses whitespace (§5) and cuts the text to the API’s 100 characters', () => {
    expect(loader.normalizeQuery('  kijang   innova ')).toBe('kijang innova');
    expect(loader.normalizeQuery(undefined)).toBe('');
    expect(loader.normalizeQuery('a'.repeat(150))).toHaveLength(loader.MAX_SEARCH_LENGTH);
  });

  it('reads the kind from its Indonesian slug, unknown = every kind', () => {
    expect(loader.kindOfSlug('kupon-servis')?.kind).toBe('coupon');
    expect(loader.kindOfSlug('coupon')).toBeUndefined();
    expect(loader.kindOfSlug(undefined)).toBeUndefined();
  });

  it('links a view: text, kind and 1-based page; "Semua" has no page', () => {
    const usedCars = loader.kindOfSlug('mobil-bekas');
    expect(resultsHref('kijang innova', undefined, 0)).toBe('/search/global?text=kijang+innova');
    expect(resultsHref('avanza', usedCars, 1)).toBe('/search/global?text=avanza&jenis=mobil-bekas&page=2');
    expect(resultsHref('avanza', undefined, 3)).toBe('/search/global?text=avanza');
    expect(resultsHref('', undefined, 0)).toBe('/search/global');
  });
});

describe('buildResultItemList', () => {
  it('lists the shown results as pages by absolute URL, positions continuing across pages', () => {
    const list = buildResultItemList('https://kemudi.test/search/global?text=x', 'Hasil', [item('promo', 'p1', '/promosi/p1')], 'https://kemudi.test', 13);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, url: 'https://kemudi.test/promosi/p1', name: 'Judul p1', image: 'https://kemudi.test/api/media/v1/icon/p1.svg' },
    ]);
  });
});
