import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../../test/journey-server.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { OfferDetailsCard } from './offer-details-card.tsx';

describe('OfferDetailsCard (APP-022, APP-025)', () => {
  it('before an offer is confirmed, says where it will show, not that none is chosen', () => {
    // On the offers page a term is already picked in the form; "not chosen" would contradict it.
    renderWithProviders(
      <OfferDetailsCard application={makeApplication({ amount: null, rate: null, term: null })} />,
    );
    expect(screen.getByText('Your offer shows here once you have confirmed it.')).toBeInTheDocument();
    expect(screen.queryByText(/not chosen/i)).not.toBeInTheDocument();
  });

  it('once confirmed, shows the line amount, APR, term and the Application ID', () => {
    renderWithProviders(
      <OfferDetailsCard application={makeApplication({ amount: 50_000, rate: 8.05, term: 10 })} />,
    );
    expect(screen.getByText('Line amount')).toBeInTheDocument();
    expect(screen.getByText('$50,000')).toBeInTheDocument();
    expect(screen.getByText('HL-000123')).toBeInTheDocument();
    expect(screen.queryByText('Your offer shows here once you have confirmed it.')).not.toBeInTheDocument();
  });
});
