import { describe, expect, it } from 'vitest';
import { askBody, parseChatAnswer } from './chat-api';

const answer = {
  status: 200,
  data: {
    answer: 'Berikut yang kami temukan untuk "harga avanza": Toyota Avanza.',
    sources: [
      { kind: 'model', label: 'Mobil Baru', title: 'Toyota Avanza', url: '/mobil-baru-toyota/p/avanza' },
      { kind: 'model', label: 'Mobil Baru', title: 'Jahat', url: 'javascript:alert(1)' },
      { kind: 'promo', label: 'Promo', title: 'Luar', url: '//evil.example/promo' },
    ],
    faqs: [{ question: 'Apa beda Avanza tipe E dan G?', answer: 'Tipe G lebih lengkap.' }, { question: '', answer: 'x' }],
    handoff: {
      branch: { name: 'Kemudi Toyota Cikini', slug: 'kemudi-toyota-cikini', url: '/dealer-toyota/kemudi-toyota-cikini', whatsapp: '6281290102004' },
      waLink: 'https://wa.me/6281290102004?text=Halo',
    },
  },
};

describe('parseChatAnswer', () => {
  it('keeps site links, drops foreign or script links and empty FAQs', () => {
    const parsed = parseChatAnswer(answer);
    expect(parsed.answer).toBe(answer.data.answer);
    expect(parsed.sources.map((s) => s.url)).toEqual(['/mobil-baru-toyota/p/avanza']);
    expect(parsed.faqs).toEqual([{ question: 'Apa beda Avanza tipe E dan G?', answer: 'Tipe G lebih lengkap.' }]);
    expect(parsed.handoff).toEqual({
      branchName: 'Kemudi Toyota Cikini',
      branchUrl: '/dealer-toyota/kemudi-toyota-cikini',
      waLink: 'https://wa.me/6281290102004?text=Halo',
    });
  });

  it('offers no hand-off whose link is not wa.me', () => {
    const foreign = { ...answer, data: { ...answer.data, handoff: { ...answer.data.handoff, waLink: 'https://evil.example/?text=' } } };
    expect(parseChatAnswer(foreign).handoff).toBeNull();
  });

  it('throws on an answer of another shape (the panel then shows "Gagal menampilkan data")', () => {
    expect(() => parseChatAnswer({ errors: [{ type: 'InternalServerError', message: 'x' }] })).toThrow();
    expect(() => parseChatAnswer({ data: { answer: '' } })).toThrow();
    expect(() => parseChatAnswer(null)).toThrow();
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
