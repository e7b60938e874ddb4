-- The back office's customer list at 1,000,000 customers (docs/decisions/0008): newest first by
-- walking an index, search by name or email through trigram indexes, and the total from a counter.
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "user_count_slots" (
	"slot" integer PRIMARY KEY NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "user_count_slots" ("slot", "users") SELECT "s", 0 FROM generate_series(0, 7) AS "s";--> statement-breakpoint
UPDATE "user_count_slots" SET "users" = (SELECT count(*) FROM "users") WHERE "slot" = 0;--> statement-breakpoint
-- One slot picked once per statement, at random, so concurrent registrations rarely wait for
-- the same row.
CREATE OR REPLACE FUNCTION "count_users_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "pick" integer := floor(random() * 8)::int;
BEGIN
  UPDATE "user_count_slots" SET "users" = "users" + (SELECT count(*) FROM "inserted")
  WHERE "slot" = "pick";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_users_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "pick" integer := floor(random() * 8)::int;
BEGIN
  UPDATE "user_count_slots" SET "users" = "users" - (SELECT count(*) FROM "deleted")
  WHERE "slot" = "pick";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_users_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_count_slots" SET "users" = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "count_users_inserted"();--> statement-breakpoint
CREATE TRIGGER "users_count_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "count_users_deleted"();--> statement-breakpoint
CREATE TRIGGER "users_count_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "count_users_truncated"();
