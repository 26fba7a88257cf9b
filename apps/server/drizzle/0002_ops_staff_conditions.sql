CREATE TABLE "application_conditions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"document_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"num_docs_required" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"raised_by_staff_uuid" uuid NOT NULL,
	"resolved_by_staff_uuid" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condition_documents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condition_uuid" uuid NOT NULL,
	"document_uuid" uuid NOT NULL,
	"uploaded_by_identity_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'OPS' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_raised_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("raised_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_resolved_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("resolved_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_documents" ADD CONSTRAINT "condition_documents_condition_uuid_application_conditions_uuid_fk" FOREIGN KEY ("condition_uuid") REFERENCES "public"."application_conditions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_documents" ADD CONSTRAINT "condition_documents_uploaded_by_identity_uuid_identities_uuid_fk" FOREIGN KEY ("uploaded_by_identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_conditions_application_idx" ON "application_conditions" USING btree ("application_uuid","created_at");--> statement-breakpoint
CREATE INDEX "condition_documents_condition_idx" ON "condition_documents" USING btree ("condition_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_lower_unique" ON "staff_users" USING btree (lower("email"));