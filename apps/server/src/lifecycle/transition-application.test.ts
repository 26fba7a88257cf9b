import { AppError } from '@hearth/domain/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import {
  buildIdentityTestApp,
  type RegisteredUser,
  registerUser,
} from '../modules/identity/identity-test-support.ts';
import { assertApplicationStep, withApplicationForUpdate } from './application-lock.ts';
import {
  insertApplicationAt,
  readApplication,
  readStepJobs,
  readTimelineRows,
} from './lifecycle-test-support.ts';
import { transitionApplication } from './transition-application.ts';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;

beforeAll(async () => {
  t = await buildIdentityTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('transitionApplication (PRG-057, OP-01)', () => {
  it('moves an allowed event, stores the step and checklistStatus (API-017), appends the timeline and schedules the job step', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    const moved = await t.db.transaction((tx) =>
      transitionApplication(tx, {
        uuid: app.uuid,
        event: 'SOFT_CREDIT_MATCHED',
        actor: 'JOB',
        actorId: 'test',
      }),
    );
    expect(moved).toMatchObject({ from: 'WAITING_FOR_SOFT_CREDIT', to: 'WAITING_FOR_AVM_DATA', seq: 1 });
    const stored = await readApplication(t.db, app.uuid);
    expect(stored.serverStep).toBe('WAITING_FOR_AVM_DATA');
    expect(stored.stepSeq).toBe(1);
    expect(stored.status.checklistStatus).toBe('WAITING_FOR_AVM_DATA');
    const timeline = await readTimelineRows(t.db, app.uuid);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      seq: 1,
      actor: 'JOB',
      actorId: 'test',
      event: 'SOFT_CREDIT_MATCHED',
      fromStep: 'WAITING_FOR_SOFT_CREDIT',
      toStep: 'WAITING_FOR_AVM_DATA',
    });
    const jobs = await readStepJobs(t.db, app.uuid);
    expect(jobs.map((job) => [job.seq, job.step, job.state])).toEqual([
      [1, 'WAITING_FOR_AVM_DATA', 'PENDING'],
    ]);
  });

  it('API-017: sets the decline flags the client reads (creditScoreDecline, dtiDecline) and ends the application', async () => {
    const cases = [
      ['CREDIT_SCORE_DECLINED', { creditScoreDecline: true }],
      ['DTI_DECLINED', { dtiDecline: true }],
    ] as const;
    for (const [event, flags] of cases) {
      const app = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_INITIAL_OFFERS');
      const moved = await t.db.transaction((tx) =>
        transitionApplication(tx, { uuid: app.uuid, event, actor: 'JOB' }),
      );
      expect(moved.to).toBe('DECLINED');
      const stored = await readApplication(t.db, app.uuid);
      expect(stored.status).toMatchObject({ ...flags, checklistStatus: 'DECLINED' });
      expect(stored.active).toBe(false);
    }
  });

  it('refuses an illegal move with 409 naming the step, and stores nothing', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'OFFER_SELECTION');
    const error = await refusal(
      t.db.transaction((tx) =>
        transitionApplication(tx, { uuid: app.uuid, event: 'SUMMARY_SIGNED', actor: 'BORROWER' }),
      ),
    );
    expect(error.status).toBe(409);
    expect(error.messages[0]).toContain('OFFER_SELECTION');
    const stored = await readApplication(t.db, app.uuid);
    expect([stored.serverStep, stored.stepSeq]).toEqual(['OFFER_SELECTION', 0]);
    expect(await readTimelineRows(t.db, app.uuid)).toHaveLength(0);
  });

  it('refuses an event sent by the wrong actor (a borrower cannot send a job event)', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    const error = await refusal(
      t.db.transaction((tx) =>
        transitionApplication(tx, { uuid: app.uuid, event: 'SOFT_CREDIT_MATCHED', actor: 'BORROWER' }),
      ),
    );
    expect(error.status).toBe(409);
    expect((await readApplication(t.db, app.uuid)).serverStep).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('rolls the move back with the caller’s transaction when a later write fails', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'OFFER_SELECTION');
    await expect(
      t.db.transaction(async (tx) => {
        await transitionApplication(tx, {
          uuid: app.uuid,
          event: 'OFFER_SELECTED',
          actor: 'BORROWER',
          applicationPatch: { amount: '50000.00' },
        });
        throw new Error('the caller’s next write failed');
      }),
    ).rejects.toThrow('next write failed');
    const stored = await readApplication(t.db, app.uuid);
    expect([stored.serverStep, stored.amount]).toEqual(['OFFER_SELECTION', null]);
    expect(await readTimelineRows(t.db, app.uuid)).toHaveLength(0);
  });

  it('retires the job of the step it leaves when a borrower or ops moves first', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'RESCISSION');
    await t.db.transaction((tx) =>
      transitionApplication(tx, {
        uuid: app.uuid,
        event: 'CANCELLED_BY_OPS',
        actor: 'OPS',
        actorId: 'staff',
      }),
    );
    const app2 = await insertApplicationAt(t.db, alice.identityUuid, 'GEN_RESCISSION');
    await t.db.transaction((tx) =>
      transitionApplication(tx, { uuid: app2.uuid, event: 'RESCISSION_NOTICE_GENERATED', actor: 'JOB' }),
    );
    await t.db.transaction((tx) =>
      transitionApplication(tx, { uuid: app2.uuid, event: 'RESCINDED', actor: 'BORROWER' }),
    );
    const jobs = await readStepJobs(t.db, app2.uuid);
    expect(jobs.map((job) => [job.step, job.state])).toEqual([['RESCISSION', 'STALE']]);
    expect((await readApplication(t.db, app2.uuid)).serverStep).toBe('CANCELLED');
  });
});

describe('withApplicationForUpdate', () => {
  it('gives the owner the locked application and 404 to anyone else', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'HMDA');
    const seen = await withApplicationForUpdate(
      t.db,
      { uuid: app.uuid, identityUuid: alice.identityUuid },
      async (_tx, row) => row.serverStep,
    );
    expect(seen).toBe('HMDA');
    const error = await refusal(
      withApplicationForUpdate(t.db, { uuid: app.uuid, identityUuid: bob.identityUuid }, async () => 'never'),
    );
    expect(error.status).toBe(404);
  });

  it('assertApplicationStep answers 409 naming the current step', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'HMDA');
    expect(() => assertApplicationStep(app, ['INCOME_VERIFICATION'])).toThrow(/at HMDA/);
  });
});
