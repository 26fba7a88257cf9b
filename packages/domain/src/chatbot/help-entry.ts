/**
 * One answer of a lender's help content. `answer` holds `{placeholder}`s (see lender-values.ts) that
 * are filled with the lender's own name, contacts, hours and pricing before it is shown.
 */
export interface HelpEntry {
  /** Stable id, cited with the answer and stored with feedback. */
  id: string;
  title: string;
  /** Other ways borrowers ask it, in their words. */
  phrasings: readonly string[];
  keywords: readonly string[];
  answer: string;
}
