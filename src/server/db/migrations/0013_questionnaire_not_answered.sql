ALTER TABLE "health_questionnaires" ALTER COLUMN "energy_level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_questionnaires" ALTER COLUMN "sleep_quality" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_questionnaires" ALTER COLUMN "digestion" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "progress_tracking" ALTER COLUMN "energy" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "progress_tracking" ALTER COLUMN "digestion" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "progress_tracking" ALTER COLUMN "sleep" DROP NOT NULL;