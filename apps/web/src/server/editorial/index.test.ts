/**
 * The editorial loaders against a real HTTP server standing in for the API: which calls they make,
 * what they make of the answers (parsed with the contracts), and which failures they leave out.
 * The session comes from next/headers, which needs a live Next request: it is replaced.
 */
import type { ServerResponse } from 'node:http';
import type { ArticleDetail, ReviewFeedPage, TermData } from '@kemudi/domain/contracts/editorial';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { articleCard, page } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

// A guest: no session cookies, so the API client uses the system token.
vi.mock('next/headers', () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined }) }));

// Answers typed by the contracts the loaders parse them with: a contract change breaks them here.
const card = (slug: string, category: string) => articleCard(slug, { category });
const ARTICLE = {
  ...card('tips-mudik', 'Tips'),
  body: 'Pembuka.\n\n## Sebelum berangkat\n\nIsi.',
  tags: ['mudik'],
  relatedModelCodes: ['avanza'],
  seoTitle: 'Tips mudik',
  seoDescription: 'Ringkasan tips mudik.',
  publishedAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
} satisfies z.input<typeof ArticleDetail>;
const term = (type: string): z.input<typeof TermData> => ({ type, title: `Ketentuan ${type}`, items: ['Butir 1'], updatedDate: '2026-10-01' });
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

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  switch (url.pathname) {
    case '/api/content/v1/news/slug/tips-mudik':
      return sendData(res, ARTICLE);
    case '/api/content/v1/news':
      // The article itself comes back in its category's list; the newest of any category overlap it.
      return url.searchParams.get('category') === 'Tips'
        ? sendData(res, page([card('tips-mudik', 'Tips'), card('tips-ban', 'Tips')]))
        : sendData(res, page([card('tips-ban', 'Tips'), card('berita-1', 'Berita'), card('berita-2', 'Berita'), card('berita-3', 'Berita')]));
    case '/api/content/v1/termcondition':
      return url.searchParams.get('type') === 'home-service' ? sendError(res, 500, 'ServerError') : sendData(res, term(url.searchParams.get('type') ?? ''));
    case '/api/content/v1/review/feed':
      return sendData(res, REVIEWS);
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const { api, loaders: editorial } = await startLoaderHarness(answer, () => import('./index'));

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
