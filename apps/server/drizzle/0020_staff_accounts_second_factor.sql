CREATE TABLE "staff_invitations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"org_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_staff_uuid" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"staff_uuid" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_recovery_codes_staff_uuid_code_hash_pk" PRIMARY KEY("staff_uuid","code_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'SUPPORT';--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "org_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("invited_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_login_challenges" ADD CONSTRAINT "staff_login_challenges_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_login_challenges_expires_at_idx" ON "staff_login_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_uuid");--> statement-breakpoint
-- OPS worked the whole pipeline: its nearest role is MANAGER (every decision, no staff admin).
UPDATE "staff_users" SET "role" = 'MANAGER' WHERE "role" = 'OPS';
