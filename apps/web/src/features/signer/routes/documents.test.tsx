import { rescissionApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { signerApi } from '@hearth/domain/api/signer-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import {
  makeSigner,
  renderSignerPage,
  SIGNER_APP_UUID,
  setupSignerServer,
  signerPath,
} from '../../../test/signer-server.tsx';
import { Component as Cancelled } from './cancelled.tsx';
import { Component } from './documents.tsx';

vi.setConfig({ testTimeout: 20_000 });

const current = { signer: makeSigner({ status: 'SIGNED', identityUploaded: true, documentsSigned: 2 }) };
const rescinds: unknown[] = [];
setupSignerServer(
  current,
  http.get(signerPath(signerApi.documents), () =>
    HttpResponse.json([
      { uuid: 'd-deed', type: 'DEED_OF_TRUST', signed: true, signedDate: '2026-11-20T10:00:00Z' },
      { uuid: 'd-rtc', type: 'NOTICE_OF_RIGHT_TO_CANCEL', signed: true, signedDate: '2026-11-20T10:05:00Z' },
    ]),
  ),
  http.post(endpointPath(rescissionApi.rescind, { uuid: SIGNER_APP_UUID }), async ({ request }) => {
    rescinds.push(await request.json());
    return HttpResponse.json({ serverStep: 'CANCELLED', deadline: '2026-11-24' });
  }),
);

describe('heloc-signer/documents', () => {
  it('SGN-003: lists the owner’s signed copies to download', async () => {
    renderSignerPage(Component, 'documents');
    expect(await screen.findByText('Your part is done')).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Download Deed of trust',
      'Download Notice of right to cancel',
    ]);
    expect(items[0]).toHaveTextContent('Signed 2026-11-20');
    expect(screen.queryByRole('button', { name: 'Cancel this line of credit' })).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('SGN-001: while the right to cancel runs, the owner may rescind (every owner on title), after confirming', async () => {
    current.signer = makeSigner({ status: 'SIGNED', identityUploaded: true, canRescind: true });
    const user = userEvent.setup({ delay: null });
    renderSignerPage(Component, 'documents');
    await user.click(await screen.findByRole('button', { name: 'Cancel this line of credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the line of credit?' });
    expect(rescinds).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the line' }));
    expect(await screen.findByText('The line of credit has been cancelled.')).toBeInTheDocument();
    expect(rescinds).toEqual([{ confirm: true }]);
  });
});

describe('heloc-signer/cancelled', () => {
  it('SGN-003: says the signature is no longer needed and how to reach the lender', async () => {
    renderSignerPage(Cancelled, 'cancelled');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your signature is no longer needed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@hearth.test' })).toHaveAttribute(
      'href',
      'mailto:support@hearth.test',
    );
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});

describe('heloc-signer/documents in Spanish', () => {
  it('notes on the right to cancel that the English version governs', async () => {
    current.signer = makeSigner({ status: 'SIGNED', identityUploaded: true, canRescind: true });
    await switchLanguageForTest('es');
    renderSignerPage(Component, 'documents');
    const card = (await screen.findByRole('heading', { name: 'Su derecho de cancelación' }))
      .parentElement as HTMLElement;
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
  });
});
