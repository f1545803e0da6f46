CREATE TABLE "roster_counts" (
	"practitioner_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "patients_practitioner_idx";--> statement-breakpoint
ALTER TABLE "roster_counts" ADD CONSTRAINT "roster_counts_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_roster_idx" ON "patients" USING btree ("practitioner_id","created_at","id");