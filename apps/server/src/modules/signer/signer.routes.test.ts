import { applicationApi, coDeedApi } from '@hearth/domain/api/application-api';
import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { notificationsApi } from '@hearth/domain/api/notifications-api';
import { offersApi } from '@hearth/domain/api/offers-api';
import { signerApi } from '@hearth/domain/api/signer-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { openApiPath } from '../application/test/openapi-path.ts';
import {
  listDocumentRows,
  postJson,
  readRow,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { sha256Hex } from '../documents/document-storage.ts';
import { buildIdentityTestApp, getWithToken } from '../identity/identity-test-support.ts';
import {
  joinAsCoDeeder,
  seedJointAtCoDeed,
  signEverything,
  TYPED,
  uploadSignerId,
} from './test/signer-test-support.ts';

const suite = useTestApp(buildIdentityTestApp);

describe('the additional signer’s calls (SGN-001, SGN-002)', () => {
  it('SGN-001: the co-deeder sees the application, uploads their ID, then signs the deed of trust and their notice', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const { jwt } = await joinAsCoDeeder(suite.t, seeded);

    const list = await getWithToken(suite.t.app, endpointPath(signerApi.list), jwt);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        applicationUuid: seeded.uuid,
        status: 'ACCEPTED',
        borrowerName: 'Ada Lovelace',
        propertyAddress: '123 Main St, Portland, OR 97201',
        creditLimit: 50_000,
        active: true,
        identityUploaded: false,
        documentsToSign: 0,
      }),
    ]);
    // An owner on title sees no credit, income, accounts or SSN of the borrower.
    expect(Object.keys(list.json()[0])).not.toEqual(expect.arrayContaining(['ssnMasked', 'disburseAccount']));

    const early = await postJson(
      suite.t,
      jwt,
      endpointPath(signerApi.sign, { uuid: seeded.uuid, documentUuid: seeded.uuid }),
      TYPED,
    );
    expect(early.statusCode).toBe(404);

    const id = await uploadSignerId(suite.t, jwt, seeded.uuid);
    expect(id.statusCode, id.body).toBe(200);
    expect(id.json().documents.map((document: { type: string }) => document.type)).toEqual([
      'DRIVERS_LICENSE_FRONT',
      'DRIVERS_LICENSE_BACK',
    ]);
    expect(id.json().signer).toMatchObject({
      identityUploaded: true,
      documentsToSign: 2,
      documentsSigned: 0,
    });

    const documents = await getWithToken(
      suite.t.app,
      endpointPath(signerApi.documents, { uuid: seeded.uuid }),
      jwt,
    );
    expect(documents.json().map((document: { type: string }) => document.type)).toEqual([
      'DEED_OF_TRUST',
      'NOTICE_OF_RIGHT_TO_CANCEL',
    ]);
    const pdf = await getWithToken(
      suite.t.app,
      endpointPath(signerApi.documentFile, { uuid: seeded.uuid, documentUuid: documents.json()[0].uuid }),
      jwt,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A typed signature must be the co-deeder's own legal name, not the borrower's nor anyone's.
    const deedUrl = endpointPath(signerApi.sign, {
      uuid: seeded.uuid,
      documentUuid: documents.json()[0].uuid,
    });
    for (const text of ['Ada Lovelace', 'Bob Smith', 'Grace']) {
      const refused = await postJson(suite.t, jwt, deedUrl, {
        signature: { kind: 'TYPED', text },
        reachedEnd: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual(['Type your full legal name as it appears on your application']);
    }
    expect((await listDocumentRows(suite.t, seeded.uuid)).filter((row) => row.status === 'SIGNED')).toEqual(
      [],
    );

    const last = await signEverything(suite.t, jwt, seeded.uuid);
    expect(last.json().signer).toMatchObject({
      status: 'SIGNED',
      documentsSigned: 2,
      signedAt: expect.any(String),
    });
    const row = await readRow(suite.t, seeded.uuid);
    expect(row.coDeedStatus).toBe('COMPLETE');
    expect(row.helocSigners[0]).toMatchObject({ status: 'SIGNED' });
    const signedRows = (await listDocumentRows(suite.t, seeded.uuid)).filter(
      (document) => document.status === 'SIGNED',
    );
    expect(signedRows.map((document) => document.signedByName)).toEqual(['Grace Hopper', 'Grace Hopper']);
    // The signature record: what was typed and the hash of the PDF the owner was shown.
    expect(signedRows[0]).toMatchObject({ signatureText: 'Grace Hopper', signedIp: '127.0.0.1' });
    expect(signedRows.map((document) => document.signedDocumentSha256)).toEqual(
      signedRows.map((document) => document.sha256),
    );
    expect(signedRows[0]?.signedDocumentSha256).toBe(sha256Hex(pdf.rawPayload));

    const twice = await postJson(
      suite.t,
      jwt,
      endpointPath(signerApi.sign, { uuid: seeded.uuid, documentUuid: documents.json()[0].uuid }),
      TYPED,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('SGN-002: the borrower cannot use the signer calls, and the co-deeder none of the borrower’s', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const { jwt } = await joinAsCoDeeder(suite.t, seeded);
    expect(
      (await getWithToken(suite.t.app, endpointPath(signerApi.list), seeded.borrower.jwt)).json(),
    ).toEqual([]);
    expect(
      (
        await getWithToken(
          suite.t.app,
          endpointPath(signerApi.documents, { uuid: seeded.uuid }),
          seeded.borrower.jwt,
        )
      ).statusCode,
    ).toBe(404);
    expect((await uploadSignerId(suite.t, seeded.borrower.jwt, seeded.uuid)).statusCode).toBe(404);

    const before = await snapshot(suite.t, seeded.uuid);
    for (const endpoint of [applicationApi.get, applicationApi.timeline, offersApi.list]) {
      expect(
        (await getWithToken(suite.t.app, endpointPath(endpoint, { uuid: seeded.uuid }), jwt)).statusCode,
      ).toBe(404);
    }
    const invite = await postJson(suite.t, jwt, endpointPath(coDeedApi.invite, { uuid: seeded.uuid }), {
      firstName: 'Eve',
      lastName: 'Intruder',
      email: 'eve@example.com',
    });
    expect(invite.statusCode).toBe(404);
    const status = await getWithToken(suite.t.app, endpointPath(coDeedApi.status), jwt);
    expect(status.json()).toEqual([]);
    expect(await snapshot(suite.t, seeded.uuid)).toEqual(before);
  });

  it('SGN-002: a co-deeder of one application cannot reach another', async () => {
    const first = await seedJointAtCoDeed(suite.t);
    const second = await seedJointAtCoDeed(suite.t);
    const { jwt } = await joinAsCoDeeder(suite.t, first);
    await joinAsCoDeeder(suite.t, second);
    expect(
      (await getWithToken(suite.t.app, endpointPath(signerApi.documents, { uuid: second.uuid }), jwt))
        .statusCode,
    ).toBe(404);
    expect((await uploadSignerId(suite.t, jwt, second.uuid)).statusCode).toBe(404);
  });

  it('signs only at CO_DEED_REQ, after the ID, and once withdrawn nothing is asked: 409 and nothing stored', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const { jwt } = await joinAsCoDeeder(suite.t, seeded);
    expect((await uploadSignerId(suite.t, jwt, seeded.uuid)).statusCode).toBe(200);
    const [deed] = (
      await getWithToken(suite.t.app, endpointPath(signerApi.documents, { uuid: seeded.uuid }), jwt)
    ).json();
    await suite.t.db
      .update(helocApplications)
      .set({ serverStep: 'NOTARY_DISCLOSURE' })
      .where(eq(helocApplications.uuid, seeded.uuid));
    const before = await snapshot(suite.t, seeded.uuid);
    const late = await postJson(
      suite.t,
      jwt,
      endpointPath(signerApi.sign, { uuid: seeded.uuid, documentUuid: deed.uuid }),
      TYPED,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('NOTARY_DISCLOSURE');
    expect(await snapshot(suite.t, seeded.uuid)).toEqual(before);

    const other = await seedJointAtCoDeed(suite.t);
    const second = await joinAsCoDeeder(suite.t, other);
    const withdrawn = await suite.t.app.inject({
      method: 'DELETE',
      url: endpointPath(coDeedApi.withdraw, { uuid: other.uuid, inviteUuid: second.invite.uuid }),
      headers: { authorization: `Bearer ${other.borrower.jwt}` },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await getWithToken(suite.t.app, endpointPath(signerApi.list), second.jwt)).json()).toEqual([
      expect.objectContaining({ applicationUuid: other.uuid, status: 'WITHDRAWN', active: false }),
    ]);
    const refused = await uploadSignerId(suite.t, second.jwt, other.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: ['This application no longer needs your signature'] });
  });
});

describe('OpenAPI', () => {
  it('SGN-001: documents the signer, co-deed, phone-number and notification calls with their schemas', async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>().paths;
    for (const endpoint of [
      signerApi.list,
      signerApi.lookupInvitation,
      signerApi.acceptInvitation,
      signerApi.uploadIdentity,
      signerApi.documents,
      signerApi.sign,
      coDeedApi.withdraw,
      coDeedApi.resend,
      conditionsApi.answerPhone,
      notificationsApi.list,
      notificationsApi.read,
    ]) {
      const [path, method] = [openApiPath(endpoint), endpoint.method.toLowerCase()];
      expect(paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('200');
    }
  });
});
