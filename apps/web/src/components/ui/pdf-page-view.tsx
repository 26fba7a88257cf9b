import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfDocument } from './pdf-engine.ts';

/** KIT-019: pages are drawn at most 700 px wide. */
export const PDF_PAGE_MAX_WIDTH = 700;

export interface PdfPageViewProps {
  document: PdfDocument;
  pageNumber: number;
  /** Called once the page is drawn (or could not be), so the viewer knows when the end is real. */
  onSettled: (pageNumber: number) => void;
}

/**
 * One page drawn to a canvas at the box's width (at most 700 px, sharp on dense screens), with the
 * page's text as its caption for screen readers (a canvas has nothing for them to read).
 */
export function PdfPageView({ document, pageNumber, onSettled }: PdfPageViewProps) {
  const { t } = useTranslation('pdf-viewer');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const page = await document.getPage(pageNumber);
        const target = canvas.current;
        if (cancelled || !target) {
          return;
        }
        const cssWidth = Math.min(
          PDF_PAGE_MAX_WIDTH,
          target.parentElement?.clientWidth || PDF_PAGE_MAX_WIDTH,
        );
        const scale = (cssWidth / page.width) * (window.devicePixelRatio || 1);
        await page.render(target, scale);
        const pageText = await page.readText();
        if (!cancelled) {
          setText(pageText);
        }
      } catch {
        if (!cancelled) {
          setFailed(true);
        }
      } finally {
        if (!cancelled) {
          onSettled(pageNumber);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [document, pageNumber, onSettled]);
  return (
    <figure
      aria-label={t('page', { page: pageNumber, count: document.pageCount })}
      className="mx-auto w-full bg-white shadow"
      style={{ maxWidth: PDF_PAGE_MAX_WIDTH }}
    >
      <canvas ref={canvas} className="block h-auto w-full" data-testid="pdf-page-canvas" />
      {failed ? <p className="p-4 text-sm">{t('pageFailed', { page: pageNumber })}</p> : null}
      <figcaption className="sr-only">{text || t('noText')}</figcaption>
    </figure>
  );
}
