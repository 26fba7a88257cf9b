import { AppError } from '@hearth/domain/errors/app-error';
import { PDFDocument, type PDFImage, rgb } from 'pdf-lib';
import { embedFonts } from './pdf/fonts.ts';
import { PAGE } from './pdf/page-layout.ts';
import { printableText } from './pdf/printable-text.ts';
import { DRAWN_SIGNATURE_MESSAGE } from './signature-input.ts';

export type StampSignature = { kind: 'TYPED'; text: string } | { kind: 'DRAWN'; png: Uint8Array };

export interface SigningStamp {
  signerName: string;
  signedAt: Date;
  ip: string;
  /** SHA-256 (hex) of the original, unsigned document. */
  originalSha256: string;
  signature: StampSignature;
}

const INK = rgb(0.05, 0.15, 0.4);
const STAMP_HEIGHT = 60;

/** The lines printed in every page's stamp (also used by tests, pdf-lib cannot extract text). */
export function buildStampLines(stamp: SigningStamp): string[] {
  return [
    `Electronically signed by ${stamp.signerName} on ${stamp.signedAt.toISOString()} from IP ${stamp.ip}`,
    `SHA-256 of the original document: ${stamp.originalSha256}`,
  ];
}

/** A PNG that starts right but does not decode is the borrower's input, not our fault: a 400. */
async function embedSignature(doc: PDFDocument, png: Uint8Array): Promise<PDFImage> {
  try {
    return await doc.embedPng(png);
  } catch {
    throw new AppError('VALIDATION', [DRAWN_SIGNATURE_MESSAGE]);
  }
}

function fitImage(image: PDFImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * A signed copy: the original pages with a stamp in the band kept free at the bottom of each page —
 * the signature (typed, in italics, or the drawn image), signer, time, IP and the original's hash.
 */
export async function stampPdf(original: Uint8Array, stamp: SigningStamp): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original);
  const { regular, italic } = await embedFonts(doc, ['regular', 'italic']);
  const image = stamp.signature.kind === 'DRAWN' ? await embedSignature(doc, stamp.signature.png) : undefined;
  const lines = buildStampLines(stamp).map((line) => printableText(line, regular));
  for (const page of doc.getPages()) {
    const { width } = page.getSize();
    const bottom = PAGE.stampTop - STAMP_HEIGHT;
    page.drawRectangle({
      x: PAGE.marginX - 4,
      y: bottom,
      width: width - 2 * PAGE.marginX + 8,
      height: STAMP_HEIGHT,
      borderColor: INK,
      borderWidth: 0.75,
    });
    if (image) {
      page.drawImage(image, { x: PAGE.marginX + 2, y: bottom + 26, ...fitImage(image, 180, 30) });
    } else if (stamp.signature.kind === 'TYPED') {
      page.drawText(printableText(stamp.signature.text, italic), {
        x: PAGE.marginX + 2,
        y: bottom + 34,
        size: 16,
        font: italic,
        color: INK,
      });
    }
    lines.forEach((line, index) => {
      page.drawText(line, {
        x: PAGE.marginX + 2,
        y: bottom + 15 - index * 10,
        size: 7,
        font: regular,
        color: INK,
      });
    });
  }
  doc.setModificationDate(stamp.signedAt);
  doc.setKeywords([`signed-by:${stamp.signerName}`, `original-sha256:${stamp.originalSha256}`]);
  return doc.save();
}
