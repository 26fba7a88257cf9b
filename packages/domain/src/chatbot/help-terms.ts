/** How one language's text becomes search terms; the corpus and the question share it. */
export interface HelpTerms {
  tokenize(text: string): string[];
  expandWord(word: string): string[];
}

/**
 * How English help text and borrowers' questions become search terms: phrases folded into one word, filler
 * words dropped, light suffix stemming, and each word also indexed under its synonym group's name,
 * so "cooling off", "rescind" and "cancel" meet. The same pipeline runs on the corpus and the query.
 */

/** Multi-word expressions, longest first, read as one word. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bright (of|to) (rescission|rescind|cancel)\b/g, 'rescind'],
  [/\bcooling[- ]off\b/g, 'rescind'],
  [/\bchange (my|your) mind\b/g, 'rescind'],
  [/\bpay (it |this |everything |the line )?(all )?(off|back) early\b/g, 'prepay'],
  [/\b(pay|paid|paying) (it |them |this )?off\b/g, 'payoff'],
  [/\b(home|house|property)('?s)? (value|worth)\b/g, 'valuation'],
  [/\bhow much is my (home|house) worth\b/g, 'valuation'],
  [/\be[- ]?closing\b/g, 'notary'],
  [/\bloan officer\b/g, 'broker'],
  [/\bsocial security\b/g, 'ssn'],
  [/\bdriver'?s'? licen[cs]e\b/g, 'id'],
  [/\bgreen card\b/g, 'id'],
  [/\b(log|sign)[- ]?(in|on)\b/g, 'login'],
  [/\bco[- ](owner|signer|deeder|borrower)s?\b/g, 'coowner'],
  [/\bauto[- ]pay\b/g, 'autopay'],
  [/\bpay ?stubs?\b/g, 'paystub'],
  [/\be[- ]mail\b/g, 'email'],
  [/\bturned down\b/g, 'decline'],
  [/\bloan[- ]to[- ]value\b/g, 'ltv'],
  [/\bclosing costs?\b/g, 'cost'],
  [/\bafter (closing|signing|i sign|i've signed|the notary)\b/g, 'afterclosing'],
  [/\bhow (long|soon|quickly|fast)\b/g, 'duration'],
  [/\bhow many (business )?days\b/g, 'duration'],
  [/\bapplication fee\b/g, 'applicationfee'],
];

/** Synonym groups; the first word names the group and is indexed beside each member. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['rescind', 'rescission', 'recission', 'rescinding', 'cancel', 'cancellation', 'cancelling', 'canceling'],
  ['notary', 'notarize', 'notarise', 'notarized', 'notarised', 'signing', 'closing', 'enotary'],
  ['valuation', 'appraisal', 'appraise', 'appraiser', 'avm', 'worth'],
  ['payoff', 'payoffs', 'consolidate', 'consolidation', 'consolidating'],
  ['fund', 'funding', 'funded', 'funds', 'disburse', 'disbursement', 'disbursed'],
  ['rate', 'rates', 'apr', 'interest'],
  ['fee', 'fees', 'cost', 'costs', 'charge', 'charges'],
  ['home', 'house', 'property', 'residence'],
  ['id', 'identification', 'passport', 'license'],
  ['decline', 'declined', 'denied', 'deny', 'denial', 'rejected', 'reject'],
  ['paystub', 'paycheck', 'payslip', 'w2'],
  ['coowner', 'spouse', 'husband', 'wife', 'cosigner', 'codeeder'],
  ['insurance', 'insured', 'insure', 'homeowners'],
  ['person', 'human', 'agent', 'representative', 'rep', 'someone', 'somebody'],
  ['freeze', 'frozen', 'locked', 'lock'],
  ['document', 'documents', 'docs', 'paperwork'],
  ['cltv', 'ltv'],
  ['heloc', 'helco', 'heloic', 'helocs'],
  ['prepay', 'prepayment'],
  ['hour', 'hours', 'open'],
  ['login', 'password'],
  ['contact', 'phone', 'call', 'telephone', 'reach'],
];

const SYNONYMS = new Map<string, string>(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group[0] as string] as const)),
);

/** Words that carry no topic in a borrower's question. */
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can could did do does ' +
    'doing dont for from get gets getting got had has have hello hey hi how i if im in into is it its ive ' +
    'just know let like me mine more much my need needs no not of ok okay on or our out please s should so ' +
    'some still t take takes tell than thank thanks that the their them then there these they this those to ' +
    'um up us use using want was we were what whats when where which who why will with would yet you your ' +
    'wondering wonder figure question many against happen happens keep keeps again anything something everything nothing couldn didn don doesn isn wasn won wouldn haven aren cant shouldn curious explain understand help mean means work works'
  ).split(' '),
);

export function foldPhrases(text: string): string {
  return PHRASES.reduce(
    (folded, [pattern, word]) => folded.replace(pattern, ` ${word} `),
    text.toLowerCase().replace(/[’‘]/g, "'"),
  );
}

/** The words of a text, after folding phrases (lower case, letters and digits). */
export function tokenize(text: string): string[] {
  return foldPhrases(text)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** A light suffix stemmer: enough to make "funded", "funding" and "funds" one word. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) {
    return `${word.slice(0, -3)}y`;
  }
  if (word.length > 5 && word.endsWith('ing')) {
    return word.slice(0, -3);
  }
  if (word.length > 4 && word.endsWith('ed')) {
    return word.slice(0, -2);
  }
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) {
    return word.slice(0, -1);
  }
  return word;
}

/** The search terms of one word: its stem and its synonym group's name; none for a stop word. */
export function expandWord(word: string): string[] {
  if (isStopWord(word)) {
    return [];
  }
  const stemmed = stem(word);
  const group = SYNONYMS.get(word) ?? SYNONYMS.get(stemmed);
  return group && group !== stemmed ? [stemmed, group] : [stemmed];
}

export const ENGLISH_HELP_TERMS: HelpTerms = { tokenize, expandWord };
