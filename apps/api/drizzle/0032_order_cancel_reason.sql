-- Why the shopper asks to cancel an order already with the courier, and their own words: the
-- owner reads both in the console and in their mail. Both optional (the original clients ask
-- without them) and cleared with the request when the owner settles it.
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_note" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_known" CHECK ("cancel_reason" IN ('changed_mind', 'ordered_by_mistake', 'better_price', 'delivery_too_slow', 'other'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_note_short" CHECK (char_length("cancel_note") <= 500);
