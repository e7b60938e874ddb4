-- The back office's sign-in gets the shopper's known-client allowance (issue 26): a row of
-- sign_in_clients now belongs to a shopper or to an admin, never both.
ALTER TABLE "sign_in_clients" DROP CONSTRAINT "sign_in_clients_pkey";
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD COLUMN "admin_id" uuid;
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD CONSTRAINT "sign_in_clients_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD CONSTRAINT "sign_in_clients_one_account" CHECK (num_nonnulls("user_id", "admin_id") = 1);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_clients_user_client_key" ON "sign_in_clients" USING btree ("user_id","client_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_clients_admin_client_key" ON "sign_in_clients" USING btree ("admin_id","client_hash");
