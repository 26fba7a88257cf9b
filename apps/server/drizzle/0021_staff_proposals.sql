CREATE TABLE "staff_proposals" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb,
	"reason" text NOT NULL,
	"proposed_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "staff_proposals" ADD CONSTRAINT "staff_proposals_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_proposals" ADD CONSTRAINT "staff_proposals_proposed_by_staff_users_uuid_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_proposals" ADD CONSTRAINT "staff_proposals_decided_by_staff_users_uuid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_proposals_application_idx" ON "staff_proposals" USING btree ("application_uuid","created_at");--> statement-breakpoint
CREATE INDEX "staff_proposals_status_idx" ON "staff_proposals" USING btree ("status","created_at");