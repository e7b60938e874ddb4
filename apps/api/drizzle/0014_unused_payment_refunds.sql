-- A card payment that no order can use is refunded after the checkout's refusal. Recording it here,
-- under the shopper's checkout lock and before the refund, closes the gap where a second submit of
-- the same payment, which had read the payment before the refund, placed an order with it.
CREATE TABLE "unused_payment_refunds" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unused_payment_refunds" ADD CONSTRAINT "unused_payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
