-- Promotions: automatic ones, one code, or a batch of single-use codes. Money in integer fils.
-- The limits are held here: a use of a limited promotion locks its row and moves `uses_count`
-- (kept exact while a total limit is set; the check below is the net under that lock), a batch
-- code is taken by setting its order, and a cancelled order's use is released, not deleted.
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"batch_prefix" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"reward" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"combines_with" jsonb NOT NULL,
	"total_uses_limit" integer,
	"per_shopper_limit" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_known" CHECK ("kind" IN ('automatic', 'code', 'batch')),
	CONSTRAINT "promotions_code_of_code_kind" CHECK ("code" IS NULL OR "kind" = 'code'),
	CONSTRAINT "promotions_code_upper" CHECK ("code" IS NULL OR ("code" = upper("code") AND length("code") BETWEEN 1 AND 32)),
	CONSTRAINT "promotions_prefix_of_batch_kind" CHECK (("kind" = 'batch') = ("batch_prefix" IS NOT NULL)),
	CONSTRAINT "promotions_ends_after_start" CHECK ("ends_at" IS NULL OR "ends_at" > "starts_at"),
	CONSTRAINT "promotions_limits_positive" CHECK (("total_uses_limit" IS NULL OR "total_uses_limit" > 0) AND ("per_shopper_limit" IS NULL OR "per_shopper_limit" > 0)),
	CONSTRAINT "promotions_uses_within_limit" CHECK ("uses_count" >= 0 AND ("total_uses_limit" IS NULL OR "uses_count" <= "total_uses_limit"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "promotions_created_idx" ON "promotions" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "promotions_automatic_idx" ON "promotions" USING btree ("starts_at") WHERE "kind" = 'automatic' AND NOT "paused";
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
	"used_by_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_code_upper" CHECK ("code" = upper("code") AND length("code") BETWEEN 1 AND 32)
);
--> statement-breakpoint
CREATE INDEX "promotion_codes_promotion_idx" ON "promotion_codes" USING btree ("promotion_id", "created_at", "code");
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL REFERENCES "promotions"("id") ON DELETE RESTRICT,
	"code" text,
	"user_id" uuid,
	"order_id" uuid NOT NULL,
	"discount_fils" integer NOT NULL,
	"order_total_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promotion_uses_money" CHECK ("discount_fils" >= 0 AND "order_total_fils" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_order_promotion_key" ON "promotion_uses" USING btree ("order_id", "promotion_id");
--> statement-breakpoint
CREATE INDEX "promotion_uses_shopper_idx" ON "promotion_uses" USING btree ("promotion_id", "user_id") WHERE "released_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "bag_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_codes_code_upper" CHECK ("code" = upper("code") AND length("code") BETWEEN 1 AND 32)
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_object_type_known";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_object_type_known" CHECK ("object_type" IN ('product', 'image', 'offer', 'order', 'return', 'wallet', 'import', 'bulk', 'promotion'));
