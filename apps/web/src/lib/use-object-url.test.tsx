import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url.ts';

/** The browser's object URLs, counted; a runaway re-render stops at the cap instead of hanging. */
const CAP = 50;
let created: string[] = [];
let revoked: string[] = [];

beforeEach(() => {
  created = [];
  revoked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => {
        if (created.length >= CAP) {
          throw new Error('object URLs are being created without end');
        }
        const url = `blob:test-${created.length + 1}`;
        created.push(url);
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

let renders = 0;

function Link({ blob, accept }: { blob: Blob | null; accept?: (blob: Blob) => boolean }) {
  renders += 1;
  const url = useObjectUrl(blob, accept);
  return url ? <a href={url}>file</a> : <p>none</p>;
}

const PDF = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('useObjectUrl', () => {
  it('makes one URL for a blob and keeps it while the blob stays (the page settles)', async () => {
    renders = 0;
    const view = render(<Link blob={PDF} />);
    // Let any effect-driven re-render run its course.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(created).toEqual(['blob:test-1']);
    expect(revoked).toEqual([]);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'blob:test-1');
    expect(renders).toBeLessThanOrEqual(3);
    // A re-render from the parent with the same blob keeps the same, unrevoked URL.
    view.rerender(<Link blob={PDF} />);
    expect(created).toHaveLength(1);
    view.unmount();
    expect(revoked).toEqual(['blob:test-1']);
  });

  it('revokes the old URL when the blob changes, and makes none for a refused blob', () => {
    const view = render(<Link blob={PDF} />);
    const next = new Blob(['%PDF-1.7 second'], { type: 'application/pdf' });
    view.rerender(<Link blob={next} />);
    expect(created).toEqual(['blob:test-1', 'blob:test-2']);
    expect(revoked).toEqual(['blob:test-1']);
    view.rerender(<Link blob={next} accept={(blob) => blob.type.startsWith('image/')} />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
