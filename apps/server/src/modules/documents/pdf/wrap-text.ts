import type { PDFFont } from 'pdf-lib';

/** Splits one word that is wider than the line into pieces that fit. */
function splitLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && font.widthOfTextAtSize(current + char, size) > maxWidth) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  return current ? [...pieces, current] : pieces;
}

/** Greedy word wrap of already WinAnsi-safe text; always at least one (possibly empty) line. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((part) => part.length > 0)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
    }
    const pieces = splitLongWord(word, font, size, maxWidth);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  return [...lines, current];
}
