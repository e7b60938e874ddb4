-- A product saved with an empty discount showed a percent off on its card (worked out from the two
-- prices) but had none for the discount filter, the offer pages and the sort (issue 31). Saving now
-- fills it in; this does the same for the products saved before. round() on numeric rounds half
-- away from zero, like discountPercent in the domain package.
UPDATE "products"
SET "discount" = round((("original_price_fils" - "price_fils") * 100)::numeric / "original_price_fils")::integer
WHERE "discount" IS NULL AND "original_price_fils" > "price_fils";
--> statement-breakpoint
-- Manage Orders finds a delivery mobile however it is written (issue 31): the order's search text
-- holds the mobile's digits only, which contain the national digits a search of '050 123 4567',
-- '+971 50 123 4567' or '971501234567' looks for (mobileSearchKey in the domain package), and the
-- delivery address's name. The trigram index is rebuilt on the new text (orderSearchText in
-- src/db/schema/orders.ts, which the query uses too), beside the old one as in 0013.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx_next" ON "orders" USING gin (lower("orderid" || ' ' || regexp_replace(coalesce("shipping_address"->>'mobileno', ''), '[^0-9]', '', 'g') || ' ' || coalesce("shipping_address"->>'pobox', '') || ' ' || coalesce("zip_code", '') || ' ' || coalesce("shipping_address"->>'username', '')) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_trgm_idx";
--> statement-breakpoint
ALTER INDEX "orders_search_trgm_idx_next" RENAME TO "orders_search_trgm_idx";
