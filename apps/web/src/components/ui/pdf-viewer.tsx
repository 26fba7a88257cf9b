import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../lib/use-object-url.ts';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Loader } from './loader.tsx';
import type { PdfDocument } from './pdf-engine.ts';
import { PDF_PAGE_MAX_WIDTH, PdfPageView } from './pdf-page-view.tsx';
import { type PdfSource, usePdfDocument } from './use-pdf-document.ts';
import { useReachedEnd } from './use-reached-end.ts';

export { PDF_PAGE_MAX_WIDTH } from './pdf-page-view.tsx';
export { SENTINEL_THRESHOLD } from './use-reached-end.ts';

export interface PdfViewerProps {
  /** The PDF as a Blob (what an authenticated download gives), or a same-origin URL. */
  source: PdfSource;
  title: string;
  /** Called once, when the borrower has scrolled to the end (KIT-019). */
  onReachedEnd?: () => void;
}

function DownloadLink({ href, title }: { href: string | null; title: string }) {
  const { t } = useTranslation('pdf-viewer');
  if (!href) {
    return null;
  }
  return (
    <a href={href} download={`${title}.pdf`} className="self-start text-sm underline">
      {t('download', { title })}
    </a>
  );
}

interface PdfPagesProps {
  document: PdfDocument;
  box: RefObject<HTMLElement | null>;
  onReachedEnd: (() => void) | undefined;
}

/** The pages, then — once every page is drawn — the sentinel whose sight means the end was reached. */
function PdfPages({ document, box, onReachedEnd }: PdfPagesProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // Pages drawn, per document: a new document (another source, a retry) starts from none.
  const [settled, setSettled] = useState<{ document: PdfDocument; pages: ReadonlySet<number> }>({
    document,
    pages: new Set(),
  });
  const markSettled = useCallback(
    (page: number) =>
      setSettled((previous) => ({
        document,
        pages: new Set(previous.document === document ? previous.pages : []).add(page),
      })),
    [document],
  );
  const drawn = settled.document === document ? settled.pages.size : 0;
  const allDrawn = drawn >= document.pageCount;
  const pageNumbers = Array.from({ length: document.pageCount }, (_, index) => index + 1);
  useReachedEnd(box, sentinel, allDrawn, onReachedEnd);
  return (
    <div className="flex flex-col gap-3">
      {pageNumbers.map((pageNumber) => (
        <PdfPageView key={pageNumber} document={document} pageNumber={pageNumber} onSettled={markSettled} />
      ))}
      {allDrawn ? <div ref={sentinel} className="h-8" data-testid="pdf-end-sentinel" /> : null}
    </div>
  );
}

/**
 * KIT-019: the kit's PDF viewer. pdf.js draws each page to a canvas at most 700 px wide inside a
 * labelled, keyboard-scrollable box; the end counts as reached when 25% of a sentinel below the
 * last drawn page is visible. Each page carries its text for screen readers, and a download link
 * is always offered; loading and errors (with a retry) are shown in place.
 */
export function PdfViewer({ source, title, onReachedEnd }: PdfViewerProps) {
  const { t } = useTranslation('pdf-viewer');
  const [attempt, setAttempt] = useState(0);
  const state = usePdfDocument(source, attempt);
  const blobUrl = useObjectUrl(typeof source === 'string' ? null : source);
  const downloadHref = typeof source === 'string' ? source : blobUrl;
  const box = useRef<HTMLElement>(null);
  const document = state.status === 'ready' ? state.document : null;
  return (
    <div className="flex w-full flex-col gap-2" style={{ maxWidth: PDF_PAGE_MAX_WIDTH }}>
      <section
        ref={box}
        aria-label={title}
        aria-busy={state.status === 'loading'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable to scroll by keyboard
        tabIndex={0}
        className="h-[60vh] w-full overflow-y-auto rounded-lg border border-line bg-raised p-2 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {state.status === 'loading' ? <Loader isLoading label={t('loading', { title })} /> : null}
        {state.status === 'error' ? (
          <Banner
            tone="error"
            announce
            title={t('failed', { title })}
            action={
              <Button variant="secondary" size="sm" onPress={() => setAttempt((count) => count + 1)}>
                {t('retry')}
              </Button>
            }
          >
            {t('failedHelp')}
          </Banner>
        ) : null}
        {document ? <PdfPages document={document} box={box} onReachedEnd={onReachedEnd} /> : null}
      </section>
      <DownloadLink href={downloadHref} title={title} />
    </div>
  );
}
