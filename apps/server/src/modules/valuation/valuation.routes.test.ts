import { endpointPath } from '@hearth/domain/api/endpoint';
import { valuationApi } from '@hearth/domain/api/valuation-api';
import { VALUATION_MESSAGES, type ValuationView } from '@hearth/domain/journey/valuation';
import { pageForServerStep } from '@hearth/domain/progress/step-page';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { driveOffersToIdVerification, expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  AUSTIN,
  buildLifecycleTestApp,
  createApplicationAs,
  readApplicationRow,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { sandboxHomeValue } from '../../providers/sandbox/sandbox-home-value.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { callBranch, countTimeline, moveAs } from '../journey/test/branch-test-support.ts';
import { CONDITION_ANSWERS_REQUIRED } from './valuation.service.ts';

const suite = useTestApp(buildLifecycleTestApp);

/** The sandbox value of the home: what a borrower who knows their home would estimate. */
function estimateOf(row: ApplicationRecord): number {
  if (!row.propertyAddress) {
    throw new Error('no property address');
  }
  return sandboxHomeValue(row.propertyAddress);
}

const CONDITION = {
  overallCondition: 'GOOD',
  recentUpdates: true,
  updateDetails: 'New roof',
  repairsNeeded: false,
};

describe('POST P/property/estimate (bpo/estimate-value)', () => {
  it('PRG-076, CON-004: Noavm gives an estimate; offers price from it with the 180 valuation cost', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Noavm');
    const row = await expectStep(suite.t, uuid, 'NO_AVM_FOUND');
    expect(pageForServerStep(row.serverStep, {})).toEqual({ kind: 'page', page: 'bpo/estimate-value' });
    const view = (
      await callBranch(suite.t, jwt, 'GET', endpointPath(valuationApi.get, { uuid }))
    ).json<ValuationView>();
    expect(view).toMatchObject({ valuationCost: 180, estimatedHomeValue: null });
    const estimatedValue = estimateOf(row);
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.estimate, { uuid }), {
      estimatedValue,
    });
    expect(answer.json()).toEqual({ serverStep: 'WAITING_FOR_INITIAL_OFFERS' });
    const offers = await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    expect(offers.estimatedHomeValue).toBe(estimatedValue.toFixed(2));
    const costs = (offers.offerSet as { costs: { costs: { type: string; borrowerPaidAmount: number }[] } })
      .costs;
    expect(costs.costs).toContainEqual(
      expect.objectContaining({ type: 'VALUATION', borrowerPaidAmount: 180 }),
    );
  });

  it.each([
    [0, VALUATION_MESSAGES.estimatePositive],
    [-5, VALUATION_MESSAGES.estimatePositive],
    ['640000', VALUATION_MESSAGES.estimateRequired],
    [100_000_000, VALUATION_MESSAGES.estimateTooLarge],
  ])('an estimate of %j is 400 "%s" and nothing is stored', async (estimatedValue, message) => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Noavm');
    await expectStep(suite.t, uuid, 'NO_AVM_FOUND');
    const before = await countTimeline(suite.t, uuid);
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.estimate, { uuid }), {
      estimatedValue,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [message] });
    expect(await readApplicationRow(suite.t, uuid)).toMatchObject({
      serverStep: 'NO_AVM_FOUND',
      estimatedHomeValue: null,
    });
    expect(await countTimeline(suite.t, uuid)).toBe(before);
  });

  it('at another step it is 409; someone else’s application is 404', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.estimate, { uuid }), {
      estimatedValue: 500_000,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ errors: string[] }>().errors[0]).toContain('OFFER_SELECTION');
    const stranger = await registerUser(suite.t.app);
    expect(
      (await callBranch(suite.t, stranger.jwt, 'GET', endpointPath(valuationApi.get, { uuid }))).statusCode,
    ).toBe(404);
    expect((await readApplicationRow(suite.t, uuid)).estimatedHomeValue).toBeNull();
  });

  it('PRG-076: staff ask for an estimate during the residential evaluation (NAV_RESI_EVAL_ESTIMATE)', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Noavm');
    const row = await expectStep(suite.t, uuid, 'NO_AVM_FOUND');
    await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.estimate, { uuid }), {
      estimatedValue: estimateOf(row),
    });
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    await driveOffersToIdVerification(suite.t, uuid);
    await expectStep(suite.t, uuid, 'NAV_RESI_EVAL_REVIEW');
    await moveAs(suite.t, uuid, 'OPS', 'VALUE_ESTIMATE_REQUESTED');
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.estimate, { uuid }), {
      estimatedValue: 610_000,
    });
    expect(answer.json()).toEqual({ serverStep: 'NAV_RESI_EVAL_ORDER_REQUEST' });
    await expectStep(suite.t, uuid, 'NAV_RESI_EVAL_REVIEW');
    expect((await readApplicationRow(suite.t, uuid)).estimatedHomeValue).toBe('610000.00');
  });
});

describe('POST P/bpo/order and P/appraisal/payment (bpo/condition, hold)', () => {
  it('PRG-078, PRG-087: a Texas home answers the condition questions, orders the BPO; then pays for an appraisal', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace', AUSTIN);
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    await driveOffersToIdVerification(suite.t, uuid);
    const request = await expectStep(suite.t, uuid, 'NAV_BPO_ORDER_REQUEST');
    const progress = { status: request.status, property: { state: 'TX' } };
    expect(pageForServerStep(request.serverStep, progress)).toEqual({ kind: 'page', page: 'bpo/condition' });

    const missing = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.orderBpo, { uuid }), {
      authorized: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [CONDITION_ANSWERS_REQUIRED] });
    const unauthorized = await callBranch(
      suite.t,
      jwt,
      'POST',
      endpointPath(valuationApi.orderBpo, { uuid }),
      {
        condition: CONDITION,
      },
    );
    expect(unauthorized.json()).toEqual({ errors: [VALUATION_MESSAGES.authorizeBpo] });
    expect((await readApplicationRow(suite.t, uuid)).serverStep).toBe('NAV_BPO_ORDER_REQUEST');

    const ordered = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.orderBpo, { uuid }), {
      condition: CONDITION,
      authorized: true,
    });
    expect(ordered.json()).toEqual({ serverStep: 'NAV_BPO_ORDERED' });
    const view = (
      await callBranch(suite.t, jwt, 'GET', endpointPath(valuationApi.get, { uuid }))
    ).json<ValuationView>();
    expect(view.order).toMatchObject({ kind: 'BPO', vendorReference: expect.stringMatching(/^BPO-/) });
    const review = await expectStep(suite.t, uuid, 'NAV_BPO_REVIEW');
    expect(review.status).toMatchObject({ bpo: 'BPO_COMPLETE' });

    await moveAs(suite.t, uuid, 'OPS', 'ONSITE_APPRAISAL_REQUIRED');
    const payment = await expectStep(suite.t, uuid, 'ONSITE_APPRAISAL_PAYMENT');
    expect(pageForServerStep(payment.serverStep, {})).toEqual({ kind: 'page', page: 'hold' });
    const refused = await callBranch(
      suite.t,
      jwt,
      'POST',
      endpointPath(valuationApi.payAppraisal, { uuid }),
      {},
    );
    expect(refused.json()).toEqual({ errors: [VALUATION_MESSAGES.authorizePayment] });
    const paid = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.payAppraisal, { uuid }), {
      authorized: true,
    });
    expect(paid.json()).toEqual({ serverStep: 'ONSITE_APPRAISAL_PENDING' });
    await expectStep(suite.t, uuid, 'ONSITE_APPRAISAL_REVIEW');
    const after = (
      await callBranch(suite.t, jwt, 'GET', endpointPath(valuationApi.get, { uuid }))
    ).json<ValuationView>();
    expect(after).toMatchObject({
      appraisalFee: 550,
      paymentAccountMask: '6789',
      order: { kind: 'APPRAISAL' },
    });
  });

  it('ordering a BPO at another step is 409', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(valuationApi.orderBpo, { uuid }), {
      authorized: true,
    });
    expect(answer.statusCode).toBe(409);
    const payment = await callBranch(
      suite.t,
      jwt,
      'POST',
      endpointPath(valuationApi.payAppraisal, { uuid }),
      {
        authorized: true,
      },
    );
    expect(payment.statusCode).toBe(409);
  });
});
