-- A cancelled pay-later order's money owed back to Tabby or Tamara, kept on the order until the
-- close or refund goes through: the console shows it and the background check asks again.
ALTER TABLE "orders" ADD COLUMN "refund_state" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_tried_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_error" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_retry_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_state_known" CHECK ("orders"."refund_state" IN ('pending', 'done'));
--> statement-breakpoint
CREATE INDEX "orders_refund_pending_idx" ON "orders" USING btree ("refund_retry_at") WHERE "orders"."refund_state" = 'pending';
--> statement-breakpoint
-- The console's payment-method filter, newest first, reads only that method's orders.
CREATE INDEX "orders_method_created_idx" ON "orders" USING btree ("payment_method","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Orders cancelled before this migration whose close or refund never went through: owed now.
UPDATE "orders" SET "refund_state" = 'pending', "refund_retry_at" = now()
WHERE "status" = 'cancelled' AND "payment_method" IN ('tabby', 'tamara')
  AND "payment_intent_id" IS NOT NULL
  AND ("capture_state" IN ('authorized', 'pending')
    OR ("capture_state" = 'captured' AND "pay_later_refunded_fils" < "total_fils"));
