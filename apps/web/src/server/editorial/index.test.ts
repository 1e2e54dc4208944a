/**
 * The editorial loaders against a real HTTP server standing in for the API: which calls they make,
 * what they make of the answers (parsed with the contracts), and which failures they leave out.
 * The city comes from the layout loader and the session from next/headers, both of which need a
 * live Next request: they are replaced.
 */
import type { Branch } from '@kemudi/domain/contracts/branches';
import type { ArticleCard, ArticleDetail, ReviewFeedPage, TermData } from '@kemudi/domain/contracts/editorial';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { type FakeApi, type RecordedRequest, sendJson, startFakeApi } from '../../test/fake-api';
import type * as EditorialLoader from './index';

const request = vi.hoisted(() => ({ city: { provinceIsocode: 'jawa_barat', cityIsocode: '3277', name: 'Cimahi' } }));
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: request.city }) }));
// A guest: no session cookies, so the API client uses the system token.
vi.mock('next/headers', () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined }) }));

let api: FakeApi;
let editorial: typeof EditorialLoader;

// Answers typed by the contracts the loaders parse them with: a contract change breaks them here.
const card = (slug: string, category: string): z.input<typeof ArticleCard> => ({
  slug,
  title: `Artikel ${slug}`,
  category,
  summary: 'Ringkasan',
  author: 'Redaksi',
  publishedDate: '2026-11-12',
  readingMinutes: 4,
  imageUrl: `/api/media/v1/article/${slug}.svg`,
  url: `/berita-dan-tips/${slug}`,
});
const ARTICLE = {
  ...card('tips-mudik', 'Tips'),
  body: 'Pembuka.\n\n## Sebelum berangkat\n\nIsi.',
  tags: ['mudik'],
  relatedModelCodes: ['avanza'],
} satisfies z.input<typeof ArticleDetail>;
const page = <T>(content: T[]) => ({ content, page: 0, size: content.length, totalElements: content.length, totalPages: 1 });
const term = (type: string): z.input<typeof TermData> => ({ type, title: `Ketentuan ${type}`, items: ['Butir 1'], updatedDate: '2026-10-01' });
const branch = (id: number, slug: string): z.input<typeof Branch> => ({
  id,
  slug,
  name: `Kemudi ${slug}`,
  address: 'Jl. Contoh 1',
  cityIsocode: '0080',
  cityName: 'Kota Jakarta Pusat',
  provinceIsocode: 'dki_jakarta',
  latitude: -6.2,
  longitude: 106.8,
  phone: '(021) 3190 0001',
  whatsapp: '6281200000001',
  services: ['sales'],
  hidden: false,
  url: `/dealer-toyota/${slug}`,
});
const REVIEWS = {
  ...page([
    {
      id: 7,
      type: 'SERVICE',
      objectCode: 'booking-service',
      objectName: 'Servis Booking',
      objectUrl: '/services-toyota/booking-service',
      reviewerName: 'Sari',
      reviewerCity: 'Bandung',
      rating: 5,
      title: 'Cepat',
      message: 'Selesai tepat waktu.',
      createdDate: '2026-11-01',
      verifiedPurchase: true,
    },
  ]),
  summary: { average: 5, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } },
  objects: [{ code: 'booking-service', name: 'Servis Booking', url: '/services-toyota/booking-service', count: 1, average: 5 }],
} satisfies z.input<typeof ReviewFeedPage>;

function answer(req: RecordedRequest, res: Parameters<typeof sendJson>[0]) {
  const url = new URL(req.url, 'http://api');
  const ok = (data: unknown) => sendJson(res, 200, { status: 200, data });
  const fail = (status: number) => sendJson(res, status, { errors: [{ type: status === 404 ? 'NotFoundError' : 'ServerError', message: 'x' }] });
  switch (url.pathname) {
    case '/api/content/v1/news/slug/tips-mudik':
      return ok(ARTICLE);
    case '/api/content/v1/news':
      // The article itself comes back in its category's list; the newest of any category overlap it.
      return url.searchParams.get('category') === 'Tips'
        ? ok(page([card('tips-mudik', 'Tips'), card('tips-ban', 'Tips')]))
        : ok(page([card('tips-ban', 'Tips'), card('berita-1', 'Berita'), card('berita-2', 'Berita'), card('berita-3', 'Berita')]));
    case '/api/content/v1/termcondition':
      return url.searchParams.get('type') === 'home-service' ? fail(500) : ok(term(url.searchParams.get('type') ?? ''));
    case '/api/content/v1/review/feed':
      return ok(REVIEWS);
    case '/api/parameter/v1/branch/get-branch-list/city/3277':
      return ok([]);
    case '/api/parameter/v1/branch/get-branch-list/city/0080':
      return ok([1, 2, 3, 4, 5].map((id) => branch(id, `cabang-${id}`)));
    default:
      return fail(404);
  }
}

beforeAll(async () => {
  api = await startFakeApi(answer);
  vi.stubEnv('API_URL', api.url);
  editorial = await import('./index');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

beforeEach(async () => {
  // §9: the client answers an identical GET from its 500 ms cache; each test starts past it.
  await new Promise((resolve) => setTimeout(resolve, 520));
  api.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('loadArticle', () => {
  it('reads next the newest of its category, then the newest of any, never itself nor twice, 3 at most', async () => {
    const { article, related } = await editorial.loadArticle('tips-mudik');
    expect(article.title).toBe('Artikel tips-mudik');
    expect(related.map((a) => a.slug)).toEqual(['tips-ban', 'berita-1', 'berita-2']);
    expect(api.requests.map((r) => r.url).sort()).toEqual(
      ['/api/content/v1/news/slug/tips-mudik', '/api/content/v1/news?category=Tips&size=4', '/api/content/v1/news?size=4'].sort(),
    );
  });

  it("makes an unknown article the page's 404", async () => {
    await expect(editorial.loadArticle('tidak-ada')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});

describe('loadReviews', () => {
  it('asks the feed of the kind, model and rating shown, 10 a page', async () => {
    const feed = await editorial.loadReviews('layanan', 'booking-service', 5, 0);
    expect(feed.content[0]?.objectName).toBe('Servis Booking');
    expect(api.requests.map((r) => r.url)).toEqual(['/api/content/v1/review/feed?type=SERVICE&code=booking-service&rating=5&page=0&size=10']);
  });
});

describe('loadServiceTerms', () => {
  it('keeps the order of the service terms and leaves out one that fails', async () => {
    const terms = await editorial.loadServiceTerms();
    expect(terms.map((t) => t.type)).toEqual(['test-drive', 'booking-service', 'trade-in', 'kupon-service', 'newsletter']);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
