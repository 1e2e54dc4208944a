/**
 * Articles, FAQ entries and static pages in the staff console (issue 25), over the real database:
 * who may edit them, a draft that stays off the site until published, a future publish time that
 * puts the article on the site by itself with a moved clock (the data version moving with it), the
 * sitemap following, a taken slug refused, Markdown with raw HTML kept inert, FAQ order and static
 * pages, and the audit row in the change's transaction.
 */
import { articles, staffAudit } from '@kemudi/db';
import { editorialCalls } from '@kemudi/domain/contracts/editorial';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { staffContentCalls, type StaffArticleCreateBody } from '@kemudi/domain/contracts/staff-content';
import { renderMarkdown } from '@kemudi/domain/markdown';
import { wibLocalOf } from '@kemudi/domain/promo-schedule';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_NOW } from './helpers';
import { dataOf, demo, signIn, type StaffClient, TestClock, type StaffContext } from './staff-helpers';

const HOUR = 3_600_000;
const SEEDED = 'banjir-cara-aman-melintas-dan-merawat-mobil';

let ctx: StaffContext;
let today: TestClock;
let editor: StaffClient;
beforeAll(async () => {
  const clock = new TestClock();
  today = new TestClock(TEST_NOW.getTime());
  ctx = Object.assign(await createTestContext({}, { clock: clock.now, now: today.now }), { clock });
  editor = await signIn(ctx, demo('editor'));
});
afterAll(() => ctx.close());

let made = 0;
function articleBody(overrides: Partial<StaffArticleCreateBody> = {}): StaffArticleCreateBody {
  made += 1;
  return {
    slug: `uji-artikel-${made}`,
    title: `Artikel Uji Konsol ${made}`,
    category: 'Tips',
    summary: 'Ringkasan artikel uji.',
    body: '## Subjudul\n\nParagraf dengan **tebal** dan [tautan](/promosi).',
    author: 'Tim Kemudi',
    seoTitle: `Judul SEO Uji ${made}`,
    seoDescription: 'Deskripsi SEO artikel uji.',
    ...overrides,
  };
}

const publicArticle = (slug: string) => ctx.get(`/api/content/v1/news/slug/${slug}`);
const newsSlugs = async () => dataOf(editorialCalls.news, (await ctx.get('/api/content/v1/news?size=50')) as never).content.map((a) => a.slug);
const sitemapUrls = async () => dataOf(siteCalls.sitemap, (await ctx.get('/api/parameter/v1/sitemap')) as never).map((e) => e.url);
const version = async () => dataOf(siteCalls.dataVersion, (await ctx.get('/api/content/v1/data-version')) as never).version;

describe('who may edit content', () => {
  it.each(['salesSunter', 'advisorSunter', 'manager'])('%s: 403 on every content call, nothing written', async (key) => {
    const client = await signIn(ctx, demo(key));
    for (const answer of [
      await client.get('/api/staff/v1/content/articles'),
      await client.post('/api/staff/v1/content/articles', articleBody()),
      await client.patch(`/api/staff/v1/content/articles/${SEEDED}`, articleBody()),
      await client.post(`/api/staff/v1/content/articles/${SEEDED}/unpublish`),
      await client.get('/api/staff/v1/content/faqs'),
      await client.patch('/api/staff/v1/content/pages/tentang-kami', { title: 'Tentang Kami', description: 'Deskripsi.', body: 'Isi.' }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0].message).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    }
    expect(await ctx.db.$count(staffAudit, sql`${staffAudit.action} like 'article.%'`)).toBe(0);
  });

  it('a group admin lists the articles with their status', async () => {
    const admin = await signIn(ctx, demo('admin'));
    const list = dataOf(staffContentCalls.articles, await admin.get('/api/staff/v1/content/articles?status=live&size=100'));
    expect(list.content.length).toBeGreaterThan(0);
    expect(list.counts.live).toBe(list.totalElements);
    expect(list.content.every((a) => a.status === 'live')).toBe(true);
  });
});

describe('an article', () => {
  it('is a draft first (not on the public API nor the sitemap), then published with its SEO fields', async () => {
    const body = articleBody();
    const draft = dataOf(staffContentCalls.createArticle, await editor.post('/api/staff/v1/content/articles', body));
    expect(draft).toMatchObject({ status: 'draft', url: `/berita-dan-tips/${body.slug}` });
    expect((await publicArticle(body.slug)).status).toBe(404);
    expect(await newsSlugs()).not.toContain(body.slug);
    expect(await sitemapUrls()).not.toContain(`/berita-dan-tips/${body.slug}`);

    const before = await version();
    const published = dataOf(staffContentCalls.publishArticle, await editor.post(`/api/staff/v1/content/articles/${body.slug}/publish`));
    expect(published.status).toBe('live');
    expect(await version()).toBeGreaterThan(before);
    const shown = dataOf(editorialCalls.article, (await publicArticle(body.slug)) as never);
    expect(shown).toMatchObject({ title: body.title, seoTitle: body.seoTitle, seoDescription: body.seoDescription, body: body.body });
    expect(shown.publishedAt).toBe(today.now().toISOString());
    expect((await newsSlugs())[0]).toBe(body.slug); // newest first
    expect(await sitemapUrls()).toContain(`/berita-dan-tips/${body.slug}`);

    dataOf(staffContentCalls.unpublishArticle, await editor.post(`/api/staff/v1/content/articles/${body.slug}/unpublish`));
    expect((await publicArticle(body.slug)).status).toBe(404);
    const rows = await ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, 'article'), eq(staffAudit.entityId, body.slug)));
    expect(rows.map((r) => r.action).sort()).toEqual(['article.create', 'article.publish', 'article.unpublish']);
    expect(rows.every((r) => r.staffId === demo('editor').id)).toBe(true);
  });

  it('with a future publish time appears by itself at that time, the data version moving then', async () => {
    const at = new Date(today.now().getTime() + 2 * HOUR);
    const body = articleBody({ publishedAt: wibLocalOf(at) });
    dataOf(staffContentCalls.createArticle, await editor.post('/api/staff/v1/content/articles', body));
    const scheduled = dataOf(staffContentCalls.publishArticle, await editor.post(`/api/staff/v1/content/articles/${body.slug}/publish`));
    expect(scheduled.status).toBe('scheduled');
    expect((await publicArticle(body.slug)).status).toBe(404);
    expect(await sitemapUrls()).not.toContain(`/berita-dan-tips/${body.slug}`);

    const beforeTime = await version();
    today.advance(HOUR);
    expect(await version()).toBe(beforeTime);
    expect((await publicArticle(body.slug)).status).toBe(404);
    today.advance(HOUR);
    expect(await version()).toBeGreaterThan(beforeTime);
    expect((await publicArticle(body.slug)).status).toBe(200);
    expect(await sitemapUrls()).toContain(`/berita-dan-tips/${body.slug}`);
    expect(dataOf(staffContentCalls.article, await editor.get(`/api/staff/v1/content/articles/${body.slug}`)).status).toBe('live');
    await editor.post(`/api/staff/v1/content/articles/${body.slug}/unpublish`);
  });

  it('refuses a taken slug (409) and a slug that is not lowercase with hyphens (400), in Indonesian', async () => {
    const taken = await editor.post('/api/staff/v1/content/articles', articleBody({ slug: SEEDED }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].message).toBe('Slug ini sudah dipakai artikel lain. Pilih slug lain.');
    const bad = await editor.post('/api/staff/v1/content/articles', articleBody({ slug: 'Judul Artikel!' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toContain('Slug hanya huruf kecil, angka dan tanda hubung');
    const long = await editor.post('/api/staff/v1/content/articles', articleBody({ seoDescription: 'x'.repeat(161) }));
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toContain('Deskripsi SEO maksimal 160 karakter');
  });

  it('keeps Markdown with raw HTML inert: stored as typed, rendered as text', async () => {
    const evil = '<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[klik](javascript:alert(1))';
    const body = articleBody({ body: evil });
    dataOf(staffContentCalls.createArticle, await editor.post('/api/staff/v1/content/articles', body));
    await editor.post(`/api/staff/v1/content/articles/${body.slug}/publish`);
    const shown = dataOf(editorialCalls.article, (await publicArticle(body.slug)) as never);
    const html = renderMarkdown(shown.body);
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    await editor.post(`/api/staff/v1/content/articles/${body.slug}/unpublish`);
  });

  it('an edit whose audit row cannot be written is not made', async () => {
    await ctx.db.execute(sql`alter table staff_audit add constraint uji_tolak_artikel check (action <> 'article.update') not valid`);
    try {
      const refused = await editor.patch(`/api/staff/v1/content/articles/${SEEDED}`, { ...articleBody(), title: 'Judul Yang Tidak Boleh Tersimpan' });
      expect(refused.status).toBeGreaterThanOrEqual(400);
    } finally {
      await ctx.db.execute(sql`alter table staff_audit drop constraint uji_tolak_artikel`);
    }
    const [row] = await ctx.db.select({ title: articles.title }).from(articles).where(eq(articles.slug, SEEDED));
    expect(row!.title).not.toBe('Judul Yang Tidak Boleh Tersimpan');

    // Saved: the public article follows, with the SEO fields and its last change; the history says who.
    const saved = dataOf(
      staffContentCalls.updateArticle,
      await editor.patch(`/api/staff/v1/content/articles/${SEEDED}`, { ...articleBody(), title: 'Musim Banjir: Panduan Terbaru Melintas Aman' }),
    );
    expect(saved.timeline[0]).toMatchObject({ action: 'article.update', staff: { name: 'Nina Kartika' } });
    const shown = dataOf(editorialCalls.article, (await publicArticle(SEEDED)) as never);
    expect(shown.title).toBe('Musim Banjir: Panduan Terbaru Melintas Aman');
    expect(Date.parse(shown.updatedAt)).toBeGreaterThan(Date.parse(shown.publishedAt));
  });
});

describe('a stopped article', () => {
  it('leaves the news list, its page and the search suggestions, and comes back when published again', async () => {
    const suggested = async () => {
      const answer = await ctx.post('/api/product/v1/global-search', { text: 'musim banjir melintas', kinds: ['article'] });
      return (answer.body.data.groups as { items: { ref: string }[] }[]).flatMap((g) => g.items.map((i) => i.ref));
    };
    expect(await suggested()).toContain(SEEDED);
    dataOf(staffContentCalls.unpublishArticle, await editor.post(`/api/staff/v1/content/articles/${SEEDED}/unpublish`));
    expect((await publicArticle(SEEDED)).status).toBe(404);
    expect(await newsSlugs()).not.toContain(SEEDED);
    expect(await suggested()).not.toContain(SEEDED);
    dataOf(staffContentCalls.publishArticle, await editor.post(`/api/staff/v1/content/articles/${SEEDED}/publish`));
    expect((await publicArticle(SEEDED)).status).toBe(200);
    expect(await suggested()).toContain(SEEDED);
  });
});

describe('FAQ entries', () => {
  it('are added last of their group, edited, reordered and removed, the site following', async () => {
    const siteFaqs = async () =>
      dataOf(editorialCalls.faq, (await ctx.get('/api/content/v1/faq?type=akun&size=100')) as never).content.map((f) => f.question);
    const created = dataOf(
      staffContentCalls.createFaq,
      await editor.post('/api/staff/v1/content/faqs', { type: 'akun', question: 'Bagaimana mengganti email akun?', answer: 'Buka **Akun Saya**, lalu ubah email.' }),
    );
    expect((await siteFaqs()).at(-1)).toBe('Bagaimana mengganti email akun?');

    const group = dataOf(staffContentCalls.faqs, await editor.get('/api/staff/v1/content/faqs?type=akun&code=')).content;
    const ids = [created.id, ...group.map((f) => f.id).filter((id) => id !== created.id)];
    dataOf(staffContentCalls.reorderFaqs, await editor.post('/api/staff/v1/content/faqs/reorder', { type: 'akun', code: '', ids }));
    expect((await siteFaqs())[0]).toBe('Bagaimana mengganti email akun?');
    const stale = await editor.post('/api/staff/v1/content/faqs/reorder', { type: 'akun', code: '', ids: ids.slice(1) });
    expect(stale.status).toBe(409);

    dataOf(staffContentCalls.updateFaq, await editor.patch(`/api/staff/v1/content/faqs/${created.id}`, { type: 'akun', question: 'Cara mengganti email akun?', answer: 'Lewat Akun Saya.' }));
    expect((await siteFaqs())[0]).toBe('Cara mengganti email akun?');
    dataOf(staffContentCalls.deleteFaq, await editor.post(`/api/staff/v1/content/faqs/${created.id}/delete`));
    expect(await siteFaqs()).not.toContain('Cara mengganti email akun?');
    const actions = await ctx.db.select({ action: staffAudit.action }).from(staffAudit).where(sql`${staffAudit.action} like 'faq.%'`);
    expect(actions.map((a) => a.action).sort()).toEqual(['faq.create', 'faq.delete', 'faq.reorder', 'faq.update']);
  });
});

describe('a static page', () => {
  it('is edited as Markdown: its sections, title and SEO title reach the page call', async () => {
    const pages = dataOf(staffContentCalls.pages, await editor.get('/api/staff/v1/content/pages')).content;
    expect(pages.find((p) => p.pageId === 'tentang-kami')?.url).toBe('/tentang-kami');
    const page = dataOf(staffContentCalls.page, await editor.get('/api/staff/v1/content/pages/tentang-kami'));
    expect(page.body).toContain('## Perjalanan Kami');
    const body = `${page.body}\n\n## Komitmen Baru\n\nKami melayani dengan **sepenuh hati**.`;
    dataOf(staffContentCalls.updatePage, await editor.patch('/api/staff/v1/content/pages/tentang-kami', { title: page.title, seoTitle: 'Tentang Kemudi Toyota', description: page.description, body }));
    const shown = dataOf(editorialCalls.staticPage, (await ctx.get('/api/content/v1/page/static-page?pageId=tentang-kami')) as never);
    expect(shown.seoTitle).toBe('Tentang Kemudi Toyota');
    expect(shown.sections.at(-1)).toEqual({ heading: 'Komitmen Baru', paragraphs: ['Kami melayani dengan **sepenuh hati**.'] });
    expect(dataOf(staffContentCalls.page, await editor.get('/api/staff/v1/content/pages/tentang-kami')).timeline[0]).toMatchObject({ action: 'static_page.update' });
  });
});
