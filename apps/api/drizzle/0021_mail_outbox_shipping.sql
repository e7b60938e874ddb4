-- Issue 30. The mail table becomes an outbox: a mail is written in the transaction of the change
-- that causes it and a background worker sends it, retrying with backoff (decision 0037). Rows
-- written before stay as they were (their status is final).
ALTER TABLE "outgoing_mail" ADD COLUMN "kind" text;
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone;
--> statement-breakpoint
-- A one-time code in the mail, sealed with the server's key until the mail is sent, then erased.
ALTER TABLE "outgoing_mail" ADD COLUMN "sealed_secret" text;
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD CONSTRAINT "outgoing_mail_attempts_non_negative" CHECK ("attempts" >= 0);
--> statement-breakpoint
CREATE INDEX "outgoing_mail_due_idx" ON "outgoing_mail" ("next_attempt_at") WHERE "status" = 'queued';
--> statement-breakpoint
-- The courier and the parcel number given when the order was marked shipped.
ALTER TABLE "orders" ADD COLUMN "carrier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_number_short" CHECK (char_length("tracking_number") <= 40);
--> statement-breakpoint
-- A resent code's earlier notification: kept, shown as replaced.
ALTER TABLE "notifications" ADD COLUMN "replaced_at" timestamp with time zone;
