-- Arabic content beside the English (issue 29): a product's name and description and an offer's
-- title and description, NULL when the shop has not written them (pages fall back to English).
ALTER TABLE "products" ADD COLUMN "name_ar" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_ar" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_ar" text;
--> statement-breakpoint
-- The storefront's search matches the Arabic name too, from the in-memory listing (decisions 18
-- and 41): a change to it re-lists the product like a change to the English name.
CREATE TRIGGER "products_stamp_listing_name_ar" BEFORE UPDATE OF "name_ar" ON "products" FOR EACH ROW WHEN (OLD."name_ar" IS DISTINCT FROM NEW."name_ar") EXECUTE FUNCTION "stamp_product_listing"();
