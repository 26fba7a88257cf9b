import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedFonts } from './fonts.ts';
import { printableText } from './printable-text.ts';

describe('printableText: what the embedded font draws of any input', () => {
  let fonts: Awaited<ReturnType<typeof embedFonts<'regular' | 'bold' | 'italic'>>>;
  beforeAll(async () => {
    fonts = await embedFonts(await PDFDocument.create(), ['regular', 'bold', 'italic']);
  });

  it.each([
    ['plain ASCII is kept', 'Ada Lovelace #42', 'Ada Lovelace #42'],
    ['names keep their letters', 'Nguyễn Peña Zoë Łukasz O’Brien', 'Nguyễn Peña Zoë Łukasz O’Brien'],
    [
      'Vietnamese, Polish, Czech, Turkish',
      'Đặng Thị Hương Łódź Dvořák Çağrı',
      'Đặng Thị Hương Łódź Dvořák Çağrı',
    ],
    ['Greek and Cyrillic', 'Ελένη Иван', 'Ελένη Иван'],
    ['typographic punctuation', '“quoted” – dash… €5 • ok', '“quoted” – dash… €5 • ok'],
    ['letters typed as base plus marks are composed', 'Nguye\u0302\u0303n', 'Nguyễn'],
    ['line breaks and tabs become spaces', 'line1\nline2\tend\r\n', 'line1 line2 end  '],
    ['controls and zero-width marks are dropped', 'a\u0000b\u0007c\u200bd\ufeff', 'abcd'],
    ['scripts the font lacks become "?"', '王小明', '???'],
    ['emoji become "?"', 'ok 👍', 'ok ?'],
  ])('%s', (_case, input, expected) => {
    expect(printableText(input, fonts.regular)).toBe(expected);
  });

  it('only ever hands a font characters it has a glyph for (every code point up to U+FFFF)', () => {
    for (const font of [fonts.regular, fonts.bold, fonts.italic]) {
      const glyphs = new Set(font.getCharacterSet());
      const missing: string[] = [];
      for (let codePoint = 0; codePoint <= 0xffff; codePoint += 1) {
        if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
          continue;
        }
        for (const char of printableText(String.fromCodePoint(codePoint), font)) {
          if (!glyphs.has(char.codePointAt(0) ?? 0)) {
            missing.push(codePoint.toString(16));
          }
        }
      }
      expect(missing).toEqual([]);
    }
  });
});
