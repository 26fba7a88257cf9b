CREATE TABLE "chat_attachments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"uploader_participant_uuid" uuid NOT NULL,
	"client_message_id" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_size_positive" CHECK ("chat_attachments"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "attachment_uuid" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_participant_uuid_chat_participants_uuid_fk" FOREIGN KEY ("uploader_participant_uuid") REFERENCES "public"."chat_participants"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_attachments_storage_key_unique" ON "chat_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_attachments_client_id_unique" ON "chat_attachments" USING btree ("conversation_uuid","uploader_participant_uuid","client_message_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_uuid_chat_attachments_uuid_fk" FOREIGN KEY ("attachment_uuid") REFERENCES "public"."chat_attachments"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_event_check" CHECK ("chat_messages"."event" is null or "chat_messages"."event" in ('ENDED'));