/**
 * The sitemap loader against a real HTTP server standing in for the API: the site paths with their
 * dates, and never a page on another host. (Moved unchanged out of the search results loader's tests.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeApi, type RecordedRequest, sendJson, startFakeApi } from '../test/fake-api';
import type * as SitemapLoader from './sitemap';

let api: FakeApi;
let sitemapLoader: typeof SitemapLoader;
let sitemapAnswer: unknown;

function answer(req: RecordedRequest, res: Parameters<typeof sendJson>[0]) {
  const url = new URL(req.url, 'http://api');
  if (url.pathname === '/api/parameter/v1/sitemap') return sendJson(res, 200, sitemapAnswer);
  return sendJson(res, 404, { errors: [{ type: 'NotFoundError', message: 'tidak ditemukan' }] });
}

beforeAll(async () => {
  api = await startFakeApi(answer);
  vi.stubEnv('API_URL', api.url);
  sitemapLoader = await import('./sitemap');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('loadSitemapPages', () => {
  it('reads the site paths with their dates', async () => {
    sitemapAnswer = { status: 200, data: [{ url: '/', kind: 'static', lastModified: '2026-11-20' }, { url: '/promosi/a', kind: 'promo', lastModified: '2026-10-28' }] };
    expect(await sitemapLoader.loadSitemapPages()).toEqual([
      { url: '/', kind: 'static', lastModified: '2026-11-20' },
      { url: '/promosi/a', kind: 'promo', lastModified: '2026-10-28' },
    ]);
  });

  it('refuses an entry on another host', async () => {
    // §9: the client answers an identical GET from its 500 ms cache; this call starts past it.
    await new Promise((resolve) => setTimeout(resolve, 520));
    sitemapAnswer = { status: 200, data: [{ url: '//evil.example/', kind: 'static', lastModified: '2026-11-20' }] };
    await expect(sitemapLoader.loadSitemapPages()).rejects.toThrow();
  });
});
