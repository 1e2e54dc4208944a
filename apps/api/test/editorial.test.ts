import * as contentSeed from '@kemudi/db/seed/data/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/* The calls behind the editorial pages (issue 4): the review feed of /review-produk and the FAQ search of /seputar-pertanyaan. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api/content/v1';
const get = (path: string) => ctx.get(`${BASE}${path}`);

const newCarReviews = contentSeed.reviews.filter((r) => r.type === 'NEWCAR');
const serviceReviews = contentSeed.reviews.filter((r) => r.type === 'SERVICE');

function distributionOf(rows: readonly { rating: number }[]) {
  const d = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  for (const r of rows) d[r.rating as 1 | 2 | 3 | 4 | 5] += 1;
  return d;
}
const averageOf = (rows: readonly { rating: number }[]) => Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10;

describe('GET review/feed', () => {
  it('lists every model review newest first, 10 a page, with the summary of all of them', async () => {
    const res = await get('/review/feed');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ page: 0, size: 10, totalElements: newCarReviews.length, totalPages: Math.ceil(newCarReviews.length / 10) });
    expect(data.content).toHaveLength(10);
    const dates = data.content.map((r: { createdDate: string }) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.summary).toEqual({ average: averageOf(newCarReviews), count: newCarReviews.length, distribution: distributionOf(newCarReviews) });
    expect(data.content[0].type).toBe('NEWCAR');
    expect(data.content[0].objectName).toMatch(/^Toyota /);
    expect(data.content[0].objectUrl).toBe(`/mobil-baru-toyota/p/${data.content[0].objectCode}`);
  });

  it('lists the reviewed models by name with their count and average, for the filter', async () => {
    const { objects } = (await get('/review/feed')).body.data;
    const avanza = newCarReviews.filter((r) => r.objectCode === 'avanza');
    expect(objects.find((o: { code: string }) => o.code === 'avanza')).toEqual({
      code: 'avanza',
      name: 'Toyota Avanza',
      url: '/mobil-baru-toyota/p/avanza',
      count: avanza.length,
      average: averageOf(avanza),
    });
    const names = objects.map((o: { name: string }) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
    expect(objects.reduce((s: number, o: { count: number }) => s + o.count, 0)).toBe(newCarReviews.length);
  });

  it('narrows to one model, and to one rating while the summary stays whole', async () => {
    const avanza = newCarReviews.filter((r) => r.objectCode === 'avanza');
    const model = (await get('/review/feed?code=avanza')).body.data;
    expect(model.totalElements).toBe(avanza.length);
    expect(model.content.every((r: { objectCode: string }) => r.objectCode === 'avanza')).toBe(true);
    expect(model.summary).toEqual({ average: averageOf(avanza), count: avanza.length, distribution: distributionOf(avanza) });

    const fives = (await get('/review/feed?code=avanza&rating=5')).body.data;
    expect(fives.totalElements).toBe(avanza.filter((r) => r.rating === 5).length);
    expect(fives.content.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    expect(fives.summary.count).toBe(avanza.length);

    const second = (await get('/review/feed?code=avanza&page=1')).body.data;
    expect(second.content).toHaveLength(avanza.length - 10);
  });

  it('lists service reviews with the service names and pages', async () => {
    const data = (await get('/review/feed?type=SERVICE&size=50')).body.data;
    expect(data.totalElements).toBe(serviceReviews.length);
    const booking = data.content.find((r: { objectCode: string }) => r.objectCode === 'booking-service');
    expect(booking).toMatchObject({ objectName: 'Booking Servis Online', objectUrl: '/services-toyota/booking-service' });
    expect(data.objects.map((o: { code: string }) => o.code).sort()).toEqual(['body-paint', 'booking-service', 'home-service', 'trade-in']);
  });

  it('answers 404 for an unknown model and 400 for a rating off the 1–5 scale or another type', async () => {
    const missing = await get('/review/feed?code=supra');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toEqual({ type: 'NotFoundError', message: "Model dengan kode 'supra' tidak ditemukan" });
    expect((await get('/review/feed?rating=6')).status).toBe(400);
    expect((await get('/review/feed?rating=0')).status).toBe(400);
    expect((await get('/review/feed?type=ACCESSORY')).status).toBe(400);
  });
});

describe('GET faq?q (search within the FAQ)', () => {
  const matches = (words: string[]) =>
    contentSeed.faqs.filter((f) => words.every((w) => `${f.question} ${f.answer}`.toLowerCase().includes(w.toLowerCase())));

  it('keeps the questions whose question or answer holds every word, any case', async () => {
    const expected = matches(['servis']);
    expect(expected.length).toBeGreaterThan(10);
    const res = await get('/faq?q=SERVIS');
    expect(res.status).toBe(200);
    expect(res.body.data.totalElements).toBe(expected.length);
    expect(res.body.data.content).toHaveLength(10);

    const both = matches(['booking', 'jadwal']);
    expect(both.length).toBeGreaterThan(0);
    const narrowed = (await get('/faq?q=booking%20jadwal&size=50')).body.data;
    expect(narrowed.content.map((f: { question: string }) => f.question).sort()).toEqual(both.map((f) => f.question).sort());
  });

  it('combines with the type and treats LIKE wildcards as text', async () => {
    const umum = matches(['dealer']).filter((f) => f.type === 'umum');
    const res = (await get('/faq?type=umum&q=dealer&size=50')).body.data;
    expect(res.totalElements).toBe(umum.length);
    expect((await get('/faq?q=%25')).body.data.totalElements).toBe(matches(['%']).length);
    expect((await get('/faq?q=zzzqqq')).body.data).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('refuses a search longer than 100 characters', async () => {
    expect((await get(`/faq?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});
