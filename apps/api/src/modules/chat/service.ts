import { branches, faqs, queryRows, type Db } from '@kemudi/db';
import type { CallBody } from '@kemudi/domain/contracts/call';
import type { AskData, ChatSource, chatCalls } from '@kemudi/domain/contracts/chat';
import { SEARCH_KIND_LABELS, type SearchKind } from '@kemudi/domain/contracts/search';
import { FALLBACK_CITY } from '@kemudi/domain/constants';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { whatsAppLink } from '@kemudi/domain/vocabulary';
import { asc, eq, sql } from 'drizzle-orm';
import { todayWib } from '../../lib/time';
import { listNearestBranches } from '../branches';
import {
  lexiconWords,
  lookUpSearchWords,
  normalizeSearchText,
  rankedSearchQuery,
  searchQueries,
  type SearchQueries,
  type WordLookup,
} from '../search';

type AskBody = CallBody<typeof chatCalls.ask>;

/*
 * Tanya Tasia (issue 3): answers a visitor's question from the FAQ and the catalogue, and hands
 * the conversation over to a branch's WhatsApp. Retrieval, per question:
 *
 * 1. The question is split into words (letters and digits, as global search does). Function words
 *    ("yang", "saya", "tolong" …) are dropped; question words ("apa", "bagaimana", "cara" …) stay
 *    for the FAQ with a low weight, since they tell "Bagaimana cara …" from "Berapa lama …".
 * 2. One statement looks the content words up in global search's lexicon (lookUpSearchWords):
 *    typos get their corrections ("inova" → innova), used by both rankings below.
 * 3. In parallel:
 *    - the FAQ ranking (rankFaqs, one statement over the 74 FAQs);
 *    - the catalogue ranking: global search's own query (rankedSearchQuery) for the content words
 *      without the chat's intent words ("harga", "terbaru" …), which name no product. Its query
 *      wants every word in one document; when none has them all it is asked again with any word;
 *    - the hand-off branch (nearest by coordinates, else the city's first sales branch).
 * 4. The answer: the best FAQ's answer when it is convincing (see isConvincing), else a sentence
 *    listing the catalogue pages found, else a polite fallback offering WhatsApp.
 */

// ---------------------------------------------------------------------------------------------
// Words of a question
// ---------------------------------------------------------------------------------------------

/** Words that carry no meaning for retrieval (Indonesian function words, greetings, fillers). */
const FUNCTION_WORDS = new Set(
  (
    'yang dan di ke dari untuk dengan ini itu tsb tersebut saya aku gue anda kamu kami kita ada adalah ialah mau ingin pengen ' +
    'tolong mohon minta tanya bertanya nanya halo hallo helo hai hi hey selamat pagi siang sore malam terima kasih makasih ' +
    'thanks dong ya yah nih sih deh kah nya atau juga sudah udah belum akan sedang masih lagi tidak nggak gak ga enggak bukan ' +
    'jika kalau kalo bila pada oleh sebagai agar supaya karena jadi harus dapat pak bu kak mas mbak min admin gan sis tasia saja ' +
    'aja punya ' +
    'bagi tentang mengenai seperti soal info informasi the a an of and is to'
  ).split(' '),
);

/**
 * Question words: they matter for telling FAQs apart ("Bagaimana cara booking servis?" is not
 * "Apakah booking servis dikenakan biaya?") but weigh less than the subject, and they name no
 * product, so the catalogue never sees them.
 */
const QUESTION_WORDS = new Set(
  'apa apakah bagaimana gimana bagaimanakah berapa kapan mana dimana siapa mengapa kenapa cara bisa bisakah boleh bolehkah perlu'.split(' '),
);
const QUESTION_WORD_WEIGHT = 0.3;

/**
 * Words of a chat question that name no catalogue item: the catalogue query wants every word in
 * one document, so "harga avanza terbaru" must reach it as "avanza". Branches are not catalogue
 * documents either (the hand-off answers for them).
 */
const CATALOGUE_SKIP = new Set(
  (
    'harga biaya terbaru bulan minggu tahun sekarang terkini murah termurah beli membeli pembelian jual dijual lihat cari ' +
    'mencari daftar tersedia ready stok dealer diler cabang showroom outlet terdekat dekat sekitar lokasi alamat'
  ).split(' '),
);

/** Words the FAQ writes differently from the way visitors ask. */
const SYNONYMS: Record<string, string[]> = {
  password: ['sandi'],
  pw: ['sandi'],
  service: ['servis'],
  diler: ['dealer'],
  dp: ['muka'],
  cicilan: ['kredit', 'angsuran'],
  angsuran: ['cicilan', 'kredit'],
  garansi: ['bergaransi'],
  bergaransi: ['garansi'],
  gratis: ['biaya'],
  bayar: ['biaya', 'pembayaran'],
  bensin: ['bbm'],
  irit: ['bbm', 'konsumsi'],
};

const NEAR_WORDS = new Set(['terdekat', 'dekat', 'sekitar', 'lokasi', 'alamat']);
const BRANCH_WORDS = new Set(['dealer', 'diler', 'cabang', 'showroom', 'outlet', 'bengkel']);
const GREETING_WORDS = new Set(['halo', 'hallo', 'helo', 'hai', 'hi', 'hey', 'selamat', 'pagi', 'siang', 'sore', 'malam', 'tasia', 'min', 'admin', 'kak']);
const THANKS_WORDS = new Set(['terima', 'kasih', 'makasih', 'thanks', 'oke', 'ok', 'sip', 'mantap', 'baik']);

/** At most this many words of a (long) question take part; the first ones carry the subject. */
const MAX_FAQ_WORDS = 10;
/** Global search's own cap on the words of its query. */
const MAX_CATALOGUE_WORDS = 8;

export type QuestionWord = { word: string; weight: number };

export type ParsedQuestion = {
  /** The question with its whitespace collapsed (§5). */
  text: string;
  /** Words for the FAQ ranking: content words weigh 1, question words QUESTION_WORD_WEIGHT. */
  faqWords: QuestionWord[];
  /** Words for the catalogue: content words that can name a catalogue item. */
  catalogueWords: string[];
  /** "Dealer terdekat", "alamat cabang …": the visitor looks for a branch. */
  branchIntent: boolean;
  /** Only a greeting ("halo") or thanks ("terima kasih"), nothing to look up. */
  smallTalk: 'greeting' | 'thanks' | null;
};

const isCleanWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

/** Splits a question as global search splits its text (letters and digits, lower case), then sorts the words. */
export function parseQuestion(question: string): ParsedQuestion {
  const text = normalizeSearchText(question);
  const tokens = [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0))];
  const faqWords = tokens
    .filter((w) => !FUNCTION_WORDS.has(w))
    .slice(0, MAX_FAQ_WORDS)
    .map((word) => ({ word, weight: QUESTION_WORDS.has(word) ? QUESTION_WORD_WEIGHT : 1 }));
  const catalogueWords = faqWords
    .filter((w) => w.weight === 1 && !CATALOGUE_SKIP.has(w.word))
    .map((w) => w.word)
    .slice(0, MAX_CATALOGUE_WORDS);
  const branchIntent = tokens.some((w) => NEAR_WORDS.has(w)) && tokens.some((w) => BRANCH_WORDS.has(w));
  const contentless = faqWords.every((w) => w.weight < 1 || GREETING_WORDS.has(w.word) || THANKS_WORDS.has(w.word));
  let smallTalk: ParsedQuestion['smallTalk'] = null;
  if (contentless && tokens.some((w) => THANKS_WORDS.has(w))) smallTalk = 'thanks';
  else if (contentless && tokens.some((w) => GREETING_WORDS.has(w))) smallTalk = 'greeting';
  return { text, faqWords, catalogueWords, branchIntent, smallTalk };
}

// ---------------------------------------------------------------------------------------------
// FAQ ranking
// ---------------------------------------------------------------------------------------------

/** A visitor's word and the spellings that count as it in an FAQ question (itself, synonyms, corrections). */
export type FaqTerm = { word: string; alternatives: string[]; weight: number };

/**
 * The alternatives of each word: the word, its SYNONYMS and, for a word the lexicon does not hold
 * as such, its lexicon corrections ("inova" → innova). Letters and digits only, so the tsquery
 * strings built from them hold no operator but ' | '.
 */
export function faqTerms(words: QuestionWord[], lookupOf: (word: string) => WordLookup | undefined): FaqTerm[] {
  return words.map(({ word, weight }) => {
    const alternatives = new Set([word, ...(SYNONYMS[word] ?? [])]);
    const lookup = lookupOf(word);
    if (lookup && !lookup.terms.includes(word)) for (const term of lookup.terms) alternatives.add(term);
    return { word, alternatives: [...alternatives].filter(isCleanWord), weight };
  });
}

/** A word counts as present in an FAQ question from this trigram similarity on (a typo, a suffix: "servisnya"). */
const WORD_SIMILARITY_FLOOR = 0.5;
/** Weights of the FAQ score (see rankFaqs). */
const CLOSENESS_WEIGHT = 0.5;
const RANK_WEIGHT = 0.25;
/** Weight factor of a word that no FAQ question holds (see rankFaqs). */
const UNKNOWN_WORD_FACTOR = 0.5;
/** At most this many FAQs come back from the ranking. */
const FAQ_CANDIDATES = 6;

export type RankedFaq = {
  id: number;
  type: string;
  code: string;
  question: string;
  answer: string;
  /** Weighted share (0–1) of the visitor's words found in the FAQ's question. */
  coverage: number;
  /** Trigram similarity (0–1) of the whole question and the FAQ's question. */
  closeness: number;
  /** ts_rank of the FAQ's question (weight A) and answer (weight D) for any of the words. */
  rank: number;
  score: number;
};

/**
 * The FAQs best matching the words, in one statement over the faqs table (74 rows: a scan):
 *
 * present   = 1 when the FAQ question's tsvector ('simple') holds the word or an alternative, else
 *             the word's strict trigram word similarity to the question when ≥ WORD_SIMILARITY_FLOOR
 *             (a typo, a suffix), else 0;
 * coverage  = Σ weight · present / Σ weight — the share of the visitor's words the FAQ question
 *             holds; a word no FAQ question holds at all weighs half (UNKNOWN_WORD_FACTOR): it cannot
 *             tell FAQs apart, yet a question about something no FAQ covers should not look answered;
 * closeness = similarity(the whole question, FAQ question) — prefers the FAQ worded like the visitor;
 * rank      = ts_rank(question A + answer D, any alternative of any word) — the answer's words count;
 * score     = coverage + CLOSENESS_WEIGHT · closeness + RANK_WEIGHT · rank.
 *
 * Every value reaches the database as a bound parameter; the tsquery strings hold only words of
 * letters and digits joined by ' | '.
 */
export async function rankFaqs(db: Db, text: string, terms: FaqTerm[]): Promise<RankedFaq[]> {
  if (terms.length === 0) return [];
  const list = (values: (string | number)[], type: 'text' | 'float8') =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  const raw = (n: number) => sql.raw(String(n));
  const anyWord = sql`to_tsquery('simple', ${terms.flatMap((t) => t.alternatives).join(' | ')})`;
  const words = sql`unnest(${list(
    terms.map((t) => t.word),
    'text',
  )}, ${list(
    terms.map((t) => t.alternatives.join(' | ')),
    'text',
  )}, ${list(
    terms.map((t) => t.weight),
    'float8',
  )}) with ordinality as w(word, alternatives, weight, n)`;
  // Each FAQ's vectors once (f), each word's query once (w); then a present value per FAQ and word.
  const rows = await queryRows<RankedFaq>(
    db,
    sql`with f as (
        select ${faqs.id} as id, ${faqs.type} as type, ${faqs.code} as code, ${faqs.question} as question, ${faqs.answer} as answer,
          lower(${faqs.question}) as lq,
          to_tsvector('simple', ${faqs.question}) as qv,
          setweight(to_tsvector('simple', ${faqs.question}), 'A') || setweight(to_tsvector('simple', ${faqs.answer}), 'D') as doc
        from ${faqs}
      ), w as (
        select w.n, w.word, w.weight, to_tsquery('simple', w.alternatives) as tq from ${words}
      ), hits as (
        select f.id, w.n, w.weight, case
            when f.qv @@ w.tq then 1
            when s.similarity >= ${raw(WORD_SIMILARITY_FLOOR)} then s.similarity
            else 0 end as present
        from f cross join w
        cross join lateral (select strict_word_similarity(w.word, f.lq) as similarity) s
      ), coverage as (
        select h.id, sum(h.weight * h.present) / sum(h.weight) as coverage
        from (
          select id, present, weight * case when max(present) over (partition by n) > 0 then 1
            else ${raw(UNKNOWN_WORD_FACTOR)} end as weight
          from hits
        ) h
        group by h.id
      ), scored as (
        select f.id, f.type, f.code, f.question, f.answer, c.coverage::float8 as coverage,
          similarity(${text.toLowerCase()}, f.lq)::float8 as closeness, ts_rank(f.doc, ${anyWord})::float8 as rank
        from f join coverage c on c.id = f.id
        where c.coverage > 0 or f.doc @@ ${anyWord}
      )
      select *, (coverage + ${raw(CLOSENESS_WEIGHT)} * closeness + ${raw(RANK_WEIGHT)} * rank)::float8 as score
      from scored
      order by score desc, id
      limit ${raw(FAQ_CANDIDATES)}`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    coverage: Number(r.coverage),
    closeness: Number(r.closeness),
    rank: Number(r.rank),
    score: Number(r.score),
  }));
}

/** The best FAQ answers the question from this coverage on (most of the visitor's words are in it) … */
const CONVINCING_COVERAGE = 0.75;
/** … and when it leads the runner-up by this much ("avanza" alone matches three Avanza FAQs equally). */
const CONVINCING_MARGIN = 0.1;
/** Other FAQs shown as related from this coverage on. */
const RELATED_COVERAGE = 0.5;
const RELATED_COUNT = 3;

/** Whether the best FAQ is the answer: it holds most of the visitor's words, and clearly more than the next one. */
export function isConvincing(ranked: RankedFaq[]): boolean {
  const [best, second] = ranked;
  if (!best || best.coverage < CONVINCING_COVERAGE) return false;
  return !second || best.score - second.score >= CONVINCING_MARGIN;
}

/** Where an FAQ is read on the site: its product's or service page's FAQ, else the FAQ page (§2 /seputar-pertanyaan). */
export function faqUrl(faq: { type: string; code: string }): string {
  if (faq.type === 'product' && faq.code) return ROUTES.model(faq.code);
  if (faq.code === 'test-drive') return ROUTES.testDrive;
  return SERVICE_ROUTES[faq.code] ?? '/seputar-pertanyaan';
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** Items per kind asked of the ranking, and sources shown. */
const CATALOGUE_PER_KIND = 3;
const MAX_SOURCES = 5;
/** Next to an FAQ's answer the catalogue only adds a few links. */
const MAX_SOURCES_BESIDE_FAQ = 3;

type CatalogueRow = { kind: string; title: string; url: string; score: number };

/** Global search's query with its groups joined by OR: any word instead of every word. */
export function anyWordQueries(queries: SearchQueries): SearchQueries {
  // Each group is "(…)" of words joined by ' | ', so ' & ' occurs only between groups.
  return { match: queries.match.split(' & ').join(' | '), exact: queries.exact.split(' & ').join(' | ') };
}

/**
 * The catalogue pages for the words, by global search's own ranking (rankedSearchQuery: the typo
 * corrections, ts_rank, the title's word similarity, the relevance cut, promos and coupons valid
 * today, sold cars left out). Every word in one document first; failing that, any word.
 */
async function searchCatalogue(db: Db, now: Date, words: string[], lookupOf: (word: string) => WordLookup | undefined): Promise<CatalogueRow[]> {
  const lexicon = lexiconWords(words);
  const queries = searchQueries(
    words,
    lexicon.map((w) => lookupOf(w) ?? { terms: [], known: false }),
  );
  if (queries === null) return [];
  const text = words.join(' ');
  const today = todayWib(now);
  let rows = await rankedSearchQuery(db, text, queries, CATALOGUE_PER_KIND, undefined, today);
  if (rows.length === 0 && queries.match.includes(' & ')) {
    rows = await rankedSearchQuery(db, text, anyWordQueries(queries), CATALOGUE_PER_KIND, undefined, today);
  }
  return rows.map((r) => ({ kind: r.kind, title: r.title, url: r.url, score: Number(r.score) }));
}

const isSearchKind = (kind: string): kind is SearchKind => kind in SEARCH_KIND_LABELS;

/** The best item of every kind first (a model, a promo, an article …), then the next best; `max` in all. */
export function pickSources(rows: CatalogueRow[], max = MAX_SOURCES): ChatSource[] {
  const seen = new Set<string>();
  const leaders: CatalogueRow[] = [];
  const rest: CatalogueRow[] = [];
  for (const row of rows) {
    if (!isSearchKind(row.kind)) continue;
    (seen.has(row.kind) ? rest : leaders).push(row);
    seen.add(row.kind);
  }
  return [...leaders, ...rest].slice(0, max).map((r) => ({
    kind: r.kind as SearchKind,
    label: SEARCH_KIND_LABELS[r.kind as SearchKind],
    title: r.title,
    url: r.url,
  }));
}

// ---------------------------------------------------------------------------------------------
// WhatsApp hand-off
// ---------------------------------------------------------------------------------------------

export type HandoffBranch = { name: string; slug: string; url: string; whatsapp: string; address: string; distanceKm: number | null };

/**
 * The branch the conversation is handed to: with coordinates the nearest visible branch that sells
 * (the branches module's haversine query); otherwise, in one query, the first visible sales branch
 * of the chosen city, else the first visible branch of the §9 fallback city 0080, else any visible
 * branch (sales first) — a city without branches, or an unknown code, still gets an answer.
 */
export async function findHandoffBranch(db: Db, input: Pick<AskBody, 'cityIsocode' | 'latitude' | 'longitude'>): Promise<HandoffBranch> {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    const [nearest] = await listNearestBranches(db, { latitude: input.latitude, longitude: input.longitude, service: 'sales', limit: 1 });
    if (nearest) {
      const { name, slug, url, whatsapp, address, distanceKm } = nearest;
      return { name, slug, url, whatsapp, address, distanceKm };
    }
  }
  const city = input.cityIsocode ?? FALLBACK_CITY;
  const sells = sql`'sales' = any(${branches.services})`;
  const [row] = await db
    .select({ name: branches.name, slug: branches.slug, whatsapp: branches.whatsapp, address: branches.address })
    .from(branches)
    .where(eq(branches.hidden, false))
    .orderBy(
      sql`(${branches.cityIsocode} = ${city} and ${sells}) desc`,
      sql`(${branches.cityIsocode} = ${FALLBACK_CITY}) desc`,
      sql`${sells} desc`,
      asc(branches.name),
      asc(branches.id),
    )
    .limit(1);
  if (!row) throw new Error('no visible branch to hand the chat over to');
  return { ...row, url: ROUTES.branch(row.slug), distanceKm: null };
}

const WA_GREETING = 'Halo Kemudi Toyota, saya ingin bertanya: ';

/** The hand-off link: wa.me to the branch with the greeting and the visitor's question typed in. */
export function whatsappLink(whatsapp: string, question: string): string {
  return whatsAppLink(whatsapp, WA_GREETING + question);
}

// ---------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------

/** How much of the question the listing sentence quotes. */
const QUOTE_MAX_CHARS = 80;
const LISTED_TITLES = 3;

const quote = (text: string) => (text.length > QUOTE_MAX_CHARS ? `${text.slice(0, QUOTE_MAX_CHARS - 1).trimEnd()}…` : text);
const km = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 1 });

/** 'a', 'a dan b', 'a, b, dan c' */
function listTitles(titles: string[]): string {
  if (titles.length <= 2) return titles.join(' dan ');
  return `${titles.slice(0, -1).join(', ')}, dan ${titles[titles.length - 1] ?? ''}`;
}

export type AnswerParts = {
  text: string;
  smallTalk: ParsedQuestion['smallTalk'];
  branchIntent: boolean;
  faq: RankedFaq | null;
  sources: ChatSource[];
  branch: HandoffBranch;
};

/** Indonesian text of the answer, from the best evidence there is. */
export function composeAnswer(parts: AnswerParts): string {
  const { branch } = parts;
  if (parts.branchIntent) {
    return branch.distanceKm !== null
      ? `Dealer Kemudi Toyota terdekat dari lokasi Anda adalah ${branch.name} (sekitar ${km(branch.distanceKm)} km), ${branch.address}.`
      : `Dealer Kemudi Toyota di kota pilihan Anda: ${branch.name}, ${branch.address}. ` +
          'Ketuk "Gunakan lokasi saya" agar saya bisa mencarikan dealer yang paling dekat.';
  }
  if (parts.faq) return parts.faq.answer;
  const found = parts.sources.filter((s) => s.kind !== 'faq' && s.kind !== 'branch');
  if (found.length > 0) {
    return `Berikut yang kami temukan untuk "${quote(parts.text)}": ${listTitles(found.slice(0, LISTED_TITLES).map((s) => s.title))}.`;
  }
  if (parts.smallTalk === 'thanks') return 'Sama-sama! Ada lagi yang bisa saya bantu?';
  if (parts.smallTalk === 'greeting') {
    return 'Halo! Silakan tanyakan apa saja tentang mobil baru, mobil bekas, servis, promo, atau dealer Kemudi Toyota.';
  }
  return (
    'Maaf, saya belum menemukan jawaban untuk pertanyaan itu. ' +
    `Tim kami di ${branch.name} siap membantu Anda langsung lewat WhatsApp.`
  );
}

/** POST chat/ask: the answer, its sources, related FAQs and the WhatsApp hand-off. */
export async function askTasia(db: Db, now: Date, body: AskBody): Promise<AskData> {
  const parsed = parseQuestion(body.question);
  const contentWords = parsed.faqWords.filter((w) => w.weight === 1).map((w) => w.word);
  const lexicon = lexiconWords(contentWords).slice(0, MAX_CATALOGUE_WORDS);

  const retrieve = async () => {
    const lookups = await lookUpSearchWords(db, lexicon);
    const lookupByWord = new Map(lexicon.map((w, i) => [w, lookups[i]]));
    const lookupOf = (word: string) => lookupByWord.get(word);
    return Promise.all([rankFaqs(db, parsed.text, faqTerms(parsed.faqWords, lookupOf)), searchCatalogue(db, now, parsed.catalogueWords, lookupOf)]);
  };
  const [[ranked, catalogue], branch] = await Promise.all([retrieve(), findHandoffBranch(db, body)]);

  const faq = isConvincing(ranked) ? (ranked[0] ?? null) : null;
  const related = ranked.filter((r) => r !== faq && r.coverage >= RELATED_COVERAGE).slice(0, RELATED_COUNT);
  const sources: ChatSource[] = [];
  if (parsed.branchIntent) sources.push({ kind: 'branch', label: 'Dealer', title: branch.name, url: branch.url });
  if (faq) sources.push({ kind: 'faq', label: 'FAQ', title: faq.question, url: faqUrl(faq) });
  sources.push(...pickSources(catalogue, faq ? MAX_SOURCES_BESIDE_FAQ : MAX_SOURCES));

  return {
    answer: composeAnswer({ text: parsed.text, smallTalk: parsed.smallTalk, branchIntent: parsed.branchIntent, faq, sources, branch }),
    sources,
    faqs: related.map((r) => ({ question: r.question, answer: r.answer })),
    handoff: {
      branch: { name: branch.name, slug: branch.slug, url: branch.url, whatsapp: branch.whatsapp },
      waLink: whatsappLink(branch.whatsapp, parsed.text),
    },
  };
}
