CREATE TABLE "image_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practitioner_analyses" ADD COLUMN "input" jsonb;--> statement-breakpoint
ALTER TABLE "practitioner_analyses" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "practitioner_analyses" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practitioner_analyses" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "practitioner_analyses_lease_idx" ON "practitioner_analyses" USING btree ("lease_expires_at") WHERE "practitioner_analyses"."status" = 'processing';