-- Manage Orders' search also finds a card order by the ZIP code the shopper typed into the card
-- form ("zip_code"), the number a customer quotes from their card: the order's own search text
-- gains it, and its trigram index is rebuilt on the new text (orderSearchText in
-- src/db/schema/orders.ts, which the query uses too). Writers wait while the index is built, as
-- for 0009; the new index is built beside the old one before the old one is dropped, so readers of
-- the orders (a shopper's order pages, the back office) wait only for the drop, not the build.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx_next" ON "orders" USING gin (lower("orderid" || ' ' || coalesce("shipping_address"->>'mobileno', '') || ' ' || coalesce("shipping_address"->>'pobox', '') || ' ' || coalesce("zip_code", '')) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_trgm_idx";
--> statement-breakpoint
ALTER INDEX "orders_search_trgm_idx_next" RENAME TO "orders_search_trgm_idx";
