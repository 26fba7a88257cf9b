import { AppError } from '@hearth/domain/errors/app-error';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { useTestAppWithBorrowers } from '../modules/identity/identity-test-support.ts';
import { assertApplicationStep, withApplicationForUpdate } from './application-lock.ts';
import { executeStepJob } from './jobs/execute-step-job.ts';
import { enqueueStepJob } from './jobs/step-job-queue.ts';
import {
  insertApplicationAt,
  readApplication,
  readStepJobs,
  readTimelineRows,
} from './lifecycle-test-support.ts';
import { scheduleCurrentStepJob, transitionApplication } from './transition-application.ts';
import { wakeStepJob } from './wake-step-job.ts';

const suite = useTestAppWithBorrowers('alice', 'bob');

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
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    const moved = await suite.t.db.transaction((tx) =>
      transitionApplication(tx, {
        uuid: app.uuid,
        event: 'SOFT_CREDIT_MATCHED',
        actor: 'JOB',
        actorId: 'test',
      }),
    );
    expect(moved).toMatchObject({ from: 'WAITING_FOR_SOFT_CREDIT', to: 'WAITING_FOR_AVM_DATA', seq: 1 });
    const stored = await readApplication(suite.t.db, app.uuid);
    expect(stored.serverStep).toBe('WAITING_FOR_AVM_DATA');
    expect(stored.stepSeq).toBe(1);
    expect(stored.status.checklistStatus).toBe('WAITING_FOR_AVM_DATA');
    const timeline = await readTimelineRows(suite.t.db, app.uuid);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      seq: 1,
      actor: 'JOB',
      actorId: 'test',
      event: 'SOFT_CREDIT_MATCHED',
      fromStep: 'WAITING_FOR_SOFT_CREDIT',
      toStep: 'WAITING_FOR_AVM_DATA',
    });
    const jobs = await readStepJobs(suite.t.db, app.uuid);
    expect(jobs.map((job) => [job.seq, job.step, job.state, job.reason])).toEqual([
      [1, 'WAITING_FOR_AVM_DATA', 'created', 'entered'],
    ]);
  });

  it('API-017: sets the decline flags the client reads (creditScoreDecline, dtiDecline) and ends the application', async () => {
    const cases = [
      ['CREDIT_SCORE_DECLINED', { creditScoreDecline: true }],
      ['DTI_DECLINED', { dtiDecline: true }],
    ] as const;
    for (const [event, flags] of cases) {
      const app = await insertApplicationAt(
        suite.t.db,
        suite.alice.identityUuid,
        'WAITING_FOR_INITIAL_OFFERS',
      );
      const moved = await suite.t.db.transaction((tx) =>
        transitionApplication(tx, { uuid: app.uuid, event, actor: 'JOB' }),
      );
      expect(moved.to).toBe('DECLINED');
      const stored = await readApplication(suite.t.db, app.uuid);
      expect(stored.status).toMatchObject({ ...flags, checklistStatus: 'DECLINED' });
      expect(stored.active).toBe(false);
    }
  });

  it('refuses an illegal move with 409 naming the step, and stores nothing', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION');
    const error = await refusal(
      suite.t.db.transaction((tx) =>
        transitionApplication(tx, { uuid: app.uuid, event: 'SUMMARY_SIGNED', actor: 'BORROWER' }),
      ),
    );
    expect(error.status).toBe(409);
    expect(error.messages[0]).toContain('OFFER_SELECTION');
    const stored = await readApplication(suite.t.db, app.uuid);
    expect([stored.serverStep, stored.stepSeq]).toEqual(['OFFER_SELECTION', 0]);
    expect(await readTimelineRows(suite.t.db, app.uuid)).toHaveLength(0);
  });

  it('refuses an event sent by the wrong actor (a borrower cannot send a job event)', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    const error = await refusal(
      suite.t.db.transaction((tx) =>
        transitionApplication(tx, { uuid: app.uuid, event: 'SOFT_CREDIT_MATCHED', actor: 'BORROWER' }),
      ),
    );
    expect(error.status).toBe(409);
    expect((await readApplication(suite.t.db, app.uuid)).serverStep).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('rolls the move back with the caller’s transaction when a later write fails', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION');
    await expect(
      suite.t.db.transaction(async (tx) => {
        await transitionApplication(tx, {
          uuid: app.uuid,
          event: 'OFFER_SELECTED',
          actor: 'BORROWER',
          applicationPatch: { amount: '50000.00' },
        });
        throw new Error('the caller’s next write failed');
      }),
    ).rejects.toThrow('next write failed');
    const stored = await readApplication(suite.t.db, app.uuid);
    expect([stored.serverStep, stored.amount]).toEqual(['OFFER_SELECTION', null]);
    expect(await readTimelineRows(suite.t.db, app.uuid)).toHaveLength(0);
  });

  it('a job of a step visit the borrower or ops left before it ran does nothing when it runs', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'GEN_RESCISSION');
    await suite.t.db.transaction((tx) =>
      transitionApplication(tx, { uuid: app.uuid, event: 'RESCISSION_NOTICE_GENERATED', actor: 'JOB' }),
    );
    await suite.t.db.transaction((tx) =>
      transitionApplication(tx, { uuid: app.uuid, event: 'RESCINDED', actor: 'BORROWER' }),
    );
    const [job] = await readStepJobs(suite.t.db, app.uuid);
    expect(job).toMatchObject({ step: 'RESCISSION', seq: 1, state: 'created' });
    const ran: string[] = [];
    const outcome = await executeStepJob(
      {
        db: suite.t.db,
        handlers: {
          RESCISSION: async () => {
            ran.push('RESCISSION');
            return { event: 'RESCISSION_PERIOD_ENDED' };
          },
        },
        providers: suite.t.app.lifecycle.providers,
        documents: suite.t.app.documents,
        piiKey: suite.t.config.piiKey,
        logger: suite.t.app.log,
        recheckAfterSeconds: 60,
      },
      { applicationUuid: app.uuid, seq: 1, step: 'RESCISSION', reason: 'entered' },
      1,
    );
    expect(outcome).toEqual({ outcome: 'SKIPPED' });
    expect(ran).toEqual([]);
    expect((await readApplication(suite.t.db, app.uuid)).serverStep).toBe('CANCELLED');
  });
});

describe('the step job sent with the move (decision 013)', () => {
  it('a move into a JOB step that rolls back leaves no job; one that commits leaves exactly one', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    const move = (tx: Db) =>
      transitionApplication(tx, {
        uuid: app.uuid,
        event: 'SOFT_CREDIT_MATCHED',
        actor: 'JOB',
        actorId: 'test',
      });
    await expect(
      suite.t.db.transaction(async (tx) => {
        await move(tx);
        expect(await readStepJobs(tx, app.uuid)).toHaveLength(1);
        throw new Error('the write after the move failed');
      }),
    ).rejects.toThrow('the write after the move failed');
    expect(await readStepJobs(suite.t.db, app.uuid)).toEqual([]);

    await suite.t.db.transaction(move);
    const jobs = await readStepJobs(suite.t.db, app.uuid);
    expect(jobs.map((job) => [job.seq, job.step, job.state, job.singletonKey])).toEqual([
      [1, 'WAITING_FOR_AVM_DATA', 'created', `${app.uuid}:WAITING_FOR_AVM_DATA:1`],
    ]);
  });

  it('sends one job per step visit however often the visit is sent or woken while it waits to run', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'WAITING_FOR_AVM_DATA');
    const sent = await suite.t.db.transaction(async (tx) => [
      await scheduleCurrentStepJob(tx, app),
      await enqueueStepJob(
        tx,
        { applicationUuid: app.uuid, seq: 0, step: app.serverStep },
        { reason: 'woken' },
      ),
    ]);
    expect(sent).toEqual([true, false]);
    expect(await suite.t.db.transaction((tx) => wakeStepJob(tx, app))).toBe(true);
    expect(await readStepJobs(suite.t.db, app.uuid)).toHaveLength(1);
  });

  it('refuses to send a job outside a transaction, where it could outlive a rolled-back move', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'WAITING_FOR_AVM_DATA');
    await expect(
      enqueueStepJob(
        suite.t.db,
        { applicationUuid: app.uuid, seq: 0, step: app.serverStep },
        { reason: 'entered' },
      ),
    ).rejects.toThrow('pg-boss can only join a Drizzle transaction');
  });
});

describe('withApplicationForUpdate', () => {
  it('gives the owner the locked application and 404 to anyone else', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'HMDA');
    const seen = await withApplicationForUpdate(
      suite.t.db,
      { uuid: app.uuid, identityUuid: suite.alice.identityUuid },
      async (_tx, row) => row.serverStep,
    );
    expect(seen).toBe('HMDA');
    const error = await refusal(
      withApplicationForUpdate(
        suite.t.db,
        { uuid: app.uuid, identityUuid: suite.bob.identityUuid },
        async () => 'never',
      ),
    );
    expect(error.status).toBe(404);
  });

  it('assertApplicationStep answers 409 naming the current step', async () => {
    const app = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'HMDA');
    expect(() => assertApplicationStep(app, ['INCOME_VERIFICATION'])).toThrow(/at HMDA/);
  });
});
