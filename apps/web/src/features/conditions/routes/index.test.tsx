import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { CONDITIONS_REFETCH_MS, getConditionsQueryOptions } from '../api/conditions-calls.ts';
import { Component } from './index.tsx';

const LIST = appPath(conditionsApi.list);

function condition(uuid: string, overrides: Record<string, unknown>) {
  return {
    uuid,
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    notes: 'A document',
    commentsToBorrower: 'Please upload it',
    requestDocuments: [],
    actionNeeded: true,
    xtraData: { numDocsRequired: 1 },
    ...overrides,
  };
}

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const C3 = '33333333-3333-4333-8333-333333333333';
const C4 = '44444444-4444-4444-8444-444444444444';

setupJourneyServer(
  http.get(LIST, () =>
    HttpResponse.json([
      condition(C2, {
        categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        notes: 'Recent paystubs',
        requestDocuments: ['USER_UPLOADED_PAYSTUB'],
        xtraData: { numDocsRequired: 2 },
        created: '2026-03-02T10:00:00.000Z',
        rejectedDocuments: [
          {
            documentUuid: '55555555-5555-4555-8555-555555555555',
            filename: 'paystub-march.pdf',
            reason: 'The page is cut off.',
            rejectedAt: '2026-03-04T10:00:00.000Z',
          },
        ],
      }),
      condition(C1, {
        categoryEnum: 'MISSING_PHONE_NUMBER',
        notes: 'Your phone number',
        created: '2026-03-01T10:00:00.000Z',
      }),
      condition(C3, {
        categoryEnum: 'ID_VERIFICATION_FAILURE',
        notes: 'A clearer ID',
        created: '2026-03-03T10:00:00.000Z',
      }),
      condition(C4, {
        categoryEnum: 'NOT_A_SHOWN_CATEGORY',
        notes: 'Internal',
        created: '2026-02-01T10:00:00.000Z',
      }),
    ]),
  ),
);

describe('/{uuid}/conditions', () => {
  it('CND-001…008: the shown categories, oldest first, what each asks and the page that answers it', async () => {
    renderJourneyPage(Component, 'conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Requests from your lender' }),
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Your phone number',
      'Recent paystubs',
      'A clearer ID',
    ]);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Add your phone number' }),
    ).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/conditions/phone-number?conditionUuid=${C1}&conditionType=SUPPORT&conditionEnum=MISSING_PHONE_NUMBER`,
    );
    const paystubs = within(items[1] as HTMLElement);
    expect(paystubs.getByText('2 documents requested: Paystub')).toBeInTheDocument();
    expect(paystubs.getByRole('link', { name: 'Upload Documents' })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/conditions/upload-document?conditionUuid=${C2}&conditionType=USER_UPLOADED_PAYSTUB&conditionEnum=HELOC_MANUAL_PAYSTUB_UPLOAD`,
    );
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Upload your ID' })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/identity`,
    );
    expect(screen.getAllByText('Action needed')).toHaveLength(3);
    await expectNoSeriousAxeViolations();
  });

  it('shows why the lender turned a file down, beside the upload button', async () => {
    renderJourneyPage(Component, 'conditions');
    const paystubs = within((await screen.findAllByRole('listitem'))[1] as HTMLElement);
    expect(
      paystubs.getByText(
        'We could not accept paystub-march.pdf: The page is cut off. Please upload it again.',
      ),
    ).toBeInTheDocument();
    expect(paystubs.getByRole('link', { name: 'Upload Documents' })).toBeInTheDocument();
  });

  it('API-052: the list is refetched every 60 s and when the window regains focus', () => {
    const options = getConditionsQueryOptions(APP_UUID);
    expect(CONDITIONS_REFETCH_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
  });
});

describe('/{uuid}/conditions, when each was asked (KIT-018)', () => {
  it('in English, the spec’s short form', async () => {
    renderJourneyPage(Component, 'conditions');
    const first = within((await screen.findAllByRole('listitem'))[0] as HTMLElement);
    expect(first.getByText('Requested Mar 1')).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    await switchLanguageForTest('es');
    renderJourneyPage(Component, 'conditions');
    const first = within((await screen.findAllByRole('listitem'))[0] as HTMLElement);
    expect(first.getByText('Solicitado el 1 mar')).toBeInTheDocument();
  });
});
