import { branches, faqs } from '@kemudi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyWordQueries, isConvincing, parseQuestion, type RankedFaq } from '../src/modules/chat/service';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const ASK = '/api/content/v1/chat/ask';
const ask = (body: Record<string, unknown>) => ctx.post(ASK, body);

type Source = { kind: string; label: string; title: string; url: string };
type Answer = {
  answer: string;
  sources: Source[];
  faqs: { question: string; answer: string }[];
  handoff: { branch: { name: string; slug: string; url: string; whatsapp: string }; waLink: string };
};

async function answerOf(body: Record<string, unknown>): Promise<Answer> {
  const res = await ask(body);
  expect(res.status).toBe(200);
  expect(res.body.status).toBe(200);
  return res.body.data as Answer;
}

async function faqNamed(question: string) {
  const [row] = await ctx.db.select().from(faqs).where(eq(faqs.question, question));
  if (!row) throw new Error(`seed FAQ missing: ${question}`);
  return row;
}

const waLink = (whatsapp: string, question: string) =>
  `https://wa.me/${whatsapp}?text=${encodeURIComponent(`Halo Kemudi Toyota, saya ingin bertanya: ${question}`)}`;

describe('POST chat/ask: answers from the FAQ', () => {
  it('a question matching a seeded FAQ answers with that FAQ’s answer and links where it lives', async () => {
    const faq = await faqNamed('Bagaimana cara booking servis?');
    for (const question of ['Bagaimana cara booking servis?', 'cara booking servis', 'gimana cara booking service nya?']) {
      const data = await answerOf({ question });
      expect(data.answer, question).toBe(faq.answer);
      expect(data.sources[0]).toEqual({ kind: 'faq', label: 'FAQ', title: faq.question, url: '/services-toyota/booking-service' });
      // Related questions never repeat the one quoted.
      expect(data.faqs.map((f) => f.question)).not.toContain(faq.question);
    }
  });

  it('finds an FAQ by its subject in the visitor’s own words', async () => {
    const mogok = await faqNamed('Ke mana saya menghubungi bila mobil mogok di jalan?');
    expect((await answerOf({ question: 'Mobil saya mogok, harus bagaimana?' })).answer).toBe(mogok.answer);
    const sandi = await faqNamed('Saya lupa kata sandi, apa yang harus dilakukan?');
    expect((await answerOf({ question: 'lupa password' })).answer).toBe(sandi.answer);
    const bbm = await faqNamed('Berapa konsumsi BBM Toyota Avanza?');
    const data = await answerOf({ question: 'konsumsi bbm avanza berapa?' });
    expect(data.answer).toBe(bbm.answer);
    expect(data.sources[0]).toMatchObject({ kind: 'faq', url: '/mobil-baru-toyota/p/avanza' });
  });

  it('a word matching several FAQs equally is not answered from one of them, but lists them as related', async () => {
    const data = await answerOf({ question: 'avanza' });
    expect(data.answer).toMatch(/^Berikut yang kami temukan untuk "avanza": /);
    expect(data.faqs.length).toBeGreaterThan(0);
    expect(data.faqs.every((f) => /avanza/i.test(f.question))).toBe(true);
  });
});

describe('POST chat/ask: answers from the catalogue', () => {
  it('"harga avanza" lists the Avanza page first, with its url', async () => {
    const data = await answerOf({ question: '  harga   avanza ' });
    expect(data.answer).toMatch(/^Berikut yang kami temukan untuk "harga avanza": Toyota Avanza/);
    expect(data.sources[0]).toEqual({ kind: 'model', label: 'Mobil Baru', title: 'Toyota Avanza', url: '/mobil-baru-toyota/p/avanza' });
    expect(data.sources.length).toBeLessThanOrEqual(5);
    // The best of each kind first: no kind repeats before every kind found has had its turn.
    const kinds = data.sources.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(data.sources.every((s) => s.url.startsWith('/'))).toBe(true);
  });

  it('the typo "inova" still finds the Innova', async () => {
    const data = await answerOf({ question: 'inova' });
    const innova = data.sources.find((s) => s.kind === 'model');
    expect(innova?.title).toMatch(/Innova/);
    expect(innova?.url).toMatch(/^\/mobil-baru-toyota\/p\/(kijanginnova|innovazenix|innovahybrid)$/);
    expect(data.answer).toContain('Innova');
  });

  it('"Promo bulan ini" lists the promos running today', async () => {
    const data = await answerOf({ question: 'Promo bulan ini' });
    expect(data.sources.length).toBeGreaterThan(0);
    expect(data.sources.every((s) => s.kind === 'promo' && s.url.startsWith('/promosi/'))).toBe(true);
    // Ended promos are not offered (global search's rule): this one ran in October.
    expect(data.sources.map((s) => s.url)).not.toContain('/promosi/festival-servis-yogyakarta-oktober');
  });

  it('a question with nothing to find gets a polite fallback offering WhatsApp', async () => {
    const data = await answerOf({ question: 'qwxz zzvv' });
    expect(data.answer).toBe(
      `Maaf, saya belum menemukan jawaban untuk pertanyaan itu. Tim kami di ${data.handoff.branch.name} siap membantu Anda langsung lewat WhatsApp.`,
    );
    expect(data.sources).toEqual([]);
    expect(data.faqs).toEqual([]);
  });

  it('greetings and thanks are answered kindly', async () => {
    expect((await answerOf({ question: 'Halo kak' })).answer).toMatch(/^Halo! /);
    expect((await answerOf({ question: 'terima kasih ya' })).answer).toBe('Sama-sama! Ada lagi yang bisa saya bantu?');
  });
});

describe('POST chat/ask: WhatsApp hand-off', () => {
  it('coordinates in Bandung hand off to the nearest (Bandung) sales branch', async () => {
    const gedungSate = { latitude: -6.9025, longitude: 107.6188 };
    const question = 'Apakah Avanza tersedia dengan transmisi otomatis?';
    const data = await answerOf({ question, ...gedungSate, cityIsocode: '3578' });
    const nearest = await ctx.post('/api/parameter/v1/location/distance', { ...gedungSate, service: 'sales', limit: 1 });
    expect(data.handoff.branch.slug).toBe(nearest.body.data[0].slug);
    const [row] = await ctx.db.select().from(branches).where(eq(branches.slug, data.handoff.branch.slug));
    expect(row?.cityIsocode).toBe('3273');
    expect(data.handoff.branch).toEqual({
      name: row?.name,
      slug: row?.slug,
      url: `/dealer-toyota/${row?.slug}`,
      whatsapp: row?.whatsapp,
    });
    expect(data.handoff.waLink).toBe(waLink(row?.whatsapp ?? '', question));
  });

  it('"Dealer terdekat" with coordinates names the nearest branch and its distance', async () => {
    const data = await answerOf({ question: 'Dealer terdekat', latitude: -6.9025, longitude: 107.6188 });
    expect(data.answer).toMatch(
      new RegExp(`^Dealer Kemudi Toyota terdekat dari lokasi Anda adalah ${data.handoff.branch.name} \\(sekitar \\d+(,\\d)? km\\), `),
    );
    expect(data.sources[0]).toEqual({ kind: 'branch', label: 'Dealer', title: data.handoff.branch.name, url: data.handoff.branch.url });
  });

  it('a Surabaya city code hands off to the first Surabaya sales branch', async () => {
    const data = await answerOf({ question: 'harga avanza', cityIsocode: '3578' });
    expect(data.handoff.branch.slug).toBe('kemudi-toyota-surabaya-ahmad-yani');
    expect(data.handoff.waLink).toBe(waLink(data.handoff.branch.whatsapp, 'harga avanza'));
    expect(data.handoff.waLink.startsWith('https://wa.me/62')).toBe(true);
  });

  it('without a city, or with a city without a sales branch, hands off to the §9 fallback city 0080', async () => {
    for (const body of [{}, { cityIsocode: '9999' }, { cityIsocode: '0080' }]) {
      const data = await answerOf({ question: 'harga avanza', ...body });
      // Jakarta Pusat's only visible branch (Gunung Sahari is hidden for renovation).
      expect(data.handoff.branch.slug, JSON.stringify(body)).toBe('kemudi-toyota-cikini');
    }
  });
});

describe('POST chat/ask: validation and access', () => {
  it('an empty or too long question answers 400 in Indonesian', async () => {
    const empty = await ask({ question: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ errors: [{ type: 'ValidationError', message: "Kolom 'question' tidak boleh kosong." }] });
    const long = await ask({ question: 'a'.repeat(600) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toBe("Kolom 'question' maksimal 500 karakter.");
    const missing = await ask({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe("Kolom 'question' wajib diisi.");
    expect((await ask({ question: 'a'.repeat(500) })).status).toBe(200);
  });

  it('coordinates come together, and a city code is four digits', async () => {
    const half = await ask({ question: 'dealer terdekat', latitude: -6.9 });
    expect(half.status).toBe(400);
    expect(half.body.errors[0].message).toBe("Kolom 'longitude' wajib diisi bersama latitude dan longitude.");
    const city = await ask({ question: 'harga avanza', cityIsocode: 'bandung' });
    expect(city.status).toBe(400);
    expect(city.body.errors[0].message).toBe("Kolom 'cityIsocode' harus 4 digit kode kota, mis. 3273.");
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: ASK, payload: { question: 'harga avanza' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ type: 'InvalidTokenError', message: 'No access token provided' }] });
  });
});

describe('question parsing and the convincing rule', () => {
  it('drops function words, keeps question words lightly for the FAQ, and names no intent word to the catalogue', () => {
    const parsed = parseQuestion('  Tolong info harga Avanza   terbaru dong, kak! ');
    expect(parsed.text).toBe('Tolong info harga Avanza terbaru dong, kak!');
    expect(parsed.faqWords).toEqual([
      { word: 'harga', weight: 1 },
      { word: 'avanza', weight: 1 },
      { word: 'terbaru', weight: 1 },
    ]);
    expect(parsed.catalogueWords).toEqual(['avanza']);
    expect(parseQuestion('Bagaimana cara booking servis?').faqWords.map((w) => w.weight)).toEqual([0.3, 0.3, 1, 1]);
    expect(parseQuestion('alamat dealer di Bandung').branchIntent).toBe(true);
    expect(parseQuestion('harga dealer').branchIntent).toBe(false);
  });

  it('joins global search’s word groups with OR for the any-word retry', () => {
    expect(anyWordQueries({ match: '(lama:*) & (garansi:* | garasi)', exact: '(lama) & (garansi | garasi)' })).toEqual({
      match: '(lama:*) | (garansi:* | garasi)',
      exact: '(lama) | (garansi | garasi)',
    });
  });

  it('a best FAQ convinces with most words covered and a clear lead', () => {
    const faq = (coverage: number, score: number): RankedFaq => ({
      id: 1,
      type: 'umum',
      code: '',
      question: '',
      answer: '',
      coverage,
      closeness: 0,
      rank: 0,
      score,
    });
    expect(isConvincing([])).toBe(false);
    expect(isConvincing([faq(1, 1.5)])).toBe(true);
    expect(isConvincing([faq(0.7, 1.5)])).toBe(false);
    expect(isConvincing([faq(1, 1.3), faq(1, 1.25)])).toBe(false);
    expect(isConvincing([faq(1, 1.5), faq(0.87, 1.16)])).toBe(true);
  });
});
