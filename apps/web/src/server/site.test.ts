import type { ServerResponse } from 'node:http';
import type { CallData } from '@kemudi/domain/contracts/call';
import type { siteCalls } from '@kemudi/domain/contracts/site';
import { SITE_MENU } from '@kemudi/domain/vocabulary';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ get: () => undefined }) }));

const PAGES: CallData<typeof siteCalls.sitemap> = [
  { url: '/', lastModified: '2026-11-22', kind: 'static' },
  { url: '/mobil-baru-toyota/p/avanza', lastModified: '2026-11-20', kind: 'model' },
];

let sitemap: unknown = PAGES;

function answer(req: RecordedRequest, res: ServerResponse) {
  if (req.url === '/api/parameter/v1/sitemap') return sendData(res, sitemap);
  return sendError(res, 503, 'ServiceUnavailable');
}

const { loaders: site } = await startLoaderHarness(answer, () => import('./site'));

beforeEach(() => {
  sitemap = PAGES;
});

describe('loadSiteOrigin', () => {
  it('takes the forwarded host and protocol of the request', async () => {
    request.headers = new Headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.kemudi.example', 'x-forwarded-proto': 'https' });
    await expect(site.loadSiteOrigin()).resolves.toBe('https://www.kemudi.example');
    request.headers = new Headers({ host: '127.0.0.1:3206' });
    await expect(site.loadSiteOrigin()).resolves.toBe('http://127.0.0.1:3206');
  });

  it('ignores a host header that is not a plain host name', async () => {
    request.headers = new Headers({ host: 'evil.example"><script>' });
    await expect(site.loadSiteOrigin()).resolves.toBe('http://localhost:3000');
  });
});

describe('loadSitemapPages', () => {
  it('answers the API’s site paths in its order', async () => {
    await expect(site.loadSitemapPages()).resolves.toEqual(PAGES);
  });

  it('refuses an answer that points the sitemap at another host', async () => {
    sitemap = [...PAGES, { url: '//evil.example/x', lastModified: '2026-11-22', kind: 'static' }];
    await expect(site.loadSitemapPages()).rejects.toThrow();
  });
});

describe('loadSiteMenu', () => {
  it('is the built-in §2 menu when the menu call fails', async () => {
    await expect(site.loadSiteMenu()).resolves.toBe(SITE_MENU);
  });
});
