import { AppError } from '@hearth/domain/errors/app-error';
import { findEventSender, isOpsSendable } from '@hearth/domain/ops/event-sender';
import type { OpsEventBody } from '@hearth/domain/ops/ops-bodies';
import { eventPermission, hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import { lockApplication } from '../../lifecycle/application-lock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { appendAudit } from '../audit/audit.repository.ts';

export interface OpsEventResult {
  uuid: string;
  event: string;
  from: string;
  to: string;
}

/**
 * Sends a PROVIDER event (what the vendor would call back with) or an OPS decision through the
 * lifecycle engine, as the graph's sender of that event, naming the staff user. A borrower's or a
 * job's event is 400: staff must not sign or upload for the borrower, nor skip a job's work. The
 * move and its audit row commit together; an illegal move (409) changes nothing. Each event needs
 * its decision area's permission (`eventPermission`: closing, underwriting or any decision). After the commit
 * the job runner is woken for the step entered.
 */
export async function sendOpsEvent(
  db: Db,
  staff: { uuid: string; role: StaffRole },
  applicationUuid: string,
  body: OpsEventBody,
): Promise<OpsEventResult> {
  const staffUuid = staff.uuid;
  const sender = findEventSender(body.event);
  if (sender === undefined) {
    throw new AppError('VALIDATION', [`Unknown event ${body.event}`]);
  }
  if (!isOpsSendable(sender)) {
    throw new AppError('VALIDATION', [
      `${body.event} is sent by ${sender}; the ops API sends PROVIDER and OPS events only`,
    ]);
  }
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationUuid);
    if (!application) {
      throw new AppError('NOT_FOUND');
    }
    if (!hasPermission(staff.role, eventPermission(sender, application.serverStep))) {
      throw new AppError('FORBIDDEN', [`Your role may not send ${body.event} at ${application.serverStep}`]);
    }
    const moved = await transitionApplication(tx, {
      uuid: applicationUuid,
      event: body.event,
      actor: sender,
      actorId: staffUuid,
      ...(body.detail ? { detail: body.detail } : {}),
    });
    await appendAudit(tx, {
      action: 'ops.event-sent',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: applicationUuid,
      payload: { event: body.event, actor: sender, from: moved.from, to: moved.to },
    });
    return { uuid: applicationUuid, event: body.event, from: moved.from, to: moved.to };
  });
}
