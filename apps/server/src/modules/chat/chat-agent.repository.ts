import type { ChatInboxView } from '@hearth/domain/chat/chat-agent';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatCannedReplies, chatConversations, chatParticipants, staffUsers } from '../../db/schema/index.ts';
import type { ConversationRow } from './chat.repository.ts';

export interface InboxFilter {
  view?: ChatInboxView | undefined;
  /** The lenders the caller may see; empty = every lender. */
  orgCodes: readonly string[];
  orgCode?: string | undefined;
  skill?: string | undefined;
  staffUuid: string;
  conversationUuid?: string;
}

export interface InboxRow {
  conversation: ConversationRow;
  customerNameEncrypted: string | null;
  customerEmailEncrypted: string | null;
  customerKind: string | null;
  assigneeEmail: string | null;
  lastMessageAt: Date | null;
  unreadCount: number;
}

function viewCondition(view: ChatInboxView | undefined, staffUuid: string): SQL | undefined {
  switch (view) {
    case 'waiting':
      return eq(chatConversations.state, 'WAITING');
    case 'mine':
      return and(eq(chatConversations.state, 'ACTIVE'), eq(chatConversations.assignedStaffUuid, staffUuid));
    case 'active':
      return eq(chatConversations.state, 'ACTIVE');
    default:
      return inArray(chatConversations.state, ['WAITING', 'ACTIVE']);
  }
}

/**
 * The conversations of the caller's lenders, waiting ones first (oldest first: the queue's order),
 * then those being answered, oldest first. Each with its customer's participant, the time of its
 * newest message and how many of the customer's messages follow the caller's read marker.
 */
export async function listInbox(db: Db, filter: InboxFilter): Promise<InboxRow[]> {
  const customer = sql`(select p from chat_participants p
      where p.conversation_uuid = ${chatConversations.uuid} and p.kind in ('VISITOR', 'BORROWER')
      order by p.created_at limit 1)`;
  const myReadSeq = sql`coalesce((select p.last_read_seq from chat_participants p
      where p.conversation_uuid = ${chatConversations.uuid} and p.staff_uuid = ${filter.staffUuid}), 0)`;
  const conditions = [
    filter.conversationUuid
      ? eq(chatConversations.uuid, filter.conversationUuid)
      : viewCondition(filter.view, filter.staffUuid),
    filter.orgCodes.length > 0 ? inArray(chatConversations.orgCode, [...filter.orgCodes]) : undefined,
    filter.orgCode ? eq(chatConversations.orgCode, filter.orgCode) : undefined,
    filter.skill ? eq(chatConversations.skill, filter.skill) : undefined,
  ];
  const rows = await db
    .select({
      conversation: chatConversations,
      customerNameEncrypted: sql<string | null>`(${customer}).friendly_name_encrypted`,
      customerEmailEncrypted: sql<string | null>`(${customer}).email_encrypted`,
      customerKind: sql<string | null>`(${customer}).kind`,
      assigneeEmail: staffUsers.email,
      lastMessageAt: sql<string | null>`(select max(m.created_at) from chat_messages m
          where m.conversation_uuid = ${chatConversations.uuid})`,
      unreadCount: sql<number>`(select count(*) from chat_messages m
          where m.conversation_uuid = ${chatConversations.uuid}
            and m.author_kind in ('VISITOR', 'BORROWER') and m.seq > ${myReadSeq})::int`,
    })
    .from(chatConversations)
    .leftJoin(staffUsers, eq(staffUsers.uuid, chatConversations.assignedStaffUuid))
    .where(and(...conditions))
    .orderBy(
      sql`case ${chatConversations.state} when 'WAITING' then 0 else 1 end`,
      asc(chatConversations.createdAt),
    )
    .limit(200);
  return rows.map((row) => ({
    ...row,
    lastMessageAt: row.lastMessageAt === null ? null : new Date(row.lastMessageAt),
    unreadCount: Number(row.unreadCount),
  }));
}

/**
 * Takes a waiting, unassigned conversation for the agent and makes it active. Only one claim can
 * win: the update's condition is checked again under the row lock.
 */
export async function claimConversation(tx: Db, uuid: string, staffUuid: string): Promise<boolean> {
  const rows = await tx
    .update(chatConversations)
    .set({ assignedStaffUuid: staffUuid, state: 'ACTIVE' })
    .where(
      and(
        eq(chatConversations.uuid, uuid),
        eq(chatConversations.state, 'WAITING'),
        isNull(chatConversations.assignedStaffUuid),
      ),
    )
    .returning({ uuid: chatConversations.uuid });
  return rows.length === 1;
}

/** The conversation, locked until the caller's transaction ends. */
export async function lockConversation(tx: Db, uuid: string): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.uuid, uuid))
    .for('update');
  return row;
}

export async function assignConversation(
  tx: Db,
  uuid: string,
  values: { assignedStaffUuid: string | null; state: 'WAITING' | 'ACTIVE' },
): Promise<void> {
  await tx.update(chatConversations).set(values).where(eq(chatConversations.uuid, uuid));
}

export async function endConversation(tx: Db, uuid: string, at: Date): Promise<void> {
  await tx
    .update(chatConversations)
    .set({ state: 'ENDED', endedAt: at })
    .where(eq(chatConversations.uuid, uuid));
}

/** An agent's first message claims an unassigned chat; false when another agent has it. */
export async function claimOnReply(tx: Db, uuid: string, staffUuid: string): Promise<boolean> {
  await tx
    .update(chatConversations)
    .set({ assignedStaffUuid: staffUuid })
    .where(and(eq(chatConversations.uuid, uuid), isNull(chatConversations.assignedStaffUuid)));
  const [row] = await tx
    .select({ assigned: chatConversations.assignedStaffUuid })
    .from(chatConversations)
    .where(eq(chatConversations.uuid, uuid));
  return row?.assigned === staffUuid;
}

/** Moves a participant's read marker forward only (a late, older marker changes nothing). */
export async function advanceReadMarker(db: Db, participantUuid: string, seq: number): Promise<boolean> {
  const rows = await db
    .update(chatParticipants)
    .set({ lastReadSeq: seq })
    .where(and(eq(chatParticipants.uuid, participantUuid), sql`${chatParticipants.lastReadSeq} < ${seq}`))
    .returning({ uuid: chatParticipants.uuid });
  return rows.length === 1;
}

/** Active staff who may answer chats: the caller filters by role and lender. */
export function listActiveStaff(db: Db) {
  return db
    .select({
      uuid: staffUsers.uuid,
      email: staffUsers.email,
      role: staffUsers.role,
      orgCodes: staffUsers.orgCodes,
    })
    .from(staffUsers)
    .where(eq(staffUsers.active, true))
    .orderBy(asc(staffUsers.email));
}

export type CannedReplyRow = typeof chatCannedReplies.$inferSelect;

export function listCannedReplies(db: Db, orgCodes: readonly string[] | undefined) {
  return db
    .select()
    .from(chatCannedReplies)
    .where(orgCodes === undefined ? undefined : inArray(chatCannedReplies.orgCode, [...orgCodes]))
    .orderBy(asc(chatCannedReplies.orgCode), asc(chatCannedReplies.title));
}

export async function findCannedReply(db: Db, uuid: string): Promise<CannedReplyRow | undefined> {
  const [row] = await db.select().from(chatCannedReplies).where(eq(chatCannedReplies.uuid, uuid));
  return row;
}

export async function insertCannedReply(
  db: Db,
  values: { orgCode: string; title: string; body: string; updatedByStaffUuid: string },
): Promise<CannedReplyRow> {
  const [row] = await db.insert(chatCannedReplies).values(values).returning();
  if (!row) {
    throw new Error('canned reply insert returned no row');
  }
  return row;
}

export async function updateCannedReply(
  db: Db,
  uuid: string,
  values: { orgCode: string; title: string; body: string; updatedByStaffUuid: string },
): Promise<CannedReplyRow | undefined> {
  const [row] = await db
    .update(chatCannedReplies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chatCannedReplies.uuid, uuid))
    .returning();
  return row;
}

export async function deleteCannedReply(db: Db, uuid: string): Promise<void> {
  await db.delete(chatCannedReplies).where(eq(chatCannedReplies.uuid, uuid));
}
