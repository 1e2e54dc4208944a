/**
 * The search results loader against a real HTTP server standing in for the API: what each view asks
 * global-search for, what the page gets back, and that a link the page would render must be a path
 * on this site. The visitor is a guest (no session cookies).
 */
import type { ServerResponse } from 'node:http';
import type { TrendingCars } from '@kemudi/domain/contracts/new-cars';
import type { GlobalSearchData, SearchItem, SearchKind } from '@kemudi/domain/contracts/search';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { kindOfSlug, RESULTS_PAGE_SIZE, RESULTS_PER_GROUP } from '@/lib/search-results';
import { trendingCar } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

type SearchData = z.input<typeof GlobalSearchData>;

const item = (kind: SearchKind, ref: string, url = `/x/${ref}`): z.input<typeof SearchItem> => ({
  kind,
  ref,
  title: `Judul ${ref}`,
  subtitle: 'Sub',
  url,
  imageUrl: `/api/media/v1/icon/${ref}.svg`,
  score: 1,
});

/** A whole global-search answer for 'avanza' with these groups. */
const searchData = (groups: SearchData['groups'], total: number): SearchData => ({
  text: 'avanza',
  correctedText: null,
  total,
  page: 0,
  size: RESULTS_PER_GROUP,
  kind: null,
  groups,
  suggestions: [],
  url: '/search/global?text=avanza',
});

const trending = [trendingCar('avanza', { name: 'Toyota Avanza' }), trendingCar('veloz', { name: 'Veloz' })] satisfies z.input<typeof TrendingCars>;

let searchAnswer: unknown;
let trendingFails = false;

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/product/v1/global-search':
      return sendData(res, searchAnswer);
    case '/api/content/v1/page/trending-cars':
      return trendingFails ? sendError(res, 500, 'InternalError') : sendData(res, trending);
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const { api, loaders: loader } = await startLoaderHarness(answer, () => import('./index'));

const searchBodies = () => api.requests.filter((r) => r.url === '/api/product/v1/global-search').map((r) => JSON.parse(r.body) as unknown);

beforeEach(() => {
  trendingFails = false;
  searchAnswer = searchData(
    [
      { kind: 'model', label: 'Mobil Baru', total: 1, items: [item('model', 'avanza')] },
      { kind: 'used-car', label: 'Mobil Bekas', total: 13, items: [item('used-car', 'UC-1'), item('used-car', 'UC-2')] },
    ],
    14,
  );
});

describe('loadSearchResults', () => {
  it('"Semua" asks every kind’s first few items and lists the groups in the API’s order', async () => {
    const results = await loader.loadSearchResults('avanza', undefined, 0);
    expect(searchBodies()).toEqual([{ text: 'avanza', limit: RESULTS_PER_GROUP }]);
    expect(results.groups.map((g) => [g.kind.label, g.total, g.items.length])).toEqual([
      ['Mobil Baru', 1, 1],
      ['Mobil Bekas', 13, 2],
    ]);
    expect(results).toMatchObject({ text: 'avanza', total: 14, kind: undefined, page: 0, totalPages: 1, correctedText: null });
  });

  it('a kind’s tab asks one page of that kind and counts its pages', async () => {
    const usedCars = kindOfSlug('mobil-bekas');
    const results = await loader.loadSearchResults('avanza', usedCars, 1);
    expect(searchBodies()).toEqual([{ text: 'avanza', limit: RESULTS_PAGE_SIZE, page: 1, kind: 'used-car' }]);
    expect(results.page).toBe(1);
    expect(results.totalPages).toBe(Math.ceil(13 / RESULTS_PAGE_SIZE));
    // A kind without matches has no page at all.
    const none = await loader.loadSearchResults('avanza', kindOfSlug('promo'), 0);
    expect(none.totalPages).toBe(0);
  });

  it('refuses an answer whose link leaves the site', async () => {
    searchAnswer = searchData([{ kind: 'model', label: 'Mobil Baru', total: 1, items: [item('model', 'avanza', '//evil.example/x')] }], 1);
    await expect(loader.loadSearchResults('avanza', undefined, 0)).rejects.toThrow();
  });

  it('refuses an answer with a kind its contract does not know', async () => {
    const spaceship = { kind: 'spaceship', label: 'Kapal', total: 0, items: [] } as unknown as SearchData['groups'][number];
    searchAnswer = searchData([{ kind: 'model', label: 'Mobil Baru', total: 1, items: [item('model', 'avanza')] }, spaceship], 1);
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
