-- Issue 25: promos edited in the staff console — drafts, publishing, a schedule to the minute
-- (WIB) and an uploaded picture; the data version follows the schedule's boundaries.
ALTER TABLE "promos" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- A promo valid from one WIB day to another (both included) runs from 00:00 of the first to 00:00 after the last.
UPDATE "promos" SET
  "starts_at" = ("valid_from" || 'T00:00:00+07:00')::timestamptz,
  "ends_at" = ("valid_until" || 'T00:00:00+07:00')::timestamptz + interval '1 day'
WHERE "starts_at" IS NULL;--> statement-breakpoint
ALTER TABLE "promos" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_state_check" CHECK ("promos"."state" in ('draft', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_window_check" CHECK ("promos"."ends_at" > "promos"."starts_at");--> statement-breakpoint
CREATE INDEX "promos_running_idx" ON "promos" USING btree ("state","starts_at","ends_at");--> statement-breakpoint
CREATE TABLE "promo_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_image_id_promo_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."promo_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_version" ADD COLUMN "boundary_at" timestamp with time zone;--> statement-breakpoint
-- Every instant at which what the site shows changes by itself (a scheduled start or end). The API
-- bumps data_version when one of them passes (apps/api/src/plugins/response-cache.ts); content
-- scheduled elsewhere later adds its own UNION ALL here.
CREATE VIEW "schedule_boundaries" AS
  SELECT "starts_at" AS "at" FROM "promos" WHERE "state" = 'published'
  UNION ALL SELECT "ends_at" FROM "promos" WHERE "state" = 'published'
  UNION ALL SELECT "starts_at"::timestamptz FROM "flash_sales"
  UNION ALL SELECT "ends_at"::timestamptz FROM "flash_sales";
