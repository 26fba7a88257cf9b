import { randomUUID } from 'node:crypto';
import type {
  ChatbotReply,
  ChatWithAutobotResponse,
  zChatWithAutobotBody,
} from '@hearth/domain/api/chatbot-api';
import { CHAT_HISTORY_SIZE, CHATBOT_SESSION_MS, chatSkill } from '@hearth/domain/chat/chat-rules';
import { APPLICATION_SOURCE_TITLES, type ChatbotAnswer } from '@hearth/domain/chatbot/chatbot-answer';
import {
  CHATBOT_HANDOVER_MESSAGES,
  CHATBOT_QUESTIONS_PER_MINUTE,
} from '@hearth/domain/chatbot/chatbot-handover';
import { AppError } from '@hearth/domain/errors/app-error';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import { MAIN_BRAND } from '@hearth/domain/org/org-constants';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/profile/language';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CounterStore } from '../../lib/attempt-counters/counter-store.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import type { ApplicationReadDeps } from '../application/application.service.ts';
import {
  insertConversation,
  insertMessage,
  insertParticipant,
  takeNextSeq,
} from '../chat/chat.repository.ts';
import { type NonceOwner, resolveChatNonce } from '../chat/chat-nonce.service.ts';
import { hashSecret, newOpaqueSecret } from '../chat/chat-secrets.ts';
import { findLanguageByIdentity } from '../profile/profile.repository.ts';
import {
  type ChatbotReplyRow,
  extendChatbotSession,
  insertChatbotReply,
  listNewestReplies,
  readMessageBodies,
  updateAsker,
} from './chatbot.repository.ts';
import { answerChatbotQuestion } from './chatbot.service.ts';
import {
  type ChatbotCredentials,
  findOwnedConversation,
  type OwnedConversation,
} from './chatbot-access.service.ts';

export interface ChatbotDeps extends ApplicationReadDeps {
  now: () => Date;
  findOrg: (orgCode: string) => OrgConfig | undefined;
  /** The shared attempt counters: a session's questions per minute. */
  counters: CounterStore;
}

type AskBody = z.infer<typeof zChatWithAutobotBody>;
const MINUTE = 60_000;

/**
 * API-082: one question to the chatbot. It continues the caller's live chatbot session or starts
 * one (CHT-022: 10 minutes, renewed by each exchange); a session that ended, or went to an agent,
 * is followed by a new one. A signed-in borrower (their nonce) is answered from their own
 * application too, never from another's; a visitor from the lender's help content only. The
 * question and the reply are stored as the conversation's messages, the reply's source beside them.
 */
export async function askChatbot(
  deps: ChatbotDeps,
  body: AskBody,
  visitorToken: string | undefined,
  pageLanguage: Language = DEFAULT_LANGUAGE,
): Promise<ChatWithAutobotResponse> {
  const org = deps.findOrg(body.organization);
  if (!org) {
    throw new AppError('UNKNOWN_ORG');
  }
  const orgCode = org.companyInfo.orgCode;
  const owner = body.nonce ? await resolveChatNonce(deps, body.nonce, orgCode) : null;
  let session = body.conversationId
    ? await continueSession(deps, body, orgCode, { nonce: body.nonce, token: visitorToken })
    : undefined;
  let token: string | null = null;
  if (!session) {
    ({ session, token } = await startSession(deps, org, owner, body));
  }
  await countQuestion(deps, session.conversation.uuid);

  const applicationUuid = owner ? (body.applicationId ?? session.conversation.applicationUuid) : null;
  // A signed-in borrower is answered in their profile's language, as every other message to them.
  const language = owner ? await findLanguageByIdentity(deps.db, owner.identityUuid) : pageLanguage;
  const answer = await answerChatbotQuestion(deps, {
    identity: owner ? { identityUuid: owner.identityUuid } : null,
    applicationUuid,
    question: body.message.trim(),
    org,
    language,
  });
  const { reply, expiration } = await storeExchange(deps, session, body.message.trim(), answer);
  return {
    conversationId: session.conversation.uuid,
    expiration: expiration.toISOString(),
    loginTimestamp: session.conversation.createdAt.toISOString(),
    token,
    reply,
  };
}

/** The named session when the caller owns it, it is still the chatbot's and has not run out. */
async function continueSession(
  deps: ChatbotDeps,
  body: AskBody,
  orgCode: string,
  credentials: ChatbotCredentials,
): Promise<OwnedConversation | undefined> {
  const owned = await findOwnedConversation(deps, body.conversationId as string, credentials, {
    acceptEndedSecret: true,
  });
  if (owned.conversation.orgCode !== orgCode || (body.senderId && body.senderId !== owned.asker.uuid)) {
    throw new AppError('NOT_FOUND');
  }
  const live =
    owned.conversation.mode === 'chatbot' &&
    owned.conversation.state === 'ACTIVE' &&
    owned.conversation.sessionExpiresAt > deps.now();
  return live ? owned : undefined;
}

async function startSession(
  deps: ChatbotDeps,
  org: OrgConfig,
  owner: NonceOwner | null,
  body: AskBody,
): Promise<{ session: OwnedConversation; token: string | null }> {
  // The application is kept only when it is the borrower's own; the answer says nothing of another's.
  const ownApplication =
    owner && body.applicationId
      ? await findApplicationForOwner(deps.db, body.applicationId, owner.identityUuid)
      : undefined;
  const token = owner ? null : newOpaqueSecret();
  const expiresAt = new Date(deps.now().getTime() + CHATBOT_SESSION_MS);
  const session = await deps.db.transaction((tx) =>
    insertChatbotConversation(tx, deps.piiKey, {
      org,
      owner,
      applicationUuid: ownApplication ? ownApplication.uuid : null,
      tag: body.tag ?? null,
      token,
      expiresAt,
    }),
  );
  return { session, token };
}

/**
 * A new chatbot conversation and its asker: a signed-in borrower (the nonce's owner) or a visitor
 * who holds `token`. The chatbot answers it, so it waits for no agent until it is handed over.
 */
export async function insertChatbotConversation(
  tx: Db,
  piiKey: Buffer,
  input: {
    org: OrgConfig;
    owner: NonceOwner | null;
    applicationUuid: string | null;
    tag: string | null;
    token: string | null;
    expiresAt: Date;
  },
): Promise<OwnedConversation> {
  const { org, owner, token, expiresAt } = input;
  const conversation = await insertConversation(tx, {
    orgCode: org.companyInfo.orgCode,
    identityUuid: owner?.identityUuid ?? null,
    applicationUuid: input.applicationUuid,
    skill: chatSkill({ isCrypto: org.product.isCrypto, isMainBrand: org.brand === MAIN_BRAND }),
    mode: 'chatbot',
    state: 'ACTIVE',
    tag: input.tag,
    sessionExpiresAt: expiresAt,
  });
  const asker = await insertParticipant(tx, {
    conversationUuid: conversation.uuid,
    kind: owner ? 'BORROWER' : 'VISITOR',
    identityUuid: owner?.identityUuid ?? null,
    friendlyNameEncrypted: encryptPii(owner ? 'Borrower' : 'Visitor', piiKey),
    tokenHash: token ? hashSecret(token) : null,
    tokenExpiresAt: token ? expiresAt : null,
  });
  return { conversation, asker };
}

/** A session may ask a handful of questions a minute, on every instance together. */
async function countQuestion(deps: ChatbotDeps, conversationUuid: string): Promise<void> {
  const state = await deps.counters.increment(`chatbot:${conversationUuid}`, MINUTE, deps.now());
  if (state.count > CHATBOT_QUESTIONS_PER_MINUTE) {
    throw new AppError('RATE_LIMITED', [CHATBOT_HANDOVER_MESSAGES.tooManyQuestions]);
  }
}

async function storeExchange(
  deps: ChatbotDeps,
  { conversation, asker }: OwnedConversation,
  question: string,
  answer: ChatbotAnswer,
): Promise<{ reply: ChatbotReply; expiration: Date }> {
  const questionId = randomUUID();
  const expiration = new Date(deps.now().getTime() + CHATBOT_SESSION_MS);
  const createdAt = await deps.db.transaction(async (tx) => {
    const questionSeq = await takeNextSeq(tx, conversation.uuid);
    if (questionSeq === undefined) {
      throw new AppError('CONFLICT', [CHATBOT_HANDOVER_MESSAGES.sessionEnded]);
    }
    await insertMessage(tx, {
      conversationUuid: conversation.uuid,
      seq: questionSeq,
      authorKind: asker.kind,
      authorParticipantUuid: asker.uuid,
      clientMessageId: questionId,
      bodyEncrypted: encryptPii(question, deps.piiKey),
    });
    const answerSeq = (await takeNextSeq(tx, conversation.uuid)) as number;
    await insertMessage(tx, {
      conversationUuid: conversation.uuid,
      seq: answerSeq,
      authorKind: 'BOT',
      bodyEncrypted: encryptPii(answer.text, deps.piiKey),
    });
    const row = await insertChatbotReply(tx, {
      questionId,
      conversationUuid: conversation.uuid,
      questionSeq,
      answerSeq,
      kind: answer.kind,
      sourceType: answer.source?.type ?? null,
      sourceId: answer.source?.type === 'HELP_ENTRY' ? answer.source.id : null,
      sourceTitle: answer.source?.title ?? null,
      confidence: answer.confidence,
      offerPerson: answer.offerPerson,
    });
    await extendChatbotSession(tx, conversation.uuid, expiration);
    if (asker.tokenHash) {
      await updateAsker(tx, asker.uuid, { tokenExpiresAt: expiration });
    }
    return row.createdAt;
  });
  return {
    reply: {
      questionId,
      questionStr: question,
      responseStr: answer.text,
      createdDt: createdAt.toISOString(),
      conversationId: conversation.uuid,
      kind: answer.kind,
      source: answer.source,
      offerPerson: answer.offerPerson,
    },
    expiration,
  };
}

/** A stored reply as the widget shows it: the question, the answer and the answer's source. */
export function toChatbotReply(row: ChatbotReplyRow, question: string, response: string): ChatbotReply {
  return {
    questionId: row.questionId,
    questionStr: question,
    responseStr: response,
    createdDt: row.createdAt.toISOString(),
    conversationId: row.conversationUuid,
    kind: row.kind as ChatbotReply['kind'],
    source: readSource(row),
    offerPerson: row.offerPerson,
  };
}

export function readSource(row: ChatbotReplyRow): ChatbotReply['source'] {
  if (row.sourceType === 'APPLICATION') {
    // Cited in the language the reply was written in.
    const title =
      APPLICATION_SOURCE_TITLES.es === row.sourceTitle ? row.sourceTitle : APPLICATION_SOURCE_TITLES.en;
    return { type: 'APPLICATION', title };
  }
  if (row.sourceType === 'HELP_ENTRY' && row.sourceId && row.sourceTitle) {
    return { type: 'HELP_ENTRY', id: row.sourceId, title: row.sourceTitle };
  }
  return null;
}

/** Each reply with its question and answer text, decrypted. */
export async function readReplies(
  deps: Pick<ChatbotDeps, 'db' | 'piiKey'>,
  conversationUuid: string,
  rows: readonly ChatbotReplyRow[],
): Promise<ChatbotReply[]> {
  const bodies = await readMessageBodies(
    deps.db,
    conversationUuid,
    rows.flatMap((row) => [row.questionSeq, row.answerSeq]),
  );
  const text = (seq: number) => {
    const body = bodies.get(seq);
    return body ? decryptPii(body.bodyEncrypted, deps.piiKey) : '';
  };
  return rows.map((row) => toChatbotReply(row, text(row.questionSeq), text(row.answerSeq)));
}

/** API-081, CHT-032: the owner's last 20 exchanges, oldest first. */
export async function getChatbotHistory(
  deps: Pick<ChatbotDeps, 'db' | 'piiKey' | 'now'>,
  conversationId: string,
  credentials: ChatbotCredentials,
) {
  const { conversation } = await findOwnedConversation(deps, conversationId, credentials);
  const newest = await listNewestReplies(deps.db, conversation.uuid, CHAT_HISTORY_SIZE);
  return {
    conversationId: conversation.uuid,
    expiration: conversation.sessionExpiresAt.toISOString(),
    messages: await readReplies(deps, conversation.uuid, newest.reverse()),
  };
}
