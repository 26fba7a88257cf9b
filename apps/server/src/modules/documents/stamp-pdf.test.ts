import { AppError } from '@hearth/domain/errors/app-error';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './document-storage.ts';
import { paragraph } from './pdf/document-lines.ts';
import { renderPdf } from './pdf/render-pdf.ts';
import { buildStampLines, type SigningStamp, stampPdf } from './stamp-pdf.ts';
import { TINY_PNG } from './test/document-fixtures.ts';
import { misdrawnGlyphs } from './test/pdf-fonts.ts';
import { pdfText } from './test/pdf-text.ts';

const branding = { lenderName: 'Hearth', nmlsNumber: '2046718', lenderAddress: 'SF', loanNumber: 'HL-1' };

async function twoPagePdf(): Promise<Uint8Array> {
  const lines = Array.from({ length: 90 }, (_, index) => paragraph(`Clause ${index}.`));
  return renderPdf({ title: 'Agreement', lines }, branding, new Date('2026-07-01T00:00:00Z'));
}

function stampFor(original: Uint8Array, signature: SigningStamp['signature']): SigningStamp {
  return {
    signerName: 'Ada Lovelace',
    signedAt: new Date('2026-07-02T15:04:05.000Z'),
    ip: '203.0.113.9',
    originalSha256: sha256Hex(original),
    signature,
  };
}

describe('stampPdf: the signed copy', () => {
  it('names the signer, time, IP and the original hash in the stamp', async () => {
    const original = await twoPagePdf();
    expect(buildStampLines(stampFor(original, { kind: 'TYPED', text: 'Ada Lovelace' }))).toEqual([
      'Electronically signed by Ada Lovelace on 2026-07-02T15:04:05.000Z from IP 203.0.113.9',
      `SHA-256 of the original document: ${sha256Hex(original)}`,
    ]);
  });

  it.each([
    ['typed', { kind: 'TYPED', text: 'Ada Lovelace' }],
    ['drawn', { kind: 'DRAWN', png: TINY_PNG }],
  ] as const)(
    'a %s signature gives a different file with the same pages and the hash recorded',
    async (_kind, signature) => {
      const original = await twoPagePdf();
      const signed = await stampPdf(original, stampFor(original, signature));
      expect(sha256Hex(signed)).not.toBe(sha256Hex(original));
      const [before, after] = await Promise.all([PDFDocument.load(original), PDFDocument.load(signed)]);
      expect(before.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(after.getPageCount()).toBe(before.getPageCount());
      expect(after.getKeywords()).toContain(`original-sha256:${sha256Hex(original)}`);
    },
  );

  it('prints the signer and a typed signature exactly as entered, on every page', async () => {
    const original = await twoPagePdf();
    const stamp = {
      ...stampFor(original, { kind: 'TYPED', text: 'Zoë Nguyễn-O’Brien' }),
      signerName: 'Łukasz Peña',
    };
    const signed = await stampPdf(original, stamp);
    const pages = await pdfText(signed);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      expect(page).toContain('Zoë Nguyễn-O’Brien');
      expect(page).toContain(
        'Electronically signed by Łukasz Peña on 2026-07-02T15:04:05.000Z from IP 203.0.113.9',
      );
    }
    expect((await PDFDocument.load(signed)).getKeywords()).toContain('signed-by:Łukasz Peña');
    expect(await misdrawnGlyphs(signed)).toEqual([]);
    // The two faces the stamp adds are subsets too.
    expect(signed.length - original.length).toBeLessThan(30_000);
  });

  it('embeds a drawn signature as an image on every page', async () => {
    const original = await twoPagePdf();
    const typed = await stampPdf(original, stampFor(original, { kind: 'TYPED', text: 'Ada' }));
    const drawn = await stampPdf(original, stampFor(original, { kind: 'DRAWN', png: TINY_PNG }));
    const imagesIn = (bytes: Uint8Array) =>
      (
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Subtype\s*\/Image/g) ?? []
      ).length;
    expect(imagesIn(typed)).toBe(0);
    // The image, plus its alpha channel as a soft mask.
    expect(imagesIn(drawn)).toBeGreaterThanOrEqual(1);
    const doc = await PDFDocument.load(drawn);
    for (const page of doc.getPages()) {
      expect(page.node.Resources()?.toString()).toMatch(/XObject/);
    }
  });

  it('refuses (400) a drawn signature that starts like a PNG but does not decode', async () => {
    const original = await twoPagePdf();
    const broken = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(20)]);
    await expect(
      stampPdf(original, stampFor(original, { kind: 'DRAWN', png: broken })),
    ).rejects.toBeInstanceOf(AppError);
  });
});
