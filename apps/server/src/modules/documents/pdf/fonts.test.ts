import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts, textWidth } from './fonts.ts';

describe('embedded document fonts', () => {
  it.each(['Ada Lovelace', 'Zoë Nguyễn-O’Brien, Łukasz Peña', 'office affine fjord', '$1,042.55 per month'])(
    'measure "%s" as pdf-lib lays it out, in every style',
    async (text) => {
      const fonts = await embedFonts(await PDFDocument.create(), ['regular', 'bold', 'italic']);
      for (const font of Object.values(fonts)) {
        expect(textWidth(font, text, 9.5)).toBeCloseTo(font.widthOfTextAtSize(text, 9.5), 6);
      }
    },
  );

  it('has a glyph in every style for each letter and mark Spanish text uses', async () => {
    const fonts = await embedFonts(await PDFDocument.create(), ['regular', 'bold', 'italic']);
    for (const font of Object.values(fonts)) {
      const covered = new Set(font.getCharacterSet());
      const missing = [...'áéíóúüñÁÉÍÓÚÜÑ¿¡«»'].filter((letter) => !covered.has(letter.codePointAt(0) ?? 0));
      expect(missing).toEqual([]);
    }
  });

  it('parses each font file once, however many documents embed it', async () => {
    const first = await embedFonts(await PDFDocument.create(), ['regular']);
    const second = await embedFonts(await PDFDocument.create(), ['regular']);
    expect(second.regular).not.toBe(first.regular);
    expect(second.regular.getCharacterSet()).toBe(first.regular.getCharacterSet());
  });
});
