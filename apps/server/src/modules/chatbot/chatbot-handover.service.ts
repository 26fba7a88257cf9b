import type { ChatHandoverResponse, zChatHandoverBody } from '@hearth/domain/api/chatbot-api';
import { AGENT_SESSION_MS } from '@hearth/domain/chat/chat-rules';
import { CHATBOT_HANDOVER_MESSAGES, HANDOVER_SYSTEM_LINE } from '@hearth/domain/chatbot/chatbot-handover';
import { AppError } from '@hearth/domain/errors/app-error';
import { getOpenStatus } from '@hearth/domain/org/operating-hours';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { encryptPii } from '../../lib/pii.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { insertMessage, takeNextSeq } from '../chat/chat.repository.ts';
import { resolveChatNonce } from '../chat/chat-nonce.service.ts';
import { hashSecret, newOpaqueSecret } from '../chat/chat-secrets.ts';
import { getDepartmentHours } from '../operating-hours/department-hours.ts';
import { insertHandover, moveToAgentQueue, updateAsker } from './chatbot.repository.ts';
import { type ChatbotAccessDeps, findOwnedConversation } from './chatbot-access.service.ts';
import { insertChatbotConversation } from './chatbot-conversation.service.ts';

export interface HandoverDeps extends ChatbotAccessDeps {
  piiKey: Buffer;
  findOrg: (orgCode: string) => OrgConfig | undefined;
  /** The time the lender's chat hours are read at (the sandbox clock outside production). */
  hoursNow: () => Promise<Date>;
}

type HandoverBody = z.infer<typeof zChatHandoverBody>;

/**
 * "Talk to a person": the caller's chatbot conversation, with every exchange in it, goes to the
 * agents' queue (WAITING, the agents' inbox) with a 6-hour agent session (CHT-021) and a fresh
 * token for the chat socket. Outside the lender's chat hours nobody can answer now, so a signed-in
 * borrower leaves a message that an agent answers later — the answer reaches them as a
 * notification; a visitor, whom nothing could tell, is asked to log in. A signed-in borrower who
 * asked the chatbot nothing yet names the lender instead, and a conversation is opened for them.
 */
export async function handOverToAgent(
  deps: HandoverDeps,
  body: HandoverBody,
  visitorToken: string | undefined,
): Promise<ChatHandoverResponse> {
  const owned = body.conversationId
    ? await findOwnedConversation(deps, body.conversationId, { nonce: body.nonce, token: visitorToken })
    : undefined;
  const org = deps.findOrg(owned?.conversation.orgCode ?? body.organization ?? '');
  if (!org) {
    throw body.conversationId || body.organization
      ? new AppError('UNKNOWN_ORG')
      : new AppError('VALIDATION', [CHATBOT_HANDOVER_MESSAGES.conversationOrLender]);
  }
  const now = deps.now();
  const open = getOpenStatus(getDepartmentHours(org, 'OPS_CHAT'), await deps.hoursNow()).isOpen;
  const leftMessage = body.message?.trim();
  // Without a chatbot conversation, the caller must be a signed-in borrower (their nonce).
  const owner =
    !owned && body.nonce ? await resolveChatNonce(deps, body.nonce, org.companyInfo.orgCode) : undefined;
  const signedIn = owned ? Boolean(owned.conversation.identityUuid) : owner !== undefined;
  if ((!open || !owned) && !signedIn) {
    throw new AppError('FORBIDDEN', [CHATBOT_HANDOVER_MESSAGES.signInToLeaveMessage]);
  }
  if (!open && !leftMessage) {
    throw new AppError('VALIDATION', [CHATBOT_HANDOVER_MESSAGES.messageRequired]);
  }
  const ownApplication =
    owner && body.applicationId
      ? await findApplicationForOwner(deps.db, body.applicationId, owner.identityUuid)
      : undefined;
  const outcome = open ? 'AGENT' : 'MESSAGE_TAKEN';
  const token = newOpaqueSecret();
  const expiration = new Date(now.getTime() + AGENT_SESSION_MS);

  const conversation = await deps.db.transaction(async (tx) => {
    const { conversation, asker } =
      owned ??
      (await insertChatbotConversation(tx, deps.piiKey, {
        org,
        owner: owner ?? null,
        applicationUuid: ownApplication?.uuid ?? null,
        tag: null,
        token: null,
        expiresAt: expiration,
      }));
    if (
      !(await moveToAgentQueue(tx, {
        conversationUuid: conversation.uuid,
        mode: body.chatMode,
        sessionExpiresAt: expiration,
      }))
    ) {
      throw new AppError('CONFLICT', [CHATBOT_HANDOVER_MESSAGES.alreadyHandedOver]);
    }
    await updateAsker(tx, asker.uuid, {
      tokenHash: hashSecret(token),
      tokenExpiresAt: expiration,
      ...(body.friendlyName ? { friendlyNameEncrypted: encryptPii(body.friendlyName, deps.piiKey) } : {}),
      ...(body.emailAddress ? { emailEncrypted: encryptPii(body.emailAddress, deps.piiKey) } : {}),
    });
    await appendMessage(tx, deps.piiKey, conversation.uuid, {
      authorKind: 'SYSTEM',
      text: HANDOVER_SYSTEM_LINE[outcome],
    });
    if (leftMessage) {
      await appendMessage(tx, deps.piiKey, conversation.uuid, {
        authorKind: asker.kind,
        authorParticipantUuid: asker.uuid,
        text: leftMessage,
      });
    }
    await insertHandover(tx, {
      conversationUuid: conversation.uuid,
      outcome,
      identityUuid: conversation.identityUuid,
      handedOverAt: now,
    });
    return conversation;
  });
  return { conversationId: conversation.uuid, outcome, token, expiration: expiration.toISOString() };
}

async function appendMessage(
  tx: Db,
  piiKey: Buffer,
  conversationUuid: string,
  message: { authorKind: string; authorParticipantUuid?: string; text: string },
): Promise<void> {
  const seq = await takeNextSeq(tx, conversationUuid);
  if (seq === undefined) {
    throw new AppError('CONFLICT', [CHATBOT_HANDOVER_MESSAGES.sessionEnded]);
  }
  await insertMessage(tx, {
    conversationUuid,
    seq,
    authorKind: message.authorKind,
    authorParticipantUuid: message.authorParticipantUuid ?? null,
    bodyEncrypted: encryptPii(message.text, piiKey),
  });
}
