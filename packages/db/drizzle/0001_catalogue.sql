CREATE TABLE "cities" (
	"isocode" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"province_isocode" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"isocode" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_isocode" text NOT NULL,
	"province_isocode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"services" text[] NOT NULL,
	"working_schedule" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "branches_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "salesmen" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"position" text NOT NULL,
	"whatsapp" text NOT NULL,
	"bio" text NOT NULL,
	"years_of_service" integer NOT NULL,
	"specialties" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"gallery" jsonb NOT NULL,
	CONSTRAINT "salesmen_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "car_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"roof_hex" text,
	"extra_price" bigint DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"caption" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'NEWCAR' NOT NULL,
	"body_type" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer NOT NULL,
	"trending_rank" integer,
	"test_drive" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_specifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"group_name" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"variant_values" jsonb,
	"is_key" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_superiorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_variant_prices" (
	"variant_code" text NOT NULL,
	"city_isocode" text NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "car_variant_prices_variant_code_city_isocode_pk" PRIMARY KEY("variant_code","city_isocode")
);
--> statement-breakpoint
CREATE TABLE "car_variants" (
	"code" text PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"name" text NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"engine" text NOT NULL,
	"engine_cc" integer NOT NULL,
	"power_ps" integer NOT NULL,
	"torque_nm" integer NOT NULL,
	"price_otr" bigint NOT NULL,
	"strike_through_price" bigint,
	"is_preorder" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"upload_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_cars" (
	"code" text PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"variant_code" text,
	"variant_name" text NOT NULL,
	"year" integer NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" text NOT NULL,
	"mileage_km" integer NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"plate_region" text NOT NULL,
	"price" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"owner_count" integer NOT NULL,
	"warranty_months" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"listed_date" text NOT NULL,
	"inspection" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accessories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"strike_through_price" bigint,
	"fitting_models" text[] NOT NULL,
	"icon" text NOT NULL,
	"install_minutes" integer,
	"warranty_months" integer,
	"is_trending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_code" text NOT NULL,
	"category" text NOT NULL,
	"city_isocodes" text[] NOT NULL,
	"sale_price" bigint NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"quota" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contents" (
	"service_type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"benefits" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"price_note" text
);
--> statement-breakpoint
CREATE TABLE "service_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"service_type" text NOT NULL,
	"model_codes" text[] NOT NULL,
	"price" bigint NOT NULL,
	"normal_price" bigint NOT NULL,
	"valid_from" text NOT NULL,
	"valid_until" text NOT NULL,
	"usable_days" integer NOT NULL,
	"quota" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"model_codes" text[] NOT NULL,
	"km_interval" integer,
	"description" text NOT NULL,
	"items" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"normal_price" bigint,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"service_category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_from" bigint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"fitting_models" text[] NOT NULL,
	"replace_every_km" integer,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"published_date" text NOT NULL,
	"tags" text[] NOT NULL,
	"related_model_codes" text[] NOT NULL,
	"hero_color" text NOT NULL,
	"reading_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"location" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"link_url" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"consent_source_code" integer NOT NULL,
	"consent_source_detail_code" integer NOT NULL,
	"title" text NOT NULL,
	"body_message" text NOT NULL,
	CONSTRAINT "consent_texts_consent_source_code_consent_source_detail_code_pk" PRIMARY KEY("consent_source_code","consent_source_detail_code")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"is_landing_page" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"hide_on_mobile" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"scope" text NOT NULL,
	"city_isocodes" text[] NOT NULL,
	"branch_slugs" text[] NOT NULL,
	"product_codes" text[] NOT NULL,
	"salesman_slugs" text[] NOT NULL,
	"is_hero" boolean DEFAULT false NOT NULL,
	"hero_color" text NOT NULL,
	"terms" jsonb NOT NULL,
	"valid_from" text NOT NULL,
	"valid_until" text NOT NULL,
	"published_date" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_code" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_city" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_date" text NOT NULL,
	"verified_purchase" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"page_id" text PRIMARY KEY NOT NULL,
	"component_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_date" text NOT NULL,
	CONSTRAINT "static_pages_component_id_unique" UNIQUE("component_id")
);
--> statement-breakpoint
CREATE TABLE "term_conditions" (
	"type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"updated_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"url" text NOT NULL,
	"keywords" text NOT NULL,
	"boost" integer NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(keywords, '')), 'B') || setweight(to_tsvector('simple', coalesce(subtitle, '')), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_isocode_provinces_isocode_fk" FOREIGN KEY ("province_isocode") REFERENCES "public"."provinces"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_city_isocode_cities_isocode_fk" FOREIGN KEY ("city_isocode") REFERENCES "public"."cities"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_province_isocode_provinces_isocode_fk" FOREIGN KEY ("province_isocode") REFERENCES "public"."provinces"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesmen" ADD CONSTRAINT "salesmen_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_colors" ADD CONSTRAINT "car_colors_model_code_car_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."car_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_galleries" ADD CONSTRAINT "car_galleries_model_code_car_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."car_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_specifications" ADD CONSTRAINT "car_specifications_model_code_car_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."car_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_superiorities" ADD CONSTRAINT "car_superiorities_model_code_car_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."car_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_variant_prices" ADD CONSTRAINT "car_variant_prices_variant_code_car_variants_code_fk" FOREIGN KEY ("variant_code") REFERENCES "public"."car_variants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_variant_prices" ADD CONSTRAINT "car_variant_prices_city_isocode_cities_isocode_fk" FOREIGN KEY ("city_isocode") REFERENCES "public"."cities"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_variants" ADD CONSTRAINT "car_variants_model_code_car_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."car_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_videos" ADD CONSTRAINT "car_videos_model_code_car_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."car_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_cars" ADD CONSTRAINT "used_cars_model_code_car_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."car_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_cars" ADD CONSTRAINT "used_cars_variant_code_car_variants_code_fk" FOREIGN KEY ("variant_code") REFERENCES "public"."car_variants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_cars" ADD CONSTRAINT "used_cars_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_isocode");--> statement-breakpoint
CREATE INDEX "branches_city_idx" ON "branches" USING btree ("city_isocode");--> statement-breakpoint
CREATE INDEX "salesmen_branch_idx" ON "salesmen" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "car_colors_model_idx" ON "car_colors" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "car_galleries_model_idx" ON "car_galleries" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "car_specifications_model_idx" ON "car_specifications" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "car_superiorities_model_idx" ON "car_superiorities" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "car_variants_model_idx" ON "car_variants" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "car_videos_model_idx" ON "car_videos" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "used_cars_model_idx" ON "used_cars" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "used_cars_branch_idx" ON "used_cars" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "services_type_idx" ON "services" USING btree ("service_type","service_category");--> statement-breakpoint
CREATE INDEX "faqs_type_code_idx" ON "faqs" USING btree ("type","code");--> statement-breakpoint
CREATE INDEX "reviews_object_idx" ON "reviews" USING btree ("type","object_code");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_kind_ref_idx" ON "search_documents" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_keywords_trgm_idx" ON "search_documents" USING gin (lower("keywords") gin_trgm_ops);