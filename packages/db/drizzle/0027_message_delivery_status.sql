-- Issue 27: WhatsApp through the Cloud API and SMS through Twilio. The provider's id of each sent
-- message (WhatsApp `wamid.…`, Twilio `SM…`) is kept on its outbox row, and the delivery statuses the
-- provider reports later by webhook (sent, delivered, read, failed with its error) are stored beside
-- it (apps/api/src/modules/messages/delivery-status.ts).
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_provider_message_idx" ON "outbox_messages" USING btree ("provider_message_id") WHERE "provider_message_id" IS NOT NULL;
