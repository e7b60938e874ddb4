-- Two-step sign-in and passkeys for back-office members, keyed by admins.id (decision 84).
CREATE TABLE "admin_two_step" (
	"admin_id" uuid PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"sealed_secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_backup_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_backup_codes_admin_hash_key" ON "admin_backup_codes" USING btree ("admin_id", "code_hash");
--> statement-breakpoint
CREATE TABLE "admin_sign_in_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid REFERENCES "admins"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"webauthn_challenge" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_sign_in_challenges_purpose_known" CHECK ("purpose" IN ('second_step', 'setup', 'passkey_add', 'passkey_sign_in'))
);
--> statement-breakpoint
CREATE INDEX "admin_sign_in_challenges_expires_idx" ON "admin_sign_in_challenges" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "admin_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_passkeys_credential_key" ON "admin_passkeys" USING btree ("credential_id");
--> statement-breakpoint
CREATE INDEX "admin_passkeys_admin_idx" ON "admin_passkeys" USING btree ("admin_id");
--> statement-breakpoint
CREATE TABLE "back_office_sign_in_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"two_step_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_office_sign_in_policy_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "back_office_sign_in_policy" ("id") VALUES (1);
--> statement-breakpoint
-- Two-step sign-in turned on or off and passkeys added or removed are filed under the member.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_object_type_known";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_object_type_known" CHECK ("object_type" IN ('product', 'image', 'offer', 'order', 'return', 'wallet', 'import', 'bulk', 'promotion', 'customer', 'staff', 'admin'));
