import { chatAttachmentsApi } from '@hearth/domain/api/chat-attachments-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { stubApi } from '../../test/stub-api.ts';
import { AttachmentDownload, formatFileSize } from './attachment-download.tsx';

const ATTACHMENT = {
  id: '77777777-7777-4777-8777-777777777777',
  conversationId: '11111111-1111-4111-8111-111111111111',
  filename: 'paystub.pdf',
  mime: 'application/pdf',
  size: 245_000,
  createdAt: '2026-11-26T11:50:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('formatFileSize (CHT-039)', () => {
  it.each([
    [999, '999 bytes'],
    [1_000, '1.0 KB'],
    [245_000, '245.0 KB'],
    [1_000_000, '1.0 MB'],
    [9_500_000, '9.5 MB'],
  ])('%i bytes read as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('AttachmentDownload', () => {
  it('fetches the file with the staff token and saves it from a Blob', async () => {
    setToken('aaa.bbb.ccc');
    const path = endpointPath(chatAttachmentsApi.download, {
      conversationId: ATTACHMENT.conversationId,
      attachmentId: ATTACHMENT.id,
    });
    const sent = stubApi({
      [`GET ${path}`]: [
        () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="paystub.pdf"',
            },
          }),
      ],
    });
    const created = vi.fn((_blob: Blob) => 'blob:saved');
    // jsdom has no object URLs: the page's own are stood in for, and put back after.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    render(<AttachmentDownload attachment={ATTACHMENT} />);
    expect(screen.getByText('paystub.pdf (245.0 KB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download paystub.pdf' }));

    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${path}`]);
    expect(await created.mock.calls[0]?.[0].text()).toBe('%PDF-1.7');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('paystub.pdf');
    const fetched = vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(fetched.headers).get('authorization')).toBe('Bearer aaa.bbb.ccc');
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).not.toContain('aaa.bbb.ccc');
    clicked.mockRestore();
  });

  it('says why a download failed', async () => {
    setToken('aaa.bbb.ccc');
    stubApi({});
    render(<AttachmentDownload attachment={ATTACHMENT} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download paystub.pdf' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
