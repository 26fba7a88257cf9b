import type { Db } from '../../db/client.ts';
import { encryptPii } from '../../lib/pii.ts';
import { findOrAddAgent, listParticipants } from './chat.repository.ts';
import { agentDisplayName } from './chat-agent.service.ts';
import type { ChatPrincipal } from './chat-socket-auth.ts';

export interface ChatAuthor {
  participantUuid: string;
  kind: 'VISITOR' | 'BORROWER' | 'AGENT';
  /** An agent's staff uuid: their message claims an unassigned chat, and is audited. */
  staffUuid?: string;
}

/**
 * The participant a principal writes as in a conversation it may access: a chat token's own
 * participant, the borrower who started it, or the agent (who joins on their first message or
 * file). Undefined for a borrower who is not a participant.
 */
export async function authorIn(
  deps: { db: Db; piiKey: Buffer },
  principal: ChatPrincipal,
  conversationUuid: string,
): Promise<ChatAuthor | undefined> {
  if (principal.kind === 'PARTICIPANT') {
    return { participantUuid: principal.participantUuid, kind: principal.authorKind };
  }
  if (principal.kind === 'AGENT') {
    const agent = await findOrAddAgent(deps.db, {
      conversationUuid,
      staffUuid: principal.staffUuid,
      friendlyNameEncrypted: encryptPii(agentDisplayName(principal.email), deps.piiKey),
    });
    return { participantUuid: agent.uuid, kind: 'AGENT', staffUuid: principal.staffUuid };
  }
  const borrower = (await listParticipants(deps.db, conversationUuid)).find(
    (participant) => participant.kind === 'BORROWER' && participant.identityUuid === principal.identityUuid,
  );
  return borrower ? { participantUuid: borrower.uuid, kind: 'BORROWER' } : undefined;
}
