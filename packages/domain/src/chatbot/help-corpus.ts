import { ACCOUNT } from './corpus/account.ts';
import { APPLYING } from './corpus/applying.ts';
import { CLOSING } from './corpus/closing.ts';
import { COSTS } from './corpus/costs.ts';
import { HELOC_BASICS } from './corpus/heloc-basics.ts';
import { VERIFICATION } from './corpus/verification.ts';
import type { HelpEntry } from './help-entry.ts';

/** Every lender's help content: the same answers, filled with each lender's own values when shown. */
export const HELP_CORPUS: readonly HelpEntry[] = [
  ...HELOC_BASICS,
  ...COSTS,
  ...APPLYING,
  ...VERIFICATION,
  ...CLOSING,
  ...ACCOUNT,
];
