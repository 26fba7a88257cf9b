CREATE TABLE "documents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"signed_storage_key" text,
	"signed_sha256" text,
	"signed_size" bigint,
	"signed_by_identity_uuid" uuid,
	"signed_by_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signature_kind" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_signed_storage_key_unique" UNIQUE("signed_storage_key")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_signed_by_identity_uuid_identities_uuid_fk" FOREIGN KEY ("signed_by_identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_uuid","created_at");