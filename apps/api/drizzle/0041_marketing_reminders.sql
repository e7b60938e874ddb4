-- Consent to direct marketing: off until the shopper ticks it (decision 88), with its history.
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "marketing_consent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_changes_source_known" CHECK ("source" IN ('registration', 'profile', 'unsubscribe', 'erasure'))
);
--> statement-breakpoint
CREATE INDEX "marketing_consent_changes_user_idx" ON "marketing_consent_changes" ("user_id", "created_at");
--> statement-breakpoint
-- One row a reminder mail, claimed before the mail is queued: never the same reminder twice.
CREATE TABLE "reminder_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"about" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_mails_kind_known" CHECK ("kind" IN ('bag_reminder', 'price_drop'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_mails_once_key" ON "reminder_mails" ("user_id", "kind", "about");
--> statement-breakpoint
CREATE INDEX "reminder_mails_sent_idx" ON "reminder_mails" ("sent_at");
--> statement-breakpoint
-- The price each wishlisted product is watched from, for the price-drop mail.
CREATE TABLE "price_watches" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"reference_fils" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_watches_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "price_watches_reference_non_negative" CHECK ("reference_fils" >= 0)
);
--> statement-breakpoint
-- A mail's own headers (List-Unsubscribe and List-Unsubscribe-Post on a reminder).
ALTER TABLE "outgoing_mail" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
