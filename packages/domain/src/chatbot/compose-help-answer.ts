import { type ChatbotAnswer, TALK_TO_A_PERSON } from './chatbot-answer.ts';
import { CONFIDENT_ANSWER, type HelpIndex, NO_ANSWER } from './help-search.ts';
import { fillPlaceholders, type LenderValues } from './lender-values.ts';

/** The reply to a general question from the lender's help content, citing the entry it used. */
export function composeHelpAnswer(index: HelpIndex, question: string, lender: LenderValues): ChatbotAnswer {
  const [best] = index.search(question, 1);
  if (!best || best.confidence < NO_ANSWER) {
    return {
      kind: 'NO_ANSWER',
      text: fillPlaceholders(
        `I'm sorry, I don't have a good answer to that. Choose "${TALK_TO_A_PERSON}" and our team will help, or call us at {phone} (hours: {hours}).`,
        lender,
      ),
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
      text: `I'm not sure I understood your question. The closest answer I have is "${title}": ${answer} If this doesn't help, choose "${TALK_TO_A_PERSON}".`,
      source,
      confidence: best.confidence,
      offerPerson: true,
    };
  }
  return { kind: 'HELP', text: answer, source, confidence: best.confidence, offerPerson: false };
}
