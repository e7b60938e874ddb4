-- The language an account chose (issue 29): pages follow it after sign-in, and mails, delivery and
-- pickup code messages are written in it (issue 30). English for every account made before.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" IN ('en', 'ar'));
