import { documentsApi } from '@hearth/domain/api/application-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appPath, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './disclosures.tsx';

const server = setupJourneyServer();
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:doc', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

// APP-007: every document of the application, each with a download.
describe('document/disclosures', () => {
  it('lists every document by its name and downloads one with the borrower’s token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(appPath(documentsApi.list), () =>
        HttpResponse.json([
          {
            uuid: 'd1',
            type: 'CFPB_HELOC_BOOKLET',
            filename: 'cfpb-heloc-booklet.pdf',
            createdDate: '2026-11-02T10:00:00Z',
            signed: false,
            signedDate: null,
            signable: false,
          },
          {
            uuid: 'd2',
            type: 'APPLICATION_SUMMARY',
            filename: 'application-summary.pdf',
            createdDate: '2026-11-02T10:00:00Z',
            signed: true,
            signedDate: '2026-11-03T10:00:00Z',
            signable: false,
          },
        ]),
      ),
      http.get(appPath(documentsApi.file, { documentUuid: 'd2' }), ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'document/disclosures');
    expect(
      await screen.findByText('What You Should Know About Home Equity Lines of Credit (CFPB booklet)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Signed Nov 3, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Application summary' }));
    await vi.waitFor(() => expect(saved).toEqual(['application-summary.pdf']));
    expect(authorization).toBe('Bearer test-token');
  });

  it('says so when there is nothing yet', async () => {
    server.use(http.get(appPath(documentsApi.list), () => HttpResponse.json([])));
    renderJourneyPage(Component, 'document/disclosures');
    expect(await screen.findByText('You have no documents yet.')).toBeInTheDocument();
  });
});
