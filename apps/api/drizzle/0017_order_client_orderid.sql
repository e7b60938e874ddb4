-- addOrder is idempotent by the client's order id (issue 26): a shopper whose first answer was
-- lost and who submits the same order id again gets the order it placed, not "Your cart is empty".
-- The id the client sent is kept here even when the order got one of ours (the client's was taken
-- by another shopper's order, or was not of the spec's form), and is unique per shopper only, so
-- another shopper's same id never matches. Two submits racing past the checkout lock collide on
-- the index. Orders placed before this migration have none: their repeats are long over.
ALTER TABLE "orders" ADD COLUMN "client_orderid" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_client_orderid_key" ON "orders" USING btree ("user_id","client_orderid");
