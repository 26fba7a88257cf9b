import { applicationApi, documentsApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { offersApi } from '@hearth/domain/api/offers-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  appPath,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './intro.tsx';

const STATUS = endpointPath(applicationApi.stepStatus, { uuid: APP_UUID });
/** What the server lists at NOTE_SIGNING: the note to sign, and earlier documents already signed. */
const CLOSING_DOCUMENTS = [
  { uuid: 'd-summary', type: 'APPLICATION_SUMMARY', signable: false, signed: true, signedDate: '2026-11-01' },
  { uuid: 'd-note', type: 'NOTE', signable: true, signed: false },
];
const server = setupJourneyServer(
  http.get(P, () =>
    HttpResponse.json(makeApplication({ amount: 50_000, rate: 9.25, term: 10, originationFee: 2 })),
  ),
  http.get(appPath(documentsApi.list), () => HttpResponse.json(CLOSING_DOCUMENTS)),
);

function termValue(label: string): string {
  const terms = screen.getByRole('region', { name: 'Final terms' });
  return within(terms).getByText(label).nextElementSibling?.textContent ?? '';
}

function atStep(serverStep: string) {
  server.use(http.get(STATUS, () => HttpResponse.json({ serverStep })));
}

describe('signing/intro', () => {
  it('at FINAL_OFFER, with AutoPay chosen, shows the APR and payment with the AutoPay discount', async () => {
    atStep('FINAL_OFFER');
    server.use(
      http.get(P, () =>
        HttpResponse.json(
          makeApplication({
            amount: 50_000,
            rate: 9.25,
            otherRate: 9,
            payType: 'AUTOPAY',
            term: 10,
            originationFee: 2,
            property: { state: 'MD' },
          }),
        ),
      ),
    );
    renderJourneyPage(Component, 'signing/intro');
    const terms = await screen.findByRole('region', { name: 'Final terms' });
    expect(terms).toHaveTextContent('9.00%');
    expect(terms).not.toHaveTextContent('9.25%');
    // A 50,000 line in MD: 350 recording tax; 49,650 holds the draw and its 2% fee.
    expect(termValue('Recording tax')).toBe('$350.00');
    expect(termValue('Initial draw')).toBe('$48,676.47');
    expect(termValue('Origination fee (2.00%)')).toBe('$973.53');
    expect(termValue('Draw total (draw plus fee)')).toBe('$49,650.00');
    // The draw total, 49,650, at 9.00% over 120 months.
    expect(termValue('Estimated monthly payment')).toBe('$628.95');
  });

  it('PRG-062: at FINAL_OFFER shows the final terms and accepting them continues the journey', async () => {
    atStep('FINAL_OFFER');
    let accepted = 0;
    server.use(
      http.post(appPath(offersApi.acceptFinal), () => {
        accepted += 1;
        return HttpResponse.json({ serverStep: 'GEN_NOTE_SIGNING' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderJourneyPage(Component, 'signing/intro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your final offer' })).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Final terms' });
    expect(termValue('Line amount')).toBe('$50,000');
    expect(terms).toHaveTextContent('9.25%');
    expect(terms).toHaveTextContent('10 years');
    // No recording tax in CA: the draw total (draw 49,019.61 + fee 980.39) is the line.
    expect(terms).not.toHaveTextContent('Recording tax');
    expect(termValue('Initial draw')).toBe('$49,019.61');
    expect(termValue('Draw total (draw plus fee)')).toBe('$50,000.00');
    // 50,000 at 9.25% over 120 months.
    expect(termValue('Estimated monthly payment')).toBe('$640.16');
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Accept final offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/heloc/${APP_UUID}`));
    expect(accepted).toBe(1);
  });

  it('keeps the borrower on the terms with the reason and a retry when accepting fails', async () => {
    atStep('FINAL_OFFER');
    server.use(
      http.post(appPath(offersApi.acceptFinal), () =>
        HttpResponse.json(
          { errors: ['The application is at NOTE_SIGNING; this needs FINAL_OFFER'] },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderJourneyPage(Component, 'signing/intro');
    await user.click(await screen.findByRole('button', { name: 'Accept final offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('this needs FINAL_OFFER');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('APP-015: at NOTE_SIGNING lists exactly the documents the sign page will ask for, and starts with the location alert', async () => {
    atStep('NOTE_SIGNING');
    const user = userEvent.setup();
    renderJourneyPage(Component, 'signing/intro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign your closing documents' }),
    ).toBeInTheDocument();
    // The count and the list agree with the server's list (and so with "Document 1 of 1" there).
    const what = screen.getByRole('region', { name: 'What you will sign' });
    expect(await within(what).findByText('You will sign 1 document:')).toBeInTheDocument();
    expect(
      within(what)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HELOC agreement (note)']);
    await user.click(screen.getByRole('button', { name: 'Start signing' }));
    expect(await screen.findByRole('dialog', { name: 'Why we need your location' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});
