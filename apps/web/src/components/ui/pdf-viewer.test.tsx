import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePdf } from '../../test/fake-pdf-engine.ts';
import { expectNoSeriousAxeViolations } from '../../test/journey-server.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { openPdf } from './pdf-engine.ts';
import { PDF_PAGE_MAX_WIDTH, PdfViewer, SENTINEL_THRESHOLD } from './pdf-viewer.tsx';

/** The browser's part, played by the test: what the observer was given, and a way to report sight. */
let observed:
  | { options: IntersectionObserverInit; target: Element | null; disconnected: boolean }
  | undefined;
let report: (ratio: number) => void = () => {};

beforeEach(() => {
  observed = undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:summary', revokeObjectURL: () => {} }),
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        const record = { options, target: null as Element | null, disconnected: false };
        observed = record;
        report = (ratio) =>
          act(() =>
            callback(
              [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
              this as never,
            ),
          );
      }
      observe(target: Element) {
        if (observed) {
          observed.target = target;
        }
      }
      disconnect() {
        if (observed) {
          observed.disconnected = true;
        }
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const PDF = new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' });

describe('KIT-019 PdfViewer', () => {
  it('draws every page at most 700 px wide in a labelled scroll box, each page with its text', async () => {
    renderWithProviders(<PdfViewer source={PDF} title="Application summary" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Application summary');
    const pages = await screen.findAllByRole('figure');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(await screen.findByText('Page two text')).toBeInTheDocument();
    expect(PDF_PAGE_MAX_WIDTH).toBe(700);
    expect(pages[0]).toHaveStyle({ maxWidth: '700px' });
    const region = screen.getByRole('region', { name: 'Application summary' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'Download Application summary (PDF)' })).toHaveAttribute(
      'href',
      'blob:summary',
    );
    expect(vi.mocked(openPdf)).toHaveBeenCalledWith(expect.any(Uint8Array));
    await expectNoSeriousAxeViolations();
  });

  it('reports the end once 25% of the sentinel below the last page is visible, and only once', async () => {
    const onReachedEnd = vi.fn();
    renderWithProviders(<PdfViewer source={PDF} title="Application summary" onReachedEnd={onReachedEnd} />);
    const sentinel = await screen.findByTestId('pdf-end-sentinel');
    expect(observed?.options.threshold).toBe(SENTINEL_THRESHOLD);
    expect(SENTINEL_THRESHOLD).toBe(0.25);
    expect(observed?.options.root).toBe(screen.getByRole('region', { name: 'Application summary' }));
    expect(observed?.target).toBe(sentinel);
    // The sentinel follows the last page: nothing can be "seen" before the pages are drawn.
    expect(screen.getAllByRole('figure').at(-1)?.nextElementSibling).toBe(sentinel);
    report(0.1);
    expect(onReachedEnd).not.toHaveBeenCalled();
    report(0.25);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
    expect(observed?.disconnected).toBe(true);
  });

  it('shows no sentinel while the document loads, and an error with a retry and the download when it fails', async () => {
    const onReachedEnd = vi.fn();
    vi.mocked(openPdf).mockRejectedValueOnce(new Error('Invalid PDF structure'));
    renderWithProviders(<PdfViewer source={PDF} title="Application summary" onReachedEnd={onReachedEnd} />);
    expect(screen.queryByTestId('pdf-end-sentinel')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not show Application summary here.');
    expect(observed).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Download Application summary (PDF)' })).toBeInTheDocument();
    vi.mocked(openPdf).mockResolvedValueOnce(createFakePdf(['Only page']));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Page 1 of 1' })).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-end-sentinel')).toBeInTheDocument();
    expect(onReachedEnd).not.toHaveBeenCalled();
  });

  it('settles once drawn: one object URL for the download link, never revoked while shown', async () => {
    // Each call a new URL, as a browser gives: a viewer that re-rendered without end would make
    // (and revoke) one per render; the cap turns that into a failure instead of a hang.
    const created: string[] = [];
    const revoked: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => {
          if (created.length >= 50) {
            throw new Error('object URLs are being created without end');
          }
          created.push(`blob:pdf-${created.length + 1}`);
          return created.at(-1);
        },
        revokeObjectURL: (url: string) => revoked.push(url),
      }),
    );
    renderWithProviders(<PdfViewer source={PDF} title="Application summary" />);
    expect(await screen.findByTestId('pdf-end-sentinel')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(created).toEqual(['blob:pdf-1']);
    expect(revoked).toEqual([]);
    expect(screen.getByRole('link', { name: 'Download Application summary (PDF)' })).toHaveAttribute(
      'href',
      'blob:pdf-1',
    );
  });
});
