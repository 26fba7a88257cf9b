import { z } from 'zod';

/** Where a maker-checker proposal stands: STALE when the step moved on before it was approved. */
export const PROPOSAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'STALE'] as const;
export const zProposalStatus = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof zProposalStatus>;

export const PROPOSAL_REASON_MESSAGE = 'A reason of 5 to 500 characters is required';

/** Why a staff user proposes, approves or rejects a decision: 5–500 characters. */
export const zProposalReason = z
  .string(PROPOSAL_REASON_MESSAGE)
  .trim()
  .min(5, PROPOSAL_REASON_MESSAGE)
  .max(500, PROPOSAL_REASON_MESSAGE);

export const zStaffProposal = z.strictObject({
  uuid: z.uuid(),
  applicationUuid: z.uuid(),
  event: z.string(),
  payload: z.record(z.string(), z.json()).nullable(),
  reason: z.string(),
  status: zProposalStatus,
  proposedBy: z.uuid(),
  createdAt: z.iso.datetime(),
  decidedBy: z.uuid().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
});
export type StaffProposal = z.infer<typeof zStaffProposal>;

/**
 * A proposal in the approvals list: with the loan number the file is known by and the proposer's
 * e-mail, so the list names the file and the person as the file page does.
 */
export const zListedStaffProposal = zStaffProposal.extend({
  loanNumber: z.string(),
  proposedByEmail: z.string().nullable(),
});
export type ListedStaffProposal = z.infer<typeof zListedStaffProposal>;

export const zStaffProposalList = z.strictObject({ proposals: z.array(zListedStaffProposal) });

/** GET /ops/api/v1/proposals: by status and application, newest first. */
export const zProposalQuery = z.strictObject({
  status: zProposalStatus.optional(),
  applicationUuid: z.uuid().optional(),
});
export type ProposalQuery = z.infer<typeof zProposalQuery>;

export const zProposalParams = z.strictObject({ id: z.uuid() });

/** POST /ops/api/v1/proposals/{id}/approve and …/reject. */
export const zProposalDecisionBody = z.strictObject({ reason: zProposalReason });
export type ProposalDecisionBody = z.infer<typeof zProposalDecisionBody>;

export const SELF_DECISION_MESSAGE = 'You cannot approve or reject your own proposal; another checker must';
export const PROPOSAL_DECIDED_MESSAGE = 'This proposal has already been decided';
/** A proposal nobody decided within this time expires: the decision is proposed again if it still applies. */
export const PROPOSAL_TTL_HOURS = 72;
export const PROPOSAL_EXPIRED_MESSAGE = `This proposal expired after ${PROPOSAL_TTL_HOURS} hours without a decision; propose it again if it still applies`;
export const PROPOSAL_STALE_MESSAGE =
  'The application has moved on since this proposal was made, so its event is no longer allowed; the proposal is now STALE';
