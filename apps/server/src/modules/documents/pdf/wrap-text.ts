import type { PDFFont } from 'pdf-lib';
import { textWidth } from './fonts.ts';

/** Splits one word that is wider than the line into pieces that fit. */
function splitLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const char of word) {
    const charWidth = textWidth(font, char, size);
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
  const spaceWidth = textWidth(font, ' ', size);
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const word of text.split(' ').filter((part) => part.length > 0)) {
    const wordWidth = textWidth(font, word, size);
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
    currentWidth = textWidth(font, current, size);
    lines.push(...pieces);
  }
  return [...lines, current];
}
