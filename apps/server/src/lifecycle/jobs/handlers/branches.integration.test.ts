import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers.ts';
import { helocApplications } from '../../../db/schema/index.ts';
import { buildCreateBody, postCreate } from '../../../modules/application/create-heloc.test-support.ts';
import { registerUser } from '../../../modules/identity/identity-test-support.ts';
import { readStepVisits } from '../../lifecycle-test-support.ts';
import { findLatestProviderResult } from './support/provider-results.repository.ts';
import {
  buildAccount,
  driveOffersToIdVerification,
  driveOffersToSubmission,
  expectStep,
  linkIncome,
} from './test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  moveAsBorrower,
  readApplicationRow,
} from './test/journey-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildLifecycleTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The step's job once it has run `runs` times (a waiting handler). */
async function waitForJobRuns(uuid: string, step: string, runs: number) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const jobs = await readStepVisits(t.db, uuid);
    const job = jobs.find((row) => row.step === step);
    if (job && job.runs >= runs) {
      return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

async function offersFor(lastName: string): Promise<string> {
  const { uuid } = await createApplicationAs(t, lastName);
  await expectStep(t, uuid, 'OFFER_SELECTION');
  return uuid;
}

describe('before the soft pull', () => {
  it('waits for the FCRA soft-pull consent before calling the bureau, then goes on', async () => {
    const user = await registerUser(t.app);
    const body = buildCreateBody({
      consentRequests: [{ type: 'TERMS_AND_PRIVACY' }, { type: 'ELECTRONIC_COMMUNICATIONS' }],
    });
    const created = await postCreate(t.app, user.jwt, body);
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json<{ uuid: string }>();
    const job = await waitForJobRuns(uuid, 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE', 1);
    expect(job).toMatchObject({ state: 'WAITING' });
    expect(await findLatestProviderResult(t.db, uuid, 'SOFT_CREDIT')).toBeUndefined();
    const row = await readApplicationRow(t, uuid);
    await t.db
      .update(helocApplications)
      .set({ consents: [...row.consents, 'SOFT_CREDIT'] })
      .where(eq(helocApplications.uuid, uuid));
    await t.app.lifecycle.recheckNow();
    await expectStep(t, uuid, 'OFFER_SELECTION');
  });
});

describe('branches after the offers, through the step jobs', () => {
  it('Hardfrozen: the hard pull is frozen until the borrower lifts it', async () => {
    const uuid = await offersFor('Hardfrozen');
    await driveOffersToSubmission(t, uuid);
    const frozen = await expectStep(t, uuid, 'HARD_CREDIT_LOCKED_OR_FROZEN');
    expect(frozen.status).toMatchObject({ creditFrozenWithPin: false });
    await moveAsBorrower(t, uuid, 'CREDIT_UNFROZEN');
    await expectStep(t, uuid, 'INCOME_VERIFICATION');
  });

  it('the income job waits for a link, then verifies and keeps the offer', async () => {
    const uuid = await offersFor('Lovelace');
    await driveOffersToSubmission(t, uuid);
    await expectStep(t, uuid, 'INCOME_VERIFICATION');
    expect(await waitForJobRuns(uuid, 'INCOME_VERIFICATION', 1)).toMatchObject({ state: 'WAITING', runs: 1 });
    await t.app.lifecycle.recheckNow();
    expect(await waitForJobRuns(uuid, 'INCOME_VERIFICATION', 2)).toMatchObject({ state: 'WAITING', runs: 2 });
    await expectStep(t, uuid, 'INCOME_VERIFICATION');
    await linkIncome(t, uuid);
    const row = await expectStep(t, uuid, 'DISBURSEMENT_ACCOUNT');
    expect(row.status).toMatchObject({ uwSubDecision: 'VERIFIED_OFFER' });
  });

  it.each([
    ['Shortfall', 'REVISED_OFFER_SELECTION', { uwSubDecision: 'VERIFIED_DTI_LIMITED' }],
    ['Employer', 'EMPLOYMENT_VERIFICATION', { employmentVerificationNeeded: true }],
  ])('%s: verified income → %s (PRG-067, PRG-070)', async (lastName, step, flags) => {
    const uuid = await offersFor(lastName);
    await driveOffersToSubmission(t, uuid);
    await expectStep(t, uuid, 'INCOME_VERIFICATION');
    await linkIncome(t, uuid);
    const row = await expectStep(t, uuid, step);
    expect(row.status).toMatchObject(flags);
  });

  it.each([
    ['000987650000', 'DISBURSEMENT_ACCOUNT', 'FAILED'],
    ['000987651111', 'AUTOPAY_ACCOUNT', 'PENDING_REVIEW'],
    ['000987654321', 'AUTOPAY_ACCOUNT', 'VERIFIED'],
  ])('a manual account …%s is checked → %s (%s)', async (accountNumber, step, status) => {
    const uuid = await offersFor('Lovelace');
    await driveOffersToSubmission(t, uuid);
    await expectStep(t, uuid, 'INCOME_VERIFICATION');
    await linkIncome(t, uuid);
    await expectStep(t, uuid, 'DISBURSEMENT_ACCOUNT');
    await moveAsBorrower(t, uuid, 'DISBURSEMENT_ACCOUNT_ENTERED', {
      disburseAccount: buildAccount(t, accountNumber, 'MANUAL'),
    });
    const row = await expectStep(t, uuid, step);
    expect(row.status).toMatchObject({ giactAccountStatus: status });
    expect(row.disburseAccount).toMatchObject({ verificationStatus: status, mask: accountNumber.slice(-4) });
  });

  it.each([
    ['Idreject', 'IDENTITY_VERIFICATION'],
    ['Fraud', 'FRAUD_REVIEW'],
  ])('%s: the ID check → %s', async (lastName, step) => {
    const uuid = await offersFor(lastName);
    await driveOffersToIdVerification(t, uuid);
    await expectStep(t, uuid, step);
  });

  it('Titleexceptions: the title company reports exceptions for staff', async () => {
    const uuid = await offersFor('Titleexceptions');
    await driveOffersToIdVerification(t, uuid);
    await expectStep(t, uuid, 'FINAL_TITLE_REVIEW');
  });
});
