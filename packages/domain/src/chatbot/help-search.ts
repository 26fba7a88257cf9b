import MiniSearch from 'minisearch';
import type { HelpEntry } from './help-entry.ts';
import { ENGLISH_HELP_TERMS, type HelpTerms } from './help-terms.ts';

/** At or above: the top entry answers. Below: the answer says it may not fit and offers a person. */
export const CONFIDENT_ANSWER = 0.55;
/** Below: nothing is close enough to show; only a person is offered. */
export const NO_ANSWER = 0.25;

export interface HelpMatch {
  entry: HelpEntry;
  /** 0…1: the share of the question's weight (rarer words weigh more) that the entry matched. */
  confidence: number;
  /** MiniSearch's BM25 score, for ordering and diagnostics only. */
  score: number;
}

export interface HelpIndex {
  search(question: string, limit?: number): HelpMatch[];
}

/** BM25's best few are reordered by score × confidence: a runner-up that matches the whole question wins. */
const RERANKED = 5;

const PLACEHOLDER = /\{[a-zA-Z]+\}/g;

function fieldText(entry: HelpEntry, field: string): string {
  switch (field) {
    case 'title':
      return entry.title.replace(PLACEHOLDER, ' ');
    case 'phrasings':
      return entry.phrasings.join(' \n ');
    case 'keywords':
      return entry.keywords.join(' \n ');
    case 'answer':
      return entry.answer.replace(PLACEHOLDER, ' ');
    default:
      return '';
  }
}

const FIELDS = ['title', 'phrasings', 'keywords', 'answer'];

/** How many entries hold each term: the rarer a question word, the more its match counts. */
function countDocumentFrequency(
  entries: readonly HelpEntry[],
  { tokenize, expandWord }: HelpTerms,
): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const entry of entries) {
    const terms = new Set(FIELDS.flatMap((field) => tokenize(fieldText(entry, field)).flatMap(expandWord)));
    for (const term of terms) {
      frequency.set(term, (frequency.get(term) ?? 0) + 1);
    }
  }
  return frequency;
}

/**
 * BM25 ranking (MiniSearch) over title, phrasings, keywords and answer, with prefix search and typo
 * tolerance on longer words. The confidence is computed apart from the score, which has no fixed
 * scale: each content word of the question weighs its inverse document frequency (a word the
 * corpus never uses weighs most), and the confidence is the matched share of that weight.
 */
export function buildHelpIndex(
  entries: readonly HelpEntry[],
  terms: HelpTerms = ENGLISH_HELP_TERMS,
): HelpIndex {
  const { tokenize, expandWord } = terms;
  const processTerm = (term: string): string[] | null => {
    const expanded = expandWord(term);
    return expanded.length > 0 ? expanded : null;
  };
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const search = new MiniSearch<HelpEntry>({
    fields: FIELDS,
    storeFields: ['id'],
    extractField: (entry, field) => (field === 'id' ? entry.id : fieldText(entry, field)),
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3, phrasings: 2.5, keywords: 2, answer: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 8 ? 0.25 : term.length >= 5 ? 0.2 : false),
      maxFuzzy: 3,
    },
  });
  search.addAll([...entries]);
  const frequency = countDocumentFrequency(entries, terms);
  const total = entries.length;
  const weightOf = (forms: readonly string[]) => {
    const seen = Math.max(0, ...forms.map((form) => frequency.get(form) ?? 0));
    return Math.log(1 + total / (1 + seen));
  };

  return {
    search(question, limit = 3) {
      const words = [...new Set(tokenize(question))]
        .map((word) => expandWord(word))
        .filter((forms) => forms.length > 0);
      if (words.length === 0) {
        return [];
      }
      const totalWeight = words.reduce((sum, forms) => sum + weightOf(forms), 0);
      return search
        .search(question)
        .slice(0, RERANKED)
        .flatMap((result) => {
          const entry = byId.get(String(result.id));
          if (!entry) {
            return [];
          }
          const matched = words.reduce((sum, forms) => sum + weightOf(forms) * matchShare(forms, result), 0);
          return [{ entry, score: result.score, confidence: round(matched / totalWeight) }];
        })
        .sort((a, b) => b.score * b.confidence - a.score * a.confidence)
        .slice(0, limit);
    },
  };
}

/** A word the entry holds counts fully; one reached only by prefix or typo tolerance counts less. */
const INEXACT_MATCH_SHARE = 0.7;

function matchShare(forms: readonly string[], result: { terms: string[]; queryTerms: string[] }): number {
  if (forms.some((form) => result.terms.includes(form))) {
    return 1;
  }
  return forms.some((form) => result.queryTerms.includes(form)) ? INEXACT_MATCH_SHARE : 0;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
