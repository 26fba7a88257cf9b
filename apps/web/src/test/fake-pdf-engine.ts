import { vi } from 'vitest';
import type { PdfDocument, PdfPage } from '../components/ui/pdf-engine.ts';

/**
 * jsdom cannot run pdf.js (no canvas, no worker): test/setup.ts puts this in place of
 * components/ui/pdf-engine.ts. Every document has two US-letter pages with a line of text each;
 * a test can make `openPdf` fail or change the pages with `vi.mocked(openPdf).mockImplementationOnce`.
 */
export function createFakePdf(texts: readonly string[] = ['Page one text', 'Page two text']): PdfDocument {
  return {
    pageCount: texts.length,
    async getPage(pageNumber): Promise<PdfPage> {
      return {
        width: 612,
        height: 792,
        async render(canvas, scale) {
          canvas.width = Math.floor(612 * scale);
          canvas.height = Math.floor(792 * scale);
        },
        async readText() {
          return texts[pageNumber - 1] ?? '';
        },
      };
    },
    close: async () => {},
  };
}

export const openPdf = vi.fn(async (_data: Uint8Array): Promise<PdfDocument> => createFakePdf());
