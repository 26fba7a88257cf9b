import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { offersApi } from '@hearth/domain/api/offers-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { VERIFIED_OFFER_SET as OFFER_SET } from '@hearth/domain/offers/test-offers';
import { describe, expect, it } from 'vitest';
import { saveProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  readApplicationRow,
  waitForStep,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { createOwnedApplication } from '../documents/test/documents-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { findOrg } from '../org/registry/index.ts';
import { getAs, postAs } from './test/offers-test-support.ts';

const SELECTED = {
  type: 'FIXED',
  term: 10,
  amount: '150000.00',
  rate: '9.5',
  payoffPreference: null,
  payoffs: [],
};

const suite = useTestAppWithStaff(buildLifecycleTestApp, async (t) => ({
  borrower: await registerUser(t.app),
  stranger: await registerUser(t.app),
}));

/** An application whose BPO came in below the chosen line, as staff report it (`detail.homeValue`). */
async function atRequalify(homeValue: number | undefined) {
  const application = await createOwnedApplication(suite.t, suite.borrower, {
    serverStep: 'NAV_BPO_REVIEW',
    offerSet: OFFER_SET,
    selectedOffer: SELECTED,
    amount: '150000.00',
  });
  await saveProviderResult(suite.t.db, {
    applicationUuid: application.uuid,
    kind: 'LIENS',
    provider: 'sandbox',
    result: {
      liens: [],
      totalBalance: 200_000,
      newLienPosition: 2,
      needsBorrowerConfirmation: false,
      titlePrequalReview: false,
    },
  });
  const sent = await staffRequest(suite.t.app, suite.staffJwt, opsApi.sendEvent, {
    params: { uuid: application.uuid },
    payload: {
      event: 'VALUATION_BELOW_OFFER',
      reason: 'The reviewed value is below the estimate',
      ...(homeValue ? { detail: { homeValue } } : {}),
    },
  });
  expect(sent.statusCode).toBe(200);
  return application.uuid;
}

describe('GET P: the chosen offer’s AutoPay APR and fee (OFR-004), for the pages that show them', () => {
  it('answers otherRate, the origination fee and the fee cap of the chosen offer beside its rate', async () => {
    const application = await createOwnedApplication(suite.t, suite.borrower, {
      serverStep: 'IDENTITY_VERIFICATION',
      offerSet: OFFER_SET,
      selectedOffer: SELECTED,
      amount: '150000.00',
      rate: '9.5',
      term: '10',
      payType: 'AUTOPAY',
    });
    const read = await getAs(
      suite.t.app,
      suite.borrower.jwt,
      endpointPath(applicationApi.get, { uuid: application.uuid }),
    );
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      rate: 9.5,
      otherRate: 9.25,
      originationFee: 2,
      ofeeMaxThreshold: null,
      payType: 'AUTOPAY',
    });
  });
});

describe('ASSETS_PREQUAL: POST P/offers/limited/accept (OFR-012)', () => {
  it('takes the income-limited offers and opens the offer selection; refuses it at any other step', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Limited');
    const row = await waitForStep(suite.t, uuid, ['ASSETS_PREQUAL']);
    expect(row.serverStep).toBe('ASSETS_PREQUAL');
    expect(
      (await postAs(suite.t.app, suite.stranger.jwt, endpointPath(offersApi.acceptLimited, { uuid })))
        .statusCode,
    ).toBe(404);
    expect(
      (await postAs(suite.t.app, suite.staffJwt, endpointPath(offersApi.acceptLimited, { uuid }))).statusCode,
    ).toBe(403);
    expect(
      (await postAs(suite.t.app, jwt, endpointPath(offersApi.acceptLimited, { uuid }), { amount: 1 }))
        .statusCode,
    ).toBe(400);
    const selectTooEarly = await postAs(suite.t.app, jwt, endpointPath(offersApi.select, { uuid }), {
      type: 'FIXED',
      term: 10,
      amount: 20_000,
    });
    expect(selectTooEarly.statusCode).toBe(409);

    const accepted = await postAs(suite.t.app, jwt, endpointPath(offersApi.acceptLimited, { uuid }));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ serverStep: 'OFFER_SELECTION' });
    const after = await readApplicationRow(suite.t, uuid);
    expect(after.assetDepletion).toMatchObject({
      complete: false,
      limitedOfferAcceptedAt: expect.any(String),
    });
    expect((await postAs(suite.t.app, jwt, endpointPath(offersApi.acceptLimited, { uuid }))).statusCode).toBe(
      409,
    );
  });
});

describe('FINAL_OFFER: POST P/final-offer/accept', () => {
  it('is 409 naming the step anywhere but FINAL_OFFER, with nothing written', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    const response = await postAs(suite.t.app, jwt, endpointPath(offersApi.acceptFinal, { uuid }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toContain('OFFER_SELECTION');
    expect((await readApplicationRow(suite.t, uuid)).serverStep).toBe('OFFER_SELECTION');
  });
});

describe('CLTV_LIEN_POSITION_REQUALIFY: GET P/offers/requalified, POST …/accept (PRG-073)', () => {
  it('offers the largest line the reviewed value supports and stores it on acceptance', async () => {
    const uuid = await atRequalify(400_000);
    const maxCltv = findOrg('hearth')?.pricing.maxCltv ?? 0;
    const expected = Math.floor(maxCltv * 400_000 - 200_000);
    const view = await getAs(suite.t.app, suite.borrower.jwt, endpointPath(offersApi.requalified, { uuid }));
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      homeValue: 400_000,
      maxLineAmount: expected,
      previous: { type: 'FIXED', term: 10, rate: 9.5, amount: 150_000, originationFee: 2 },
      offer: { type: 'FIXED', term: 10, rate: 9.5, amount: Math.min(expected, 150_000), originationFee: 2 },
      reason: null,
      ofeeMaxThreshold: null,
      propertyState: 'OR',
      serverStep: 'CLTV_LIEN_POSITION_REQUALIFY',
    });
    expect(
      (await getAs(suite.t.app, suite.stranger.jwt, endpointPath(offersApi.requalified, { uuid })))
        .statusCode,
    ).toBe(404);
    expect(
      (await postAs(suite.t.app, suite.stranger.jwt, endpointPath(offersApi.acceptRequalified, { uuid })))
        .statusCode,
    ).toBe(404);

    const accepted = await postAs(
      suite.t.app,
      suite.borrower.jwt,
      endpointPath(offersApi.acceptRequalified, { uuid }),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().serverStep).toBe('FINAL_TITLE_ORDER');
    const row = await readApplicationRow(suite.t, uuid);
    expect(Number(row.amount)).toBe(Math.min(expected, 150_000));
    expect(row.selectedOffer).toMatchObject({ amount: Math.min(expected, 150_000).toFixed(2), rate: '9.5' });
    expect(row.adjustedHomeAmount).toBe('400000.00');
  });

  it('offers nothing, and refuses acceptance, when the equity no longer supports a line', async () => {
    const uuid = await atRequalify(200_000);
    const view = (
      await getAs(suite.t.app, suite.borrower.jwt, endpointPath(offersApi.requalified, { uuid }))
    ).json();
    expect(view).toMatchObject({ offer: null, reason: expect.stringContaining('too little equity') });
    const refused = await postAs(
      suite.t.app,
      suite.borrower.jwt,
      endpointPath(offersApi.acceptRequalified, { uuid }),
    );
    expect(refused.statusCode).toBe(409);
    const row = await readApplicationRow(suite.t, uuid);
    expect(row).toMatchObject({ serverStep: 'CLTV_LIEN_POSITION_REQUALIFY', amount: '150000.00' });
  });

  it('says the value is not in yet when staff sent none', async () => {
    const uuid = await atRequalify(undefined);
    const view = (
      await getAs(suite.t.app, suite.borrower.jwt, endpointPath(offersApi.requalified, { uuid }))
    ).json();
    expect(view).toMatchObject({
      homeValue: null,
      offer: null,
      reason: expect.stringContaining('not available'),
    });
    expect(
      (await postAs(suite.t.app, suite.borrower.jwt, endpointPath(offersApi.acceptRequalified, { uuid })))
        .statusCode,
    ).toBe(409);
  });
});
