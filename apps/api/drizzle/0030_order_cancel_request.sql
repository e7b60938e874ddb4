-- A shopper's cancel of an order already with the courier is a request the owner settles: the
-- parcel comes back (then the order is cancelled and refunded) or the order goes on. Null when no
-- request is open. Few are open at a time: the console's filter reads them through a partial index.
ALTER TABLE "orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_cancel_requested_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC) WHERE "cancel_requested_at" IS NOT NULL;
