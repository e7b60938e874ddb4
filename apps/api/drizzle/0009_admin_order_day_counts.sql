-- Manage Orders at 1,000,000 orders, second step (the first bench run): the date filters' totals
-- from counters per status and Dubai day; the order's own search text without the address's name
-- (the customer's name is searched on users, and with it every order matched twice); order ids by
-- prefix; a customer's orders with their ids in the index, so a search by name reads no rows.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("orderid" || ' ' || coalesce("shipping_address"->>'mobileno', '') || ' ' || coalesce("shipping_address"->>'pobox', '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_orderid_pattern_idx" ON "orders" USING btree ("orderid" text_pattern_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_user_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id", "created_at" DESC, "id" DESC);
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
