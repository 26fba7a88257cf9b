import { opsApi } from '@hearth/domain/api/ops-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { buildJobsTestApp } from '../../lifecycle/jobs/jobs-test-support.ts';
import { readStepVisits } from '../../lifecycle/lifecycle-test-support.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { endNotaryWaitingPeriod } from '../notary/notary.job.ts';
import { loginAsStaff, seedApplication, staffRequest } from './ops-test-support.ts';

let t: TestApp;
let staffJwt: string;
beforeAll(async () => {
  t = await buildJobsTestApp({ NOTARY_WAITING_PERIOD: endNotaryWaitingPeriod });
  staffJwt = await loginAsStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

async function stepOf(uuid: string): Promise<string | undefined> {
  const [row] = await t.db
    .select({ step: helocApplications.serverStep })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid));
  return row?.step;
}

describe('the sandbox clock ends a waiting period for a demo', () => {
  it('a Texas notary waiting period waits, then ends once staff move the clock 13 days on', async () => {
    const application = await seedApplication(t.app, { serverStep: 'NOTARY_DISCLOSURE', state: 'TX' });
    await t.db.transaction((tx) =>
      transitionApplication(tx, {
        uuid: application.uuid,
        event: 'NOTARY_DISCLOSURE_ACKNOWLEDGED',
        actor: 'BORROWER',
        actorId: application.borrower.identityUuid,
      }),
    );
    // The handler runs and waits: the 12th day after application has not come.
    await vi.waitFor(
      async () => {
        const [job] = await readStepVisits(t.db, application.uuid);
        expect(job?.state).toBe('WAITING');
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await stepOf(application.uuid)).toBe('NOTARY_WAITING_PERIOD');

    const moved = await staffRequest(t.app, staffJwt, opsApi.advanceClock, {
      payload: { advanceDays: 13 },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    await vi.waitFor(async () => expect(await stepOf(application.uuid)).toBe('GEN_DEED_SIGNING'), {
      timeout: 10_000,
      interval: 100,
    });
  });
});
