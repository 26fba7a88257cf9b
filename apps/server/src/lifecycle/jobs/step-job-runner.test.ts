import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { registerUser } from '../../modules/identity/identity-test-support.ts';
import { withApplicationForUpdate } from '../application-lock.ts';
import { advanceSandboxClock, resetSandboxClock } from '../clock.ts';
import {
  insertApplicationAt,
  readApplication,
  readStepJobs,
  readStepVisits,
  readTimelineRows,
} from '../lifecycle-test-support.ts';
import { scheduleCurrentStepJob } from '../transition-application.ts';
import { wakeStepJob } from '../wake-step-job.ts';
import { executeStepJob, NO_HANDLER } from './execute-step-job.ts';
import { buildJobsTestApp, FAST_TIMING } from './jobs-test-support.ts';
import { createStepJobRunner } from './step-job-runner.ts';
import type { StepJobRegistry } from './step-job-types.ts';

const DAY_MS = 86_400_000;
const calls: string[] = [];
const attemptsSeen: number[] = [];
let failuresLeft = 0;

/** Test handlers, one per step, recording each call. */
const handlers: StepJobRegistry = {
  WAITING_FOR_SOFT_CREDIT: async ({ application }) => {
    calls.push(`soft:${application.uuid}`);
    return { event: 'SOFT_CREDIT_MATCHED', statusPatch: { uwDecision: 'PENDING' } };
  },
  WAITING_FOR_AVM_DATA: async ({ application }) => {
    calls.push(`avm:${application.uuid}`);
    return { event: 'PROPERTY_VALUED', applicationPatch: { adjustedHomeAmount: '500000.00' } };
  },
  WAITING_FOR_INITIAL_OFFERS: async ({ application, job }) => {
    calls.push(`offers:${application.uuid}`);
    if (application.propertyState === 'FL') {
      attemptsSeen.push(job.attempt);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('bureau timeout');
      }
    }
    return { event: 'OFFERS_GENERATED' };
  },
  RESCISSION: async ({ application, clock }) => {
    calls.push(`rescission:${application.uuid}`);
    const ends = application.updatedDate.getTime() + 3 * DAY_MS;
    return (await clock.now()).getTime() >= ends ? { event: 'RESCISSION_PERIOD_ENDED' } : null;
  },
  FUNDABLE: async () => ({ event: 'FUNDING_REQUESTED' }),
};

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await buildJobsTestApp(handlers);
  owner = (await registerUser(t.app)).identityUuid;
});
afterAll(async () => {
  await t.close();
});

async function startAt(step: string, extra: Parameters<typeof insertApplicationAt>[3] = {}) {
  return t.db.transaction(async (tx) => {
    const row = await insertApplicationAt(tx, owner, step, extra);
    await scheduleCurrentStepJob(tx, row);
    return row;
  });
}

async function stepOf(uuid: string): Promise<string> {
  return (await readApplication(t.db, uuid)).serverStep;
}

describe('step job runner', () => {
  it('recovers at start: an application on a JOB step with no job gets one', async () => {
    // Left on a JOB step with no job (its job lost, or written before the job queue existed): the
    // running runner has nothing to run for it; a process starting on the same database sends one.
    const orphan = await insertApplicationAt(t.db, owner, 'WAITING_FOR_INITIAL_OFFERS');
    expect(await readStepJobs(t.db, orphan.uuid)).toEqual([]);
    const second = createStepJobRunner({
      database: t.database,
      handlers,
      providers: t.app.lifecycle.providers,
      documents: t.app.documents,
      piiKey: t.config.piiKey,
      logger: t.app.log,
      timing: FAST_TIMING,
    });
    await second.start();
    try {
      await expect.poll(() => stepOf(orphan.uuid), { timeout: 20_000 }).toBe('OFFER_SELECTION');
    } finally {
      await second.stop();
    }
    expect(calls.filter((call) => call === `offers:${orphan.uuid}`)).toHaveLength(1);
  });

  it('runs one job per JOB step, each once, and records every move as JOB', async () => {
    const app = await startAt('WAITING_FOR_SOFT_CREDIT');
    await expect.poll(() => stepOf(app.uuid), { timeout: 20_000 }).toBe('OFFER_SELECTION');
    expect(calls.filter((call) => call.endsWith(app.uuid))).toEqual([
      `soft:${app.uuid}`,
      `avm:${app.uuid}`,
      `offers:${app.uuid}`,
    ]);
    const timeline = await readTimelineRows(t.db, app.uuid);
    expect(timeline.map((row) => [row.actor, row.event, row.toStep])).toEqual([
      ['JOB', 'SOFT_CREDIT_MATCHED', 'WAITING_FOR_AVM_DATA'],
      ['JOB', 'PROPERTY_VALUED', 'WAITING_FOR_INITIAL_OFFERS'],
      ['JOB', 'OFFERS_GENERATED', 'OFFER_SELECTION'],
    ]);
    const stored = await readApplication(t.db, app.uuid);
    expect(stored.adjustedHomeAmount).toBe('500000.00');
    expect(stored.status).toMatchObject({ uwDecision: 'PENDING', propertyComplete: true });
    const visits = await readStepVisits(t.db, app.uuid);
    expect(visits.map((visit) => [visit.step, visit.state])).toEqual([
      ['WAITING_FOR_SOFT_CREDIT', 'DONE'],
      ['WAITING_FOR_AVM_DATA', 'DONE'],
      ['WAITING_FOR_INITIAL_OFFERS', 'DONE'],
    ]);
  });

  it('retries a failing handler with backoff and moves once it succeeds', async () => {
    failuresLeft = 2;
    attemptsSeen.length = 0;
    const app = await startAt('WAITING_FOR_INITIAL_OFFERS', { propertyState: 'FL' });
    await expect.poll(() => stepOf(app.uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
    expect(attemptsSeen).toEqual([1, 2, 3]);
    const [visit] = await readStepVisits(t.db, app.uuid);
    expect(visit).toMatchObject({ state: 'DONE', attempts: 2, runs: 1 });
    expect(await readTimelineRows(t.db, app.uuid)).toHaveLength(1);
  });

  it('settles each job of a batch on its own: a failing job retries alone', async () => {
    failuresLeft = 1;
    // Committed together, so one fetch takes both (PGlite's worker fetches two at a time).
    const [failing, passing] = await t.db.transaction(async (tx) => {
      const first = await insertApplicationAt(tx, owner, 'WAITING_FOR_INITIAL_OFFERS', {
        propertyState: 'FL',
      });
      const second = await insertApplicationAt(tx, owner, 'WAITING_FOR_INITIAL_OFFERS');
      await scheduleCurrentStepJob(tx, first);
      await scheduleCurrentStepJob(tx, second);
      return [first, second] as const;
    });
    await expect.poll(() => stepOf(failing.uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
    await expect.poll(() => stepOf(passing.uuid), { timeout: 30_000 }).toBe('OFFER_SELECTION');
    const [passingJob] = await readStepJobs(t.db, passing.uuid);
    expect(passingJob).toMatchObject({ state: 'completed', retryCount: 0, output: { outcome: 'MOVED' } });
    const [failingJob] = await readStepJobs(t.db, failing.uuid);
    expect(failingJob).toMatchObject({ state: 'completed', retryCount: 1, output: { outcome: 'MOVED' } });
  });

  it('does nothing twice when the same job is delivered twice, even at once', async () => {
    const app = await t.db.transaction(async (tx) => insertApplicationAt(tx, owner, 'WAITING_FOR_AVM_DATA'));
    // Deliver the visit's job twice by hand, at once, then once more.
    const key = {
      applicationUuid: app.uuid,
      seq: 0,
      step: 'WAITING_FOR_AVM_DATA',
      reason: 'entered' as const,
    };
    const deps = {
      db: t.db,
      handlers,
      providers: t.app.lifecycle.providers,
      documents: t.app.documents,
      piiKey: t.config.piiKey,
      logger: t.app.log,
      recheckAfterSeconds: 60,
    };
    const outcomes = await Promise.all([executeStepJob(deps, key, 1), executeStepJob(deps, key, 1)]);
    const again = await executeStepJob(deps, key, 1);
    expect(outcomes.filter(({ outcome }) => outcome === 'MOVED')).toHaveLength(1);
    expect(again).toEqual({ outcome: 'SKIPPED' });
    expect(calls.filter((call) => call === `avm:${app.uuid}`)).toHaveLength(1);
    const timeline = await readTimelineRows(t.db, app.uuid);
    expect(timeline.filter((row) => row.event === 'PROPERTY_VALUED')).toHaveLength(1);
  });

  it('waits on the clock: a waiting handler moves once the sandbox clock passes the rescission end', async () => {
    const app = await startAt('RESCISSION');
    await expect
      .poll(async () => (await readStepVisits(t.db, app.uuid, 0))[0]?.state, { timeout: 20_000 })
      .toBe('WAITING');
    expect(await stepOf(app.uuid)).toBe('RESCISSION');
    await advanceSandboxClock(t.db, 4 * DAY_MS);
    try {
      await t.app.lifecycle.recheckNow();
      await expect.poll(() => stepOf(app.uuid), { timeout: 20_000 }).toBe('GEN_RECORDING');
    } finally {
      await resetSandboxClock(t.db);
    }
    const timeline = await readTimelineRows(t.db, app.uuid);
    expect(timeline.map((row) => [row.actor, row.event])).toEqual([['JOB', 'RESCISSION_PERIOD_ENDED']]);
    // GEN_RECORDING has no handler in this registry: its job waits and says why.
    await expect
      .poll(async () => (await readStepVisits(t.db, app.uuid, 1))[0]?.note, { timeout: 20_000 })
      .toBe(NO_HANDLER);
  });

  it('wakes a waiting job at once when a borrower write feeds it (wakeStepJob)', async () => {
    const app = await startAt('RESCISSION');
    await expect
      .poll(async () => (await readStepVisits(t.db, app.uuid, 0))[0]?.runs, { timeout: 20_000 })
      .toBe(1);
    const woken = await withApplicationForUpdate(t.db, { uuid: app.uuid, identityUuid: owner }, (tx, row) =>
      wakeStepJob(tx, row),
    );
    expect(woken).toBe(true);
    await expect
      .poll(async () => (await readStepVisits(t.db, app.uuid, 0))[0]?.runs, { timeout: 20_000 })
      .toBe(2);
    expect(await stepOf(app.uuid)).toBe('RESCISSION');
  });

  it('turns a vendor callback into a PROVIDER event, then runs the next step’s job', async () => {
    const app = await startAt('RECORDING');
    await t.app.lifecycle.runner?.sendProviderEvent({
      applicationUuid: app.uuid,
      event: 'RECORDED',
      delayMs: 0,
    });
    await expect.poll(() => stepOf(app.uuid), { timeout: 20_000 }).toBe('FUNDING_DECISION');
    const timeline = await readTimelineRows(t.db, app.uuid);
    expect(timeline.map((row) => [row.actor, row.event])).toEqual([
      ['PROVIDER', 'RECORDED'],
      ['JOB', 'FUNDING_REQUESTED'],
    ]);
  });
});
