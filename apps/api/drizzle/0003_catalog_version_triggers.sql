-- Every statement that changes the catalogue bumps catalog_version, so response caches and ETags
-- on every instance see the change without the writer (today's seed, tomorrow's admin) knowing.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_colors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_images_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "offers_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "offer_products_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
