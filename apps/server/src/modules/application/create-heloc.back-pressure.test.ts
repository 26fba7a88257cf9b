import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { STEP_QUEUE } from '../../db/job-queues.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { loadJobsConfig } from '../../lifecycle/jobs/jobs-config.ts';
import { STEP_JOB_LAG_CACHE_MS } from '../../lifecycle/jobs/step-job-lag.ts';
import { buildIdentityTestApp, registerUser } from '../identity/identity-test-support.ts';
import { JOBS_BEHIND } from './create-back-pressure.ts';
import { buildCreateBody, postCreate } from './create-heloc.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // The workers are off: every step job the creates send stays queued, as behind a stalled runner.
  t = await buildIdentityTestApp({ jobs: loadJobsConfig({ JOBS_MAX_QUEUE_LAG_SECONDS: '30' }, 'test') });
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
});
