import type { Language } from '../profile/language.ts';
import { type ChatbotAnswer, TALK_TO_A_PERSON_LABELS } from './chatbot-answer.ts';
import { CONFIDENT_ANSWER, type HelpIndex, NO_ANSWER } from './help-search.ts';
import { fillPlaceholders, type LenderValues } from './lender-values.ts';

/** The bot's own words around a help answer, per language. */
const PHRASES: Record<Language, { noAnswer: string; unsure: (title: string, answer: string) => string }> = {
  en: {
    noAnswer: `I'm sorry, I don't have a good answer to that. Choose "${TALK_TO_A_PERSON_LABELS.en}" and our team will help, or call us at {phone} (hours: {hours}).`,
    unsure: (title, answer) =>
      `I'm not sure I understood your question. The closest answer I have is "${title}": ${answer} If this doesn't help, choose "${TALK_TO_A_PERSON_LABELS.en}".`,
  },
  es: {
    noAnswer: `Lo siento, no tengo una buena respuesta para eso. Elija "${TALK_TO_A_PERSON_LABELS.es}" y nuestro equipo le ayudará, o llámenos al {phone} (horario: {hours}).`,
    unsure: (title, answer) =>
      `No estoy seguro de haber entendido su pregunta. La respuesta más cercana que tengo es "${title}": ${answer} Si esto no le ayuda, elija "${TALK_TO_A_PERSON_LABELS.es}".`,
  },
};

/**
 * The reply to a general question from the lender's help content, citing the entry it used, in the
 * language of `index`'s entries and `lender`'s values.
 */
export function composeHelpAnswer(
  index: HelpIndex,
  question: string,
  lender: LenderValues,
  language: Language = 'en',
): ChatbotAnswer {
  const phrases = PHRASES[language];
  const [best] = index.search(question, 1);
  if (!best || best.confidence < NO_ANSWER) {
    return {
      kind: 'NO_ANSWER',
      text: fillPlaceholders(phrases.noAnswer, lender),
      source: null,
      confidence: best?.confidence ?? 0,
      offerPerson: true,
    };
  }
  const title = fillPlaceholders(best.entry.title, lender);
  const answer = fillPlaceholders(best.entry.answer, lender);
  const source = { type: 'HELP_ENTRY', id: best.entry.id, title } as const;
  if (best.confidence < CONFIDENT_ANSWER) {
    return {
      kind: 'UNSURE',
      text: phrases.unsure(title, answer),
      source,
      confidence: best.confidence,
      offerPerson: true,
    };
  }
  return { kind: 'HELP', text: answer, source, confidence: best.confidence, offerPerson: false };
}
