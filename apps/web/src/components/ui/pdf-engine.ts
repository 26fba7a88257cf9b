import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

/**
 * pdf.js behind a small interface, so the viewer never touches it directly: this module (and
 * pdf.js with it) is loaded only when a document is first shown, and tests swap it for a fake
 * (jsdom cannot render PDFs). The legacy build reaches browsers a little older than the newest.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPage {
  /** Size at scale 1, in CSS pixels. */
  width: number;
  height: number;
  render(canvas: HTMLCanvasElement, scale: number): Promise<void>;
  /** The page's text, for screen readers (the text alternative of the drawn page). */
  readText(): Promise<string>;
}

export interface PdfDocument {
  pageCount: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  close(): Promise<void>;
}

export async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  // No eval under our CSP (script-src 'self'); fonts come from the file or the system.
  const task = getDocument({ data, isEvalSupported: false });
  const document = await task.promise;
  return {
    pageCount: document.numPages,
    async getPage(pageNumber) {
      const page = await document.getPage(pageNumber);
      const natural = page.getViewport({ scale: 1 });
      return {
        width: natural.width,
        height: natural.height,
        async render(canvas, scale) {
          const viewport = page.getViewport({ scale });
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          await page.render({ canvas, viewport }).promise;
        },
        async readText() {
          const content = await page.getTextContent();
          return content.items
            .map((item) => ('str' in item ? item.str : ''))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim();
        },
      };
    },
    close: () => task.destroy(),
  };
}
