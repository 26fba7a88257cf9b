CREATE TABLE "provider_results" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_results" ADD CONSTRAINT "provider_results_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_results_application_kind_idx" ON "provider_results" USING btree ("application_uuid","kind","created_at");