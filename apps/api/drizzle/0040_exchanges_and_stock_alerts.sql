-- A replacement may name another colour and size of the same product (an exchange); its units
-- are held from stock from the request until it ships (decision 86).
ALTER TABLE "return_requests" ADD COLUMN "exchange_color" text;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "exchange_size" text;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "held" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_whole" CHECK (("exchange_color" IS NULL) = ("exchange_size" IS NULL));
--> statement-breakpoint
-- Shoppers waiting for a sold-out colour and size (decision 87).
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_one_recipient" CHECK (("user_id" IS NULL) <> ("email" IS NULL)),
	CONSTRAINT "stock_alerts_language_known" CHECK ("language" IN ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_user_key" ON "stock_alerts" ("product_id", "color", "size", "user_id") WHERE "notified_at" IS NULL AND "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_email_key" ON "stock_alerts" ("product_id", "color", "size", lower("email")) WHERE "notified_at" IS NULL AND "email" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" ("product_id", "color", "size") WHERE "notified_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" ("due_at") WHERE "due_at" IS NOT NULL AND "notified_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" ("user_id", "created_at");
--> statement-breakpoint
-- A variant back above 0, by whatever writes it (a checkout's cancel, the console's edit, which
-- deletes and inserts a product's variants, an import, a return put back on the shelf, an
-- exchange's hold released), marks its waiting alerts due in the same statement: no writer can
-- forget it. An alert waits only while its variant is at 0, so an inserted variant above 0 is a
-- restock for any alert still waiting on it.
CREATE OR REPLACE FUNCTION "stock_alerts_due_on_restock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "stock_alerts" a SET "due_at" = now()
    FROM "new_variants" n
    WHERE n.stock > 0 AND a.product_id = n.product_id AND a.color = n.color AND a.size = n.size
      AND a.notified_at IS NULL AND a.due_at IS NULL;
  ELSE
    UPDATE "stock_alerts" a SET "due_at" = now()
    FROM "new_variants" n JOIN "old_variants" o
      ON o.product_id = n.product_id AND o.color = n.color AND o.size = n.size
    WHERE o.stock = 0 AND n.stock > 0
      AND a.product_id = n.product_id AND a.color = n.color AND a.size = n.size
      AND a.notified_at IS NULL AND a.due_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_alerts_inserted" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS "new_variants" FOR EACH STATEMENT EXECUTE FUNCTION "stock_alerts_due_on_restock"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_alerts_updated" AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS "old_variants" NEW TABLE AS "new_variants" FOR EACH STATEMENT EXECUTE FUNCTION "stock_alerts_due_on_restock"();
