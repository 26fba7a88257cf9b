import type { ChatInitResponse, ChatRefreshTokenResponse, zChatInitBody } from '@hearth/domain/api/chat-api';
import { type ChatMode, chatSkill, sessionLifetimeMs } from '@hearth/domain/chat/chat-rules';
import { AppError } from '@hearth/domain/errors/app-error';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import { MAIN_BRAND } from '@hearth/domain/org/org-constants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { encryptPii } from '../../lib/pii.ts';
import {
  findApplicationForOwner,
  findNewestApplicationForOwner,
} from '../application/application.repository.ts';
import {
  extendConversationSession,
  findConversation,
  findParticipantByTokenHash,
  insertConversation,
  insertMessage,
  insertParticipant,
  replaceParticipantToken,
  takeNextSeq,
} from './chat.repository.ts';
import { resolveChatNonce } from './chat-nonce.service.ts';
import { hashSecret, newOpaqueSecret } from './chat-secrets.ts';

export interface ChatInitDeps {
  db: Db;
  piiKey: Buffer;
  now: () => Date;
  findOrg: (orgCode: string) => OrgConfig | undefined;
}

type ChatInitBody = z.infer<typeof zChatInitBody>;

/**
 * API-074…076: starts a conversation in the lender's queue for its skill (CHT-014). With a live
 * nonce (API-077) it is the signed-in borrower's and about one of their applications (the one named,
 * else their newest with the lender); without one it is a visitor's, and an `identityUuid` or `applicationUuid` sent alongside is not trusted.
 * The welcome message, when given, is the conversation's first message.
 */
export async function initWebChat(deps: ChatInitDeps, body: ChatInitBody): Promise<ChatInitResponse> {
  const org = deps.findOrg(body.orgCode);
  if (!org) {
    throw new AppError('UNKNOWN_ORG');
  }
  const owner = body.nonce ? await resolveChatNonce(deps, body.nonce, org.companyInfo.orgCode) : undefined;
  if (owner && body.identityUuid && body.identityUuid !== owner.identityUuid) {
    throw new AppError('UNAUTHENTICATED');
  }
  const applicationUuid = owner
    ? await chatApplicationUuid(deps.db, owner.identityUuid, org.companyInfo.orgCode, body.applicationUuid)
    : null;
  const mode: ChatMode = body.chatMode;
  const skill = chatSkill({ isCrypto: org.product.isCrypto, isMainBrand: org.brand === MAIN_BRAND });
  const now = deps.now();
  const expiration = new Date(now.getTime() + sessionLifetimeMs(mode));
  const token = newOpaqueSecret();

  const { conversation, participant } = await deps.db.transaction(async (tx) => {
    const conversation = await insertConversation(tx, {
      orgCode: org.companyInfo.orgCode,
      identityUuid: owner?.identityUuid ?? null,
      applicationUuid,
      skill,
      mode,
      tag: body.tag ?? null,
      sessionExpiresAt: expiration,
    });
    const participant = await insertParticipant(tx, {
      conversationUuid: conversation.uuid,
      kind: owner ? 'BORROWER' : 'VISITOR',
      identityUuid: owner?.identityUuid ?? null,
      friendlyNameEncrypted: encryptPii(body.friendlyName, deps.piiKey),
      emailEncrypted: body.emailAddress ? encryptPii(body.emailAddress, deps.piiKey) : null,
      tokenHash: hashSecret(token),
      tokenExpiresAt: expiration,
    });
    const welcome = body.welcomeMessage?.trim();
    if (welcome) {
      const seq = await takeNextSeq(tx, conversation.uuid);
      await insertMessage(tx, {
        conversationUuid: conversation.uuid,
        seq: seq as number,
        authorKind: 'SYSTEM',
        bodyEncrypted: encryptPii(welcome, deps.piiKey),
      });
    }
    // CHT-015/028: the first message waits in the conversation, not in the page, for an agent.
    if (body.initialMessage) {
      const seq = await takeNextSeq(tx, conversation.uuid);
      await insertMessage(tx, {
        conversationUuid: conversation.uuid,
        seq: seq as number,
        authorKind: participant.kind,
        authorParticipantUuid: participant.uuid,
        bodyEncrypted: encryptPii(body.initialMessage, deps.piiKey),
      });
    }
    return { conversation, participant };
  });

  return {
    token,
    conversationSid: conversation.uuid,
    omniProxyChannelId: conversation.uuid,
    providerChannelId: conversation.uuid,
    providerUserId: participant.uuid,
    providerUserToken: token,
    skill,
    targetWorkerSid: null,
    targetWorkerFriendlyName: null,
    expiration: expiration.toISOString(),
  };
}

/**
 * API-073, CHT-023/024: a live token of a conversation that has not ended buys a new one with a
 * new session end; the old one stops working. An expired or replaced token is a 401.
 */
export async function refreshChatToken(
  deps: Pick<ChatInitDeps, 'db' | 'now'>,
  token: string,
): Promise<ChatRefreshTokenResponse> {
  const oldHash = hashSecret(token);
  const participant = await findParticipantByTokenHash(deps.db, oldHash);
  const now = deps.now();
  if (!participant?.tokenExpiresAt || participant.tokenExpiresAt <= now) {
    throw new AppError('UNAUTHENTICATED');
  }
  const conversation = await findConversation(deps.db, participant.conversationUuid);
  if (!conversation || conversation.state === 'ENDED') {
    throw new AppError('UNAUTHENTICATED');
  }
  const fresh = newOpaqueSecret();
  const expiration = new Date(now.getTime() + sessionLifetimeMs(conversation.mode as ChatMode));
  const replaced = await deps.db.transaction(async (tx) => {
    const swapped = await replaceParticipantToken(tx, {
      uuid: participant.uuid,
      oldHash,
      newHash: hashSecret(fresh),
      expiresAt: expiration,
    });
    if (swapped) {
      await extendConversationSession(tx, conversation.uuid, expiration);
    }
    return swapped;
  });
  if (!replaced) {
    throw new AppError('UNAUTHENTICATED');
  }
  return {
    token: fresh,
    expiration: expiration.toISOString(),
    conversationSid: conversation.uuid,
    providerUserId: participant.uuid,
  };
}

/** API-079, CHT-019: the survey's contact id of a conversation. */
export async function webChatInfo(db: Db, omniProxyChannelId: string): Promise<{ contactId: string }> {
  const conversation = await findConversation(db, omniProxyChannelId);
  if (!conversation) {
    throw new AppError('NOT_FOUND', ['Contact ID not available']);
  }
  return { contactId: conversation.contactId };
}

/**
 * The application a borrower's chat is about: the one they named (theirs, or 404), else their
 * newest with this lender, so the agent has the file beside the chat wherever it was started.
 */
async function chatApplicationUuid(
  db: Db,
  identityUuid: string,
  orgCode: string,
  named: string | undefined,
): Promise<string | null> {
  if (named) {
    if (!(await findApplicationForOwner(db, named, identityUuid))) {
      throw new AppError('NOT_FOUND');
    }
    return named;
  }
  return (await findNewestApplicationForOwner(db, identityUuid, orgCode))?.uuid ?? null;
}
