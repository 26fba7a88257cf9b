ALTER TABLE "documents" ADD COLUMN "signature_text" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signed_user_agent" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signed_document_sha256" text;