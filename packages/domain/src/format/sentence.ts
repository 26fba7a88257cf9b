/**
 * A name that ends in an abbreviation ("Hearth Home Lending, Inc.") already carries the period
 * that ends a sentence; a second one ("Inc..") is a typo the borrower sees. An ellipsis stays.
 */
export function tidySentenceEnds(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** `text` as the end of a sentence: a period added unless it already ends in one ("Inc."). */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
