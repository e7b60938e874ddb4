-- The order counters took one of their 16 slots at random, so of 16 checkouts at once about one
-- in ten met another on the same slot and waited for its commit (the checkout bench watched them
-- wait). A transaction now reserves a slot nobody else holds: it tries the slots in turn, from one
-- its transaction id picks, with an advisory lock that lasts until it ends, and counts into the
-- first it gets. Only if all 16 are held does it wait, on the first. Readers still sum the slots,
-- and the counts already kept stay as they are.
CREATE OR REPLACE FUNCTION "order_count_slot"() RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  v_first smallint := (txid_current() % 16)::smallint;
  v_slot smallint;
BEGIN
  FOR i IN 0..15 LOOP
    v_slot := ((v_first + i) % 16)::smallint;
    -- 727006: the order counters' lock class (the wallet's is 727005). A lock this transaction
    -- already holds is granted again, so a transaction that counts twice never waits on itself.
    IF pg_try_advisory_xact_lock(727006, v_slot) THEN
      RETURN v_slot;
    END IF;
  END LOOP;
  RETURN v_first;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_order_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_slot smallint := "order_count_slot"();
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
