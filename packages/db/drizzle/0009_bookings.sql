CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"resource" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_slots_resource_slot_start_pk" PRIMARY KEY("resource","slot_start"),
	CONSTRAINT "booking_slots_used_check" CHECK ("booking_slots"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" uuid,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"branch_slug" text,
	"city_code" text,
	"resource" text,
	"slot_start" timestamp with time zone,
	"slot_end" timestamp with time zone,
	"details" jsonb NOT NULL,
	"estimate" bigint,
	"stage" text,
	"source_page" text,
	"idempotency_key" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_no_unique" UNIQUE("booking_no")
);
--> statement-breakpoint
CREATE TABLE "crm_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_no" text NOT NULL,
	"kind" text NOT NULL,
	"form_id" text NOT NULL,
	"phone_number" text,
	"unique_id" text,
	"name" text,
	"email" text,
	"customer_id" uuid,
	"model_code" text,
	"variant_code" text,
	"branch_slug" text,
	"salesman_slug" text,
	"source_page" text,
	"payload" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_lead_no_unique" UNIQUE("lead_no"),
	CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "rental_fleet" (
	"branch_slug" text NOT NULL,
	"car_class" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "rental_fleet_branch_slug_car_class_pk" PRIMARY KEY("branch_slug","car_class"),
	CONSTRAINT "rental_fleet_units_check" CHECK ("rental_fleet"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_drive_units" (
	"branch_slug" text NOT NULL,
	"model_code" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "test_drive_units_branch_slug_model_code_pk" PRIMARY KEY("branch_slug","model_code"),
	CONSTRAINT "test_drive_units_units_check" CHECK ("test_drive_units"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"owner_customer_id" uuid,
	"owner_key" text,
	"booking_id" uuid,
	"lead_id" uuid,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("contact_phone","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_reminder_idx" ON "bookings" USING btree ("slot_start") WHERE "bookings"."reminder_sent_at" IS NULL AND "bookings"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_resource_idx" ON "bookings" USING btree ("resource","slot_start");--> statement-breakpoint
CREATE INDEX "crm_outbox_due_idx" ON "crm_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "uploaded_files_booking_idx" ON "uploaded_files" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_orphan_idx" ON "uploaded_files" USING btree ("created_at") WHERE "uploaded_files"."booking_id" IS NULL AND "uploaded_files"."lead_id" IS NULL;