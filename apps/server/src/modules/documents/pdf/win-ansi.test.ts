import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi.ts';

describe('toWinAnsi: any input can be drawn with the standard fonts', () => {
  it.each([
    ['plain ASCII is kept', 'Ada Lovelace #42', 'Ada Lovelace #42'],
    ['Latin-1 accents are kept', 'José Müller-Ñúñez', 'José Müller-Ñúñez'],
    ['CP1252 punctuation is kept', '“quoted” – dash… €5 • ok', '“quoted” – dash… €5 • ok'],
    ['letters outside WinAnsi lose their accent', 'Łódź Čapek Dvořák', '?ódz Capek Dvorák'],
    ['line breaks and tabs become spaces', 'line1\nline2\tend\r\n', 'line1 line2 end  '],
    ['controls and zero-width marks are dropped', 'a\u0000b\u0007c\u200bd\ufeff', 'abcd'],
    ['scripts WinAnsi lacks become "?"', '王小明 Иван', '??? ????'],
    ['emoji become "?"', 'ok 👍', 'ok ?'],
  ])('%s', (_case, input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });

  it('never gives Helvetica a character it cannot encode (every code point up to U+FFFF)', async () => {
    const doc = await PDFDocument.create();
    const fonts = [
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    ];
    const failures: string[] = [];
    for (let codePoint = 0; codePoint <= 0xffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
        continue;
      }
      const safe = toWinAnsi(String.fromCodePoint(codePoint));
      for (const font of fonts) {
        try {
          font.encodeText(safe);
        } catch {
          failures.push(codePoint.toString(16));
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
