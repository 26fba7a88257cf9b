import { applicationApi, rescissionApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { RESCISSION_NOT_STARTED_MESSAGE } from '@hearth/domain/journey/rescission';
import { describe, expect, it } from 'vitest';
import { advanceSandboxClock, resetSandboxClock } from '../../lifecycle/clock.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import {
  postJson,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { readRescissionPeriod } from './rescission-period.ts';

const suite = useTestAppWithStaff();

const DAY_MS = 86_400_000;

/** From the notarised deed to the delivered notice, as the vendor and the jobs move it. */
async function seedAtRescission(coDeederIdentity?: string) {
  const seeded = await seedAtStep(suite.t, 'E_NOTARY_SESSION', {
    helocSigners: coDeederIdentity
      ? [
          {
            identityUuid: coDeederIdentity,
            firstName: 'Grace',
            lastName: 'Hopper',
            email: 'g@example.com',
            role: 'CO_DEEDER',
            status: 'SIGNED',
          },
        ]
      : [],
  });
  const moves = [
    ['NOTARY_COMPLETED', 'PROVIDER'],
    ['INSURANCE_UPLOADED', 'BORROWER'],
    ['INSURANCE_VERIFIED', 'JOB'],
    ['RESCISSION_NOTICE_GENERATED', 'JOB'],
  ] as const;
  for (const [event, actor] of moves) {
    await suite.t.db.transaction((tx) => transitionApplication(tx, { uuid: seeded.uuid, event, actor }));
  }
  return seeded;
}

describe('POST P/rescind (decision 007)', () => {
  it('APP-006: the borrower cancels within the period; the application ends CANCELLED', async () => {
    const { uuid, borrower } = await seedAtRescission();
    const read = await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), borrower.jwt);
    const startDate = read.json().rescissionStartDate;
    const delivered = (await readTimeline(suite.t.db, uuid)).find((entry) => entry.to === 'RESCISSION');
    expect(startDate).toBe(delivered?.at.slice(0, 10));

    const response = await postJson(suite.t, borrower.jwt, endpointPath(rescissionApi.rescind, { uuid }), {
      confirm: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      serverStep: 'CANCELLED',
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(response.json().deadline > startDate).toBe(true);
    const row = await readRow(suite.t, uuid);
    expect(row).toMatchObject({ serverStep: 'CANCELLED', active: false });
    expect((await readTimeline(suite.t.db, uuid)).at(-1)).toMatchObject({
      event: 'RESCINDED',
      actor: 'BORROWER',
      actorId: borrower.identityUuid,
      detail: { rescindedBy: 'BORROWER' },
    });
  });

  it('every owner on title may rescind: a co-deeder who joined', async () => {
    const coOwner = await registerUser(suite.t.app);
    const { uuid } = await seedAtRescission(coOwner.identityUuid);
    const response = await postJson(suite.t, coOwner.jwt, endpointPath(rescissionApi.rescind, { uuid }), {
      confirm: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readTimeline(suite.t.db, uuid)).at(-1)).toMatchObject({
      detail: { rescindedBy: 'CO_DEEDER' },
    });
  });

  it('wrong step 409, no confirmation 400, someone else’s 404, a staff token 403: nothing changes', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'TRUST_AND_INSURANCE');
    const before = await snapshot(suite.t, uuid);
    const early = await postJson(suite.t, borrower.jwt, endpointPath(rescissionApi.rescind, { uuid }), {
      confirm: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toContain('TRUST_AND_INSURANCE');
    const atRescission = await seedAtRescission();
    const path = endpointPath(rescissionApi.rescind, { uuid: atRescission.uuid });
    expect((await postJson(suite.t, atRescission.borrower.jwt, path, { confirm: false })).statusCode).toBe(
      400,
    );
    const stranger = await registerUser(suite.t.app);
    expect((await postJson(suite.t, stranger.jwt, path, { confirm: true })).statusCode).toBe(404);
    expect((await postJson(suite.t, suite.staffJwt, path, { confirm: true })).statusCode).toBe(403);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
    expect((await readRow(suite.t, atRescission.uuid)).serverStep).toBe('RESCISSION');
  });

  it('at RESCISSION with no delivered notice on the timeline: 409, not a server error, and nothing changes', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'RESCISSION');
    const before = await snapshot(suite.t, uuid);
    const response = await postJson(suite.t, borrower.jwt, endpointPath(rescissionApi.rescind, { uuid }), {
      confirm: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: [RESCISSION_NOT_STARTED_MESSAGE] });
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('APP-006: after the deadline on the sandbox clock the right has ended: 409 naming the deadline', async () => {
    const { uuid, borrower } = await seedAtRescission();
    const before = await snapshot(suite.t, uuid);
    await advanceSandboxClock(suite.t.db, 10 * DAY_MS);
    try {
      const response = await postJson(suite.t, borrower.jwt, endpointPath(rescissionApi.rescind, { uuid }), {
        confirm: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatch(
        /^The right to cancel ended at midnight after \d{4}-\d{2}-\d{2}$/,
      );
      expect(await snapshot(suite.t, uuid)).toEqual(before);
    } finally {
      await resetSandboxClock(suite.t.db);
    }
  });

  it('APP-006: GET P reports the period’s last day and end, and the server’s clock — the sandbox offset included', async () => {
    const { uuid, borrower } = await seedAtRescission();
    const read = async () =>
      (await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), borrower.jwt)).json();
    const before = await read();
    const period = await readRescissionPeriod(suite.t.db, uuid);
    expect(before).toMatchObject({
      rescissionDeadline: period?.deadline,
      rescissionEndsAt: period?.endsAt.toISOString(),
    });
    expect(Math.abs(Date.parse(before.serverNow) - Date.now())).toBeLessThan(60_000);
    await advanceSandboxClock(suite.t.db, 20 * DAY_MS);
    try {
      const after = await read();
      // The countdown's "now" is the server's, wherever the sandbox clock stands.
      expect(Date.parse(after.serverNow) - Date.now()).toBeGreaterThan(20 * DAY_MS - 60_000);
      expect(after.rescissionEndsAt).toBe(before.rescissionEndsAt);
    } finally {
      await resetSandboxClock(suite.t.db);
    }
  });
});
