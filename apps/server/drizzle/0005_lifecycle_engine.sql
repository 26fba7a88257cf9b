CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_timeline" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"event" text NOT NULL,
	"from_step" text NOT NULL,
	"to_step" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "lifecycle_step_jobs" (
	"application_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"step" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"dispatched_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lifecycle_step_jobs_application_uuid_seq_pk" PRIMARY KEY("application_uuid","seq")
);
--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "step_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "selected_property_uuid" uuid;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "offer_set" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "selected_offer" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "income_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "disburse_account" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "autopay_account" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "pay_type" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "uw_calculated_draw_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "adjusted_home_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "estimated_home_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "has_hmda" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "hmda_answers" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "ownership_type" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "trust_name" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "ssn_encrypted" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "co_deed_status" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "insurance" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "asset_depletion" jsonb;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "is_inquiry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "requested_manual_notary_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "additional_signer_version" integer;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "heloc_signers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "wholesale_broker_nmls" text;--> statement-breakpoint
ALTER TABLE "application_timeline" ADD CONSTRAINT "application_timeline_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_step_jobs" ADD CONSTRAINT "lifecycle_step_jobs_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_timeline_application_seq_idx" ON "application_timeline" USING btree ("application_uuid","seq");--> statement-breakpoint
CREATE INDEX "lifecycle_step_jobs_state_idx" ON "lifecycle_step_jobs" USING btree ("state","dispatched_at");--> statement-breakpoint
CREATE INDEX "heloc_applications_server_step_idx" ON "heloc_applications" USING btree ("server_step");