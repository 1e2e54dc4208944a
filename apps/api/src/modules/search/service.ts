import { accessories, articles, carVariants, promos, queryRows, searchDocuments, searchTerms, serviceCoupons, spareParts, usedCars, type Db } from '@kemudi/db';
import type { CallBody } from '@kemudi/domain/contracts/call';
import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  type GlobalSearchData,
  type SearchGroup,
  type SearchItem,
  type SearchKind,
  type searchCalls,
} from '@kemudi/domain/contracts/search';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { todayWib } from '../../lib/time';
import { modelImages } from '../new-cars';

type GlobalSearchBody = CallBody<typeof searchCalls.globalSearch>;

// ---------------------------------------------------------------------------------------------
// Ranking
// ---------------------------------------------------------------------------------------------

/**
 * Two statements:
 *
 * 1. Spelling correction, as pg_trgm's documentation recommends: the typed words are looked up in
 *    the `search_terms` lexicon (every word of the search documents, see searchTermsQuery) in one
 *    statement, and searchQueries builds the full-text queries from the answer:
 *    'kijang inova' → match `(kijang:*) & (inova:* | innova)`, exact `(kijang) & (inova | innova)`.
 * 2. Ranking: a document is a candidate when the match query matches its tsvector (GIN index);
 *    for the candidates only,
 *
 * score = PREFIX_WEIGHT · ts_rank(document, match query)            `(w:* | t1 | t2) & …`
 *       + EXACT_WEIGHT  · ts_rank(document, corrected exact query)  `(w | t1 | t2) & …`
 *       + TITLE_WEIGHT  · word_similarity(text, lower(title))
 *       + boost / BOOST_DIVISOR
 *
 * ts_rank rewards the typed words, their prefixes ("fort" → Fortuner) and their corrections, and
 * prefers a title hit (weight A) over a keyword (B) or subtitle (C) hit; the exact-word term puts
 * "ban" (tyre) above "banjir" (flood), which only the prefix reaches. The title's trigram word
 * similarity (0–1) prefers the title closest to the whole text, numbers included ("avanza 1.5"
 * → the 1.5 variants before the 1.3 ones). The boost (20–100) adds at most 0.1: it orders kinds
 * when relevance ties (a model before its variants).
 */
const PREFIX_WEIGHT = 2;
const EXACT_WEIGHT = 1;
const TITLE_WEIGHT = 1;
const BOOST_DIVISOR = 1000;
/**
 * A lexicon term corrects a typed word from this trigram similarity on. Measured over the seeded
 * lexicon: real typos reach 0.4 or more ("avansa" → avanza, "inovva" → innova and "hibrid" →
 * hybrid at exactly 0.4, "fortunr" → fortuner 0.55, "inova" → innova 0.63, "lancruiser" →
 * landcruiser 0.64), while the near misses that are other words stay below (ban → banjir, velg →
 * veloz, raize → raih 0.375; murah → merah 0.33). pg_trgm's default, 0.3, would let those in.
 * Applied with similarity() on the candidates of `term % word`, which the trigram index finds at
 * pg_trgm.similarity_threshold (default 0.3, never raised by this application; a value above 0.4
 * would hide corrections).
 */
const TERM_SIMILARITY_THRESHOLD = 0.4;
/** At most this many lexicon terms per typed word. */
const MAX_CORRECTIONS = 3;
/** Candidates scoring below this share of the best score are noise (a weak partial match). */
const RELEVANCE_RATIO = 0.25;
/** At most this many words take part in the full-text query. */
const MAX_WORDS = 8;
/** §7 suggestions: the flat list the header's dropdown shows. */
const SUGGESTION_COUNT = 10;

/** §5: whitespace collapsed to single spaces. */
export const normalizeSearchText = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * 'Kijang  innova!' → ['kijang', 'innova']: every word stripped to letters and digits, so a
 * tsquery built from them ('kijang:* & innova:*') can hold no operator the visitor typed; it is
 * still passed to to_tsquery as a bound parameter, never spliced into the SQL text.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS);
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** What the lexicon says about one typed word. */
export type WordLookup = {
  /** Up to MAX_CORRECTIONS terms with similarity ≥ TERM_SIMILARITY_THRESHOLD, most similar first. */
  terms: string[];
  /** The lexicon knows the word: some term is that close to it, or starts with it ("fort"). */
  known: boolean;
};

/**
 * One statement for all words (unnest … with ordinality, one lateral lookup per word): its up to
 * MAX_CORRECTIONS most similar lexicon terms and, only for a word without any (CASE evaluates the
 * EXISTS lazily), whether it is the start of some term. `term % word` and `term like 'word%'` can
 * be served by the trigram GIN index on search_terms.term (words are letters and digits only, so
 * the pattern holds no wildcard of the visitor's).
 */
export function searchTermsQuery(words: string[]): SQL {
  const t = searchTerms;
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  return sql`select w.n::int as n, c.terms,
      case when cardinality(c.terms) > 0 then true
        else exists (select 1 from ${t} where ${t.term} like w.word || '%') end as known
    from unnest(array[${list}]::text[]) with ordinality as w(word, n)
    cross join lateral (
      select coalesce(array_agg(s.term order by s.similarity desc, s.term), '{}') as terms
      from (
        select ${t.term} as term, similarity(${t.term}, w.word) as similarity
        from ${t}
        where ${t.term} % w.word and similarity(${t.term}, w.word) >= ${sql.raw(String(TERM_SIMILARITY_THRESHOLD))}
        order by similarity desc, term
        limit ${sql.raw(String(MAX_CORRECTIONS))}
      ) s
    ) c
    order by w.n`;
}

/** The lexicon's answer for every word, in the words' order. */
export async function lookUpSearchWords(db: Db, words: string[]): Promise<WordLookup[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ n: number | string; terms: string[] | null; known: boolean }>(db, searchTermsQuery(words));
  const found = new Map(rows.map((r) => [Number(r.n), { terms: r.terms ?? [], known: r.known === true }]));
  return words.map((_, i) => found.get(i + 1) ?? { terms: [], known: false });
}

/** The two tsquery strings (bound parameters of to_tsquery('simple', …)), built from letters and digits only. */
export type SearchQueries = { match: string; exact: string };

/** The words (letters and digits) that are looked up in the lexicon: all but numbers. */
export const lexiconWords = (words: string[]) => words.filter((w) => !isNumber(w));

/**
 * The full-text queries from the typed words and the lexicon's answer for lexiconWords(words):
 * - a word that is itself a term is spelled right: `(word:*)`, no alternatives (no "agya" →
 *   the variant-code fragment "agy", no "karpet" → "karet");
 * - otherwise its close terms become alternatives: `(inova:* | innova)`;
 * - a word neither close to a term nor the start of one matches no document and is left out
 *   ("dp murah" still finds the DP promo), so is every number when a word with a letter remains:
 *   "1.5" arrives as 1 and 5 while documents hold the token '1.5', and the title's word similarity
 *   ranks the numbers instead. A text of numbers only requires them: `(2024:*)`.
 * Every word and term is letters and digits only (searchWords; the lexicon keeps no other word and
 * is checked again here), so the strings hold no operator but the ones put here. Null when no word
 * remains (a nonsense word: no match).
 */
export function searchQueries(words: string[], lookups: WordLookup[]): SearchQueries | null {
  const clean = (term: string) => /^[\p{L}\p{N}]+$/u.test(term);
  const groups: { word: string; alternatives: string[] }[] = [];
  lexiconWords(words).forEach((word, i) => {
    const lookup = lookups[i] ?? { terms: [], known: false };
    const terms = lookup.terms.filter(clean);
    if (terms.includes(word)) groups.push({ word, alternatives: [] });
    else if (lookup.known) groups.push({ word, alternatives: terms });
  });
  if (groups.length === 0) for (const word of words.filter(isNumber)) groups.push({ word, alternatives: [] });
  if (groups.length === 0) return null;
  const join = (items: string[]) => `(${items.join(' | ')})`;
  return {
    match: groups.map((g) => join([`${g.word}:*`, ...g.alternatives])).join(' & '),
    exact: groups.map((g) => join([g.word, ...g.alternatives])).join(' & '),
  };
}

/**
 * Promos and coupons outside their dates today (and promos not published), articles not published
 * or not yet on the site (issue 25), and sold used cars, are not suggested.
 */
function notStale(today: string): SQL {
  const d = searchDocuments;
  return sql`not (
    (${d.kind} = 'promo' and exists (select 1 from ${promos} where ${promos.slug} = ${d.ref}
      and not (${promos.state} = 'published' and ${promos.validFrom} <= ${today} and ${promos.validUntil} >= ${today})))
    or (${d.kind} = 'coupon' and exists (select 1 from ${serviceCoupons} where ${serviceCoupons.code} = ${d.ref}
      and not (${serviceCoupons.validFrom} <= ${today} and ${serviceCoupons.validUntil} >= ${today})))
    or (${d.kind} = 'article' and exists (select 1 from ${articles} where ${articles.slug} = ${d.ref}
      and not (${articles.state} = 'published' and ${articles.publishedDate} <= ${today})))
    or (${d.kind} = 'used-car' and exists (select 1 from ${usedCars} where ${usedCars.code} = ${d.ref} and ${usedCars.status} = 'sold'))
  )`;
}

type RankedRow = { kind: string; ref: string; title: string; subtitle: string; url: string; score: number; rn: number; kindTotal: number; total: number };

/**
 * The ranked documents, at most `limit` per kind, best first. Steps of one statement: score
 * the candidates (`document @@ match query`, served by the GIN index on document), keep those
 * within RELEVANCE_RATIO of the best score (a short word otherwise drags in every document with
 * a weak partial match), then number them per kind.
 */
/**
 * Which rows of each kind the ranking answers: by default the first `limit` of every kind; with a
 * window, rows offset+1 … offset+limit (of `focus` only, when given) and, for the counts and the
 * order of the groups, every kind's best row (rn = 1), which the caller keeps out of the items.
 */
export type RankWindow = { offset: number; focus?: SearchKind | undefined };

export function rankedSearchQuery(
  db: Db,
  text: string,
  queries: SearchQueries,
  limit: number,
  kinds: SearchKind[] | undefined,
  today: string,
  window?: RankWindow,
) {
  const d = searchDocuments;
  const q = text.toLowerCase();
  const raw = (n: number) => sql.raw(String(n));
  const matchQuery = sql`to_tsquery('simple', ${queries.match})`;
  const exactQuery = sql`to_tsquery('simple', ${queries.exact})`;

  const score = sql`(${raw(PREFIX_WEIGHT)} * ts_rank(${d.document}, ${matchQuery})
    + ${raw(EXACT_WEIGHT)} * ts_rank(${d.document}, ${exactQuery})
    + ${raw(TITLE_WEIGHT)} * word_similarity(${q}, lower(${d.title}))
    + ${d.boost}::float8 / ${raw(BOOST_DIVISOR)})::float8`;

  const scored = db
    .select({
      kind: d.kind,
      ref: d.ref,
      title: d.title,
      subtitle: d.subtitle,
      url: d.url,
      boost: d.boost,
      score: sql<number>`${score}`.as('score'),
    })
    .from(d)
    .where(and(sql`${d.document} @@ ${matchQuery}`, kinds ? inArray(d.kind, kinds) : undefined, notStale(today)))
    .as('scored');

  // The best score over every candidate, for the relevance cut below.
  const withBest = db
    .select({
      kind: scored.kind,
      ref: scored.ref,
      title: scored.title,
      subtitle: scored.subtitle,
      url: scored.url,
      boost: scored.boost,
      score: scored.score,
      best: sql<number>`max(${scored.score}) over ()`.as('best'),
    })
    .from(scored)
    .as('with_best');

  const relevant = db
    .select({
      kind: withBest.kind,
      ref: withBest.ref,
      title: withBest.title,
      subtitle: withBest.subtitle,
      url: withBest.url,
      score: withBest.score,
      rn: sql<number>`row_number() over (partition by ${withBest.kind} order by ${withBest.score} desc, ${withBest.boost} desc, ${withBest.title}, ${withBest.ref})`.as('rn'),
      kindTotal: sql<number>`(count(*) over (partition by ${withBest.kind}))::int`.as('kind_total'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(withBest)
    .where(sql`${withBest.score} >= ${raw(RELEVANCE_RATIO)} * ${withBest.best}`)
    .as('relevant');

  const shown = window
    ? sql`(${relevant.rn} > ${window.offset} and ${relevant.rn} <= ${window.offset + limit}${
        window.focus ? sql` and ${relevant.kind} = ${window.focus}` : sql``
      }) or ${relevant.rn} = 1`
    : sql`${relevant.rn} <= ${limit}`;
  return db
    .select()
    .from(relevant)
    .where(shown)
    .orderBy(desc(relevant.score), asc(relevant.kind), asc(relevant.title), asc(relevant.ref));
}

/**
 * The text as the search understood it: every typed word that is not itself a lexicon term but has
 * close terms replaced by the closest one ('inova' → 'innova', 'Avansa 1.5' → 'avanza 1.5'); null
 * when no word was corrected. What the results page shows as "Menampilkan hasil untuk …".
 */
export function correctedSearchText(text: string, words: string[], lookups: WordLookup[]): string | null {
  const corrections = new Map<string, string>();
  lexiconWords(words).forEach((word, i) => {
    const best = lookups[i]?.terms[0];
    if (best !== undefined && !(lookups[i]?.terms ?? []).includes(word)) corrections.set(word, best);
  });
  if (corrections.size === 0) return null;
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => corrections.get(w.toLowerCase()) ?? w);
}

/**
 * The lexicon lookup, then the ranking: two statements and no transaction (neither sets anything
 * for the session). Text without a word to look for (punctuation, a nonsense word) matches nothing.
 */
async function rankDocuments(
  db: Db,
  text: string,
  limit: number,
  kinds: SearchKind[] | undefined,
  today: string,
  window: RankWindow,
): Promise<{ rows: RankedRow[]; correctedText: string | null }> {
  const words = searchWords(text);
  const lookups = await lookUpSearchWords(db, lexiconWords(words));
  const queries = searchQueries(words, lookups);
  const correctedText = correctedSearchText(text, words, lookups);
  if (queries === null) return { rows: [], correctedText };
  const rows = await rankedSearchQuery(db, text, queries, limit, kinds, today, window);
  const ranked = rows.map((r) => ({
    kind: r.kind,
    ref: r.ref,
    title: r.title,
    subtitle: r.subtitle,
    url: r.url,
    score: Number(r.score),
    rn: Number(r.rn),
    kindTotal: Number(r.kindTotal),
    total: Number(r.total),
  }));
  return { rows: ranked, correctedText };
}

// ---------------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------------

/** Icons of the service pages (search kind 'service', ref = service content type). */
const SERVICE_ICONS: Record<string, string> = {
  'home-service': 'home',
  'body-paint': 'paint',
  'trade-in': 'exchange',
  'tracking-order': 'tracking',
  'spare-parts': 'part',
};

/** One batch query per kind that needs the database for its picture (no query per item). */
async function pictureResolver(db: Db, rows: RankedRow[]) {
  const refs = (kind: SearchKind) => rows.filter((r) => r.kind === kind).map((r) => r.ref);
  const [variantModels, accessoryIcons, partIcons] = await Promise.all([
    refs('variant').length === 0
      ? []
      : db.select({ code: carVariants.code, modelCode: carVariants.modelCode }).from(carVariants).where(inArray(carVariants.code, refs('variant'))),
    refs('accessory').length === 0
      ? []
      : db.select({ code: accessories.code, icon: accessories.icon }).from(accessories).where(inArray(accessories.code, refs('accessory'))),
    refs('part').length === 0
      ? []
      : db.select({ code: spareParts.code, icon: spareParts.icon }).from(spareParts).where(inArray(spareParts.code, refs('part'))),
  ]);
  const modelOfVariant = new Map(variantModels.map((v) => [v.code, v.modelCode]));
  const carImage = await modelImages(db, [...new Set([...refs('model'), ...modelOfVariant.values()])]);
  const iconOf = new Map([...accessoryIcons, ...partIcons].map((i) => [i.code, i.icon]));

  return (row: RankedRow): string => {
    switch (row.kind as SearchKind) {
      case 'model':
        return carImage(row.ref);
      case 'variant':
        return carImage(modelOfVariant.get(row.ref) ?? row.ref);
      case 'used-car':
        return MEDIA.usedCar(row.ref);
      case 'accessory':
        return MEDIA.icon(iconOf.get(row.ref) ?? 'accessory');
      case 'part':
        return MEDIA.icon(iconOf.get(row.ref) ?? 'part');
      case 'package':
        return MEDIA.icon('package');
      case 'coupon':
        return MEDIA.icon('coupon');
      case 'service':
        return MEDIA.icon(SERVICE_ICONS[row.ref] ?? 'wrench');
      case 'promo':
        return MEDIA.promo(row.ref);
      case 'article':
        return MEDIA.article(row.ref);
      default:
        return MEDIA.icon('car');
    }
  };
}

// ---------------------------------------------------------------------------------------------
// global-search
// ---------------------------------------------------------------------------------------------

const isSearchKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * §7 global-search: suggestions grouped by kind (groups ordered by their best score, then by
 * SEARCH_KINDS order) and the flat top ten. No match is an empty answer, not an error.
 *
 * The results page (/search/global) pages through it: `page` picks items page·limit+1 … of each
 * kind, `kind` answers the items of that kind only. Every matching kind still answers its group,
 * with its count, even when this page holds none of its items, so the page can show a tab per kind.
 */
export async function globalSearch(db: Db, now: Date, body: GlobalSearchBody): Promise<GlobalSearchData> {
  const text = normalizeSearchText(body.text);
  const page = body.page;
  const offset = page * body.limit;
  const { rows, correctedText } = await rankDocuments(db, text, body.limit, body.kinds, todayWib(now), { offset, focus: body.kind });
  const inPage = (row: RankedRow) => row.rn > offset && row.rn <= offset + body.limit && (body.kind === undefined || row.kind === body.kind);
  const pictureOf = await pictureResolver(db, rows.filter(inPage));

  const groups = new Map<SearchKind, { group: SearchGroup; best: number }>();
  const suggestions: SearchItem[] = [];
  for (const row of rows) {
    if (!isSearchKind(row.kind)) continue;
    const entry = groups.get(row.kind) ?? {
      group: { kind: row.kind, label: SEARCH_KIND_LABELS[row.kind], total: row.kindTotal, items: [] },
      best: 0,
    };
    if (row.rn === 1) entry.best = round4(row.score);
    groups.set(row.kind, entry);
    if (!inPage(row)) continue;
    const item: SearchItem = {
      kind: row.kind,
      ref: row.ref,
      title: row.title,
      subtitle: row.subtitle,
      url: row.url,
      imageUrl: pictureOf(row),
      score: round4(row.score),
    };
    entry.group.items.push(item);
    if (suggestions.length < SUGGESTION_COUNT) suggestions.push(item);
  }
  // Groups in order of their best item; equal best scores fall back to the fixed kind order.
  const ordered = [...groups.values()]
    .sort((a, b) => b.best - a.best || SEARCH_KINDS.indexOf(a.group.kind) - SEARCH_KINDS.indexOf(b.group.kind))
    .map((e) => e.group);
  return {
    text,
    correctedText,
    total: rows[0]?.total ?? 0,
    page,
    size: body.limit,
    kind: body.kind ?? null,
    groups: ordered,
    suggestions,
    url: ROUTES.search(text),
  };
}
