import type { ServerStep } from '@hearth/domain/enums/server-step';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Actor } from '@hearth/domain/lifecycle/step-transition';
import { recordEvent } from '@hearth/domain/lifecycle/transition';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applicationTimeline, helocApplications, type StoredApplicationStatus } from '../db/schema/index.ts';
import type { JsonObject } from '../db/stored-json.ts';
import { checkApplicationWrite, readApplicationRow } from '../modules/application/stored-application.ts';
import { lockApplication } from './application-lock.ts';
import type { ApplicationPatch, ApplicationRecord } from './application-record.ts';
import { type Clock, now } from './clock.ts';
import { isJobStep } from './job-steps.ts';
import { enqueueStepJob } from './jobs/step-job-queue.ts';
import { isActiveAfterMove, statusAfterMove } from './status-flags.ts';
import { announceStepMove } from './step-moves.ts';
import { checkTimelineWrite } from './stored-timeline.ts';

export interface TransitionInput {
  uuid: string;
  event: string;
  actor: Actor;
  /** The borrower's identity, the staff user, the provider's name or the job key. */
  actorId?: string;
  detail?: JsonObject;
  /** Status flags to set with the move (besides the ones the event implies, see status-flags.ts). */
  statusPatch?: Partial<StoredApplicationStatus>;
  /** Columns to write with the move (a selected offer, an account…), in the same statement. */
  applicationPatch?: ApplicationPatch;
  /** Refuse unless the application is still at this step visit (jobs: a replay does nothing twice). */
  expect?: { step: string; seq: number };
  /**
   * The application as this transaction already locked it (a step job locks it first): the row is
   * not selected and parsed a second time. Only pass what `lockApplication(tx, uuid)` returned in `tx`.
   */
  locked?: ApplicationRecord;
  /** The transaction's clock when the caller already has one (a step job's): the move's time. */
  clock?: Clock;
}

export interface TransitionResult {
  uuid: string;
  event: string;
  from: ServerStep;
  to: ServerStep;
  /** The application's timeline length after the move. */
  seq: number;
  at: Date;
  application: ApplicationRecord;
}

/**
 * Decision 007: the one way a step moves. Locks the row, asks the domain graph (`recordEvent`),
 * stores the new step, its status flags and the patch, appends the timeline row and, when the new
 * step is moved by a job, sends that job with pg-boss (decision 013), and announces the move to the
 * step status caches (decision 010) — all in the caller's transaction, so the write, the move and
 * the job commit together, or none of them does.
 * An illegal move is `AppError('CONFLICT')` (409) naming the step; nothing is written.
 */
export async function transitionApplication(tx: Db, input: TransitionInput): Promise<TransitionResult> {
  const application =
    input.locked?.uuid === input.uuid ? input.locked : await lockApplication(tx, input.uuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  if (
    input.expect &&
    (input.expect.step !== application.serverStep || input.expect.seq !== application.stepSeq)
  ) {
    throw new AppError('CONFLICT', [
      `The application moved on: it is at ${application.serverStep}, not ${input.expect.step}`,
    ]);
  }
  const at = input.clock ? await input.clock.now() : await now(tx);
  const decision = recordEvent(application.serverStep, input.event, input.actor, at);
  if (!decision.ok) {
    throw new AppError('CONFLICT', [decision.reason]);
  }
  const seq = application.stepSeq + 1;
  const [updated] = await tx
    .update(helocApplications)
    .set({
      ...checkApplicationWrite({
        ...input.applicationPatch,
        status: statusAfterMove(application.status, input.event, decision.to, input.statusPatch),
      }),
      serverStep: decision.to,
      stepSeq: seq,
      active: isActiveAfterMove(application.active, decision.to),
      updatedDate: at,
    })
    .where(eq(helocApplications.uuid, input.uuid))
    .returning();
  await tx.insert(applicationTimeline).values(
    checkTimelineWrite({
      applicationUuid: input.uuid,
      seq,
      at,
      actor: input.actor,
      actorId: input.actorId ?? null,
      event: decision.entry.event,
      fromStep: decision.entry.from,
      toStep: decision.entry.to,
      detail: input.detail ?? null,
    }),
  );
  const jobQueued =
    isJobStep(decision.to) &&
    (await enqueueStepJob(
      tx,
      { applicationUuid: input.uuid, seq, step: decision.to },
      { reason: 'entered', notify: false },
    ));
  await announceStepMove(tx, input.uuid, { jobQueued });
  if (!updated) {
    throw new Error(`heloc_applications ${input.uuid} vanished under its lock`);
  }
  return {
    uuid: input.uuid,
    event: input.event,
    from: decision.entry.from,
    to: decision.to,
    seq,
    at,
    application: readApplicationRow(updated),
  };
}

/** For a newly inserted application already at a JOB step (create): its first job, in the same transaction. */
export async function scheduleCurrentStepJob(tx: Db, application: ApplicationRecord): Promise<boolean> {
  if (!isJobStep(application.serverStep)) {
    return false;
  }
  await enqueueStepJob(
    tx,
    { applicationUuid: application.uuid, seq: application.stepSeq, step: application.serverStep },
    { reason: 'entered' },
  );
  return true;
}
