CREATE TABLE "banners" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"message" text NOT NULL,
	"apps" text[] NOT NULL,
	"variant" text NOT NULL,
	"test_only" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_by_staff_uuid" uuid NOT NULL,
	"retired_by_staff_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ceo_feedback" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"application_uuid" uuid,
	"topic" text NOT NULL,
	"message_encrypted" text NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"pathname" text NOT NULL,
	"product_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("created_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_retired_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("retired_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceo_feedback" ADD CONSTRAINT "ceo_feedback_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceo_feedback" ADD CONSTRAINT "ceo_feedback_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_organization_idx" ON "banners" USING btree ("organization_code","created_at");--> statement-breakpoint
CREATE INDEX "ceo_feedback_created_idx" ON "ceo_feedback" USING btree ("created_at");