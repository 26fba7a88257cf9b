import { AppError } from '@hearth/domain/errors/app-error';
import { findEventSender, isOpsSendable } from '@hearth/domain/ops/event-sender';
import { isQueueStep } from '@hearth/domain/ops/ops-queues';
import { STEP_MOVED_MESSAGE } from '@hearth/domain/ops/queue-dto';
import { eventPermission, hasPermission } from '@hearth/domain/ops/staff-permissions';
import { PROPOSAL_REASON_MESSAGE } from '@hearth/domain/ops/staff-proposal';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import type { JsonObject } from '../../db/stored-json.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { appendAudit } from '../audit/audit.repository.ts';

/** What sending a staff event and approving a proposal share: who sends it, who may, the move. */

export interface OpsEventResult {
  uuid: string;
  event: string;
  from: string;
  to: string;
}

export type OpsSender = 'PROVIDER' | 'OPS';

/** The graph's sender of an event staff may send; a borrower's, a job's or an unknown event is 400. */
export function resolveOpsSender(event: string): OpsSender {
  const sender = findEventSender(event);
  if (sender === undefined) {
    throw new AppError('VALIDATION', [`Unknown event ${event}`]);
  }
  if (!isOpsSendable(sender)) {
    throw new AppError('VALIDATION', [
      `${event} is sent by ${sender}; the ops API sends PROVIDER and OPS events only`,
    ]);
  }
  return sender;
}

/** 403 unless the role may decide `event` at the application's step (`eventPermission`). */
export function assertEventPermission(role: StaffRole, event: string, sender: OpsSender, step: string): void {
  if (!hasPermission(role, eventPermission(sender, step))) {
    throw new AppError('FORBIDDEN', [`Your role may not send ${event} at ${step}`]);
  }
}

/**
 * 409 when the application is no longer at the step the staff user decided on: they saw an older
 * state, and a decision made on it must not land on whatever step the file has reached since.
 */
export function assertExpectedStep(currentStep: string, expectedStep: string | undefined): void {
  if (expectedStep !== undefined && expectedStep !== currentStep) {
    throw new AppError('CONFLICT', [STEP_MOVED_MESSAGE(currentStep)]);
  }
}

/** A staff decision at a queue's step says why (the reason lands on the timeline); a vendor's callback need not. */
export function assertDecisionReason(sender: OpsSender, step: string, reason: string | undefined): void {
  if (sender === 'OPS' && isQueueStep(step) && reason === undefined) {
    throw new AppError('VALIDATION', [PROPOSAL_REASON_MESSAGE]);
  }
}

/**
 * Moves the application (locked in `tx`) by a staff-sent event and writes its audit row: what a
 * sent event does at once, and what an approved proposal does. An illegal move is 409.
 */
export async function applyOpsEvent(
  tx: Db,
  staffUuid: string,
  application: ApplicationRecord,
  move: { event: string; sender: OpsSender; detail?: JsonObject },
): Promise<OpsEventResult> {
  const moved = await transitionApplication(tx, {
    uuid: application.uuid,
    event: move.event,
    actor: move.sender,
    actorId: staffUuid,
    locked: application,
    ...(move.detail ? { detail: move.detail } : {}),
  });
  await appendAudit(tx, {
    action: 'ops.event-sent',
    actor: { type: 'staff', uuid: staffUuid },
    entityUuid: application.uuid,
    payload: { event: move.event, actor: move.sender, from: moved.from, to: moved.to },
  });
  return { uuid: application.uuid, event: move.event, from: moved.from, to: moved.to };
}
