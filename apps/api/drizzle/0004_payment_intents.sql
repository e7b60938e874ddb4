CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'test' NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'aed' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"card_last4" text,
	"client_secret_hash" text NOT NULL,
	"amount_refunded_fils" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_status_known" CHECK ("payment_intents"."status" IN ('requires_payment_method', 'requires_action', 'succeeded', 'canceled')),
	CONSTRAINT "payment_intents_amounts" CHECK ("payment_intents"."amount_fils" > 0 AND "payment_intents"."amount_refunded_fils" >= 0
        AND "payment_intents"."amount_refunded_fils" <= "payment_intents"."amount_fils")
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_user_idx" ON "payment_intents" USING btree ("user_id","created_at");