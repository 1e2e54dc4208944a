-- Issue 27 (uploads in object storage): an uploaded file's bytes live in the database (storage 'db',
-- data set) or in an S3-compatible bucket (storage 's3', storage_key set, data null). Files uploaded
-- before this migration stay in the database until `npm run uploads:migrate -w @kemudi/api` copies
-- them (apps/api/src/lib/file-store-migrate.ts). The check keeps every row readable from one place.
ALTER TABLE "uploaded_files" ADD COLUMN "storage" text DEFAULT 'db' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_storage_check" CHECK (("storage" = 'db' AND "data" IS NOT NULL) OR ("storage" = 's3' AND "storage_key" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "promo_images" ADD COLUMN "storage" text DEFAULT 'db' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "promo_images" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_images" ADD CONSTRAINT "promo_images_storage_check" CHECK (("storage" = 'db' AND "data" IS NOT NULL) OR ("storage" = 's3' AND "storage_key" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "salesman_photos" ADD COLUMN "storage" text DEFAULT 'db' NOT NULL;--> statement-breakpoint
ALTER TABLE "salesman_photos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "salesman_photos" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "salesman_photos" ADD CONSTRAINT "salesman_photos_storage_check" CHECK (("storage" = 'db' AND "data" IS NOT NULL) OR ("storage" = 's3' AND "storage_key" IS NOT NULL));
