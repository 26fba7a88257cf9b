import { foldPhrases } from './help-terms.ts';

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

/** The application question asked, or undefined for a general question. */
export function recogniseApplicationIntent(question: string): ApplicationIntent | undefined {
  const text = foldPhrases(question).replace(/\s+/g, ' ').replace(/[?!.]/g, ' ').trim();
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}
