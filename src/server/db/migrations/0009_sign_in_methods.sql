-- Sign-in methods (issue 16): login_tokens gain an owner of either kind, a purpose and a code;
-- nothing ever wrote them before, so any row is stale and goes before the NOT NULL columns arrive.
DELETE FROM "login_tokens";--> statement-breakpoint
CREATE TABLE "oidc_flows" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_kind" text NOT NULL,
	"intent" text NOT NULL,
	"user_id" integer,
	"practitioner_id" integer,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"practitioner_id" integer,
	"event" text NOT NULL,
	"method" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_events_one_owner" CHECK (num_nonnulls("security_events"."user_id", "security_events"."practitioner_id") = 1)
);
--> statement-breakpoint
DROP INDEX "social_accounts_provider_key";--> statement-breakpoint
ALTER TABLE "login_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ALTER COLUMN "password" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "practitioner_id" integer;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "account_kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "purpose" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "practitioner_id" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD CONSTRAINT "oidc_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD CONSTRAINT "oidc_flows_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_flows_expiry_idx" ON "oidc_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_practitioner_idx" ON "security_events" USING btree ("practitioner_id","created_at");--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_tokens_practitioner_idx" ON "login_tokens" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "login_tokens_email_idx" ON "login_tokens" USING btree ("account_kind",lower("email"));--> statement-breakpoint
CREATE INDEX "login_tokens_expiry_idx" ON "login_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_identity_key" ON "social_accounts" USING btree ("provider","social_id") WHERE "social_accounts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_practitioner_identity_key" ON "social_accounts" USING btree ("provider","social_id") WHERE "social_accounts"."practitioner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "social_accounts_practitioner_idx" ON "social_accounts" USING btree ("practitioner_id");--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_one_owner" CHECK (num_nonnulls("social_accounts"."user_id", "social_accounts"."practitioner_id") = 1);