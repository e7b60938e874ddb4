-- Card payments that never lose an order (issue 30). When a card payment is created the server
-- records what its order will be: the bag's lines at their prices, the delivery address and the
-- shopper. A payment whose browser never came back to addOrder is then placed from this record by
-- the provider's webhook or the background check, or refunded. `outcome` is set once, by a
-- conditional update, in the same transaction as the order it names or before the refund is asked
-- for: one order or one refund per payment, whichever path gets there first.
CREATE TABLE "card_checkouts" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'aed' NOT NULL,
	"lines" jsonb,
	"shipping_address" jsonb,
	"succeeded_at" timestamp with time zone,
	"refunded_fils" integer DEFAULT 0 NOT NULL,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"outcome" text,
	"order_id" uuid,
	"settled_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_checkouts_outcome_known" CHECK ("card_checkouts"."outcome" IN ('order', 'refund')),
	CONSTRAINT "card_checkouts_order_named" CHECK (("card_checkouts"."outcome" = 'order') = ("card_checkouts"."order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- The background check reads only the payments still open, oldest first; one found unpaid is
-- asked about again later and later (next_check_at), not on every run for a day.
CREATE INDEX "card_checkouts_open_idx" ON "card_checkouts" USING btree ("created_at") WHERE "outcome" IS NULL;
--> statement-breakpoint
-- Each provider event is handled once: its id is written before it is handled, and a delivery of
-- an id already here changes nothing.
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_intent_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- What went back to the card as the provider reports it (charge.refunded), and a dispute the
-- shopper's bank opened (charge.dispute.created), shown in the console with a filter.
ALTER TABLE "orders" ADD COLUMN "card_refunded_fils" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disputed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;
--> statement-breakpoint
CREATE INDEX "orders_disputed_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC) WHERE "disputed_at" IS NOT NULL;
