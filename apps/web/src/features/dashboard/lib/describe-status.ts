import { SERVER_STEPS, type ServerStep } from '@hearth/domain/enums/server-step';

/** What a borrower reads for an application's status: its stage in words, not a server step. */
export const STATUS_PHASES = [
  'prequalification',
  'offers',
  'application',
  'verification',
  'valuation',
  'title',
  'closing',
  'funding',
  'funded',
  'declined',
  'cancelled',
  'inactive',
  'inProgress',
] as const;
export type StatusPhase = (typeof STATUS_PHASES)[number];

/** Each phase starts at this server step; SERVER_STEPS is in journey order (000 §4). */
const PHASE_STARTS: [ServerStep, StatusPhase][] = [
  ['WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE', 'prequalification'],
  ['WAITING_FOR_INITIAL_OFFERS', 'offers'],
  ['COLLECT_ADDITIONAL_INFO', 'application'],
  ['INCOME_VERIFICATION', 'verification'],
  ['NAV_BPO_ORDER_REQUEST', 'valuation'],
  ['PREQUAL_TITLE', 'title'],
  ['GEN_CLOSING_DISCLOSURE', 'closing'],
  ['GEN_RESCISSION', 'funding'],
];

const ENDS: Partial<Record<ServerStep, StatusPhase>> = {
  COMPLETE: 'funded',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  UNKNOWN: 'inProgress',
};

function isServerStep(value: string): value is ServerStep {
  return (SERVER_STEPS as readonly string[]).includes(value);
}

/** The phase of an application from its checklist status (a server step) and whether it is active. */
export function getStatusPhase(checklistStatus: string, active: boolean): StatusPhase {
  if (!isServerStep(checklistStatus)) {
    return active ? 'inProgress' : 'inactive';
  }
  const end = ENDS[checklistStatus];
  if (end) {
    return end;
  }
  if (!active) {
    return 'inactive';
  }
  const index = SERVER_STEPS.indexOf(checklistStatus);
  let phase: StatusPhase = 'inProgress';
  for (const [start, startPhase] of PHASE_STARTS) {
    if (index >= SERVER_STEPS.indexOf(start)) {
      phase = startPhase;
    }
  }
  return phase;
}

/** A borrower can pick up where they left off unless the application has ended. */
export function canContinue(phase: StatusPhase): boolean {
  return !['funded', 'declined', 'cancelled', 'inactive'].includes(phase);
}
