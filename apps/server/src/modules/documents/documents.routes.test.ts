import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { helocApplications, type StoredHelocSigner } from '../../db/schema/index.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import {
  buildIdentityTestApp,
  getWithToken,
  type RegisteredUser,
  registerUser,
} from '../identity/identity-test-support.ts';
import type { DocumentRow } from './document.repository.ts';
import { sha256Hex } from './document-storage.ts';
import { generateDocument } from './generate-document.ts';
import { signDocument } from './sign-document.ts';
import { storeUpload } from './store-upload.ts';
import { TINY_PNG } from './test/document-fixtures.ts';
import { createOwnedApplication, documentsPath } from './test/documents-test-support.ts';

let t: TestApp;
let ada: RegisteredUser;
let bob: RegisteredUser;
let grace: RegisteredUser;
let adaApplication: ApplicationRow;
let bobApplication: ApplicationRow;
let summary: DocumentRow;
let note: DocumentRow;
let upload: DocumentRow;
let bobDocument: DocumentRow;

const filePath = (applicationUuid: string, documentUuid: string) =>
  `${documentsPath(applicationUuid)}/${documentUuid}`;

beforeAll(async () => {
  t = await buildIdentityTestApp();
  [ada, bob, grace] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
  adaApplication = await createOwnedApplication(t, ada, {
    helocSigners: [
      {
        identityUuid: grace.identityUuid,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: grace.email,
        role: 'CO_DEEDER',
        status: 'INVITED',
      },
    ],
  });
  bobApplication = await createOwnedApplication(t, bob);
  summary = await t.db.transaction((tx) =>
    generateDocument(tx, adaApplication, 'APPLICATION_SUMMARY', {
      storage: t.app.documents,
      now: new Date('2026-07-01T10:00:00Z'),
    }),
  );
  note = await t.db.transaction((tx) =>
    generateDocument(tx, adaApplication, 'NOTE', {
      storage: t.app.documents,
      now: new Date('2026-07-02T10:00:00Z'),
    }),
  );
  note = await t.db.transaction((tx) =>
    signDocument(tx, {
      storage: t.app.documents,
      documentUuid: note.uuid,
      signer: {
        identityUuid: ada.identityUuid,
        name: 'Ada Lovelace',
        legalName: { firstName: 'Ada', lastName: 'Lovelace' },
      },
      ip: '203.0.113.9',
      signature: { kind: 'TYPED', text: 'Ada Lovelace' },
      now: new Date('2026-07-02T11:00:00Z'),
    }),
  );
  upload = await t.db.transaction((tx) =>
    storeUpload(
      tx,
      { applicationUuid: adaApplication.uuid, type: 'SUPPORT', filename: 'Scan 1.png', bytes: TINY_PNG },
      { storage: t.app.documents, now: new Date('2026-07-03T10:00:00Z') },
    ),
  );
  bobDocument = await t.db.transaction((tx) =>
    generateDocument(tx, bobApplication, 'E_SIGN_CONSENT', { storage: t.app.documents }),
  );
});
afterAll(async () => {
  await t.close();
});

// Decision 007 `GET P/documents`: the application's documents (API-016 documents, ENM-015 types), owners only.
describe('GET …/heloc/{uuid}/documents', () => {
  it('lists the owner’s documents oldest first with their signing state, and no storage details', async () => {
    const response = await getWithToken(t.app, documentsPath(adaApplication.uuid), ada.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        uuid: summary.uuid,
        type: 'APPLICATION_SUMMARY',
        status: 'GENERATED',
        filename: `application_summary-${adaApplication.loanNumber}.pdf`,
        mime: 'application/pdf',
        size: summary.size,
        createdDate: '2026-07-01T10:00:00.000Z',
        signed: false,
        signedDate: null,
        signable: true,
      },
      {
        uuid: note.uuid,
        type: 'NOTE',
        status: 'SIGNED',
        filename: `note-${adaApplication.loanNumber}.pdf`,
        mime: 'application/pdf',
        size: note.signedSize,
        createdDate: '2026-07-02T10:00:00.000Z',
        signed: true,
        signedDate: '2026-07-02T11:00:00.000Z',
        signable: false,
      },
      {
        uuid: upload.uuid,
        type: 'SUPPORT',
        status: 'UPLOADED',
        filename: 'support-Scan-1.png',
        mime: 'image/png',
        size: TINY_PNG.byteLength,
        createdDate: '2026-07-03T10:00:00.000Z',
        signed: false,
        signedDate: null,
        signable: false,
      },
    ]);
    expect(response.body).not.toContain(summary.storageKey);
    expect(response.body).not.toContain(summary.sha256);
    expect(response.body).not.toContain('203.0.113.9');
  });

  it('answers 404 to another borrower, and 401 without a token', async () => {
    expect((await getWithToken(t.app, documentsPath(adaApplication.uuid), bob.jwt)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: documentsPath(adaApplication.uuid) })).statusCode).toBe(
      401,
    );
  });

  it('shows an owner on title (a co-deeder with an identity) the property documents only, not the applicant’s file', async () => {
    const deed = await t.db.transaction((tx) =>
      generateDocument(tx, adaApplication, 'DEED_OF_TRUST', { storage: t.app.documents }),
    );
    const response = await getWithToken(t.app, documentsPath(adaApplication.uuid), grace.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json<Array<{ uuid: string }>>().map((document) => document.uuid)).toEqual([deed.uuid]);
    expect((await getWithToken(t.app, filePath(adaApplication.uuid, deed.uuid), grace.jwt)).statusCode).toBe(
      200,
    );
    expect(
      (await getWithToken(t.app, filePath(adaApplication.uuid, summary.uuid), grace.jwt)).statusCode,
    ).toBe(404);
  });

  it('keeps a co-owner’s own documents (their ID, their copies) out of the applicant’s list and files', async () => {
    const graceId = await t.db.transaction((tx) =>
      storeUpload(
        tx,
        {
          applicationUuid: adaApplication.uuid,
          type: 'DRIVERS_LICENSE_FRONT',
          filename: 'grace-id.png',
          bytes: TINY_PNG,
        },
        { storage: t.app.documents },
      ),
    );
    const graceDeed = await t.db.transaction((tx) =>
      generateDocument(tx, adaApplication, 'DEED_OF_TRUST', { storage: t.app.documents }),
    );
    const [signer] = adaApplication.helocSigners;
    await t.db
      .update(helocApplications)
      .set({
        helocSigners: [
          {
            ...(signer as StoredHelocSigner),
            identityDocumentUuids: [graceId.uuid],
            documentUuids: [graceDeed.uuid],
          },
        ],
      })
      .where(eq(helocApplications.uuid, adaApplication.uuid));
    for (const reader of [ada, grace]) {
      const listed = await getWithToken(t.app, documentsPath(adaApplication.uuid), reader.jwt);
      const uuids = listed.json<Array<{ uuid: string }>>().map((document) => document.uuid);
      expect(uuids).not.toContain(graceId.uuid);
      expect(uuids).not.toContain(graceDeed.uuid);
      for (const hidden of [graceId, graceDeed]) {
        expect(
          (await getWithToken(t.app, filePath(adaApplication.uuid, hidden.uuid), reader.jwt)).statusCode,
        ).toBe(404);
      }
    }
    expect(
      (await getWithToken(t.app, documentsPath(adaApplication.uuid), ada.jwt))
        .json<Array<{ uuid: string }>>()
        .map((document) => document.uuid),
    ).toContain(summary.uuid);
  });

  it('refuses a malformed application uuid (400)', async () => {
    expect((await getWithToken(t.app, documentsPath('not-a-uuid'), ada.jwt)).statusCode).toBe(400);
  });
});

describe('GET …/heloc/{uuid}/documents/{documentUuid}', () => {
  it('serves a generated PDF with a safe filename', async () => {
    const response = await getWithToken(t.app, filePath(adaApplication.uuid, summary.uuid), ada.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="application_summary-${adaApplication.loanNumber}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(sha256Hex(response.rawPayload)).toBe(summary.sha256);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it('serves the signed copy of a signed document', async () => {
    const response = await getWithToken(t.app, filePath(adaApplication.uuid, note.uuid), ada.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="note-${adaApplication.loanNumber}-signed.pdf"`,
    );
    expect(sha256Hex(response.rawPayload)).toBe(note.signedSha256);
    expect(sha256Hex(response.rawPayload)).not.toBe(note.sha256);
  });

  it('serves an upload with the type its content has', async () => {
    const response = await getWithToken(t.app, filePath(adaApplication.uuid, upload.uuid), ada.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it.each([
    [
      'another borrower asks for the owner’s document',
      () => filePath(adaApplication.uuid, summary.uuid),
      () => bob.jwt,
    ],
    [
      'the owner asks for another application’s document under their own uuid',
      () => filePath(adaApplication.uuid, bobDocument.uuid),
      () => ada.jwt,
    ],
    [
      'the owner asks for another application’s document under its uuid',
      () => filePath(bobApplication.uuid, bobDocument.uuid),
      () => ada.jwt,
    ],
    [
      'a document that does not exist',
      () => filePath(adaApplication.uuid, '00000000-0000-4000-8000-000000000000'),
      () => ada.jwt,
    ],
  ])('answers 404 when %s (no IDOR)', async (_case, path, jwt) => {
    const response = await getWithToken(t.app, path(), jwt());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  });

  it('refuses a malformed document uuid (400)', async () => {
    const response = await getWithToken(t.app, filePath(adaApplication.uuid, '..%2F..%2Fpglite'), ada.jwt);
    expect(response.statusCode).toBe(400);
  });
});
