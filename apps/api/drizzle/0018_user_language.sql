-- The language an account chose (decision 42): pages follow it after sign-in, and mails, delivery
-- and pickup code messages are written in it. English for every account made before.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" IN ('en', 'ar'));
