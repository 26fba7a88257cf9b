import type { Language } from '../profile/language.ts';

/** The citation of an answer read from the borrower's own application, per language. */
export const APPLICATION_SOURCE_TITLES = {
  en: 'Your application',
  es: 'Su solicitud',
} as const satisfies Record<Language, string>;
export const APPLICATION_SOURCE_TITLE = APPLICATION_SOURCE_TITLES.en;
export type ApplicationSourceTitle = (typeof APPLICATION_SOURCE_TITLES)[Language];

/** Where an answer comes from, shown with it. */
export type AnswerSource =
  | { type: 'HELP_ENTRY'; id: string; title: string }
  | { type: 'APPLICATION'; title: ApplicationSourceTitle };

/** The widget's button, named in the bot's replies in the conversation's language. */
export const TALK_TO_A_PERSON_LABELS = {
  en: 'Talk to a person',
  es: 'Hablar con una persona',
} as const satisfies Record<Language, string>;
export const TALK_TO_A_PERSON = TALK_TO_A_PERSON_LABELS.en;

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
