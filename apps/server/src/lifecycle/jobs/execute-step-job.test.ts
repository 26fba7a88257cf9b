import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { registerUser } from '../../modules/identity/identity-test-support.ts';
import { insertApplicationAt, readStepJobs } from '../lifecycle-test-support.ts';
import { scheduleCurrentStepJob } from '../transition-application.ts';
import { executeStepJob, type StepJobDeps } from './execute-step-job.ts';
import type { StepJobRegistry } from './step-job-types.ts';

// The job runner is off here (NODE_ENV=test): only these calls run the jobs, so nothing races them.
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitsEnabled: false });
  owner = (await registerUser(t.app)).identityUuid;
});
afterAll(async () => {
  await t?.close();
});

async function rescissionJob() {
  const application = await t.db.transaction((tx) => insertApplicationAt(tx, owner, 'RESCISSION'));
  await t.db.transaction((tx) => scheduleCurrentStepJob(tx, application));
  return { applicationUuid: application.uuid, seq: 0, step: 'RESCISSION' };
}

describe('a waiting step job and the re-checks asked while it runs', () => {
  it('goes back to PENDING when a re-check was asked during its run (it may have read the old clock)', async () => {
    let generation = 0;
    const handlers: StepJobRegistry = {
      RESCISSION: async () => {
        generation += 1; // the sandbox clock moved and a re-check was asked while this run read the time
        return null;
      },
    };
    const deps: StepJobDeps = {
      db: t.db,
      handlers,
      providers: t.app.lifecycle.providers,
      logger: t.app.log,
      recheckGeneration: () => generation,
    };
    const key = await rescissionJob();
    expect(await executeStepJob(deps, key, 1)).toBe('WAITING');
    expect((await readStepJobs(t.db, key.applicationUuid, 0))[0]).toMatchObject({
      state: 'PENDING',
      dispatchedAt: null,
      runs: 1,
    });
  });

  it('stays WAITING when no re-check was asked during its run', async () => {
    const deps: StepJobDeps = {
      db: t.db,
      handlers: { RESCISSION: async () => null },
      providers: t.app.lifecycle.providers,
      logger: t.app.log,
      recheckGeneration: () => 7,
    };
    const key = await rescissionJob();
    expect(await executeStepJob(deps, key, 1)).toBe('WAITING');
    expect((await readStepJobs(t.db, key.applicationUuid, 0))[0]).toMatchObject({
      state: 'WAITING',
      runs: 1,
    });
  });
});
