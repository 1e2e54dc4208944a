CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Databases seeded before this migration (the seed does not run again): build the lexicon from their search documents, as refreshSearchTerms (src/seed/search.ts) does.
INSERT INTO "search_terms" ("term") SELECT word FROM ts_stat('SELECT document FROM search_documents') WHERE word ~ '^[[:alnum:]]+$' AND length(word) >= 2;
