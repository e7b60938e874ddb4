-- The admin product table: newest first, searched by id, name, price, gender, discount and
-- category (a trigram index over exactly the expression admin-product-repository.ts queries).
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");
--> statement-breakpoint
CREATE INDEX "products_admin_search_trgm_idx" ON "products" USING gin (lower("productid" || ' ' || "name" || ' ' || "category" || ' ' || "gender" || ' ' || ("price_fils" / 100)::text || '.' || lpad(("price_fils" % 100)::text, 2, '0') || ' ' || coalesce("discount"::text, '')) gin_trgm_ops);
--> statement-breakpoint
-- Before an image file is deleted the store asks who still uses it: products and past orders.
CREATE INDEX "product_images_storage_key_idx" ON "product_images" USING btree ("storage_key");
--> statement-breakpoint
CREATE INDEX "order_items_default_img_idx" ON "order_items" USING btree ("default_img");
--> statement-breakpoint
-- Product codes the back office assigns (SS-000001, ...): unique across instances without a lock.
CREATE SEQUENCE "product_number_seq" AS bigint START WITH 1;
