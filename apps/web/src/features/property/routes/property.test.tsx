import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { propertyReviewApi } from '@hearth/domain/api/property-review-api';
import type { PropertyReview } from '@hearth/domain/journey/property-review';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { applicationHandler, PROPERTY_ADDRESS, recordPosts } from '../../../test/review-server.ts';
import { Component } from './property.tsx';

const SUGGESTION = {
  fullAddress: '500 SW BROADWAY, PORTLAND, OR 97205',
  street1: '500 SW BROADWAY',
  city: 'PORTLAND',
  state: 'OR',
  zip: '97205',
};

const candidate = (unit: string, propertyId: string) => ({
  propertyId,
  address: { ...PROPERTY_ADDRESS, street2: unit },
  county: 'Portland County',
  propertyType: 'CONDO',
  yearBuilt: 1998,
  livingAreaSqft: 1400,
});

const server = setupJourneyServer(
  applicationHandler,
  http.get(endpointPath(addressSearchApi.typeahead), () => HttpResponse.json({ items: [SUGGESTION] })),
);

function answerReview(review: Partial<PropertyReview>) {
  server.use(
    http.get(endpointPath(propertyReviewApi.candidates, { uuid: APP_UUID }), () =>
      HttpResponse.json({
        serverStep: 'NO_PROPERTY_FOUND',
        outcome: 'NOT_FOUND',
        address: PROPERTY_ADDRESS,
        candidates: [],
        ...review,
      }),
    ),
  );
}

describe('review-app/property: not found', () => {
  it('PRG-060: shows the address searched and sends the one chosen from the typeahead, with its unit', async () => {
    answerReview({});
    const post = recordPosts(propertyReviewApi.correctAddress, 'WAITING_FOR_AVM_DATA');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'review-app/property');
    expect(await screen.findByText("We couldn't find this property in public records:")).toBeInTheDocument();
    expect(screen.getAllByText('12 Oak St, Portland, OR 97201').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('combobox', { name: 'Property address' }), '500 sw broadway');
    await user.click(await screen.findByRole('option', { name: '500 Sw Broadway, Portland, OR 97205' }));
    await user.type(await screen.findByLabelText('Apartment, unit or suite (optional)'), 'Apt 4');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([
      {
        address: {
          street1: '500 SW BROADWAY',
          street2: 'Apt 4',
          city: 'PORTLAND',
          state: 'OR',
          zip: '97205',
        },
      },
    ]);
  });

  it('PRG-060: an address typed but not chosen from the list is refused at the field, focused', async () => {
    answerReview({});
    const post = recordPosts(propertyReviewApi.correctAddress);
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'review-app/property');
    await user.click(await screen.findByRole('button', { name: 'Search again' }));
    const field = screen.getByRole('combobox', { name: 'Property address' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(/Please enter a valid property address/);
    expect(post.bodies).toEqual([]);
  });

  it('PRG-060: a state/zip mismatch refused by the server shows its message', async () => {
    answerReview({});
    server.use(
      http.post(endpointPath(propertyReviewApi.correctAddress, { uuid: APP_UUID }), () =>
        HttpResponse.json({ errors: ['Zipcode does not match the state'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'review-app/property');
    await user.type(await screen.findByRole('combobox', { name: 'Property address' }), '500 sw broadway');
    await user.click(await screen.findByRole('option', { name: '500 Sw Broadway, Portland, OR 97205' }));
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zipcode does not match the state');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('review-app/property: several found', () => {
  it('PRG-060: lists the properties found, requires a choice and sends it', async () => {
    answerReview({
      serverStep: 'MULTIPLE_PROPERTIES',
      outcome: 'MULTIPLE',
      candidates: [candidate('Unit A', 'PROP-A'), candidate('Unit B', 'PROP-B')],
    });
    const post = recordPosts(propertyReviewApi.select, 'WAITING_FOR_AVM_DATA');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'review-app/property');
    const unitB = await screen.findByRole('radio', { name: /12 Oak St Unit B, Portland, OR 97201/ });
    expect(screen.getAllByText('Condominium, built 1998, 1,400 sq ft, Portland County')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'This is my property' }));
    expect(await screen.findByText('Please choose your property')).toBeInTheDocument();
    expect(post.bodies).toEqual([]);
    await user.click(unitB);
    await user.click(screen.getByRole('button', { name: 'This is my property' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ propertyId: 'PROP-B' }]);
  });

  it('has no serious axe violation, in either case', async () => {
    answerReview({
      serverStep: 'MULTIPLE_PROPERTIES',
      outcome: 'MULTIPLE',
      candidates: [candidate('Unit A', 'PROP-A'), candidate('Unit B', 'PROP-B')],
    });
    const { unmount } = renderJourneyPage(Component, 'review-app/property');
    await screen.findByRole('radio', { name: /Unit A/ });
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
    unmount();
    answerReview({});
    renderJourneyPage(Component, 'review-app/property');
    await screen.findByRole('combobox', { name: 'Property address' });
    await expectNoSeriousAxeViolations();
  });

  it('once the property is settled, leads on', async () => {
    answerReview({ serverStep: 'OFFER_SELECTION', outcome: null });
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'review-app/property');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });
});
