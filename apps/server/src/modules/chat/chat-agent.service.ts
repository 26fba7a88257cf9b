import {
  agentJoinedText,
  type CannedReply,
  type CannedReplyBody,
  CHAT_ASSIGNED_ELSEWHERE,
  CHAT_CLAIMED_CONFLICT,
  CHAT_CLOSED_TEXT,
  CHAT_TRANSFER_SAME_AGENT,
  CHAT_UNKNOWN_AGENT,
  type ChatConversationDetail,
  type ChatInboxItem,
  type ChatInboxQuery,
  type ChatReadMarker,
  maskPersonName,
  RETURNED_TO_QUEUE_TEXT,
  transferredText,
} from '@hearth/domain/chat/chat-agent';
import type { ChatSkill, ConversationState } from '@hearth/domain/chat/chat-rules';
import { AppError } from '@hearth/domain/errors/app-error';
import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { maskEmail, worksForLender } from '../ops/application-access.ts';
import { findStaffByUuid } from '../staff/staff.repository.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import {
  type ConversationRow,
  findConversation,
  findOrAddAgent,
  listParticipants,
} from './chat.repository.ts';
import {
  advanceReadMarker,
  assignConversation,
  type CannedReplyRow,
  claimConversation,
  deleteCannedReply,
  endConversation,
  findCannedReply,
  type InboxRow,
  insertCannedReply,
  listActiveStaff,
  listCannedReplies,
  listInbox,
  lockConversation,
  updateCannedReply,
} from './chat-agent.repository.ts';
import type { ChatHub } from './chat-hub.ts';
import { type ChatMessageDeps, insertSystemMessage } from './chat-messages.service.ts';

export interface ChatAgentDeps extends ChatMessageDeps {
  hub: ChatHub;
}

type Staff = Pick<AuthenticatedStaff, 'uuid' | 'email' | 'role' | 'orgCodes'>;

/** Agents appear by the first part of their work address until staff profiles carry a name. */
export function agentDisplayName(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.length > 0 ? local : 'Agent';
}

function toInboxItem(row: InboxRow, staff: Staff, piiKey: Buffer): ChatInboxItem {
  const name = row.customerNameEncrypted ? decryptPii(row.customerNameEncrypted, piiKey) : '';
  const conversation = row.conversation;
  return {
    uuid: conversation.uuid,
    orgCode: conversation.orgCode,
    skill: conversation.skill as ChatSkill,
    state: conversation.state as ConversationState,
    customerName: hasPermission(staff.role, 'applications.pii') ? name : maskPersonName(name),
    customerKind: row.customerKind === 'BORROWER' ? 'BORROWER' : 'VISITOR',
    applicationUuid: conversation.applicationUuid,
    assignee:
      conversation.assignedStaffUuid && row.assigneeEmail
        ? { staffUuid: conversation.assignedStaffUuid, name: agentDisplayName(row.assigneeEmail) }
        : null,
    createdAt: conversation.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    lastSeq: conversation.lastSeq,
  };
}

export async function listChatInbox(
  deps: Pick<ChatAgentDeps, 'db' | 'piiKey'>,
  staff: Staff,
  query: ChatInboxQuery,
): Promise<{ conversations: ChatInboxItem[] }> {
  const rows = await listInbox(deps.db, {
    view: query.view,
    orgCodes: staff.orgCodes,
    orgCode: query.orgCode,
    skill: query.skill,
    staffUuid: staff.uuid,
  });
  return { conversations: rows.map((row) => toInboxItem(row, staff, deps.piiKey)) };
}

/** Each participant's read marker, as the socket's `read` frames carry them. */
export async function readMarkers(db: Db, conversationUuid: string): Promise<ChatReadMarker[]> {
  return (await listParticipants(db, conversationUuid)).map((participant) => ({
    kind: participant.kind as ChatReadMarker['kind'],
    participantId: participant.uuid,
    seq: participant.lastReadSeq,
  }));
}

/** One conversation of the caller's lenders (of any state); another lender's is a 404. */
export async function getChatConversation(
  deps: Pick<ChatAgentDeps, 'db' | 'piiKey'>,
  staff: Staff,
  uuid: string,
): Promise<ChatConversationDetail> {
  const [row] = await listInbox(deps.db, {
    orgCodes: staff.orgCodes,
    staffUuid: staff.uuid,
    conversationUuid: uuid,
  });
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const email = row.customerEmailEncrypted ? decryptPii(row.customerEmailEncrypted, deps.piiKey) : null;
  return {
    ...toInboxItem(row, staff, deps.piiKey),
    customerEmail:
      email === null ? null : hasPermission(staff.role, 'applications.pii') ? email : maskEmail(email),
    endedAt: row.conversation.endedAt?.toISOString() ?? null,
    readMarkers: await readMarkers(deps.db, uuid),
  };
}

/** The conversation if the caller works for its lender, locked for the change; else a 404. */
async function lockForStaff(tx: Db, staff: Staff, uuid: string): Promise<ConversationRow> {
  const conversation = await lockConversation(tx, uuid);
  if (!conversation || !worksForLender(staff, conversation.orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  if (conversation.state === 'ENDED') {
    throw new AppError('CONFLICT', [CHAT_CLOSED_TEXT]);
  }
  return conversation;
}

/** The agent answering a chat hands it on or ends it; so may a manager, or anyone while it waits. */
function assertMayHandOn(staff: Staff, conversation: ConversationRow): void {
  const free = conversation.assignedStaffUuid === null || conversation.assignedStaffUuid === staff.uuid;
  if (!free && !hasPermission(staff.role, 'applications.reassign')) {
    throw new AppError('CONFLICT', [CHAT_ASSIGNED_ELSEWHERE]);
  }
}

async function joinAsAgent(
  tx: Db,
  deps: ChatAgentDeps,
  conversationUuid: string,
  staff: { uuid: string; email: string },
) {
  return findOrAddAgent(tx, {
    conversationUuid,
    staffUuid: staff.uuid,
    friendlyNameEncrypted: encryptPii(agentDisplayName(staff.email), deps.piiKey),
  });
}

async function afterCommit(deps: ChatAgentDeps, conversationUuid: string): Promise<void> {
  await deps.fanout.announceCommitted(conversationUuid);
  void deps.announceLocally(conversationUuid);
}

/**
 * One agent takes a waiting chat: it becomes active and theirs, and the customer's socket gets the
 * "joined" system message (the widget stops waiting). A second claim answers 409.
 */
export async function claimChat(
  deps: ChatAgentDeps,
  staff: Staff,
  uuid: string,
): Promise<ChatConversationDetail> {
  await deps.db.transaction(async (tx) => {
    const conversation = await lockForStaff(tx, staff, uuid);
    if (conversation.assignedStaffUuid === staff.uuid) {
      return;
    }
    if (!(await claimConversation(tx, uuid, staff.uuid))) {
      throw new AppError('CONFLICT', [CHAT_CLAIMED_CONFLICT]);
    }
    await joinAsAgent(tx, deps, uuid, staff);
    await insertSystemMessage(tx, deps, uuid, {
      event: 'AGENT_JOINED',
      body: agentJoinedText(agentDisplayName(staff.email)),
    });
    await appendAudit(tx, {
      action: 'ops.chat-claimed',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: uuid,
      payload: { organizationCode: conversation.orgCode },
    });
  });
  await afterCommit(deps, uuid);
  return getChatConversation(deps, staff, uuid);
}

/** Active staff who answer chats (`borrower.contact`) for the lender. */
export async function listChatAgents(db: Db, staff: Staff, orgCode: string) {
  if (!worksForLender(staff, orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  const agents = (await listActiveStaff(db)).filter(
    (row) => hasPermission(row.role as StaffRole, 'borrower.contact') && worksForLender(row, orgCode),
  );
  return {
    agents: agents.map((row) => ({
      staffUuid: row.uuid,
      name: agentDisplayName(row.email),
      email: row.email,
    })),
  };
}

/** Hands the chat to another agent of the lender, or back to the queue (`toStaffUuid` null). */
export async function transferChat(
  deps: ChatAgentDeps,
  staff: Staff,
  uuid: string,
  toStaffUuid: string | null,
): Promise<ChatConversationDetail> {
  await deps.db.transaction(async (tx) => {
    const conversation = await lockForStaff(tx, staff, uuid);
    assertMayHandOn(staff, conversation);
    if (toStaffUuid === conversation.assignedStaffUuid) {
      throw new AppError('CONFLICT', [CHAT_TRANSFER_SAME_AGENT]);
    }
    if (toStaffUuid === null) {
      await assignConversation(tx, uuid, { assignedStaffUuid: null, state: 'WAITING' });
      await insertSystemMessage(tx, deps, uuid, { event: 'RETURNED_TO_QUEUE', body: RETURNED_TO_QUEUE_TEXT });
    } else {
      const target = await findStaffByUuid(tx, toStaffUuid);
      if (
        !target?.active ||
        !hasPermission(target.role as StaffRole, 'borrower.contact') ||
        !worksForLender(target, conversation.orgCode)
      ) {
        throw new AppError('VALIDATION', [CHAT_UNKNOWN_AGENT]);
      }
      await assignConversation(tx, uuid, { assignedStaffUuid: target.uuid, state: 'ACTIVE' });
      await joinAsAgent(tx, deps, uuid, target);
      await insertSystemMessage(tx, deps, uuid, {
        event: 'TRANSFERRED',
        body: transferredText(agentDisplayName(target.email)),
      });
    }
    await appendAudit(tx, {
      action: 'ops.chat-transferred',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: uuid,
      payload: { fromStaffUuid: conversation.assignedStaffUuid, toStaffUuid },
    });
  });
  await afterCommit(deps, uuid);
  return getChatConversation(deps, staff, uuid);
}

/** Ends the chat: the last message tells the customer's widget to show its end panel (CHT-009). */
export async function closeChat(
  deps: ChatAgentDeps,
  staff: Staff,
  uuid: string,
): Promise<ChatConversationDetail> {
  await deps.db.transaction(async (tx) => {
    const conversation = await lockForStaff(tx, staff, uuid);
    assertMayHandOn(staff, conversation);
    await insertSystemMessage(tx, deps, uuid, { event: 'ENDED', body: CHAT_CLOSED_TEXT });
    await endConversation(tx, uuid, new Date());
    await appendAudit(tx, {
      action: 'ops.chat-closed',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: uuid,
      payload: { organizationCode: conversation.orgCode },
    });
  });
  await afterCommit(deps, uuid);
  return getChatConversation(deps, staff, uuid);
}

/**
 * Moves a participant's read marker (never back, never past the newest message) and tells the
 * conversation's sockets, here and on the other instances.
 */
export async function recordRead(
  deps: Pick<ChatAgentDeps, 'db' | 'hub' | 'fanout'>,
  conversation: Pick<ConversationRow, 'uuid' | 'lastSeq'>,
  participant: { uuid: string; kind: ChatReadMarker['kind'] },
  seq: number,
): Promise<void> {
  const clamped = Math.min(seq, conversation.lastSeq);
  if (!(await advanceReadMarker(deps.db, participant.uuid, clamped))) {
    return;
  }
  deps.hub.broadcast(conversation.uuid, {
    type: 'read',
    conversationId: conversation.uuid,
    kind: participant.kind,
    participantId: participant.uuid,
    seq: clamped,
  });
  await deps.fanout.read({
    t: 'r',
    c: conversation.uuid,
    k: participant.kind,
    p: participant.uuid,
    s: clamped,
  });
}

/** The agent's own read marker, through the ops API. */
export async function markChatRead(
  deps: ChatAgentDeps,
  staff: Staff,
  uuid: string,
  seq: number,
): Promise<void> {
  const conversation = await findConversation(deps.db, uuid);
  if (!conversation || !worksForLender(staff, conversation.orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  const agent = await joinAsAgent(deps.db, deps, uuid, staff);
  await recordRead(deps, conversation, { uuid: agent.uuid, kind: 'AGENT' }, seq);
}

function toCannedReply(row: CannedReplyRow): CannedReply {
  return {
    uuid: row.uuid,
    orgCode: row.orgCode,
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The canned replies of one lender, or of every lender the caller works for. */
export async function listChatCannedReplies(db: Db, staff: Staff, orgCode: string | undefined) {
  if (orgCode !== undefined && !worksForLender(staff, orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  const scope = orgCode !== undefined ? [orgCode] : staff.orgCodes.length > 0 ? staff.orgCodes : undefined;
  return { replies: (await listCannedReplies(db, scope)).map(toCannedReply) };
}

export async function saveCannedReply(
  db: Db,
  staff: Staff,
  body: Required<CannedReplyBody>,
  uuid?: string,
): Promise<CannedReply> {
  if (!worksForLender(staff, body.orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  return db.transaction(async (tx) => {
    const values = { ...body, updatedByStaffUuid: staff.uuid };
    let row: CannedReplyRow | undefined;
    if (uuid) {
      const existing = await findCannedReply(tx, uuid);
      if (!existing || !worksForLender(staff, existing.orgCode)) {
        throw new AppError('NOT_FOUND');
      }
      row = await updateCannedReply(tx, uuid, values);
    } else {
      row = await insertCannedReply(tx, values);
    }
    if (!row) {
      throw new AppError('NOT_FOUND');
    }
    await appendAudit(tx, {
      action: 'ops.chat-canned-reply-saved',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: row.uuid,
      payload: { organizationCode: row.orgCode, created: uuid === undefined },
    });
    return toCannedReply(row);
  });
}

export async function removeCannedReply(db: Db, staff: Staff, uuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findCannedReply(tx, uuid);
    if (!existing || !worksForLender(staff, existing.orgCode)) {
      throw new AppError('NOT_FOUND');
    }
    await deleteCannedReply(tx, uuid);
    await appendAudit(tx, {
      action: 'ops.chat-canned-reply-deleted',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: uuid,
      payload: { organizationCode: existing.orgCode },
    });
  });
}
