import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Documents print names and addresses as the borrower typed them ("Nguyễn", "Łukasz", "O’Brien"),
 * so they embed DejaVu Sans Condensed (free Bitstream Vera licence, shipped in an npm package rather
 * than read from the machine's fonts) instead of the standard fonts, which only encode WinAnsi. It
 * covers Latin, Vietnamese, Greek and Cyrillic, is within a few percent of Helvetica's widths, and
 * subsets cleanly. Each document carries only the glyphs it uses: a few tens of kilobytes a file.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
  italic: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Oblique.ttf',
} as const;

export type FontStyle = keyof typeof FONT_FILES;

/**
 * Text is set glyph by glyph from composed (NFC) characters, as the standard fonts set it: pdf-lib
 * draws glyph advances only (no kerning or mark positioning), so the OpenType features would cost
 * a shaping pass on every measured word and change nothing on the page but "fi"-style ligatures.
 */
const NO_SHAPING = Object.fromEntries(
  ['ccmp', 'locl', 'rlig', 'rvrn', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map(
    (feature) => [feature, false],
  ),
);

const require = createRequire(import.meta.url);
const fontBytes = new Map<FontStyle, Promise<Uint8Array>>();

/** The font file, read once: every document embeds a subset of the same three files. */
export function readFont(style: FontStyle): Promise<Uint8Array> {
  let bytes = fontBytes.get(style);
  if (!bytes) {
    bytes = readFile(require.resolve(FONT_FILES[style])).then((buffer) => new Uint8Array(buffer));
    fontBytes.set(style, bytes);
  }
  return bytes;
}

/** Embeds the named styles into the document, each subset to the glyphs the document draws. */
export async function embedFonts<const Style extends FontStyle>(
  doc: PDFDocument,
  styles: readonly Style[],
): Promise<Record<Style, PDFFont>> {
  doc.registerFontkit(fontkit);
  const entries = await Promise.all(
    styles.map(
      async (style) =>
        [style, await doc.embedFont(await readFont(style), { subset: true, features: NO_SHAPING })] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Style, PDFFont>;
}
