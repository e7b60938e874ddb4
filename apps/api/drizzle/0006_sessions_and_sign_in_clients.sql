-- Tokens carry their account's session_version; raising it ends every token issued before.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- When the account's email was proven to belong to its owner (a Google sign-in, a reset code).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "google_sub" IS NOT NULL;
--> statement-breakpoint
-- Any change of a password (a reset, a new admin password, a password cleared when Google is
-- linked) ends the sessions signed with the old one, whichever code makes the change.
CREATE OR REPLACE FUNCTION "end_sessions_on_password_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."password_hash" IS DISTINCT FROM OLD."password_hash" THEN
    NEW."session_version" := OLD."session_version" + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_end_sessions_on_password_change" BEFORE UPDATE OF "password_hash" ON "users" FOR EACH ROW EXECUTE FUNCTION "end_sessions_on_password_change"();
--> statement-breakpoint
CREATE TRIGGER "admins_end_sessions_on_password_change" BEFORE UPDATE OF "password_hash" ON "admins" FOR EACH ROW EXECUTE FUNCTION "end_sessions_on_password_change"();
--> statement-breakpoint
-- Addresses a shopper has signed in from: the per-account sign-in limit does not lock them out.
CREATE TABLE "sign_in_clients" (
	"user_id" uuid NOT NULL,
	"client_hash" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_clients_pkey" PRIMARY KEY("user_id","client_hash")
);
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD CONSTRAINT "sign_in_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The spec's client creates its card payment without a token; such an intent has no owner until
-- the order it pays claims it.
ALTER TABLE "payment_intents" ALTER COLUMN "user_id" DROP NOT NULL;
