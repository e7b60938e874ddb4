-- The catalogue's answers carry the running automatic promotions' badges, so every statement
-- that changes a promotion (created, edited, paused, resumed, deleted, a use counted) bumps the
-- catalogue version as a product change does, and every instance's caches follow.
CREATE TRIGGER "promotions_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
