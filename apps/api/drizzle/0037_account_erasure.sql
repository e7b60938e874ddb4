-- A shopper's account closed at their request (or the owner's) and its personal data erased;
-- the row stays because the orders and tax documents the law keeps point at it (decision 79).
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
-- The code mailed to confirm an account's deletion is one of the store's one-time codes.
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_known";
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_known" CHECK ("purpose" IN ('password_reset', 'delivery', 'return_pickup', 'return_delivery', 'account_deletion'));
--> statement-breakpoint
-- A customer's data downloaded or erased is filed under the customer, by the shopper or an admin.
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_object_type_known";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_object_type_known" CHECK ("object_type" IN ('product', 'image', 'offer', 'order', 'return', 'wallet', 'import', 'bulk', 'promotion', 'customer'));
