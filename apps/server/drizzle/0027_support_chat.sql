CREATE TABLE "chat_conversations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid,
	"application_uuid" uuid,
	"skill" text NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"tag" text,
	"contact_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"session_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_state_check" CHECK ("chat_conversations"."state" in ('WAITING', 'ACTIVE', 'ENDED'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"conversation_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author_kind" text NOT NULL,
	"author_participant_uuid" uuid,
	"client_message_id" text,
	"body_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_conversation_uuid_seq_pk" PRIMARY KEY("conversation_uuid","seq"),
	CONSTRAINT "chat_messages_seq_positive" CHECK ("chat_messages"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"identity_uuid" uuid,
	"staff_uuid" uuid,
	"friendly_name_encrypted" text NOT NULL,
	"email_encrypted" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_participants_kind_check" CHECK ("chat_participants"."kind" in ('VISITOR', 'BORROWER', 'AGENT'))
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_participant_uuid_chat_participants_uuid_fk" FOREIGN KEY ("author_participant_uuid") REFERENCES "public"."chat_participants"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_nonces" ADD CONSTRAINT "chat_nonces_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_staff_uuid_staff_users_uuid_fk" FOREIGN KEY ("staff_uuid") REFERENCES "public"."staff_users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("org_code","state","skill");--> statement-breakpoint
CREATE INDEX "chat_conversations_identity_idx" ON "chat_conversations" USING btree ("identity_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_contact_unique" ON "chat_conversations" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_unique" ON "chat_messages" USING btree ("conversation_uuid","author_participant_uuid","client_message_id");--> statement-breakpoint
CREATE INDEX "chat_nonces_expires_idx" ON "chat_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "chat_participants_conversation_idx" ON "chat_participants" USING btree ("conversation_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_participants_token_unique" ON "chat_participants" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_participants_agent_unique" ON "chat_participants" USING btree ("conversation_uuid","staff_uuid");