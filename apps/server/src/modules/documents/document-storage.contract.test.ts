import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { documentFiles } from '../../db/schema/index.ts';
import { createDatabaseDocumentStorage } from './database-document-storage.ts';
import { createDiskDocumentStorage, documentsDirectory } from './disk-document-storage.ts';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  DocumentFileMissingError,
  type DocumentStorage,
  sha256Hex,
} from './document-storage.ts';
import { TINY_JPEG, TINY_PDF, TINY_PNG } from './test/document-fixtures.ts';

/** One place files are kept, and a store over it under any PII key (or none). */
interface StoreUnderTest {
  open(options: { piiKey?: Buffer; maxUploadBytes?: number }): DocumentStorage;
  readAtRest(storageKey: string): Promise<Buffer>;
}

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-storage-'));
});
afterAll(async () => {
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const STORES: Array<[string, () => StoreUnderTest]> = [
  [
    'disk',
    () => ({
      open: (options) => createDiskDocumentStorage({ dataDir, ...options }),
      readAtRest: (storageKey) => readFile(join(documentsDirectory(dataDir), storageKey)),
    }),
  ],
  [
    'database',
    () => ({
      open: (options) => createDatabaseDocumentStorage(database.handle.db, options),
      readAtRest: async (storageKey) => {
        const [row] = await database.handle.db
          .select({ contents: documentFiles.contents })
          .from(documentFiles)
          .where(eq(documentFiles.storageKey, storageKey));
        if (!row) {
          throw new Error(`no row for ${storageKey}`);
        }
        return row.contents;
      },
    }),
  ],
];

describe.each(STORES)('the %s document store', (_name, makeStore) => {
  const piiKey = randomBytes(32);
  let store: StoreUnderTest;
  let storage: DocumentStorage;
  beforeAll(() => {
    store = makeStore();
    storage = store.open({ piiKey });
  });

  it.each([
    ['pdf', TINY_PDF],
    ['png', TINY_PNG],
    ['jpg', TINY_JPEG],
  ] as const)('reads a %s back byte for byte, under a fresh key of its own', async (extension, bytes) => {
    const first = await storage.write(bytes, extension);
    const second = await storage.write(bytes, extension);
    expect(first).toEqual({
      storageKey: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`)),
      sha256: sha256Hex(bytes),
      size: bytes.byteLength,
    });
    expect(second.storageKey).not.toBe(first.storageKey);
    expect((await storage.read(first.storageKey)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('keeps the file encrypted under the PII key, and another key cannot read it', async () => {
    const { storageKey } = await storage.write(TINY_PDF, 'pdf');
    const atRest = await store.readAtRest(storageKey);
    expect(atRest.subarray(0, 5).toString('ascii')).toBe('HDOC1');
    expect(atRest.includes(Buffer.from('%PDF'))).toBe(false);
    await expect(store.open({ piiKey: randomBytes(32) }).read(storageKey)).rejects.toThrow();
    await expect(store.open({}).read(storageKey)).rejects.toThrow(/no PII key/);
  });

  it('keeps the file as is without a PII key', async () => {
    const plain = store.open({});
    const { storageKey } = await plain.write(TINY_PNG, 'png');
    expect((await store.readAtRest(storageKey)).equals(Buffer.from(TINY_PNG))).toBe(true);
    expect((await plain.read(storageKey)).equals(Buffer.from(TINY_PNG))).toBe(true);
  });

  it('forgets a removed file, and removing it again does nothing', async () => {
    const { storageKey } = await storage.write(TINY_PDF, 'pdf');
    await storage.remove(storageKey);
    await expect(storage.read(storageKey)).rejects.toBeInstanceOf(DocumentFileMissingError);
    await expect(storage.remove(storageKey)).resolves.toBeUndefined();
  });

  it('says a file it never stored is missing', async () => {
    await expect(storage.read('00000000-0000-4000-8000-000000000000.pdf')).rejects.toBeInstanceOf(
      DocumentFileMissingError,
    );
  });

  it.each(['../../etc/passwd', 'x.pdf', '00000000-0000-4000-8000-000000000000.exe'])(
    'refuses %s, a key it did not make',
    async (storageKey) => {
      await expect(storage.read(storageKey)).rejects.toThrow(/Not a document storage key/);
      await expect(storage.remove(storageKey)).rejects.toThrow(/Not a document storage key/);
    },
  );

  it('caps uploads at 10 MB unless told otherwise', () => {
    expect(storage.maxUploadBytes).toBe(DEFAULT_MAX_UPLOAD_BYTES);
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(store.open({ maxUploadBytes: 1024 }).maxUploadBytes).toBe(1024);
    expect(storage.piiKey).toBe(piiKey);
  });
});

describe('the database document store, in the caller’s transaction', () => {
  const piiKey = randomBytes(32);
  const storage = () => createDatabaseDocumentStorage(database.handle.db, { piiKey });

  it('records size, content type and hash of the plaintext beside the encrypted bytes', async () => {
    const { storageKey } = await storage().write(TINY_JPEG, 'jpg');
    const [row] = await database.handle.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.storageKey, storageKey));
    expect(row).toMatchObject({
      contentType: 'image/jpeg',
      size: TINY_JPEG.byteLength,
      sha256: sha256Hex(TINY_JPEG),
    });
  });

  it('commits a file written in a transaction with it, readable inside it before', async () => {
    const { storageKey } = await database.handle.db.transaction(async (tx) => {
      const file = await storage().write(TINY_PDF, 'pdf', tx);
      expect((await storage().read(file.storageKey, tx)).equals(Buffer.from(TINY_PDF))).toBe(true);
      return file;
    });
    expect((await storage().read(storageKey)).equals(Buffer.from(TINY_PDF))).toBe(true);
  });

  it('rolls a file back with the transaction that wrote it', async () => {
    let written = '';
    await expect(
      database.handle.db.transaction(async (tx) => {
        written = (await storage().write(TINY_PDF, 'pdf', tx)).storageKey;
        throw new Error('the row could not be recorded');
      }),
    ).rejects.toThrow('the row could not be recorded');
    expect(written).not.toBe('');
    await expect(storage().read(written)).rejects.toBeInstanceOf(DocumentFileMissingError);
  });
});
