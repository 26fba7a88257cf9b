import type { PDFFont } from 'pdf-lib';

/**
 * Text as drawn on one line of a page: the embedded font prints any letter it has, so names keep
 * their accents. Line breaks and tabs become spaces (the layout wraps), controls and zero-width
 * marks are dropped, and a character the font has no glyph for (an emoji, a script the font does
 * not cover) prints as its unaccented letter when the font has that, or "?" — never as an empty box.
 */
const WHITESPACE_CONTROLS = /[\t\n\r\v\f\u2028\u2029]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** C0/C1 controls and zero-width marks. */
function isInvisible(codePoint: number): boolean {
  return (
    codePoint < 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    codePoint === 0x2060 ||
    codePoint === 0xfeff
  );
}

/** The font's code points as a set, once per font file (pdf-lib hands out fontkit's cached array). */
const characterSets = new WeakMap<readonly number[], ReadonlySet<number>>();

function hasGlyph(font: PDFFont, char: string): boolean {
  const codePoints = font.getCharacterSet();
  let characters = characterSets.get(codePoints);
  if (!characters) {
    characters = new Set(codePoints);
    characterSets.set(codePoints, characters);
  }
  return characters.has(char.codePointAt(0) ?? 0);
}

function printableChar(font: PDFFont, char: string): string {
  if (hasGlyph(font, char)) {
    return char;
  }
  const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (base.length > 0 && Array.from(base).every((part) => hasGlyph(font, part))) {
    return base;
  }
  return '?';
}

export function printableText(text: string, font: PDFFont): string {
  // Composed form: "ễ" typed as "e" plus two combining marks prints as the one glyph the font has.
  return Array.from(text.normalize('NFC').replace(WHITESPACE_CONTROLS, ' '))
    .filter((char) => !isInvisible(char.codePointAt(0) ?? 0))
    .map((char) => printableChar(font, char))
    .join('');
}
