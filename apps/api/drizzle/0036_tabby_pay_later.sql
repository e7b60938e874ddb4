-- Pay later with Tabby (decisions 72 to 74): an order may be paid by Tabby, and keeps where its
-- capture stands: 'authorized' until it ships, 'pending' from shipping until Tabby confirms the
-- capture (retried by the background check), then 'captured'; 'closed' when it was cancelled
-- before shipping. Null for every other payment method.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('online', 'COD', 'wallet', 'wallet_partial', 'tabby'));
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_state" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_tried_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_error" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_later_refunded_fils" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_capture_state_known" CHECK ("orders"."capture_state" IN ('authorized', 'pending', 'captured', 'closed'));
--> statement-breakpoint
-- The background check reads only the captures still owed, oldest shipment first.
CREATE INDEX "orders_capture_pending_idx" ON "orders" ("shipped_at") WHERE "capture_state" = 'pending';
--> statement-breakpoint
-- The built-in Tabby test provider's payments (TABBY_MODE=test), shared by every instance.
CREATE TABLE "tabby_test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"request" jsonb NOT NULL,
	"captures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tabby_test_payments_status_known" CHECK ("tabby_test_payments"."status" IN ('CREATED', 'AUTHORIZED', 'CLOSED', 'REJECTED', 'EXPIRED'))
);
