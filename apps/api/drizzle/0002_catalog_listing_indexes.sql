CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "products_gender_created_idx" ON "products" USING btree ("gender","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_gender_cat_created_idx" ON "products" USING btree ("gender",lower("category"),"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_cat_created_idx" ON "products" USING btree (lower("category"),"created_at" DESC NULLS LAST,"id");