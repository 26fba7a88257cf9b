import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatConversations } from './chat.ts';
import { identities } from './identity.ts';

/**
 * One chatbot exchange (CHT-016): the asker's message and the bot's reply are messages of the
 * conversation (`question_seq`, `answer_seq`), so an agent who takes it over reads them in order;
 * this row keeps what the reply was built from — its kind, cited source and confidence (decision 032).
 * `question_id` is the id the widget's thumbs refer to.
 */
export const chatbotReplies = pgTable(
  'chatbot_replies',
  {
    questionId: uuid('question_id').primaryKey().defaultRandom(),
    conversationUuid: uuid('conversation_uuid')
      .notNull()
      .references(() => chatConversations.uuid, { onDelete: 'cascade' }),
    questionSeq: integer('question_seq').notNull(),
    answerSeq: integer('answer_seq').notNull(),
    kind: text('kind').notNull(),
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    sourceTitle: text('source_title'),
    confidence: doublePrecision('confidence').notNull(),
    offerPerson: boolean('offer_person').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chatbot_replies_conversation_idx').on(table.conversationUuid, table.answerSeq),
    check('chatbot_replies_confidence_range', sql`${table.confidence} between 0 and 1`),
  ],
);

/**
 * API-083, CHT-017: a thumbs up or down on one reply; a second one on the same reply replaces the
 * first. A thumbs-down's reason is one of CHT-041's; the borrower's extra words and e-mail are
 * encrypted under the PII key.
 */
export const chatbotFeedback = pgTable(
  'chatbot_feedback',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => chatbotReplies.questionId, { onDelete: 'cascade' }),
    conversationUuid: uuid('conversation_uuid')
      .notNull()
      .references(() => chatConversations.uuid, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    rating: text('rating').notNull(),
    reason: text('reason'),
    detailsEncrypted: text('details_encrypted'),
    senderEmailEncrypted: text('sender_email_encrypted'),
    senderType: text('sender_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chatbot_feedback_question_unique').on(table.questionId),
    index('chatbot_feedback_org_created_idx').on(table.orgCode, table.createdAt),
    check('chatbot_feedback_rating_check', sql`${table.rating} in ('THUMBS_UP', 'THUMBS_DOWN')`),
    check(
      'chatbot_feedback_reason_check',
      sql`(${table.rating} = 'THUMBS_UP' and ${table.reason} is null) or (${table.rating} = 'THUMBS_DOWN' and ${table.reason} is not null)`,
    ),
  ],
);

/**
 * "Talk to a person": when a chatbot conversation went to the agents' queue, and whether a person
 * could answer then (AGENT) or the borrower left a message for later (MESSAGE_TAKEN), whose agent
 * replies become the borrower's notifications.
 */
export const chatbotHandovers = pgTable(
  'chatbot_handovers',
  {
    conversationUuid: uuid('conversation_uuid')
      .primaryKey()
      .references(() => chatConversations.uuid, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chatbot_handovers_identity_idx').on(table.identityUuid),
    check('chatbot_handovers_outcome_check', sql`${table.outcome} in ('AGENT', 'MESSAGE_TAKEN')`),
  ],
);
