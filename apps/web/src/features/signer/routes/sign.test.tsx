import { signerApi } from '@hearth/domain/api/signer-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { reportSentinelVisible, stubPdfViewerBrowser } from '../../../test/pdf-sentinel.ts';
import { makeSigner, renderSignerPage, setupSignerServer, signerPath } from '../../../test/signer-server.tsx';
import { Component } from './sign.tsx';

vi.setConfig({ testTimeout: 20_000 });

const current = { signer: makeSigner({ identityUploaded: true, documentsToSign: 2 }) };
const signed = new Set<string>();
const bodies: unknown[] = [];
const DOCS = [
  { uuid: 'd-deed', type: 'DEED_OF_TRUST', signable: true, signed: false },
  { uuid: 'd-rtc', type: 'NOTICE_OF_RIGHT_TO_CANCEL', signable: true, signed: false },
];
setupSignerServer(
  current,
  http.get(signerPath(signerApi.documents), () =>
    HttpResponse.json(
      DOCS.map((doc) => (signed.has(doc.uuid) ? { ...doc, signable: false, signed: true } : doc)),
    ),
  ),
  http.get(
    signerPath(signerApi.documentFile),
    () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
  ),
  http.post(signerPath(signerApi.sign), async ({ params, request }) => {
    bodies.push(await request.json());
    signed.add(String(params.documentUuid));
    return HttpResponse.json({ signer: current.signer });
  }),
);

beforeEach(() => {
  signed.clear();
  bodies.length = 0;
  stubPdfViewerBrowser();
});

async function signVisible(user: ReturnType<typeof userEvent.setup>, title: string) {
  const button = await screen.findByRole('button', { name: `Sign ${title}` });
  expect(button).toBeDisabled();
  await reportSentinelVisible();
  expect(button).toBeEnabled();
  await user.type(screen.getByLabelText('Type your full name to sign'), 'Grace Hopper');
  await user.click(button);
}

describe('heloc-signer/sign', () => {
  it('SGN-003: reads the deed of trust, then the notice, each to its end, and signs them typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignerPage(Component, 'sign');
    expect(
      await screen.findByRole('heading', { name: 'Document 1 of 2: Deed of trust' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/pledges the home you own as security/)).toBeInTheDocument();
    await signVisible(user, 'Deed of trust');
    expect(
      await screen.findByRole('heading', { name: 'Document 2 of 2: Notice of right to cancel' }),
    ).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await signVisible(user, 'Notice of right to cancel');
    expect(await screen.findByText('You have signed everything')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your signed copies' })).toHaveAttribute(
      'href',
      '/heloc-signer/documents',
    );
    expect(bodies).toEqual([
      { signature: { kind: 'TYPED', text: 'Grace Hopper' }, reachedEnd: true },
      { signature: { kind: 'TYPED', text: 'Grace Hopper' }, reachedEnd: true },
    ]);
  });

  it('SGN-003: asks for a typed name at the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignerPage(Component, 'sign');
    const button = await screen.findByRole('button', { name: 'Sign Deed of trust' });
    await reportSentinelVisible();
    await user.click(button);
    expect(await screen.findByText('Please type your full name to sign')).toBeInTheDocument();
    expect(screen.getByLabelText('Type your full name to sign')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('SGN-003: refuses a typed name that is not the owner’s own legal name, at the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignerPage(Component, 'sign');
    const button = await screen.findByRole('button', { name: 'Sign Deed of trust' });
    await reportSentinelVisible();
    const field = screen.getByLabelText('Type your full name to sign');
    // The borrower's name is not the owner's signature.
    await user.type(field, 'Ada Lovelace');
    await user.click(button);
    expect(
      await screen.findByText('Type your full legal name as it appears on your application'),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Type your full legal name as it appears on your application');
    expect(bodies).toEqual([]);
  });

  it('SGN-003: sends an owner without an ID to the identity page first', async () => {
    current.signer = makeSigner();
    renderSignerPage(Component, 'sign');
    expect(await screen.findByText('now at /heloc-signer/identity')).toBeInTheDocument();
    current.signer = makeSigner({ identityUploaded: true, documentsToSign: 2 });
  });
});
