import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { identities } from './identity.ts';
import { staffUsers } from './staff.ts';

/**
 * A support chat (002 §3, CHT-008/009/014/015): one lender's, a signed-in borrower's (and their
 * application's) when the chat was started with a nonce, a visitor's otherwise. `last_seq` is the
 * newest message's number: a message takes the next one by updating this row in its own
 * transaction, so numbers are gap-free and commit in order.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orgCode: text('org_code').notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    applicationUuid: uuid('application_uuid').references(() => helocApplications.uuid, {
      onDelete: 'set null',
    }),
    skill: text('skill').notNull(),
    mode: text('mode').notNull(),
    state: text('state').notNull().default('WAITING'),
    tag: text('tag'),
    /** API-079: the id the survey link carries. */
    contactId: uuid('contact_id').notNull().defaultRandom(),
    lastSeq: integer('last_seq').notNull().default(0),
    /** CHT-021/022: 6 hours for an agent session, 10 minutes for a chatbot one. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The agent answering it: set by a claim (or their first message), cleared back to the queue. */
    assignedStaffUuid: uuid('assigned_staff_uuid').references(() => staffUsers.uuid, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('chat_conversations_queue_idx').on(table.orgCode, table.state, table.skill),
    index('chat_conversations_identity_idx').on(table.identityUuid),
    uniqueIndex('chat_conversations_contact_unique').on(table.contactId),
    check('chat_conversations_state_check', sql`${table.state} in ('WAITING', 'ACTIVE', 'ENDED')`),
  ],
);

/**
 * Who takes part: the visitor or borrower who started it (name and e-mail from the
 * pre-engagement form, encrypted under the PII key) and each agent (a staff user). A visitor's
 * socket token is kept only as its SHA-256, with its expiry (CHT-024).
 */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    conversationUuid: uuid('conversation_uuid')
      .notNull()
      .references(() => chatConversations.uuid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    staffUuid: uuid('staff_uuid').references(() => staffUsers.uuid, { onDelete: 'set null' }),
    friendlyNameEncrypted: text('friendly_name_encrypted').notNull(),
    emailEncrypted: text('email_encrypted'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** The last message number this participant has read (their side shows "Read" up to it). */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_participants_conversation_idx').on(table.conversationUuid),
    uniqueIndex('chat_participants_token_unique').on(table.tokenHash),
    uniqueIndex('chat_participants_agent_unique').on(table.conversationUuid, table.staffUuid),
    check('chat_participants_kind_check', sql`${table.kind} in ('VISITOR', 'BORROWER', 'AGENT')`),
  ],
);

/**
 * The messages, numbered 1, 2, 3… within their conversation. The text is the sender's as typed,
 * never markup, and encrypted under the PII key: people write names, numbers and addresses in it.
 * A sender's own id for the message makes a resend after a lost acknowledgement store it once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    conversationUuid: uuid('conversation_uuid')
      .notNull()
      .references(() => chatConversations.uuid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorKind: text('author_kind').notNull(),
    authorParticipantUuid: uuid('author_participant_uuid').references(() => chatParticipants.uuid, {
      onDelete: 'set null',
    }),
    clientMessageId: text('client_message_id'),
    bodyEncrypted: text('body_encrypted').notNull(),
    /** The file this message sends (CHT-004); its body then holds the file's name. */
    attachmentUuid: uuid('attachment_uuid').references((): AnyPgColumn => chatAttachments.uuid, {
      onDelete: 'set null',
    }),
    /** A SYSTEM message's event: an agent joined, a transfer, back to the queue, the end (CHT-009). */
    event: text('event'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationUuid, table.seq] }),
    check(
      'chat_messages_event_check',
      sql`${table.event} is null or ${table.event} in ('AGENT_JOINED', 'TRANSFERRED', 'RETURNED_TO_QUEUE', 'ENDED')`,
    ),
    uniqueIndex('chat_messages_client_id_unique').on(
      table.conversationUuid,
      table.authorParticipantUuid,
      table.clientMessageId,
    ),
    check('chat_messages_seq_positive', sql`${table.seq} > 0`),
  ],
);

/**
 * API-077/078: a signed-in borrower's chat nonces, kept as their SHA-256. Each is good for a minute
 * and a grace period; the chat it starts belongs to that borrower.
 */
export const chatNonces = pgTable(
  'chat_nonces',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_nonces_expires_idx').on(table.expiresAt)],
);

/**
 * A file sent in a chat (CHT-004, CHT-038). The bytes live in the document storage, encrypted at
 * rest like every document; the row says which conversation and sender it belongs to, what the
 * content showed it to be, and the sender's name for it, cleaned. A sender's own id makes a resent
 * upload store once.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    conversationUuid: uuid('conversation_uuid')
      .notNull()
      .references(() => chatConversations.uuid, { onDelete: 'cascade' }),
    uploaderParticipantUuid: uuid('uploader_participant_uuid')
      .notNull()
      .references(() => chatParticipants.uuid, { onDelete: 'cascade' }),
    clientMessageId: text('client_message_id').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_attachments_conversation_idx').on(table.conversationUuid),
    uniqueIndex('chat_attachments_storage_key_unique').on(table.storageKey),
    uniqueIndex('chat_attachments_client_id_unique').on(
      table.conversationUuid,
      table.uploaderParticipantUuid,
      table.clientMessageId,
    ),
    check('chat_attachments_size_positive', sql`${table.size} > 0`),
  ],
);

/** A lender's canned replies: prepared answers its ADMINs keep and its agents insert. */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orgCode: text('org_code').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedByStaffUuid: uuid('updated_by_staff_uuid').references(() => staffUsers.uuid, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_canned_replies_org_idx').on(table.orgCode, table.title)],
);
