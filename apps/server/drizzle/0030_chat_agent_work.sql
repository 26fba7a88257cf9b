CREATE TABLE "chat_canned_replies" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_code" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_staff_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "assigned_staff_uuid" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_event_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_event_check" CHECK ("chat_messages"."event" is null or "chat_messages"."event" in ('AGENT_JOINED', 'TRANSFERRED', 'RETURNED_TO_QUEUE', 'ENDED'));--> statement-breakpoint
ALTER TABLE "chat_participants" ADD COLUMN "last_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_canned_replies" ADD CONSTRAINT "chat_canned_replies_updated_by_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("updated_by_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("assigned_staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_canned_replies_org_idx" ON "chat_canned_replies" USING btree ("org_code","title");
