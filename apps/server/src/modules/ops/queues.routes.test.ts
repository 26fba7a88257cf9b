import { opsApi } from '@hearth/domain/api/ops-api';
import { opsPipelineApi, opsQueuesApi } from '@hearth/domain/api/ops-pipeline-api';
import type { PipelinePage } from '@hearth/domain/ops/pipeline';
import { ASSIGN_OTHERS_REFUSED, ASSIGNEE_NOT_ELIGIBLE, type QueuePage } from '@hearth/domain/ops/queue-dto';
import { PROPOSAL_REASON_MESSAGE } from '@hearth/domain/ops/staff-proposal';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { applicationTimeline, auditEvents, helocApplications } from '../../db/schema/index.ts';
import { PERMISSION_REFUSED } from '../staff/staff-auth.plugin.ts';
import { createTestStaff, startTestStaffSession, type TestStaff } from '../staff/staff-test-support.ts';
import { staffRequest } from './ops-test-support.ts';
import { seedPipelineApplication } from './pipeline-test-support.ts';

/** The queues of staff decisions, assignment, and a decision taken from a queue. */
const suite = useTestApp(
  () => buildTestApp({ rateLimitsEnabled: false }),
  async (t) => {
    const staff = async (role: TestStaff['role'], orgCodes = ['silverpine']) =>
      createTestStaff(t.app, { role, orgCodes });
    return {
      manager: await staff('MANAGER'),
      underwriter: await staff('UNDERWRITER'),
      processor: await staff('PROCESSOR'),
      support: await staff('SUPPORT'),
      otherLenderManager: await staff('MANAGER', ['hearth']),
    };
  },
);

const jwtOf = (staff: TestStaff) => startTestStaffSession(suite.t.app, staff);

async function stepOf(uuid: string): Promise<string | undefined> {
  const [row] = await suite.t.db
    .select({ step: helocApplications.serverStep })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid));
  return row?.step;
}

describe('a queue', () => {
  it('lists what waits there, longest at its step first, with the decisions the role may take', async () => {
    const newer = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'ONSITE_APPRAISAL_REVIEW',
      createdDaysAgo: 9,
      enteredDaysAgo: 1,
    });
    const older = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'NAV_BPO_REVIEW',
      createdDaysAgo: 4,
      enteredDaysAgo: 3,
    });
    const elsewhere = await seedPipelineApplication(suite.t.app, {
      org: 'hearth',
      serverStep: 'NAV_BPO_REVIEW',
      enteredDaysAgo: 5,
    });
    const response = await staffRequest(suite.t.app, await jwtOf(suite.underwriter), opsQueuesApi.items, {
      params: { queue: 'VALUATION_DECISION' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<QueuePage>();
    expect(page.items.map((item) => item.uuid)).toEqual([older.uuid, newer.uuid]);
    expect(page.items.map((item) => item.uuid)).not.toContain(elsewhere.uuid);
    expect(page.label).toBe('Valuation decisions');
    const actions = page.items[0]?.actions ?? [];
    expect(actions).toContainEqual({
      event: 'VALUATION_APPROVED',
      by: 'OPS',
      to: 'FINAL_TITLE_ORDER',
      needsChecker: true,
    });
    expect(actions).toContainEqual({
      event: 'ONSITE_APPRAISAL_REQUIRED',
      by: 'OPS',
      to: 'ONSITE_APPRAISAL_PAYMENT',
      needsChecker: false,
    });

    // A processor may read the queue but takes no valuation decision; SUPPORT none at all.
    for (const staff of [suite.processor, suite.support]) {
      const read = await staffRequest(suite.t.app, await jwtOf(staff), opsQueuesApi.items, {
        params: { queue: 'VALUATION_DECISION' },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<QueuePage>().items.every((item) => item.actions.length === 0)).toBe(true);
    }
  });

  it('answers 400 for a queue that does not exist', async () => {
    const response = await staffRequest(suite.t.app, await jwtOf(suite.manager), opsQueuesApi.items, {
      params: { queue: 'NOT_A_QUEUE' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('assignment', () => {
  it('lets a decider take an application, a manager give it to someone, and records both', async () => {
    const application = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'INCOME_VERIFICATION',
    });
    const params = { uuid: application.uuid };
    const underwriterJwt = await jwtOf(suite.underwriter);
    const taken = await staffRequest(suite.t.app, underwriterJwt, opsQueuesApi.assign, {
      params,
      payload: { staffUuid: suite.underwriter.uuid },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      staffUuid: suite.underwriter.uuid,
      assignedBy: suite.underwriter.uuid,
    });

    const mine = await staffRequest(suite.t.app, underwriterJwt, opsPipelineApi.list, {
      query: { assignee: 'me' },
    });
    expect(mine.json<PipelinePage>().items.map((item) => item.uuid)).toEqual([application.uuid]);
    expect(mine.json<PipelinePage>().items[0]?.assignee).toMatchObject({
      staffUuid: suite.underwriter.uuid,
      email: suite.underwriter.email,
    });

    const givenAway = await staffRequest(suite.t.app, underwriterJwt, opsQueuesApi.assign, {
      params,
      payload: { staffUuid: suite.processor.uuid },
    });
    expect(givenAway.statusCode).toBe(403);
    expect(givenAway.json()).toEqual({ errors: [ASSIGN_OTHERS_REFUSED] });

    const managerJwt = await jwtOf(suite.manager);
    const reassigned = await staffRequest(suite.t.app, managerJwt, opsQueuesApi.assign, {
      params,
      payload: { staffUuid: suite.processor.uuid },
    });
    expect(reassigned.statusCode).toBe(200);
    const byUuid = await staffRequest(suite.t.app, managerJwt, opsPipelineApi.list, {
      query: { assignee: suite.processor.uuid },
    });
    expect(byUuid.json<PipelinePage>().items.map((item) => item.uuid)).toEqual([application.uuid]);

    // The underwriter may not release what is now the processor's; the manager may.
    const released = await staffRequest(suite.t.app, underwriterJwt, opsQueuesApi.unassign, { params });
    expect(released.statusCode).toBe(403);
    expect((await staffRequest(suite.t.app, managerJwt, opsQueuesApi.unassign, { params })).statusCode).toBe(
      204,
    );

    const audited = await suite.t.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.entityUuid, application.uuid))
      .orderBy(auditEvents.seq);
    expect(audited).toEqual([
      {
        action: 'ops.application-assigned',
        details: { staffUuid: suite.underwriter.uuid, previousStaffUuid: null },
      },
      {
        action: 'ops.application-assigned',
        details: { staffUuid: suite.processor.uuid, previousStaffUuid: suite.underwriter.uuid },
      },
      { action: 'ops.application-unassigned', details: { previousStaffUuid: suite.processor.uuid } },
    ]);
  });

  it('gives an application only to active staff of its lender who may decide', async () => {
    const application = await seedPipelineApplication(suite.t.app, { org: 'silverpine' });
    const managerJwt = await jwtOf(suite.manager);
    for (const staff of [suite.support, suite.otherLenderManager]) {
      const refused = await staffRequest(suite.t.app, managerJwt, opsQueuesApi.assign, {
        params: { uuid: application.uuid },
        payload: { staffUuid: staff.uuid },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ errors: [ASSIGNEE_NOT_ELIGIBLE] });
    }
    const assignees = await staffRequest(suite.t.app, managerJwt, opsQueuesApi.assignees, {
      params: { uuid: application.uuid },
    });
    const uuids = assignees.json<Array<{ uuid: string }>>().map((staff) => staff.uuid);
    expect(uuids).toEqual(
      expect.arrayContaining([suite.manager.uuid, suite.underwriter.uuid, suite.processor.uuid]),
    );
    expect(uuids).not.toContain(suite.support.uuid);
    expect(uuids).not.toContain(suite.otherLenderManager.uuid);
  });

  it("lets SUPPORT read but not take work, and hides another lender's application", async () => {
    const application = await seedPipelineApplication(suite.t.app, { org: 'silverpine' });
    const supportJwt = await jwtOf(suite.support);
    const refused = await staffRequest(suite.t.app, supportJwt, opsQueuesApi.assign, {
      params: { uuid: application.uuid },
      payload: { staffUuid: suite.support.uuid },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [PERMISSION_REFUSED] });

    const otherJwt = await jwtOf(suite.otherLenderManager);
    const hidden = await staffRequest(suite.t.app, otherJwt, opsQueuesApi.assign, {
      params: { uuid: application.uuid },
      payload: { staffUuid: suite.otherLenderManager.uuid },
    });
    expect(hidden.statusCode).toBe(404);
    const items = await staffRequest(suite.t.app, otherJwt, opsPipelineApi.list, {
      query: { pageSize: '100' },
    });
    expect(items.json<PipelinePage>().items.map((item) => item.uuid)).not.toContain(application.uuid);
  });
});

describe('a decision from a queue', () => {
  it('is refused with 409 when the application has moved since the staff user saw it, and nothing changes', async () => {
    const application = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'FINAL_TITLE_REVIEW',
    });
    const response = await staffRequest(suite.t.app, await jwtOf(suite.manager), opsApi.sendEvent, {
      params: { uuid: application.uuid },
      payload: {
        event: 'REVIEW_CLEARED',
        reason: 'The ID matches the applicant',
        expectedStep: 'FRAUD_REVIEW',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        'This application has moved to FINAL_TITLE_REVIEW since you opened it; reload to see its current state.',
      ],
    });
    expect(await stepOf(application.uuid)).toBe('FINAL_TITLE_REVIEW');
    const moves = await suite.t.db
      .select()
      .from(applicationTimeline)
      .where(eq(applicationTimeline.applicationUuid, application.uuid));
    expect(moves).toEqual([]);
  });

  it('refuses a stale proposal the same way', async () => {
    const application = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'NAV_BPO_REVIEW',
    });
    const response = await staffRequest(suite.t.app, await jwtOf(suite.manager), opsApi.sendEvent, {
      params: { uuid: application.uuid },
      payload: {
        event: 'CANCELLED_BY_OPS',
        reason: 'The borrower asked us to stop',
        expectedStep: 'FRAUD_REVIEW',
      },
    });
    expect(response.statusCode).toBe(409);
  });

  it('needs a reason, which lands on the timeline with the move', async () => {
    const application = await seedPipelineApplication(suite.t.app, {
      org: 'silverpine',
      serverStep: 'FINAL_TITLE_REVIEW',
    });
    const jwt = await jwtOf(suite.underwriter);
    const params = { uuid: application.uuid };
    const unexplained = await staffRequest(suite.t.app, jwt, opsApi.sendEvent, {
      params,
      payload: { event: 'TITLE_EXCEPTIONS_RESOLVED', expectedStep: 'FINAL_TITLE_REVIEW' },
    });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toEqual({ errors: [PROPOSAL_REASON_MESSAGE] });
    expect(await stepOf(application.uuid)).toBe('FINAL_TITLE_REVIEW');

    const decided = await staffRequest(suite.t.app, jwt, opsApi.sendEvent, {
      params,
      payload: {
        event: 'TITLE_EXCEPTIONS_RESOLVED',
        reason: 'Exceptions cleared by the title company',
        expectedStep: 'FINAL_TITLE_REVIEW',
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ from: 'FINAL_TITLE_REVIEW', to: 'GEN_CLOSING_DISCLOSURE' });
    const [move] = await suite.t.db
      .select({ detail: applicationTimeline.detail, actorId: applicationTimeline.actorId })
      .from(applicationTimeline)
      .where(
        and(
          eq(applicationTimeline.applicationUuid, application.uuid),
          eq(applicationTimeline.event, 'TITLE_EXCEPTIONS_RESOLVED'),
        ),
      );
    expect(move).toEqual({
      detail: { reason: 'Exceptions cleared by the title company' },
      actorId: suite.underwriter.uuid,
    });
  });
});
