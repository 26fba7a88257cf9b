import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJobsTestApp } from '../src/lifecycle/jobs/jobs-test-support.ts';
import type { StepJobRegistry } from '../src/lifecycle/jobs/step-job-types.ts';
import { insertApplicationAt, readApplication } from '../src/lifecycle/lifecycle-test-support.ts';
import { scheduleCurrentStepJob } from '../src/lifecycle/transition-application.ts';
import { DocumentFileMissingError } from '../src/modules/documents/document-storage.ts';
import {
  getWithToken,
  type RegisteredUser,
  registerUser,
} from '../src/modules/identity/identity-test-support.ts';
import type { TestApp } from './helpers.ts';

// Two app instances in one process, each with its own DATA_DIR and database: nothing an instance
// holds (document storage, caches, job runner, notification feed) may reach the other.

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const handlers: StepJobRegistry = {
  WAITING_FOR_SOFT_CREDIT: async () => ({ event: 'SOFT_CREDIT_MATCHED' }),
};
const statusPath = (uuid: string) => endpointPath(applicationApi.stepStatus, { uuid });

let first: TestApp;
let second: TestApp;
let firstBorrower: RegisteredUser;
let secondBorrower: RegisteredUser;
let firstClosed = false;

beforeAll(async () => {
  first = await buildJobsTestApp(handlers);
  second = await buildJobsTestApp(handlers);
  firstBorrower = await registerUser(first.app);
  secondBorrower = await registerUser(second.app);
});
afterAll(async () => {
  if (!firstClosed) {
    await first?.close();
  }
  await second?.close();
});

async function startOnSoftCredit(t: TestApp, borrower: RegisteredUser): Promise<string> {
  const row = await t.db.transaction(async (tx) => {
    const inserted = await insertApplicationAt(tx, borrower.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    await scheduleCurrentStepJob(tx, inserted);
    return inserted;
  });
  return row.uuid;
}

async function statusOf(t: TestApp, borrower: RegisteredUser, uuid: string) {
  const response = await getWithToken(t.app, statusPath(uuid), borrower.jwt);
  return response.statusCode === 200
    ? response.json<{ serverStep: string }>().serverStep
    : response.statusCode;
}

describe('two app instances in one process share no state', () => {
  it('each keeps documents in its own store (DATA_DIR or database), which the other cannot read', async () => {
    expect(first.app.documents).not.toBe(second.app.documents);
    const stored = await first.app.documents.write(PDF, 'pdf');
    await expect(first.app.documents.read(stored.storageKey)).resolves.toBeDefined();
    await expect(second.app.documents.read(stored.storageKey)).rejects.toBeInstanceOf(
      DocumentFileMissingError,
    );
  });

  it('a revocation remembered by one is not known to the other', async () => {
    first.app.revocations.markRevoked('a-token-id');
    expect(await first.app.revocations.isRevoked(first.db, 'a-token-id')).toBe(true);
    expect(await second.app.revocations.isRevoked(second.db, 'a-token-id')).toBe(false);
  });

  it('each runs its own step jobs, and a step moved on one is not seen by the other', async () => {
    expect(first.app.lifecycle.runner).not.toBe(second.app.lifecycle.runner);
    const uuid = await startOnSoftCredit(first, firstBorrower);
    await expect
      .poll(() => statusOf(first, firstBorrower, uuid), { timeout: 20_000 })
      .toBe('WAITING_FOR_AVM_DATA');
    expect(await statusOf(second, secondBorrower, uuid)).toBe(404);
  });

  it('closing one leaves the other answering and moving its applications', async () => {
    await first.close();
    firstClosed = true;
    const uuid = await startOnSoftCredit(second, secondBorrower);
    await expect
      .poll(() => statusOf(second, secondBorrower, uuid), { timeout: 20_000 })
      .toBe('WAITING_FOR_AVM_DATA');
    expect((await readApplication(second.db, uuid)).serverStep).toBe('WAITING_FOR_AVM_DATA');
    const stored = await second.app.documents.write(PDF, 'pdf');
    await expect(second.app.documents.read(stored.storageKey)).resolves.toBeDefined();
  });
});
