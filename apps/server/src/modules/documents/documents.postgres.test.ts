import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { conditionDocuments, documents } from '../../db/schema/index.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { bearer, buildIdentityTestApp, getWithToken } from '../identity/identity-test-support.ts';
import {
  loginAsStaff,
  type SeededApplication,
  seedApplication,
  staffRequest,
} from '../ops/ops-test-support.ts';
import { createDiskDocumentStorage } from './disk-document-storage.ts';
import { insertDocument } from './document.repository.ts';
import { generateDocument } from './generate-document.ts';
import { signDocument } from './sign-document.ts';
import { TINY_JPEG, TINY_PDF } from './test/document-fixtures.ts';
import { documentsPath } from './test/documents-test-support.ts';

/**
 * Two API instances on one PostgreSQL server, each with its own pool and its own DATA_DIR: a file
 * stored through one is served by the other, byte for byte.
 */
describe.skipIf(!process.env.DATABASE_URL)('documents shared by two instances (PostgreSQL)', () => {
  let t: TestApp;
  let other: App;
  let otherDatabase: DatabaseHandle;
  let otherDataDir: string;
  let application: SeededApplication;
  /** A file the other instance kept on its disk before it ran on PostgreSQL, with its row. */
  let keptOnDisk: { documentUuid: string; bytes: Buffer };

  beforeAll(async () => {
    t = await buildIdentityTestApp();
    application = await seedApplication(t.app, { serverStep: 'INCOME_VERIFICATION' });
    otherDataDir = mkdtempSync(join(tmpdir(), 'hearth-other-instance-'));
    const disk = createDiskDocumentStorage({ dataDir: otherDataDir, piiKey: t.config.piiKey });
    const file = await disk.write(TINY_JPEG, 'jpg');
    const row = await insertDocument(t.db, {
      applicationUuid: application.uuid,
      type: 'SUPPORT',
      status: 'UPLOADED',
      filename: 'support.jpg',
      mime: 'image/jpeg',
      ...file,
    });
    keptOnDisk = { documentUuid: row.uuid, bytes: Buffer.from(TINY_JPEG) };

    otherDatabase = await createDatabase({ databaseUrl: t.config.databaseUrl as string });
    other = await buildApp({ ...t.config, dataDir: otherDataDir }, { db: otherDatabase });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
    rmSync(otherDataDir, { recursive: true, force: true });
  });

  const download = (app: App, documentUuid: string) =>
    getWithToken(app, `${documentsPath(application.uuid)}/${documentUuid}`, application.borrower.jwt);

  it('serves a condition document uploaded through the other instance', async () => {
    const staffJwt = await loginAsStaff(t.app);
    const raised = await staffRequest(t.app, staffJwt, opsApi.raiseCondition, {
      params: { uuid: application.uuid },
      payload: {
        category: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        title: 'Paystubs',
        description: 'Your most recent paystub.',
        documentTypes: ['USER_UPLOADED_PAYSTUB'],
        numDocsRequired: 1,
      },
    });
    const conditionUuid = raised.json<{ uuid: string }>().uuid;
    const form = new FormData();
    form.append('file', new Blob([TINY_PDF]), 'paystub.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: endpointPath(conditionsApi.uploadDocument, { uuid: application.uuid, conditionUuid }),
      headers: {
        ...bearer(application.borrower.jwt),
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [link] = await t.db
      .select()
      .from(conditionDocuments)
      .where(eq(conditionDocuments.conditionUuid, conditionUuid));

    const served = await download(other, link?.documentUuid ?? '');
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(Buffer.from(TINY_PDF))).toBe(true);
  });

  it('serves a PDF generated on one instance, and signed on the other, from both', async () => {
    const row = await findApplicationForOwner(t.db, application.uuid, application.borrower.identityUuid);
    if (!row) {
      throw new Error('the seeded application is missing');
    }
    const generated = await t.db.transaction((tx) =>
      generateDocument(tx, row, 'APPLICATION_SUMMARY', { storage: t.app.documents }),
    );
    const fromOther = await download(other, generated.uuid);
    expect(fromOther.statusCode, fromOther.body).toBe(200);
    expect(fromOther.rawPayload.equals(await t.app.documents.read(generated.storageKey))).toBe(true);

    const signed = await otherDatabase.db.transaction((tx) =>
      signDocument(tx, {
        storage: other.documents,
        documentUuid: generated.uuid,
        signer: {
          identityUuid: application.borrower.identityUuid,
          name: 'Test Borrower',
          legalName: { firstName: 'Test', lastName: 'Borrower' },
        },
        ip: '203.0.113.9',
        signature: { kind: 'TYPED', text: 'Test Borrower' },
      }),
    );
    const signedCopy = await download(t.app, generated.uuid);
    expect(signedCopy.statusCode, signedCopy.body).toBe(200);
    expect(signedCopy.rawPayload.equals(await other.documents.read(signed.signedStorageKey ?? ''))).toBe(
      true,
    );
    expect(signedCopy.rawPayload.equals(fromOther.rawPayload)).toBe(false);
  });

  it('serves a file the other instance kept on its disk before, imported when it started', async () => {
    const served = await download(t.app, keptOnDisk.documentUuid);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload.equals(keptOnDisk.bytes)).toBe(true);
    const [row] = await t.db.select().from(documents).where(eq(documents.uuid, keptOnDisk.documentUuid));
    expect(row?.storageKey).toMatch(/\.jpg$/);
  });
});
