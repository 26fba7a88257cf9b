CREATE TABLE "application_assignments" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"staff_uuid" uuid NOT NULL,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_assigned_by_staff_users_uuid_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_assignments_staff_idx" ON "application_assignments" USING btree ("staff_uuid");