CREATE TABLE "notification_reads" (
	"identity_uuid" uuid NOT NULL,
	"notification_uuid" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_identity_uuid_notification_uuid_pk" PRIMARY KEY("identity_uuid","notification_uuid")
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"application_uuid" uuid,
	"type" text NOT NULL,
	"prompt_uuid" uuid NOT NULL,
	"accepted" boolean NOT NULL,
	"phone_number_encrypted" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_invitations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"signer_uuid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signer_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "credit_freeze_pin_encrypted" text;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD COLUMN "signer_uuid" uuid;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD CONSTRAINT "signer_invitations_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consents_identity_idx" ON "sms_consents" USING btree ("identity_uuid","consented_at");--> statement-breakpoint
CREATE INDEX "signer_invitations_signer_idx" ON "signer_invitations" USING btree ("application_uuid","signer_uuid");