-- The courier's name and the parcel's tracking address as they were when the order shipped: an
-- owner's own courier taken off SHIPPING_COURIERS later keeps both on the orders it carried.
-- Orders shipped before stay null and resolve from the store's couriers as before.
ALTER TABLE "orders" ADD COLUMN "carrier_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_name_short" CHECK (char_length("carrier_name") <= 100);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_url_short" CHECK (char_length("tracking_url") <= 2100);
