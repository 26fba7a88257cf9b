import { recogniseApplicationIntent } from '@hearth/domain/chatbot/application-intent';
import type { ChatbotAnswer } from '@hearth/domain/chatbot/chatbot-answer';
import { composeHelpAnswer } from '@hearth/domain/chatbot/compose-help-answer';
import { HELP_CORPUS } from '@hearth/domain/chatbot/help-corpus';
import { buildHelpIndex, type HelpIndex } from '@hearth/domain/chatbot/help-search';
import { buildLenderValues } from '@hearth/domain/chatbot/lender-values';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { ApplicationReadDeps } from '../application/application.service.ts';
import { answerFromApplication, type ChatIdentity } from './chatbot-application.service.ts';

let helpIndex: HelpIndex | undefined;

/** Built on first use and shared: the corpus is the same for every lender until it is filled. */
function getHelpIndex(): HelpIndex {
  helpIndex ??= buildHelpIndex(HELP_CORPUS);
  return helpIndex;
}

export interface ChatbotQuestion {
  identity: ChatIdentity;
  /** The application the chat was opened from, if any. */
  applicationUuid: string | null;
  question: string;
  org: Pick<OrgConfig, 'companyInfo' | 'product' | 'pricing' | 'chatHours'>;
}

/**
 * One chatbot reply: a question about the borrower's own application is answered from it first;
 * anything else from the lender's help content.
 */
export async function answerChatbotQuestion(
  deps: ApplicationReadDeps,
  { identity, applicationUuid, question, org }: ChatbotQuestion,
): Promise<ChatbotAnswer> {
  const intent = recogniseApplicationIntent(question);
  if (intent) {
    return answerFromApplication(deps, identity, applicationUuid, intent);
  }
  return composeHelpAnswer(getHelpIndex(), question, buildLenderValues(org));
}
