import { AppError } from '@hearth/domain/errors/app-error';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  type ConversationRow,
  findConversation,
  findParticipantByTokenHash,
  listParticipants,
  type ParticipantRow,
} from '../chat/chat.repository.ts';
import { resolveChatNonce } from '../chat/chat-nonce.service.ts';
import { hashSecret } from '../chat/chat-secrets.ts';

export interface ChatbotAccessDeps {
  db: Db;
  now: () => Date;
}

/** What a caller presents: a signed-in borrower's nonce (API-077), a visitor's conversation secret. */
export interface ChatbotCredentials {
  nonce?: string | undefined;
  token?: string | undefined;
}

export interface OwnedConversation {
  conversation: ConversationRow;
  /** The borrower or visitor who asks the chatbot in it. */
  asker: ParticipantRow;
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * A chatbot conversation its caller owns. A borrower's conversation opens only with a live nonce
 * of that borrower, for the conversation's lender (a bad nonce is a 401); a visitor's only with
 * its live secret. Anything else — unknown, someone else's, no credential — is a 404, so a
 * caller learns nothing of a conversation that is not theirs.
 */
export async function findOwnedConversation(
  deps: ChatbotAccessDeps,
  conversationId: string,
  credentials: ChatbotCredentials,
  /** A new question may name a session whose secret ran out with it: it is still the visitor's, and a new one follows. */
  { acceptEndedSecret = false } = {},
): Promise<OwnedConversation> {
  const conversation = isUuid(conversationId) ? await findConversation(deps.db, conversationId) : undefined;
  if (!conversation) {
    throw new AppError('NOT_FOUND');
  }
  const asker = conversation.identityUuid
    ? await borrowerAsker(deps, conversation, credentials.nonce)
    : await visitorAsker(deps, conversation, credentials.token, acceptEndedSecret);
  if (!asker) {
    throw new AppError('NOT_FOUND');
  }
  return { conversation, asker };
}

async function borrowerAsker(
  deps: ChatbotAccessDeps,
  conversation: ConversationRow,
  nonce: string | undefined,
): Promise<ParticipantRow | undefined> {
  if (!nonce) {
    return undefined;
  }
  const owner = await resolveChatNonce(deps, nonce, conversation.orgCode);
  if (owner.identityUuid !== conversation.identityUuid) {
    return undefined;
  }
  const participants = await listParticipants(deps.db, conversation.uuid);
  return participants.find(
    (participant) => participant.kind === 'BORROWER' && participant.identityUuid === owner.identityUuid,
  );
}

async function visitorAsker(
  deps: ChatbotAccessDeps,
  conversation: ConversationRow,
  token: string | undefined,
  acceptEndedSecret: boolean,
): Promise<ParticipantRow | undefined> {
  if (!token) {
    return undefined;
  }
  const participant = await findParticipantByTokenHash(deps.db, hashSecret(token));
  const live = participant?.tokenExpiresAt && (acceptEndedSecret || participant.tokenExpiresAt > deps.now());
  return live && participant.conversationUuid === conversation.uuid && participant.kind === 'VISITOR'
    ? participant
    : undefined;
}
