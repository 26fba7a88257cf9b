CREATE TABLE "application_idempotency_keys" (
	"identity_uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_idempotency_keys_identity_uuid_key_pk" PRIMARY KEY("identity_uuid","key")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob_encrypted" text NOT NULL,
	"email" text NOT NULL,
	"income" numeric(12, 2) NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"consent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"context" text NOT NULL,
	"organization_code" text NOT NULL,
	"event" text NOT NULL,
	"event_type" text,
	"product_type" text,
	"page_path" text,
	"domain" text,
	"session_uuid" uuid,
	"identity_id" text,
	"application_uuid" text,
	"event_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_sessions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"context" text NOT NULL,
	"tracker_uuid" uuid NOT NULL,
	"epoch" bigint NOT NULL,
	"organization_code" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "server_step" text DEFAULT 'WAITING_FOR_SOFT_CREDIT' NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "occupancy_type" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "property_listed_for_sale" boolean;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "home_address" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "income_primary" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "income_other" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "employment_type" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "consents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "referrer_id" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "referral_id" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "utm_parameters" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "is_crypto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "applicant_name_encrypted" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "applicant_dob_encrypted" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "submission_extras" jsonb;--> statement-breakpoint
ALTER TABLE "application_idempotency_keys" ADD CONSTRAINT "application_idempotency_keys_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_state_unique" ON "waitlist_entries" USING btree (lower("email"),"state");--> statement-breakpoint
CREATE INDEX "telemetry_events_event_idx" ON "telemetry_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "telemetry_events_dedupe_idx" ON "telemetry_events" USING btree ("dedupe_key");