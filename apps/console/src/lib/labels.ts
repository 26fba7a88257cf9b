import type { OccupancyType } from '@hearth/domain/enums/occupancy-type';
import { SERVER_STEPS, type ServerStep } from '@hearth/domain/enums/server-step';
import { LIFECYCLE_PHASE_LABELS, type LifecyclePhase } from '@hearth/domain/lifecycle/step-phase';
import type { ProposalStatus } from '@hearth/domain/ops/staff-proposal';

/**
 * The words staff read for the codes the server keeps: steps, phases, proposal statuses. Every
 * page that shows one of these codes takes its label from here, so the pipeline, the queues, the
 * file and the approvals all say the same thing.
 */

/** How a word of a step's code reads; words not named here read in lower case. */
const WORDS: Record<string, string> = {
  APP: 'application',
  AVM: 'AVM',
  BPO: 'BPO',
  CLTV: 'CLTV',
  CO: 'co-',
  E: 'e-',
  FACTA: 'FACTA',
  GEN: 'preparing',
  HMDA: 'HMDA',
  ID: 'ID',
  INFO: 'information',
  NAV: '',
  PRE: 'pre-',
  PREQUAL: 'pre-qualification',
  REQ: 'request',
  RESI: 'residential',
  EVAL: 'evaluation',
  SSN: 'SSN',
};

/** Steps whose code reads badly word by word. */
const STEP_OVERRIDES: Partial<Record<ServerStep, string>> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: 'Waiting for the soft credit pull disclosure',
  CREDIT_NO_MATCH_SSN: 'Credit: no match for the SSN',
  CREDIT_NO_MATCH: 'Credit: no match',
  CREDIT_MINOR: 'Credit: applicant is a minor',
  CLTV_LIEN_POSITION_REQUALIFY: 'Re-qualify for CLTV and lien position',
  CO_DEED_REQ: 'Co-deed request',
  E_NOTARY_SESSION: 'E-notary session',
  COMPLETE: 'Complete',
  HMDA: 'HMDA demographic questions',
  UNKNOWN: 'Unknown step',
};

/** Any other status code (a BPO's, a title's, a condition's) read as words: BPO_NOT_REQUIRED → "BPO not required". */
export function codeLabel(code: string | null | undefined): string | null {
  return code ? readCode(code) : null;
}

/** A code as words inside a sentence: FIRST_MORTGAGE → "first mortgage", BPO_ORDERED → "BPO ordered". */
export function codeWords(code: string | null | undefined): string | null {
  return code ? wordsOf(code) : null;
}

function wordsOf(code: string): string {
  const words = code
    .split('_')
    .map((word) => WORDS[word] ?? word.toLowerCase())
    .filter((word) => word !== '');
  return words.join(' ').replace(/- /g, '-');
}

function readCode(code: string): string {
  const text = wordsOf(code);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every step's label: the one table the console reads steps from. */
export const STEP_LABELS: Record<ServerStep, string> = Object.fromEntries(
  SERVER_STEPS.map((step) => [step, STEP_OVERRIDES[step] ?? readCode(step)]),
) as Record<ServerStep, string>;

/** A step as staff read it; a code the console does not know reads as words all the same. */
export function stepLabel(step: string): string {
  return STEP_LABELS[step as ServerStep] ?? readCode(step);
}

/** The final steps (complete, declined, cancelled) belong to no phase. */
export const ENDED_PHASE_LABEL = 'Ended';

/** A journey phase as staff read it; none (a final step) reads "Ended". */
export function phaseLabel(phase: LifecyclePhase | null | undefined): string {
  return phase ? LIFECYCLE_PHASE_LABELS[phase] : ENDED_PHASE_LABEL;
}

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  PENDING: 'Waiting for a checker',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
  STALE: 'Stale: the file moved on',
};

/** How the home is used, in the words the borrower chose it by on register-v2's first step. */
export const OCCUPANCY_LABELS: Record<OccupancyType, string> = {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
};

export function occupancyLabel(code: string | null | undefined): string | null {
  return code ? (OCCUPANCY_LABELS[code as OccupancyType] ?? readCode(code)) : null;
}
