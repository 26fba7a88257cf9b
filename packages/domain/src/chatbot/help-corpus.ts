import type { Language } from '../profile/language.ts';
import { ACCOUNT } from './corpus/account.ts';
import { APPLYING } from './corpus/applying.ts';
import { CLOSING } from './corpus/closing.ts';
import { COSTS } from './corpus/costs.ts';
import { HELOC_BASICS } from './corpus/heloc-basics.ts';
import { VERIFICATION } from './corpus/verification.ts';
import { ACCOUNT_ES } from './corpus-es/account.ts';
import { APPLYING_ES } from './corpus-es/applying.ts';
import { CLOSING_ES } from './corpus-es/closing.ts';
import { COSTS_ES } from './corpus-es/costs.ts';
import { HELOC_BASICS_ES } from './corpus-es/heloc-basics.ts';
import { VERIFICATION_ES } from './corpus-es/verification.ts';
import type { HelpEntry } from './help-entry.ts';
import { ENGLISH_HELP_TERMS, type HelpTerms } from './help-terms.ts';
import { SPANISH_HELP_TERMS } from './help-terms-es.ts';

/** Every lender's help content: the same answers, filled with each lender's own values when shown. */
export const HELP_CORPUS: readonly HelpEntry[] = [
  ...HELOC_BASICS,
  ...COSTS,
  ...APPLYING,
  ...VERIFICATION,
  ...CLOSING,
  ...ACCOUNT,
];

/** The same entries, ids and placeholders in Spanish, for a conversation held in Spanish. */
export const HELP_CORPUS_ES: readonly HelpEntry[] = [
  ...HELOC_BASICS_ES,
  ...COSTS_ES,
  ...APPLYING_ES,
  ...VERIFICATION_ES,
  ...CLOSING_ES,
  ...ACCOUNT_ES,
];

/** Each language's help content and the way its words become search terms. */
export const HELP_CONTENT: Readonly<Record<Language, { entries: readonly HelpEntry[]; terms: HelpTerms }>> = {
  en: { entries: HELP_CORPUS, terms: ENGLISH_HELP_TERMS },
  es: { entries: HELP_CORPUS_ES, terms: SPANISH_HELP_TERMS },
};
