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

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * fontkit that parses each font file once. pdf-lib asks fontkit to parse the bytes on every
 * embedding, and its parse copies the 700 kB file byte by byte and decodes the tables again: most
 * of a document's render time. The parsed font is only read from (each subset is its own object).
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

const fontkitFonts = new WeakMap<PDFFont, ReturnType<Fontkit['create']>>();

/**
 * The width of text at a size, as pdf-lib lays it out: the sum of the glyphs' advances (nothing is
 * shaped, see NO_SHAPING), read from the parsed font rather than through pdf-lib, which shapes the
 * text to measure it. Any other font is measured by pdf-lib.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  const parsed = fontkitFonts.get(font);
  if (!parsed) {
    return font.widthOfTextAtSize(text, size);
  }
  let units = 0;
  for (const glyph of parsed.glyphsForString(text)) {
    units += glyph.advanceWidth;
  }
  return (units * size) / parsed.unitsPerEm;
}

/** Embeds the named styles into the document, each subset to the glyphs the document draws. */
export async function embedFonts<const Style extends FontStyle>(
  doc: PDFDocument,
  styles: readonly Style[],
): Promise<Record<Style, PDFFont>> {
  doc.registerFontkit(sharedFontkit);
  const entries = await Promise.all(
    styles.map(async (style) => {
      const bytes = await readFont(style);
      const font = await doc.embedFont(bytes, { subset: true, features: NO_SHAPING });
      const parsed = parsedFonts.get(bytes);
      if (parsed) {
        fontkitFonts.set(font, parsed);
      }
      return [style, font] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Style, PDFFont>;
}
