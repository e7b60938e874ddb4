-- Staff accounts and roles (decision 81): the back office's accounts are the admins rows; the one
-- the store made at start is the owner, invited members sign in with their email.
CREATE TABLE "staff_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_name_not_blank" CHECK (length(trim("name")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_name_lower_key" ON "staff_roles" USING btree (lower("name"));
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "name" text;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "custom_role_id" uuid;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "wallet_daily_cap_fils" integer DEFAULT 20000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_custom_role_id_staff_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."staff_roles"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("role" IN ('owner', 'manager', 'catalogue', 'fulfilment', 'customer-service', 'accountant', 'custom'));
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_custom_role_named" CHECK (("role" = 'custom') = ("custom_role_id" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_status_known" CHECK ("status" IN ('active', 'deactivated'));
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_wallet_cap_non_negative" CHECK ("wallet_daily_cap_fils" >= 0);
--> statement-breakpoint
-- An invitation: its link's token is kept only as a hash, and works once within its expiry.
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"custom_role_id" uuid,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_role_known" CHECK ("role" IN ('owner', 'manager', 'catalogue', 'fulfilment', 'customer-service', 'accountant', 'custom')),
	CONSTRAINT "staff_invitations_custom_role_named" CHECK (("role" = 'custom') = ("custom_role_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_custom_role_id_staff_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."staff_roles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_admins_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations" USING btree ("token_hash");
--> statement-breakpoint
-- One open invitation per address: a new one replaces it.
CREATE UNIQUE INDEX "staff_invitations_open_email_key" ON "staff_invitations" USING btree (lower("email")) WHERE "accepted_at" IS NULL;
--> statement-breakpoint
-- A member's signed-in device: the token names it, and every guarded call finds it not ended.
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id","last_seen_at");
--> statement-breakpoint
-- What a member moved through customers' wallets each Dubai day, against their cap (decision 82).
CREATE TABLE "staff_wallet_days" (
	"admin_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used_fils" integer NOT NULL,
	CONSTRAINT "staff_wallet_days_admin_id_day_pk" PRIMARY KEY("admin_id","day"),
	CONSTRAINT "staff_wallet_days_used_non_negative" CHECK ("used_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "staff_wallet_days" ADD CONSTRAINT "staff_wallet_days_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Staff changes (invitations, roles, deactivations, sign-ins, ended sessions) are filed under the member.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_object_type_known";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_object_type_known" CHECK ("object_type" IN ('product', 'image', 'offer', 'order', 'return', 'wallet', 'import', 'bulk', 'promotion', 'customer', 'staff'));
