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
import { switchLanguageForTest } from '../../../test/language.ts';
import { reportSentinelVisible, stubPdfViewerBrowser } from '../../../test/pdf-sentinel.ts';
import { Component } from './sign.tsx';

const signed = new Set<string>();
const bodies: unknown[] = [];
/** Whether the closing package has been generated yet (it is, unless a test says otherwise). */
let packageReady = true;
let refuseName = false;
const DOCS = [
  { uuid: 'd-note', type: 'NOTE', signable: true, signed: false },
  { uuid: 'd-summary', type: 'APPLICATION_SUMMARY', signable: false, signed: true, signedDate: '2026-11-01' },
  { uuid: 'd-rtc', type: 'NOTICE_OF_RIGHT_TO_CANCEL', signable: true, signed: false },
  // Signed before the notary, not here.
  { uuid: 'd-deed', type: 'DEED_OF_TRUST', signable: true, signed: false },
];
setupJourneyServer(
  http.get(appPath(documentsApi.list), () =>
    HttpResponse.json(
      DOCS.filter((doc) => packageReady || doc.type === 'APPLICATION_SUMMARY').map((doc) =>
        signed.has(doc.uuid)
          ? { ...doc, signable: false, signed: true, signedDate: '2026-11-20T10:00:00Z' }
          : doc,
      ),
    ),
  ),
  http.get(
    appPath(documentsApi.file),
    () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
  ),
  http.post(appPath(documentsApi.sign), async ({ params, request }) => {
    const body = (await request.json()) as { signature: { kind: string; text?: string } };
    bodies.push(body);
    // The server's own refusal (its record of the name may differ from the profile the page read).
    if (refuseName) {
      return HttpResponse.json(
        { errors: ['Type your full legal name as it appears on your application'] },
        { status: 400 },
      );
    }
    signed.add(String(params.documentUuid));
    return HttpResponse.json({});
  }),
);

beforeEach(() => {
  signed.clear();
  bodies.length = 0;
  packageReady = true;
  refuseName = false;
  stubPdfViewerBrowser();
});
afterEach(() => vi.unstubAllGlobals());

// APP-015, KIT-019: read each closing document to its end, then sign it (typed or drawn).
describe('signing/sign', () => {
  it('locks signing until the end of the document is reached, then signs typed, one document after another', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'signing/sign');
    expect(
      await screen.findByRole('heading', { name: 'Document 1 of 2: HELOC agreement (note)' }),
    ).toBeInTheDocument();
    const signNote = await screen.findByRole('button', { name: 'Sign HELOC agreement (note)' });
    expect(signNote).toBeDisabled();
    await reportSentinelVisible();
    expect(signNote).toBeEnabled();
    await user.click(signNote);
    expect(await screen.findByText('Please type your full name to sign')).toBeInTheDocument();
    expect(screen.getByLabelText('Your full legal name')).toHaveFocus();
    await user.type(screen.getByLabelText('Your full legal name'), 'Pat Doe');
    await user.click(signNote);
    expect(
      await screen.findByRole('heading', { name: 'Document 2 of 2: Notice of right to cancel' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ signature: { kind: 'TYPED', text: 'Pat Doe' }, reachedEnd: true }]);
    expect(screen.getByRole('button', { name: 'Sign Notice of right to cancel' })).toBeDisabled();
  });

  it('refuses a typed name that is not the borrower’s legal name, at the field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'signing/sign');
    await reportSentinelVisible();
    const field = await screen.findByLabelText('Your full legal name');
    await user.type(field, 'Bob Smith');
    await user.click(screen.getByRole('button', { name: 'Sign HELOC agreement (note)' }));
    expect(
      await screen.findByText('Type your full legal name as it appears on your application'),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Type your full legal name as it appears on your application');
    expect(field).toHaveFocus();
    expect(bodies).toEqual([]);
    // Case and spacing are forgiven.
    await user.clear(field);
    await user.type(field, '  pat   DOE ');
    await user.click(screen.getByRole('button', { name: 'Sign HELOC agreement (note)' }));
    expect(
      await screen.findByRole('heading', { name: 'Document 2 of 2: Notice of right to cancel' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ signature: { kind: 'TYPED', text: 'pat   DOE' }, reachedEnd: true }]);
  });

  it('shows the server’s refusal of the typed name at the field, not as a failed save', async () => {
    refuseName = true;
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'signing/sign');
    await reportSentinelVisible();
    const field = await screen.findByLabelText('Your full legal name');
    await user.type(field, 'Pat Doe');
    await user.click(screen.getByRole('button', { name: 'Sign HELOC agreement (note)' }));
    expect(
      await screen.findByText('Type your full legal name as it appears on your application'),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Type your full legal name as it appears on your application');
    expect(screen.queryByText('Your signature was not saved.')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Document 1 of 2: HELOC agreement (note)' }),
    ).toBeInTheDocument();
  });

  it('says the documents are being prepared (not that all are signed) until the package is listed', async () => {
    packageReady = false;
    renderJourneyPage(Component, 'signing/sign');
    expect(await screen.findByText('Preparing your documents')).toBeInTheDocument();
    expect(screen.queryByText('You have signed every document.')).toBeNull();
    packageReady = true;
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Document 1 of 2: HELOC agreement (note)' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('asks for a drawing when the borrower chooses to draw', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'signing/sign');
    await reportSentinelVisible();
    await user.click(screen.getByRole('radio', { name: 'Draw my signature' }));
    expect(screen.getByRole('img', { name: 'Signature drawing area' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign HELOC agreement (note)' }));
    expect(await screen.findByText('Please draw your signature in the box')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature drawing area' })).toHaveAccessibleDescription(
      'Please draw your signature in the box',
    );
    expect(bodies).toEqual([]);
    await expectNoSeriousAxeViolations();
  });
});

describe('signing/sign in Spanish', () => {
  it('puts the note that the English version governs beside the e-sign consent', async () => {
    await switchLanguageForTest('es');
    renderJourneyPage(Component, 'signing/sign');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
    expect(note.nextElementSibling).toHaveTextContent(/^Al firmar, usted acepta/);
  });
});
