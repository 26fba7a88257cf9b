import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { buildJobsTestApp } from '../../lifecycle/jobs/jobs-test-support.ts';
import type { StepJobRegistry } from '../../lifecycle/jobs/step-job-types.ts';
import { readStepVisits, readTimelineRows } from '../../lifecycle/lifecycle-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { buildCreateBody, postCreate } from './create-heloc.test-support.ts';

// Decision 006: the create sets the first server step; that step is a job's, so the job starts with it.
const handlers: StepJobRegistry = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: async () => ({ event: 'PRE_SOFT_CREDIT_DISCLOSURE_DELIVERED' }),
  WAITING_FOR_SOFT_CREDIT: async () => ({ event: 'SOFT_CREDIT_MATCHED' }),
};

let t: TestApp;

beforeAll(async () => {
  t = await buildJobsTestApp(handlers);
});
afterAll(async () => {
  await t.close();
});

async function createFor(body: Record<string, unknown>): Promise<{ uuid: string; jwt: string }> {
  const user = await registerUser(t.app);
  const response = await postCreate(t.app, user.jwt, body);
  expect(response.statusCode).toBe(201);
  return { uuid: response.json<{ uuid: string }>().uuid, jwt: user.jwt };
}

async function statusOf(uuid: string, jwt: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: endpointPath(applicationApi.stepStatus, { uuid }),
    headers: { authorization: `Bearer ${jwt}` },
  });
  return response.json<{ serverStep: string }>().serverStep;
}

describe('create → first step job (PRG-052)', () => {
  it('with the soft-credit consent: the soft pull job runs and moves the application on', async () => {
    const { uuid, jwt } = await createFor(buildCreateBody());
    await expect.poll(() => statusOf(uuid, jwt), { timeout: 20_000 }).toBe('WAITING_FOR_AVM_DATA');
    const timeline = await readTimelineRows(t.db, uuid);
    expect(timeline.map((row) => [row.actor, row.fromStep, row.event])).toEqual([
      ['JOB', 'WAITING_FOR_SOFT_CREDIT', 'SOFT_CREDIT_MATCHED'],
    ]);
  });

  it('without it: the disclosure job runs first, then the soft pull', async () => {
    const { uuid, jwt } = await createFor(
      buildCreateBody({
        consentRequests: [{ type: 'TERMS_AND_PRIVACY' }, { type: 'ELECTRONIC_COMMUNICATIONS' }],
      }),
    );
    await expect.poll(() => statusOf(uuid, jwt), { timeout: 20_000 }).toBe('WAITING_FOR_AVM_DATA');
    // The status moves with the commit; the runner picks up the AVM step's job a moment later.
    const jobStates = async () =>
      (await readStepVisits(t.db, uuid)).map((job) => [job.seq, job.step, job.state]);
    await expect.poll(jobStates, { timeout: 20_000 }).toEqual([
      [0, 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE', 'DONE'],
      [1, 'WAITING_FOR_SOFT_CREDIT', 'DONE'],
      [2, 'WAITING_FOR_AVM_DATA', 'WAITING'],
    ]);
  });
});
