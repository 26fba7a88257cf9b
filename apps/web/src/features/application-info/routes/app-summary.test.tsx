import { documentsApi } from '@hearth/domain/api/application-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { reportSentinelVisible, stubPdfViewerBrowser } from '../../../test/pdf-sentinel.ts';
import { Component } from './app-summary.tsx';

const signed = new Set<string>();
const bodies: unknown[] = [];
const DOCS = [
  { uuid: 'd-early', type: 'EARLY_HELOC_DISCLOSURE', signable: true, signed: false },
  { uuid: 'd-summary', type: 'APPLICATION_SUMMARY', signable: true, signed: false },
  { uuid: 'd-consent', type: 'E_SIGN_CONSENT', signable: false, signed: false },
];
const server = setupJourneyServer(
  http.get(appPath(documentsApi.list), () =>
    HttpResponse.json(
      DOCS.map((doc) => (signed.has(doc.uuid) ? { ...doc, signable: false, signed: true } : doc)),
    ),
  ),
  http.get(
    appPath(documentsApi.file),
    () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
  ),
  http.post(appPath(documentsApi.sign), async ({ params, request }) => {
    bodies.push(await request.json());
    signed.add(String(params.documentUuid));
    return HttpResponse.json({ stepCompleted: signed.size === 2, serverStep: 'SUMMARY_DISCLOSURE' });
  }),
);

beforeEach(() => {
  signed.clear();
  bodies.length = 0;
  stubPdfViewerBrowser();
});
afterEach(() => vi.unstubAllGlobals());

// APP-016, PRG-069, PRG-012, KIT-019: start/app-summary.
describe('start/app-summary', () => {
  it('KIT-019: signs the summary, then the early disclosure, each only once read to the end', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/app-summary');
    expect(
      await screen.findByRole('heading', { name: 'Document 1 of 2: Application summary' }),
    ).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Sign Application summary' });
    expect(sign).toBeDisabled();
    expect(screen.getByText('Scroll to the end of the document to sign it.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Application summary' })).toBeInTheDocument();
    await screen.findByTestId('pdf-end-sentinel');
    await expectNoSeriousAxeViolations();
    await reportSentinelVisible();
    expect(sign).toBeEnabled();
    await user.click(sign);
    expect(await screen.findByText('Please type your full name to sign')).toBeInTheDocument();
    expect(screen.getByLabelText('Your full legal name')).toHaveFocus();
    await user.type(screen.getByLabelText('Your full legal name'), 'Pat Doe');
    await user.click(sign);
    expect(
      await screen.findByRole('heading', { name: 'Document 2 of 2: Early HELOC disclosure' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Early HELOC disclosure' })).toBeDisabled();
    await reportSentinelVisible();
    await user.type(screen.getByLabelText('Your full legal name'), 'Pat Doe');
    await user.click(screen.getByRole('button', { name: 'Sign Early HELOC disclosure' }));
    expect(await screen.findByText('Your application is signed')).toBeInTheDocument();
    expect(bodies).toEqual([
      { signature: { kind: 'TYPED', text: 'Pat Doe' }, reachedEnd: true },
      { signature: { kind: 'TYPED', text: 'Pat Doe' }, reachedEnd: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });

  it('keeps the typed name when signing fails, and signs on retry', async () => {
    let calls = 0;
    server.use(
      http.post(appPath(documentsApi.sign), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: ['This document is already signed'] }, { status: 409 })
          : HttpResponse.json({ stepCompleted: false, serverStep: 'SUMMARY_DISCLOSURE' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/app-summary');
    await reportSentinelVisible();
    await user.type(screen.getByLabelText('Your full legal name'), 'Pat Doe');
    await user.click(screen.getByRole('button', { name: 'Sign Application summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This document is already signed');
    expect(screen.getByLabelText('Your full legal name')).toHaveValue('Pat Doe');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Document 1 of 2/ })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says the documents are being prepared before the job has generated them', async () => {
    server.use(http.get(appPath(documentsApi.list), () => HttpResponse.json([])));
    renderJourneyPage(Component, 'start/app-summary');
    expect(await screen.findByText('We are preparing your documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
