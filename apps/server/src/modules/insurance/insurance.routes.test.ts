import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { describe, expect, it } from 'vitest';
import {
  listDocumentRows,
  postMultipart,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { TINY_PDF, TINY_PNG } from '../documents/test/document-fixtures.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';

const suite = useTestAppWithStaff();

const url = (uuid: string) => endpointPath(insuranceApi.upload, { uuid });
const policy = [{ field: 'file', name: 'declarations.pdf', bytes: TINY_PDF }];

describe('POST P/insurance (decision 007)', () => {
  it('APP-011, PRG-029: the declarations page is stored and the insurance review starts', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'TRUST_AND_INSURANCE');
    const response = await postMultipart(suite.t, borrower.jwt, url(uuid), {}, policy);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      serverStep: 'INSURANCE_REVIEW',
      document: { type: 'PROOF_OF_HAZARD_INSURANCE' },
    });
    const row = await readRow(suite.t, uuid);
    expect(row.insurance).toMatchObject({ complete: true, documentUuid: response.json().document.uuid });
    expect(
      (await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), borrower.jwt)).json()
        .insurance,
    ).toEqual({
      complete: true,
    });
    expect((await listDocumentRows(suite.t, uuid)).map((document) => document.mime)).toEqual([
      'application/pdf',
    ]);
  });

  it('takes a flood policy or a trust agreement when named', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'TRUST_AND_INSURANCE');
    const response = await postMultipart(suite.t, borrower.jwt, url(uuid), { type: 'TRUST_AGREEMENT' }, [
      { field: 'file', name: 'trust.png', bytes: TINY_PNG },
    ]);
    expect(response.json()).toMatchObject({ document: { type: 'TRUST_AGREEMENT' } });
  });

  it.each<[string, Record<string, string>, { field: string; name: string; bytes: Buffer }[], number]>([
    [
      'a .pdf that is a text file',
      {},
      [{ field: 'file', name: 'policy.pdf', bytes: Buffer.from('policy number 123') }],
      400,
    ],
    ['no file', {}, [], 400],
    ['a type that is not insurance', { type: 'W2' }, policy, 400],
    [
      'a file over 10 MB',
      {},
      [{ field: 'file', name: 'scan.pdf', bytes: Buffer.concat([TINY_PDF, Buffer.alloc(11 * 1024 * 1024)]) }],
      413,
    ],
  ])('refuses %s and stores nothing', async (_case, fields, files, status) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'TRUST_AND_INSURANCE');
    const before = await snapshot(suite.t, uuid);
    const response = await postMultipart(suite.t, borrower.jwt, url(uuid), fields, files);
    expect(response.statusCode, response.body).toBe(status);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('wrong step 409, someone else’s 404, a staff token 403: nothing stored', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const before = await snapshot(suite.t, uuid);
    const late = await postMultipart(suite.t, borrower.jwt, url(uuid), {}, policy);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('DEED_SIGNING');
    const stranger = await registerUser(suite.t.app);
    expect((await postMultipart(suite.t, stranger.jwt, url(uuid), {}, policy)).statusCode).toBe(404);
    expect((await postMultipart(suite.t, suite.staffJwt, url(uuid), {}, policy)).statusCode).toBe(403);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });
});
