DROP INDEX "practitioners_email_key";--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "email_unclaimed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_unclaimed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "practitioners_email_key" ON "practitioners" USING btree (lower("email")) WHERE not "practitioners"."email_unclaimed";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE not "users"."email_unclaimed";