import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildDocumentContent, GENERATED_DOCUMENT_TYPES } from '../content/build-document-content.ts';
import { buildDocumentData } from '../test/document-fixtures.ts';
import { paragraph, table } from './document-lines.ts';
import { renderPdf } from './render-pdf.ts';

const branding = {
  lenderName: 'Hearth Home Lending, Inc.',
  nmlsNumber: '2046718',
  lenderAddress: '500 Market Street, San Francisco, CA 94105',
  loanNumber: 'HL-0000123',
};
const createdAt = new Date('2026-07-02T15:00:00Z');

describe('renderPdf', () => {
  it.each(GENERATED_DOCUMENT_TYPES)(
    '%s renders to a PDF that loads, titled after the document',
    async (type) => {
      const content = buildDocumentContent(type, buildDocumentData());
      const bytes = await renderPdf(content, branding, createdAt);
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBe(content.title);
      expect(doc.getAuthor()).toBe('Hearth Home Lending, Inc.');
      expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    },
  );

  it('lays the application summary and the early disclosure over several pages', async () => {
    const data = buildDocumentData();
    const summary = await PDFDocument.load(
      await renderPdf(buildDocumentContent('APPLICATION_SUMMARY', data), branding, createdAt),
    );
    const early = await PDFDocument.load(
      await renderPdf(buildDocumentContent('EARLY_HELOC_DISCLOSURE', data), branding, createdAt),
    );
    expect(summary.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(early.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('adds pages as the content grows', async () => {
    const short = await renderPdf({ title: 'Short', lines: [paragraph('One line.')] }, branding, createdAt);
    const long = await renderPdf(
      {
        title: 'Long',
        lines: Array.from({ length: 200 }, (_, index) => paragraph(`Paragraph ${index} of a long document.`)),
      },
      branding,
      createdAt,
    );
    expect((await PDFDocument.load(short)).getPageCount()).toBe(1);
    expect((await PDFDocument.load(long)).getPageCount()).toBeGreaterThan(3);
  });

  it('draws hostile input (other scripts, emoji, controls, one endless word) without failing', async () => {
    const data = buildDocumentData({
      borrower: { fullName: '王小明 Łukasz 👍\u0000\nO\u2019Brien', homeAddress: 'x'.repeat(500) },
    });
    const content = buildDocumentContent('APPLICATION_SUMMARY', data);
    content.lines.push(table(['A', 'B'], [['😀'.repeat(40), 'Zoë']]));
    const bytes = await renderPdf(content, { ...branding, lenderName: 'Łender ✓' }, createdAt);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);
  });
});
