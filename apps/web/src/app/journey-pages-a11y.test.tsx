import { coDeedApi, documentsApi } from '@hearth/domain/api/application-api';
import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { notaryApi } from '@hearth/domain/api/notary-api';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Component as BankAutopay } from '../features/bank/routes/autopay.tsx';
import { Component as BankAutopayManual } from '../features/bank/routes/autopay-manual.tsx';
import { Component as BankConfirm } from '../features/bank/routes/confirm.tsx';
import { Component as BankDisburse } from '../features/bank/routes/disburse.tsx';
import { Component as BankManualDisburse } from '../features/bank/routes/manual-disburse.tsx';
import { Component as Complete } from '../features/closing/routes/complete.tsx';
import { Component as Disclosures } from '../features/closing/routes/disclosures.tsx';
import { Component as Identity } from '../features/identity/routes/identity.tsx';
import { Component as EmployerVerification } from '../features/income/routes/employer-verification.tsx';
import { Component as IncomeReview } from '../features/income/routes/review.tsx';
import { Component as IncomeUpload } from '../features/income/routes/upload.tsx';
import { Component as InsuranceRequirements } from '../features/insurance/routes/requirements.tsx';
import { Component as InsuranceUpload } from '../features/insurance/routes/upload.tsx';
import { Component as NotaryError } from '../features/notary/routes/error.tsx';
import { Component as NotaryIntro } from '../features/notary/routes/intro.tsx';
import { Component as NotaryReserve } from '../features/notary/routes/reserve-manual.tsx';
import { Component as NotarySchedule } from '../features/notary/routes/schedule-manual.tsx';
import { Component as NotarySession } from '../features/notary/routes/session.tsx';
import { Component as SigningAdditional } from '../features/signing/routes/additional.tsx';
import { Component as SigningIntro } from '../features/signing/routes/intro.tsx';
import { Component as SigningSupport } from '../features/signing/routes/support.tsx';
import {
  appPath,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  renderJourneyPage,
  STATUS,
  setupJourneyServer,
} from '../test/journey-server.tsx';

setupJourneyServer(
  http.get(P, () =>
    HttpResponse.json(
      makeApplication({
        disburseAccount: { routingNumber: '021000021', mask: '6789' },
        autopayAccount: { mask: '6789' },
        payType: 'AUTOPAY',
        linkedAccounts: [{ id: 'a1', name: 'Sandbox Checking', mask: '6789', type: 'CHECKING' }],
        rescissionStartDate: '2026-11-20',
        timeZone: 'America/New_York',
        requestedManualNotaryTime: '2026-11-24T19:00:00.000Z',
      }),
    ),
  ),
  http.get(appPath(documentsApi.list), () =>
    HttpResponse.json([
      { uuid: 'd1', type: 'APPLICATION_SUMMARY', filename: 'summary.pdf', signed: true, signable: false },
    ]),
  ),
  http.get(STATUS, () => HttpResponse.json({ serverStep: 'DEED_SIGNING' })),
  http.get(appPath(notaryApi.slots), () =>
    HttpResponse.json({
      timeZone: 'America/New_York',
      slots: [{ start: '2026-11-24T19:00:00.000Z', end: '2026-11-24T20:00:00.000Z' }],
    }),
  ),
  http.get(appPath(conditionsApi.list), () => HttpResponse.json([])),
  http.get(endpointPath(coDeedApi.status), () => HttpResponse.json([])),
);

const PAGES: [string, ComponentType][] = [
  ['bank/disburse', BankDisburse],
  ['bank/manual-disburse', BankManualDisburse],
  ['bank/autopay', BankAutopay],
  ['bank/autopay-manual', BankAutopayManual],
  ['bank/confirm', BankConfirm],
  ['identity', Identity],
  ['income/review', IncomeReview],
  ['income/upload/MANUAL_PAYSTUB', IncomeUpload],
  ['income/upload/TAX', IncomeUpload],
  ['income/employer-verification', EmployerVerification],
  ['signing/intro', SigningIntro],
  ['signing/additional', SigningAdditional],
  ['signing/support', SigningSupport],
  ['notary/intro', NotaryIntro],
  ['notary/schedule-manual', NotarySchedule],
  ['notary/reserve-manual', NotaryReserve],
  ['notary/session', NotarySession],
  ['notary/error', NotaryError],
  ['insurance/requirements', InsuranceRequirements],
  ['insurance/upload', InsuranceUpload],
  ['complete', Complete],
  ['document/disclosures', Disclosures],
];

// APP-004, APP-006, APP-007, APP-009…011, APP-013, APP-015: each page, loaded, has no serious or
// critical axe violation (jsdom has no layout, so colour contrast is left to the e2e axe runs).
describe('journey pages after the application summary are accessible', () => {
  it.each(PAGES)('%s', async (page, Component) => {
    const { container } = renderJourneyPage(Component, page);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
    await expectNoSeriousAxeViolations(container);
  });
});
