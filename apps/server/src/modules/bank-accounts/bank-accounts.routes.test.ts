import { applicationApi } from '@hearth/domain/api/application-api';
import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { describe, expect, it } from 'vitest';
import { encryptPii } from '../../lib/pii.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import {
  collectStrings,
  postJson,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { LINKED_ACCOUNT_NOT_FOUND } from './bank-accounts.service.ts';

const suite = useTestAppWithStaff();

const ACCOUNT_NUMBER = '000123456789';
const manual = {
  source: 'MANUAL',
  routingNumber: '021000021',
  accountNumber: ACCOUNT_NUMBER,
  accountType: 'CHECKING',
};

/** An income source as `P/income/link` stores it, with the numbers the aggregator returned. */
function linkedSource() {
  return {
    source: 'PLAID_TRANSACTIONS',
    linkId: 'LNK-BANK-test',
    institutionId: 'ins_sandbox_first',
    institutionName: 'First Sandbox Bank',
    accounts: [
      {
        accountId: 'ins_sandbox_first-savings',
        name: 'High-Yield Savings',
        type: 'SAVINGS',
        mask: '1111',
        routingNumber: '021000021',
        accountNumberEncrypted: encryptPii('555566661111', suite.t.config.piiKey),
      },
    ],
  };
}

describe('POST P/bank/disbursement (decision 007)', () => {
  it('APP-004, APP-026: a manual account is stored encrypted, answered masked, and goes to verification', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT', {
      status: { checklistStatus: 'X', giactAccountStatus: 'FAILED' },
    });
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.disbursement, { uuid: uuid }),
      manual,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      serverStep: 'BANK_ACCOUNT_VERIFICATION',
      account: { routingNumber: '021000021', mask: '6789', accountType: 'CHECKING', source: 'MANUAL' },
    });
    expect(collectStrings(response.json())).not.toContain(ACCOUNT_NUMBER);

    const row = await readRow(suite.t, uuid);
    expect(row.disburseAccount?.mask).toBe('6789');
    expect(JSON.stringify(row)).not.toContain(ACCOUNT_NUMBER);
    expect(row.status.giactAccountStatus).toBeNull();
    const read = await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), borrower.jwt);
    expect(read.json().disburseAccount).toMatchObject({ mask: '6789', verificationStatus: null });
    expect(read.body).not.toContain(ACCOUNT_NUMBER);
    const [entry] = await readTimeline(suite.t.db, uuid);
    expect(entry).toMatchObject({
      event: 'DISBURSEMENT_ACCOUNT_ENTERED',
      actor: 'BORROWER',
      actorId: borrower.identityUuid,
    });
  });

  it('APP-004: an account the bank link shared goes straight on to autopay', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT', {
      incomeSources: [linkedSource()],
    });
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.disbursement, { uuid: uuid }),
      {
        source: 'LINKED',
        accountId: 'ins_sandbox_first-savings',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      serverStep: 'AUTOPAY_ACCOUNT',
      account: {
        mask: '1111',
        accountType: 'SAVINGS',
        source: 'LINKED',
        institutionName: 'First Sandbox Bank',
      },
    });
    expect(JSON.stringify(await readRow(suite.t, uuid))).not.toContain('555566661111');
  });

  it.each([
    [
      'a routing number with a bad check digit',
      { ...manual, routingNumber: '021000022' },
      'This routing number is not valid. Please check it on a check or with your bank',
    ],
    [
      'a routing number of 8 digits',
      { ...manual, routingNumber: '02100002' },
      'A routing number has 9 digits',
    ],
    [
      'an account number of 3 digits',
      { ...manual, accountNumber: '123' },
      'An account number has 4 to 17 digits',
    ],
    [
      'an account number of 18 digits',
      { ...manual, accountNumber: '1'.repeat(18) },
      'An account number has 4 to 17 digits',
    ],
    [
      'an account number with letters',
      { ...manual, accountNumber: '1234abcd' },
      'An account number has 4 to 17 digits',
    ],
    [
      'a linked account nobody shared',
      { source: 'LINKED', accountId: 'ins_sandbox_first-checking' },
      LINKED_ACCOUNT_NOT_FOUND,
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT', {
      incomeSources: [linkedSource()],
    });
    const before = await snapshot(suite.t, uuid);
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.disbursement, { uuid: uuid }),
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('wrong step 409 naming it, someone else’s 404, a staff token 403: nothing stored', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'AUTOPAY_ACCOUNT');
    const before = await snapshot(suite.t, uuid);
    const late = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.disbursement, { uuid: uuid }),
      manual,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('AUTOPAY_ACCOUNT');
    const other = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT');
    const stranger = await registerUser(suite.t.app);
    expect(
      (
        await postJson(
          suite.t,
          stranger.jwt,
          endpointPath(bankAccountsApi.disbursement, { uuid: other.uuid }),
          manual,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await postJson(
          suite.t,
          suite.staffJwt,
          endpointPath(bankAccountsApi.disbursement, { uuid: other.uuid }),
          manual,
        )
      ).statusCode,
    ).toBe(403);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
    expect((await readRow(suite.t, other.uuid)).disburseAccount).toBeNull();
  });
});

describe('POST P/bank/autopay (decision 007)', () => {
  async function atAutopay() {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT');
    await postJson(suite.t, borrower.jwt, endpointPath(bankAccountsApi.disbursement, { uuid: uuid }), manual);
    // The verification job's answer, as the sandbox gives it for this number.
    await suite.t.db.transaction((tx) =>
      transitionApplication(tx, { uuid, event: 'BANK_ACCOUNT_VERIFIED', actor: 'JOB' }),
    );
    return { uuid, borrower };
  }

  it('autopay from the disbursement account records the Reg E authorization', async () => {
    const { uuid, borrower } = await atAutopay();
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.autopay, { uuid: uuid }),
      {
        payType: 'AUTOPAY',
        sameAsDisbursement: true,
        authorized: true,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      serverStep: 'VERIFIED_AUTOPAY_ACCOUNT',
      payType: 'AUTOPAY',
      account: { mask: '6789' },
    });
    const row = await readRow(suite.t, uuid);
    expect(row.payType).toBe('AUTOPAY');
    expect(row.autopayAccount?.uuid).toBe(row.disburseAccount?.uuid);
    const timeline = await readTimeline(suite.t.db, uuid);
    expect(timeline.at(-1)).toMatchObject({
      event: 'AUTOPAY_AUTHORIZED',
      detail: { regEAuthorization: true, mask: '6789' },
    });
  });

  it('autopay from another account stores that account encrypted', async () => {
    const { uuid, borrower } = await atAutopay();
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.autopay, { uuid: uuid }),
      {
        payType: 'AUTOPAY',
        account: { routingNumber: '011000015', accountNumber: '44443333', accountType: 'SAVINGS' },
        authorized: true,
      },
    );
    expect(response.json()).toMatchObject({
      account: { mask: '3333', routingNumber: '011000015', accountType: 'SAVINGS' },
    });
    expect(JSON.stringify(await readRow(suite.t, uuid))).not.toContain('44443333');
  });

  it('manual payments go on to the ID check with no autopay account', async () => {
    const { uuid, borrower } = await atAutopay();
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.autopay, { uuid: uuid }),
      { payType: 'MANUAL' },
    );
    expect(response.json()).toEqual({
      serverStep: 'IDENTITY_VERIFICATION',
      payType: 'MANUAL',
      account: null,
    });
    expect(await readRow(suite.t, uuid)).toMatchObject({ payType: 'MANUAL', autopayAccount: null });
  });

  it.each([
    [
      'autopay without the authorization',
      { payType: 'AUTOPAY', sameAsDisbursement: true, authorized: false },
      'Please authorize automatic payments to continue',
    ],
    [
      'autopay with no account',
      { payType: 'AUTOPAY', authorized: true },
      'Choose either the disbursement account or another account for automatic payments',
    ],
    [
      'another account with a bad routing number',
      {
        payType: 'AUTOPAY',
        account: { routingNumber: '123456789', accountNumber: '12345678', accountType: 'CHECKING' },
        authorized: true,
      },
      'This routing number is not valid. Please check it on a check or with your bank',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { uuid, borrower } = await atAutopay();
    const before = await snapshot(suite.t, uuid);
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(bankAccountsApi.autopay, { uuid: uuid }),
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('wrong step 409, someone else’s 404, a staff token 403', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT');
    const body = { payType: 'MANUAL' };
    expect(
      (await postJson(suite.t, borrower.jwt, endpointPath(bankAccountsApi.autopay, { uuid: uuid }), body))
        .statusCode,
    ).toBe(409);
    const stranger = await registerUser(suite.t.app);
    expect(
      (await postJson(suite.t, stranger.jwt, endpointPath(bankAccountsApi.autopay, { uuid: uuid }), body))
        .statusCode,
    ).toBe(404);
    expect(
      (await postJson(suite.t, suite.staffJwt, endpointPath(bankAccountsApi.autopay, { uuid: uuid }), body))
        .statusCode,
    ).toBe(403);
    expect((await readRow(suite.t, uuid)).payType).toBeNull();
  });
});
