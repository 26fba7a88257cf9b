import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { incomeApi } from '@hearth/domain/api/income-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionDocuments, providerResults } from '../../db/schema/index.ts';
import { decryptPii } from '../../lib/pii.ts';
import { readStepJobs } from '../../lifecycle/lifecycle-test-support.ts';
import {
  collectStrings,
  listAuditRows,
  listDocumentRows,
  postJson,
  postMultipart,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { TINY_PDF, TINY_PNG } from '../documents/test/document-fixtures.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { LINK_REFUSALS, UNKNOWN_ACCOUNT } from './income-link.service.ts';

const suite = useTestAppWithStaff();

const link = {
  institutionId: 'ins_sandbox_first',
  username: 'user_good',
  password: 'pass_good',
  accountIds: ['ins_sandbox_first-checking'],
};

describe('POST P/income/link (decision 007)', () => {
  it('APP-009: links the bank, keeps only the chosen accounts (numbers encrypted), wakes the waiting job', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION', { stepSeq: 4 });

    const response = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.link, { uuid }), link);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      serverStep: 'INCOME_VERIFICATION',
      source: {
        source: 'PLAID_TRANSACTIONS',
        institutionId: 'ins_sandbox_first',
        accounts: [
          {
            accountId: 'ins_sandbox_first-checking',
            name: 'Everyday Checking',
            type: 'CHECKING',
            mask: '0000',
          },
        ],
      },
    });

    const row = await readRow(suite.t, uuid);
    expect(row.incomeSources).toEqual([
      expect.objectContaining({ source: 'PLAID_TRANSACTIONS', linkId: expect.stringMatching(/^LNK-BANK-/) }),
    ]);
    const stored = (
      row.incomeSources[0] as { accounts: { accountNumberEncrypted: string; routingNumber: string }[] }
    ).accounts;
    expect(stored).toHaveLength(1);
    const number = decryptPii(stored[0]?.accountNumberEncrypted ?? '', suite.t.config.piiKey);
    expect(number).toMatch(/^\d{8}0000$/);
    expect(JSON.stringify(row.incomeSources)).not.toContain(number);
    expect(JSON.stringify(row.incomeSources)).not.toContain('pass_good');
    const jobs = await readStepJobs(suite.t.db, uuid);
    expect(jobs.map((job) => [job.seq, job.step, job.reason, job.due])).toEqual([
      [4, 'INCOME_VERIFICATION', 'woken', true],
    ]);
    const results = await suite.t.db
      .select()
      .from(providerResults)
      .where(eq(providerResults.applicationUuid, uuid));
    expect(results.map((result) => result.kind)).toEqual(['INCOME_LINK']);
    expect((await listAuditRows(suite.t, uuid)).map((event) => event.action)).toEqual([
      'borrower.income-linked',
    ]);

    // GET P shows the shared accounts, masked, where the disbursement page reads them.
    const read = await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), borrower.jwt);
    expect(read.json()).toMatchObject({
      incomeSources: [
        {
          source: 'PLAID_TRANSACTIONS',
          accounts: [{ accountId: 'ins_sandbox_first-checking', mask: '0000' }],
        },
      ],
      linkedAccounts: [
        {
          id: 'ins_sandbox_first-checking',
          name: 'Everyday Checking',
          mask: '0000',
          type: 'CHECKING',
          institutionName: 'First Sandbox Bank',
        },
      ],
    });
    expect(collectStrings(read.json())).not.toContain(number);
    expect(read.body).not.toContain('accountNumberEncrypted');
  });

  it('linking the same bank again replaces the earlier link', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.link, { uuid }), link);
    const again = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.link, { uuid }), {
      ...link,
      accountIds: ['ins_sandbox_first-checking', 'ins_sandbox_first-savings'],
    });
    expect(again.statusCode).toBe(200);
    const sources = (await readRow(suite.t, uuid)).incomeSources as { accounts: unknown[] }[];
    expect(sources).toHaveLength(1);
    expect(sources[0]?.accounts).toHaveLength(2);
  });

  it('a payroll link shares no accounts', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const response = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.link, { uuid }), {
      ...link,
      kind: 'PAYROLL',
      accountIds: [],
    });
    expect(response.json()).toMatchObject({ source: { source: 'TRUV_PAYROLL', accounts: [] } });
  });

  it('APP-009: a refused bank log-in is 422 with the bank’s message, and nothing is stored', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const before = await snapshot(suite.t, uuid);
    const response = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.link, { uuid }), {
      ...link,
      username: 'user_bad',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: [LINK_REFUSALS.INVALID_CREDENTIALS] });
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it.each([
    ['an account the bank did not share', { accountIds: ['someone-elses-account'] }, UNKNOWN_ACCOUNT],
    ['no account chosen', { accountIds: [] }, 'Please choose at least one account'],
    ['no password', { password: '' }, 'Please enter your password'],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const response = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.link, { uuid }), {
      ...link,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [message] });
    expect((await readRow(suite.t, uuid)).incomeSources).toEqual([]);
  });

  it('wrong step 409 naming it, someone else’s application 404, a staff token 403: nothing stored', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT');
    const before = await snapshot(suite.t, uuid);
    const late = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.link, { uuid }), link);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('DISBURSEMENT_ACCOUNT');

    const other = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const stranger = await registerUser(suite.t.app);
    expect(
      (await postJson(suite.t, stranger.jwt, endpointPath(incomeApi.link, { uuid: other.uuid }), link))
        .statusCode,
    ).toBe(404);
    expect(
      (await postJson(suite.t, suite.staffJwt, endpointPath(incomeApi.link, { uuid: other.uuid }), link))
        .statusCode,
    ).toBe(403);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
    expect((await readRow(suite.t, other.uuid)).incomeSources).toEqual([]);
  });
});

describe('POST P/income/documents (decision 007)', () => {
  const paystub = (name = 'stub.pdf', bytes = TINY_PDF) => [{ field: 'file', name, bytes }];

  it('PRG-095, CND-007: paystubs count against the open paystub condition and complete the task', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const raised = await staffRequest(suite.t.app, suite.staffJwt, opsApi.raiseCondition, {
      params: { uuid: uuid },
      payload: {
        category: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        title: 'Paystubs',
        description: 'Your two most recent paystubs.',
        documentTypes: ['USER_UPLOADED_PAYSTUB'],
        numDocsRequired: 2,
      },
    });
    const conditionUuid = raised.json<{ uuid: string }>().uuid;
    const url = endpointPath(incomeApi.uploadDocument, { uuid });

    const first = await postMultipart(
      suite.t,
      borrower.jwt,
      url,
      { type: 'USER_UPLOADED_PAYSTUB' },
      paystub(),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ serverStep: 'INCOME_VERIFICATION', uploaded: 1, required: 2 });
    expect((await readRow(suite.t, uuid)).status.manualPaystubTasksComplete).toBeUndefined();

    const second = await postMultipart(
      suite.t,
      borrower.jwt,
      url,
      { type: 'USER_UPLOADED_PAYSTUB' },
      paystub('stub-2.png', TINY_PNG),
    );
    expect(second.json()).toMatchObject({
      uploaded: 2,
      required: 2,
      document: { type: 'USER_UPLOADED_PAYSTUB' },
    });
    const row = await readRow(suite.t, uuid);
    expect(row.status.manualPaystubTasksComplete).toBe(true);
    expect(row.incomeSources).toEqual([
      expect.objectContaining({
        source: 'MANUAL_PAYSTUB',
        documentUuids: expect.arrayContaining([expect.any(String)]),
      }),
    ]);
    const links = await suite.t.db
      .select()
      .from(conditionDocuments)
      .where(eq(conditionDocuments.conditionUuid, conditionUuid));
    expect(links).toHaveLength(2);
    const stored = await listDocumentRows(suite.t, uuid);
    expect(stored.map((document) => [document.type, document.mime])).toEqual([
      ['USER_UPLOADED_PAYSTUB', 'application/pdf'],
      ['USER_UPLOADED_PAYSTUB', 'image/png'],
    ]);
  });

  it('DOCUMENT_REQUEST → DOCUMENTS_UPLOADED once the one document asked for is in', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DOCUMENT_REQUEST');
    const response = await postMultipart(
      suite.t,
      borrower.jwt,
      endpointPath(incomeApi.uploadDocument, { uuid }),
      { type: 'W2' },
      paystub('w2.pdf'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ serverStep: 'INCOME_VERIFICATION', uploaded: 1, required: 1 });
    expect((await readRow(suite.t, uuid)).serverStep).toBe('INCOME_VERIFICATION');
  });

  it.each([
    [
      'a .pdf that is a text file',
      { type: 'USER_UPLOADED_PAYSTUB' },
      paystub('stub.pdf', Buffer.from('not a pdf at all')),
      400,
    ],
    ['no file', { type: 'USER_UPLOADED_PAYSTUB' }, [], 400],
    ['a type that is not an income document', { type: 'PASSPORT_FRONT' }, paystub(), 400],
    ['a second file', { type: 'W2' }, [...paystub(), { field: 'file', name: 'b.pdf', bytes: TINY_PDF }], 400],
    [
      'a file over 10 MB',
      { type: 'W2' },
      paystub('big.pdf', Buffer.concat([TINY_PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)])),
      413,
    ],
  ])('refuses %s and stores nothing', async (_case, fields, files, status) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const response = await postMultipart(
      suite.t,
      borrower.jwt,
      endpointPath(incomeApi.uploadDocument, { uuid }),
      fields,
      files,
    );
    expect(response.statusCode, response.body).toBe(status);
    expect(await listDocumentRows(suite.t, uuid)).toEqual([]);
  });

  it('wrong step 409, someone else’s 404, a staff token 403, a JSON body 400: nothing stored', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const url = endpointPath(incomeApi.uploadDocument, { uuid });
    const before = await snapshot(suite.t, uuid);
    expect((await postMultipart(suite.t, borrower.jwt, url, { type: 'W2' }, paystub())).statusCode).toBe(409);
    const stranger = await registerUser(suite.t.app);
    expect((await postMultipart(suite.t, stranger.jwt, url, { type: 'W2' }, paystub())).statusCode).toBe(404);
    expect((await postMultipart(suite.t, suite.staffJwt, url, { type: 'W2' }, paystub())).statusCode).toBe(
      403,
    );
    expect((await postJson(suite.t, borrower.jwt, url, { type: 'W2' })).statusCode).toBe(400);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });
});
