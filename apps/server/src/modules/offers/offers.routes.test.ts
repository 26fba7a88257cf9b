import { endpointPath } from '@hearth/domain/api/endpoint';
import { offersApi } from '@hearth/domain/api/offers-api';
import { describe, expect, it } from 'vitest';
import { expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  readApplicationRow,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { createOwnedApplication } from '../documents/test/documents-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { chooseFirstOffer, getAs, postAs } from './test/offers-test-support.ts';

const suite = useTestAppWithStaff(buildLifecycleTestApp, async (t) => ({
  stranger: await registerUser(t.app),
}));

async function atOfferSelection(lastName = 'Lovelace') {
  const application = await createApplicationAs(suite.t, lastName);
  await expectStep(suite.t, application.uuid, 'OFFER_SELECTION');
  return application;
}

describe('GET P/offers (OFR-004…009)', () => {
  it('OFR-004/007/008: answers the stored set with the payable debts and the property state', async () => {
    const { uuid, jwt } = await atOfferSelection();
    const response = await getAs(suite.t.app, jwt, endpointPath(offersApi.list, { uuid }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ decision: 'APPROVED', propertyState: 'OR', serverStep: 'OFFER_SELECTION' });
    expect(body.offers[0]).toEqual(
      expect.objectContaining({
        type: 'FIXED',
        term: expect.any(Number),
        min: 15_000,
        discountList: expect.any(Array),
      }),
    );
    expect(body.costs).toEqual(expect.objectContaining({ totalPaidByBorrower: expect.any(Number) }));
    // OFR-009: the sandbox report's card and auto loan, never the mortgage.
    expect(body.liabilities.map((debt: { type: string }) => debt.type).sort()).toEqual(['AUTO', 'REVOLVING']);
    expect(body.liabilities[0]).toEqual(
      expect.objectContaining({
        id: expect.stringMatching(/^L\d+$/),
        monetaryBalance: expect.any(Number),
        payOff: null,
      }),
    );
  });

  it('is 404 before offers exist, for someone else’s application, and 403 for a staff token', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    const early = await createOwnedApplication(suite.t, suite.stranger, {
      serverStep: 'WAITING_FOR_INITIAL_OFFERS',
    });
    expect(
      (await getAs(suite.t.app, suite.stranger.jwt, endpointPath(offersApi.list, { uuid: early.uuid })))
        .statusCode,
    ).toBe(404);
    expect(
      (await getAs(suite.t.app, suite.stranger.jwt, endpointPath(offersApi.list, { uuid }))).statusCode,
    ).toBe(404);
    expect(
      (await getAs(suite.t.app, suite.staffJwt, endpointPath(offersApi.list, { uuid }))).statusCode,
    ).toBe(403);
    expect(
      (await getAs(suite.t.app, jwt, endpointPath(offersApi.list, { uuid: early.uuid }))).statusCode,
    ).toBe(404);
  });
});

describe('POST P/offers/select (OFFER_SELECTION → OFFER_SELECTED, PRG-036)', () => {
  it('stores what the jobs and documents read, moves to COLLECT_ADDITIONAL_INFO, and refuses a second selection', async () => {
    const { uuid, jwt } = await atOfferSelection();
    const offer = await chooseFirstOffer(suite.t.app, jwt, uuid);
    const response = await postAs(suite.t.app, jwt, endpointPath(offersApi.select, { uuid }), {
      type: offer.type,
      term: offer.term,
      amount: 42_500.5,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      serverStep: 'COLLECT_ADDITIONAL_INFO',
      selectedOffer: {
        type: 'FIXED',
        term: offer.term,
        amount: 42_500.5,
        rate: offer.rate,
        payoffPreference: null,
      },
    });
    const row = await readApplicationRow(suite.t, uuid);
    expect(row).toMatchObject({
      serverStep: 'COLLECT_ADDITIONAL_INFO',
      amount: '42500.50',
      term: String(offer.term),
      selectedOffer: {
        type: 'FIXED',
        term: offer.term,
        amount: '42500.50',
        rate: String(offer.rate),
        payoffs: [],
      },
    });
    expect(Number(row.rate)).toBe(offer.rate);
    const timeline = await readTimeline(suite.t.db, uuid);
    expect(timeline.at(-1)).toMatchObject({
      actor: 'BORROWER',
      event: 'OFFER_SELECTED',
      to: 'COLLECT_ADDITIONAL_INFO',
    });

    const again = await postAs(suite.t.app, jwt, endpointPath(offersApi.select, { uuid }), {
      type: offer.type,
      term: offer.term,
      amount: 20_000,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toContain('COLLECT_ADDITIONAL_INFO');
    expect((await readApplicationRow(suite.t, uuid)).amount).toBe('42500.50');
  });

  it('OFR-010/020: pays the chosen debts off from the draw and marks them MARKED_FOR_PAYOFF', async () => {
    const { uuid, jwt } = await atOfferSelection();
    const offers = (await getAs(suite.t.app, jwt, endpointPath(offersApi.list, { uuid }))).json();
    const card = offers.liabilities.find((debt: { type: string }) => debt.type === 'REVOLVING');
    const offer = offers.offers[0];
    const response = await postAs(suite.t.app, jwt, endpointPath(offersApi.select, { uuid }), {
      type: offer.type,
      term: offer.term,
      amount: offer.max,
      payoffPreference: 'MAXIMIZE',
      payoffLiabilityIds: [card.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().selectedOffer.payoffPreference).toBe('MAXIMIZE');
    const row = await readApplicationRow(suite.t, uuid);
    expect(row.selectedOffer?.payoffs).toEqual([
      { id: card.id, creditor: card.creditor, type: 'REVOLVING', balance: card.monetaryBalance },
    ]);
    const after = (await getAs(suite.t.app, jwt, endpointPath(offersApi.list, { uuid }))).json();
    expect(after.liabilities.find((debt: { id: string }) => debt.id === card.id).payOff).toEqual({
      status: 'MARKED_FOR_PAYOFF',
    });
  });

  it('refuses bad input with the reason, leaving the step and the application as they were', async () => {
    const { uuid, jwt } = await atOfferSelection();
    const offer = await chooseFirstOffer(suite.t.app, jwt, uuid);
    const cases: [unknown, number, string][] = [
      [{ type: offer.type, term: offer.term, amount: offer.min - 1 }, 400, 'The amount must be between'],
      [{ type: offer.type, term: offer.term, amount: offer.max + 1 }, 400, 'The amount must be between'],
      [{ type: offer.type, term: offer.term, amount: 20_000.005 }, 400, 'dollars and cents'],
      [{ type: offer.type, term: 99, amount: 20_000 }, 400, 'Please choose one of the offers shown'],
      [{ type: offer.type, term: offer.term, amount: '20000' }, 400, ''],
      [{ type: offer.type, term: offer.term, amount: 20_000, rate: 1 }, 400, ''],
      [
        {
          type: offer.type,
          term: offer.term,
          amount: 20_000,
          payoffLiabilityIds: ['L99'],
          payoffPreference: 'DEDUCT',
        },
        400,
        'Please choose debts from the list shown',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await postAs(suite.t.app, jwt, endpointPath(offersApi.select, { uuid }), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errors.join(' ')).toContain(message);
    }
    const stranger404 = await postAs(
      suite.t.app,
      suite.stranger.jwt,
      endpointPath(offersApi.select, { uuid }),
      {
        type: offer.type,
        term: offer.term,
        amount: 20_000,
      },
    );
    expect(stranger404.statusCode).toBe(404);
    const staff = await postAs(suite.t.app, suite.staffJwt, endpointPath(offersApi.select, { uuid }), {
      type: offer.type,
      term: offer.term,
      amount: 20_000,
    });
    expect(staff.statusCode).toBe(403);
    const row = await readApplicationRow(suite.t, uuid);
    expect(row).toMatchObject({ serverStep: 'OFFER_SELECTION', amount: null, selectedOffer: null });
  });
});
