import type { EndpointResult } from '@hearth/domain/api/endpoint';
import type { opsApi } from '@hearth/domain/api/ops-api';
import type { StaffProposal } from '@hearth/domain/ops/staff-proposal';

type Sent = EndpointResult<typeof opsApi.sendEvent>;

/** What a sent event did: moved the step (200) or waits for a checker as a proposal (202). */
export type EventOutcome = { kind: 'moved'; to: string } | { kind: 'proposed' };

/** The answer to a sent event: 200 with the move, or 202 with the proposal. */
export type EventAnswer = Sent | StaffProposal;

export function eventOutcomeOf(answer: EventAnswer): EventOutcome {
  return 'proposedBy' in answer ? { kind: 'proposed' } : { kind: 'moved', to: answer.to };
}

export const PROPOSED_MESSAGE = 'Proposed — waiting for a manager’s approval';
