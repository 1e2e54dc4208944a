CREATE TABLE "consent_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"phone" text NOT NULL,
	"customer_name" text NOT NULL,
	"consent_status_id" smallint NOT NULL,
	"consent_source_code" integer NOT NULL,
	"consent_source_detail_code" integer NOT NULL,
	"consent_text" text NOT NULL,
	"channel" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_dealer_sync" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"linked_at" timestamp with time zone,
	"seamless_rejected_at" timestamp with time zone,
	"profile_decided_hash" text,
	"profile_decided_at" timestamp with time zone,
	"vehicles_decided" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_system_customers" (
	"customer_no_tdms" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vehicles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sync_flags" jsonb,
	"synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_wallets" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'astrapay' NOT NULL,
	"account_ref" text,
	"account_phone" text,
	"linked_at" timestamp with time zone,
	"unlinked_at" timestamp with time zone,
	"points" integer DEFAULT 0 NOT NULL,
	"earn_point_notif" boolean DEFAULT false NOT NULL,
	"last_earned_points" integer,
	"reward_granted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_id" uuid,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "consent_decisions" ADD CONSTRAINT "consent_decisions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_dealer_sync" ADD CONSTRAINT "customer_dealer_sync_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallets" ADD CONSTRAINT "loyalty_wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_customer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."customer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_decisions_customer_created_idx" ON "consent_decisions" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_decisions_phone_created_idx" ON "consent_decisions" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dealer_system_customers_phone_idx" ON "dealer_system_customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "push_subscriptions_customer_idx" ON "push_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id") WHERE "push_subscriptions"."session_id" IS NOT NULL;