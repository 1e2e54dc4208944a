-- Issue 25, branches and salesmen in the staff console: a branch's closed days (holidays), a
-- salesman's uploaded photo and whether he is shown on the site. The weekly schedule itself stays
-- in branches.working_schedule (edited in place). Closed days and photos change what guest pages
-- show, so branch_closures bumps the data version like the content tables (migration 0005);
-- salesman_photos does not need to: a new photo is named by salesmen.photo_id, whose update bumps it.
CREATE TABLE "branch_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_closures_branch_date_unique" UNIQUE("branch_id","date")
);
--> statement-breakpoint
ALTER TABLE "branch_closures" ADD CONSTRAINT "branch_closures_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER kemudi_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branch_closures" FOR EACH STATEMENT EXECUTE FUNCTION kemudi_bump_data_version();--> statement-breakpoint
CREATE TABLE "salesman_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salesmen" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "salesmen" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "salesmen" ADD CONSTRAINT "salesmen_photo_id_salesman_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."salesman_photos"("id") ON DELETE set null ON UPDATE no action;
