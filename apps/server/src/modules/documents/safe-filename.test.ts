import { describe, expect, it } from 'vitest';
import { buildContentDisposition, buildSafeFilename } from './safe-filename.ts';

describe('safe file names', () => {
  it.each([
    [['note', 'HL-0000123'], 'pdf', 'note-HL-0000123.pdf'],
    [['support', '../../etc/passwd'], 'png', 'support-etc-passwd.png'],
    [['paystub', 'Zoë "June" pay;stub'], 'pdf', 'paystub-Zoe-June-pay-stub.pdf'],
    [['', '...'], 'pdf', 'document.pdf'],
  ])('%j . %s → %s', (parts, extension, expected) => {
    expect(buildSafeFilename(parts, extension)).toBe(expected);
  });

  it('keeps names at 120 characters before the extension', () => {
    expect(buildSafeFilename(['a'.repeat(300)], 'pdf')).toBe(`${'a'.repeat(120)}.pdf`);
  });

  it('gives a header value with no quotes, line breaks or non-ASCII', () => {
    expect(buildContentDisposition('note-HL-1-signed.pdf')).toBe('inline; filename="note-HL-1-signed.pdf"');
    expect(buildContentDisposition('a"b\r\nc é.pdf')).toBe('inline; filename="a-b-c-e.pdf"');
  });
});
