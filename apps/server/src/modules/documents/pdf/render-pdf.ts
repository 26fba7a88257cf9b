import type { Language } from '@hearth/domain/profile/language';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { DocumentContent, DocumentLine } from './document-lines.ts';
import { embedFonts } from './fonts.ts';
import { CONTENT_WIDTH, LEADING, PAGE, TEXT_SIZE } from './page-layout.ts';
import { printableText } from './printable-text.ts';
import { wrapText } from './wrap-text.ts';

export interface RenderBranding {
  lenderName: string;
  nmlsNumber: string;
  lenderAddress: string;
  loanNumber: string;
  /** The language of the page footer; English when not given. */
  language?: Language;
}

const FOOTERS: Record<Language, (loanNumber: string, page: number, pages: number) => string> = {
  en: (loanNumber, page, pages) => `Loan ${loanNumber}  |  Page ${page} of ${pages}`,
  es: (loanNumber, page, pages) => `Préstamo ${loanNumber}  |  Página ${page} de ${pages}`,
};

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);
const LABEL_WIDTH = 190;

interface Cursor {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

function newPage(cursor: Cursor): void {
  cursor.page = cursor.doc.addPage([PAGE.width, PAGE.height]);
  cursor.y = PAGE.top;
}

/** Moves to a new page when `height` does not fit above the content bottom. */
function ensureRoom(cursor: Cursor, height: number): void {
  if (cursor.y - height < PAGE.contentBottom) {
    newPage(cursor);
  }
}

function drawWrapped(
  cursor: Cursor,
  text: string,
  options: { font: PDFFont; size: number; x: number; width: number },
) {
  const lineHeight = options.size * LEADING;
  for (const line of wrapText(printableText(text, options.font), options.font, options.size, options.width)) {
    ensureRoom(cursor, lineHeight);
    cursor.y -= lineHeight;
    cursor.page.drawText(line, {
      x: options.x,
      y: cursor.y,
      size: options.size,
      font: options.font,
      color: INK,
    });
  }
}

function drawField(cursor: Cursor, label: string, value: string): void {
  const size = TEXT_SIZE.body;
  const labelLines = wrapText(printableText(label, cursor.bold), cursor.bold, size, LABEL_WIDTH - 8);
  const valueLines = wrapText(
    printableText(value, cursor.regular),
    cursor.regular,
    size,
    CONTENT_WIDTH - LABEL_WIDTH,
  );
  const rows = Math.max(labelLines.length, valueLines.length);
  ensureRoom(cursor, rows * size * LEADING);
  for (let index = 0; index < rows; index += 1) {
    cursor.y -= size * LEADING;
    const x = PAGE.marginX;
    cursor.page.drawText(labelLines[index] ?? '', { x, y: cursor.y, size, font: cursor.bold, color: INK });
    cursor.page.drawText(valueLines[index] ?? '', {
      x: x + LABEL_WIDTH,
      y: cursor.y,
      size,
      font: cursor.regular,
    });
  }
}

interface TableLayout {
  size: number;
  lineHeight: number;
  widths: number[];
}

function tableLayout(columnCount: number, fractions: readonly number[] | undefined): TableLayout {
  const shares = fractions?.length === columnCount ? fractions : Array.from({ length: columnCount }, () => 1);
  const total = shares.reduce((sum, share) => sum + share, 0) || 1;
  const size = TEXT_SIZE.body;
  return { size, lineHeight: size * LEADING, widths: shares.map((share) => (CONTENT_WIDTH * share) / total) };
}

/** One row, each cell wrapped inside its column; the row is as tall as its tallest cell. */
function drawTableRow(cursor: Cursor, layout: TableLayout, cells: readonly string[], font: PDFFont): void {
  const wrapped = cells.map((cell, index) =>
    wrapText(printableText(cell, font), font, layout.size, (layout.widths[index] ?? 0) - 6),
  );
  const height = Math.max(...wrapped.map((lines) => lines.length)) * layout.lineHeight + 4;
  ensureRoom(cursor, height);
  let x = PAGE.marginX;
  wrapped.forEach((lines, index) => {
    lines.forEach((line, lineIndex) => {
      const y = cursor.y - (lineIndex + 1) * layout.lineHeight;
      cursor.page.drawText(line, { x: x + 3, y, size: layout.size, font, color: INK });
    });
    x += layout.widths[index] ?? 0;
  });
  cursor.y -= height;
  const start = { x: PAGE.marginX, y: cursor.y };
  cursor.page.drawLine({
    start,
    end: { x: PAGE.marginX + CONTENT_WIDTH, y: cursor.y },
    thickness: 0.5,
    color: RULE,
  });
}

function drawTable(cursor: Cursor, line: Extract<DocumentLine, { kind: 'table' }>): void {
  const layout = tableLayout(line.columns.length, line.widths);
  // Kept on one page when it can be (single-line rows); a longer table breaks between rows.
  const estimate = (layout.lineHeight + 4) * (line.rows.length + 1);
  if (estimate <= PAGE.top - PAGE.contentBottom) {
    ensureRoom(cursor, estimate);
  }
  drawTableRow(cursor, layout, line.columns, cursor.bold);
  for (const row of line.rows) {
    drawTableRow(cursor, layout, row, cursor.regular);
  }
  cursor.y -= 4;
}

function drawSignatureLine(cursor: Cursor, label: string): void {
  ensureRoom(cursor, 44);
  cursor.y -= 30;
  const start = { x: PAGE.marginX, y: cursor.y };
  cursor.page.drawLine({ start, end: { x: PAGE.marginX + 260, y: cursor.y }, thickness: 0.75, color: INK });
  cursor.y -= 11;
  cursor.page.drawText(printableText(label, cursor.regular), {
    x: PAGE.marginX,
    y: cursor.y,
    size: TEXT_SIZE.small,
    font: cursor.regular,
  });
  cursor.y -= 6;
}

function drawBullet(cursor: Cursor, text: string): void {
  const size = TEXT_SIZE.body;
  ensureRoom(cursor, size * LEADING);
  const y = cursor.y - size * LEADING;
  cursor.page.drawText('\u2022', { x: PAGE.marginX + 4, y, size, font: cursor.regular, color: INK });
  drawWrapped(cursor, text, { x: PAGE.marginX + 14, width: CONTENT_WIDTH - 14, font: cursor.regular, size });
}

function drawHeading(cursor: Cursor, text: string, size: number): void {
  ensureRoom(cursor, size * 3);
  cursor.y -= size * 0.6;
  drawWrapped(cursor, text, { x: PAGE.marginX, width: CONTENT_WIDTH, font: cursor.bold, size });
}

function drawLine(cursor: Cursor, line: DocumentLine): void {
  switch (line.kind) {
    case 'heading':
      drawHeading(cursor, line.text, TEXT_SIZE.heading);
      break;
    case 'subheading':
      drawHeading(cursor, line.text, TEXT_SIZE.subheading);
      break;
    case 'paragraph':
      drawWrapped(cursor, line.text, {
        x: PAGE.marginX,
        width: CONTENT_WIDTH,
        font: cursor.regular,
        size: TEXT_SIZE.body,
      });
      cursor.y -= 4;
      break;
    case 'bullet':
      drawBullet(cursor, line.text);
      break;
    case 'field':
      drawField(cursor, line.label, line.value);
      break;
    case 'table':
      drawTable(cursor, line);
      break;
    case 'signature':
      drawSignatureLine(cursor, line.label);
      break;
    case 'pageBreak':
      newPage(cursor);
      break;
  }
}

/** Lender name, address and NMLS on top of every page; the loan number and "Page n of N" below. */
function drawFrame(doc: PDFDocument, branding: RenderBranding, fonts: { regular: PDFFont; bold: PDFFont }) {
  const pages = doc.getPages();
  const lender = printableText(`${branding.lenderName}  |  NMLS #${branding.nmlsNumber}`, fonts.bold);
  const address = printableText(branding.lenderAddress, fonts.regular);
  pages.forEach((page, index) => {
    const top = PAGE.height - 30;
    page.drawText(lender, { x: PAGE.marginX, y: top, size: TEXT_SIZE.small, font: fonts.bold, color: MUTED });
    page.drawText(address, {
      x: PAGE.marginX,
      y: top - 10,
      size: TEXT_SIZE.small,
      font: fonts.regular,
      color: MUTED,
    });
    const footer = printableText(
      FOOTERS[branding.language ?? 'en'](branding.loanNumber, index + 1, pages.length),
      fonts.regular,
    );
    page.drawText(footer, {
      x: PAGE.marginX,
      y: PAGE.footerY,
      size: TEXT_SIZE.small,
      font: fonts.regular,
      color: MUTED,
    });
  });
}

/** Lays out the content on Letter pages in the embedded DejaVu Sans Condensed and returns the PDF bytes. */
export async function renderPdf(
  content: DocumentContent,
  branding: RenderBranding,
  createdAt: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setAuthor(branding.lenderName);
  doc.setCreator('Hearth');
  doc.setProducer('Hearth documents (pdf-lib)');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  const cursor: Cursor = { doc, page: doc.addPage([PAGE.width, PAGE.height]), y: PAGE.top, regular, bold };
  drawWrapped(cursor, content.title, {
    x: PAGE.marginX,
    width: CONTENT_WIDTH,
    font: bold,
    size: TEXT_SIZE.title,
  });
  cursor.y -= 6;
  for (const line of content.lines) {
    drawLine(cursor, line);
  }
  drawFrame(doc, branding, { regular, bold });
  return doc.save();
}
