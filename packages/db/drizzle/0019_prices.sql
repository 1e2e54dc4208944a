-- Issue 25, prices: the history of every OTR price and colour surcharge change (manual, import,
-- dealer push), the staff's price-list imports (previewed, then applied), and which used-car
-- listings the used-price rule prices (repriced by a job when a Jakarta OTR changes).
-- None of these tables bumps the data version: the prices themselves (car_variants,
-- car_variant_prices, car_colors, used_cars) already do (migration 0005).
CREATE TABLE "price_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"row_count" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "price_imports_status_check" CHECK ("price_imports"."status" in ('preview', 'applied'))
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"variant_code" text,
	"city_isocode" text,
	"color_id" integer,
	"price_from" bigint NOT NULL,
	"price_to" bigint NOT NULL,
	"source" text NOT NULL,
	"staff_id" uuid,
	"import_id" uuid,
	"reason" text,
	CONSTRAINT "price_history_kind_check" CHECK ("price_history"."kind" in ('otr', 'color')),
	CONSTRAINT "price_history_source_check" CHECK ("price_history"."source" in ('manual', 'import', 'dealer'))
);
--> statement-breakpoint
ALTER TABLE "price_imports" ADD CONSTRAINT "price_imports_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_code_car_variants_code_fk" FOREIGN KEY ("variant_code") REFERENCES "public"."car_variants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_city_isocode_cities_isocode_fk" FOREIGN KEY ("city_isocode") REFERENCES "public"."cities"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_import_id_price_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."price_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_otr_idx" ON "price_history" USING btree ("variant_code","city_isocode","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_history_color_idx" ON "price_history" USING btree ("color_id","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "used_cars" ADD COLUMN "priced_by_rule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "used_cars" ADD COLUMN "reprice_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every listing seeded so far was priced by the rule (packages/db/src/seed/data/used-cars.ts).
UPDATE "used_cars" SET "priced_by_rule" = true;--> statement-breakpoint
CREATE INDEX "used_cars_reprice_due_idx" ON "used_cars" USING btree ("reprice_due") WHERE "reprice_due";
