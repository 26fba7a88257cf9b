import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Test support: the text a reader gets out of a PDF (what copy-and-paste and screen readers see),
 * page by page, each text run on its own line, read with pdf.js as the web viewer reads it.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
