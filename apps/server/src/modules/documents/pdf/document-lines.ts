/**
 * What a document says, before layout: the pure builders in ../content produce these, the renderer
 * lays them out on Letter pages. Tests read the text through `linesToText` (pdf-lib cannot extract text).
 */
export type DocumentLine =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'field'; label: string; value: string }
  | {
      kind: 'table';
      columns: readonly string[];
      rows: readonly (readonly string[])[];
      /** Relative column widths; equal when omitted. */
      widths?: readonly number[];
    }
  | { kind: 'signature'; label: string }
  | { kind: 'pageBreak' };

export interface DocumentContent {
  /** Printed at the top of the first page and used as the PDF title. */
  title: string;
  lines: DocumentLine[];
}

export const heading = (text: string): DocumentLine => ({ kind: 'heading', text });
export const subheading = (text: string): DocumentLine => ({ kind: 'subheading', text });
export const paragraph = (text: string): DocumentLine => ({ kind: 'paragraph', text });
export const bullet = (text: string): DocumentLine => ({ kind: 'bullet', text });
export const field = (label: string, value: string): DocumentLine => ({ kind: 'field', label, value });
export const signatureLine = (label: string): DocumentLine => ({ kind: 'signature', label });
export const pageBreak: DocumentLine = { kind: 'pageBreak' };

export function table(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  widths?: readonly number[],
): DocumentLine {
  return widths ? { kind: 'table', columns, rows, widths } : { kind: 'table', columns, rows };
}

function lineToText(line: DocumentLine): string {
  switch (line.kind) {
    case 'field':
      return `${line.label}: ${line.value}`;
    case 'table':
      return [line.columns, ...line.rows].map((row) => row.join(' | ')).join('\n');
    case 'signature':
      return `______________________ ${line.label}`;
    case 'pageBreak':
      return '';
    default:
      return line.text;
  }
}

/** The document as plain text, one line per entry: for tests and for searching. */
export function linesToText(content: DocumentContent): string {
  return [content.title, ...content.lines.map(lineToText)].join('\n');
}
