import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '@hearth/domain/errors/app-error';
import { SIGNING_MESSAGES } from '@hearth/domain/journey/document-signing';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { documents } from '../../db/schema/index.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import {
  buildIdentityTestApp,
  type RegisteredUser,
  registerUser,
} from '../identity/identity-test-support.ts';
import { createDocumentStorage } from './create-document-storage.ts';
import { sha256Hex } from './document-storage.ts';
import { generateDocument } from './generate-document.ts';
import { ALREADY_SIGNED_MESSAGE, NOT_SIGNABLE_MESSAGE, signDocument } from './sign-document.ts';
import { storeUpload, tooLargeMessage } from './store-upload.ts';
import { TINY_JPEG, TINY_PDF, TINY_PNG, TINY_PNG_BASE64 } from './test/document-fixtures.ts';
import { countStoredFiles, createOwnedApplication, readAtRest } from './test/documents-test-support.ts';

let t: TestApp;
let ada: RegisteredUser;
let application: ApplicationRow;
const UUID_PDF = /^[0-9a-f-]{36}\.pdf$/;

const readStored = (storageKey: string) => t.app.documents.read(storageKey);
const rowsOf = (applicationUuid: string) =>
  t.db.select().from(documents).where(eq(documents.applicationUuid, applicationUuid));

beforeAll(async () => {
  t = await buildIdentityTestApp();
  ada = await registerUser(t.app);
  application = await createOwnedApplication(t, ada);
});
afterAll(async () => {
  await t.close();
});

describe('generateDocument (decision 007 seam)', () => {
  it.each([
    'APPLICATION_SUMMARY',
    'EARLY_HELOC_DISCLOSURE',
    'E_SIGN_CONSENT',
    'NOTE',
    'DEED_OF_TRUST',
    'NOTICE_OF_RIGHT_TO_CANCEL',
    'ADVERSE_ACTION_NOTICE',
    'ACCOUNT_OPENING_DISCLOSURE',
    'GLBA_NOTICE',
  ] as const)('stores %s as <uuid>.pdf with its hash and a GENERATED row', async (type) => {
    const row = await t.db.transaction((tx) =>
      generateDocument(tx, application, type, { storage: t.app.documents }),
    );
    expect(row).toMatchObject({
      applicationUuid: application.uuid,
      type,
      status: 'GENERATED',
      mime: 'application/pdf',
    });
    expect(row.storageKey).toMatch(UUID_PDF);
    const bytes = await readStored(row.storageKey);
    expect(sha256Hex(bytes)).toBe(row.sha256);
    expect(bytes.byteLength).toBe(row.size);
    expect(row.filename).toBe(`${type.toLowerCase()}-${application.loanNumber}.pdf`);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getAuthor()).toBe('Hearth Home Lending, Inc.');
  });

  it('refuses a type the server does not generate, storing nothing', async () => {
    const before = await countStoredFiles(t);
    await expect(
      t.db.transaction((tx) => generateDocument(tx, application, 'W2', { storage: t.app.documents })),
    ).rejects.toThrow(/not a document the server generates/);
    expect(await countStoredFiles(t)).toBe(before);
  });

  it('refuses the note (409) while no offer is selected, storing nothing', async () => {
    const fresh = await createOwnedApplication(t, ada, { amount: null, term: null, rate: null });
    await expect(
      t.db.transaction((tx) => generateDocument(tx, fresh, 'NOTE', { storage: t.app.documents })),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await rowsOf(fresh.uuid)).toEqual([]);
  });
});

describe('signDocument (decision 007 seam)', () => {
  const signer = () => ({
    identityUuid: ada.identityUuid,
    name: 'Ada Lovelace',
    legalName: { firstName: 'Ada', middleName: null, lastName: 'Lovelace', suffix: null },
  });

  it.each([
    ['TYPED', { kind: 'TYPED', text: 'Ada Lovelace' }],
    ['DRAWN', { kind: 'DRAWN', pngBase64: TINY_PNG_BASE64 }],
  ] as const)(
    'a %s signature stores a stamped copy and keeps the original and its hash',
    async (kind, signature) => {
      const generated = await t.db.transaction((tx) =>
        generateDocument(tx, application, 'APPLICATION_SUMMARY', { storage: t.app.documents }),
      );
      const originalBytes = await readStored(generated.storageKey);
      const signedAt = new Date('2026-07-02T15:04:05Z');
      const signed = await t.db.transaction((tx) =>
        signDocument(tx, {
          storage: t.app.documents,
          documentUuid: generated.uuid,
          signer: signer(),
          ip: '203.0.113.9',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
          signature,
          now: signedAt,
        }),
      );
      // The signature record: what was typed, when, where from, on which browser, and the hash of
      // the exact bytes the signer was shown.
      expect(signed).toMatchObject({
        status: 'SIGNED',
        sha256: generated.sha256,
        signedByIdentityUuid: ada.identityUuid,
        signedByName: 'Ada Lovelace',
        signedIp: '203.0.113.9',
        signedUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
        signatureKind: kind,
        signatureText: kind === 'TYPED' ? 'Ada Lovelace' : null,
        signedDocumentSha256: sha256Hex(originalBytes),
        signedAt,
      });
      expect(signed.signedStorageKey).toMatch(UUID_PDF);
      const signedBytes = await readStored(signed.signedStorageKey ?? '');
      expect(signed.signedSha256).toBe(sha256Hex(signedBytes));
      expect(signed.signedSha256).not.toBe(generated.sha256);
      expect((await readStored(generated.storageKey)).equals(originalBytes)).toBe(true);
      const pdf = await PDFDocument.load(signedBytes);
      expect(pdf.getPageCount()).toBe((await PDFDocument.load(originalBytes)).getPageCount());
      expect(pdf.getKeywords()).toContain(`original-sha256:${generated.sha256}`);
    },
  );

  it('refuses a second signature (409) and keeps the first', async () => {
    const generated = await t.db.transaction((tx) =>
      generateDocument(tx, application, 'NOTE', { storage: t.app.documents }),
    );
    const sign = () =>
      t.db.transaction((tx) =>
        signDocument(tx, {
          storage: t.app.documents,
          documentUuid: generated.uuid,
          signer: signer(),
          ip: '203.0.113.9',
          signature: { kind: 'TYPED', text: 'Ada Lovelace' },
        }),
      );
    const first = await sign();
    await expect(sign()).rejects.toEqual(new AppError('CONFLICT', [ALREADY_SIGNED_MESSAGE]));
    const [row] = await t.db.select().from(documents).where(eq(documents.uuid, generated.uuid));
    expect(row?.signedStorageKey).toBe(first.signedStorageKey);
  });

  it('refuses a typed name that is not the signer’s legal name (400) and stores nothing', async () => {
    const generated = await t.db.transaction((tx) =>
      generateDocument(tx, application, 'APPLICATION_SUMMARY', { storage: t.app.documents }),
    );
    const attempt = t.db.transaction((tx) =>
      signDocument(tx, {
        storage: t.app.documents,
        documentUuid: generated.uuid,
        signer: signer(),
        ip: '203.0.113.9',
        signature: { kind: 'TYPED', text: 'Bob Smith' },
      }),
    );
    await expect(attempt).rejects.toEqual(new AppError('VALIDATION', [SIGNING_MESSAGES.typedNotLegalName]));
    const [row] = await t.db.select().from(documents).where(eq(documents.uuid, generated.uuid));
    expect(row).toMatchObject({ status: 'GENERATED', signedStorageKey: null, signatureText: null });
  });

  it('refuses to sign an upload (409) and an unknown document (404)', async () => {
    const upload = await t.db.transaction((tx) =>
      storeUpload(
        tx,
        {
          applicationUuid: application.uuid,
          type: 'SUPPORT',
          filename: 'a.pdf',
          bytes: TINY_PDF,
        },
        { storage: t.app.documents },
      ),
    );
    const attempt = (documentUuid: string) =>
      t.db.transaction((tx) =>
        signDocument(tx, {
          storage: t.app.documents,
          documentUuid,
          signer: signer(),
          ip: '203.0.113.9',
          signature: { kind: 'TYPED', text: 'Ada Lovelace' },
        }),
      );
    await expect(attempt(upload.uuid)).rejects.toEqual(new AppError('CONFLICT', [NOT_SIGNABLE_MESSAGE]));
    await expect(attempt('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });
});

describe('storeUpload (decision 007 seam)', () => {
  it('stores a JPEG under a server-chosen name, whatever name the client sent', async () => {
    const row = await t.db.transaction((tx) =>
      storeUpload(
        tx,
        {
          applicationUuid: application.uuid,
          type: 'DRIVERS_LICENSE_FRONT',
          filename: '../../../etc/passwd.jpg',
          bytes: TINY_JPEG,
        },
        { storage: t.app.documents },
      ),
    );
    expect(row).toMatchObject({
      status: 'UPLOADED',
      mime: 'image/jpeg',
      size: TINY_JPEG.byteLength,
      sha256: sha256Hex(TINY_JPEG),
    });
    expect(row.storageKey).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(row.filename).toBe('drivers_license_front-passwd.jpg');
    expect((await readStored(row.storageKey)).equals(TINY_JPEG)).toBe(true);
    // At rest the file is encrypted under the PII key: the plaintext is not stored.
    const atRest = await readAtRest(t, row.storageKey);
    expect(atRest.subarray(0, 5).toString('ascii')).toBe('HDOC1');
    expect(atRest.includes(TINY_JPEG.subarray(0, 8))).toBe(false);
    expect(existsSync(join(t.config.dataDir, '..', 'etc'))).toBe(false);
  });

  it.each([
    ['a PNG named .pdf', 'paystub.pdf', TINY_PNG],
    ['text named .pdf', 'paystub.pdf', Buffer.from('not a pdf at all')],
  ])('refuses %s with a 400 and stores nothing', async (_case, filename, bytes) => {
    const fresh = await createOwnedApplication(t, ada);
    const before = await countStoredFiles(t);
    const error = await t.db
      .transaction((tx) =>
        storeUpload(
          tx,
          { applicationUuid: fresh.uuid, type: 'USER_UPLOADED_PAYSTUB', filename, bytes },
          { storage: t.app.documents },
        ),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).messages[0]).toContain('is not what its name says');
    expect(await rowsOf(fresh.uuid)).toEqual([]);
    expect(await countStoredFiles(t)).toBe(before);
  });

  it('refuses a file over the size limit (413), which is configurable', async () => {
    const storage = createDocumentStorage(t.database, { dataDir: t.config.dataDir, maxUploadBytes: 1024 });
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(2048, 0x20)]);
    const upload = {
      applicationUuid: application.uuid,
      type: 'SUPPORT' as const,
      filename: 'big.pdf',
      bytes: big,
    };
    await expect(t.db.transaction((tx) => storeUpload(tx, upload, { storage }))).rejects.toEqual(
      new AppError('PAYLOAD_TOO_LARGE', [tooLargeMessage(1024)]),
    );
    expect(tooLargeMessage(10 * 1024 * 1024)).toBe('The file is larger than 10 MB');
    const small = { ...upload, bytes: TINY_PDF };
    await expect(t.db.transaction((tx) => storeUpload(tx, small, { storage }))).resolves.toMatchObject({
      status: 'UPLOADED',
    });
  });
});
