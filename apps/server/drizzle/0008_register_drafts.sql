CREATE TABLE "register_drafts" (
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"step" text NOT NULL,
	"data_encrypted" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_drafts_identity_uuid_organization_code_pk" PRIMARY KEY("identity_uuid","organization_code")
);
--> statement-breakpoint
ALTER TABLE "register_drafts" ADD CONSTRAINT "register_drafts_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;