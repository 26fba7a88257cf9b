import { opsApi } from '@hearth/domain/api/ops-api';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useSecondInstance } from '../../../test/second-instance.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { staffRequest } from './ops-test-support.ts';
import { movedUuids, openFeed } from './pipeline-stream-test-support.ts';
import { seedPipelineApplication } from './pipeline-test-support.ts';

/** Two API instances on one PostgreSQL server: a feed open on one hears what staff do on the other. */
describe.skipIf(!process.env.DATABASE_URL)('the pipeline feed across instances (PostgreSQL)', () => {
  const instances = useSecondInstance(() => buildTestApp({ rateLimitsEnabled: false }));

  it('passes on a move made through the other instance, and ends when the session ends there', async () => {
    const { t, other } = instances;
    const staff = await createTestStaff(t.app, { role: 'MANAGER' });
    const application = await seedPipelineApplication(t.app, { serverStep: 'INSURANCE_REVIEW' });
    const watcherJwt = await startTestStaffSession(t.app, staff);
    const feed = await openFeed(other, watcherJwt);
    expect(feed.response.statusCode).toBe(200);
    await feed.until((text) => text.includes(': connected'));

    const sent = await staffRequest(t.app, await startTestStaffSession(t.app, staff), opsApi.sendEvent, {
      params: { uuid: application.uuid },
      payload: { event: 'INSURANCE_REJECTED', reason: 'The policy names the wrong property' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await feed.until((text) => movedUuids(text).includes(application.uuid));

    expect((await staffRequest(t.app, watcherJwt, opsApi.logout)).statusCode).toBe(204);
    expect(await feed.ended).toContain('event: session-ended');
  });
});
