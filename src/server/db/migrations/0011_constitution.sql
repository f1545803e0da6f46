ALTER TABLE "patients" ADD COLUMN "constitution" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "constitution" jsonb;