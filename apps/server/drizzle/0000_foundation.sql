CREATE TABLE "heloc_applications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_number" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"status" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"property_state" text,
	"property_address" jsonb,
	"amount" numeric(14, 2),
	"term" numeric(4, 0),
	"rate" numeric(7, 4),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heloc_applications_loan_number_unique" UNIQUE("loan_number")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_identity_uuid" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_uuid" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"organization_code" text NOT NULL,
	"profile_type" text DEFAULT 'BORROWER' NOT NULL,
	"is_broker" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_aliases" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"type" text DEFAULT 'BORROWER' NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"suffix" text,
	"email" text NOT NULL,
	"dob_encrypted" text,
	"has_ssn" boolean DEFAULT false NOT NULL,
	"phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"optimizely_profile_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD CONSTRAINT "heloc_applications_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_aliases" ADD CONSTRAINT "identity_aliases_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heloc_applications_identity_created_idx" ON "heloc_applications" USING btree ("identity_uuid","created_date");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_uuid");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_identity_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_email_lower_unique" ON "identities" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "identity_aliases_identity_type_unique" ON "identity_aliases" USING btree ("identity_uuid","type");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "profiles_identity_uuid_idx" ON "profiles" USING btree ("identity_uuid");