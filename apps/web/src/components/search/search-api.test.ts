import type { CallData } from '@kemudi/domain/contracts/call';
import type { searchCalls } from '@kemudi/domain/contracts/search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestions } from './search-api';

type Answer = CallData<typeof searchCalls.globalSearch>;
type Item = Answer['suggestions'][number];

const item = (over: Partial<Item> = {}): Item => ({
  kind: 'model',
  ref: 'innovazenix',
  title: 'Kijang Innova Zenix',
  subtitle: 'Mulai Rp 420.000.000',
  url: '/mobil-baru-toyota/p/innovazenix',
  imageUrl: '/api/media/v1/car/innovazenix.svg?color=ffffff',
  score: 2.5,
  ...over,
});

const answer = (over: Partial<Answer> = {}): Answer => ({
  text: 'inova',
  correctedText: 'innova',
  total: 1,
  page: 0,
  size: 4,
  kind: null,
  groups: [{ kind: 'model', label: 'Mobil Baru', total: 1, items: [item()] }],
  suggestions: [item()],
  url: '/search/global?text=inova',
  ...over,
});

/** The browser's fetch, answering `body` with `status`; records what it was asked. */
function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSuggestions', () => {
  it('posts the text to §7 global-search through the site and keeps the groups and their suggestions', async () => {
    const fetchMock = stubFetch(200, { status: 200, data: answer() });
    const result = await fetchSuggestions('inova', new AbortController().signal);
    expect(result).toEqual({ text: 'inova', total: 1, groups: [{ kind: 'model', label: 'Mobil Baru', total: 1, items: [item()] }] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/product/v1/global-search');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ text: 'inova', limit: 4 });
  });

  it('leaves out a group counted without items', async () => {
    stubFetch(200, {
      status: 200,
      data: answer({ groups: [{ kind: 'model', label: 'Mobil Baru', total: 1, items: [item()] }, { kind: 'promo', label: 'Promo', total: 3, items: [] }] }),
    });
    const result = await fetchSuggestions('inova', new AbortController().signal);
    expect(result.groups.map((g) => g.kind)).toEqual(['model']);
  });

  it('refuses an answer whose link or picture leaves the site (nothing of it reaches an href)', async () => {
    for (const bad of [{ url: 'javascript:alert(1)' }, { url: '//evil.example' }, { imageUrl: 'https://x.example/a.png' }]) {
      stubFetch(200, { status: 200, data: answer({ groups: [{ kind: 'model', label: 'Mobil Baru', total: 2, items: [item(), item({ ref: 'b', ...bad })] }] }) });
      await expect(fetchSuggestions('inova', new AbortController().signal)).rejects.toThrow();
    }
  });

  it('throws on an error answer or an answer of another shape (the box then shows §8 "Gagal menampilkan data")', async () => {
    stubFetch(500, { errors: [{ type: 'InternalServerError', message: 'x' }] });
    await expect(fetchSuggestions('inova', new AbortController().signal)).rejects.toThrow();
    stubFetch(200, { errors: [{ type: 'x', message: 'y' }] });
    await expect(fetchSuggestions('inova', new AbortController().signal)).rejects.toThrow();
    stubFetch(200, null);
    await expect(fetchSuggestions('inova', new AbortController().signal)).rejects.toThrow();
  });
});
