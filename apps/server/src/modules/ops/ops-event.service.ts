import { AppError } from '@hearth/domain/errors/app-error';
import { needsChecker } from '@hearth/domain/ops/checked-events';
import type { OpsEventBody } from '@hearth/domain/ops/ops-bodies';
import type { StaffProposal } from '@hearth/domain/ops/staff-proposal';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import { lockApplication } from '../../lifecycle/application-lock.ts';
import {
  applyOpsEvent,
  assertDecisionReason,
  assertEventPermission,
  assertExpectedStep,
  type OpsEventResult,
  resolveOpsSender,
} from './ops-event-move.ts';
import { proposeOpsEvent } from './staff-proposal.service.ts';

/** A sent event either moved the step or, when it needs a checker, waits as a proposal. */
export type OpsEventOutcome = { applied: OpsEventResult } | { proposed: StaffProposal };

/**
 * Sends a PROVIDER event (what the vendor would call back with) or an OPS decision through the
 * lifecycle engine, as the graph's sender of that event, naming the staff user. A borrower's or a
 * job's event is 400: staff must not sign or upload for the borrower, nor skip a job's work. The
 * move and its audit row commit together; an illegal move (409) changes nothing. Each event needs
 * its decision area's permission (`eventPermission`: closing, underwriting or any decision). After the commit
 * the job runner is woken for the step entered. A decision that moves money or ends a file
 * (`needsChecker`) does not move the step: it becomes a proposal another staff user approves.
 * With `expectedStep`, a file that has moved since the staff user saw it is 409 and nothing changes;
 * a decision at a queue's step needs a reason, kept on the timeline with the move.
 */
export async function sendOpsEvent(
  db: Db,
  staff: { uuid: string; role: StaffRole },
  applicationUuid: string,
  body: OpsEventBody,
): Promise<OpsEventOutcome> {
  const sender = resolveOpsSender(body.event);
  if (needsChecker(body.event)) {
    return { proposed: await proposeOpsEvent(db, staff, applicationUuid, body, sender) };
  }
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationUuid);
    if (!application) {
      throw new AppError('NOT_FOUND');
    }
    assertExpectedStep(application.serverStep, body.expectedStep);
    assertEventPermission(staff.role, body.event, sender, application.serverStep);
    assertDecisionReason(sender, application.serverStep, body.reason);
    const detail = body.reason === undefined ? body.detail : { ...body.detail, reason: body.reason };
    const applied = await applyOpsEvent(tx, staff.uuid, application, {
      event: body.event,
      sender,
      ...(detail ? { detail } : {}),
    });
    return { applied };
  });
}
