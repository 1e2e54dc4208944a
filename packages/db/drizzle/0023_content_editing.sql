-- Issue 25: articles, FAQs and static pages edited in the staff console. An article is a draft,
-- published or unpublished, on the site from its publish instant (to the minute, WIB); its body is
-- Markdown (the seeded bodies — paragraphs and '## ' subheadings — are Markdown already) and it has
-- SEO fields (empty = the title and summary). Every change bumps the data version through the
-- triggers of migration 0005; a future publish instant bumps it when it passes (schedule_boundaries).
ALTER TABLE "articles" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- A seeded article published on a WIB day is on the site from 00:00 of that day.
UPDATE "articles" SET "published_at" = ("published_date" || 'T00:00:00+07:00')::timestamptz WHERE "published_at" IS NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "published_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
-- Seeded articles were last changed the day they were published (their dateModified).
UPDATE "articles" SET "created_at" = "published_at", "updated_at" = "published_at";--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_state_check" CHECK ("articles"."state" in ('draft', 'published', 'unpublished'));--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("state","published_at");--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
-- The boundaries of migration 0020, plus the instant a published article goes on the site.
CREATE OR REPLACE VIEW "schedule_boundaries" AS
  SELECT "starts_at" AS "at" FROM "promos" WHERE "state" = 'published'
  UNION ALL SELECT "ends_at" FROM "promos" WHERE "state" = 'published'
  UNION ALL SELECT "starts_at"::timestamptz FROM "flash_sales"
  UNION ALL SELECT "ends_at"::timestamptz FROM "flash_sales"
  UNION ALL SELECT "published_at" FROM "articles" WHERE "state" = 'published';
