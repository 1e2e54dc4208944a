import { articles as seededArticles } from '@kemudi/db/seed/data/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TODAY = '2026-11-22'; // TEST_NOW
const published = seededArticles.filter((a) => a.publishedDate <= TODAY);

describe('news and tips (§3 Article)', () => {
  it('lists published articles newest first, 6 a page by default', async () => {
    const response = await ctx.get('/api/content/v1/news');
    expect(response.status).toBe(200);
    const { content, totalElements, size } = response.body.data;
    expect(size).toBe(6);
    expect(totalElements).toBe(published.length);
    const newest = [...published].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug))[0]!;
    expect(content[0]).toMatchObject({ slug: newest.slug, title: newest.title, url: `/berita-dan-tips/${newest.slug}` });
    const dates = content.map((a: { publishedDate: string }) => a.publishedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('narrows to Tips and pages through them', async () => {
    const tips = published.filter((a) => a.category === 'Tips');
    const first = await ctx.get('/api/content/v1/news?category=Tips&size=4');
    expect(first.body.data.totalElements).toBe(tips.length);
    expect(first.body.data.content.every((a: { category: string }) => a.category === 'Tips')).toBe(true);
    const second = await ctx.get('/api/content/v1/news?category=Tips&size=4&page=1');
    expect(second.body.data.content[0].slug).not.toBe(first.body.data.content[0].slug);
  });

  it('answers one article with its body, and 404 / 400 in Indonesian', async () => {
    const article = published[0]!;
    const response = await ctx.get(`/api/content/v1/news/slug/${article.slug}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ slug: article.slug, body: article.body, imageUrl: `/api/media/v1/article/${article.slug}.svg` });
    const missing = await ctx.get('/api/content/v1/news/slug/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toEqual({ type: 'NotFoundError', message: "Artikel 'tidak-ada' tidak ditemukan" });
    const bad = await ctx.get('/api/content/v1/news?category=Gosip');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toContain("Parameter 'category' harus salah satu dari: Berita, Tips");
  });
});
