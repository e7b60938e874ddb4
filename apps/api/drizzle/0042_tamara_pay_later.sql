-- Pay later with Tamara (decisions 90 and 91): an order may be paid by Tamara, with the same
-- capture states as a Tabby order.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('online', 'COD', 'wallet', 'wallet_partial', 'tabby', 'tamara'));
--> statement-breakpoint
-- The built-in Tamara test provider's orders (TAMARA_MODE=test), shared by every instance.
CREATE TABLE "tamara_test_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"request" jsonb NOT NULL,
	"captured_fils" integer DEFAULT 0 NOT NULL,
	"canceled_fils" integer DEFAULT 0 NOT NULL,
	"captures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tamara_test_orders_status_known" CHECK ("tamara_test_orders"."status" IN ('new', 'approved', 'declined', 'expired', 'authorised', 'canceled', 'partially_captured', 'fully_captured', 'partially_refunded', 'fully_refunded'))
);
