import { documentsApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { offersApi } from '@hearth/domain/api/offers-api';
import { describe, expect, it } from 'vitest';
import {
  buildAccount,
  expectStep,
  linkIncome,
  uploadIdDocuments,
} from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  moveAsBorrower,
  readApplicationRow,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { getAs, postAs, submitPreSubmissionForms } from '../offers/test/offers-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { findApplicationDocument, insertDocument } from './document.repository.ts';
import { sha256Hex } from './document-storage.ts';

const TYPED = { signature: { kind: 'TYPED', text: 'Ada Lovelace' }, reachedEnd: true };

const suite = useTestAppWithStaff(buildLifecycleTestApp, async (t) => ({
  stranger: await registerUser(t.app),
}));

interface Listed {
  uuid: string;
  type: string;
  signable: boolean;
}

const signPath = (uuid: string, documentUuid: string) =>
  endpointPath(documentsApi.sign, { uuid, documentUuid });

async function listOwn(jwt: string, uuid: string): Promise<Listed[]> {
  return (await getAs(suite.t.app, jwt, endpointPath(documentsApi.list, { uuid }))).json<Listed[]>();
}

async function atSummaryDisclosure() {
  const application = await createApplicationAs(suite.t, 'Lovelace');
  await expectStep(suite.t, application.uuid, 'OFFER_SELECTION');
  await submitPreSubmissionForms(suite.t.app, application.jwt, application.uuid);
  await expectStep(suite.t, application.uuid, 'SUMMARY_DISCLOSURE');
  const documents = await listOwn(application.jwt, application.uuid);
  const byType = (type: string) => {
    const found = documents.find((document) => document.type === type);
    if (!found) {
      throw new Error(`no ${type}`);
    }
    return found;
  };
  return { ...application, summary: byType('APPLICATION_SUMMARY'), early: byType('EARLY_HELOC_DISCLOSURE') };
}

describe('POST P/documents/{documentUuid}/sign at SUMMARY_DISCLOSURE (PRG-038, KIT-019)', () => {
  it('stamps each document and sends SUMMARY_SIGNED once the summary and the early disclosure are signed', async () => {
    const { uuid, jwt, summary, early } = await atSummaryDisclosure();
    const first = await postAs(suite.t.app, jwt, signPath(uuid, early.uuid), TYPED);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      stepCompleted: false,
      serverStep: 'SUMMARY_DISCLOSURE',
      document: { uuid: early.uuid, signed: true, signable: false, status: 'SIGNED' },
    });
    expect((await readApplicationRow(suite.t, uuid)).serverStep).toBe('SUMMARY_DISCLOSURE');

    const drawn = {
      signature: {
        kind: 'DRAWN',
        pngBase64:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
      reachedEnd: true,
    };
    const last = await postAs(suite.t.app, jwt, signPath(uuid, summary.uuid), drawn);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ stepCompleted: true, serverStep: 'APP_SUBMISSION' });
    // PRG-038: the client's progress model reads the summary flags.
    expect((await readApplicationRow(suite.t, uuid)).status.disclosures).toMatchObject({
      summaryComplete: true,
    });
    const row = await findApplicationDocument(suite.t.db, uuid, summary.uuid);
    expect(row).toMatchObject({
      status: 'SIGNED',
      signedByName: 'Ada Lovelace',
      signatureKind: 'DRAWN',
      signedIp: '127.0.0.1',
      signedAt: expect.any(Date),
    });
    expect(row?.signedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.signedSha256).not.toBe(row?.sha256);
    // The signed copy is what the borrower now downloads.
    const pdf = await getAs(
      suite.t.app,
      jwt,
      endpointPath(documentsApi.file, { uuid, documentUuid: summary.uuid }),
    );
    expect(pdf.headers['content-disposition']).toContain('-signed.pdf');
    // The submission job needs the hard-credit consent, which profile-info stored: the chain goes on.
    await expectStep(suite.t, uuid, 'INCOME_VERIFICATION');

    const twice = await postAs(suite.t.app, jwt, signPath(uuid, summary.uuid), TYPED);
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a typed name that is not the borrower’s legal name, then records the signature: text, time, IP, browser and the hash of what was shown', async () => {
    const { uuid, jwt, early } = await atSummaryDisclosure();
    const url = signPath(uuid, early.uuid);
    const sign = (text: string) =>
      suite.t.app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${jwt}`,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
        },
        payload: { signature: { kind: 'TYPED', text }, reachedEnd: true },
      });
    const bob = await sign('Bob Smith');
    expect(bob.statusCode).toBe(400);
    expect(bob.json().errors).toEqual(['Type your full legal name as it appears on your application']);
    expect(await findApplicationDocument(suite.t.db, uuid, early.uuid)).toMatchObject({
      status: 'GENERATED',
      signedAt: null,
      signatureText: null,
    });
    for (const partial of ['Ada', 'Lovelace', 'Ada Byron']) {
      expect((await sign(partial)).statusCode).toBe(400);
    }

    // The bytes the viewer was given to read, before signing.
    const shown = await getAs(
      suite.t.app,
      jwt,
      endpointPath(documentsApi.file, { uuid, documentUuid: early.uuid }),
    );
    expect(shown.statusCode).toBe(200);
    const signedAt = Date.now();
    const ada = await sign('  ada   LOVELACE ');
    expect(ada.statusCode).toBe(200);
    const row = await findApplicationDocument(suite.t.db, uuid, early.uuid);
    expect(row).toMatchObject({
      status: 'SIGNED',
      signatureKind: 'TYPED',
      signatureText: 'ada   LOVELACE',
      signedByName: 'Ada Lovelace',
      signedIp: '127.0.0.1',
      signedUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      signedDocumentSha256: sha256Hex(shown.rawPayload),
    });
    expect(row?.signedAt?.getTime()).toBeGreaterThanOrEqual(signedAt - 1000);
  });

  it('refuses unread documents, strangers, staff, other applications’ documents and signing twice', async () => {
    const { uuid, jwt, summary, early } = await atSummaryDisclosure();
    const unread = await postAs(suite.t.app, jwt, signPath(uuid, summary.uuid), {
      ...TYPED,
      reachedEnd: false,
    });
    expect(unread.statusCode).toBe(400);
    expect(unread.json().errors).toContain('Please read the document to the end before signing');
    const blank = await postAs(suite.t.app, jwt, signPath(uuid, summary.uuid), {
      signature: { kind: 'TYPED', text: ' ' },
      reachedEnd: true,
    });
    expect(blank.statusCode).toBe(400);
    const notPng = await postAs(suite.t.app, jwt, signPath(uuid, summary.uuid), {
      signature: { kind: 'DRAWN', pngBase64: Buffer.from('GIF89a').toString('base64') },
      reachedEnd: true,
    });
    expect(notPng.statusCode).toBe(400);
    const strangerPath = signPath(uuid, summary.uuid);
    expect((await postAs(suite.t.app, suite.stranger.jwt, strangerPath, TYPED)).statusCode).toBe(404);
    expect((await postAs(suite.t.app, suite.staffJwt, strangerPath, TYPED)).statusCode).toBe(403);
    const other = await atSummaryDisclosure();
    const crossed = await postAs(suite.t.app, jwt, signPath(uuid, other.summary.uuid), TYPED);
    expect(crossed.statusCode).toBe(404);
    expect((await findApplicationDocument(suite.t.db, uuid, summary.uuid))?.status).toBe('GENERATED');

    expect((await postAs(suite.t.app, jwt, signPath(uuid, early.uuid), TYPED)).statusCode).toBe(200);
    const again = await postAs(suite.t.app, jwt, signPath(uuid, early.uuid), TYPED);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['This document is already signed']);
    expect((await readApplicationRow(suite.t, uuid)).serverStep).toBe('SUMMARY_DISCLOSURE');
  });

  it('is 409 before the offers are chosen, with nothing stored', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    const planted = await insertDocument(suite.t.db, {
      applicationUuid: uuid,
      type: 'APPLICATION_SUMMARY',
      status: 'GENERATED',
      filename: 'application-summary.pdf',
      storageKey: `${crypto.randomUUID()}.pdf`,
      sha256: '0'.repeat(64),
      size: 10,
      mime: 'application/pdf',
    });
    const response = await postAs(suite.t.app, jwt, signPath(uuid, planted.uuid), TYPED);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toContain('OFFER_SELECTION');
    expect(await findApplicationDocument(suite.t.db, uuid, planted.uuid)).toMatchObject({
      status: 'GENERATED',
      signedAt: null,
      signedStorageKey: null,
    });
  });
});

describe('FINAL_OFFER accept, then NOTE_SIGNING → NOTE_SIGNED (PRG-043)', () => {
  it('accepts the final offer through the API and signs the closing documents to NOTE_SIGNED', async () => {
    const { uuid, jwt, summary, early } = await atSummaryDisclosure();
    for (const document of [early, summary]) {
      expect((await postAs(suite.t.app, jwt, signPath(uuid, document.uuid), TYPED)).statusCode).toBe(200);
    }
    await expectStep(suite.t, uuid, 'INCOME_VERIFICATION');
    await linkIncome(suite.t, uuid);
    await expectStep(suite.t, uuid, 'DISBURSEMENT_ACCOUNT');
    const account = buildAccount(suite.t, '000123456789', 'LINKED');
    await moveAsBorrower(suite.t, uuid, 'DISBURSEMENT_ACCOUNT_LINKED', { disburseAccount: account });
    await moveAsBorrower(suite.t, uuid, 'AUTOPAY_AUTHORIZED', {
      autopayAccount: account,
      payType: 'AUTOPAY',
    });
    await expectStep(suite.t, uuid, 'IDENTITY_VERIFICATION');
    await uploadIdDocuments(suite.t, uuid);
    await expectStep(suite.t, uuid, 'FINAL_OFFER');

    const note = (await listOwn(jwt, uuid)).find((document) => document.type === 'NOTE');
    expect(note).toBeUndefined();
    expect(
      (await postAs(suite.t.app, suite.stranger.jwt, endpointPath(offersApi.acceptFinal, { uuid })))
        .statusCode,
    ).toBe(404);
    const accepted = await postAs(suite.t.app, jwt, endpointPath(offersApi.acceptFinal, { uuid }));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ serverStep: 'GEN_NOTE_SIGNING' });
    expect((await postAs(suite.t.app, jwt, endpointPath(offersApi.acceptFinal, { uuid }))).statusCode).toBe(
      409,
    );
    await expectStep(suite.t, uuid, 'NOTE_SIGNING');

    const closing = (await listOwn(jwt, uuid)).filter((document) => document.signable);
    expect(closing.map((document) => document.type)).toContain('NOTE');
    const results = [];
    for (const document of closing.filter((candidate) => candidate.type !== 'DEED_OF_TRUST')) {
      const response = await postAs(suite.t.app, jwt, signPath(uuid, document.uuid), TYPED);
      expect(response.statusCode, document.type).toBe(200);
      results.push(response.json().stepCompleted);
    }
    expect(results.at(-1)).toBe(true);
    const after = await readApplicationRow(suite.t, uuid);
    expect(after.serverStep).not.toBe('NOTE_SIGNING');
    // PRG-043: the closing flags, and the summary's kept.
    expect(after.status.disclosures).toMatchObject({ summaryComplete: true, closingComplete: true });
  });
});
