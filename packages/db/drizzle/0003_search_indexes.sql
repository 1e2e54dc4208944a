DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
DROP INDEX "search_documents_keywords_trgm_idx";--> statement-breakpoint
DROP INDEX "search_documents_document_idx";--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=false);