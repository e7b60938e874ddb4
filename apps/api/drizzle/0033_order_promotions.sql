-- The promotions an order got, as it showed them (names in both languages, codes, amounts), and
-- what each line was sold for: its share of the discounts, so a return credits what was paid.
ALTER TABLE "orders" ADD COLUMN "promotions" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_fils" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_within_line" CHECK ("order_items"."discount_fils" >= 0 AND "order_items"."discount_fils" <= "order_items"."price_fils" * "order_items"."quantity");
