import * as aftersalesSeed from '@kemudi/db/seed/data/aftersales';
import * as carSeed from '@kemudi/db/seed/data/cars';
import * as contentSeed from '@kemudi/db/seed/data/content';
import { SERVICE_ROUTES } from '@kemudi/domain/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/* The after-sales (Purna Jual) pages of issue 4: their content, priced services, FAQs and spare parts. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api/content/v1';
const get = (path: string) => ctx.get(`${BASE}${path}`);

function expectError(res: { status: number; body: any }, status: number, type: string) {
  expect(res.status).toBe(status);
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].type).toBe(type);
  return res.body.errors[0] as { type: string; message: string };
}

const parts = aftersalesSeed.spareParts;
const byCategoryThenName = (a: { category: string; name: string; code: string }, b: typeof a) =>
  a.category.localeCompare(b.category, 'en') || a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code, 'en');

describe('service content of every Purna Jual page', () => {
  it('answers content with a page URL for each of the eight service pages', async () => {
    for (const [serviceType, url] of Object.entries(SERVICE_ROUTES)) {
      const res = await get(`/service/content?serviceType=${serviceType}`);
      expect(res.status, serviceType).toBe(200);
      expect(res.body.data.url).toBe(url);
      expect(res.body.data.steps.length).toBeGreaterThan(0);
      expect(res.body.data.benefits.length).toBeGreaterThan(0);
    }
  });
});

describe('service?serviceType=cubain (rental rates)', () => {
  const seeded = aftersalesSeed.services.filter((s) => s.serviceType === 'cubain');

  it('lists the daily rental rates in their order, with and without driver', async () => {
    const res = await get('/service?serviceType=cubain');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { name: string }) => s.name)).toEqual(seeded.map((s) => s.name));
    const categories = new Set(res.body.data.map((s: { serviceCategory: string }) => s.serviceCategory));
    expect(categories).toEqual(new Set(['lepas-kunci', 'dengan-pengemudi']));
  });

  it('the cheapest daily rate matches the price note of the cubain page', async () => {
    const rates = (await get('/service?serviceType=cubain&serviceCategory=lepas-kunci')).body.data as { priceFrom: number }[];
    const note = (await get('/service/content?serviceType=cubain')).body.data.priceNote as string;
    const cheapest = Math.min(...rates.map((r) => r.priceFrom));
    expect(note).toContain(`Rp ${cheapest.toLocaleString('de-DE')}`);
  });
});

describe('FAQs of the service pages', () => {
  it.each(['spare-parts', 'layanan-bengkel', 'cubain', 'tracking-order', 'booking-service', 'home-service', 'body-paint', 'trade-in'])(
    'faq?type=servis&code=%s answers the page’s own questions',
    async (code) => {
      const res = await get(`/faq?type=servis&code=${code}`);
      expect(res.status).toBe(200);
      const seeded = contentSeed.faqs.filter((f) => f.type === 'servis' && f.code === code);
      expect(seeded.length).toBeGreaterThanOrEqual(3);
      expect(res.body.data.content.map((f: { question: string }) => f.question)).toEqual(seeded.map((f) => f.question));
    },
  );
});

describe('service/spare-parts', () => {
  it('lists every part, by category then name, 12 per page, with the filter values', async () => {
    const res = await get('/service/spare-parts');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.totalElements).toBe(parts.length);
    expect(data.size).toBe(12);
    expect(data.totalPages).toBe(Math.ceil(parts.length / 12));
    expect(data.content.map((p: { code: string }) => p.code)).toEqual([...parts].sort(byCategoryThenName).slice(0, 12).map((p) => p.code));
    expect(data.categories).toEqual([...new Set(parts.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'en')));
    const first = data.content[0];
    expect(first.url).toBe(`/services-toyota/suku-cadang?q=${encodeURIComponent(first.code)}`);
    expect(first.imageUrl).toMatch(/^\/api\/media\/v1\/icon\/.+\.svg$/);
    expect(first.fittingModels[0]).toEqual({ code: expect.any(String), name: expect.any(String) });
    const fitting = new Set(parts.flatMap((p) => p.fittingModels));
    expect(data.models.map((m: { code: string }) => m.code).sort()).toEqual([...fitting].sort());
  });

  it('pages on with page=1', async () => {
    const res = await get('/service/spare-parts?page=1&size=12');
    expect(res.body.data.page).toBe(1);
    expect(res.body.data.content.map((p: { code: string }) => p.code)).toEqual([...parts].sort(byCategoryThenName).slice(12, 24).map((p) => p.code));
  });

  it('filters by model and category (any letter case) together', async () => {
    const model = 'avanza';
    const expected = parts.filter((p) => p.fittingModels.includes(model) && p.category === 'Filter');
    expect(expected.length).toBeGreaterThan(0);
    const res = await get(`/service/spare-parts?model=${model}&category=filter&size=100`);
    expect(res.status).toBe(200);
    expect(res.body.data.totalElements).toBe(expected.length);
    for (const p of res.body.data.content) {
      expect(p.category).toBe('Filter');
      expect(p.fittingModels.map((m: { code: string }) => m.code)).toContain(model);
    }
    const avanzaName = carSeed.carModels.find((m) => m.code === model)!.name;
    expect(res.body.data.content[0].fittingModels).toContainEqual({ code: model, name: avanzaName });
  });

  it('searches by part number or by words of the name', async () => {
    const byNumber = await get('/service/spare-parts?q=90915-yzzn1');
    expect(byNumber.body.data.content.map((p: { code: string }) => p.code)).toEqual(['90915-YZZN1']);

    const byWords = await get(`/service/spare-parts?q=${encodeURIComponent('oli filter')}&size=100`);
    const expected = parts.filter((p) => /oli/i.test(p.name) && /filter/i.test(p.name));
    expect(byWords.body.data.totalElements).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('treats % and _ literally and answers an empty page when nothing matches', async () => {
    const res = await get('/service/spare-parts?q=%25%25');
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual([]);
    expect(res.body.data.totalPages).toBe(0);
  });

  it('refuses an unknown model (404) and a bad page size (400)', async () => {
    expectError(await get('/service/spare-parts?model=corolla'), 404, 'NotFoundError');
    expectError(await get('/service/spare-parts?size=0'), 400, 'ValidationError');
  });
});
