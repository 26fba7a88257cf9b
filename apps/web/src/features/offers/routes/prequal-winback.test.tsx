import { offersApi } from '@hearth/domain/api/offers-api';
import type { RequalifiedOfferView } from '@hearth/domain/journey/requalified-offer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './prequal-winback.tsx';

const TERMS = { type: 'FIXED' as const, term: 10, rate: 9.5, originationFee: 2 };
const VIEW: RequalifiedOfferView = {
  homeValue: 400_000,
  maxLineAmount: 140_000,
  previous: { ...TERMS, amount: 150_000 },
  offer: { ...TERMS, amount: 140_000 },
  reason: null,
  ofeeMaxThreshold: null,
  propertyState: 'OR',
  serverStep: 'CLTV_LIEN_POSITION_REQUALIFY',
};
const server = setupJourneyServer(
  http.get(appPath(offersApi.requalified), () => HttpResponse.json(VIEW)),
  http.get(P, () => HttpResponse.json(makeApplication({ payType: 'MANUAL' }))),
);

// APP-014, PRG-073: product/prequal-winback.
describe('product/prequal-winback', () => {
  it('PRG-073: shows the smaller line the reviewed value supports with its terms, and accepts it', async () => {
    let accepted = false;
    server.use(
      http.post(appPath(offersApi.acceptRequalified), () => {
        accepted = true;
        return HttpResponse.json({ serverStep: 'FINAL_TITLE_ORDER' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'product/prequal-winback');
    expect(await screen.findByText('Reviewed home value: $400,000')).toBeInTheDocument();
    expect(screen.getByText('Line you chose: $150,000')).toBeInTheDocument();
    expect(screen.getByText('Line we can offer now: $140,000')).toBeInTheDocument();
    // The 140,000 line holds the draw and its 2% fee: 140,000 ÷ 1.02; the payment amortises the draw
    // total (draw plus fee, 140,000 with no recording tax) over 10 years.
    expect(screen.getByText('$137,254.90')).toBeInTheDocument();
    expect(screen.getByText('$1,811.57')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Accept the updated offer' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(accepted).toBe(true);
  });

  it('says why there is no offer and how to reach us', async () => {
    server.use(
      http.get(appPath(offersApi.requalified), () =>
        HttpResponse.json({
          ...VIEW,
          offer: null,
          maxLineAmount: null,
          reason: 'The reviewed value of your home leaves too little equity for a line of credit.',
        }),
      ),
    );
    renderJourneyPage(Component, 'product/prequal-winback');
    expect(await screen.findByText('We cannot offer a line right now')).toBeInTheDocument();
    expect(screen.getByText(/too little equity/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the updated offer' })).not.toBeInTheDocument();
  });
});
