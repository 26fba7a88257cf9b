import { AppError } from '@hearth/domain/errors/app-error';
import { applyEvent } from '@hearth/domain/lifecycle/transition';
import type { OpsEventBody } from '@hearth/domain/ops/ops-bodies';
import {
  type ListedStaffProposal,
  PROPOSAL_DECIDED_MESSAGE,
  PROPOSAL_EXPIRED_MESSAGE,
  PROPOSAL_REASON_MESSAGE,
  PROPOSAL_STALE_MESSAGE,
  PROPOSAL_TTL_HOURS,
  type ProposalQuery,
  SELF_DECISION_MESSAGE,
  type StaffProposal,
} from '@hearth/domain/ops/staff-proposal';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import type { JsonObject } from '../../db/stored-json.ts';
import { lockApplication } from '../../lifecycle/application-lock.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { worksForLender } from './application-access.ts';
import {
  applyOpsEvent,
  assertEventPermission,
  assertExpectedStep,
  type OpsSender,
  resolveOpsSender,
} from './ops-event-move.ts';
import {
  decideProposal,
  expireProposalsMadeBefore,
  findPendingProposal,
  insertProposal,
  listProposals,
  lockProposal,
  toStaffProposal,
} from './staff-proposal.repository.ts';

type Staff = Pick<AuthenticatedStaff, 'uuid' | 'role' | 'orgCodes'>;

/**
 * Proposals expire when read or decided rather than by a timer: every instance sees the same
 * statuses, and one that nobody looks at needs no work until someone does.
 */
export async function expireOverdueProposals(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - PROPOSAL_TTL_HOURS * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    for (const expired of await expireProposalsMadeBefore(tx, cutoff)) {
      await appendAudit(tx, {
        action: 'ops.proposal-expired',
        actor: { type: 'system' },
        entityUuid: expired.applicationUuid,
        payload: { proposalUuid: expired.uuid, event: expired.event, proposedBy: expired.proposedBy },
      });
    }
  });
}

/**
 * Maker-checker, the maker's half: a decision that moves money or ends a file is recorded as a
 * PENDING proposal with its reason, and the step stays where it is. The event must be one the
 * maker's role may send and one the step allows now (else 403 / 409, as a direct send would be);
 * one pending proposal of an event per application.
 */
export async function proposeOpsEvent(
  db: Db,
  staff: { uuid: string; role: StaffRole },
  applicationUuid: string,
  body: OpsEventBody,
  sender: OpsSender,
): Promise<StaffProposal> {
  if (body.reason === undefined) {
    throw new AppError('VALIDATION', [
      `${body.event} needs a checker's approval: ${PROPOSAL_REASON_MESSAGE}`,
    ]);
  }
  const reason = body.reason;
  await expireOverdueProposals(db);
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationUuid);
    if (!application) {
      throw new AppError('NOT_FOUND');
    }
    assertExpectedStep(application.serverStep, body.expectedStep);
    assertEventPermission(staff.role, body.event, sender, application.serverStep);
    const allowed = applyEvent(application.serverStep, body.event, sender);
    if (!allowed.ok) {
      throw new AppError('CONFLICT', [allowed.reason]);
    }
    if (await findPendingProposal(tx, applicationUuid, body.event)) {
      throw new AppError('CONFLICT', [`A proposal to send ${body.event} is already waiting for a checker`]);
    }
    const row = await insertProposal(tx, {
      applicationUuid,
      event: body.event,
      payload: body.detail ?? null,
      reason,
      proposedBy: staff.uuid,
    });
    await appendAudit(tx, {
      action: 'ops.proposal-made',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: applicationUuid,
      payload: { proposalUuid: row.uuid, event: body.event, step: application.serverStep },
    });
    return toStaffProposal(row);
  });
}

/** The proposals of the staff user's lenders, by status and application. */
export async function listStaffProposals(
  db: Db,
  staff: Staff,
  query: ProposalQuery,
): Promise<{ proposals: ListedStaffProposal[] }> {
  await expireOverdueProposals(db);
  return { proposals: await listProposals(db, query, staff.orgCodes) };
}

/** Locks a pending proposal the checker may decide: another lender's is 404, their own 403. */
async function lockDecidable(tx: Db, staff: Staff, proposalUuid: string) {
  const found = await lockProposal(tx, proposalUuid);
  if (!found || !worksForLender(staff, found.orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  if (found.proposal.proposedBy === staff.uuid) {
    throw new AppError('FORBIDDEN', [SELF_DECISION_MESSAGE]);
  }
  if (found.proposal.status === 'EXPIRED') {
    throw new AppError('CONFLICT', [PROPOSAL_EXPIRED_MESSAGE]);
  }
  if (found.proposal.status !== 'PENDING') {
    throw new AppError('CONFLICT', [`${PROPOSAL_DECIDED_MESSAGE} (${found.proposal.status})`]);
  }
  return found.proposal;
}

/**
 * The checker's approval: applies the proposed event through the lifecycle engine, as a direct send
 * would, in one transaction with the proposal's status and the audit rows. When the step has moved
 * on so that the event is no longer allowed, the proposal becomes STALE (that alone is committed)
 * and the answer is 409.
 */
export async function approveStaffProposal(
  db: Db,
  staff: Staff,
  proposalUuid: string,
  reason: string,
): Promise<StaffProposal> {
  await expireOverdueProposals(db);
  const outcome = await db.transaction(async (tx) => {
    const proposal = await lockDecidable(tx, staff, proposalUuid);
    const application = await lockApplication(tx, proposal.applicationUuid);
    if (!application) {
      throw new AppError('NOT_FOUND');
    }
    const sender = resolveOpsSender(proposal.event);
    const step = application.serverStep;
    if (!applyEvent(step, proposal.event, sender).ok) {
      const stale = await decideProposal(tx, proposal.uuid, {
        status: 'STALE',
        decidedBy: staff.uuid,
        decisionReason: `The application is at ${step}, where ${proposal.event} is not allowed`,
      });
      await appendAudit(tx, {
        action: 'ops.proposal-stale',
        actor: { type: 'staff', uuid: staff.uuid },
        entityUuid: application.uuid,
        payload: { proposalUuid: stale.uuid, event: stale.event, step },
      });
      return { stale: step };
    }
    assertEventPermission(staff.role, proposal.event, sender, step);
    await applyOpsEvent(tx, staff.uuid, application, {
      event: proposal.event,
      sender,
      ...(proposal.payload ? { detail: proposal.payload as JsonObject } : {}),
    });
    return { approved: await closeProposal(tx, staff, proposal.uuid, 'APPROVED', reason) };
  });
  if ('stale' in outcome) {
    throw new AppError('CONFLICT', [`${PROPOSAL_STALE_MESSAGE} (the application is at ${outcome.stale})`]);
  }
  return outcome.approved;
}

/** The checker's rejection: the proposal is closed with their reason and nothing else changes. */
export async function rejectStaffProposal(
  db: Db,
  staff: Staff,
  proposalUuid: string,
  reason: string,
): Promise<StaffProposal> {
  await expireOverdueProposals(db);
  return db.transaction(async (tx) => {
    const proposal = await lockDecidable(tx, staff, proposalUuid);
    return closeProposal(tx, staff, proposal.uuid, 'REJECTED', reason);
  });
}

/** The checker's decision recorded on the proposal, with its audit record, in the caller's transaction. */
async function closeProposal(
  tx: Db,
  staff: Staff,
  proposalUuid: string,
  status: 'APPROVED' | 'REJECTED',
  reason: string,
): Promise<StaffProposal> {
  const closed = await decideProposal(tx, proposalUuid, {
    status,
    decidedBy: staff.uuid,
    decisionReason: reason,
  });
  await appendAudit(tx, {
    action: status === 'APPROVED' ? 'ops.proposal-approved' : 'ops.proposal-rejected',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: closed.applicationUuid,
    payload: { proposalUuid: closed.uuid, event: closed.event, proposedBy: closed.proposedBy },
  });
  return toStaffProposal(closed);
}
