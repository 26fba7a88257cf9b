CREATE TABLE "visitor_register_drafts" (
	"id_hash" text NOT NULL,
	"organization_code" text NOT NULL,
	"data_encrypted" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_register_drafts_id_hash_organization_code_pk" PRIMARY KEY("id_hash","organization_code")
);
--> statement-breakpoint
CREATE INDEX "visitor_register_drafts_expires_at_idx" ON "visitor_register_drafts" USING btree ("expires_at");