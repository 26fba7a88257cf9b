import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { STEP_QUEUE } from '../../db/job-queues.ts';
import { createBossDb } from '../../db/pg-boss-db.ts';
import { registerUser } from '../../modules/identity/identity-test-support.ts';
import { insertApplicationAt, readStepJobs } from '../lifecycle-test-support.ts';
import { scheduleCurrentStepJob } from '../transition-application.ts';
import { wakeStepJob } from '../wake-step-job.ts';
import { executeStepJob, type StepJobDeps } from './execute-step-job.ts';

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

function depsWaiting(): StepJobDeps {
  return {
    db: t.db,
    handlers: { RESCISSION: async () => null },
    providers: t.app.lifecycle.providers,
    documents: t.app.documents,
    piiKey: t.config.piiKey,
    logger: t.app.log,
    recheckAfterSeconds: 300,
  };
}

async function rescissionAt() {
  const application = await t.db.transaction(async (tx) => {
    const row = await insertApplicationAt(tx, owner, 'RESCISSION');
    await scheduleCurrentStepJob(tx, row);
    return row;
  });
  return {
    application,
    job: { applicationUuid: application.uuid, seq: 0, step: 'RESCISSION', reason: 'entered' as const },
  };
}

describe('a waiting step job (null from its handler)', () => {
  it('queues its next look after the re-check interval, in the transaction of the run', async () => {
    const { application, job } = await rescissionAt();
    expect(await executeStepJob(depsWaiting(), job, 1)).toEqual({ outcome: 'WAITING' });
    const later = (await readStepJobs(t.db, application.uuid)).filter((row) => row.reason === 'recheck');
    expect(later).toEqual([
      expect.objectContaining({
        singletonKey: `${application.uuid}:RESCISSION:0:later`,
        due: false,
        state: 'created',
      }),
    ]);
    // Waiting again adds no second look while one is queued (pg-boss's singleton key).
    await executeStepJob(depsWaiting(), job, 1);
    expect(
      (await readStepJobs(t.db, application.uuid)).filter((row) => row.reason === 'recheck'),
    ).toHaveLength(1);
  });

  it('runs at once when a borrower write wakes it, whatever look is queued for later', async () => {
    const { application, job } = await rescissionAt();
    await executeStepJob(depsWaiting(), job, 1);
    const boss = new PgBoss({ db: createBossDb(t.database, () => true), supervise: false, schedule: false });
    await boss.start();
    try {
      // The visit's first job is handed to a worker (active) and is still running: a wake now must
      // queue a run after it, not be dropped as a duplicate of the running one.
      const fetched = await boss.fetch(STEP_QUEUE, { batchSize: 10 });
      expect(fetched.map((row) => row.data)).toContainEqual(job);
      expect(await t.db.transaction((tx) => wakeStepJob(tx, application))).toBe(true);
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
    const jobs = await readStepJobs(t.db, application.uuid);
    expect(jobs.map((row) => [row.reason, row.state, row.due])).toEqual([
      ['entered', 'active', true],
      ['recheck', 'created', false],
      ['woken', 'created', true],
    ]);
  });
});
