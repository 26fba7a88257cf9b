import { recogniseApplicationIntent } from '@hearth/domain/chatbot/application-intent';
import type { ChatbotAnswer } from '@hearth/domain/chatbot/chatbot-answer';
import { composeHelpAnswer } from '@hearth/domain/chatbot/compose-help-answer';
import { HELP_CONTENT } from '@hearth/domain/chatbot/help-corpus';
import { buildHelpIndex, type HelpIndex } from '@hearth/domain/chatbot/help-search';
import { buildLenderValues } from '@hearth/domain/chatbot/lender-values';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { Language } from '@hearth/domain/profile/language';
import type { ApplicationReadDeps } from '../application/application.service.ts';
import { answerFromApplication, type ChatIdentity } from './chatbot-application.service.ts';

const helpIndexes = new Map<Language, HelpIndex>();

/** Built on first use per language and shared: the corpus is the same for every lender until it is filled. */
function getHelpIndex(language: Language): HelpIndex {
  let index = helpIndexes.get(language);
  if (!index) {
    const { entries, terms } = HELP_CONTENT[language];
    index = buildHelpIndex(entries, terms);
    helpIndexes.set(language, index);
  }
  return index;
}

export interface ChatbotQuestion {
  identity: ChatIdentity;
  /** The application the chat was opened from, if any. */
  applicationUuid: string | null;
  question: string;
  org: Pick<OrgConfig, 'companyInfo' | 'product' | 'pricing' | 'chatHours'>;
  /** The conversation's language: the reply, its citations and its fixed phrases are written in it. */
  language: Language;
}

/**
 * One chatbot reply: a question about the borrower's own application is answered from it first;
 * anything else from the lender's help content in the conversation's language.
 */
export async function answerChatbotQuestion(
  deps: ApplicationReadDeps,
  { identity, applicationUuid, question, org, language }: ChatbotQuestion,
): Promise<ChatbotAnswer> {
  const intent = recogniseApplicationIntent(question);
  if (intent) {
    return answerFromApplication(deps, identity, applicationUuid, intent, language);
  }
  return composeHelpAnswer(getHelpIndex(language), question, buildLenderValues(org, language), language);
}
