import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

interface Observation {
  target: Element;
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
}

let observed: Observation | null = null;

/**
 * KIT-019 in jsdom: stands in for the browser's IntersectionObserver and for object URLs, so a test
 * can play "the reader scrolled to the end". Call in beforeEach (vi.unstubAllGlobals undoes it).
 */
export function stubPdfViewerBrowser() {
  observed = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        expect(options?.threshold).toBe(0.25);
        this.callback = callback;
      }
      observe(target: Element) {
        observed = { target, callback: this.callback, observer: this as unknown as IntersectionObserver };
      }
      disconnect() {
        if (observed?.observer === (this as unknown)) {
          observed = null;
        }
      }
    },
  );
}

/**
 * Reports the viewer's bottom sentinel as 25% visible, once the viewer on screen observes it: a
 * slow run can still show the previous document's sentinel, whose report would be lost.
 */
export async function reportSentinelVisible() {
  await waitFor(() => {
    expect(observed?.target).toBe(screen.getByTestId('pdf-end-sentinel'));
  });
  const { callback, observer } = observed as Observation;
  act(() =>
    callback([{ isIntersecting: true, intersectionRatio: 0.3 } as IntersectionObserverEntry], observer),
  );
}
