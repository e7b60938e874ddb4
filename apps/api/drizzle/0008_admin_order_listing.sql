-- The back office's order listing at 1,000,000 orders: newest first with a tie-break, search over
-- the order's own text (id, mobile, PO box) and the customer's name and email (trigram), and the
-- stat cards and totals read from counters that triggers keep, instead of counting the table.
DROP INDEX IF EXISTS "orders_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_status_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("orderid" || ' ' || coalesce("shipping_address"->>'mobileno', '') || ' ' || coalesce("shipping_address"->>'pobox', '')) gin_trgm_ops);
--> statement-breakpoint
-- A customer's orders newest first, with the id: the search by name or email reads them from
-- the index alone, and the shopper's own order list uses it too.
DROP INDEX IF EXISTS "orders_user_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("fullname" || ' ' || "email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_orderid_pattern_idx" ON "orders" USING btree ("orderid" text_pattern_ops);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_pkey" PRIMARY KEY ("status", "slot")
);
--> statement-breakpoint
-- Orders per status and calendar day in Dubai (UTC+4, no daylight saving): the date filters'
-- totals add up at most 30 days of these instead of counting the orders.
CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_counts_pkey" PRIMARY KEY ("day", "status", "slot")
);
--> statement-breakpoint
INSERT INTO "order_status_counts" ("status", "slot", "n")
SELECT "status", 0, count(*) FROM "orders" GROUP BY "status";
--> statement-breakpoint
INSERT INTO "order_day_counts" ("day", "status", "slot", "n")
SELECT (("created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date, "status", 0, count(*)
FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
-- Each statement adds its changes to one of 16 rows per status (and day) picked at random, so
-- checkouts running at once rarely wait on the same counter; readers sum the slots. An update
-- moves an order between counters when its status (or, in tests, its creation time) changes.
CREATE OR REPLACE FUNCTION "count_order_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_slot smallint := floor(random() * 16)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changes AS (
      SELECT ((r."created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date AS "day",
        r."status", count(*) AS delta
      FROM new_rows r GROUP BY 1, 2
    ), totals AS (
      INSERT INTO "order_status_counts" AS c ("status", "slot", "n")
        SELECT "status", v_slot, sum(delta) FROM changes GROUP BY "status" ORDER BY "status"
        ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + EXCLUDED."n"
    )
    INSERT INTO "order_day_counts" AS c ("day", "status", "slot", "n")
      SELECT "day", "status", v_slot, delta FROM changes ORDER BY "day", "status"
      ON CONFLICT ("day", "status", "slot") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  ELSE
    WITH moved AS (
      SELECT o."status" AS old_status, w."status" AS new_status,
        ((o."created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date AS old_day,
        ((w."created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date AS new_day
      FROM old_rows o JOIN new_rows w ON w."id" = o."id"
      WHERE w."status" <> o."status" OR w."created_at" <> o."created_at"
    ), changes AS (
      SELECT "day", "status", sum(delta) AS delta FROM (
        SELECT old_day AS "day", old_status AS "status", -1 AS delta FROM moved
        UNION ALL
        SELECT new_day, new_status, 1 FROM moved
      ) d GROUP BY 1, 2 HAVING sum(delta) <> 0
    ), totals AS (
      INSERT INTO "order_status_counts" AS c ("status", "slot", "n")
        SELECT "status", v_slot, sum(delta) FROM changes GROUP BY "status"
        HAVING sum(delta) <> 0 ORDER BY "status"
        ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + EXCLUDED."n"
    )
    INSERT INTO "order_day_counts" AS c ("day", "status", "slot", "n")
      SELECT "day", "status", v_slot, delta FROM changes ORDER BY "day", "status"
      ON CONFLICT ("day", "status", "slot") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
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
