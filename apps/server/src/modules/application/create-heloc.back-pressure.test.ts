import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { STEP_QUEUE } from '../../db/job-queues.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { CREATE_PACE_MAX_WAIT_MS, loadJobsConfig } from '../../lifecycle/jobs/jobs-config.ts';
import { STEP_JOB_LAG_CACHE_MS } from '../../lifecycle/jobs/step-job-lag.ts';
import { buildIdentityTestApp, registerUser } from '../identity/identity-test-support.ts';
import { JOBS_BEHIND } from './create-back-pressure.ts';
import { buildCreateBody, postCreate } from './create-heloc.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // The workers are off: every step job the creates send stays queued, as behind a stalled runner.
  t = await buildIdentityTestApp({
    jobs: loadJobsConfig({ JOBS_MAX_QUEUE_LAG_SECONDS: '30', JOBS_PACE_LAG_SECONDS: '2' }, 'test'),
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const countOf = async (identityUuid: string) =>
  (await t.db.select().from(helocApplications).where(eq(helocApplications.identityUuid, identityUuid)))
    .length;

/** The queued step jobs became due `seconds` ago; the cached lag reading is let expire. */
async function makeQueuedStepJobsWait(seconds: number) {
  await t.db.execute(
    sql`update pgboss.job set start_after = now() - make_interval(secs => ${seconds})
      where name = ${STEP_QUEUE} and state = 'created'`,
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + STEP_JOB_LAG_CACHE_MS + 1);
}

describe('the create call while the step jobs run behind', () => {
  it('creates while the oldest due step job has waited less than the bound', async () => {
    const first = await registerUser(t.app);
    expect((await postCreate(t.app, first.jwt, buildCreateBody(), { key: 'lag-0001' })).statusCode).toBe(201);
    const second = await registerUser(t.app);
    const created = await postCreate(t.app, second.jwt, buildCreateBody(), { key: 'lag-0002' });
    expect(created.statusCode).toBe(201);
  });

  it('answers 503 with Retry-After and creates nothing past the bound, then creates once on retry', async () => {
    const user = await registerUser(t.app);
    await makeQueuedStepJobsWait(90);
    const refused = await postCreate(t.app, user.jwt, buildCreateBody(), { key: 'lag-0003' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ errors: [JOBS_BEHIND] });
    expect(await countOf(user.identityUuid)).toBe(0);

    await makeQueuedStepJobsWait(5);
    const retried = await postCreate(t.app, user.jwt, buildCreateBody(), { key: 'lag-0003' });
    expect(retried.statusCode).toBe(201);
    expect(await countOf(user.identityUuid)).toBe(1);
  });

  it('waits for the step jobs past the pace, then creates however far behind they are', async () => {
    const user = await registerUser(t.app);
    await makeQueuedStepJobsWait(5);
    const started = performance.now();
    const created = await postCreate(t.app, user.jwt, buildCreateBody(), { key: 'lag-0004' });
    expect(created.statusCode).toBe(201);
    // The lag never came back under the pace here: the create waited the longest wait (1 s on PGlite).
    expect(performance.now() - started).toBeGreaterThanOrEqual(CREATE_PACE_MAX_WAIT_MS[t.database.kind]);
    expect(await countOf(user.identityUuid)).toBe(1);
  });
});
