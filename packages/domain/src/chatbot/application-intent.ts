import { foldPhrases } from './help-terms.ts';
import { foldAccents } from './help-terms-es.ts';

/** Questions about the borrower's own application, answered from it rather than the help content. */
export const APPLICATION_INTENTS = ['NEXT_STEP', 'FUNDING', 'DOCUMENTS', 'RATE'] as const;
export type ApplicationIntent = (typeof APPLICATION_INTENTS)[number];

const ME = '(?:i|me|my|mine|we|us|our)';

/**
 * Patterns over the question in lower case. Each asks about "me" or "my", so a general question
 * ("how long does funding take?") still goes to the help content.
 */
const PATTERNS: readonly [ApplicationIntent, RegExp][] = [
  ['NEXT_STEP', /\bnext (step|steps|thing)\b/],
  ['NEXT_STEP', /\bwhat(?:'s| is| do i do)? next\b/],
  [
    'NEXT_STEP',
    new RegExp(String.raw`\bwhere (?:am i|are we|is ${ME} application|does ${ME} application stand)\b`),
  ],
  ['NEXT_STEP', /\b(status of|where is) my (application|loan|heloc)\b/],
  ['NEXT_STEP', /\bmy (application|loan|heloc)('s)? status\b/],
  ['NEXT_STEP', /\bwhat (do|should) i (need to )?do now\b/],
  [
    'FUNDING',
    new RegExp(
      String.raw`\bwhen (?:will|do|can|would|am) ${ME}\b.*\b(fund|funded|funds|money|cash|draw|deposit)`,
    ),
  ],
  [
    'FUNDING',
    new RegExp(
      String.raw`\bwhen (?:will|does|is) ${ME} (?:line|loan|heloc|money|funds?|draw|deposit)\b.*\b(fund|funded|arrive|come|sent|deposited|ready)`,
    ),
  ],
  ['FUNDING', /\bmy (funding|disbursement) date\b/],
  ['FUNDING', /\bhow long until i (get|receive|am funded|'m funded)\b/],
  [
    'DOCUMENTS',
    /\b(documents?|docs|paperwork|conditions?|requests?|items?)\b.*\b(you|still|outstanding|missing|left|open|pending)\b.*\b(need|needed|require|required|want|open|missing|outstanding)\b/,
  ],
  ['DOCUMENTS', /\bwhat (else )?(do|does) (you|the lender|underwriting) (still )?need\b/],
  ['DOCUMENTS', /\b(my|any) (open|outstanding|pending) (requests?|conditions?|documents?|items?)\b/],
  [
    'DOCUMENTS',
    /\bwhat (documents?|docs|paperwork) (do i|should i|must i) (still )?(need to )?(send|upload|provide|give)\b/,
  ],
  ['RATE', new RegExp(String.raw`\b${ME} (?:interest )?(?:rate|apr)\b`)],
  ['RATE', /\b(rate|apr) (did|do|will) i (get|have|pay)\b/],
  ['RATE', /\bwhat (rate|apr|interest rate) (am i|was i|have i been) (getting|paying|offered|given)\b/],
];

/**
 * The same questions in Spanish, over the question in lower case without accents ("¿cuál es mi
 * próximo paso?" → "cual es mi proximo paso"). Each names "mi", "me" or "mis" too.
 */
const SPANISH_PATTERNS: readonly [ApplicationIntent, RegExp][] = [
  ['NEXT_STEP', /\bmi (proximo|siguiente) paso\b/],
  ['NEXT_STEP', /\b(proximo|siguiente) paso (de|en) mi (solicitud|prestamo|heloc|linea)\b/],
  ['NEXT_STEP', /\bque (me )?(sigue|toca|falta)( ahora)?$/],
  ['NEXT_STEP', /\bque (tengo|debo) (que )?hacer ahora\b/],
  ['NEXT_STEP', /\b(como va|estado de|en que (etapa|paso) (esta|va)) mi (solicitud|prestamo|heloc|linea)\b/],
  ['NEXT_STEP', /\ben que (etapa|paso) (estoy|voy|estamos|vamos)\b/],
  ['NEXT_STEP', /\bdonde (esta|va) mi (solicitud|prestamo|heloc)\b/],
  [
    'FUNDING',
    /\bcuando (recibire|recibo|voy a recibir|me (depositan|depositaran|envian|enviaran|van a (depositar|enviar|mandar)|llega|llegara|llegan|llegaran))\b.*\b(dinero|fondos?|retiro|deposito|efectivo)\b/,
  ],
  ['FUNDING', /\bcuando (se )?(financia|financiara|financiaran|van a financiar) mi (linea|prestamo|heloc)\b/],
  [
    'FUNDING',
    /\bcuando (llega|llegara|llegan|llegaran|estara listo|estaran listos) (mi|mis) (dinero|fondos?|deposito|retiro)\b/,
  ],
  ['FUNDING', /\bmi fecha de (financiamiento|desembolso)\b/],
  [
    'DOCUMENTS',
    /\bque (otros )?(documentos?|papeles|pedidos?)\b.*\b(necesitan|faltan|falta|piden|(debo|tengo que) (enviar|subir|mandar|entregar))\b/,
  ],
  ['DOCUMENTS', /\b(mis|tengo) (pedidos|documentos|solicitudes) (pendientes|abiertos|abiertas)\b/],
  ['DOCUMENTS', /\bque mas (me )?(necesitan|piden|falta)\b/],
  ['RATE', /\bmi (tasa|apr)\b/],
  ['RATE', /\bque (tasa|apr|tasa de interes) (tengo|me dieron|me toco|obtuve|voy a pagar|estoy pagando)\b/],
];

function normalise(text: string): string {
  return text
    .replace(/[¿¡?!.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The application question asked, in English or Spanish, or undefined for a general question. */
export function recogniseApplicationIntent(question: string): ApplicationIntent | undefined {
  const english = normalise(foldPhrases(question));
  const spanish = normalise(foldAccents(question));
  return (
    PATTERNS.find(([, pattern]) => pattern.test(english))?.[0] ??
    SPANISH_PATTERNS.find(([, pattern]) => pattern.test(spanish))?.[0]
  );
}
