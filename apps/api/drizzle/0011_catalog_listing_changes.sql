-- Each instance keeps the listing columns of every product in memory (what scopes, sorts, facets
-- and search read) and brings them up to date with only what changed since its last read, so the
-- first page of a scope after a product edit costs a small query instead of reloading the scope.
-- A row's listing_xid is the transaction that last changed a listed column or its colours; a
-- reader that saw snapshot xmin X asks next for listing_xid >= X, which covers every transaction
-- that was not yet visible to it. Stock changes (every checkout) do not touch listing_xid.
ALTER TABLE "products" ADD COLUMN "listing_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_listing_xid_idx" ON "products" ("listing_xid");
--> statement-breakpoint
CREATE TABLE "catalog_removals" (
	"product_id" uuid,
	"removed_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
COMMENT ON TABLE "catalog_removals" IS 'Products deleted, for instances bringing their in-memory listing up to date; a NULL product_id is a TRUNCATE (reload everything).';
--> statement-breakpoint
CREATE INDEX "catalog_removals_xid_idx" ON "catalog_removals" ("removed_xid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stamp_product_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listing_xid" := pg_current_xact_id();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stamp_listing" BEFORE UPDATE OF "name", "brand", "category", "subcategory", "gender", "price_fils", "discount", "created_at" ON "products" FOR EACH ROW EXECUTE FUNCTION "stamp_product_listing"();
--> statement-breakpoint
-- Colour rows name their product; one UPDATE per statement, and none for a product this
-- transaction already stamped (a product inserted with its colours costs nothing more).
CREATE OR REPLACE FUNCTION "stamp_products_of_colors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "listing_xid" = pg_current_xact_id()
      WHERE "id" IN (SELECT "product_id" FROM "old_colors") AND "listing_xid" <> pg_current_xact_id();
  ELSE
    UPDATE "products" SET "listing_xid" = pg_current_xact_id()
      WHERE "id" IN (SELECT "product_id" FROM "new_colors") AND "listing_xid" <> pg_current_xact_id();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_colors_stamp_inserted" AFTER INSERT ON "product_colors" REFERENCING NEW TABLE AS "new_colors" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_products_of_colors"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_stamp_updated" AFTER UPDATE ON "product_colors" REFERENCING NEW TABLE AS "new_colors" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_products_of_colors"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_stamp_deleted" AFTER DELETE ON "product_colors" REFERENCING OLD TABLE AS "old_colors" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_products_of_colors"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_product_removals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "catalog_removals" ("product_id") VALUES (NULL);
  ELSE
    INSERT INTO "catalog_removals" ("product_id") SELECT "id" FROM "removed_products";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_record_removals" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "removed_products" FOR EACH STATEMENT EXECUTE FUNCTION "record_product_removals"();
--> statement-breakpoint
CREATE TRIGGER "products_record_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "record_product_removals"();
--> statement-breakpoint
-- Scopes and the storefront's search are now picked from the in-memory listing: the indexes that
-- served their queries would only cost every product write.
DROP INDEX IF EXISTS "products_gender_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_gender_cat_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_cat_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_trgm_idx";
