import { AppError } from '@hearth/domain/errors/app-error';
import { findEventSender, isOpsSendable } from '@hearth/domain/ops/event-sender';
import { eventPermission, hasPermission } from '@hearth/domain/ops/staff-permissions';
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
