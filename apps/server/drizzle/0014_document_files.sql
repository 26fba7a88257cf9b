CREATE TABLE "document_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"contents" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Ciphertext does not compress: store it out of line without trying.
ALTER TABLE "document_files" ALTER COLUMN "contents" SET STORAGE EXTERNAL;
