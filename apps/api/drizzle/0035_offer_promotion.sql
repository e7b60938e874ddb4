-- An offer may link to a promotion: its page then lists the products the promotion matches.
-- Deleting the promotion unlinks it (the offer falls back to its chosen products, decision 71).
ALTER TABLE "offers" ADD COLUMN "promotion_id" uuid REFERENCES "promotions"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "offers_promotion_id_idx" ON "offers" ("promotion_id") WHERE "promotion_id" IS NOT NULL;
--> statement-breakpoint
-- The offer page shows the linked promotion's words and is cached by the catalogue version,
-- which every change to a promotion already bumps (0034); a batch's summary also says how many
-- codes it has.
CREATE OR REPLACE TRIGGER "promotion_codes_bump_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "promotion_codes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
