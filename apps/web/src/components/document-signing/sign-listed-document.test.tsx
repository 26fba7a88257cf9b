import type { Signature } from '@hearth/domain/journey/document-signing';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportSentinelVisible, stubPdfViewerBrowser } from '../../test/pdf-sentinel.ts';
import { SignListedDocument } from './sign-listed-document.tsx';

vi.setConfig({ testTimeout: 20_000 });

const LIST_KEY = ['owner-documents'] as const;
const PAGE_KEY = ['owner-page'] as const;

function makeCalls() {
  return {
    pdfQuery: vi.fn((documentUuid: string) =>
      queryOptions({
        queryKey: ['pdf', documentUuid] as const,
        queryFn: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      }),
    ),
    sign: vi.fn(async (documentUuid: string, signature: Signature) => ({ documentUuid, signature })),
    refreshKeys: [LIST_KEY, PAGE_KEY],
  };
}

function renderDocument(
  calls: ReturnType<typeof makeCalls>,
  document: { uuid: string; type: string; filename?: string },
  onSigned = vi.fn(),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(LIST_KEY, []);
  queryClient.setQueryData(PAGE_KEY, {});
  render(
    <QueryClientProvider client={queryClient}>
      <SignListedDocument
        document={document}
        calls={calls}
        legalName={{ firstName: 'Grace', lastName: 'Hopper' }}
        onSigned={onSigned}
        labels={(title) => ({
          heading: `Sign: ${title}`,
          loadingDocument: `Loading ${title}`,
          typedName: 'Type your full name to sign',
          consent: 'I agree to sign electronically.',
          scrollFirst: 'Read to the end first.',
          failed: 'Not signed',
          submit: `Sign ${title}`,
          retry: 'Sign again',
        })}
      />
    </QueryClientProvider>,
  );
  return { queryClient, onSigned };
}

beforeEach(() => {
  stubPdfViewerBrowser();
});

describe('SignListedDocument', () => {
  it('names the document from the catalogue, reads it, signs it, refreshes the lists, then reports', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = makeCalls();
    const { queryClient, onSigned } = renderDocument(calls, { uuid: 'd-deed', type: 'DEED_OF_TRUST' });
    expect(screen.getByRole('heading', { name: 'Sign: Deed of trust' })).toBeInTheDocument();
    expect(calls.pdfQuery).toHaveBeenCalledWith('d-deed');

    const button = await screen.findByRole('button', { name: 'Sign Deed of trust' });
    await reportSentinelVisible();
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Grace Hopper');
    await user.click(button);

    const signature = { kind: 'TYPED', text: 'Grace Hopper' };
    await waitFor(() => expect(onSigned).toHaveBeenCalledWith({ documentUuid: 'd-deed', signature }));
    expect(calls.sign).toHaveBeenCalledWith('d-deed', signature);
    expect(queryClient.getQueryState(LIST_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(PAGE_KEY)?.isInvalidated).toBe(true);
  });

  it('falls back to the file name for a type the catalogue does not know', () => {
    renderDocument(makeCalls(), { uuid: 'd-x', type: 'SOMETHING_NEW', filename: 'extra.pdf' });
    expect(screen.getByRole('heading', { name: 'Sign: extra.pdf' })).toBeInTheDocument();
  });
});
