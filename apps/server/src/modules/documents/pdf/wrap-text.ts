import type { PDFFont } from 'pdf-lib';

/**
 * Widths at size 1, per font: measuring text shapes it through fontkit, and the same words recur
 * on every line of every document.
 */
const unitWidths = new WeakMap<PDFFont, Map<string, number>>();

function widthOf(text: string, font: PDFFont, size: number): number {
  let widths = unitWidths.get(font);
  if (!widths) {
    widths = new Map();
    unitWidths.set(font, widths);
  }
  let width = widths.get(text);
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1);
    widths.set(text, width);
  }
  return width * size;
}

/** Splits one word that is wider than the line into pieces that fit. */
function splitLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const char of word) {
    const charWidth = widthOf(char, font, size);
    if (current && currentWidth + charWidth > maxWidth) {
      pieces.push(current);
      current = char;
      currentWidth = charWidth;
    } else {
      current += char;
      currentWidth += charWidth;
    }
  }
  return current ? [...pieces, current] : pieces;
}

/**
 * Greedy word wrap of printable text (see printable-text.ts); always at least one (possibly empty)
 * line. A line's width is the sum of its words' and spaces' widths (the embedded font is set
 * glyph by glyph, without kerning), so each word is measured once rather than each growing line.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const spaceWidth = widthOf(' ', font, size);
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const word of text.split(' ').filter((part) => part.length > 0)) {
    const wordWidth = widthOf(word, font, size);
    const candidateWidth = current ? currentWidth + spaceWidth + wordWidth : wordWidth;
    if (candidateWidth <= maxWidth) {
      current = current ? `${current} ${word}` : word;
      currentWidth = candidateWidth;
      continue;
    }
    if (current) {
      lines.push(current);
    }
    const pieces = splitLongWord(word, font, size, maxWidth);
    current = pieces.pop() ?? '';
    currentWidth = widthOf(current, font, size);
    lines.push(...pieces);
  }
  return [...lines, current];
}
