import type { OpsChatbotFeedbackPage, OpsChatbotFeedbackQuery } from '@hearth/domain/api/chatbot-api';
import {
  CHATBOT_FEEDBACK_REASONS,
  type ChatbotFeedbackReason,
  type ChatReplyFeedback,
  readFeedbackMessage,
} from '@hearth/domain/chatbot/chatbot-feedback';
import { CHATBOT_HANDOVER_MESSAGES } from '@hearth/domain/chatbot/chatbot-handover';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { findChatbotReply, listChatbotFeedback, upsertChatbotFeedback } from './chatbot.repository.ts';
import { type ChatbotAccessDeps, findOwnedConversation } from './chatbot-access.service.ts';
import { readReplies } from './chatbot-conversation.service.ts';

interface FeedbackDeps extends ChatbotAccessDeps {
  piiKey: Buffer;
}

/**
 * API-083, CHT-017: the asker's thumbs up or down on one of the replies they were sent. The
 * conversation must be theirs (nonce or visitor secret), the question one of its replies and
 * `responseToCustomer` that reply's text. A thumbs-down keeps the dialog's reason (CHT-041) and the
 * extra words, encrypted; rating again replaces the earlier rating.
 */
export async function setChatReplyFeedback(
  deps: FeedbackDeps,
  body: ChatReplyFeedback,
  visitorToken: string | undefined,
): Promise<void> {
  if (body.senderType !== 'applicant') {
    throw new AppError('FORBIDDEN', [CHATBOT_HANDOVER_MESSAGES.applicantOnly]);
  }
  const { conversation } = await findOwnedConversation(deps, body.conversationId, {
    nonce: body.nonce,
    token: visitorToken,
  });
  const reply = /^[0-9a-f-]{36}$/i.test(body.questionId)
    ? await findChatbotReply(deps.db, conversation.uuid, body.questionId)
    : undefined;
  if (!reply) {
    throw new AppError('NOT_FOUND');
  }
  const [sent] = await readReplies(deps, conversation.uuid, [reply]);
  if (sent?.responseStr !== body.responseToCustomer) {
    throw new AppError('VALIDATION', [CHATBOT_HANDOVER_MESSAGES.notYourReply]);
  }
  const answer = body.rating === 'THUMBS_DOWN' ? readFeedbackMessage(body.feedbackMessage ?? '') : undefined;
  await upsertChatbotFeedback(deps.db, {
    questionId: reply.questionId,
    conversationUuid: conversation.uuid,
    orgCode: conversation.orgCode,
    rating: body.rating,
    reason: answer?.reason ?? null,
    detailsEncrypted: answer?.details ? encryptPii(answer.details, deps.piiKey) : null,
    senderEmailEncrypted: body.senderEmail ? encryptPii(body.senderEmail, deps.piiKey) : null,
    senderType: body.senderType,
  });
}

const isReason = (value: string | null): value is ChatbotFeedbackReason =>
  (CHATBOT_FEEDBACK_REASONS as readonly (string | null)[]).includes(value);

/**
 * Staff read the chatbot's feedback of the lenders they work for, newest first, each with the
 * question and the reply it rates; the reading is audited.
 */
export async function listOpsChatbotFeedback(
  deps: { db: Db; piiKey: Buffer },
  staff: { uuid: string; orgCodes: readonly string[] },
  query: OpsChatbotFeedbackQuery,
): Promise<OpsChatbotFeedbackPage> {
  const { rows, total } = await listChatbotFeedback(deps.db, {
    orgCodes: visibleLenders(staff.orgCodes, query.org),
    rating: query.rating,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const items = await Promise.all(
    rows.map(async ({ feedback, reply }) => {
      const [exchange] = await readReplies(deps, reply.conversationUuid, [reply]);
      return {
        uuid: feedback.uuid,
        orgCode: feedback.orgCode,
        conversationId: feedback.conversationUuid,
        questionId: feedback.questionId,
        question: exchange?.questionStr ?? '',
        response: exchange?.responseStr ?? '',
        source: exchange?.source ?? null,
        rating: feedback.rating === 'THUMBS_DOWN' ? ('THUMBS_DOWN' as const) : ('THUMBS_UP' as const),
        reason: isReason(feedback.reason) ? feedback.reason : null,
        details: feedback.detailsEncrypted ? decryptPii(feedback.detailsEncrypted, deps.piiKey) : null,
        createdAt: feedback.createdAt.toISOString(),
      };
    }),
  );
  await appendAudit(deps.db, {
    action: 'ops.chatbot-feedback-read',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: null,
    payload: { count: rows.length },
  });
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** The lenders a list may show: the one asked for, within those the staff user works for (none = all). */
function visibleLenders(
  worksFor: readonly string[],
  asked: string | undefined,
): readonly string[] | undefined {
  if (asked === undefined) {
    return worksFor.length === 0 ? undefined : worksFor;
  }
  return worksFor.length === 0 || worksFor.includes(asked) ? [asked] : [];
}
