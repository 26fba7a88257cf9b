import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { registerUser } from '../../modules/identity/identity-test-support.ts';
import { insertApplicationAt, readApplication } from '../lifecycle-test-support.ts';
import { scheduleCurrentStepJob } from '../transition-application.ts';
import { buildJobsTestApp } from './jobs-test-support.ts';
import type { StepJobRegistry } from './step-job-types.ts';

const handlers: StepJobRegistry = {
  WAITING_FOR_SOFT_CREDIT: async () => ({ event: 'SOFT_CREDIT_MATCHED' }),
};

/**
 * Two API instances on one PostgreSQL: a step job committed by one (which runs no jobs) wakes the
 * other's workers through the database's notification. Their polling interval is far longer than
 * the test may take, so only the wake-up can run the job.
 */
describe.skipIf(!process.env.DATABASE_URL)('a step job sent by another instance (PostgreSQL)', () => {
  let worker: TestApp;
  let sender: App;
  let senderDatabase: DatabaseHandle;
  let senderDataDir: string;

  beforeAll(async () => {
    worker = await buildJobsTestApp(handlers, { pollingIntervalSeconds: 600 });
    senderDataDir = mkdtempSync(join(tmpdir(), 'hearth-sender-instance-'));
    senderDatabase = await createDatabase({ databaseUrl: worker.config.databaseUrl as string });
    sender = await buildApp({ ...worker.config, dataDir: senderDataDir }, { db: senderDatabase });
    await sender.ready();
  });
  afterAll(async () => {
    await sender?.close();
    await senderDatabase?.close();
    await worker?.close();
    rmSync(senderDataDir, { recursive: true, force: true });
  });

  it('runs on the instance with workers, woken at once rather than at its next poll', async () => {
    expect(sender.lifecycle.runner).toBeUndefined();
    const borrower = await registerUser(worker.app);
    const uuid = await senderDatabase.db.transaction(async (tx) => {
      const row = await insertApplicationAt(tx, borrower.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
      await scheduleCurrentStepJob(tx, row);
      return row.uuid;
    });
    await expect
      .poll(async () => (await readApplication(worker.db, uuid)).serverStep, { timeout: 20_000 })
      .toBe('WAITING_FOR_AVM_DATA');
  });
});
