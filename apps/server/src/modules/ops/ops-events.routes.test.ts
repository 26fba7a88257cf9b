import { opsApi } from '@hearth/domain/api/ops-api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationTimeline, auditEvents, helocApplications } from '../../db/schema/index.ts';
import { seedApplication, staffRequest, useTestAppWithStaff } from './ops-test-support.ts';

let staffUuid: string;

const suite = useTestAppWithStaff();
beforeAll(async () => {
  staffUuid = (await suite.t.app.tokens.verifyToken(suite.staffJwt)).identityUuid;
});

function send(uuid: string, body: Record<string, unknown>) {
  return staffRequest(suite.t.app, suite.staffJwt, opsApi.sendEvent, {
    params: { uuid: uuid },
    payload: body,
  });
}

async function stepOf(uuid: string): Promise<string | undefined> {
  const [row] = await suite.t.db
    .select({ serverStep: helocApplications.serverStep })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid));
  return row?.serverStep;
}

const timelineOf = (uuid: string) =>
  suite.t.db.select().from(applicationTimeline).where(eq(applicationTimeline.applicationUuid, uuid));

describe('POST /ops/api/v1/applications/{uuid}/events', () => {
  it.each([
    ['a provider callback', 'RECORDING', 'RECORDED', 'PROVIDER', 'FUNDABLE'],
    ['the notary finishing', 'E_NOTARY_SESSION', 'NOTARY_COMPLETED', 'PROVIDER', 'TRUST_AND_INSURANCE'],
    ['a staff decision', 'INSURANCE_REVIEW', 'INSURANCE_REJECTED', 'OPS', 'TRUST_AND_INSURANCE'],
  ])(
    'sends %s as its graph sender, on the timeline and the audit trail',
    async (_case, from, event, actor, to) => {
      const application = await seedApplication(suite.t.app, { serverStep: from });
      const reason = 'Checked against the file';
      const response = await send(application.uuid, { event, detail: { reference: 'vendor-42' }, reason });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ uuid: application.uuid, event, from, to });
      expect(await timelineOf(application.uuid)).toEqual([
        expect.objectContaining({
          actor,
          actorId: staffUuid,
          event,
          fromStep: from,
          toStep: to,
          detail: { reference: 'vendor-42', reason },
        }),
      ]);
      const audit = await suite.t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityUuid, application.uuid), eq(auditEvents.action, 'ops.event-sent')));
      expect(audit).toEqual([
        expect.objectContaining({
          actorIdentityUuid: staffUuid,
          actorType: 'staff',
          details: { event, actor, from, to },
        }),
      ]);
    },
  );

  it('shows the move on the staff read of the application', async () => {
    const application = await seedApplication(suite.t.app, { serverStep: 'RECORDING' });
    await send(application.uuid, { event: 'RECORDED' });
    const read = await staffRequest(suite.t.app, suite.staffJwt, opsApi.application, {
      params: { uuid: application.uuid },
    });
    expect(read.json().timeline).toEqual([
      expect.objectContaining({
        seq: 1,
        actor: 'PROVIDER',
        actorId: staffUuid,
        event: 'RECORDED',
        from: 'RECORDING',
      }),
    ]);
  });

  it.each([
    ['a borrower event', 'RESCISSION', 'RESCINDED', 'RESCINDED is sent by BORROWER'],
    ['a job event', 'RESCISSION', 'RESCISSION_PERIOD_ENDED', 'RESCISSION_PERIOD_ENDED is sent by JOB'],
    ['an unknown event', 'RESCISSION', 'TELEPORTED', 'Unknown event TELEPORTED'],
  ])('refuses %s with 400 and moves nothing', async (_case, from, event, message) => {
    const application = await seedApplication(suite.t.app, { serverStep: from });
    const response = await send(application.uuid, { event });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors[0]).toContain(message);
    expect(await stepOf(application.uuid)).toBe(from);
    expect(await timelineOf(application.uuid)).toEqual([]);
  });

  it.each([
    ['an event of another step', 'RECORDING', 'FUNDED'],
    ['any event once the application is finished', 'CANCELLED', 'CANCELLED_BY_OPS'],
  ])('refuses %s with 409 and moves nothing', async (_case, from, event) => {
    const application = await seedApplication(suite.t.app, { serverStep: from });
    // Both events need a checker: even the proposal is refused when the step does not allow them.
    const response = await send(application.uuid, { event, reason: 'The vendor confirmed it' });

    expect(response.statusCode).toBe(409);
    expect(response.json<{ errors: string[] }>().errors[0]).toContain(from);
    expect(await stepOf(application.uuid)).toBe(from);
    expect(await timelineOf(application.uuid)).toEqual([]);
  });

  it('answers 404 for an unknown application and 400 for a malformed body', async () => {
    expect((await send(crypto.randomUUID(), { event: 'RECORDED' })).statusCode).toBe(404);
    const application = await seedApplication(suite.t.app, { serverStep: 'RECORDING' });
    expect((await send(application.uuid, {})).statusCode).toBe(400);
    expect((await send(application.uuid, { event: 'RECORDED', actor: 'BORROWER' })).statusCode).toBe(400);
  });
});
