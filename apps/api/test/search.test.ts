import { searchDocuments } from '@kemudi/db';
import { MEDIA } from '@kemudi/domain/media';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexiconWords, lookUpSearchWords, rankedSearchQuery, searchQueries, searchTermsQuery, searchWords } from '../src/modules/search/service';
import { createTestContext, type TestContext } from './helpers';

const URL = '/api/product/v1/global-search';

type Item = { kind: string; ref: string; title: string; url: string; imageUrl: string; score: number };
type Group = { kind: string; label: string; total: number; items: Item[] };
type SearchData = {
  text: string;
  correctedText: string | null;
  total: number;
  page: number;
  size: number;
  kind: string | null;
  groups: Group[];
  suggestions: Item[];
  url: string;
};

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

async function search(body: Record<string, unknown>): Promise<SearchData> {
  const res = await ctx.post(URL, body);
  expect(res.status).toBe(200);
  return res.body.data as SearchData;
}

const groupOf = (data: SearchData, kind: string) => data.groups.find((g) => g.kind === kind);

describe('POST global-search: ranking and typo tolerance', () => {
  it("finds an Innova model first among models for the typo 'inova'", async () => {
    const data = await search({ text: 'inova' });
    const models = groupOf(data, 'model');
    expect(models?.label).toBe('Mobil Baru');
    expect(models!.items[0]!.title).toMatch(/Innova/);
    expect(data.groups[0]!.kind).toBe('model');
    expect(data.suggestions[0]!.kind).toBe('model');
  });

  it("finds Avanza for the typo 'avansa', the model before its variants", async () => {
    const data = await search({ text: 'avansa' });
    expect(groupOf(data, 'model')!.items[0]!.ref).toBe('avanza');
    expect(data.suggestions[0]).toMatchObject({ kind: 'model', ref: 'avanza', url: '/mobil-baru-toyota/p/avanza' });
    expect(groupOf(data, 'variant')!.items.every((i) => i.title.startsWith('Avanza'))).toBe(true);
  });

  it("finds the Vios (issue 15: it was missing) for 'vios' and for the typo 'vioss', the model before its variants", async () => {
    const data = await search({ text: 'vios' });
    expect(groupOf(data, 'model')!.items[0]).toMatchObject({ ref: 'vios', title: 'Toyota Vios', url: '/mobil-baru-toyota/p/vios' });
    expect(data.suggestions[0]).toMatchObject({ kind: 'model', ref: 'vios' });
    expect(groupOf(data, 'variant')!.items.map((i) => i.title)).toEqual(expect.arrayContaining(['Vios 1.5 E M/T', 'Vios 1.5 G CVT']));
    expect(groupOf(await search({ text: 'vioss' }), 'model')?.items[0]?.ref).toBe('vios');
  });

  it("ranks the Fortuner model first for 'fortuner'", async () => {
    const data = await search({ text: 'fortuner' });
    expect(data.suggestions[0]).toMatchObject({ kind: 'model', ref: 'fortuner' });
    const scores = data.suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("answers AC service coupons for 'kupon ac'", async () => {
    const data = await search({ text: 'kupon ac' });
    expect(data.groups[0]).toMatchObject({ kind: 'coupon', label: 'Kupon Servis' });
    for (const item of groupOf(data, 'coupon')!.items) expect(item.title).toMatch(/AC|Freon/);
    expect(data.suggestions[0]!.imageUrl).toBe(MEDIA.icon('coupon'));
  });

  it('puts the exact word above words it is a prefix of', async () => {
    const data = await search({ text: 'ban' });
    // "Ban" (tyre) articles and accessories before "Banjir" (flood).
    expect(data.suggestions[0]!.title).toMatch(/\bBan\b/);
  });

  it("still finds the Fortuner GR Sport variants when a word in the middle is misspelt ('fortunr gr')", async () => {
    const data = await search({ text: 'fortunr gr' });
    const variants = groupOf(data, 'variant')!.items;
    expect(variants.length).toBeGreaterThan(0);
    for (const item of variants) expect(item.title).toMatch(/^Fortuner .*GR Sport/);
    for (const item of data.suggestions) expect(item.title).toMatch(/Fortuner/);
  });

  it("ranks the Zenix Hybrid model first for 'zenix hybrid'", async () => {
    const data = await search({ text: 'zenix hybrid' });
    expect(data.suggestions[0]).toMatchObject({ kind: 'model', ref: 'innovahybrid', title: 'Toyota Kijang Innova Zenix Hybrid' });
    expect(data.groups[0]!.kind).toBe('model');
  });

  it("answers nothing for a nonsense word ('qwxz'), nor for one next to a known word only that word counts", async () => {
    expect(await search({ text: 'qwxz' })).toMatchObject({ total: 0, groups: [], suggestions: [] });
    const withKnown = await search({ text: 'avanza qwxz' });
    expect(withKnown.suggestions[0]).toMatchObject({ kind: 'model', ref: 'avanza' });
  });

  it('corrects a typo that is 0.4 similar to a lexicon term, and only words that are not terms themselves', async () => {
    // inovva → innova shares 4 of 10 trigrams (similarity 0.4, the threshold).
    const data = await search({ text: 'inovva' });
    expect(data.suggestions[0]).toMatchObject({ kind: 'model' });
    expect(data.suggestions[0]!.title).toMatch(/Innova/);
    // "velg" (wheel rim) is a word of its own: no Veloz or Vellfire (0.375, below the threshold).
    const rims = await search({ text: 'velg' });
    expect(rims.total).toBeGreaterThan(0);
    for (const item of rims.suggestions) expect(item.title).toMatch(/Velg/);
  });

  it('leaves out coupons outside their dates', async () => {
    // KPN-3021 "Kupon Ganti Oli Akhir Pekan" ran 1–15 October 2026.
    const data = await search({ text: 'kupon ganti oli akhir pekan', kinds: ['coupon'] });
    expect(data.suggestions.map((s) => s.ref)).not.toContain('KPN-3021');
  });
});

describe('POST global-search: answer shape', () => {
  it('groups by kind with Indonesian labels, respects limit and kinds, and gives each kind its picture', async () => {
    const data = await search({ text: '  avanza   1.5 ', limit: 2 });
    expect(data.text).toBe('avanza 1.5');
    expect(data.url).toBe('/search/global?text=avanza%201.5');
    for (const group of data.groups) {
      expect(group.items.length).toBeLessThanOrEqual(2);
      expect(group.total).toBeGreaterThanOrEqual(group.items.length);
    }
    expect(data.total).toBe(data.groups.reduce((n, g) => n + g.total, 0));
    expect(data.suggestions.length).toBeLessThanOrEqual(10);
    // Numbers only rank: "1.5" arrives as 1 and 5, documents hold the token '1.5'.
    expect(groupOf(data, 'variant')!.items[0]!.title).toMatch(/^Avanza 1\.5 /);
    const model = groupOf(data, 'model')!.items[0]!;
    expect(model.imageUrl).toMatch(new RegExp(`^/api/media/v1/car/${model.ref}\\.svg\\?color=[0-9a-f]{6}`));
    const used = groupOf(data, 'used-car')?.items[0];
    if (used) expect(used.imageUrl).toBe(MEDIA.usedCar(used.ref));

    const onlyParts = await search({ text: 'filter oli', kinds: ['part'] });
    expect(onlyParts.groups.map((g) => g.kind)).toEqual(['part']);
    expect(onlyParts.groups[0]!.label).toBe('Suku Cadang');
  });

  it('answers an empty result with 200', async () => {
    const data = await search({ text: 'qwxzvbnm' });
    expect(data).toMatchObject({ text: 'qwxzvbnm', total: 0, groups: [], suggestions: [] });
  });

  it('treats SQL-looking input as text', async () => {
    const res = await ctx.post(URL, { text: "'; drop table x; --" });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(0);
    const res2 = await ctx.post(URL, { text: "avanza') or 1=1 --" });
    expect(res2.status).toBe(200);
    const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(searchDocuments);
    expect(row?.count).toBeGreaterThan(0);
  });

  it('needs at least 3 characters after trimming (§5, §9), with an Indonesian message', async () => {
    for (const text of ['av', '  av  ']) {
      const res = await ctx.post(URL, { text });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ type: 'ValidationError', message: "Kolom 'text' minimal 3 karakter." }] });
    }
    const tooMany = await ctx.post(URL, { text: 'avanza', limit: 21 });
    expect(tooMany.status).toBe(400);
    const unknownKind = await ctx.post(URL, { text: 'avanza', kinds: ['kapal'] });
    expect(unknownKind.status).toBe(400);
  });
});

describe('POST global-search: paging for the results page', () => {
  it('pages through one kind while every kind keeps its count and the groups their order', async () => {
    const all = await search({ text: 'toyota', limit: 3 });
    const big = all.groups.find((g) => g.total > 6);
    expect(big).toBeDefined();
    const kind = big!.kind;
    const order = all.groups.map((g) => [g.kind, g.total]);

    const seen: string[] = [];
    const pages = Math.ceil(big!.total / 3);
    for (let page = 0; page < pages; page += 1) {
      const data = await search({ text: 'toyota', limit: 3, page, kind });
      expect(data).toMatchObject({ page, size: 3, kind });
      // Same groups, same counts, same order on every page; only the chosen kind holds items.
      expect(data.groups.map((g) => [g.kind, g.total])).toEqual(order);
      expect(data.total).toBe(all.total);
      for (const group of data.groups) if (group.kind !== kind) expect(group.items).toEqual([]);
      const items = groupOf(data, kind)!.items;
      expect(items.length).toBe(page < pages - 1 ? 3 : big!.total - 3 * (pages - 1));
      seen.push(...items.map((i) => i.ref));
      expect(data.suggestions.map((s) => s.ref)).toEqual(items.map((i) => i.ref));
    }
    // Every match of the kind exactly once, the first page as the unpaged answer.
    expect(new Set(seen).size).toBe(big!.total);
    expect(seen.slice(0, 3)).toEqual(big!.items.map((i) => i.ref));

    // A page past the end: the counts, no items.
    const past = await search({ text: 'toyota', limit: 3, page: pages, kind });
    expect(past.groups.map((g) => [g.kind, g.total])).toEqual(order);
    expect(past.groups.every((g) => g.items.length === 0)).toBe(true);
    expect(past.suggestions).toEqual([]);
  });

  it('pages every kind at once without a kind', async () => {
    const first = await search({ text: 'oli', limit: 2 });
    const second = await search({ text: 'oli', limit: 2, page: 1 });
    expect(second.kind).toBeNull();
    expect(second.groups.map((g) => g.total)).toEqual(first.groups.map((g) => g.total));
    for (const group of second.groups) {
      const before = groupOf(first, group.kind)!.items.map((i) => i.ref);
      expect(group.items.length).toBe(Math.max(0, Math.min(2, group.total - 2)));
      for (const item of group.items) expect(before).not.toContain(item.ref);
    }
  });

  it('says which spelling it used: inova → innova, and null when nothing was corrected', async () => {
    expect((await search({ text: 'inova' })).correctedText).toBe('innova');
    expect((await search({ text: 'Kijang  Inova 2.4' })).correctedText).toBe('Kijang innova 2.4');
    expect((await search({ text: 'innova' })).correctedText).toBeNull();
    expect((await search({ text: 'qwxzvbnm' })).correctedText).toBeNull();
  });

  it('refuses a negative page and an unknown kind', async () => {
    expect((await ctx.post(URL, { text: 'avanza', page: -1 })).status).toBe(400);
    expect((await ctx.post(URL, { text: 'avanza', kind: 'kapal' })).status).toBe(400);
  });
});

describe('global-search full-text queries', () => {
  it('adds close lexicon terms to misspelt words, leaves words the lexicon lacks out and numbers optional', () => {
    const words = searchWords('Kijang inova 2.4 qwxz');
    expect(lexiconWords(words)).toEqual(['kijang', 'inova', 'qwxz']);
    const queries = searchQueries(words, [
      { terms: ['kijang', 'kijanginnova'], known: true },
      { terms: ['innova'], known: true },
      { terms: [], known: false },
    ]);
    expect(queries).toEqual({ match: '(kijang:*) & (inova:* | innova)', exact: '(kijang) & (inova | innova)' });
    // A prefix of a term stays ("fort" → Fortuner); a text of numbers only requires them.
    expect(searchQueries(['fort'], [{ terms: [], known: true }])).toEqual({ match: '(fort:*)', exact: '(fort)' });
    expect(searchQueries(['2024'], [])).toEqual({ match: '(2024:*)', exact: '(2024)' });
    expect(searchQueries(['qwxz'], [{ terms: [], known: false }])).toBeNull();
    // A term that is not letters and digits only never reaches the query string.
    expect(searchQueries(['inova'], [{ terms: ["innova') | (x", 'innova'], known: true }])).toEqual({ match: '(inova:* | innova)', exact: '(inova | innova)' });
  });

  it('looks every word up in the lexicon in one statement', async () => {
    expect(await lookUpSearchWords(ctx.db, ['avansa', 'fortunr', 'fort', 'qwxz'])).toEqual([
      { terms: ['avanza'], known: true },
      { terms: ['fortuner'], known: true },
      { terms: ['fortuner'], known: true },
      { terms: [], known: false },
    ]);
  });
});

describe('global-search query plan', () => {
  const explain = (query: SQLWrapper) =>
    ctx.db.transaction(async (tx) => {
      // With sequential scans disabled the planner must find an index path for every predicate;
      // one the indexes cannot serve would fall back to a (disabled) sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });

  it('can serve the lexicon lookup by the trigram GIN index on search_terms.term', async () => {
    const plan = await explain(searchTermsQuery(['kijang', 'inova']));
    expect(plan).toContain('search_terms_term_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on search_terms/);
  });

  it('can serve the document match by the GIN index on document', async () => {
    const queries = searchQueries(['kijang', 'inova'], [
      { terms: ['kijang'], known: true },
      { terms: ['innova'], known: true },
    ])!;
    const plan = await explain(rankedSearchQuery(ctx.db, 'kijang inova', queries, 10, undefined, '2026-11-22'));
    expect(plan).toContain('search_documents_document_idx');
    expect(plan).not.toMatch(/Seq Scan on search_documents/);
  });
});
