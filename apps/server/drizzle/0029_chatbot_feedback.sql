CREATE TABLE "chatbot_feedback" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"rating" text NOT NULL,
	"reason" text,
	"details_encrypted" text,
	"sender_email_encrypted" text,
	"sender_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_feedback_rating_check" CHECK ("chatbot_feedback"."rating" in ('THUMBS_UP', 'THUMBS_DOWN')),
	CONSTRAINT "chatbot_feedback_reason_check" CHECK (("chatbot_feedback"."rating" = 'THUMBS_UP' and "chatbot_feedback"."reason" is null) or ("chatbot_feedback"."rating" = 'THUMBS_DOWN' and "chatbot_feedback"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "chatbot_handovers" (
	"conversation_uuid" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"identity_uuid" uuid,
	"handed_over_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_handovers_outcome_check" CHECK ("chatbot_handovers"."outcome" in ('AGENT', 'MESSAGE_TAKEN'))
);
--> statement-breakpoint
CREATE TABLE "chatbot_replies" (
	"question_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"question_seq" integer NOT NULL,
	"answer_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"source_type" text,
	"source_id" text,
	"source_title" text,
	"confidence" double precision NOT NULL,
	"offer_person" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_replies_confidence_range" CHECK ("chatbot_replies"."confidence" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "chatbot_feedback" ADD CONSTRAINT "chatbot_feedback_question_id_chatbot_replies_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."chatbot_replies"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_feedback" ADD CONSTRAINT "chatbot_feedback_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_handovers" ADD CONSTRAINT "chatbot_handovers_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_handovers" ADD CONSTRAINT "chatbot_handovers_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_replies" ADD CONSTRAINT "chatbot_replies_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_feedback_question_unique" ON "chatbot_feedback" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "chatbot_feedback_org_created_idx" ON "chatbot_feedback" USING btree ("org_code","created_at");--> statement-breakpoint
CREATE INDEX "chatbot_handovers_identity_idx" ON "chatbot_handovers" USING btree ("identity_uuid");--> statement-breakpoint
CREATE INDEX "chatbot_replies_conversation_idx" ON "chatbot_replies" USING btree ("conversation_uuid","answer_seq");