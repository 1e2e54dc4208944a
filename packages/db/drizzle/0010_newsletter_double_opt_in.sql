ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Issue 16: addresses subscribed before double opt-in were taken as they came; they stay subscribed.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
