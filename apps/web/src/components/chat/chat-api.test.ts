import type { CallData } from '@kemudi/domain/contracts/call';
import type { chatCalls } from '@kemudi/domain/contracts/chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askBody, askTasia } from './chat-api';

type Answer = CallData<typeof chatCalls.ask>;

const answer = (): Answer => ({
  answer: 'Berikut yang kami temukan untuk "harga avanza": Toyota Avanza.',
  sources: [{ kind: 'model', label: 'Mobil Baru', title: 'Toyota Avanza', url: '/mobil-baru-toyota/p/avanza' }],
  faqs: [{ question: 'Apa beda Avanza tipe E dan G?', answer: 'Tipe G lebih lengkap.' }],
  handoff: {
    branch: { name: 'Kemudi Toyota Cikini', slug: 'kemudi-toyota-cikini', url: '/dealer-toyota/kemudi-toyota-cikini', whatsapp: '6281290102004' },
    waLink: 'https://wa.me/6281290102004?text=Halo',
  },
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('askTasia', () => {
  it('posts the question to §7 chat/ask through the site and answers what Tasia said', async () => {
    const fetchMock = stubFetch(200, { status: 200, data: answer() });
    await expect(askTasia({ question: 'harga avanza', cityIsocode: '3273' })).resolves.toEqual(answer());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/content/v1/chat/ask');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ question: 'harga avanza', cityIsocode: '3273' });
  });

  it('refuses an answer with a foreign or script link, or a hand-off that is not a wa.me chat link', async () => {
    const bad: Answer[] = [
      { ...answer(), sources: [{ kind: 'model', label: 'Mobil Baru', title: 'Jahat', url: 'javascript:alert(1)' }] },
      { ...answer(), sources: [{ kind: 'promo', label: 'Promo', title: 'Luar', url: '//evil.example/promo' }] },
      { ...answer(), handoff: { ...answer().handoff, waLink: 'https://evil.example/?text=' } },
      { ...answer(), handoff: { ...answer().handoff, branch: { ...answer().handoff.branch, url: 'https://evil.example/' } } },
    ];
    for (const data of bad) {
      stubFetch(200, { status: 200, data });
      await expect(askTasia({ question: 'harga avanza' })).rejects.toThrow();
    }
  });

  it('throws on an error answer or one of another shape (the panel then shows "Gagal menampilkan data")', async () => {
    stubFetch(500, { errors: [{ type: 'InternalServerError', message: 'x' }] });
    await expect(askTasia({ question: 'harga avanza' })).rejects.toThrow();
    stubFetch(200, { data: { answer: '' } });
    await expect(askTasia({ question: 'harga avanza' })).rejects.toThrow();
    stubFetch(200, null);
    await expect(askTasia({ question: 'harga avanza' })).rejects.toThrow();
  });
});

describe('askBody', () => {
  it('sends the position when shared, else the chosen city', () => {
    expect(askBody({ question: 'Dealer terdekat', cityIsocode: '3273', coords: { latitude: -6.9, longitude: 107.6 } })).toEqual({
      question: 'Dealer terdekat',
      latitude: -6.9,
      longitude: 107.6,
    });
    expect(askBody({ question: 'harga avanza', cityIsocode: '3578' })).toEqual({ question: 'harga avanza', cityIsocode: '3578' });
    expect(askBody({ question: 'harga avanza', cityIsocode: 'x' })).toEqual({ question: 'harga avanza' });
    expect(askBody({ question: 'harga avanza' })).toEqual({ question: 'harga avanza' });
  });
});
