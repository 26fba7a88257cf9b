CREATE TABLE "feature_flag_overrides" (
	"scope" text NOT NULL,
	"flag_key" text NOT NULL,
	"enabled" boolean,
	"variables" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_uuid" uuid,
	CONSTRAINT "feature_flag_overrides_scope_flag_key_pk" PRIMARY KEY("scope","flag_key")
);
--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_updated_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("updated_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;