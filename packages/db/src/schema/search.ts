import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable thing (model, variant, used car, accessory, part, service, promo, article).
 * Global search matches and ranks the full-text `document`; typed words are corrected against the
 * `search_terms` lexicon below ("inova" → innova) and the title's trigram word similarity adds to
 * the score. Whenever these rows change, refresh the lexicon (`refreshSearchTerms`, seed/search.ts).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    /** model | variant | used-car | accessory | part | service | coupon | package | promo | article */
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    url: text('url').notNull(),
    keywords: text('keywords').notNull(),
    /** Higher first when relevance ties (models before variants before articles …). */
    boost: integer('boost').notNull(),
    document: tsvector('document').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(keywords, '')), 'B') || setweight(to_tsvector('simple', coalesce(subtitle, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('search_documents_kind_ref_idx').on(t.kind, t.ref),
    // fastupdate off, as for search_terms below: PGlite never vacuums, so rows inserted after the
    // migration built the empty index would stay in GIN's pending list, read in full by every search.
    index('search_documents_document_idx').using('gin', t.document).with({ fastupdate: false }),
  ],
);

/**
 * The search lexicon: every distinct word of `search_documents.document` made only of letters and
 * digits, at least 2 long (~930 words), as pg_trgm's documentation recommends for spelling
 * correction. Global search looks each typed word up here (`term % word`, served by the trigram GIN
 * index) and adds the closest terms to its full-text query ("avansa" → avanza). Comparing a word with
 * ~930 short terms is several times cheaper than trigram tests against every document's title and
 * long keywords, which made a search cost ~30 ms on PGlite. Derived data: it must be rebuilt
 * (`refreshSearchTerms`, packages/db/src/seed/search.ts) whenever search documents change.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  // fastupdate off: rows inserted after the (migration-time, empty) index was built would otherwise
  // wait in GIN's pending list, which every lookup scans linearly until a VACUUM merges it, and
  // PGlite never vacuums. With the list, PGlite's planner prefers a sequential scan computing
  // similarity() for every term: a 3-word lookup took 6 ms instead of 0.8 ms through the index.
  (t) => [index('search_terms_term_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`).with({ fastupdate: false })],
);
