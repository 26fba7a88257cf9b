import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { softCreditApi } from '@hearth/domain/api/soft-credit-api';
import { SOFT_CREDIT_MESSAGES } from '@hearth/domain/journey/soft-credit';
import { pageForServerStep } from '@hearth/domain/progress/step-page';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { decryptPii } from '../../lib/pii.ts';
import { driveOffersToSubmission, expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  readApplicationRow,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { callBranch, countTimeline } from '../journey/test/branch-test-support.ts';

const suite = useTestApp(buildLifecycleTestApp);

async function arrive(lastName: string, step: string) {
  const created = await createApplicationAs(suite.t, lastName);
  await expectStep(suite.t, created.uuid, step);
  return created;
}

describe('POST P/soft-credit/ssn (credit/social)', () => {
  it('PRG-057: Nomatch gives the full SSN, stored encrypted; the re-pull finds the file → offers', async () => {
    const { uuid, jwt } = await arrive('Nomatch', 'CREDIT_NO_MATCH');
    const row = await readApplicationRow(suite.t, uuid);
    expect(pageForServerStep(row.serverStep, {})).toEqual({ kind: 'page', page: 'credit/social' });
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.repullSsn, { uuid }), {
      ssn: '123-45-6789',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ serverStep: 'SOFT_CREDIT_PULL' });
    const offers = await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    expect(offers.ssnEncrypted).not.toContain('6789');
    expect(decryptPii(offers.ssnEncrypted ?? '', suite.t.config.piiKey)).toBe('123456789');
    const read = await callBranch(suite.t, jwt, 'GET', endpointPath(applicationApi.get, { uuid }));
    expect(read.body).not.toContain('123456789');
    expect(read.json()).toMatchObject({ hasSsn: true, ssnMasked: '***-**-6789' });
  });

  it('PRG-058: an SSN ending 0000 finds no credit file → CREDIT_NO_MATCH_SSN (review-app/no-credit)', async () => {
    const { uuid, jwt } = await arrive('Nomatch', 'CREDIT_NO_MATCH');
    await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.repullSsn, { uuid }), {
      ssn: '123450000',
    });
    const row = await expectStep(suite.t, uuid, 'CREDIT_NO_MATCH_SSN');
    expect(pageForServerStep(row.serverStep, {})).toEqual({ kind: 'page', page: 'review-app/no-credit' });
    const view = await callBranch(suite.t, jwt, 'GET', endpointPath(softCreditApi.check, { uuid }));
    expect(view.json()).toMatchObject({ serverStep: 'CREDIT_NO_MATCH_SSN', ssnMasked: '***-**-0000' });
  });

  it.each([
    ['12345', SOFT_CREDIT_MESSAGES.ssnFormat],
    ['000-12-3456', SOFT_CREDIT_MESSAGES.ssnInvalid],
    ['', SOFT_CREDIT_MESSAGES.ssnRequired],
  ])('a malformed SSN %j is 400 "%s" and nothing is stored', async (ssn, message) => {
    const { uuid, jwt } = await arrive('Nomatch', 'CREDIT_NO_MATCH');
    const before = await countTimeline(suite.t, uuid);
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.repullSsn, { uuid }), {
      ssn,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [message] });
    const row = await readApplicationRow(suite.t, uuid);
    expect(row).toMatchObject({ serverStep: 'CREDIT_NO_MATCH', ssnEncrypted: null });
    expect(await countTimeline(suite.t, uuid)).toBe(before);
  });

  it('at another step it is 409 naming the step, and nothing is stored', async () => {
    const { uuid, jwt } = await arrive('Frozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    const before = await countTimeline(suite.t, uuid);
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.repullSsn, { uuid }), {
      ssn: '123456789',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ errors: string[] }>().errors[0]).toContain('SOFT_CREDIT_LOCKED_OR_FROZEN');
    expect((await readApplicationRow(suite.t, uuid)).ssnEncrypted).toBeNull();
    expect(await countTimeline(suite.t, uuid)).toBe(before);
  });

  it("another borrower's application is 404 and untouched", async () => {
    const { uuid } = await arrive('Nomatch', 'CREDIT_NO_MATCH');
    const stranger = await registerUser(suite.t.app);
    const write = await callBranch(
      suite.t,
      stranger.jwt,
      'POST',
      endpointPath(softCreditApi.repullSsn, { uuid }),
      {
        ssn: '123456789',
      },
    );
    expect(write.statusCode).toBe(404);
    expect(
      (await callBranch(suite.t, stranger.jwt, 'GET', endpointPath(softCreditApi.check, { uuid })))
        .statusCode,
    ).toBe(404);
    expect(await readApplicationRow(suite.t, uuid)).toMatchObject({
      serverStep: 'CREDIT_NO_MATCH',
      ssnEncrypted: null,
    });
  });
});

describe('POST P/soft-credit/unfrozen (credit/error, review-app/incorrect-pin)', () => {
  it('PRG-059: Frozen lifts the freeze at the bureau; the re-pull goes on to offers', async () => {
    const { uuid, jwt } = await arrive('Frozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    const view = await callBranch(suite.t, jwt, 'GET', endpointPath(softCreditApi.check, { uuid }));
    expect(view.json()).toEqual({
      serverStep: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
      pull: 'SOFT',
      frozen: true,
      pinRequired: false,
      pinRejected: false,
      ssnMasked: null,
    });
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.unfrozen, { uuid }), {});
    expect(answer.json()).toEqual({ serverStep: 'SOFT_CREDIT_PULL' });
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
  });

  it('PRG-059, PRG-091: Pinfrozen — a wrong PIN keeps the freeze (pinRejected), the right one lifts it; the PIN is never kept', async () => {
    const { uuid, jwt } = await arrive('Pinfrozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    expect(
      (await callBranch(suite.t, jwt, 'GET', endpointPath(softCreditApi.check, { uuid }))).json(),
    ).toMatchObject({
      pinRequired: true,
      pinRejected: false,
    });
    const wrong = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.unfrozen, { uuid }), {
      pin: '1234560000',
    });
    expect(wrong.json()).toEqual({ serverStep: 'SOFT_CREDIT_PULL' });
    const refused = await expectStep(suite.t, uuid, 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    expect(refused.creditFreezePinEncrypted).toBeNull();
    expect(refused.status).toMatchObject({ creditFrozenWithPin: true });
    expect(
      (await callBranch(suite.t, jwt, 'GET', endpointPath(softCreditApi.check, { uuid }))).json(),
    ).toMatchObject({
      frozen: true,
      pinRejected: true,
    });
    await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.unfrozen, { uuid }), { pin: '123456' });
    const offers = await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    expect(offers.creditFreezePinEncrypted).toBeNull();
  });

  it('a PIN that is not 4 to 12 digits is 400 and nothing moves', async () => {
    const { uuid, jwt } = await arrive('Pinfrozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN');
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.unfrozen, { uuid }), {
      pin: '12',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [SOFT_CREDIT_MESSAGES.pinFormat] });
    expect(await readApplicationRow(suite.t, uuid)).toMatchObject({
      serverStep: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
      creditFreezePinEncrypted: null,
    });
  });

  it('PRG-059: Hardfrozen — the hard pull at submission is frozen; lifted, it goes on to income', async () => {
    const { uuid, jwt } = await arrive('Hardfrozen', 'OFFER_SELECTION');
    await driveOffersToSubmission(suite.t, uuid);
    await expectStep(suite.t, uuid, 'HARD_CREDIT_LOCKED_OR_FROZEN');
    expect(
      (await callBranch(suite.t, jwt, 'GET', endpointPath(softCreditApi.check, { uuid }))).json(),
    ).toMatchObject({
      pull: 'HARD',
      frozen: true,
    });
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.unfrozen, { uuid }), {});
    expect(answer.json()).toEqual({ serverStep: 'HARD_CREDIT_PULL' });
    await expectStep(suite.t, uuid, 'INCOME_VERIFICATION');
  });

  it('at another step it is 409 and nothing is stored', async () => {
    const { uuid, jwt } = await arrive('Nomatch', 'CREDIT_NO_MATCH');
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(softCreditApi.unfrozen, { uuid }), {
      pin: '123456',
    });
    expect(answer.statusCode).toBe(409);
    expect((await readApplicationRow(suite.t, uuid)).creditFreezePinEncrypted).toBeNull();
  });
});
