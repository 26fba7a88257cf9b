CREATE TABLE "application_notes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"author_staff_uuid" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condition_documents" ADD COLUMN "review_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "condition_documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "condition_documents" ADD COLUMN "reviewed_by_staff_uuid" uuid;--> statement-breakpoint
ALTER TABLE "condition_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("author_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_uuid","created_at");--> statement-breakpoint
ALTER TABLE "condition_documents" ADD CONSTRAINT "condition_documents_reviewed_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("reviewed_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;