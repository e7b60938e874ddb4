-- Every admin write is recorded with the admin, the time, the object and what changed (issue 31).
-- The log is append-only: the API has no call that edits it, and the database refuses an UPDATE,
-- DELETE or TRUNCATE of it too. The admin's name is copied in, so the record outlives a renamed
-- or removed admin.
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"admin_username" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"object_label" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_object_type_known" CHECK ("object_type" IN ('product', 'image', 'offer', 'order', 'return', 'wallet', 'import', 'bulk'))
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_object_idx" ON "admin_audit_log" USING btree ("object_type", "object_id", "created_at" DESC);
--> statement-breakpoint
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the admin audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_update" BEFORE UPDATE OR DELETE ON "admin_audit_log"
	FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_append_only"();
