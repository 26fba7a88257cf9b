import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { buildIdentityTestApp, registerUser } from '../identity/identity-test-support.ts';
import { createDatabaseDocumentStorage } from './database-document-storage.ts';
import { createDiskDocumentStorage } from './disk-document-storage.ts';
import { insertDocument, updateDocument } from './document.repository.ts';
import { DocumentFileMissingError, type StoredFile } from './document-storage.ts';
import { importDiskDocuments } from './import-disk-documents.ts';
import { TINY_JPEG, TINY_PDF, TINY_PNG } from './test/document-fixtures.ts';
import { createOwnedApplication } from './test/documents-test-support.ts';

let t: TestApp;
let application: ApplicationRow;
let dataDir: string;
beforeAll(async () => {
  t = await buildIdentityTestApp();
  application = await createOwnedApplication(t, await registerUser(t.app));
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-before-postgres-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const recordRow = (file: StoredFile) =>
  insertDocument(t.db, {
    applicationUuid: application.uuid,
    type: 'SUPPORT',
    status: 'UPLOADED',
    filename: 'support.pdf',
    mime: 'application/pdf',
    ...file,
  });

describe('importing the files an instance kept on disk before it ran on PostgreSQL', () => {
  it('copies every file a document points at, once, and leaves the others', async () => {
    const piiKey = t.config.piiKey;
    const disk = createDiskDocumentStorage({ dataDir, piiKey });
    const original = await disk.write(TINY_PDF, 'pdf');
    const signedCopy = await disk.write(TINY_PNG, 'png');
    const row = await recordRow(original);
    await updateDocument(t.db, row.uuid, { signedStorageKey: signedCopy.storageKey });
    const orphan = await disk.write(TINY_JPEG, 'jpg');
    // A file under another key cannot be read: reported, not copied, and the rest still moves.
    const unreadable = await createDiskDocumentStorage({ dataDir, piiKey: randomBytes(32) }).write(
      TINY_PDF,
      'pdf',
    );
    await recordRow(unreadable);

    await expect(importDiskDocuments(t.db, { dataDir, piiKey })).resolves.toEqual({
      imported: 2,
      failed: [unreadable.storageKey],
    });

    const shared = createDatabaseDocumentStorage(t.db, { piiKey });
    expect((await shared.read(original.storageKey)).equals(Buffer.from(TINY_PDF))).toBe(true);
    expect((await shared.read(signedCopy.storageKey)).equals(Buffer.from(TINY_PNG))).toBe(true);
    await expect(shared.read(orphan.storageKey)).rejects.toBeInstanceOf(DocumentFileMissingError);
    // The disk copies stay where they were.
    expect((await disk.read(original.storageKey)).equals(Buffer.from(TINY_PDF))).toBe(true);

    await expect(importDiskDocuments(t.db, { dataDir, piiKey })).resolves.toEqual({
      imported: 0,
      failed: [unreadable.storageKey],
    });
  });

  it('has nothing to do for an instance that never stored a file', async () => {
    const empty = join(dataDir, 'never-used');
    await expect(importDiskDocuments(t.db, { dataDir: empty, piiKey: t.config.piiKey })).resolves.toEqual({
      imported: 0,
      failed: [],
    });
  });
});
