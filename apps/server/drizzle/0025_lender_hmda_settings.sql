CREATE TABLE "lender_hmda_settings" (
	"org_code" text PRIMARY KEY NOT NULL,
	"lei" text NOT NULL,
	"tax_id" text NOT NULL,
	"agency_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_uuid" uuid
);
--> statement-breakpoint
ALTER TABLE "lender_hmda_settings" ADD CONSTRAINT "lender_hmda_settings_updated_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("updated_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;