import fontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
} from 'pdf-lib';
import { type FontStyle, readFont } from '../pdf/fonts.ts';

export interface EmbeddedFont {
  /** The PostScript name, without the suffix that tells one embedding from another. */
  name: string;
  /** The embedded (subset) font program. */
  file: Uint8Array;
  /** Glyph id in the embedded font → the text it stands for (from the ToUnicode map). */
  glyphs: Map<number, string>;
}

const hexText = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** Glyph ids and their text from a ToUnicode CMap's bfchar and bfrange entries (one glyph each). */
function parseToUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const [, from, to, text] of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
    if (from === to && from && text) {
      glyphs.set(Number.parseInt(from, 16), hexText(text));
    }
  }
  for (const block of cmap.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
    for (const [, id, text] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      if (id && text) {
        glyphs.set(Number.parseInt(id, 16), hexText(text));
      }
    }
  }
  return glyphs;
}

function rawStream(dict: PDFDict, key: string): PDFRawStream {
  const stream = dict.lookup(PDFName.of(key), PDFStream);
  if (!(stream instanceof PDFRawStream)) {
    throw new Error(`${key} is not a stored stream`);
  }
  return stream;
}

const streamText = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/**
 * Test support: the TrueType fonts a PDF embeds, so a test can check that each glyph drawn is the
 * font's own outline for its character (text can extract correctly from a subset whose outlines
 * are broken, and then prints blank).
 */
export async function embeddedFonts(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts: EmbeddedFont[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) {
      continue;
    }
    const descendant = object.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = rawStream(descriptor, 'FontFile2');
    const toUnicode = rawStream(object, 'ToUnicode');
    fonts.push({
      name: object.lookup(PDFName.of('BaseFont'), PDFName).decodeText().replace(/-\d+$/, ''),
      file: decodePDFRawStream(file).decode(),
      glyphs: parseToUnicode(streamText(toUnicode)),
    });
  }
  return fonts;
}

/**
 * The characters whose glyph in an embedded subset is not the outline the font file draws for
 * them, as "font: character" (empty when every glyph printed is the right one).
 */
export async function misdrawnGlyphs(bytes: Uint8Array): Promise<string[]> {
  const styles: FontStyle[] = ['regular', 'bold', 'italic'];
  const sources = new Map(
    await Promise.all(
      styles.map(async (style) => {
        const font = fontkit.create(await readFont(style));
        return [font.postscriptName, font] as const;
      }),
    ),
  );
  const misdrawn: string[] = [];
  for (const embedded of await embeddedFonts(bytes)) {
    const source = sources.get(embedded.name);
    if (!source) {
      misdrawn.push(`${embedded.name}: not one of the document fonts`);
      continue;
    }
    const subset = fontkit.create(embedded.file);
    const outline = (id: number) => {
      try {
        return subset.getGlyph(id).path.toSVG();
      } catch {
        return 'unreadable';
      }
    };
    for (const [id, text] of embedded.glyphs) {
      if (outline(id) !== source.glyphsForString(text)[0]?.path.toSVG()) {
        misdrawn.push(`${embedded.name}: ${text}`);
      }
    }
  }
  return misdrawn;
}
