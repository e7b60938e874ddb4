-- An offer may link to a promotion: its page then lists the products the promotion matches.
-- Deleting the promotion unlinks it (the offer falls back to its chosen products, decision 68).
ALTER TABLE "offers" ADD COLUMN "promotion_id" uuid REFERENCES "promotions"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "offers_promotion_id_idx" ON "offers" ("promotion_id") WHERE "promotion_id" IS NOT NULL;
--> statement-breakpoint
-- The offer page shows the linked promotion's words and products and is cached by the catalogue
-- version: a change to what a promotion says or covers bumps it, as a product edit does. A
-- checkout moving only uses_count does not (it names no column listed here).
CREATE TRIGGER "promotions_bump_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name_en", "name_ar", "kind", "code", "batch_prefix", "starts_at", "ends_at", "paused", "reward", "conditions", "combines_with", "total_uses_limit", "per_shopper_limit" ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- A batch's summary says how many codes it has.
CREATE TRIGGER "promotion_codes_bump_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "promotion_codes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
