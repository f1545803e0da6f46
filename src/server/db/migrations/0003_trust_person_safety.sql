ALTER TABLE "health_questionnaires" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "health_questionnaires" ADD COLUMN "medications" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "pregnancy_status" text;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "safety" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pregnancy_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts the earlier start-up seeding created are the public demo logins.
UPDATE "users" SET "is_demo" = true WHERE lower("username") IN ('demo', 'test');
