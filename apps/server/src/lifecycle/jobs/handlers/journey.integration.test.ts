import { TO_OFFERS } from '@hearth/domain/lifecycle/journey-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers.ts';
import { encryptPii } from '../../../lib/pii.ts';
import { listDocuments } from '../../../modules/documents/document.repository.ts';
import { sandboxHomeValue } from '../../../providers/sandbox/sandbox-home-value.ts';
import { advanceSandboxClock } from '../../clock.ts';
import { readTimeline } from '../../timeline.ts';
import { driveOffersToIdVerification, expectStep } from './test/drive-journey.ts';
import {
  AUSTIN,
  buildLifecycleTestApp,
  createApplicationAs,
  moveAsBorrower,
  readApplicationRow,
} from './test/journey-test-support.ts';

const DAY_MS = 86_400_000;
const PORTLAND = { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' };
let t: TestApp;
beforeAll(async () => {
  t = await buildLifecycleTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the default persona through the step jobs', () => {
  it('runs the job chain from creation to OFFER_SELECTION with an approved offer set (OFR-004)', async () => {
    const { uuid } = await createApplicationAs(t, 'Lovelace');
    const row = await expectStep(t, uuid, 'OFFER_SELECTION');
    const timeline = await readTimeline(t.db, uuid);
    // Created with the soft-pull consent, so the chain starts at the pull (TO_OFFERS minus the disclosure move).
    expect(timeline.map((entry) => [entry.actor, entry.event, entry.to])).toEqual(TO_OFFERS.slice(1));
    expect(row.offerSet).toMatchObject({ decision: 'APPROVED', subDecision: 'UNVERIFIED_OFFER' });
    expect(row.status).toMatchObject({ uwDecision: 'APPROVED', propertyComplete: true, liensComplete: true });
    expect(Number(row.adjustedHomeAmount)).toBeGreaterThanOrEqual(320_000);
  });

  it('goes on to COMPLETE: vendors answer by themselves, rescission waits for the clock (PRG-045, PRG-080)', async () => {
    const { uuid } = await createApplicationAs(t, 'Lovelace');
    await expectStep(t, uuid, 'OFFER_SELECTION');
    await driveOffersToIdVerification(t, uuid);
    await expectStep(t, uuid, 'FINAL_OFFER');
    await moveAsBorrower(t, uuid, 'FINAL_OFFER_ACCEPTED');
    await expectStep(t, uuid, 'NOTE_SIGNING');
    await moveAsBorrower(t, uuid, 'NOTE_SIGNED');
    await expectStep(t, uuid, 'NOTARY_DISCLOSURE');
    await moveAsBorrower(t, uuid, 'NOTARY_DISCLOSURE_ACKNOWLEDGED');
    await expectStep(t, uuid, 'DEED_SIGNING');
    await moveAsBorrower(t, uuid, 'E_NOTARY_SESSION_STARTED');
    await t.app.lifecycle.providers.eNotary.startSession({
      applicationUuid: uuid,
      signerName: 'Ada Lovelace',
      state: 'OR',
    });
    await expectStep(t, uuid, 'TRUST_AND_INSURANCE');
    await moveAsBorrower(t, uuid, 'INSURANCE_UPLOADED', { insurance: { complete: true } });
    await expectStep(t, uuid, 'RESCISSION');

    await t.app.lifecycle.recheckNow();
    expect((await readApplicationRow(t, uuid)).serverStep).toBe('RESCISSION');
    await advanceSandboxClock(t.db, 10 * DAY_MS);
    await t.app.lifecycle.recheckNow();
    const done = await expectStep(t, uuid, 'COMPLETE');

    const timeline = await readTimeline(t.db, uuid);
    const providerEvents = timeline.filter((entry) => entry.actor === 'PROVIDER').map((entry) => entry.event);
    expect(providerEvents).toEqual(['TITLE_CLEARED', 'NOTARY_COMPLETED', 'RECORDED', 'FUNDED']);
    const ended = timeline.find((entry) => entry.event === 'RESCISSION_PERIOD_ENDED');
    expect(ended?.detail).toMatchObject({ deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const types = (await listDocuments(t.db, uuid)).map((document) => document.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'EARLY_HELOC_DISCLOSURE',
        'APPLICATION_SUMMARY',
        'NOTE',
        'DEED_OF_TRUST',
        'NOTICE_OF_RIGHT_TO_CANCEL',
      ]),
    );
    expect(done.status).toMatchObject({ checklistStatus: 'COMPLETE' });
    expect(done.active).toBe(true);
  });
});

describe('branches of the step jobs', () => {
  it('sends a Texas home to the BPO order after the ID check (PRG-041, PRG-078)', async () => {
    const { uuid } = await createApplicationAs(t, 'Lovelace', AUSTIN);
    const offers = await expectStep(t, uuid, 'OFFER_SELECTION');
    expect(offers.status).toMatchObject({ bpo: 'BPO_REQUIRED' });
    await driveOffersToIdVerification(t, uuid);
    const row = await expectStep(t, uuid, 'NAV_BPO_ORDER_REQUEST');
    expect(row.status).toMatchObject({ bpo: 'BPO_REQUIRED' });
    // The borrower orders the BPO; the sandbox broker accepts and completes it for staff review.
    await moveAsBorrower(t, uuid, 'BPO_ORDERED');
    await t.app.lifecycle.providers.valuation.orderBpo({ applicationUuid: uuid, address: AUSTIN });
    await expectStep(t, uuid, 'NAV_BPO_REVIEW');
  });

  it.each([
    ['123450000', 'CREDIT_NO_MATCH_SSN'],
    ['123456789', 'OFFER_SELECTION'],
  ])('Nomatch re-pulls with the SSN …%s → %s (PRG-057, PRG-058)', async (ssn, step) => {
    const { uuid } = await createApplicationAs(t, 'Nomatch');
    await expectStep(t, uuid, 'CREDIT_NO_MATCH');
    await moveAsBorrower(t, uuid, 'SSN_SUBMITTED', { ssnEncrypted: encryptPii(ssn, t.config.piiKey) });
    await expectStep(t, uuid, step);
  });

  it('Frozen gets offers once the borrower lifted the freeze (PRG-059)', async () => {
    const { uuid } = await createApplicationAs(t, 'Frozen');
    await expectStep(t, uuid, 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    await moveAsBorrower(t, uuid, 'CREDIT_UNFROZEN');
    await expectStep(t, uuid, 'OFFER_SELECTION');
  });

  it('Noavm prices from the borrower estimate, with the valuation cost (CON-004), then a residential evaluation (PRG-076)', async () => {
    const { uuid } = await createApplicationAs(t, 'Noavm');
    await expectStep(t, uuid, 'NO_AVM_FOUND');
    await moveAsBorrower(t, uuid, 'HOME_VALUE_ESTIMATED', {
      estimatedHomeValue: sandboxHomeValue(PORTLAND).toFixed(2),
    });
    const row = await expectStep(t, uuid, 'OFFER_SELECTION');
    const costs = (row.offerSet as { costs: { costs: { type: string; borrowerPaidAmount: number }[] } }).costs
      .costs;
    expect(costs).toContainEqual(expect.objectContaining({ type: 'VALUATION', borrowerPaidAmount: 180 }));
    // The estimate needs a residential evaluation after the ID check; the evaluator answers by itself.
    await driveOffersToIdVerification(t, uuid);
    await expectStep(t, uuid, 'NAV_RESI_EVAL_REVIEW');
  });
});
