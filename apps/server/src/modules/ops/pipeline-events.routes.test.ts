import { opsApi } from '@hearth/domain/api/ops-api';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { staffRequest } from './ops-test-support.ts';
import { movedUuids, openFeed } from './pipeline-stream-test-support.ts';
import { seedPipelineApplication } from './pipeline-test-support.ts';

/** The pipeline's live feed, on one instance (PGlite delivers its own commits' notifications). */
const suite = useTestApp(
  () => buildTestApp({ rateLimitsEnabled: false }),
  async (t) => ({
    watcher: await createTestStaff(t.app, { role: 'SUPPORT', orgCodes: ['silverpine'] }),
    decider: await createTestStaff(t.app, { role: 'MANAGER' }),
  }),
);

async function reject(uuid: string): Promise<void> {
  const jwt = await startTestStaffSession(suite.t.app, suite.decider);
  const sent = await staffRequest(suite.t.app, jwt, opsApi.sendEvent, {
    params: { uuid },
    payload: { event: 'INSURANCE_REJECTED', reason: 'The policy names the wrong property' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}

describe('the pipeline feed', () => {
  it("passes on the moves of the lender's applications, never another lender's", async () => {
    const elsewhere = await seedPipelineApplication(suite.t.app, {
      org: 'hearth',
      serverStep: 'INSURANCE_REVIEW',
    });
    const first = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'INSURANCE_REVIEW',
    });
    const second = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'INSURANCE_REVIEW',
    });
    const feed = await openFeed(suite.t.app, await startTestStaffSession(suite.t.app, suite.watcher));
    try {
      expect(feed.response.statusCode).toBe(200);
      expect(feed.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      await feed.until((text) => text.startsWith(': connected\n\n'));

      await reject(elsewhere.uuid);
      await reject(first.uuid);
      await reject(second.uuid);
      const text = await feed.until((received) => movedUuids(received).includes(second.uuid));
      // A notice may come twice (PostgreSQL tells this instance of its own commit on two connections).
      expect([...new Set(movedUuids(text))]).toEqual([first.uuid, second.uuid]);
      expect(text).not.toContain(elsewhere.uuid);
    } finally {
      feed.close();
    }
  });

  it('ends with session-ended as soon as the staff user logs out', async () => {
    const jwt = await startTestStaffSession(suite.t.app, suite.watcher);
    const feed = await openFeed(suite.t.app, jwt);
    await feed.until((text) => text.includes(': connected'));
    const loggedOut = await staffRequest(suite.t.app, jwt, opsApi.logout);
    expect(loggedOut.statusCode).toBe(204);
    expect(await feed.ended).toMatch(/event: session-ended\ndata: \{\}\n\n$/);
  });

  it('refuses a caller without a staff token', async () => {
    const feed = await openFeed(suite.t.app, 'not-a-token');
    expect(feed.response.statusCode).toBe(401);
    await feed.ended;
  });
});
