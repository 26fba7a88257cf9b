/** Where an answer comes from, shown with it. */
export type AnswerSource =
  | { type: 'HELP_ENTRY'; id: string; title: string }
  | { type: 'APPLICATION'; title: typeof APPLICATION_SOURCE_TITLE };

export const APPLICATION_SOURCE_TITLE = 'Your application';
export const TALK_TO_A_PERSON = 'Talk to a person';

export const CHATBOT_ANSWER_KINDS = [
  'HELP',
  'UNSURE',
  'NO_ANSWER',
  'APPLICATION',
  'SIGN_IN',
  'NO_APPLICATION',
  'NOT_YOURS',
] as const;
export type ChatbotAnswerKind = (typeof CHATBOT_ANSWER_KINDS)[number];

/**
 * One chatbot reply. `kind` says how sure it is: HELP (a help entry answers), UNSURE (the closest
 * entry, said to be a guess), NO_ANSWER (nothing close), APPLICATION (the borrower's own data),
 * SIGN_IN / NO_APPLICATION / NOT_YOURS (an application question it cannot answer as asked).
 */
export interface ChatbotAnswer {
  kind: ChatbotAnswerKind;
  text: string;
  source: AnswerSource | null;
  /** 0…1; 1 for answers read from the application. */
  confidence: number;
  /** Whether the reply offers "Talk to a person". */
  offerPerson: boolean;
}
