-- The back office's order listing at 1,000,000 orders: newest first with a tie-break, search over
-- the order's own text and the customer's name and email (trigram), and the four stat cards read
-- from counters that triggers keep, instead of counting the whole table on every page.
DROP INDEX IF EXISTS "orders_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_status_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("orderid" || ' ' || coalesce("shipping_address"->>'mobileno', '') || ' ' || coalesce("shipping_address"->>'pobox', '') || ' ' || coalesce("shipping_address"->>'username', '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("fullname" || ' ' || "email") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_pkey" PRIMARY KEY ("status", "slot")
);
--> statement-breakpoint
INSERT INTO "order_status_counts" ("status", "slot", "n")
SELECT "status", 0, count(*) FROM "orders" GROUP BY "status";
--> statement-breakpoint
-- Each statement adds its changes to one of 16 rows per status picked at random, so checkouts
-- running at once rarely wait on the same counter; a reader sums the slots.
CREATE OR REPLACE FUNCTION "count_order_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_slot smallint := floor(random() * 16)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_status_counts" AS c ("status", "slot", "n")
      SELECT r."status", v_slot, count(*) FROM new_rows r GROUP BY r."status" ORDER BY r."status"
      ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  ELSE
    INSERT INTO "order_status_counts" AS c ("status", "slot", "n")
      SELECT d."status", v_slot, sum(d.delta) FROM (
        SELECT o."status", -1 AS delta FROM old_rows o JOIN new_rows w ON w."id" = o."id"
          WHERE w."status" <> o."status"
        UNION ALL
        SELECT w."status", 1 FROM old_rows o JOIN new_rows w ON w."id" = o."id"
          WHERE w."status" <> o."status"
      ) d GROUP BY d."status" ORDER BY d."status"
      ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_inserts" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_order_statuses"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_updates" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_order_statuses"();
--> statement-breakpoint
-- Orders are the store's VAT records: they are never deleted (docs/decisions/0013).
CREATE OR REPLACE FUNCTION "refuse_order_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'orders are kept as VAT records and are never deleted' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_never_deleted" BEFORE DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_order_delete"();
