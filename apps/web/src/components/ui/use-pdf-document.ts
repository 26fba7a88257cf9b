import { useEffect, useState } from 'react';
import type { PdfDocument } from './pdf-engine.ts';

export type PdfSource = Blob | string;

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; document: PdfDocument };

async function readBytes(source: PdfSource): Promise<Uint8Array> {
  if (typeof source === 'string') {
    // A same-origin URL; blob: URLs are refused by our CSP (connect-src 'self'): pass the Blob instead.
    const response = await fetch(source, { credentials: 'include' });
    if (!response.ok) {
      throw new Error(`The document could not be loaded (${response.status})`);
    }
    return new Uint8Array(await response.arrayBuffer());
  }
  return new Uint8Array(await source.arrayBuffer());
}

/**
 * Opens `source` with pdf.js, loaded on first use (a dynamic import keeps it out of the first
 * page's bundle). `attempt` re-opens after an error; the document is closed on change and unmount.
 */
export function usePdfDocument(source: PdfSource, attempt: number): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is the retry: it re-opens the same source
  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | undefined;
    setState({ status: 'loading' });
    void (async () => {
      try {
        const [{ openPdf }, bytes] = await Promise.all([import('./pdf-engine.ts'), readBytes(source)]);
        opened = await openPdf(bytes);
        if (cancelled) {
          await opened.close();
          return;
        }
        setState({ status: 'ready', document: opened });
      } catch (error) {
        if (!cancelled) {
          setState({ status: 'error', error });
        }
      }
    })();
    return () => {
      cancelled = true;
      void opened?.close();
    };
  }, [source, attempt]);
  return state;
}
