import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildDocumentContent, GENERATED_DOCUMENT_TYPES } from '../content/build-document-content.ts';
import { buildDocumentData } from '../test/document-fixtures.ts';
import { misdrawnGlyphs } from '../test/pdf-fonts.ts';
import { pdfText } from '../test/pdf-text.ts';
import { linesToText, paragraph, table } from './document-lines.ts';
import { renderPdf } from './render-pdf.ts';

const branding = {
  lenderName: 'Hearth Home Lending, Inc.',
  nmlsNumber: '2046718',
  lenderAddress: '500 Market Street, San Francisco, CA 94105',
  loanNumber: 'HL-0000123',
};
const createdAt = new Date('2026-07-02T15:00:00Z');

/** The text as one line with single spaces: a name may be wrapped onto the next line. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const fullName = 'Zoë Nguyễn-O’Brien';
const namesAndAddresses = [
  fullName,
  'Łukasz Peña',
  'Đặng Thị Hương',
  '12 Calle Núñez, Española, NM 87532',
  '4 Łódź Lane, Coeur d’Alene, ID 83814',
];

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

  it.each(GENERATED_DOCUMENT_TYPES)(
    '%s prints every name and address exactly as entered, in a correct font subset',
    async (type) => {
      const base = buildDocumentData();
      const data = buildDocumentData({
        borrower: { ...base.borrower, fullName, homeAddress: '12 Calle Núñez, Española, NM 87532' },
        application: {
          ...base.application,
          coDeeders: ['Łukasz Peña', 'Đặng Thị Hương'],
          propertyAddress: '4 Łódź Lane, Coeur d’Alene, ID 83814',
        },
      });
      const content = buildDocumentContent(type, data, { transactionDate: '2026-07-02' });
      const bytes = await renderPdf(
        content,
        { ...branding, lenderAddress: 'Königstraße 5, Zürich' },
        createdAt,
      );
      const printed = squash((await pdfText(bytes)).join(' '));
      const written = squash(linesToText(content));
      // Every document names the borrower; the others are checked wherever the document uses them.
      expect(written).toContain(fullName);
      for (const entered of namesAndAddresses.filter((value) => written.includes(value))) {
        expect(printed).toContain(entered);
      }
      expect(printed).toContain('Königstraße 5, Zürich');
      // Extracted text comes from the ToUnicode map: the glyphs drawn must be the font's own too.
      expect(await misdrawnGlyphs(bytes)).toEqual([]);
      // Only the glyphs used are embedded: a whole face is over 600 kB.
      expect(bytes.length).toBeLessThan(40_000);
    },
  );

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
